"""The dice algebra and a rule set turned into arrays, shared by the solver and the bots.

Everything here is derived from the core (`BoxRule.score`, `BoxRule.full_points`,
the joker order of `Card._column_options`) so the solver cannot drift from the rules;
tests cross-check `options_for_state` against `Card.options`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import combinations_with_replacement, product
from math import factorial

import numpy as np
import numpy.typing as npt

from ..core.rules import Joker, RuleSet, all_rolls

__all__ = [
    "ALL_ROLLS",
    "KEEPS",
    "ROLL_INDEX",
    "TABLE_DICE",
    "Dice5",
    "DiceAlgebra",
    "RuleModel",
    "algebra",
    "has_exact_table",
    "keep_expect",
    "lattice_max",
    "rule_model",
]

Dice5 = tuple[int, ...]
"""Sorted dice (any number: the name is the exact tables', whose dice are five)."""
F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]

TABLE_DICE = 5
"""The dice of the exact tables: the solver, its kernel and the win chances work on the
algebra of five dice. A rule set of another number of dice has no exact table
(`has_exact_table`); its coach and computer players estimate (`bots.py`), on the algebra
of its own dice (`algebra(rules.dice)`)."""


def _roll_probability(roll: Dice5) -> float:
    n = factorial(len(roll))
    for c in Counter(roll).values():
        n //= factorial(c)
    return float(n / 6 ** len(roll))


class DiceAlgebra:
    """The keeps and rolls of `dice` dice as arrays: every sub-multiset of the dice (the
    keeps, grouped by size; the last block, the whole dice, are the rolls in `all_rolls`
    order), and the one-die-at-a-time lattice that turns final values into keep values."""

    def __init__(self, dice: int) -> None:
        self.dice = dice
        self.keeps: tuple[Dice5, ...] = tuple(
            k for size in range(dice + 1) for k in combinations_with_replacement(range(1, 7), size)
        )
        self.keep_index: dict[Dice5, int] = {k: i for i, k in enumerate(self.keeps)}
        sizes = [sum(1 for k in self.keeps if len(k) == s) for s in range(dice + 1)]
        self.offsets = [sum(sizes[:s]) for s in range(dice + 2)]
        self.rolls_at = self.offsets[dice]
        self.rolls: tuple[Dice5, ...] = all_rolls(dice)
        assert self.keeps[self.rolls_at :] == self.rolls
        self.roll_index: dict[Dice5, int] = {r: i for i, r in enumerate(self.rolls)}
        # children[s]: (n_s, 6) keep indices of keep + one die of each face.
        self.children: list[I64] = [
            np.array(
                [
                    [self.keep_index[tuple(sorted((*k, f)))] for f in range(1, 7)]
                    for k in self.keeps[self.offsets[s] : self.offsets[s + 1]]
                ],
                dtype=np.int64,
            )
            for s in range(dice)
        ]
        # parents[s]: (n_s, s) keep indices of keep minus one die (the sub-multiset lattice).
        self.parents: list[I64] = [np.zeros((1, 0), dtype=np.int64)] + [
            np.array(
                [
                    [self.keep_index[k[:i] + k[i + 1 :]] for i in range(s)]
                    for k in self.keeps[self.offsets[s] : self.offsets[s + 1]]
                ],
                dtype=np.int64,
            )
            for s in range(1, dice + 1)
        ]
        self.roll_prob: F64 = np.array([_roll_probability(r) for r in self.rolls])
        self.yahtzee_rows: I64 = np.array(
            [self.roll_index[(f,) * dice] for f in range(1, 7)], dtype=np.int64
        )
        """The rows of the six rolls of all dice the same, by face."""

    def keep_expect(self, values: F64) -> F64:
        """(rolls, S) values of final dice -> (keeps, S) expectation of each keep after one
        roll. One die at a time: a keep of s dice averages the six keeps of s+1 dice."""
        out = np.empty((len(self.keeps), values.shape[1]), dtype=values.dtype)
        out[self.rolls_at :] = values
        for s in range(self.dice - 1, -1, -1):
            block = out[self.offsets[s] : self.offsets[s + 1]]
            child = self.children[s]
            np.add(out[child[:, 0]], out[child[:, 1]], out=block)
            for f in range(2, 6):
                block += out[child[:, f]]
            block *= 1.0 / 6.0
        return out

    def lattice_max(self, keep_values: F64) -> F64:
        """(keeps, S) keep values -> (rolls, S): for each roll, the best keep it contains."""
        best = keep_values.copy()
        for s in range(1, self.dice + 1):
            block = best[self.offsets[s] : self.offsets[s + 1]]
            for i in range(s):
                np.maximum(block, best[self.parents[s][:, i]], out=block)
        return best[self.rolls_at :]

    def turn_value(self, final: F64, rolls: int = 3) -> F64:
        """(rolls, S) values of the final roll -> (S,) expectation at the start of a turn of
        `rolls` rolls."""
        values = final
        for _ in range(rolls - 1):
            values = self.lattice_max(self.keep_expect(values))
        result: F64 = self.roll_prob @ values
        return result


