"""The turn-start states of a single-column rule set, a level (of filled boxes) at a time.

Shared by the optimal solver (solver.py) and the computer levels' own moments
(level_tables.py): both go backwards over the same states, and both solve each class
of equivalent upper subtotals once (`upper_classes`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .model import I64, RuleModel

__all__ = ["LevelStates", "Levels", "upper_classes"]


def upper_classes(model: RuleModel, won_apart: bool = False) -> tuple[list[list[int]], I64]:
    """Per subset of filled upper boxes: the ups to solve, and each up's stand-in.

    Two upper subtotals are worth the same when the open upper boxes can add the same
    sums that reach the threshold from either (the bonus is all that ``up`` decides):
    e.g. every subtotal too low to reach it. Each class is solved once, at its lowest
    reachable subtotal; ``stand_in[subset, up]`` is that subtotal (``up`` itself when
    no reachable subtotal shares its class, which no lookup ever asks for). With
    ``won_apart``, a bonus already won is a class of its own, not that of a bonus out of
    reach (the same points to come, but not the same choices for a Good player).
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
                return -2 if won_apart else -1
            return next((s for s in ordered if s >= threshold - up), -1)

        first: dict[int, int] = {}
        for up in reachable[subset]:
            first.setdefault(key(up), up)
        for up in range(model.ups):
            stand_in[subset, up] = first.get(key(up), up)
        solve.append(sorted(first.values()))
    return solve, stand_in


@dataclass(frozen=True)
class LevelStates:
    sm: I64
    su: I64
    sf: I64
    masks: I64
    """Every mask of the level, and below each one's up stand-ins (masks, ups)."""
    stand_in: I64


class Levels:
    """The states to solve, one level at a time (built as needed: Yatzy has 830,000)."""

    def __init__(self, model: RuleModel, grouped: bool = False, won_apart: bool = False) -> None:
        self.model = model
        self.grouped = grouped
        """Whether a level's states come grouped by their filled upper boxes: a chunk
        then has few open upper boxes, whose items alone the moments follow (`Kernel`)."""
        solve, self.stand_in = upper_classes(model, won_apart)
        self.lengths = np.array([len(ups) for ups in solve], dtype=np.int64)
        widest = max(len(ups) for ups in solve)  # not lengths.max(): NumPy 2.5's stubs differ
        self.solve = np.zeros((len(solve), widest), dtype=np.int64)
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

    def level(self, filled: int) -> LevelStates:
        masks = np.flatnonzero(self.filled == filled).astype(np.int64)
        subset = self.subset[masks]
        per_flag = self.lengths[subset]
        counts = per_flag * self.flags[masks]
        sm = np.repeat(masks, counts)
        first = np.repeat(np.cumsum(counts) - counts, counts)
        j = np.arange(len(sm), dtype=np.int64) - first
        n = np.repeat(per_flag, counts)
        su = self.solve[np.repeat(subset, counts), j % n]
        sf = j // n
        if self.grouped:  # stable: within a subset, the order above
            order = np.argsort(self.subset[sm], kind="stable")
            sm, su, sf = sm[order], su[order], sf[order]
        return LevelStates(sm, su, sf, masks, self.stand_in[subset])
