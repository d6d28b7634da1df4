"""The coach's exact figures in words: the hint's tooltip, the coach note's tooltip (also
the review table's "points lost" tooltip) and the review table's dice.

The tooltips say the choices in the panel's own plain words (`plain_words`) with the
figures to one decimal, for those who want them: under a hint or a note in plain words,
"Keep 4-4-4 and re-roll two: 238.4 expected" read as another language. The review table
says its choices in those plain words too (its old short form "Keep 4-4-4 and re-roll
two" was the same jargon). Apart from the panel (hints.py) because the review dialog
uses them too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.coach.decisions import made_choice
from yahtzee_desktop.ui.coach.plain_words import (
    ESTIMATES,
    capital,
    plain_better,
    plain_choice,
    plain_done,
)

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Decision, Hint, ReviewEntry

__all__ = [
    "dice_text",
    "hint_text",
    "note_figures",
    "points_text",
    "start_text",
]


def points_text(value: float) -> str:
    """One decimal, in the UI language's format (238.4, 238,4)."""
    return QLocale().toString(float(value), "f", 1)


def dice_text(dice: Iterable[int]) -> str:
    """The dice as the review table lists them, "1 3 4 4 6" ("1-3-4-4-6" read as a sum
    or a date)."""
    return " ".join(str(d) for d in sorted(dice))


def hint_text(hint: Hint, state: GameState, count: int = 3) -> str:
    """The hint's choices as the hint words them, a line each, with their exact figures:
    "Keep the three 4s, then roll the other two dice: 238.4 points by the end of the
    game, on average" ("Keep 4-4-4 and re-roll two: 238.4 expected" was jargon beside
    the hint's plain words)."""
    picked = hint.alternatives(count)
    if not picked:
        return QCoreApplication.translate("Coach", "No box can take these dice.")
    best, others = picked[0], picked[1:]
    lines = [
        QCoreApplication.translate(
            "Coach", "{choice}: {points} points by the end of the game, on average"
        ).format(choice=plain_choice(best, state), points=points_text(best.expected))
    ]
    lines += [
        QCoreApplication.translate("Coach", "{choice}: {points}").format(
            choice=plain_choice(c, state), points=points_text(c.expected)
        )
        for c in others
    ]
    text = "\n".join(lines)
    if not hint.exact:
        text += "\n" + QCoreApplication.translate("Coach", ESTIMATES)
    return text


def start_text(expected: float, exact: bool) -> str:
    """Before the first roll: what the card is worth with best play, as the panel says it
    (`plain_start`) but to one decimal."""
    if exact:
        text = QCoreApplication.translate(
            "Coach",
            "Roll the dice. Playing your best, you’d end this game with {points} points "
            "on average.",
        )
        return text.format(points=points_text(expected))
    text = QCoreApplication.translate(
        "Coach",
        "Roll the dice. Playing well, you’d end this game with about {points} points on average.",
    )
    return (
        text.format(points=points_text(expected))
        + " "
        + QCoreApplication.translate("Coach", ESTIMATES)
    )


def note_figures(
    decision: Decision,
    entry: ReviewEntry,
    state: GameState,
    exact: bool,
    name: str | None = None,
) -> str:
    """The coach's note in the note's own words, with its exact figures: "Scoring 0 in
    Yahtzee right away cost you 14.3 points on average (224.1 points by the end of the
    game instead of 238.4). It would have been better to keep …" ("Coach: … gave up 14.3
    points on average; keeping 4-4 and re-rolling three was better" was the old jargon
    under a note in plain words). With `name`, whom it is about, as the note says it."""
    if name is None:
        text = QCoreApplication.translate(
            "Coach",
            "{choice} cost you {loss} points on average ({mine} points by the end of the game "
            "instead of {best}). It would have been better to {better}.",
        )
    else:
        text = QCoreApplication.translate(
            "Coach",
            "{name}: {choice} cost {loss} points on average ({mine} points by the end of the "
            "game instead of {best}). It would have been better to {better}.",
        )
    text = text.format(
        name=name,
        choice=plain_done(made_choice(decision, entry.chosen), state),
        loss=points_text(entry.loss),
        mine=points_text(entry.chosen),
        best=points_text(entry.best.expected),
        better=plain_better(entry.best, state),
    )
    text = capital(text)
    if not exact:
        text += " " + QCoreApplication.translate("Coach", ESTIMATES)
    return text
