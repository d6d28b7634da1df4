"""Gathers the licence texts a download of the app must carry into one folder.

    python3 packaging/licenses.py SITE_PACKAGES DEST [PYTHON_LICENSE]

Used by scripts/build-windows.sh (the installer's `licenses` folder) and
scripts/build-bundle.sh (the Linux archive's). SITE_PACKAGES is where the bundled
distributions were installed (their *.dist-info hold their licence files); the GPL and
LGPL texts are the repository's (LICENSE, packaging/LGPL-3.txt), so any system can run
this (the Windows CI too). Fails when a bundled distribution has no licence file.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The distributions the bundle carries (pyproject's dependencies and what they pull in),
# by their normalised names; PyInstaller's bootloader is in every executable.
BUNDLED = (
    "numpy",
    "pillow",
    "reportlab",
    "charset_normalizer",
    "arabic_reshaper",
    "python_bidi",
    "uharfbuzz",
    "pyinstaller",
)
QT = ("pyside6_essentials", "pyside6_pdf", "shiboken6")

README = """\
Yahtzee Desktop is free software under the GNU General Public License, version 3 or
later (GPL-3.0-or-later): GPL-3.txt.

It carries, unchanged:
- Qt 6.12 and Qt for Python (PySide6, Shiboken6) 6.12, used under the GNU Lesser
  General Public License version 3 (LGPL-3.txt, which adds to GPL-3.txt). Their source
  code is published by the Qt Project (qt.io). You may replace these libraries with your
  own build of the same version: they are separate files in the app's folder
  (_internal/PySide6, _internal/shiboken6 on Windows; PySide6/, shiboken6/ on Linux).
- Python (python-LICENSE.txt), the DejaVu fonts (in resources/fonts), and the libraries
  below, each under its own licence (the files named after them here).
"""


def dist_info(site: Path, name: str) -> Path:
    found = [p for p in site.glob("*.dist-info") if p.name.lower().startswith(f"{name}-")]
    if not found:
        raise SystemExit(f"{name}: no dist-info in {site}")
    return found[0]


def licence_files(info: Path) -> list[Path]:
    names = ("licen", "copying", "notice")
    return sorted(p for p in info.rglob("*") if p.is_file() and p.name.lower().startswith(names))


def main(argv: list[str]) -> int:
    site, dest = Path(argv[0]), Path(argv[1])
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "LICENSE", dest / "GPL-3.txt")
    shutil.copyfile(ROOT / "packaging" / "LGPL-3.txt", dest / "LGPL-3.txt")
    if len(argv) > 2:
        shutil.copyfile(argv[2], dest / "python-LICENSE.txt")
    listed = []
    for name in BUNDLED:
        info = dist_info(site, name)
        files = licence_files(info)
        if not files:
            raise SystemExit(f"{info.name} has no licence file")
        for f in files:
            shutil.copyfile(f, dest / f"{info.name.removesuffix('.dist-info')}-{f.name}")
        listed.append(info.name.removesuffix(".dist-info"))
    for name in QT:  # their wheels carry only the commercial licence's text
        listed.append(f"{dist_info(site, name).name.removesuffix('.dist-info')} (LGPL-3.0)")
    text = README + "".join(f"  {n}\n" for n in listed)
    (dest / "README.txt").write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
