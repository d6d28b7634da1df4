"""One version number: yahtzee_desktop.__version__, echoed by the CHANGELOG and AppStream."""

from __future__ import annotations

import datetime
import re
import tomllib
import xml.etree.ElementTree as ET

from yahtzee_desktop import __version__

from .conftest import METAINFO, ROOT

HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\](?: - (?P<date>\S+))?\s*$", re.MULTILINE)


def changelog_entries() -> list[tuple[str, str | None]]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return [(m["version"], m["date"]) for m in HEADING.finditer(text)]


def metainfo_releases() -> list[tuple[str, str]]:
    root = ET.parse(METAINFO).getroot()
    return [(r.attrib["version"], r.attrib["date"]) for r in root.iter("release")]


def test_version_is_semantic() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


def test_changelog_top_release_is_the_version() -> None:
    released = [(v, d) for v, d in changelog_entries() if v != "Unreleased"]
    assert released, "CHANGELOG.md has no release heading"
    version, date = released[0]
    assert version == __version__
    assert date is not None
    datetime.date.fromisoformat(date)


def test_changelog_links_every_release() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    for version, _ in changelog_entries():
        if version != "Unreleased":
            assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.MULTILINE), version


def test_metainfo_newest_release_matches_changelog() -> None:
    releases = metainfo_releases()
    assert releases[0][0] == __version__
    changelog = dict((v, d) for v, d in changelog_entries() if v != "Unreleased")
    for version, date in releases:
        assert changelog.get(version) == date, f"{version}: metainfo {date}, CHANGELOG differs"
    dates = [datetime.date.fromisoformat(d) for _, d in releases]
    assert dates == sorted(dates, reverse=True), "AppStream lists releases newest first"


def test_pyproject_reads_the_version_from_the_package() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)
    assert "version" in project["project"]["dynamic"]
    assert "version" not in project["project"]
    attr = project["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "yahtzee_desktop.__version__"


def test_no_other_source_file_spells_the_version() -> None:
    literal = re.compile(rf"""["']{re.escape(__version__)}["']""")
    offenders = [
        path.relative_to(ROOT).as_posix()
        for folder in ("yahtzee_desktop", "packaging", "scripts")
        for path in (ROOT / folder).rglob("*")
        if path.suffix in (".py", ".spec", ".sh")
        and path != ROOT / "yahtzee_desktop" / "__init__.py"
        and literal.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
