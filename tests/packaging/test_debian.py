"""Cheap static checks of the Debian package's files and of what the bundle leaves out.

Building the bundle and the .deb is slow (scripts/build-deb.sh checks those); these catch
the mistakes that need no build: a module the app now imports but the spec excludes, a
man page that misses a command or does not format, a control or copyright file that
dpkg or lintian would reject.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
from types import ModuleType

import pytest

from yahtzee_desktop.cli import build_parser
from yahtzee_desktop.core.rules import PRESETS

from .conftest import ROOT

PACKAGING = ROOT / "packaging"
DEBIAN = PACKAGING / "linux" / "debian"
MAN_PAGE = PACKAGING / "linux" / "yahtzee-desktop.6"


def spec_list(name: str) -> list[str]:
    """A list of string literals assigned to `name` in the PyInstaller spec."""
    tree = ast.parse((PACKAGING / "yahtzee-desktop.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return [c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant)]
    raise AssertionError(f"{name} not found in the spec")


def imported_modules() -> set[str]:
    """Every absolute module the app's code imports (with each parent package)."""
    found: set[str] = set()
    for path in (ROOT / "yahtzee_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for name in names:
                parts = name.split(".")
                found.update(".".join(parts[: i + 1]) for i in range(len(parts)))
    return found


def test_the_bundle_excludes_nothing_the_app_imports() -> None:
    excluded = {e for e in spec_list("EXCLUDES") if not e.startswith("PySide6.")}
    excluded |= {f"PySide6.{m}" for m in spec_list("QT_UNUSED")}
    used = imported_modules()
    assert {"numpy", "PySide6.QtPdf", "sqlite3"} <= used  # the walk sees real imports
    assert sorted(used & excluded) == []


def test_the_spec_leaves_out_the_plugins_the_bundle_check_requires_nowhere() -> None:
    dropped = spec_list("DROPPED_PLUGINS")
    source = (PACKAGING / "bundle_check.py").read_text(encoding="utf-8")
    required = re.findall(r'"([a-z-]+/lib[\w-]+\.so)"', source)
    assert "platforms/libqxcb.so" in required and "platforms/libqwayland.so" in required
    assert "printsupport/libcupsprintersupport.so" in required
    assert [r for r in required if any(r.startswith(d) for d in dropped)] == []
    windows = re.findall(r'"([a-z-]+/q[\w-]+\.dll)"', source)
    assert "platforms/qwindows.dll" in windows and "imageformats/qpdf.dll" in windows
    assert [r for r in windows if any(r.startswith(d) for d in dropped)] == []


def test_man_page_documents_every_command_and_preset() -> None:
    text = MAN_PAGE.read_text(encoding="utf-8").replace("\\-", "-")
    parser = build_parser()
    commands = next(a for a in parser._actions if a.dest == "command").choices
    assert commands is not None
    for command in commands:
        assert re.search(rf"^\.B.*\b{command}\b", text, re.M), command
    for what in ("blank", "filled", "rules"):
        assert f"print {what}" in text
    for preset in PRESETS:
        assert preset in text, preset
    assert text.startswith(".TH YAHTZEE-DESKTOP 6 ")


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff")
def test_man_page_formats_without_warnings() -> None:
    result = subprocess.run(
        ["groff", "-man", "-ww", "-z", "-K", "utf8", str(MAN_PAGE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr


def control_fields() -> dict[str, str]:
    fields: dict[str, str] = {}
    key = ""
    for line in (DEBIAN / "control.in").read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            assert key not in fields, f"{key} twice"
            fields[key] = value.strip()
    return fields


def test_control_file_has_the_fields_dpkg_and_lintian_want() -> None:
    fields = control_fields()
    required = {
        "Package",
        "Version",
        "Architecture",
        "Maintainer",
        "Installed-Size",
        "Depends",
        "Section",
        "Priority",
        "Description",
        "Homepage",
    }
    assert required <= fields.keys()
    assert fields["Package"] == "yahtzee-desktop"
    assert fields["Architecture"] == "amd64"
    assert fields["Version"] == "@VERSION@" and fields["Depends"] == "@DEPENDS@"
    assert re.fullmatch(r".+ <[^@\s]+@[^>\s]+>", fields["Maintainer"])
    synopsis, *extended = fields["Description"].split("\n")
    assert 0 < len(synopsis) < 80 and not synopsis.endswith(".")
    assert extended and all(line.startswith(" ") and len(line) <= 80 for line in extended)


def test_copyright_is_machine_readable_and_every_licence_is_given() -> None:
    paragraphs = (DEBIAN / "copyright").read_text(encoding="utf-8").strip().split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    used: set[str] = set()
    given: set[str] = set()
    for paragraph in paragraphs[1:]:
        first = paragraph.splitlines()[0]
        assert first.startswith(("Files:", "License:")), first
        licence = re.search(r"^License: (.+)$", paragraph, re.M)
        assert licence is not None, paragraph
        has_text = bool(re.search(r"^License: .+\n ", paragraph, re.M))
        expression = licence.group(1).replace(" with GCC-exception-3.1", "")
        names = set(re.split(r" and | or ", expression))
        if first.startswith("Files:"):
            assert "Copyright:" in paragraph
            used |= names
            if has_text:
                given |= names
        else:
            given |= names
    assert used - given == set()


def test_lintian_overrides_are_explained_in_the_readme() -> None:
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    for line in (DEBIAN / "lintian-overrides").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            tag = line.split(":")[-1].split()[0] if ":" in line else line.split()[0]
            assert f"`{tag}`" in readme, tag


def override_lines() -> list[str]:
    text = (DEBIAN / "lintian-overrides").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def test_lintian_overrides_name_the_files_they_excuse() -> None:
    # A blanket override would hide the same finding in a file nobody looked at.
    lines = override_lines()
    assert lines
    for line in lines:
        match = re.fullmatch(r"yahtzee-desktop: ([a-z0-9-]+)(?: [\w-]+)? \[(\S+)\]", line)
        assert match, line
        assert match.group(2).startswith("usr/lib/yahtzee-desktop/_internal/"), line


def build_script_value(name: str) -> str:
    text = (ROOT / "scripts" / "build-bundle.sh").read_text(encoding="utf-8")
    match = re.search(rf"^{name}='([^']+)'$", text, re.M)
    assert match, name
    return match.group(1)


def test_the_icu_trim_keeps_what_qt_reads_and_the_readme_names_what_it_drops() -> None:
    dropped = re.fullmatch(r"\^\(([\w|]+)\)/", build_script_value("ICU_DROPPED"))
    assert dropped, "ICU_DROPPED should be ^(tree|tree...)/"
    trees = dropped.group(1).split("|")
    # Collation, converters (top level), locales, time zones and their names stay whole.
    assert not {"coll", "zone", "region"} & set(trees)
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    for tree in trees:
        assert f"`{tree}/`" in readme, tree
    used = build_script_value("ICU_USED")
    for family in ("ucol_", "ucnv_", "ucal_", "u_strToUpper_", "u_strToLower_"):
        assert family in used, family


def test_the_bundle_checks_icu_data_expectations_hold_on_this_qt() -> None:
    """The in-bundle check's ICU expectations, run against the developer install's full
    ICU data: a new Qt (or CLDR) that changed them would fail every build, so catch it here."""
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    assert "French collation" in _bundle_check().unicode_data()


def _bundle_check() -> ModuleType:
    """packaging/bundle_check.py, which the bundle runs as a top-level module."""
    import sys

    sys.path.insert(0, str(PACKAGING))
    try:
        import bundle_check
    finally:
        sys.path.remove(str(PACKAGING))
    return bundle_check


@pytest.fixture
def back_in_english(qapp):
    from yahtzee_desktop.ui.common.i18n import install_translators

    yield qapp
    install_translators(qapp, "en")


def test_the_bundle_checks_the_file_dialog_s_french(back_in_english, tmp_path) -> None:
    """Run against the source tree's catalogues: "&Look in:" comes from qtbase_more_fr."""
    detail = _bundle_check().file_dialog_french(tmp_path)
    assert "Voir dans" in detail and "qtbase_more_fr.qm" in detail


def test_the_bundle_check_fails_without_qtbase_more_fr(
    back_in_english, tmp_path, monkeypatch
) -> None:
    """A bundle that lost the hand-kept catalogue (Qt's own still there) must fail."""
    from yahtzee_desktop.i18n import translations_dir
    from yahtzee_desktop.ui.common import i18n

    kept = tmp_path / "translations"
    kept.mkdir()
    for qm in translations_dir().glob("*_fr.qm"):
        if qm.name != "qtbase_more_fr.qm":
            shutil.copy(qm, kept / qm.name)
    monkeypatch.setattr(i18n, "translations_dir", lambda: kept)
    with pytest.raises(RuntimeError, match="qtbase_more_fr"):
        _bundle_check().file_dialog_french(tmp_path)
