"""Backward induction over turn-start states, vectorised across all states of a level.

A level is every state with the same number of filled boxes; its states only look up
states of the next level, so a whole level is a batch of array operations: the value
of each final roll (best box, `_Kernel`), then twice "expectation of each keep" and
"best keep inside each roll", then the expectation over the first roll.

Upper subtotals that cannot change the bonus any more are solved once per class
(`_upper_classes`), which leaves 311,000 of the official table's 536,000 reachable
states to solve. The values stay in float64: float32 moves the official optimum by
about 1e-4 (measured), far from the published 254.5877287.

With `moments=True`, the same pass also gives the second and third moments of the
points still to come under the same choices (variance and skewness, for win chances).
Rather than carry each moment backwards through the turn, the choices are read from
stamped maxima (`_stamp`) and the chance of each final roll is carried forwards once
(`turn_weights_into`, float32); every moment of the turn is then a weighted sum over
the final rolls' boxes (`_Kernel.final`), and more moments cost little more: so also
E[R^k B], E[R^k Y] and E[R^k B Y] for k = 0..3, B = 1 if the upper bonus is won in the
rest of the game, Y = 1 if a Yahtzee is scored in it (50 in its box, or a Yahtzee
bonus), for a law of four humps (`chances.rest_law`). The official standard deviation comes out at
59.6078 (59.6076 exactly), its skewness at 1.588, the bonus's chance at 0.6812.
"""

from __future__ import annotations

import contextlib
import math
import mmap
import os
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import numpy as np
import numpy.typing as npt

from ..core.rules import RuleSet
from .model import (
    F64,
    FACE_COUNT,
    I64,
    KEEPS,
    OFFSETS,
    ROLL_PROB,
    ROLLS_AT,
    YAHTZEE_ROWS,
    RuleModel,
    keep_expect,
    lattice_max,
    rule_model,
)

F32 = npt.NDArray[np.float32]
FArray = F64 | F32

__all__ = ["FORMAT", "Progress", "Table", "build_table", "final_values", "turn_value"]

FORMAT = 1
"""Bump when the table layout or the solver's meaning changes: old caches are rebuilt."""

Moments = Callable[[F32], F64]
"""moments(chance of each final roll) -> (14, S): E[R^2], E[R^3], then for k = 0..3
E[R^k B], E[R^k Y] and E[R^k B Y], of a batch of states (`_HIGHER`)."""

Progress = Callable[[int, int], None]
"""progress(done, total): called from the building thread after each level."""

CHUNK = 384
"""States per batch: big enough for NumPy, small enough to stay in cache."""
MOMENTS_CHUNK = 256
"""The same with the moments, whose chances of final rolls add to the working set
(measured, two processes, official rules: 256 and 320 alike, 384 6 % slower)."""


@dataclass(frozen=True, eq=False)
class Table:
    """Expected future points from every turn-start state with optimal play."""

    model: RuleModel
    values: npt.NDArray[np.float32]
    """values[mask, up, flag]; states that cannot occur hold 0."""
    start: float
    """Value of the empty card, in double precision (what `solve` prints)."""
    variance: npt.NDArray[np.float32] | None = None
    """Variance of the points still to come under the same play, laid out like
    ``values``; built on request (`build_table(moments=True)`, for win chances)."""
    third: npt.NDArray[np.float32] | None = None
    """Their third central moment E[(R - E[R])^3], built with the variance."""
    bonus: npt.NDArray[np.float32] | None = None
    """(4, *values.shape): E[R^k B] for k = 0..3, B = 1 if the upper bonus is won in the
    rest of the game (0 where it is already won or out of reach), built with the
    variance: the points to come as two laws, with and without the bonus (`chances`)."""
    yahtzee: npt.NDArray[np.float32] | None = None
    """(8, *values.shape): E[R^k Y], then E[R^k B Y], k = 0..3, Y = 1 if a Yahtzee is
    scored in the rest of the game (50 in its box, or a Yahtzee bonus), built with the
    variance: with B, four laws, a Yahtzee's 50 or 100 points being the other lump."""

    def future(self, mask: int, up: int, flag: int) -> float:
        if mask == self.model.masks - 1:
            return 0.0
        return float(self.values[mask, up, flag])


def final_values(
    model: RuleModel,
    values: npt.NDArray[np.floating],
    sm: I64,
    su: I64,
    sf: I64,
    per_box: list[F64] | None = None,
) -> F64:
    """Value of each final roll for a batch of states: (252, S) best, and per box (252, S).

    ``values`` is the table of the next level (indexed [mask, up, flag]). If ``per_box`` is
    a list, each box's (252, S) values are appended to it, -inf where it cannot take a roll.
    """
    n = len(sm)
    rules = model.rules
    threshold, bonus = model.threshold, rules.upper_bonus
    best = np.full((252, n), -np.inf)
    reach = model.reach_all[sm]
    ypts = model.yahtzee_points_all[sm, sf].astype(np.int64)
    tmp = np.empty((252, n))
    for b in range(model.boxes):
        sel = reach[:, b]
        if not sel.any():
            if per_box is not None:
                per_box.append(np.full((252, n), -np.inf))
            continue
        nm = sm | (1 << b)
        f = int(model.face[b])
        yp = ypts[:, b, :].T  # (6, S)
        if f:
            pts = np.arange(6)[:, None] * f
            if model.ups > 1:
                new_up = np.minimum(su[None, :] + pts, threshold)
                crossed = (su[None, :] < threshold) & (su[None, :] + pts >= threshold)
                val = pts + bonus * crossed + values[nm[None, :], new_up, sf[None, :]]
            else:
                val = pts + values[nm, 0, sf][None, :]
            np.take(val, FACE_COUNT[f], axis=0, out=tmp)
            ycand = val[np.where(np.arange(1, 7) == f, 5, 0)]
        elif b == model.yahtzee:
            # Only five of a kind scores here: the Yahtzee rows are set below.
            keep = values[nm, su, sf]
            scored = values[nm, su, min(1, model.flags - 1)]
            tmp[:] = keep[None, :]
            ycand = yp + np.where(yp > 0, scored[None, :], keep[None, :])
        else:
            nxt = values[nm, su, sf]
            np.add(model.plain[b][:, None], nxt[None, :], out=tmp)
            ycand = yp + nxt[None, :]
        tmp[YAHTZEE_ROWS] = np.where(yp >= 0, ycand, -np.inf)
        if sel.all():
            np.maximum(best, tmp, out=best)
        else:
            np.maximum(best, tmp, out=best, where=sel[None, :])
        if per_box is not None:
            per_box.append(np.where(sel[None, :], tmp, -np.inf))
    ybonus = np.zeros(n)
    for flag in range(model.flags):
        rows = sf == flag
        ybonus[rows] = model.yahtzee_bonus(sm[rows], flag)
    if ybonus.any():
        best[YAHTZEE_ROWS] += ybonus[None, :]
        for cand in per_box or ():
            cand[YAHTZEE_ROWS] += ybonus[None, :]
    return best


