"""Each player's chance of winning, from the optimal table's moments.

This module is the expert's: a player of the optimal solitaire policy from here on, the
players independent. Players who play otherwise (a computer level, a person known by
their history) go through `players_of` (player_chances.py), which follows each level's
own moments (level_tables.py) with the same laws. A card's final total (its `Outlook`)
follows the coming turn exactly, through the optimal keeps to every final roll and the
box it takes; from each state that turn may lead to, the points still to come follow a
law with the table's mean, variance and third moment (`build_table(moments=True)`),
split by the upper bonus and by a Yahtzee (below), discretised on whole points and cut
to what the card can still reach, so a decided game says 1 and 0 exactly. With two boxes
open or fewer the points to come are exact instead (`WinChances.rest`, `EXACT_OPEN`), so
are the last three turns. Ties share the win: a tie of k players gives each 1/k.

The law is a mixture of up to four (`rest_law`, `joint_split`): with the upper bonus
won in the rest of the game or not (B), a Yahtzee scored in it or not (Y: 50 in its
box, or a bonus of 100). Each of those lumps gives the points to come a hump of its
own, which one law smooths over. Each part is a shifted lognormal matched to its first
three moments (`discretised`), from the table's E[R^k B], E[R^k Y] and E[R^k B Y]
(`Table.bonus`, `Table.yahtzee`). The points to come are strongly skewed to the right
(skewness 1.6 from the start), which a normal law misses: over 20,000 simulated games
it put 6 of 53 calibration bins off by more than 3 points; a sum of positive lumpy
scores is close to lognormal.

Why the Yahtzee apart (measured; `bench_chances.py` and the exact law of optimal play
from a state, `tests/strategy/test_chances_exact.py`): with the bonus split alone the
model was under-confident after turn 7, favourites winning +0.64 and +0.54 points more
than predicted in 2- and 4-player games (3 and 5 standard deviations over 160,000
simulated games), while the table's moments agreed with play (variance of the points to
come 1.003 +- 0.007 of the table's after turn 7, third moment alike, so the bots do play
the table's policy): the laws were the wrong shape, too wide in the middle for the
exact law's kurtosis (near 10 from turn-7 states, 8.3-9 for the two laws). Against the
exact laws of 1,200 turn-7 states, the chance that one player beats another was off by
1.4 points (root mean square) and tilted +0.29 towards under-confidence; with the
Yahtzee apart, 0.87 and -0.11 (the Yahtzee box's 50 alone, without its bonuses: 1.15
and +0.12). Over the same 160,000 games the tilt after turn 7 fell to +0.14 and +0.13
points (0.7 and 1.3 standard deviations), and the final totals' deciles in their laws
after turn 1 came from 7.8-14.3 % to 8.2-12.0 % (10 % each if right). Left: after turn
1, over the 160,000 games paired into 80,000, a tilt of -0.32 +- 0.17 points (slightly
over-confident; the two laws +0.01), 4 players -0.09 (the two +0.17). Exact with two
boxes open or fewer: against the exact law over 300 states, the four laws still tilted
-0.42 and -0.68 points (over-confident) after turns 10 and 11, the two 0.00 and -0.45.

The API, Qt-free, for the players panel and the end-of-game story:

    chances = WinChances.load_or_build(rules, cache_dir, progress)   # heavy: a worker
    chances.chances([card_a, card_b, ...]) -> [0.62, 0.30, 0.08]     # ~10 ms a card
    chances.outlook(card) -> Outlook (the final total's distribution)
    players_of(chances).outlook(card, style, dice=..., rolls_left=...)  # as each plays
                                          # (player_chances.py)
    win_chances([outlook, ...]) -> the same from outlooks (cache one per card)

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

from ..core.card import Card
from ..core.rules import RuleSet
from .model import F64, rule_model
from .policies import expert_plan, score_rolls
from .solver import Progress, Table
from .table_cache import cache_dir as default_dir
from .table_cache import load_or_build

__all__ = ["RESTS_KEPT", "Outlook", "WinChances", "win_chances"]

RESTS_KEPT = 1024
"""Laws of the points to come kept per rule set (`WinChances.rest`), ~4 KB each: a game
visits ~400 new states and hardly any of the last game's, so 4,096 kept grew an evening's
memory by ~1.5 MB a game up to 16 MB (issue 31); 1,024 still hold a whole game's."""

