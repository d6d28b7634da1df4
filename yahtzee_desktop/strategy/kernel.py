"""The final roll of a chunk of states: the value of each roll (its best box), and with the
moments, what the rest of the game holds after it.

`final_values` tries every box by the joker rules: the plain reference, also used to
explain a hint. `Kernel` gives the same values from a few candidates per roll (see its
docstring), the solver's inner loop. With the moments it keeps each roll's choice (a
stamped maximum, turn.py) and returns a function of the chance of each final roll: every
moment of the turn is then a weighted sum over the final rolls' boxes, so more moments
cost little more: E[R^2], E[R^3] of the points still to come R, and E[R^k B], E[R^k Y],
E[R^k B Y] for k = 0..3, B = 1 if the upper bonus is won in the rest of the game, Y = 1
if a Yahtzee is scored in it (50 in its box, or a Yahtzee bonus), for a law of four
humps (`chances.rest_law`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import numpy as np
import numpy.typing as npt

from .model import (
    F64,
    FACE_COUNT,
    I64,
    ROLLS_AT,
    YAHTZEE_ROWS,
    RuleModel,
)
from .turn import F32, ORDER, Work, stamp, stamp_mask, stamped

__all__ = ["HIGHER", "JOINT", "JOINT_LAYOUT", "Kernel", "Moments", "final_values"]

Moments = Callable[[F32], F64]
"""moments(chance of each final roll) -> (14, S): E[R^2], E[R^3], then for k = 0..3
E[R^k B], E[R^k Y] and E[R^k B Y], of a batch of states (`HIGHER`)."""

JOINT = 3
"""Events the moments are joint with: B (the upper bonus won in the rest of the game),
Y (a Yahtzee scored in it: 50 in its box, or a bonus) and both, B Y."""
HIGHER = 2 + 4 * JOINT
"""Moments carried besides the values: E[R^2], E[R^3], then E[R^k B], E[R^k Y] and
E[R^k B Y] for k = 0..3."""
JOINT_LAYOUT = "[cell, 4 event + k]"
"""The twelve joint moments of a level sit side by side per cell: a next state's come in
one gather of 96 contiguous bytes, not twelve scattered ones (measured: the twelve
gathers alone cost most of what the Yahtzee moments added to the build)."""


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


class Kernel:
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
        self.first_lower = first_lower
        self.pbox = np.array(pbox, dtype=np.int64)
        self.pval = np.array(pval, dtype=np.float64)[:, None]
        pstart = np.flatnonzero(np.diff(self.pbox, prepend=-1))
        self.pboxes = self.pbox[pstart]
        """The lower boxes with points, each one's rows consecutive from its start."""
        self.lower_powers = np.zeros((4, len(self.pboxes), len(pbox)))
        """lower_powers[a, box, row]: p^a for each row (box, p) of that box, else 0."""
        box_of_row = np.cumsum(np.isin(np.arange(len(pbox)), pstart)) - 1
        for a in range(4):
            self.lower_powers[a, box_of_row, np.arange(len(pbox))] = self.pval[:, 0] ** a
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
            rows = ORDER.roll_rows[others[pick]]
            self.groups.append((rows, np.array([cands[i] for i in pick], dtype=np.int64)))
        self.yahtzee_rows = ORDER.roll_rows[YAHTZEE_ROWS]
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
        work: Work | None = None,
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
        # With moments every maximum is stamped (`stamp`), where -inf would be a NaN.
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
        work = Work() if work is None else work
        if higher:  # each maximum below then says which candidate it took: its cell
            stamp(cand, work.cells("cand_cells", cand.shape), stamp_mask(cand.size))
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
            np.bitwise_and(best.view(np.int64), stamp_mask(cand.size), out=picks)
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
            stamp(cy.reshape(model.boxes, -1), self.box_rows)
        best_y = cy.max(axis=0)
        if higher:
            box = stamped(best_y)  # (6, S)
            # Flat gathers (yp is (B, 6, S), at0 (B, S)): take_along_axis builds its
            # index arrays each chunk (measured: 1 % of a build with moments).
            ygot = yp.reshape(-1).take(box * (6 * n) + work.cells("six_cells", (6, n)))
            ynext = at0.reshape(-1).take(box * n + cols)
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
        # Only the upper boxes open in some state of the chunk: no roll takes the others
        # (the solver groups states by their filled upper boxes, so chunks have few).
        some = np.flatnonzero(reach[self.upper].any(axis=1))
        upper = 5 * len(some)
        items = 1 + upper + 6
        # The rows of `cand` that are these items, but the fives (not among them).
        item_rows = np.concatenate(([0], (1 + 5 * some[:, None] + np.arange(5)).ravel()))
        g = work.get("g", (items, n), np.float64)
        i = work.get("i", (items, n), np.int64)
        g[0] = 0.0
        i[0] = at0[np.argmax(c0m, axis=0), cols]
        if upper:
            g[1 : 1 + upper] = gained[some, 1:].reshape(upper, n)
            i[1 : 1 + upper] = idx[some, 1:].reshape(upper, n)
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
        taken = work.get("taken", (items * n, 4 * JOINT), np.float32)
        higher[2].take(i.reshape(-1), axis=0, mode="clip", out=taken)
        jterms = work.get("jterms", (4 * JOINT, items, n), np.float32)
        jterms[:] = taken.T.reshape(4 * JOINT, items, n)
        joint = jterms.reshape(JOINT, 4, items, n)
        e0, e1, e2, e3 = (joint[:, k] for k in range(4))
        g32 = work.get("g32", (items, n), np.float32)
        g32[:] = g
        u3 = work.get("u3", (JOINT, items, n), np.float32)
        v3 = work.get("v3", (JOINT, items, n), np.float32)
        w3 = work.get("w3", (JOINT, items, n), np.float32)
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
            cross[1 : 1 + upper] = crossed[some, 1:].reshape(upper, n)
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
        # E[(g + R)^k], k = 0..3, rounded to float32 as the copies below would round it,
        # so that each copy serves the four k at once (the k never mix).
        whole = work.get("whole", (4, items, n), np.float32)
        whole[0] = 1.0
        np.add(g, a, out=whole[1], casting="same_kind")
        whole[2:] = terms
        # B Y first, from B and Y as the next state gives them.
        np.copyto(joint[2], joint[1], where=cross)
        np.copyto(joint[2, :, fives], joint[0, :, fives], where=scored)
        np.copyto(joint[2, :, fives], whole[:, fives], where=both)
        np.copyto(joint[0], whole, where=cross)
        np.copyto(joint[1, :, fives], whole[:, fives], where=scored)
        if len(self.pbox):  # lower boxes: their points are fixed per row, so the chance
            # weighted sums of p^k per box first, then each box's moments: the next
            # state's 1, E[R], E[R^2], E[R^3], E[R^k B], Y, B Y (k = 0..3) per box, as
            # `_LOWER` combines them with those sums
            at_lower = at0[self.pboxes]
            shape = (2 + HIGHER, len(self.pboxes), n)
            after_lower = work.get("after_lower", shape, np.float64)
            after_lower[0] = 1.0
            for k, nxt in enumerate((flat, *higher[:2])):
                nxt.take(at_lower, mode="clip", out=after_lower[k + 1])
            lower_joint = higher[2].take(at_lower, axis=0, mode="clip")
            after_lower[4:] = lower_joint.transpose(2, 0, 1)

        def moments(weights: F32) -> F64:
            """(HIGHER, S): the moments of these states from the chance of each final
            roll."""
            chance = work.get("chance", picks.shape, np.float32)
            np.take(weights, self.other_rows - ROLLS_AT, axis=0, out=chance, mode="clip")
            wc = work.get("wc", (self.rows, n), np.float32)
            wc.fill(0.0)
            np.add.at(wc.reshape(-1), picks.reshape(-1), chance.reshape(-1))
            per_item = work.get("per_item", (items, n), np.float64)  # float64 for einsum
            per_item[: 1 + upper] = wc[item_rows]
            per_item[1 + upper :] = weights[self.yahtzee_rows - ROLLS_AT]
            # einsum without `optimize` sums in its own loops, not in BLAS: BLAS threads
            # spin against the forked helper (measured: 7 s instead of 0.2 s).
            sums: F64 = work.get("sums", (HIGHER, n), np.float64)
            np.einsum("ks,jks->js", per_item, terms, out=sums[:2])
            chance32 = work.get("chance32", (items, n), np.float32)
            chance32[:] = per_item
            sums[2:] = np.einsum("ks,jks->js", chance32, jterms)
            if len(self.pbox):
                # Per box the chance times p^k, k = 0..3, summed over its rows, then with
                # its next state's moments.
                # Two small products in BLAS, each well under the 262,144 multiply-adds
                # below which OpenBLAS stays on the calling thread (no threads to spin
                # against the forked helper): a third of what reduceat and einsum took.
                rows = work.get("lower_rows", (len(self.pbox), n), np.float64)
                rows[:] = wc[self.first_lower :]
                sums_p = work.get("sums_p", (4, len(self.pboxes), n), np.float64)
                for a in range(4):
                    np.matmul(self.lower_powers[a], rows, out=sums_p[a])
                products = np.einsum("apn,bpn->abn", sums_p, after_lower)
                sums += np.matmul(_LOWER_FLAT, products.reshape(-1, n))
            return sums

        return moments