def turn_value(final: F64) -> F64:
    """(252, S) values of the final roll -> (S,) expectation at the start of the turn."""
    after_two = lattice_max(keep_expect(final))
    after_one = lattice_max(keep_expect(after_two))
    result: F64 = ROLL_PROB @ after_one
    return result


class _TurnOrder:
    """The keeps reordered for speed inside `turn_value_into` (the results do not change).

    Within each size the keeps with more distinct faces come first, so that the i-th
    distinct parent ("one die of some face fewer") exists for a prefix of the block: the
    lattice maximum then takes 1,260 row maxima instead of 1,980. (``np.take`` with
    ``out`` is unbuffered only in "clip" mode; the indices are all in range.)
    """

    def __init__(self) -> None:
        order: list[int] = []
        for s in range(6):
            block = range(OFFSETS[s], OFFSETS[s + 1])
            order.extend(sorted(block, key=lambda i: -len(set(KEEPS[i]))))
        position = {k: i for i, k in enumerate(order)}
        index = {KEEPS[k]: position[k] for k in order}
        self.roll_rows: I64 = np.array([position[ROLLS_AT + r] for r in range(252)])
        """roll_rows[r]: the row of roll r (in `ALL_ROLLS` order)."""
        self.roll_prob: F64 = np.empty(252)
        self.roll_prob[self.roll_rows - ROLLS_AT] = ROLL_PROB
        self.children: list[I64] = []
        self.parents: list[list[tuple[int, I64]]] = []
        for s in range(6):
            keeps = [KEEPS[k] for k in order[OFFSETS[s] : OFFSETS[s + 1]]]
            if s < 5:
                self.children.append(
                    np.array([[index[tuple(sorted((*k, f)))] for f in range(1, 7)] for k in keeps])
                )
            slots: list[tuple[int, I64]] = []
            for j in range(max((len(set(k)) for k in keeps), default=0)):
                rows = [k for k in keeps if len(set(k)) > j]
                parents = []
                for k in rows:
                    f = sorted(set(k))[j]
                    i = k.index(f)
                    parents.append(index[k[:i] + k[i + 1 :]])
                slots.append((len(rows), np.array(parents, dtype=np.int64)))
            self.parents.append(slots)

    def keep_expect(self, buf: FArray, tmp: FArray) -> None:
        for s in range(4, -1, -1):
            block = buf[OFFSETS[s] : OFFSETS[s + 1]]
            part = tmp[: len(block)]
            child = self.children[s]
            np.take(buf, child[:, 0], axis=0, out=block, mode="clip")
            for f in range(1, 6):
                np.take(buf, child[:, f], axis=0, out=part, mode="clip")
                block += part
            block *= 1.0 / 6.0

    def lattice_max(self, buf: F64, tmp: F64) -> None:
        for s in range(1, 6):
            block = buf[OFFSETS[s] : OFFSETS[s + 1]]
            for n, parents in self.parents[s]:
                np.take(buf, parents, axis=0, out=tmp[:n], mode="clip")
                np.maximum(block[:n], tmp[:n], out=block[:n])

    def roll_on(self, mass: F64, tmp: F64) -> None:
        """Probabilities of keeps -> of the rolls they lead to, in place (rows ROLLS_AT:).

        The transpose of `keep_expect`: a keep of s dice rolls one die, so a keep of s + 1
        dice gets a sixth of each keep it contains with one die fewer (its "parents").
        """
        for s in range(1, 6):
            mass[OFFSETS[s - 1] : OFFSETS[s]] *= 1.0 / 6.0
            block = mass[OFFSETS[s] : OFFSETS[s + 1]]
            for n, parents in self.parents[s]:
                mass.take(parents, 0, tmp[:n], "clip")  # the method: no wrapper's cost
                block[:n] += tmp[:n]


STAMP = 511
"""The low mantissa bits of a float64 that `_stamp` overwrites with a row index (< 512)."""


def _stamp(values: F64, rows: I64) -> None:
    """Write each row's index into the lowest bits of its values, in place (``rows``: the
    indices, or them repeated in every column, `_Work.constant`).

    A float's bits order like the float for the non-negative values and the comparisons
    the maxima make, so a maximum then carries the row it came from: the choice is read
    back once (`_stamped`) instead of tracked through every comparison. The values move
    by at most 512 units in the last place (1e-13 relative), far below the float32 table.
    """
    bits = values.view(np.int64)
    np.bitwise_and(bits, ~STAMP, out=bits)
    np.bitwise_or(bits, rows[:, None] if rows.ndim == 1 else rows, out=bits)


def _stamped(values: F64) -> I64:
    """The row indices `_stamp` wrote (after maxima moved values around)."""
    rows: I64 = values.view(np.int64) & STAMP
    return rows


_ORDER = _TurnOrder()


