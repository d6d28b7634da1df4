"""The hint as a child would say it: "Keep the three 4s and roll two dice", "Score 25 in
Full house", and which of the dice on the table to keep (marked on the dice themselves).

The expected points stay with the grown-ups' detail (`hints.hint_text`); these words
only say what to do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, box_label, column_label

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Choice, Hint

__all__ = ["keep_text", "kept_dice", "plain_choice", "plain_hint"]

_WORDS = {
    1: QT_TRANSLATE_NOOP("PlainWords", "one"),
    2: QT_TRANSLATE_NOOP("PlainWords", "two"),
    3: QT_TRANSLATE_NOOP("PlainWords", "three"),
    4: QT_TRANSLATE_NOOP("PlainWords", "four"),
    5: QT_TRANSLATE_NOOP("PlainWords", "five"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("PlainWords", text)


def _and(parts: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(parts) == 1:
        return parts[0]
    return QCoreApplication.translate("PlainWords", "{items} and {last}").format(
        items=", ".join(parts[:-1]), last=parts[-1]
    )


def keep_text(keep: Sequence[int]) -> str:
    """The dice to keep, as said aloud: "the three 4s", "the two 5s and the 6", "2, 3, 4 and 5"."""
    counts = Counter(keep)
    faces = sorted(counts, key=lambda f: (-counts[f], f))
    if all(counts[f] == 1 for f in faces):
        return _and([str(f) for f in sorted(faces)])
    parts = []
    for face in faces:
        if counts[face] == 1:
            parts.append(QCoreApplication.translate("PlainWords", "the {face}").format(face=face))
        else:
            parts.append(
                QCoreApplication.translate("PlainWords", "the {count} {face}s").format(
                    count=_t(_WORDS[counts[face]]), face=face
                )
            )
    return _and(parts)


def _box_name(state: GameState, box: tuple[int, str]) -> str:
    rules = state.setup.rules
    column, box_id = box
    name = QCoreApplication.translate("Box", box_label(box_id, rules.preset))
    if rules.columns > 1:
        col = QCoreApplication.translate("Column", column_label(rules.column_rules[column].id))
        return QCoreApplication.translate("PlainWords", "{box} ({column})").format(
            box=name, column=col
        )
    return name


def plain_choice(choice: Choice, state: GameState) -> str:
    """What to do, in words a child understands."""
    if choice.keep is not None:
        rolled = 5 - len(choice.keep)
        if not choice.keep:
            return QCoreApplication.translate("PlainWords", "Roll all five dice again")
        if rolled == 0:
            return QCoreApplication.translate("PlainWords", "Keep all five dice")
        if rolled == 1:
            return QCoreApplication.translate("PlainWords", "Keep {dice} and roll one die").format(
                dice=keep_text(choice.keep)
            )
        return QCoreApplication.translate("PlainWords", "Keep {dice} and roll {count} dice").format(
            dice=keep_text(choice.keep), count=_t(_WORDS[rolled])
        )
    assert choice.box is not None
    points = state.options().get(choice.box, 0)
    text = (
        QCoreApplication.translate("PlainWords", "Score {points} in {box}")
        if state.rolls >= state.rolls_allowed
        else QCoreApplication.translate("PlainWords", "Score {points} in {box} now")
    )
    return text.format(points=points, box=_box_name(state, choice.box))


def kept_dice(dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]) -> tuple[int, ...]:
    """Which dice on the table (indexes) to keep: dice already held first, so the marks
    ask for as few clicks as possible."""
    wanted = Counter(keep)
    marked: list[int] = []
    for pass_held in (True, False):
        for i, face in enumerate(dice):
            if bool(held[i]) is pass_held and wanted[face] > 0 and i not in marked:
                wanted[face] -= 1
                marked.append(i)
    return tuple(sorted(marked))


def plain_hint(hint: Hint, state: GameState) -> tuple[str, tuple[int, ...]]:
    """(the words, the dice to mark) for the best choice of a hint."""
    if not hint.choices or state.dice is None:
        return QCoreApplication.translate("PlainWords", "No box can take these dice."), ()
    best = hint.best
    marks = kept_dice(state.dice, state.held, best.keep) if best.keep else ()
    return plain_choice(best, state), marks