EXACT_OPEN = 2
"""With this many boxes open or fewer, the points to come follow the optimal policy
exactly, turn by turn (`WinChances.rest`): a handful of states, cheap."""


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


_STEP = 1.0 / 256
_EDGE = 9.0
"""Beyond +-9 the normal law leaves under 1e-18: Phi is 0 or 1 there."""
_GRID: F64 = np.arange(-_EDGE, _EDGE + _STEP / 2, _STEP)
_PHI: F64 = np.array([0.5 * (1.0 + math.erf(g / math.sqrt(2.0))) for g in _GRID.tolist()])
_SLOPE: F64 = np.exp(-0.5 * _GRID * _GRID) / math.sqrt(2.0 * math.pi) * _STEP


def _normal_cdf(x: F64) -> F64:
    """Phi(x): NumPy has no erf, and math.erf one value at a time was a third of the
    chances' time; so Phi on a grid of 1/256 (math.erf, once) and its exact slope,
    between them a cubic Hermite (error below 1e-12)."""
    u = np.clip((x + _EDGE) / _STEP, 0.0, len(_GRID) - 1.000001)
    i = u.astype(np.int64)
    t = u - i
    t2, t3 = t * t, t * t * t
    phi = (2 * t3 - 3 * t2 + 1) * _PHI[i] + (t3 - 2 * t2 + t) * _SLOPE[i]
    phi += (3 * t2 - 2 * t3) * _PHI[i + 1] + (t3 - t2) * _SLOPE[i + 1]
    result: F64 = np.where(x <= -_EDGE, 0.0, np.where(x >= _EDGE, 1.0, phi))
    return result


def _lognormal(skew: float) -> tuple[float, float]:
    """(w, offset) of the standard shifted lognormal with this skewness (> 0).

    X = offset + exp(s Z) / sqrt(w (w - 1)) with s^2 = ln w has mean 0, variance 1 and
    skewness (w + 2) sqrt(w - 1); w solves that cubic in closed form.
    """
    b = (2.0 + skew * skew + skew * math.sqrt(4.0 + skew * skew)) / 2.0
    w = b ** (1 / 3) + b ** (-1 / 3) - 1.0
    return w, -math.sqrt(w) / math.sqrt(w * (w - 1.0))


def _span(skew: float) -> tuple[float, float]:
    """How far below and above the mean (in standard deviations) `standard_cdf` leaves
    1e-9 out (Z = 6): the lognormal's long tail goes far (28 for a skewness of 1.6)."""
    if abs(skew) < 1e-3:
        return 6.0, 6.0
    w, offset = _lognormal(abs(skew))
    short = min(6.0, -offset)
    long_ = offset + math.exp(6.0 * math.sqrt(math.log(w))) / math.sqrt(w * (w - 1.0))
    return (short, long_) if skew > 0 else (long_, short)


def standard_cdf(x: F64, skew: float) -> F64:
    """P(X <= x) for X of mean 0, variance 1 and this skewness: a shifted lognormal
    (mirrored for a negative skewness), or the normal law when it is near 0."""
    if abs(skew) < 1e-3:
        return _normal_cdf(x)
    if skew < 0:
        result: F64 = 1.0 - standard_cdf(-x, -skew)
        return result
    w, offset = _lognormal(skew)
    above = (x - offset) * math.sqrt(w * (w - 1.0))  # exp(s Z) for the x given
    z = np.full(x.shape, -np.inf)
    np.log(above, out=z, where=above > 0)
    return _normal_cdf(z / math.sqrt(math.log(w)))


