"""A chance as the family reads it, shared by the players' column and the story chart
(its own module so the column does not load the chart before the first frame)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["assumption_text", "percent_text"]


def percent_text(value: float) -> str:
    """ "62%" / "62 %": a chance rounded to a whole percent."""
    return QCoreApplication.translate("Chances", "{n}%").format(n=round(value * 100))


def assumption_text() -> str:
    """What the chances assume, in one sentence: under the column, the story chart and the
    review's chart (the printed page says the same from the printing catalogue)."""
    return QCoreApplication.translate(
        "Chances",
        "Chances follow how each player plays: computers at their level, people as "
        "they have played so far.",
    )
