"""Each player's chance of winning, from the optimal table's mean and variance.

Every player is assumed to play the optimal solitaire policy from here on, the players
independent. A card's final total is then its score so far plus the points to come,
whose mean and variance the table holds (`build_table(moments=True)`); those become a
normal law discretised on whole points, cut to what the card can still reach (never
below its score, never above its best possible end), so a game that is decided says
1 and 0 exactly. Ties share the win: a tie of k players gives each 1/k.

The API, Qt-free, for the players panel and the end-of-game story:

    chances = WinChances.load_or_build(rules, cache_dir, progress)   # heavy: a worker
    chances.chances([card_a, card_b, ...]) -> [0.62, 0.30, 0.08]     # < 1 ms
    chances.outlook(card) -> Outlook (the final total's distribution)

Only single-column rule sets have an exact table: `load_or_build` raises ValueError
for the others, and the GUI should then show nothing rather than a guess.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import numpy.typing as npt

from ..core.card import Card
from ..core.rules import RuleSet
from .model import F64, rule_model
from .solver import Progress, Table, load_or_build

__all__ = ["Outlook", "WinChances", "win_chances"]


@dataclass(frozen=True)
class Outlook:
    """A player's final total as a distribution: P(total = low + i) = probs[i]."""

    low: int
    probs: F64

    @property
    def high(self) -> int:
        return self.low + len(self.probs) - 1

    @property
    def mean(self) -> float:
        return float(self.low + np.arange(len(self.probs)) @ self.probs)


def _normal_cdf(x: F64) -> F64:
    erf = np.vectorize(math.erf, otypes=[np.float64])
    result: F64 = 0.5 * (1.0 + erf(x / math.sqrt(2.0)))
    return result


def discretised(mean: float, variance: float, low: int, high: int) -> Outlook:
    """N(mean, variance) on the whole numbers low..high (continuity-corrected)."""
    low, high = int(low), max(int(low), int(high))
    sd = math.sqrt(max(variance, 0.0))
    if sd < 1e-6 or high == low:
        at = min(max(round(mean), low), high)
        probs = np.zeros(high - low + 1)
        probs[at - low] = 1.0
        return Outlook(low, probs)
    # Six standard deviations hold all but 1e-9 of the law: no need to go further.
    lo = max(low, math.floor(mean - 6 * sd))
    hi = min(high, math.ceil(mean + 6 * sd))
    if lo > hi:  # the whole law lies beyond one end of what the card can reach
        at = low if mean < low else high
        return Outlook(at, np.ones(1))
    edges: F64 = np.arange(lo, hi + 2, dtype=np.float64) - 0.5
    cdf = _normal_cdf((edges - mean) / np.float64(sd))
    cdf[0], cdf[-1] = 0.0, 1.0  # the tails beyond either end are counted at that end
    probs = np.diff(cdf)
    return Outlook(lo, probs / probs.sum())


def win_chances(outlooks: Sequence[Outlook]) -> list[float]:
    """Each player's chance of ending highest, ties shared, players independent."""
    n = len(outlooks)
    if n == 0:
        return []
    if n == 1:
        return [1.0]
    low = min(o.low for o in outlooks)
    high = max(o.high for o in outlooks)
    size = high - low + 1
    pmf = np.zeros((n, size))
    for i, o in enumerate(outlooks):
        pmf[i, o.low - low : o.low - low + len(o.probs)] = o.probs
    below = np.cumsum(pmf, axis=1) - pmf  # P(T_j < t)
    # P(i wins at t) = P(T_i = t) * E[1 / (1 + ties)] over the others, which is the
    # integral over u in [0, 1] of prod_j (P(T_j < t) + u P(T_j = t)).
    out = []
    for i in range(n):
        poly = np.zeros((n, size))  # coefficients of u^k, per total t
        poly[0] = 1.0
        for j in range(n):
            if j == i:
                continue
            shifted = np.zeros_like(poly)
            shifted[1:] = poly[:-1] * pmf[j]
            poly = poly * below[j] + shifted
        share = (poly / np.arange(1, n + 1)[:, None]).sum(axis=0)
        out.append(float(pmf[i] @ share))
    return out


class WinChances:
    """Win chances for cards of one single-column rule set, from its table and variances."""

    def __init__(self, table: Table) -> None:
        if table.variance is None:
            raise ValueError("win chances need a table built with its variances")
        self.table = table
        self.variance: npt.NDArray[np.float32] = table.variance
        self.rules: RuleSet = table.model.rules

    @classmethod
    def load_or_build(
        cls, rules: RuleSet, cache_dir: Path | None = None, progress: Progress | None = None
    ) -> WinChances:
        """From the table cache (built with its variances if missing): run it in a worker."""
        rule_model(rules)  # ValueError at once for rules without an exact table
        return cls(load_or_build(rules, cache_dir, progress, moments=True))

    def state(self, card: Card) -> tuple[int, int, int]:
        """(mask, capped upper subtotal, Yahtzee flag) of the card, as the table indexes it."""
        model = self.table.model
        cells = card.cells[0]
        mask = sum(1 << b for b, v in enumerate(cells) if v is not None)
        up = min(card.column_totals(0).upper, model.threshold) if model.ups > 1 else 0
        y = model.yahtzee
        flag = int(y >= 0 and model.flags > 1 and (cells[y] or 0) > 0)
        return mask, up, flag

    @cached_property
    def _box_max(self) -> F64:
        model = self.table.model
        best: F64 = np.maximum(model.plain, model.full).max(axis=1).astype(np.float64)
        return best

    def best_end(self, card: Card) -> int:
        """A bound the card's final total cannot pass: every open box at its best."""
        model = self.table.model
        rules = self.rules
        mask, up, flag = self.state(card)
        open_ = [b for b in range(model.boxes) if not mask >> b & 1]
        more = sum(float(self._box_max[b]) for b in open_)
        if rules.upper_bonus > 0 and model.ups > 1 and up < model.threshold:
            more += rules.upper_bonus
        y = model.yahtzee
        if y >= 0 and rules.yahtzee_bonus > 0 and (flag or y in open_):
            more += rules.yahtzee_bonus * (len(open_) - (1 if y in open_ else 0))
        return card.total() + round(more)

    def outlook(self, card: Card) -> Outlook:
        """The distribution of this card's final total with optimal play from now."""
        if card.rules != self.rules:
            raise ValueError("this card follows other rules than the table's")
        total = card.total()
        if card.is_complete():
            return Outlook(total, np.ones(1))
        mask, up, flag = self.state(card)
        mean = total + float(self.table.values[mask, up, flag])
        variance = float(self.variance[mask, up, flag])
        return discretised(mean, variance, total, self.best_end(card))

    def chances(self, cards: Sequence[Card]) -> list[float]:
        """Each card's chance of the highest final total (ties shared); they sum to 1."""
        return win_chances([self.outlook(card) for card in cards])
