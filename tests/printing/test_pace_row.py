"""The optional row under the upper bonus speaks the print dialog's plain words: "Pace
(par 63)" and the command line's "the pace row (upper section against par 63)" were
jargon where the dialog offers "A row to follow the upper bonus (ahead of or behind 63)".
Short enough for the label column: adding the row widens nothing."""

from __future__ import annotations

import re

import pytest

from yahtzee_desktop.cli import build_parser
from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.printing.sheet_model import Layout, blank_sheet
from yahtzee_desktop.printing.sheet_rows import sheet_rows
from yahtzee_desktop.printing.sheets import SheetBuilder

JARGON = re.compile(r"\bpace\b|\bpar\b|\bvs\b", re.IGNORECASE)


def pace_row(lang: str, name: str = "yahtzee", layout: Layout = Layout.GAMES):
    rows = sheet_rows(blank_sheet(preset(name), layout, lang, pace=True))
    (row,) = [r for r in rows if r.kind == "pace"]
    return row


def test_the_row_says_ahead_or_behind_in_english() -> None:
    row = pace_row("en")
    assert row.label == "Ahead/behind 63"
    assert row.points == "3 of each"
    assert not JARGON.search(f"{row.label} {row.points}")


def test_the_row_says_ahead_or_behind_in_french() -> None:
    row = pace_row("fr")
    assert (row.label, row.points) == ("Avance/retard 63", "3 par face")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("layout", list(Layout))
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_row_widens_no_column(lang: str, layout: Layout, name: str) -> None:
    from yahtzee_desktop.printing.style import register_fonts

    register_fonts()

    def widths(pace: bool) -> tuple[float, float]:
        builder = SheetBuilder(blank_sheet(preset(name), layout, lang, pace=pace))
        builder.geometry()
        return builder.label_w, builder.points_w

    assert widths(True) == pytest.approx(widths(False), abs=0.01)


def test_the_command_line_says_it_as_the_dialog_does() -> None:
    parser = build_parser()
    blank = parser._subparsers._group_actions[0].choices["print"]
    sub = blank._subparsers._group_actions[0].choices["blank"]
    (pace,) = [a for a in sub._actions if "--pace" in a.option_strings]
    assert "ahead of or behind 63" in pace.help and "upper bonus" in pace.help
    assert not JARGON.search(pace.help)
