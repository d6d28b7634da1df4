"""The coach's exact figures in words: the hint's tooltip, the coach note's tooltip and
the review table's cells.

The tooltips say the choices in the panel's own plain words (`plain_words`) with the
figures to one decimal, for those who want them: under a hint or a note in plain words,
"Keep 4-4-4 and re-roll two: 238.4 expected" read as another language. The review table
keeps its short form ("Keep 4-4-4 and re-roll two"), the dice in the same form in the
row beside it. Apart from the panel (hints.py) because the review dialog uses them too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, box_label, column_label
from yahtzee_desktop.ui.coach.decisions import made_choice
from yahtzee_desktop.ui.coach.plain_words import (
    ESTIMATES,
    capital,
    plain_better,
    plain_choice,
    plain_done,
)

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Choice, Decision, Hint, ReviewEntry

__all__ = [
    "box_text",
    "choice_text",
    "dice_text",
    "hint_text",
    "note_figures",
    "points_text",
    "start_text",
]

_COUNTS = {
    1: QT_TRANSLATE_NOOP("Coach", "one"),
    2: QT_TRANSLATE_NOOP("Coach", "two"),
    3: QT_TRANSLATE_NOOP("Coach", "three"),
    4: QT_TRANSLATE_NOOP("Coach", "four"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("Coach", text)


def points_text(value: float) -> str:
    """One decimal, in the UI language's format (238.4, 238,4)."""
    return QLocale().toString(float(value), "f", 1)


def dice_text(dice: Iterable[int]) -> str:
    return "-".join(str(d) for d in sorted(dice))


def box_text(rules: RuleSet, column: int, box: str) -> str:
    name = QCoreApplication.translate("Box", box_label(box, rules.preset))
    if rules.columns > 1:
        col = QCoreApplication.translate("Column", column_label(rules.column_rules[column].id))
        return QCoreApplication.translate("Coach", "{box} ({column})").format(box=name, column=col)
    return name


def choice_text(choice: Choice, rules: RuleSet, rolls_left: int) -> str:
    """A choice in the review table's short words: "Keep 4-4-4 and re-roll two", "Score
    Fours now" (the dice are in the row beside it, in the same form)."""
    if choice.keep is not None:
        if not choice.keep:
            return QCoreApplication.translate("Coach", "Re-roll all five dice")
        count = _t(_COUNTS[choice.rerolled])
        text = QCoreApplication.translate("Coach", "Keep {dice} and re-roll {count}")
        return text.format(dice=dice_text(choice.keep), count=count)
    assert choice.box is not None
    box = box_text(rules, *choice.box)
    if rolls_left > 0:
        return QCoreApplication.translate("Coach", "Score {box} now").format(box=box)
    return QCoreApplication.translate("Coach", "Score {box}").format(box=box)


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
    else:
        text = QCoreApplication.translate(
            "Coach",
            "Roll the dice. Playing well, you’d end this game with about {points} points "
            "(an estimate).",
        )
    return text.format(points=points_text(expected))


def note_figures(decision: Decision, entry: ReviewEntry, state: GameState, exact: bool) -> str:
    """The coach's note in the note's own words, with its exact figures: "Scoring 0 in
    Yahtzee right away cost you 14.3 points on average (224.1 points by the end of the
    game instead of 238.4). It would have been better to keep …" ("Coach: … gave up 14.3
    points on average; keeping 4-4 and re-rolling three was better" was the old jargon
    under a note in plain words)."""
    text = QCoreApplication.translate(
        "Coach",
        "{choice} cost you {loss} points on average ({mine} points by the end of the game "
        "instead of {best}). It would have been better to {better}.",
    ).format(
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
