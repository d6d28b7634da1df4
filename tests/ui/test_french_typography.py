"""French as a French reader sees it (issues 26, 29), one rule for the screen and the paper:
every French string of every catalogue has a no-break space U+00A0 before ":" and a narrow
no-break space U+202F before ";", "?" and "!" (the Imprimerie nationale's rule, which the
printed sheets always followed), so the sign never wraps alone onto the next line, and the
typographic apostrophe ’ ("Yam's" had a straight one). Printing prints the catalogue's text
as it is, so this test is the only place the rule lives. 31 strings broke it when the check
came (issue 26); 13 had U+202F before ":" and printing had its own rule when issue 29 made
it one."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from yahtzee_desktop.i18n import translations_dir

CATALOGUES = sorted(translations_dir().glob("*_fr.ts"))

SIGN = re.compile(r"[:;?!]")
SPACE_BEFORE = {":": "\u00a0", ";": "\u202f", "?": "\u202f", "!": "\u202f"}
"""The one space each sign wants before it."""


def typography_problems(text: str) -> list[str]:
    """What breaks French typography in `text` (empty when it is right)."""
    problems = []
    for match in SIGN.finditer(text):
        i = match.start()
        before = text[i - 1] if i else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        sign = match.group()
        if i == 0 or before == SPACE_BEFORE[sign]:
            continue
        if sign == ":" and (after == "/" or (before.isdigit() and after.isdigit())):
            continue  # an address ("https://") or a time ("20:30")
        if before in SPACE_BEFORE.values():
            problems.append(f"wrong no-break space before {sign!r}")
        else:
            problems.append(f"no no-break space before {sign!r}")
    if "'" in text:
        problems.append("straight apostrophe")
    return problems


def test_the_check_sees_what_a_french_reader_sees() -> None:
    assert typography_problems("&Joueur :") == ["no no-break space before ':'"]
    assert typography_problems("Qui commence la partie {n} ?") != []
    assert typography_problems("Yam's") == ["straight apostrophe"]
    assert typography_problems("Dé {n}\u00a0: {face}") == []
    assert typography_problems("Qui commence\u202f? https://example.org 20:30") == []
    assert typography_problems("Dé\u202f: 4") == ["wrong no-break space before ':'"]
    assert typography_problems("Tous les dés\u00a0; seuls") == ["wrong no-break space before ';'"]


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.name)
def test_every_french_string_keeps_its_signs_with_their_word(ts: Path) -> None:
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            if node is None or node.get("type") in ("obsolete", "vanished"):
                continue
            forms = node.findall("numerusform")
            for text in [f.text or "" for f in forms] if forms else [node.text or ""]:
                for problem in typography_problems(text):
                    found.append(f"{context.findtext('name')}: {text!r}: {problem}")
    assert not found, "\n".join(found)


def test_the_listed_fixes() -> None:
    text = (translations_dir() / "yahtzee_desktop_fr.ts").read_text(encoding="utf-8")
    assert "<translation>Plus de lancers</translation>" in text
    assert "<translation>Yam’s</translation>" in text
    assert "<translation>encore un effort</translation>" in text  # after "Votre partie :"