def turn_value_into(buf: F64) -> F64:
    """`turn_value` in place: (462, S) ``buf`` holds the final values in `_ORDER`'s rows."""
    tmp = np.empty((252, buf.shape[1]))
    _ORDER.keep_expect(buf, tmp)
    _ORDER.lattice_max(buf, tmp)
    _ORDER.keep_expect(buf, tmp)
    _ORDER.lattice_max(buf, tmp)
    result: F64 = _ORDER.roll_prob @ buf[ROLLS_AT:]
    return result


class _Work:
    """Buffers the moments reuse from one chunk to the next, per process.

    Fresh arrays of a megabyte each chunk cost more in page faults than the work done in
    them (measured: 1.3 s of a 4.9 s build with moments), so they are kept, grown as
    needed, and handed out as contiguous prefixes.
    """

    def __init__(self) -> None:
        self._arrays: dict[str, npt.NDArray[np.generic]] = {}
        self._filled: dict[str, tuple[int, ...]] = {}
        """The shape each constant array (`constant`) was last filled for."""

    def get(self, name: str, shape: tuple[int, ...], dtype: type[np.generic]) -> Any:
        count = math.prod(shape)
        array = self._arrays.get(name)
        if array is None or array.size < count or array.dtype != dtype:
            array = self._arrays[name] = np.empty(count, dtype=dtype)
            self._filled.pop(name, None)
        return array[:count].reshape(shape)

    def constant(self, name: str, shape: tuple[int, int], values: npt.NDArray[np.generic]) -> Any:
        """``values`` broadcast to ``shape``, written only when the shape changes: a full
        operand spares NumPy one short inner loop per row of a broadcast one (measured:
        26 against 58 microseconds for a (462, 256) bitwise or)."""
        array = self.get(name, shape, values.dtype.type)
        if self._filled.get(name) != shape:
            array[:] = values
            self._filled[name] = shape
        return array


def turn_weights_into(buf: F64, work: _Work) -> tuple[F64, F32]:
    """`turn_value_into`, and the chance of each final roll (252, S) under its choices.

    The keep each roll picks is read from the stamped maximum; then the first roll's
    probabilities are carried forward through those keeps (`_TurnOrder.roll_on`) to the
    final roll's, in float32 (ample for probabilities, and half the work). Any moment of
    the turn is then a weighted sum over the final rolls. The chances returned live in
    ``work``: use them before the next call.
    """
    size = buf.shape[1]
    tmp = work.get("tmp", (252, size), np.float64)
    # Each choice as a flat index into (keeps, S), in intp: np.add.at converts others to it.
    flat = work.get("choices", (2, 252, size), np.intp)
    cols = work.constant("cols", (252, size), np.arange(size, dtype=np.intp))
    keep_rows = work.constant("keep_rows", (len(KEEPS), size), _KEEP_ROWS[:, None])
    for i in range(2):
        _ORDER.keep_expect(buf, tmp)
        _stamp(buf, keep_rows)
        _ORDER.lattice_max(buf, tmp)
        np.bitwise_and(buf[ROLLS_AT:].view(np.int64), STAMP, out=flat[i])
        flat[i] *= size
        flat[i] += cols
    value: F64 = _ORDER.roll_prob @ buf[ROLLS_AT:]
    tmp32 = work.get("tmp32", (252, size), np.float32)
    weights = work.constant("first", (252, size), _ROLL_PROB32)
    for i, name in ((1, "mass1"), (0, "mass0")):  # keeps after the first roll, the second
        mass = work.get(name, (len(KEEPS), size), np.float32)
        mass.fill(0.0)
        np.add.at(mass.reshape(-1), flat[i].reshape(-1), weights.reshape(-1))
        _ORDER.roll_on(mass, tmp32)
        weights = mass[ROLLS_AT:]
    return value, weights


_KEEP_ROWS: I64 = np.arange(len(KEEPS), dtype=np.int64)
_ROLL_PROB32: F32 = _ORDER.roll_prob.astype(np.float32)[:, None]
_JOINT = 3
"""Events the moments are joint with: B (the upper bonus won in the rest of the game),
Y (a Yahtzee scored in it: 50 in its box, or a bonus) and both, B Y."""
_HIGHER = 2 + 4 * _JOINT
"""Moments carried besides the values: E[R^2], E[R^3], then E[R^k B], E[R^k Y] and
E[R^k B Y] for k = 0..3."""
JOINT_LAYOUT = "[cell, 4 event + k]"
"""The twelve joint moments of a level sit side by side per cell: a next state's come in
one gather of 96 contiguous bytes, not twelve scattered ones (measured: the twelve
gathers alone cost most of what the Yahtzee moments added to the build)."""


# --- the fast level kernel -------------------------------------------------------------


