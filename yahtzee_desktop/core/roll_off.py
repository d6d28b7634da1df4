"""Who starts a game: the seats roll (one die or all the dice, by the setup's rule), highest
total starts, ties roll again. The rolls come from the seed, so they never change.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .dice import Dice
from .seeds import dice_for
from .setup import GameSetup, StartRule

__all__ = ["RollOff", "decide_roll_off", "roll_off_for"]


def decide_roll_off(totals: dict[int, int]) -> list[int]:
    """Seats with the highest total: one seat starts; several must roll again."""
    best = max(totals.values())
    return sorted(s for s, t in totals.items() if t == best)


@dataclass(frozen=True)
class RollOff:
    """The rolls that decided who starts a game, round by round (for display)."""

    rounds: tuple[tuple[tuple[int, Dice], ...], ...]
    """Each round: (seat, dice) for the seats still in contention."""
    starter: int


def roll_off_for(setup: GameSetup, game: int, candidates: tuple[int, ...]) -> RollOff:
    """The roll-off among `candidates` for `game`: it depends on the seed and the start rule
    only, so it is worked out once for them (states ask for it often)."""
    return _roll_off(setup.seed, setup.start_rule, game, candidates, setup.rules.dice)


@lru_cache(maxsize=4096)
def _roll_off(
    seed: int, rule: StartRule, game: int, candidates: tuple[int, ...], dice: int
) -> RollOff:
    dice_count = 1 if rule is StartRule.ROLL_ONE else dice
    contenders = list(candidates)
    rounds: list[tuple[tuple[int, Dice], ...]] = []
    for round_no in range(1000):
        rolls = tuple(
            (s, dice_for(seed, game, s, -1 - round_no, 0, dice)[:dice_count]) for s in contenders
        )
        rounds.append(rolls)
        contenders = decide_roll_off({s: sum(d) for s, d in rolls})
        if len(contenders) == 1:
            break
    return RollOff(tuple(rounds), contenders[0])
