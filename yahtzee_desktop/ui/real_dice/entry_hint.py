"""Real dice at the table: when the faces set on the pad are the game's dice, what the pad
says to do next, and when Enter in its field may score them.

The pad (`entry_pad`) asks these questions; the window's glue (`controller.PhysicalDice`)
knows the sheet's cursor, so it gives the box Enter would score (a `Suggestion`) and
scores it when the pad says Enter was pressed. Kept apart from the widgets so that the
rules of "never score half a roll, nor twice for one held key" read in one place.
The texts keep the pad's translation context ("DiceEntryPad").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent

from yahtzee_desktop.core.setup import MAX_ROLLS, DiceMode
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.real_dice.typed_faces import example_faces

__all__ = [
    "DEFAULT_ROLL",
    "Suggestion",
    "chosen_roll",
    "dice_entered",
    "entry_active",
    "hint_text",
    "is_held_enter",
]

DEFAULT_ROLL = MAX_ROLLS
"""The roll number entered dice are taken from unless the player says otherwise: the last
one, which only matters for a dry column (first roll only), so that column is never
offered by mistake."""

Suggestion = Callable[[], tuple[int, str] | None]
"""(points, box name) that Enter in the field would score now, if any."""


def chosen_roll(checked: int, rolls_allowed: int) -> int:
    """The roll the dice are entered as: the button checked, if the turn allows it (only
    roll 1 when the dry column alone is left), else the default one the turn allows."""
    return checked if 1 <= checked <= rolls_allowed else min(DEFAULT_ROLL, rolls_allowed)


def entry_active(state: GameState, held: bool) -> bool:
    """Real dice to enter: not once the series is over, nor while the game is held (the
    app asks whether to resume another one; who starts is asked after)."""
    return state.dice_mode is DiceMode.PHYSICAL and not (state.finished or held)


def dice_entered(state: GameState, faces: Sequence[int], roll: int) -> bool:
    """The faces shown are the game's dice of this turn, as of this roll."""
    dice = state.dice
    return (
        0 not in faces
        and dice is not None
        and sorted(dice) == sorted(faces)
        and state.rolls == roll
    )


def hint_text(
    state: GameState, faces: Sequence[int], entered: bool, suggestion: Suggestion | None
) -> str:
    """What the pad says to do now (for an active pad): set the dice, how many are set,
    or, once entered, what Enter will score before it is pressed."""
    if entered:
        suggested = suggestion() if suggestion is not None else None
        if suggested is not None:
            points, box = suggested
            return QCoreApplication.translate(
                "DiceEntryPad",
                "Enter scores {points} in {box} (marked on the sheet), or click another box.",
            ).format(points=points, box=box)
        if state.options():
            return QCoreApplication.translate(
                "DiceEntryPad", "Now choose the box on the sheet: click it, or Enter."
            )
        return QCoreApplication.translate(
            "DiceEntryPad", "These dice fit no open box: change them or write a score."
        )
    set_count = len(faces) - list(faces).count(0)
    if set_count == 0:
        return QCoreApplication.translate(
            "DiceEntryPad", "Click the dice or type their faces (e.g. {faces}), or write a score."
        ).format(faces=example_faces(len(faces)))
    return QCoreApplication.translate("DiceEntryPad", "{n} of {total} dice set.").format(
        n=set_count, total=len(faces)
    )


def is_held_enter(event: QEvent) -> bool:
    """An Enter key held down: its repeats are no decision (they scored the next player's
    dice as they came), so the field drops them."""
    return (
        event.type() == QEvent.Type.KeyPress
        and isinstance(event, QKeyEvent)
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        and event.isAutoRepeat()
    )