def discretised(mean: float, variance: float, low: int, high: int, third: float = 0.0) -> Outlook:
    """The law of this mean, variance and third central moment on the whole numbers
    low..high (continuity-corrected; `standard_cdf`): normal when ``third`` is 0."""
    low, high = int(low), max(int(low), int(high))
    sd = math.sqrt(max(variance, 0.0))
    if sd < 1e-6 or high == low:
        at = min(max(round(mean), low), high)
        probs = np.zeros(high - low + 1)
        probs[at - low] = 1.0
        return Outlook(low, probs)
    skew = third / sd**3
    # Beyond these the law holds about 1e-9 (Z = 6): no need to go further.
    below, above = _span(skew)
    lo = max(low, math.floor(mean - below * sd))
    hi = min(high, math.ceil(mean + above * sd))
    if lo > hi:  # the whole law lies beyond one end of what the card can reach
        at = low if mean < low else high
        return Outlook(at, np.ones(1))
    edges: F64 = np.arange(lo, hi + 2, dtype=np.float64) - 0.5
    cdf = standard_cdf((edges - mean) / np.float64(sd), skew)
    cdf[0], cdf[-1] = 0.0, 1.0  # the tails beyond either end are counted at that end
    probs = np.diff(cdf)
    return Outlook(lo, probs / probs.sum())


def _mix(parts: Sequence[tuple[float, Outlook]]) -> Outlook:
    """The mixture of these laws with these weights."""
    low = min(o.low for _, o in parts)
    high = max(o.high for _, o in parts)
    probs = np.zeros(high - low + 1)
    for p, o in parts:
        probs[o.low - low : o.low - low + len(o.probs)] += p * o.probs
    return Outlook(low, probs / probs.sum())


def _central(raw1: float, raw2: float, raw3: float) -> tuple[float, float, float]:
    """(mean, variance, third central moment) from E[X], E[X^2], E[X^3]."""
    return raw1, raw2 - raw1 * raw1, raw3 - 3 * raw1 * raw2 + 2 * raw1**3


def bonus_split(
    mean: float, variance: float, third: float, joint: Sequence[float]
) -> tuple[float, tuple[float, float, float], tuple[float, float, float]] | None:
    """(P(B), (mean, variance, third) given B, the same given not B) of the points to come,
    from their own and ``joint`` = E[R^k B] for k = 0..3; None when B is (nearly) decided
    or float32 moments lose a part's shape.

    A part of less than half a point's spread is a single total (the bonus won only by
    five sixes in the last box, say). The part of a chance below ~1e-3 comes from a
    difference of nearly equal float32 moments: of the official table's 347,000 states
    with the bonus open, 13 then gave a negative variance and 52 a skewness beyond 10
    (the highest sound one is 8.1); those fall back to one law.
    """
    p = float(joint[0])
    if not 1e-6 < p < 1.0 - 1e-6:
        return None
    raw = (mean, variance + mean * mean, third + 3 * mean * variance + mean**3)
    won = _central(*(float(j) / p for j in joint[1:]))
    lost = _central(*((m - float(j)) / (1.0 - p) for m, j in zip(raw, joint[1:], strict=True)))
    parts = []
    for m, v, t in (won, lost):
        if v < 0.25:
            if v < -1.0:
                return None
            v = t = 0.0
        elif abs(t) > 20.0 * v**1.5:
            return None
        parts.append((m, v, t))
    return p, parts[0], parts[1]


def _part(raw: F64) -> tuple[float, float, float] | None:
    """(mean, variance, third) of a part of the points to come from E[R^k; part], k = 0..3,
    a single total below half a point's spread; None if float32 moments lost its shape."""
    m, v, t = _central(*(float(x) / float(raw[0]) for x in raw[1:]))
    if v < 0.25:
        return None if v < -1.0 else (m, 0.0, 0.0)
    return None if abs(t) > 20.0 * v**1.5 else (m, v, t)


