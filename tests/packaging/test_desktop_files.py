"""The freedesktop .desktop file and the AppStream metainfo: valid, and consistent with the app.

The two validators run when installed (Debian: desktop-file-utils, appstream); the
consistency checks below always run.
"""

from __future__ import annotations

import configparser
import shlex
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path, PurePosixPath
from urllib.parse import urlparse

import pytest

from yahtzee_desktop.cli import build_parser

from .conftest import APP_ID, DESKTOP_FILE, METAINFO, ROOT

LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout  # no warning nor hint either


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_metainfo_validates() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    problems = [line for line in output.splitlines() if line[:2] in ("E:", "W:")]
    assert problems == []


def test_desktop_file_starts_the_installed_command() -> None:
    entry = desktop_entry()
    argv = shlex.split(entry["Exec"])
    with (ROOT / "pyproject.toml").open("rb") as f:
        scripts = tomllib.load(f)["project"]["scripts"]
    assert argv[0] in scripts
    assert entry["TryExec"] == argv[0]
    assert argv[-1] == "%f"
    # What the launcher runs, with a file dropped on it, is a real command line.
    args = build_parser().parse_args([*argv[1:-1], "game.yahtzee.json"])
    assert args.savefile == "game.yahtzee.json"
    assert callable(args.func)


def test_desktop_file_is_named_after_the_app_id_and_translated() -> None:
    entry = desktop_entry()
    assert DESKTOP_FILE.name == f"{APP_ID}.desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert "Game" in entry["Categories"].split(";")
    for key in ("GenericName", "Comment", "Keywords"):
        assert entry[f"{key}[fr]"] and entry[f"{key}[fr]"] != entry[key], key


def test_metainfo_names_the_same_app() -> None:
    root = metainfo()
    assert root.attrib["type"] == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    binaries = [b.text for b in root.iter("binary")]
    assert shlex.split(desktop_entry()["Exec"])[0] in binaries
    assert root.findtext("name") == desktop_entry()["Name"]


def test_metainfo_speaks_english_and_french() -> None:
    root = metainfo()
    summaries = {s.get(LANG): s.text for s in root.findall("summary")}
    assert set(summaries) == {None, "fr"}
    description = root.find("description")
    assert description is not None
    for tag in ("p", "li"):
        english = [e for e in description.iter(tag) if e.get(LANG) is None]
        french = [e for e in description.iter(tag) if e.get(LANG) == "fr"]
        assert english and len(english) == len(french), tag
    for screenshot in root.iter("screenshot"):
        captions = {c.get(LANG) for c in screenshot.findall("caption")}
        assert captions == {None, "fr"}


def test_screenshots_are_in_docs() -> None:
    images = [i.text or "" for i in metainfo().iter("image")]
    assert images
    for url in images:
        parsed = urlparse(url)
        assert parsed.scheme == "https"
        name = PurePosixPath(parsed.path)
        assert name.parent.parts[-2:] == ("docs", "screenshots"), url
        assert (ROOT / "docs" / "screenshots" / name.name).is_file(), url
    defaults = [s for s in metainfo().iter("screenshot") if s.get("type") == "default"]
    assert len(defaults) == 1


MIME_FILE = DESKTOP_FILE.with_name(f"{APP_ID}.xml")
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_saved_games_have_a_mime_type_the_menu_entry_opens() -> None:
    """A double-click on a saved game opens the app: the shared-mime-info type's glob is
    the suffix the app saves with, and the menu entry takes that type (with a file)."""
    from yahtzee_desktop.storage.unfinished import GAME_SUFFIX

    types = ET.parse(MIME_FILE).getroot().findall(f"{MIME_NS}mime-type")
    assert len(types) == 1
    mime = types[0]
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == [f"*{GAME_SUFFIX}"]
    assert mime.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"  # type: ignore[union-attr]
    comments = {c.get(LANG): c.text for c in mime.findall(f"{MIME_NS}comment")}
    assert comments[None] and comments["fr"]
    entry = desktop_entry()
    assert entry["MimeType"].rstrip(";").split(";") == [mime.get("type")]
    assert "%f" in shlex.split(entry["Exec"])


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info")
def test_mime_file_compiles(tmp_path: Path) -> None:
    packages = tmp_path / "packages"
    packages.mkdir()
    (packages / MIME_FILE.name).write_bytes(MIME_FILE.read_bytes())
    result = subprocess.run(
        ["update-mime-database", "-V", str(tmp_path)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    globs = (tmp_path / "globs2").read_text(encoding="utf-8")
    assert "60:application/x-yahtzee-desktop-game:*.yahtzee.json" in globs


def test_metainfo_names_the_developer_for_appstream_0_16_and_1_0() -> None:
    """AppStream 1.0 reads <developer><name>; Debian 12's 0.16 only <developer_name>."""
    root = metainfo()
    name = root.findtext("developer_name")
    assert name and root.findtext("developer/name") == name
