"""Backward induction over turn-start states, vectorised across all states of a level.

A level is every state with the same number of filled boxes; its states only look up
states of the next level, so a whole level is a batch of array operations, a chunk of
states at a time: the value of each final roll (best box, kernel.py), then one turn of
three rolls backwards to its start (turn.py). This module schedules the levels, keeps the
two levels in use in shared memory, and splits each level with a forked helper process.

Upper subtotals that cannot change the bonus any more are solved once per class
(`_upper_classes`), which leaves 311,000 of the official table's 536,000 reachable
states to solve. The values stay in float64: float32 moves the official optimum by
about 1e-4 (measured), far from the published 254.5877287.

With `moments=True`, the same pass also gives the second and third moments of the
points still to come under the same choices (variance and skewness, for win chances),
and their moments joint with the upper bonus and a Yahtzee (kernel.py). The official
standard deviation comes out at 59.6078 (59.6076 exactly), its skewness at 1.588, the
bonus's chance at 0.6812. That cost 2.18x the table alone on two cores, quiet
(benchmarks/bench_chances.py); the trims since take 5 % of a chunk's instructions
(valgrind, the same 256 states: 23.0 million, now 21.9, the table alone 10.3) and
balance the two processes (`_Claims`). The rest is mostly NumPy passes over memory:
stamps, scatters of chances, the forward pass of turn.py.
"""

from __future__ import annotations

import contextlib
import math
import mmap
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..core.rules import RuleSet
from .kernel import JOINT, Kernel
from .model import F64, I64, KEEPS, RuleModel, rule_model
from .turn import F32, Work, turn_value_into, turn_weights_into

__all__ = ["FORMAT", "Progress", "Table", "build_table"]

FORMAT = 1
"""Bump when the table layout or the solver's meaning changes: old caches are rebuilt."""

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

    def __init__(self, model: RuleModel, grouped: bool = False) -> None:
        self.grouped = grouped
        """Whether a level's states come grouped by their filled upper boxes: a chunk
        then has few open upper boxes, whose items alone the moments follow (`Kernel`)."""
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
        sf = j // n
        if self.grouped:  # stable: within a subset, the order above
            order = np.argsort(self.subset[sm], kind="stable")
            sm, su, sf = sm[order], su[order], sf[order]
        return _Level(sm, su, sf, masks, self.stand_in[subset])


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
    kernel = Kernel(model)
    levels = _Levels(model, grouped=moments)
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
    width = 4 * JOINT
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
        parts: Iterable[slice]
        if claims is None:
            parts = [slice(start, min(start + chunk, hi)) for start in range(lo, hi, chunk)]
        else:  # this process's half first, then what the other has not begun
            parts = claims.parts(len(level.sm), chunk, from_end=lo > 0)
        for part in parts:
            sm, su, sf = level.sm[part], level.su[part], level.sf[part]
            at = (levels.row[sm] * model.ups + su) * model.flags + sf
            if moments:  # reused, as the moments' buffers (`Work`)
                buf = work.get("buf", (len(KEEPS), len(sm)), np.float64)
            else:
                buf = np.empty((len(KEEPS), len(sm)))
            rest = kernel.final(flat, levels.row, sm, su, sf, buf, flats if moments else None, work)
            if rest is not None:
                assert variance is not None and third is not None and joint_out is not None
                value, weights = turn_weights_into(buf, work)
                got = rest(weights)
                cells[0, at] = value
                cells[1:, at] = got[:2]
                got_joint = got[2:].T.astype(np.float32)
                joint[at] = got_joint
                # The table's own figures straight away, in this process's half, by flat
                # index (three index arrays made each of the four writes broadcast them).
                m2, m3 = got[0], got[1]
                into = (sm * model.ups + su) * model.flags + sf
                table.reshape(-1)[into] = value
                variance.reshape(-1)[into] = np.maximum(m2 - value * value, 0.0)
                third.reshape(-1)[into] = m3 - value * (3 * m2 - 2 * value * value)
                joint_out.reshape(-1, 4 * JOINT)[into] = got_joint
            else:
                cells[0, at] = turn_value_into(buf)

    # With the moments, each process writes its states' figures (`solve`), so into memory
    # both share: the parent only copies the stand-ins' after each level (measured: the
    # whole level's assembly there took 2-4 % of the wall time, the helper idle).
    table = _zeros((model.masks, *shape), shared=moments)
    variance = _zeros(table.shape, shared=True) if moments else None
    third = _zeros(table.shape, shared=True) if moments else None
    # The joint moments per state side by side (`JOINT_LAYOUT`); `Table.bonus` and
    # `Table.yahtzee` are views of them.
    joint_out = _zeros((*table.shape, 4 * JOINT), shared=True) if moments else None
    work = Work()
    fork = _can_fork() if processes is None else processes
    claims = _Claims() if fork and moments else None  # made before the fork: shared
    helper = _Helper(levels, solve) if fork else None  # forked once the outputs exist
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
                if claims is not None:
                    claims.reset(n, MOMENTS_CHUNK)
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
                if moments:  # the table's figures alike
                    masks, source = level.masks[row], level.stand_in[row, up]
                    for figures in (table, variance, third, joint_out):
                        assert figures is not None
                        figures[masks, up] = figures[masks, source]
            if not moments:
                table[level.masks] = cells[0].reshape(count, *shape)
            done += n
            if progress:
                progress(done, total)
    finally:
        if helper is not None:
            helper.close()
        if claims is not None:
            claims.close()
    bonus = yahtzee = None
    if joint_out is not None:  # E[R^k B], then E[R^k Y] and E[R^k B Y]: views, no copy
        bonus = np.moveaxis(joint_out[..., :4], -1, 0)
        yahtzee = np.moveaxis(joint_out[..., 4:], -1, 0)
    return Table(model, table, float(slot(0, 1)[0, 0, 0]), variance, third, bonus, yahtzee)