def joint_split(
    mean: float, variance: float, third: float, bonus: Sequence[float], yahtzee: Sequence[float]
) -> list[tuple[float, tuple[float, float, float]]] | None:
    """The points to come in up to four parts, by the upper bonus B won in the rest of the
    game or not, and a Yahtzee Y scored in it or not: [(chance, (mean, variance, third))],
    from ``bonus`` = E[R^k B] and ``yahtzee`` = E[R^k Y], E[R^k B Y] (k = 0..3).

    A part of chance below 1e-6 is left out; one that float32 moments leave unsound
    (`_part`, as in `bonus_split`) is merged with its sibling of the same B; None if even
    that fails (then `bonus_split`).
    """
    whole = np.array([1.0, mean, variance + mean * mean, third + 3 * mean * variance + mean**3])
    b, y = np.array(bonus, dtype=np.float64), np.array(yahtzee[:4], dtype=np.float64)
    by = np.array(yahtzee[4:], dtype=np.float64)
    out = []
    for pair in ((by, b - by), (y - by, whole - b - y + by)):  # B, then not B
        parts = [(float(c[0]), _part(c)) for c in pair if c[0] > 1e-6]
        if any(got is None for _, got in parts):
            merged = pair[0] + pair[1]
            parts = [(float(merged[0]), _part(merged))]
        for p, got in parts:
            if got is None:
                return None
            out.append((p, got))
    return out


def rest_law(
    mean: float,
    variance: float,
    third: float,
    joint: Sequence[float],
    low: int,
    high: int,
    yahtzee: Sequence[float] | None = None,
    moved: tuple[float, float, float] | None = None,
) -> Outlook:
    """The points to come (plus ``low``) as a mixture of up to four laws, with the upper
    bonus won in the rest of the game and without, a Yahtzee scored in it and not
    (`joint_split`, with ``yahtzee``), else two (`bonus_split`), else one (`discretised`).

    ``moved`` = (alpha, beta, gamma) moves the law to another player's (levels.py): its
    mean to alpha + beta * mean, every deviation from it times gamma."""
    parts = None if yahtzee is None else joint_split(mean, variance, third, joint, yahtzee)
    if parts is None:
        split = bonus_split(mean, variance, third, joint)
        if split is None:
            parts = [(1.0, (mean, variance, third))]
        else:
            p, won, lost = split
            parts = [(p, won), (1.0 - p, lost)]
    if moved is not None:
        alpha, beta, gamma = moved
        centre = alpha + beta * mean
        parts = [
            (p, (centre + gamma * (m - mean), gamma * gamma * v, gamma**3 * t))
            for p, (m, v, t) in parts
        ]
    if len(parts) == 1:
        m, v, t = parts[0][1]
        return discretised(low + m, v, low, high, t)
    return _mix([(p, discretised(low + m, v, low, high, t)) for p, (m, v, t) in parts])


def win_chances(outlooks: Sequence[Outlook]) -> list[float]:
    """Each player's chance of ending highest, ties shared, players independent."""
    n = len(outlooks)
    if n == 0:
        return []
    if n == 1:
        return [1.0]
    for i, o in enumerate(outlooks):  # decided: exactly, whatever the sums' rounding
        if all(o.low > other.high for j, other in enumerate(outlooks) if j != i):
            return [1.0 if j == i else 0.0 for j in range(n)]
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
        out.append(min(1.0, max(0.0, float(pmf[i] @ share))))  # no 1.0000000000000002
    return out