class _Kernel:
    """Index arrays that turn one chunk of states into its (252, S) final-roll values.

    Two facts make this cheaper than `final_values` box by box. A box where a roll scores
    nothing is worth its next state's value, and scoring points never lowers a next value
    (more upper points only bring the bonus nearer), so outside five of a kind a roll is
    worth the best of the "scratch" baseline Z (best next value over open boxes) and of
    the few boxes where it scores: 4 to 8 candidates instead of every box. The candidates
    are rows of a small table (Z, each upper box at 1..5 dice, each lower box at each of
    its distinct points), gathered per roll. Five of a kind follows the joker rules and is
    done apart, box by box, as six rows.
    """

    def __init__(self, model: RuleModel) -> None:
        self.model = model
        if (model.plain < 0).any() or model.rules.upper_bonus < 0:
            raise ValueError("the fast solver needs points and bonuses that are never negative")
        b_all = np.arange(model.boxes)
        self.upper = b_all[model.face > 0]
        self.faces = model.face[self.upper]
        self.lower = b_all[(model.face == 0) & (b_all != model.yahtzee)]
        others = np.setdiff1d(np.arange(252), YAHTZEE_ROWS)
        self.others = others
        # Candidate rows: 0 = Z, then 5 per upper box (1..5 dice), then (box, points).
        row_of: dict[tuple[int, int], int] = {}
        for i, b in enumerate(self.upper.tolist()):
            for k in range(1, 6):
                row_of[(b, k)] = 1 + 5 * i + (k - 1)
        first_lower = 1 + 5 * len(self.upper)
        pbox: list[int] = []
        pval: list[int] = []
        for b in self.lower.tolist():
            for p in sorted({int(v) for v in model.plain[b, others] if v > 0}):
                row_of[(b, p)] = first_lower + len(pbox)
                pbox.append(b)
                pval.append(p)
        self.rows = first_lower + len(pbox)
        if self.rows > STAMP:
            raise ValueError("too many distinct points for the moments' stamps")
        self.cand_rows = np.arange(self.rows, dtype=np.int64)
        self.first_lower = first_lower
        self.pbox = np.array(pbox, dtype=np.int64)
        self.pval = np.array(pval, dtype=np.float64)[:, None]
        self.pval32 = self.pval.astype(np.float32)
        self.pstart = np.flatnonzero(np.diff(self.pbox, prepend=-1))
        """Where each box's rows start (they are consecutive), and those boxes below."""
        self.pboxes = self.pbox[self.pstart]
        # Per roll (outside five of a kind), its candidate rows; rolls grouped by count.
        cands: list[list[int]] = []
        for r in others.tolist():
            c = [0]
            for i, b in enumerate(self.upper.tolist()):
                k = int(FACE_COUNT[int(self.faces[i]), r])
                if k:
                    c.append(row_of[(b, k)])
            for b in self.lower.tolist():
                p = int(model.plain[b, r])
                if p > 0:
                    c.append(row_of[(b, p)])
            cands.append(c)
        self.groups: list[tuple[I64, I64]] = []
        for n in sorted({len(c) for c in cands}):
            pick = [i for i, c in enumerate(cands) if len(c) == n]
            rows = _ORDER.roll_rows[others[pick]]
            self.groups.append((rows, np.array([cands[i] for i in pick], dtype=np.int64)))
        self.yahtzee_rows = _ORDER.roll_rows[YAHTZEE_ROWS]
        self.other_rows = np.concatenate([rows for rows, _ in self.groups])
        self.box_rows = np.arange(model.boxes, dtype=np.int64)
        self.upper_of = np.full(model.boxes, -1, dtype=np.int64)
        """upper_of[box]: its place among the upper boxes, -1 for the others."""
        self.upper_of[self.upper] = np.arange(len(self.upper))
        self.kcount = np.arange(6)
        self.upts = self.kcount[None, :] * self.faces[:, None]  # (U, 6)

    def final(
        self,
        flat: F64,
        row: I64,
        sm: I64,
        su: I64,
        sf: I64,
        out: F64,
        higher: tuple[F64, F64, F32] | None = None,
        work: _Work | None = None,
    ) -> Moments | None:
        """Write the value of each final roll of these states into (462, S) ``out``.

        ``flat`` is the next level's values, raveled from [row[mask], up, flag]. With
        ``higher``, the next level's E[R^2], E[R^3] raveled alike and its twelve joint
        moments (cells, 12) (`JOINT_LAYOUT`), also returns the
        `Moments` of the rest of the game from these states, given the chance of each
        final roll: each roll's choice is kept (a stamped maximum names its candidate),
        and E[(p + R)^k] = sum over j of C(k, j) p^(k-j) E[R^j] for its points p; the same
        with B, Y or B Y, except that a candidate crossing the bonus threshold has B = 1
        and a Yahtzee scored (a five of a kind for 50 or a bonus) Y = 1.
        """
        model = self.model
        ups, flags, threshold = model.ups, model.flags, model.threshold
        n = len(sm)
        cols = np.arange(n)
        reach = model.reach_all[sm].T  # (B, S)
        tail = su * flags + sf  # (S,)
        bits = (1 << np.arange(model.boxes))[:, None]
        nm = sm[None, :] | bits  # (B, S)
        base = row[nm] * (ups * flags)  # (B, S); closed boxes give any index, masked below
        take = partial(np.take, flat, mode="clip")
        at0 = base + tail[None, :]
        c0 = take(at0)  # (B, S): next value, zero points
        # With moments every maximum is stamped (`_stamp`), where -inf would be a NaN.
        never = -1e300 if higher else -np.inf
        c0m = np.where(reach, c0, never)
        cand = np.empty((self.rows, n))
        np.max(c0m, axis=0, out=cand[0])
        # Upper boxes with k dice of their face: (U, 6, S).
        if len(self.upper):
            pts = self.upts[:, :, None]
            if ups > 1:
                reached = su[None, None, :] + pts
                new_up = np.minimum(reached, threshold)
                idx = base[self.upper][:, None, :] + new_up * flags + sf
                crossed = (su < threshold)[None, None, :] & (reached >= threshold)
                gained = pts + model.rules.upper_bonus * crossed
                after = take(idx)
            else:
                gained = np.broadcast_to(pts, (len(self.upper), 6, n))
                crossed = np.zeros(gained.shape, dtype=bool)
                idx = np.broadcast_to(base[self.upper][:, None, :] + tail, gained.shape)
                after = c0[self.upper][:, None, :]
            uval = np.where(reach[self.upper][:, None, :], after + gained, never)
            cand[1 : self.first_lower] = uval[:, 1:, :].reshape(-1, n)
        else:
            uval = gained = after = np.empty((0, 6, n))
            crossed = np.empty((0, 6, n), dtype=bool)
            idx = np.empty((0, 6, n), dtype=np.int64)
        if len(self.pbox):
            np.add(c0m[self.pbox], self.pval, out=cand[self.first_lower :])
        work = _Work() if work is None else work
        if higher:  # each maximum below then says which candidate it took
            _stamp(cand, work.constant("cand_rows", cand.shape, self.cand_rows[:, None]))
        best = np.empty((len(self.others), n))
        tmp = np.empty_like(best)
        done = 0
        for rows, group in self.groups:  # each group's maxima kept, in `other_rows` order
            acc, part = best[done : done + len(rows)], tmp[: len(rows)]
            np.take(cand, group[:, 0], axis=0, out=acc, mode="clip")
            for j in range(1, group.shape[1]):
                np.take(cand, group[:, j], axis=0, out=part, mode="clip")
                np.maximum(acc, part, out=acc)
            out[rows] = acc
            done += len(rows)
        if higher:  # the candidate each roll takes, as flat indices into (rows, S)
            picks = work.get("picks", (len(self.other_rows), n), np.intp)
            np.bitwise_and(best.view(np.int64), STAMP, out=picks)
            picks *= n
            picks += work.constant("pick_cols", picks.shape, cols)
        # Five of a kind: every box by the joker rules, -1 points where not allowed.
        ypts = model.yahtzee_points_all[sm, sf].transpose(1, 2, 0)  # (B, 6, S)
        yp = np.ascontiguousarray(ypts, dtype=np.float64)
        cy = yp + c0[:, None, :]
        if len(self.upper):
            cy[self.upper, self.faces - 1] = uval[:, 5]
        if model.yahtzee >= 0:
            y = model.yahtzee
            scored = min(1, flags - 1)
            at50 = base[y] + su * flags + scored
            v50 = take(at50)
            cy[y] = np.where(yp[y] > 0, yp[y] + v50[None, :], c0[y][None, :])
        cy[yp < 0] = never
        if higher:  # the box each five of a kind takes, then its points and next state
            _stamp(cy.reshape(model.boxes, -1), self.box_rows)
        best_y = cy.max(axis=0)
        if higher:
            box = _stamped(best_y)  # (6, S)
            ygot = np.take_along_axis(yp, box[None], axis=0)[0]
            ynext = at0[box, cols]
            ycross = np.zeros(ygot.shape, dtype=bool)
            if len(self.upper):  # its own face in an upper box: k = 5 of the table above
                own = self.upper_of[box]
                mine = (own >= 0) & (self.faces[own] == np.arange(1, 7)[:, None])
                ygot = np.where(mine, gained[own, 5, cols], ygot)
                ynext = np.where(mine, idx[own, 5, cols], ynext)
                ycross = mine & crossed[own, 5, cols]
            if model.yahtzee >= 0:
                ynext = np.where((box == model.yahtzee) & (ygot > 0), at50, ynext)
        ybonus = np.zeros(n)
        if model.yahtzee >= 0 and flags > 1 and model.rules.yahtzee_bonus > 0:
            filled = (sm >> model.yahtzee) & 1
            ybonus = model.rules.yahtzee_bonus * ((sf > 0) & (filled > 0)).astype(np.float64)
            best_y += ybonus[None, :]
        out[self.yahtzee_rows] = best_y
        if not higher:
            return None
        second, third = higher[:2]

        # Every candidate but the lower boxes' as items: its points g and next state i,
        # then E[(g + R)^2] and E[(g + R)^3] (weighted by their chances below): the
        # scratch row, the upper boxes at 1..5 dice, the six fives of a kind (bonus in).
        upper = 5 * len(self.upper)
        items = 1 + upper + 6
        g = work.get("g", (items, n), np.float64)
        i = work.get("i", (items, n), np.int64)
        g[0] = 0.0
        i[0] = at0[np.argmax(c0m, axis=0), cols]
        if upper:
            g[1 : 1 + upper] = gained[:, 1:].reshape(upper, n)
            i[1 : 1 + upper] = idx[:, 1:].reshape(upper, n)
        np.add(ygot, ybonus[None, :], out=g[1 + upper :])
        i[1 + upper :] = ynext
        a = take(i)
        s2 = second.take(i, mode="clip")
        # Per item: E[(g + R)^2], E[(g + R)^3] in one array so that each is summed against
        # the chances in one product; then E[(g + R)^k B], Y, B Y for k = 0..3 (below).
        terms = work.get("terms", (2, items, n), np.float64)
        f2, f3 = terms
        u = work.get("u", (items, n), np.float64)  # scratch, no temporaries
        np.multiply(3, a, out=f3)
        f3 += g
        f3 *= g
        np.multiply(3, s2, out=u)
        f3 += u
        f3 *= g
        f3 += third.take(i, mode="clip", out=u)
        np.multiply(2, a, out=f2)
        f2 += g
        f2 *= g
        f2 += s2
        # With an event: E[(g + R)^k B] from the next state's (Horner in g), or E[(g + R)^k]
        # itself for a candidate that crosses the bonus threshold (then B = 1); Y alike
        # for a Yahtzee scored, and B Y from the next state's Y where B comes now, etc.
        # The next state's twelve in one gather (`JOINT_LAYOUT`), then each (items, S)
        # contiguous for the sums: joint[event, k] = E[(g + R)^k (B, Y or B Y)]. In
        # float32, as they are kept: sums of positive terms, no cancellation.
        taken = work.get("taken", (items * n, 4 * _JOINT), np.float32)
        higher[2].take(i.reshape(-1), axis=0, mode="clip", out=taken)
        jterms = work.get("jterms", (4 * _JOINT, items, n), np.float32)
        jterms[:] = taken.T.reshape(4 * _JOINT, items, n)
        joint = jterms.reshape(_JOINT, 4, items, n)
        e0, e1, e2, e3 = (joint[:, k] for k in range(4))
        g32 = work.get("g32", (items, n), np.float32)
        g32[:] = g
        u3 = work.get("u3", (_JOINT, items, n), np.float32)
        v3 = work.get("v3", (_JOINT, items, n), np.float32)
        w3 = work.get("w3", (_JOINT, items, n), np.float32)
        np.multiply(g32, e0, out=u3)  # e3 += g (3 e2 + g (3 e1 + g e0))
        np.multiply(3, e1, out=v3)
        v3 += u3
        v3 *= g32
        v3 += np.multiply(3, e2, out=w3)
        v3 *= g32
        e3 += v3
        np.multiply(2, e1, out=v3)  # e2 += g (2 e1 + g e0)
        v3 += u3
        v3 *= g32
        e2 += v3
        e1 += u3
        cross = work.get("cross", (items, n), np.bool_)
        cross[0] = False
        if upper:
            cross[1 : 1 + upper] = crossed[:, 1:].reshape(upper, n)
        cross[1 + upper :] = ycross
        # A Yahtzee scored (Y = 1): only five of a kind, for 50 in its box or a bonus.
        fives = slice(1 + upper, items)
        scored = work.get("scored", (6, n), np.bool_)
        if model.yahtzee >= 0:
            fifty = (box == model.yahtzee) & (ygot > 0)
            np.logical_or(fifty, ybonus[None, :] > 0, out=scored)
        else:
            scored.fill(False)
        both = cross[fives] & scored
        whole: list[Any] = [1.0, g + a, f2, f3]  # E[(g + R)^k]: k = 0..3
        for k in range(4):  # B Y first, from B and Y as the next state gives them
            ek, full = joint[:, k], whole[k]
            five = full if k == 0 else full[fives]
            np.copyto(ek[2], ek[1], where=cross)
            np.copyto(ek[2, fives], ek[0, fives], where=scored)
            np.copyto(ek[2, fives], five, where=both)
            np.copyto(ek[0], full, where=cross)
            np.copyto(ek[1, fives], five, where=scored)
        if len(self.pbox):  # lower boxes: their points are fixed per row, so the chance
            # weighted sums of p^k per box first, then each box's moments: the next
            # state's 1, E[R], E[R^2], E[R^3], E[R^k B], Y, B Y (k = 0..3) per box, as
            # `_LOWER` combines them with those sums
            at_lower = at0[self.pboxes]
            shape = (2 + _HIGHER, len(self.pboxes), n)
            after_lower = work.get("after_lower", shape, np.float64)
            after_lower[0] = 1.0
            for k, nxt in enumerate((flat, *higher[:2])):
                nxt.take(at_lower, mode="clip", out=after_lower[k + 1])
            lower_joint = higher[2].take(at_lower, axis=0, mode="clip")
            after_lower[4:] = lower_joint.transpose(2, 0, 1)

        def moments(weights: F32) -> F64:
            """(_HIGHER, S): the moments of these states from the chance of each final
            roll."""
            chance = work.get("chance", picks.shape, np.float32)
            np.take(weights, self.other_rows - ROLLS_AT, axis=0, out=chance, mode="clip")
            wc = work.get("wc", (self.rows, n), np.float32)
            wc.fill(0.0)
            np.add.at(wc.reshape(-1), picks.reshape(-1), chance.reshape(-1))
            per_item = work.get("per_item", (items, n), np.float64)  # float64 for einsum
            per_item[: 1 + upper] = wc[: 1 + upper]
            per_item[1 + upper :] = weights[self.yahtzee_rows - ROLLS_AT]
            # einsum without `optimize` sums in its own loops, not in BLAS: BLAS threads
            # spin against the forked helper (measured: 7 s instead of 0.2 s).
            sums: F64 = work.get("sums", (_HIGHER, n), np.float64)
            np.einsum("ks,jks->js", per_item, terms, out=sums[:2])
            chance32 = work.get("chance32", (items, n), np.float32)
            chance32[:] = per_item
            sums[2:] = np.einsum("ks,jks->js", chance32, jterms)
            if len(self.pbox):
                # Per box the chance times p^k, k = 0..3, summed over its rows (they are
                # consecutive), in float32 as ever, then with its next state's moments.
                rows = wc[self.first_lower :]
                powers = work.get("powers", (4, len(rows), n), np.float32)
                powers[0] = rows
                for k in range(1, 4):
                    np.multiply(powers[k - 1], self.pval32, out=powers[k])
                sums_p = np.add.reduceat(powers, self.pstart, axis=1).astype(np.float64)
                products = np.einsum("apn,bpn->abn", sums_p, after_lower)
                sums += np.einsum("jab,abn->jn", _LOWER, products)
            return sums

        return moments


