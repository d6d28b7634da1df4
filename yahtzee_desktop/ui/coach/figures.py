"""The coach's exact figures in words: the hint's tooltip ("Keep 4-4-4 and re-roll two:
238.4 expected; …"), the coach note's tooltip and the review table's cells.

Apart from the panel (hints.py) because the review dialog words its table with them
too, and apart from `plain_words` because these say the figures to one decimal for
those who want them, where the panel's words are rounded for a child.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, box_label, column_label
from yahtzee_desktop.ui.coach.decisions import made_choice

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


def choice_text(choice: Choice, rules: RuleSet, rolls_left: int, first: bool) -> str:
    """A choice in plain words: "Keep 4-4-4 and re-roll two" (first) or "scoring Fours now"."""
    if choice.keep is not None:
        if not choice.keep:
            return (
                QCoreApplication.translate("Coach", "Re-roll all five dice")
                if first
                else QCoreApplication.translate("Coach", "re-rolling all five dice")
            )
        count = _t(_COUNTS[choice.rerolled])
        text = (
            QCoreApplication.translate("Coach", "Keep {dice} and re-roll {count}")
            if first
            else QCoreApplication.translate("Coach", "keeping {dice} and re-rolling {count}")
        )
        return text.format(dice=dice_text(choice.keep), count=count)
    assert choice.box is not None
    box = box_text(rules, *choice.box)
    if rolls_left > 0:
        text = (
            QCoreApplication.translate("Coach", "Score {box} now")
            if first
            else QCoreApplication.translate("Coach", "scoring {box} now")
        )
    else:
        text = (
            QCoreApplication.translate("Coach", "Score {box}")
            if first
            else QCoreApplication.translate("Coach", "scoring {box}")
        )
    return text.format(box=box)


def hint_text(hint: Hint, rules: RuleSet, count: int = 3) -> str:
    """ "Keep 4-4-4 and re-roll two: 238.4 expected; scoring Fours now: 231.0"."""
    picked = hint.alternatives(count)
    if not picked:
        return QCoreApplication.translate("Coach", "No box can take these dice.")
    best, others = picked[0], picked[1:]
    parts = [
        QCoreApplication.translate("Coach", "{choice}: {points} expected").format(
            choice=choice_text(best, rules, hint.rolls_left, True),
            points=points_text(best.expected),
        )
    ]
    parts += [
        QCoreApplication.translate("Coach", "{choice}: {points}").format(
            choice=choice_text(c, rules, hint.rolls_left, False), points=points_text(c.expected)
        )
        for c in others
    ]
    text = QCoreApplication.translate("Coach", "; ").join(parts)
    if not hint.exact:
        text += " " + QCoreApplication.translate(
            "Coach", "(estimates: this variant has no exact solution)"
        )
    return text


def start_text(expected: float, exact: bool) -> str:
    """Before the first roll: what the card is worth with best play."""
    if exact:
        text = QCoreApplication.translate(
            "Coach", "Roll the dice. With best play, this card will end at {points} on average."
        )
    else:
        text = QCoreApplication.translate(
            "Coach",
            "Roll the dice. With good play, this card will end near {points} (an estimate).",
        )
    return text.format(points=points_text(expected))


def note_figures(decision: Decision, entry: ReviewEntry, rules: RuleSet, exact: bool) -> str:
    """The note in exact figures ("scoring Yahtzee now gave up 14.3 points on average;
    keeping 4-4-4 and re-rolling two was better (238.4)")."""
    chosen = made_choice(decision, entry.chosen)
    rolls_left = decision.rolls_left
    mine = (
        choice_text(chosen, rules, rolls_left, False)
        if chosen is not None
        else QCoreApplication.translate("Coach", "keeping all five dice")
    )
    text = QCoreApplication.translate(
        "Coach",
        "Coach: {choice} gave up {loss} points on average; {best} was better ({points}).",
    ).format(
        choice=mine,
        loss=points_text(entry.loss),
        best=choice_text(entry.best, rules, rolls_left, False),
        points=points_text(entry.best.expected),
    )
    if not exact:
        text += " " + QCoreApplication.translate(
            "Coach", "(estimates: this variant has no exact solution)"
        )
    return text