def _zeros(shape: tuple[int, ...], shared: bool) -> npt.NDArray[np.float32]:
    """float32 zeros, in memory a forked helper shares if ``shared``."""
    if not shared:
        return np.zeros(shape, dtype=np.float32)
    size = max(4 * math.prod(shape), 1)
    return np.frombuffer(mmap.mmap(-1, size), dtype=np.float32).reshape(shape)


class _Claims:
    """The chunks of a level handed out to the two processes as each asks for its next.

    With the moments a chunk costs more the more upper boxes its states have open, and a
    machine shared with other work slows either process: with a fixed half each, one
    process waited for the other 0.03-0.4 s of a 2.7-5 s build (measured on a shared
    2-core machine). Each process takes its own half's chunks from its end (this one
    from the start, the helper from the end) and goes on into the other's until they
    meet. The chunks are the fixed halves' chunks whoever solves them, so the figures do
    not move by a bit (a state's stamps depend on its place in its chunk, `turn.stamp`).
    """

    def __init__(self) -> None:
        # The lock: a pipe holding one byte, which a process takes to claim a chunk and
        # puts back (the os module alone: importing multiprocessing for its Lock cost
        # every process that imports the solver 0.8 MB and 8 ms, measured).
        self._take, self._give = os.pipe()
        os.write(self._give, b"x")
        self._ends = np.frombuffer(mmap.mmap(-1, 16), dtype=np.int64)
        """The next chunk from the start and the one after the last left, shared."""

    def close(self) -> None:
        os.close(self._take)
        os.close(self._give)

    @staticmethod
    def chunks(n: int, chunk: int) -> list[slice]:
        """A level's chunks: each half of its n states cut from its own start."""
        half = n // 2
        first = [slice(s, min(s + chunk, half)) for s in range(0, half, chunk)]
        return first + [slice(s, min(s + chunk, n)) for s in range(half, n, chunk)]

    def reset(self, n: int, chunk: int) -> None:
        """Before a level, both processes idle: every chunk of it free."""
        self._ends[:] = (0, len(self.chunks(n, chunk)))

    def parts(self, n: int, chunk: int, from_end: bool) -> Iterator[slice]:
        """The chunks this process takes, one at a time, until none is left."""
        chunks = self.chunks(n, chunk)
        while True:
            os.read(self._take, 1)  # waits while the other process holds the byte
            try:
                first, end = int(self._ends[0]), int(self._ends[1])
                if first < end:
                    i = end - 1 if from_end else first
                    self._ends[1 if from_end else 0] = i if from_end else first + 1
            finally:
                os.write(self._give, b"x")
            if first >= end:
                return
            yield chunks[i]


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
