"""What the history hands back: plain values, and the few sums made over them.

Apart from the SQL so that the statistics dialog and its charts can use them (and the
tests build them) without a database; `rules_key` is here because it is both what a
game is recorded under and what the statistics are asked for.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["GameRecord", "HighScore", "PlayerStats", "nice_bins", "rules_key"]


def rules_key(preset: str, options: dict[str, object]) -> str:
    """Identity of a rule set for high scores: a Yacht 280 is never a Yahtzee 280."""
    if not options:
        return preset
    return preset + " " + json.dumps(options, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class HighScore:
    name: str
    total: int
    played_at: str
    rules_key: str
    players: int
    """Cards in that game (1 for solo)."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    played_at: str
    rules_key: str
    dice_mode: str
    names: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[str, ...]


@dataclass
class PlayerStats:
    """Everything the statistics dialog shows for one name and one rule set."""

    name: str
    rules_key: str
    games: int = 0
    wins: int = 0
    """Games won against at least one other card (a solo game is no win)."""
    average: float = 0.0
    best: int = 0
    worst: int = 0
    upper_bonus_rate: float = 0.0
    yahtzees_per_game: float = 0.0
    totals: list[tuple[str, int]] = field(default_factory=list)
    """(played_at, total) in time order, for the chart."""
    box_averages: dict[str, float] = field(default_factory=dict)
    """Box id -> average points (first column; multi-column cards average all columns)."""

    def histogram(self, target: int = 10) -> list[tuple[int, int, int]]:
        """(low, high, count) bands of the totals, for the distribution chart."""
        return nice_bins([t for _, t in self.totals], target)


def nice_bins(values: Sequence[int], target: int = 10) -> list[tuple[int, int, int]]:
    """(low, high, count) bands of a round width (5, 10, 20, 25, 50...) over the values,
    about `target` of them: a reader compares 150-199 with 200-249 at a glance."""
    if not values:
        return []
    low, high = min(values), max(values)
    raw = max(1.0, (high - low + 1) / target)
    power = 10 ** math.floor(math.log10(raw))
    width = int(next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw))
    start = low // width * width
    counts = [0] * ((high - start) // width + 1)
    for v in values:
        counts[(v - start) // width] += 1
    return [(start + i * width, start + (i + 1) * width - 1, c) for i, c in enumerate(counts)]