def _lower_coefficients() -> F64:
    """(_HIGHER, 4, 2 + _HIGHER): the moments of a lower box's points p plus the rest R'
    from the sums of the chance times p^a (a = 0..3) and the next state's [1, E[R'],
    E[R'^2], E[R'^3], E[R'^k B], Y, B Y (k = 0..3)]: E[(p + R')^k] and E[(p + R')^k B] etc.
    by the binomial theorem (no lower box wins the upper bonus, and five of a kind, the
    only Yahtzee, is done apart)."""
    c = np.zeros((_HIGHER, 4, 2 + _HIGHER))
    for a, b, coefficient in ((2, 0, 1), (1, 1, 2), (0, 2, 1)):  # E[(p + R')^2]
        c[0, a, b] = coefficient
    for a, b, coefficient in ((3, 0, 1), (2, 1, 3), (1, 2, 3), (0, 3, 1)):  # E[(p + R')^3]
        c[1, a, b] = coefficient
    for event in range(_JOINT):  # E[(p + R')^k B] = sum over j of C(k, j) p^(k-j) E[R'^j B]
        for k in range(4):
            for j in range(k + 1):
                c[2 + 4 * event + k, k - j, 4 + 4 * event + j] = math.comb(k, j)
    return c


_LOWER = _lower_coefficients()