@cache
def algebra(dice: int) -> DiceAlgebra:
    """The keep algebra of `dice` dice, made once (a second for six dice, at first use)."""
    return DiceAlgebra(dice)


def has_exact_table(rules: RuleSet) -> bool:
    """Whether the solver can build an exact table for these rules (else the coach and the
    computer players estimate, and no win chances are shown)."""
    try:
        rule_model(rules)
    except ValueError:
        return False
    return True


# --- the exact tables' dice: five, as module constants the solver reads -------------------

_TABLE = algebra(TABLE_DICE)
KEEPS = _TABLE.keeps
"""The 462 keeps; the last 252 (size five) are `ALL_ROLLS` in the same order."""
KEEP_INDEX = _TABLE.keep_index
OFFSETS = _TABLE.offsets
ROLLS_AT = _TABLE.rolls_at
ALL_ROLLS = _TABLE.rolls
"""The 252 sorted rolls of the exact tables' dice, in the order of their rows."""
ROLL_INDEX = _TABLE.roll_index
CHILDREN = _TABLE.children
PARENTS = _TABLE.parents
ROLL_PROB: F64 = _TABLE.roll_prob
YAHTZEE_ROWS: I64 = _TABLE.yahtzee_rows
FACE_COUNT: I64 = np.array([[r.count(f) for r in ALL_ROLLS] for f in range(7)], dtype=np.int64)
"""FACE_COUNT[f, r]: dice showing face f in roll r (row 0 unused)."""


def keep_expect(values: F64) -> F64:
    """(252, S) values of final dice -> (462, S) expectation of each keep after one roll
    (the exact tables' five dice; `DiceAlgebra.keep_expect` for others)."""
    return _TABLE.keep_expect(values)


def lattice_max(keep_values: F64) -> F64:
    """(462, S) keep values -> (252, S): for each roll, the best keep it contains."""
    return _TABLE.lattice_max(keep_values)


@cache
def sub_keeps(dice: Dice5) -> tuple[Dice5, ...]:
    """Every distinct sub-multiset of sorted dice (the keeps a player can choose)."""
    counts = sorted(Counter(dice).items())
    keeps = {
        tuple(f for (f, _), n in zip(counts, ns, strict=True) for _ in range(n))
        for ns in product(*(range(c + 1) for _, c in counts))
    }
    return tuple(sorted(keeps))


