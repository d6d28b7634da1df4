"""How a seat's name is shown where a computer plays it: a small mark before the name, so
the family sees at a glance who is a person ("⚙ Robot"), and its level in words for a
tooltip ("Robot: computer player, level Good").

One place for the mark, so the players list, the sheet's headers and the statistics show
the same one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.setup import PlayerKind, Seat
from yahtzee_desktop.ui.common.plain import isolate

__all__ = ["COMPUTER_MARK", "computer_tip", "is_computer", "marked_name"]

COMPUTER_MARK = "\u2699"
"""A gear: in the fonts every desktop has (DejaVu, Noto), unlike a robot's face."""

_LEVELS = {
    "beginner": ("NewGameDialog", "Beginner", None),
    "club": ("NewGameDialog", "Good", "computer level, between Beginner and Expert"),
    "expert": ("NewGameDialog", "Expert", None),
}


def is_computer(seat: Seat) -> bool:
    """A seat played by the computer alone (a team is people, whoever is in it)."""
    return not seat.is_team and seat.members[0].kind is PlayerKind.COMPUTER


def marked_name(seat: Seat, name: str | None = None) -> str:
    """`name` (the seat's own by default, isolated: `plain.isolate`) with the computer's
    mark before it, if a computer plays the seat."""
    text = isolate(seat.name) if name is None else name
    return f"{COMPUTER_MARK}\u00a0{text}" if is_computer(seat) else text


def computer_tip(seat: Seat) -> str:
    """ "Robot: computer player, level Good" ("" for a person or a team)."""
    if not is_computer(seat):
        return ""
    context, text, disambiguation = _LEVELS.get(
        seat.members[0].level, ("NewGameDialog", "Good", _LEVELS["club"][2])
    )
    level = QCoreApplication.translate(context, text, disambiguation)
    return QCoreApplication.translate("Names", "{name}: computer player, level {level}").format(
        name=isolate(seat.name), level=level
    )
