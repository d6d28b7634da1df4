"""Every string marked for the printing context has a finished French translation."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import yahtzee_desktop
from yahtzee_desktop.i18n import translations_dir

PACKAGE = Path(yahtzee_desktop.__file__).parent


def _marked(context: str) -> set[str]:
    found = set()
    for path in (PACKAGE / "printing").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == context
            ):
                assert isinstance(node.args[1], ast.Constant), f"{path}: literal strings only"
                found.add(node.args[1].value)
    return found


def _catalogue() -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(translations_dir() / "printing_fr.ts").getroot()
    out = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name", "")
        for message in ctx.iter("message"):
            node = message.find("translation")
            assert node is not None
            out[(name, message.findtext("source", ""))] = node
    return out


def test_every_printing_string_has_french() -> None:
    marked = _marked("Printing")
    assert len(marked) > 80
    table = _catalogue()
    missing = [s for s in marked if ("Printing", s) not in table]
    assert not missing, missing
    for (_ctx, source), node in table.items():
        assert node.get("type") is None, source
        assert node.text and node.text.strip(), source
        # Placeholders must survive translation, or str.format would fail at print time.
        assert sorted(_fields(source)) == sorted(_fields(node.text)), source


def _fields(text: str) -> list[str]:
    import string

    return [f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f]


def test_french_typography_in_the_catalogue() -> None:
    """No-break space before ":", narrow no-break space before ";", "!" and "?", and the
    typographic apostrophe: a French line never starts with ";" or ":"."""
    import re

    for (_ctx, source), node in _catalogue().items():
        text = node.text or ""
        assert not re.search(r"[ ]:|[ \u00a0][;!?]", text), source
        assert not re.search(r"\w[:;!?]", text.replace("&", "")), source
        assert "'" not in text, source