# --- a rule set as arrays -------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class RuleModel:
    """One column of a rule set as arrays indexed by box and roll.

    State of a turn start: ``mask`` (bit b set = box b filled), ``up`` (upper subtotal capped
    at the threshold; always 0 when there is no upper bonus) and ``flag`` (1 when the
    Yahtzee box holds points; always 0 when that cannot matter).
    """

    rules: RuleSet
    boxes: int
    plain: I64
    """plain[b, r]: points of roll r in box b by the plain table."""
    full: I64
    """full[b, r]: points when the condition counts as met (joker)."""
    face: I64
    """face[b]: the face of an upper box, 0 for a lower box."""
    face_box: I64
    """face_box[f]: the upper box of face f, -1 if none (index 0 unused)."""
    yahtzee: int
    """Index of the Yahtzee box, -1 if none."""
    threshold: int
    ups: int
    """Number of tracked upper subtotals (threshold + 1, or 1 without a bonus)."""
    flags: int
    """Number of tracked Yahtzee-box states (2 or 1)."""

    @property
    def masks(self) -> int:
        return 1 << self.boxes

    def reach(self, masks: I64) -> npt.NDArray[np.bool_]:
        """(N, B): open boxes the column allows (upper-first rule included)."""
        bits = 1 << np.arange(self.boxes)
        open_ = (masks[:, None] & bits[None, :]) == 0
        if self.rules.upper_first:
            upper = self.face > 0
            any_upper_open = (open_ & upper[None, :]).any(axis=1)
            open_ &= ~any_upper_open[:, None] | upper[None, :]
        return np.asarray(open_, dtype=np.bool_)

    def yahtzee_points(self, masks: I64, flag: int) -> I64:
        """(N, B, 6): points of five f's in each box, -1 where not allowed (the joker order)."""
        reach = self.reach(masks)
        rows = YAHTZEE_ROWS
        plain = self.plain[:, rows][None, :, :]
        full = self.full[:, rows][None, :, :]
        allowed = reach[:, :, None]
        out = np.where(allowed, plain, -1)
        rules = self.rules
        if rules.joker is Joker.NONE or self.yahtzee < 0:
            return out
        active = (masks & (1 << self.yahtzee)) != 0
        if not (flag or rules.zeroed_yahtzee_joker):
            active &= False
        lower = (self.face == 0)[None, :, None]
        n = len(masks)
        face_box = self.face_box[1:]
        has_face = face_box >= 0
        fb = np.where(has_face, face_box, 0)
        if rules.joker is Joker.FREE:
            face_open = has_face[None, :] & ((masks[:, None] >> fb[None, :]) & 1 == 0)
            use_full = active[:, None] & ~face_open  # (N, 6)
            joker = np.where(allowed, np.where(lower, full, plain), -1)
            return np.where(use_full[:, None, :], joker, out)
        # Forced: the face's upper box, else any lower box in full, else an upper box.
        face_reach = has_face[None, :] & reach[np.arange(n)[:, None], fb[None, :]]
        lower_reach = (reach & (self.face == 0)[None, :]).any(axis=1)
        only_face = np.full((n, self.boxes, 6), -1, dtype=np.int64)
        idx = np.arange(6)
        only_face[:, fb, idx] = np.where(face_reach, self.plain[fb, rows][None, :], -1)
        lower_full = np.where(allowed & lower, full, -1)
        joker = np.where(
            face_reach[:, None, :],
            only_face,
            np.where(lower_reach[:, None, None], lower_full, out),
        )
        return np.where(active[:, None, None], joker, out)

    @cached_property
    def reach_all(self) -> npt.NDArray[np.bool_]:
        """`reach` of every mask, (2**B, B)."""
        return self.reach(np.arange(self.masks, dtype=np.int64))

    @cached_property
    def yahtzee_points_all(self) -> npt.NDArray[np.int16]:
        """`yahtzee_points` of every mask and flag, (2**B, flags, B, 6)."""
        out = np.empty((self.masks, self.flags, self.boxes, 6), dtype=np.int16)
        step = 2048  # in blocks: the int64 intermediates of all 2**15 Yatzy masks weigh 100 MB
        for lo in range(0, self.masks, step):
            masks = np.arange(lo, min(lo + step, self.masks), dtype=np.int64)
            for flag in range(self.flags):
                out[lo : lo + step, flag] = self.yahtzee_points(masks, flag)
        return out

    def yahtzee_bonus(self, masks: I64, flag: int) -> I64:
        """(N,): bonus earned by any extra Yahtzee now."""
        if self.yahtzee < 0 or not flag or self.rules.yahtzee_bonus <= 0:
            return np.zeros(len(masks), dtype=np.int64)
        return np.where((masks & (1 << self.yahtzee)) != 0, self.rules.yahtzee_bonus, 0)

    def options_for_state(self, mask: int, flag: int, roll: Dice5) -> dict[int, int]:
        """Box index -> points for a roll (the solver's view; tests compare it to the core)."""
        r = ROLL_INDEX[tuple(sorted(roll))]
        masks = np.array([mask], dtype=np.int64)
        if len(set(roll)) == 1:
            pts = self.yahtzee_points(masks, flag)[0, :, roll[0] - 1]
            return {b: int(p) for b, p in enumerate(pts) if p >= 0}
        reach = self.reach(masks)[0]
        return {b: int(self.plain[b, r]) for b in range(self.boxes) if reach[b]}

    def reachable_ups(self) -> list[list[int]]:
        """For each subset of filled upper boxes (bits in face order), the reachable ups."""
        faces = [int(f) for f in self.face if f > 0]
        out: list[list[int]] = []
        for subset in range(1 << len(faces)):
            sums = {0}
            for i, f in enumerate(faces):
                if subset >> i & 1:
                    sums = {min(s + c * f, self.threshold) for s in sums for c in range(6)}
            out.append(sorted(sums) if self.ups > 1 else [0])
        return out


@cache
def rule_model(rules: RuleSet) -> RuleModel:
    """The arrays of a single-column rule set of five dice (the solver handles one column
    only); ValueError, saying why, for rules it cannot solve exactly."""
    if rules.dice != TABLE_DICE:
        raise ValueError(
            f"no exact solver for {rules.preset}: exact tables are for {TABLE_DICE} dice, "
            f"not {rules.dice}"
        )
    if rules.columns != 1 or rules.has_plus_minus:
        raise ValueError(f"no exact solver for {rules.preset}: one plain column is needed")
    if rules.column_rules[0].order.value != "free" or rules.column_rules[0].first_roll_only:
        raise ValueError("no exact solver for a column with an order or a roll limit")
    box_rules = rules.box_rules
    plain = np.array([[b.score(r) for r in ALL_ROLLS] for b in box_rules], dtype=np.int64)
    full = np.array([[b.full_points(r) for r in ALL_ROLLS] for b in box_rules], dtype=np.int64)
    face = np.array([b.face if b.upper else 0 for b in box_rules], dtype=np.int64)
    face_box = np.full(7, -1, dtype=np.int64)
    for i, f in enumerate(face):
        if f:
            face_box[f] = i
    yahtzee = rules.boxes.index("yahtzee") if "yahtzee" in rules.boxes else -1
    threshold = rules.upper_bonus_threshold
    ups = threshold + 1 if rules.upper_bonus > 0 and (face > 0).any() else 1
    needs_flag = rules.yahtzee_bonus > 0 or (
        rules.joker is not Joker.NONE and not rules.zeroed_yahtzee_joker
    )
    flags = 2 if yahtzee >= 0 and needs_flag else 1
    return RuleModel(
        rules, len(box_rules), plain, full, face, face_box, yahtzee, threshold, ups, flags
    )