def _upper_classes(model: RuleModel) -> tuple[list[list[int]], I64]:
    """Per subset of filled upper boxes: the ups to solve, and each up's stand-in.

    Two upper subtotals are worth the same when the open upper boxes can add the same
    sums that reach the threshold from either (the bonus is all that ``up`` decides):
    e.g. every subtotal too low to reach it. Each class is solved once, at its lowest
    reachable subtotal; ``stand_in[subset, up]`` is that subtotal (``up`` itself when
    no reachable subtotal shares its class, which no lookup ever asks for).
    """
    reachable = model.reachable_ups()
    threshold = model.threshold
    faces = [int(f) for f in model.face if f > 0]
    n = len(reachable)
    stand_in = np.tile(np.arange(model.ups, dtype=np.int64), (n, 1))
    if model.ups == 1:
        return reachable, stand_in
    solve: list[list[int]] = []
    for subset in range(n):
        sums = {0}
        for i, f in enumerate(faces):
            if not subset >> i & 1:
                sums = {s + c * f for s in sums for c in range(6)}
        ordered = sorted(sums)

        def key(up: int, ordered: list[int] = ordered) -> int:
            if up >= threshold:
                return -1
            return next((s for s in ordered if s >= threshold - up), -1)

        first: dict[int, int] = {}
        for up in reachable[subset]:
            first.setdefault(key(up), up)
        for up in range(model.ups):
            stand_in[subset, up] = first.get(key(up), up)
        solve.append(sorted(first.values()))
    return solve, stand_in


