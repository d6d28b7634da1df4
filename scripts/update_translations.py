"""Collect every translatable string of the package (the app and printing alike) into
resources/translations/yahtzee_desktop_fr.ts, then compile every .ts of that folder to .qm.

Run it with the Python that has PySide6: `python scripts/update_translations.py`, from any
folder. pyside6-lupdate and pyside6-lrelease are looked for next to that interpreter (a
venv's bin/ or Scripts/), then on PATH, so it works in any checkout and any venv.
Existing translations are kept; strings no longer in the code are dropped. Then translate
the entries marked "unfinished" (pyside6-linguist, or by hand in the .ts) and run it again
to compile them. qtbase_more_fr.ts (Qt's own words) is kept by hand and only compiled.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "yahtzee_desktop"
TS_DIR = ROOT / "resources" / "translations"
CATALOGUE = TS_DIR / "yahtzee_desktop_fr.ts"


def tool(name: str, python: str | None = None, path: str | None = None) -> Path:
    """A Qt tool of the interpreter's PySide6 (this one by default), else the first one on
    `path` (PATH by default)."""
    here = Path(python or sys.executable).parent
    for candidate in (here / name, here / f"{name}.exe", here / "Scripts" / f"{name}.exe"):
        if candidate.is_file():
            return candidate
    found = shutil.which(name, path=path)
    if found is None:
        raise SystemExit(f"{name} not found next to {python or sys.executable} nor on PATH")
    return Path(found)


def sources() -> list[Path]:
    """Every module of the package, printing included: one catalogue for all."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def extract(target: Path) -> None:
    """pyside6-lupdate over the sources into `target` (created or merged)."""
    files = [str(p.relative_to(ROOT)) for p in sources()]
    lupdate = [str(tool("pyside6-lupdate")), "-locations", "none", "-no-obsolete"]
    subprocess.run(
        [*lupdate, *files, "-ts", str(target)], check=True, cwd=ROOT, capture_output=True
    )


def unfinished(ts: Path) -> list[str]:
    root = ET.parse(ts).getroot()
    return [
        f"{context.findtext('name')} / {message.findtext('source')!r}"
        for context in root.iter("context")
        for message in context.iter("message")
        if (node := message.find("translation")) is not None and node.get("type") == "unfinished"
    ]


def main() -> int:
    extract(CATALOGUE)
    for ts in sorted(TS_DIR.glob("*.ts")):
        lrelease = [str(tool("pyside6-lrelease")), "-silent", str(ts), "-qm"]
        subprocess.run([*lrelease, str(ts.with_suffix(".qm"))], check=True)
    todo = unfinished(CATALOGUE)
    for line in todo:
        print("to translate:", line)
    print(f"{CATALOGUE.relative_to(ROOT)}: {len(todo)} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
