"""Collect every translatable string of the package (the app and printing alike) into
resources/translations/yahtzee_desktop_fr.ts, then compile every .ts of that folder to .qm.

Run it with the Python that has PySide6: `python scripts/update_translations.py`, from any
folder. pyside6-lupdate and pyside6-lrelease are looked for next to that interpreter (a
venv's bin/ or Scripts/), then on PATH, so it works in any checkout and any venv.
Existing translations are kept; strings no longer in the code are dropped. Then translate
the entries marked "unfinished" (pyside6-linguist, or by hand in the .ts) and run it again
to compile them. qtbase_more_fr.ts (Qt's own words) is kept by hand and only compiled.

`--adopt OTHER.ts` fills the entries still unfinished from another catalogue's finished
translations of the same context and source: a branch's old printing_fr.ts, or the
other side of a merge.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

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


def _finished(ts: Path) -> dict[tuple[str, str], str]:
    table = {}
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            if node is not None and node.get("type") is None and node.text:
                table[(context.findtext("name", ""), message.findtext("source", ""))] = node.text
    return table


_UNFINISHED = re.compile(
    r"(<source>([^<]*)</source>\s*)<translation type=\"unfinished\">[^<]*</translation>"
)


def adopt(target: Path, donor: Path) -> int:
    """Fill `target`'s unfinished entries from `donor`; returns how many. Edits the text,
    so the file keeps lupdate's layout (a rewrite by ElementTree would change every line)."""
    known = _finished(donor)
    count = 0

    def context_block(block: re.Match[str]) -> str:
        name = ET.fromstring(f"<n>{block.group(1)}</n>").text or ""

        def message(m: re.Match[str]) -> str:
            nonlocal count
            source = ET.fromstring(f"<s>{m.group(2)}</s>").text or ""
            if (name, source) not in known:
                return m.group(0)
            count += 1
            text = escape(known[(name, source)], {'"': "&quot;", "'": "&apos;"})
            text = text.replace("\u00a0", "&#xa0;").replace("\u202f", "&#x202f;")
            return f"{m.group(1)}<translation>{text}</translation>"

        return _UNFINISHED.sub(message, block.group(0))

    text = target.read_text(encoding="utf-8")
    text = re.sub(r"<context>\s*<name>([^<]*)</name>.*?</context>", context_block, text, flags=re.S)
    target.write_text(text, encoding="utf-8")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adopt", type=Path, action="append", default=[], metavar="TS")
    args = parser.parse_args(argv)
    extract(CATALOGUE)
    for donor in args.adopt:
        print(f"{donor}: {adopt(CATALOGUE, donor)} translations adopted")
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
