"""Five six-sided dice, as a plain tuple, and their validation."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["Dice", "IllegalMove", "check_dice"]

Dice = tuple[int, ...]
"""Five faces from 1 to 6; order matters only for display and holds."""


class IllegalMove(ValueError):
    """A placement, roll or entry the rules do not allow; the message says why."""


def check_dice(dice: Iterable[int]) -> Dice:
    """Return the dice as a tuple, or raise IllegalMove if they are not five faces 1-6."""
    try:
        values = tuple(dice)
    except TypeError:
        raise IllegalMove("dice must be five faces from 1 to 6") from None
    if len(values) != 5 or not all(
        isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in values
    ):
        raise IllegalMove(f"dice must be five faces from 1 to 6, not {values!r}")
    return values