class WinChances:
    """Win chances for cards of one single-column rule set, from its table and moments."""

    def __init__(self, table: Table) -> None:
        if not table.has_moments:
            raise ValueError("win chances need a table built with its moments")
        self.table = table
        """Its moments are read a state at a time (`Table.moment_row`): from disk in the
        app (`Table.moment_file`), from the arrays of a table built or read whole."""
        self.rules: RuleSet = table.model.rules
        self._rests: dict[tuple[int, int, int], Outlook] = {}
        self.directory: Path | None = None
        """The table cache it came from, where the computer levels' own moments are
        looked for (level_tables.py, through `players_of`)."""

    @classmethod
    def load_or_build(
        cls, rules: RuleSet, cache_dir: Path | None = None, progress: Progress | None = None
    ) -> WinChances:
        """From the table cache (built with its moments if missing): run it in a worker."""
        rule_model(rules)  # ValueError at once for rules without an exact table
        chances = cls(load_or_build(rules, cache_dir, progress, moments=True))
        chances.directory = default_dir() if cache_dir is None else cache_dir
        return chances

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
        return card.total() + self._best_more(*self.state(card))

    def _best_more(self, mask: int, up: int, flag: int) -> int:
        model = self.table.model
        rules = self.rules
        open_ = [b for b in range(model.boxes) if not mask >> b & 1]
        more = sum(float(self._box_max[b]) for b in open_)
        if rules.upper_bonus > 0 and model.ups > 1 and up < model.threshold:
            more += rules.upper_bonus
        y = model.yahtzee
        if y >= 0 and rules.yahtzee_bonus > 0 and (flag or y in open_):
            more += rules.yahtzee_bonus * (len(open_) - (1 if y in open_ else 0))
        return round(more)

    def _this_turn(self, mask: int, up: int, flag: int) -> list[tuple[float, int, int, int, int]]:
        """The turn about to be played, exactly: [(probability, points, mask, up, flag)]."""
        outcomes: dict[tuple[int, int, int, int], float] = {}
        for p, pts, m, u, f, _, _ in self.turn_events(mask, up, flag):
            outcomes[pts, m, u, f] = outcomes.get((pts, m, u, f), 0.0) + p
        return [(p, *key) for key, p in outcomes.items()]

    def turn_events(
        self, mask: int, up: int, flag: int
    ) -> list[tuple[float, int, int, int, int, bool, bool]]:
        """`_this_turn`, each outcome also saying whether it wins the upper bonus and
        whether it scores a Yahtzee (50 in its box, or a bonus): the events B and Y of
        `Table.bonus` and `Table.yahtzee`."""
        model = self.table.model
        plan = expert_plan(model, self.table.values, mask, up, flag)
        reach = plan.finals()
        scored = score_rolls(model, mask, up, flag, plan.boxes)
        outcomes: dict[tuple[int, int, int, int, bool, bool], float] = {}
        for r in np.flatnonzero(reach > 0).tolist():
            key = scored[r]
            outcomes[key] = outcomes.get(key, 0.0) + float(reach[r])
        return [(p, *key) for key, p in outcomes.items()]

    def outlook(self, card: Card) -> Outlook:
        """The distribution of this card's final total with optimal play from now.

        The turn about to be played is followed exactly (every final roll, the box it
        takes); from each state it may lead to, the rest is a mixture of skewed laws
        (`rest_law`).
        """
        if card.rules != self.rules:
            raise ValueError("this card follows other rules than the table's")
        if card.is_complete():
            return Outlook(card.total(), np.ones(1))
        return self.outlook_at(*self.state(card), card.total())

    def outlook_at(self, mask: int, up: int, flag: int, total: int) -> Outlook:
        """`outlook` of a card in this state (of an unfinished game) with this total."""
        model = self.table.model
        parts = []
        for p, pts, m, u, f in self._this_turn(mask, up, flag):
            base = total + pts
            if m == model.masks - 1:
                parts.append((p, Outlook(base, np.ones(1))))
                continue
            rest = self.rest(m, u, f)
            parts.append((p, Outlook(base + rest.low, rest.probs)))
        return _mix(parts)

    def rest(self, mask: int, up: int, flag: int) -> Outlook:
        """The points to come from this turn-start state: exact with few boxes open
        (`EXACT_OPEN`), else the mixture of laws of the table's moments (`rest_law`)."""
        model = self.table.model
        key = (mask, up, flag)
        got = self._rests.get(key)
        if got is not None:
            return got
        if model.boxes - mask.bit_count() <= EXACT_OPEN:
            parts = []
            for p, pts, m, u, f in self._this_turn(mask, up, flag):
                if m == model.masks - 1:
                    parts.append((p, Outlook(pts, np.ones(1))))
                else:
                    after = self.rest(m, u, f)
                    parts.append((p, Outlook(pts + after.low, after.probs)))
            got = _mix(parts)
        else:
            row = self.table.moment_row(mask, up, flag).tolist()
            got = rest_law(
                float(self.table.values[key]),
                row[0],
                row[1],
                row[2:6],
                0,
                self._best_more(mask, up, flag),
                row[6:],
            )
        if len(self._rests) >= RESTS_KEPT:
            self._rests.clear()
        self._rests[key] = got
        return got

    def chances(self, cards: Sequence[Card]) -> list[float]:
        """Each card's chance of the highest final total (ties shared); they sum to 1."""
        return win_chances([self.outlook(card) for card in cards])
