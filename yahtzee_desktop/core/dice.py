"""Six-sided dice, as a plain tuple, and their validation; how many is the rule set's
(`RuleSet.dice`)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from typing import Any

__all__ = ["MOST_DICE", "Dice", "IllegalMove", "MoveRefusal", "check_dice", "check_faces"]

MOST_DICE = 6
"""The most dice any rule set throws: what a file may hold before its rule set is read."""

Dice = tuple[int, ...]
"""Faces from 1 to 6, one per die; order matters only for display and holds."""


class MoveRefusal(StrEnum):
    """Why the core refused an action, stable for a UI to word in its language (the
    message stays English for logs and tests). A box's refusal carries the card's
    `Refusal` value instead."""

    OTHER = "other"
    BAD_DICE = "bad_dice"
    SERIES_OVER = "series_over"
    ENTER_ONLY_PHYSICAL = "enter_only_physical"
    ROLL_NUMBER = "roll_number"
    FIRST_ROLL_ONLY = "first_roll_only"
    ROLL_BEFORE_SCORING = "roll_before_scoring"
    WRITE_ONLY_PHYSICAL = "write_only_physical"
    ROLL_OFF_DECIDES = "roll_off_decides"
    NO_SUCH_PLAYER = "no_such_player"
    STARTER_TOO_LATE = "starter_too_late"
    CHALLENGE_APP_DICE = "challenge_app_dice"
    SWITCH_BETWEEN_TURNS = "switch_between_turns"
    NO_SUCH_GAME = "no_such_game"
    CORRECT_ONLY_PHYSICAL = "correct_only_physical"
    ENTER_PHYSICAL_DICE = "enter_physical_dice"
    NO_ROLLS_LEFT = "no_rolls_left"
    BAD_HOLD = "bad_hold"
    FIRST_ROLL_ALL_DICE = "first_roll_all_dice"
    ALL_HELD = "all_held"
    NO_SUCH_BOX = "no_such_box"
    NO_SUCH_COLUMN = "no_such_column"
    BAD_POINTS = "bad_points"
    BONUS_NEEDS_YAHTZEE = "bonus_needs_yahtzee"
    STILL_OPEN = "still_open"
    BONUS_COUNT = "bonus_count"
    NO_BONUS = "no_bonus"


class IllegalMove(ValueError):
    """A placement, roll or entry the rules do not allow; the message says why, in
    English, and `kind` says it as a stable code (a `MoveRefusal` or a card `Refusal`
    value) that a UI can translate."""

    def __init__(self, message: str, kind: str = MoveRefusal.OTHER) -> None:
        super().__init__(message)
        self.kind = str(kind)

    def __reduce__(self) -> tuple[Any, ...]:
        """Rebuild with the kind, not from the message alone: an exception crosses a
        process (or anything that pickles) as its class, `args` and `__dict__`."""
        return (type(self), (str(self), self.kind), self.__dict__)


def check_faces(dice: Iterable[int]) -> Dice:
    """The dice as a tuple of faces 1-6 (1 to `MOST_DICE` of them); IllegalMove otherwise.
    Where the rule set is not known yet (an action read from a file); the state checks
    the count."""
    try:
        values = tuple(dice)
    except TypeError:
        raise IllegalMove("dice must be faces from 1 to 6", MoveRefusal.BAD_DICE) from None
    if not 1 <= len(values) <= MOST_DICE or not all(
        isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in values
    ):
        raise IllegalMove(f"dice must be faces from 1 to 6, not {values!r}", MoveRefusal.BAD_DICE)
    return values


def check_dice(dice: Iterable[int], count: int) -> Dice:
    """The dice as a tuple, or IllegalMove unless they are `count` faces 1-6 (the rule
    set's `dice`)."""
    try:
        values = tuple(dice)
    except TypeError:
        raise IllegalMove(f"dice must be {count} faces from 1 to 6", MoveRefusal.BAD_DICE) from None
    if len(values) != count or not all(
        isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in values
    ):
        raise IllegalMove(
            f"dice must be {count} faces from 1 to 6, not {values!r}", MoveRefusal.BAD_DICE
        )
    return values