def _lower_coefficients() -> F64:
    """(HIGHER, 4, 2 + HIGHER): the moments of a lower box's points p plus the rest R'
    from the sums of the chance times p^a (a = 0..3) and the next state's [1, E[R'],
    E[R'^2], E[R'^3], E[R'^k B], Y, B Y (k = 0..3)]: E[(p + R')^k] and E[(p + R')^k B] etc.
    by the binomial theorem (no lower box wins the upper bonus, and five of a kind, the
    only Yahtzee, is done apart)."""
    c = np.zeros((HIGHER, 4, 2 + HIGHER))
    for a, b, coefficient in ((2, 0, 1), (1, 1, 2), (0, 2, 1)):  # E[(p + R')^2]
        c[0, a, b] = coefficient
    for a, b, coefficient in ((3, 0, 1), (2, 1, 3), (1, 2, 3), (0, 3, 1)):  # E[(p + R')^3]
        c[1, a, b] = coefficient
    for event in range(JOINT):  # E[(p + R')^k B] = sum over j of C(k, j) p^(k-j) E[R'^j B]
        for k in range(4):
            for j in range(k + 1):
                c[2 + 4 * event + k, k - j, 4 + 4 * event + j] = math.comb(k, j)
    return c


_LOWER = _lower_coefficients()
_LOWER_FLAT = np.ascontiguousarray(_LOWER.reshape(HIGHER, -1))
