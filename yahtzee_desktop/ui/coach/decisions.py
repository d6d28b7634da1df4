"""What a player decided, as the coach reviews it: the dice kept by a roll or the box
scored, rebuilt from a state and the action taken in it.

Shared by coach mode's note (hints.py) and the review dialog, which replays a whole
game's log through `decision_for`; kept apart from any widget so both use the same
reading of a roll's holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yahtzee_desktop.core.actions import Action, Roll, Score
from yahtzee_desktop.core.state import GameState

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Choice, Decision

__all__ = ["decision_for", "made_choice"]


def made_choice(decision: Decision, expected: float) -> Choice | None:
    """The choice a decision made, as the coach words it (None: kept all the dice)."""
    from yahtzee_desktop.strategy import Choice

    choice = decision.choice
    if len(choice) == 2 and isinstance(choice[1], str):
        return Choice(expected, box=(int(choice[0]), str(choice[1])))
    keep = tuple(sorted(int(v) for v in choice))
    return None if len(keep) == len(decision.dice) else Choice(expected, keep=keep)


def decision_for(before: GameState, action: Action) -> Decision | None:
    """The decision an action took in a state: kept dice (a roll) or a box (a score).

    None for the first roll of a turn and for anything without known dice (a score
    written by hand, the physical dice entered: which ones were kept is unknown).
    """
    from yahtzee_desktop.strategy import Decision

    dice = before.dice
    if dice is None or before.finished:
        return None
    rolls_left = before.rolls_allowed - before.rolls
    if isinstance(action, Roll):
        hold = action.hold or (False,) * len(dice)  # Roll(): no flags, nothing held
        keep = tuple(sorted(d for d, h in zip(dice, hold, strict=True) if h))
        return Decision(before.card, tuple(dice), rolls_left, keep, roll=before.rolls)
    if isinstance(action, Score):
        return Decision(
            before.card, tuple(dice), rolls_left, (action.column, action.box), roll=before.rolls
        )
    return None