@dataclass(frozen=True)
class _Level:
    sm: I64
    su: I64
    sf: I64
    masks: I64
    """Every mask of the level, and below each one's up stand-ins (masks, ups)."""
    stand_in: I64


class _Levels:
    """The states to solve, one level at a time (built as needed: Yatzy has 830,000)."""

    def __init__(self, model: RuleModel) -> None:
        solve, self.stand_in = _upper_classes(model)
        self.lengths = np.array([len(ups) for ups in solve], dtype=np.int64)
        self.solve = np.zeros((len(solve), int(self.lengths.max())), dtype=np.int64)
        for i, ups in enumerate(solve):
            self.solve[i, : len(ups)] = ups
        masks = np.arange(model.masks, dtype=np.int64)
        self.subset = np.zeros(model.masks, dtype=np.int64)
        for i, b in enumerate(b for b in range(model.boxes) if model.face[b] > 0):
            self.subset |= ((masks >> b) & 1) << i
        self.filled = np.zeros(model.masks, dtype=np.int64)
        for b in range(model.boxes):
            self.filled += (masks >> b) & 1
        self.row = np.zeros(model.masks, dtype=np.int64)
        """row[mask]: its place among the masks of its level (ascending)."""
        for filled in range(model.boxes + 1):
            level = self.filled == filled
            self.row[level] = np.arange(int(level.sum()))
        self.flags = np.ones(model.masks, dtype=np.int64)
        if model.yahtzee >= 0:
            self.flags[(masks >> model.yahtzee) & 1 == 1] = model.flags

    def count(self, filled: int) -> int:
        masks = np.flatnonzero(self.filled == filled)
        return int((self.lengths[self.subset[masks]] * self.flags[masks]).sum())

    def level(self, filled: int) -> _Level:
        masks = np.flatnonzero(self.filled == filled).astype(np.int64)
        subset = self.subset[masks]
        per_flag = self.lengths[subset]
        counts = per_flag * self.flags[masks]
        sm = np.repeat(masks, counts)
        first = np.repeat(np.cumsum(counts) - counts, counts)
        j = np.arange(len(sm), dtype=np.int64) - first
        n = np.repeat(per_flag, counts)
        su = self.solve[np.repeat(subset, counts), j % n]
        return _Level(sm, su, j // n, masks, self.stand_in[subset])


def _can_fork() -> bool:
    """Whether a worker process may be forked: a plain single-threaded process only.

    Forking copies one thread; with Qt or other threads running, a lock held elsewhere
    could stay locked in the child, so the app (which builds in a Qt worker) uses threads.
    """
    return (
        hasattr(os, "fork")
        and (os.cpu_count() or 1) > 1
        and threading.current_thread() is threading.main_thread()
        and threading.active_count() == 1
        and "PySide6.QtCore" not in sys.modules
    )


def build_table(
    rules: RuleSet,
    progress: Progress | None = None,
    moments: bool = False,
    processes: bool | None = None,
) -> Table:
    """Solve a single-column rule set (ValueError for the others).

    With ``moments``, also the variance and third central moment of the points to come
    under the same choices.
    Each level is split between this process and a forked one when ``processes`` (by
    default when `_can_fork`), else solved in the calling thread: ``np.take``, the bulk
    of the work, holds the GIL, so threads would only fight over it (measured: two
    threads, the wall time of one and 60 % more CPU), and slow the GUI thread too.
    """
    model = rule_model(rules)
    kernel = _Kernel(model)
    levels = _Levels(model)
    shape = (model.ups, model.flags)
    per_mask = model.ups * model.flags
    total = sum(levels.count(n) for n in range(model.boxes))
    # Only two levels are kept in float64 (the one solved, the one it looks up), indexed
    # by a mask's row within its level, in slots of one shared arena: 0/1 values,
    # 2/3 E[R^2], 4/5 E[R^3] of the points to come R; E[R^k B], Y, B Y (k = 0..3) side by
    # side per cell in a second one (`JOINT_LAYOUT`), in float32 as the table keeps them.
    size = max(int((levels.filled == n).sum()) for n in range(model.boxes + 1)) * per_mask
    slots = 6 if moments else 2
    arena = np.frombuffer(mmap.mmap(-1, 8 * size * slots), dtype=np.float64)
    width = 4 * _JOINT
    joint_arena = np.frombuffer(mmap.mmap(-1, 4 * 2 * size * width if moments else 4), np.float32)

    def joint_cells(cur: int, count: int) -> F32:
        """The joint moments of a level, (cells, 12) in float32, in the second arena."""
        view: F32 = joint_arena[cur * size * width : (cur * size + count * per_mask) * width]
        return view.reshape(-1, width)

    def slot(i: int, masks: int) -> F64:
        view: F64 = arena[i * size : i * size + masks * per_mask].reshape(masks, *shape)
        return view

    def level_cells(cur: int, count: int) -> F64:
        """The values and moments of a level, one row each, its cells [row, up, flag]
        raveled (a view into the arena)."""
        view: F64 = arena.reshape(slots, size)[cur::2, : count * per_mask]
        return view

    def solve(level: _Level, lo: int, hi: int, cur: int, masks_after: int) -> None:
        """States lo:hi of a level into slots ``cur``, from the next level in the others."""
        cells = level_cells(cur, len(level.masks))
        flat = slot(1 - cur, masks_after).reshape(-1)
        if moments:
            flats = (
                slot(3 - cur, masks_after).reshape(-1),
                slot(5 - cur, masks_after).reshape(-1),
                joint_cells(1 - cur, masks_after),
            )
            joint = joint_cells(cur, len(level.masks))
        chunk = MOMENTS_CHUNK if moments else CHUNK
        for start in range(lo, hi, chunk):
            part = slice(start, min(start + chunk, hi))
            sm, su, sf = level.sm[part], level.su[part], level.sf[part]
            buf = np.empty((len(KEEPS), len(sm)))
            at = (levels.row[sm] * model.ups + su) * model.flags + sf
            rest = kernel.final(flat, levels.row, sm, su, sf, buf, flats if moments else None, work)
            if rest is not None:
                cells[0, at], weights = turn_weights_into(buf, work)
                got = rest(weights)
                cells[1:, at] = got[:2]
                joint[at] = got[2:].T
            else:
                cells[0, at] = turn_value_into(buf)

    work = _Work()
    fork = _can_fork() if processes is None else processes
    helper = _Helper(levels, solve) if fork else None
    table = np.zeros((model.masks, *shape), dtype=np.float32)
    variance = np.zeros_like(table) if moments else None
    third = np.zeros_like(table) if moments else None
    # The joint moments per state side by side (`JOINT_LAYOUT`), each level written in
    # one contiguous copy; `Table.bonus` and `Table.yahtzee` are views of them.
    joint_out = np.zeros((*table.shape, 4 * _JOINT), dtype=np.float32) if moments else None
    done = 0
    try:
        if progress:
            progress(0, total)
        for filled in range(model.boxes - 1, -1, -1):
            level = levels.level(filled)
            cur = filled % 2
            masks_after = int((levels.filled == filled + 1).sum())
            count = len(level.masks)
            cells = level_cells(cur, count)
            cells[:] = 0.0
            joint = joint_cells(cur, count) if moments else None
            if joint is not None:
                joint[:] = 0.0
            n = len(level.sm)
            if helper is not None:
                helper.start(filled, n // 2, n, cur, masks_after)
                solve(level, 0, n // 2, cur, masks_after)
                helper.wait()
            else:
                solve(level, 0, n, cur, masks_after)
            if model.ups > 1:  # every up takes its stand-in's (see `_upper_classes`)
                row, up = np.nonzero(level.stand_in != np.arange(model.ups))
                flags = np.arange(model.flags)
                first = row * model.ups
                to = ((first + up)[:, None] * model.flags + flags).reshape(-1)
                src = ((first + level.stand_in[row, up])[:, None] * model.flags + flags).reshape(-1)
                cells[:, to] = cells[:, src]  # no stand-in has one: the sources stay
                if joint is not None:
                    joint[to] = joint[src]
            got = cells.reshape(len(cells), count, *shape)
            table[level.masks] = got[0]
            if variance is not None and third is not None and joint_out is not None:
                assert joint is not None
                values, m2, m3 = got[0], got[1], got[2]
                variance[level.masks] = np.maximum(m2 - values * values, 0.0)
                third[level.masks] = m3 - values * (3 * m2 - 2 * values * values)
                joint_out[level.masks] = joint.reshape(count, *shape, 4 * _JOINT)
            done += n
            if progress:
                progress(done, total)
    finally:
        if helper is not None:
            helper.close()
    bonus = yahtzee = None
    if joint_out is not None:  # E[R^k B], then E[R^k Y] and E[R^k B Y]: views, no copy
        bonus = np.moveaxis(joint_out[..., :4], -1, 0)
        yahtzee = np.moveaxis(joint_out[..., 4:], -1, 0)
    return Table(model, table, float(slot(0, 1)[0, 0, 0]), variance, third, bonus, yahtzee)


class _Helper:
    """A forked process that solves the far half of each level into the shared arena."""

    def __init__(self, levels: _Levels, solve: Callable[[_Level, int, int, int, int], None]):
        to_child, self._ask = os.pipe()
        self._answer, to_parent = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the child: serve until told to stop, then leave at once
            os.close(self._ask)
            os.close(self._answer)
            status = 0
            try:
                with os.fdopen(to_child, "r") as asks, os.fdopen(to_parent, "w") as answers:
                    for line in asks:
                        filled, lo, hi, cur, masks_after = map(int, line.split())
                        try:
                            solve(levels.level(filled), lo, hi, cur, masks_after)
                            answers.write("ok\n")
                        except Exception as exc:  # handed to the parent, which raises
                            message = f"{type(exc).__name__}: {exc}".replace("\n", " ")
                            answers.write(f"error {message}\n")
                        answers.flush()
            except BaseException:
                status = 1
            finally:
                os._exit(status)
        os.close(to_child)
        os.close(to_parent)
        self._asks = os.fdopen(self._ask, "w")
        self._answers = os.fdopen(self._answer, "r")

    def start(self, filled: int, lo: int, hi: int, cur: int, masks_after: int) -> None:
        self._asks.write(f"{filled} {lo} {hi} {cur} {masks_after}\n")
        self._asks.flush()

    def wait(self) -> None:
        answer = self._answers.readline().strip()
        if answer != "ok":
            raise RuntimeError(f"solver helper process failed: {answer or 'it stopped'}")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._asks.close()
        with contextlib.suppress(OSError):
            self._answers.close()
        try:
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
            if pid == 0:  # still busy (the build was cancelled): stop it
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
