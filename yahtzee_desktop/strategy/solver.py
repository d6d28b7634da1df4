"""Backward induction over turn-start states, vectorised across all states of a level.

A level is every state with the same number of filled boxes; its states only look up
states of the next level, so a whole level is a batch of array operations, a chunk of
states at a time: the value of each final roll (best box, kernel.py), then one turn of
three rolls backwards to its start (turn.py). This module schedules the levels, keeps the
two levels in use in shared memory, and splits each level with a helper process.

Upper subtotals that cannot change the bonus any more are solved once per class
(`states.upper_classes`), which leaves 311,000 of the official table's 536,000 reachable
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
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from ..core.rules import RuleSet
from .kernel import JOINT, Kernel
from .model import F64, KEEPS, RuleModel, rule_model
from .states import Levels, LevelStates
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


class MomentRows(Protocol):
    """Where a table's moments are read one state at a time (`table_cache.MomentFile`)."""

    def row(self, mask: int, up: int, flag: int) -> F64: ...


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
    moment_file: MomentRows | None = None
    """The same moments left on disk (`table_cache.load_table(in_memory=False)`)."""

    @property
    def has_moments(self) -> bool:
        arrays = (self.variance, self.third, self.bonus, self.yahtzee)
        return self.moment_file is not None or all(a is not None for a in arrays)

    def moment_row(self, mask: int, up: int, flag: int) -> F64:
        """One state's moments: variance, third moment, E[R^k B] (4), E[R^k Y] and
        E[R^k B Y] (8), as the moments' file lays them side by side."""
        if self.moment_file is not None:
            return self.moment_file.row(mask, up, flag)
        assert self.variance is not None and self.third is not None
        assert self.bonus is not None and self.yahtzee is not None
        at = (mask, up, flag)
        row = [self.variance[at], self.third[at], *self.bonus[(slice(None), *at)]]
        return np.array([*row, *self.yahtzee[(slice(None), *at)]], dtype=np.float64)

    def future(self, mask: int, up: int, flag: int) -> float:
        if mask == self.model.masks - 1:
            return 0.0
        return float(self.values[mask, up, flag])


SPLIT_FROM = 40_000
"""States from which a build is split between two processes by default: a fresh helper
process takes ~0.3 s to start (an interpreter, NumPy, the levels), more than a small
rule set takes to solve alone."""


def _can_split(total: int) -> bool:
    """Whether a level is worth splitting with a helper process: two cores or more,
    states enough to pay for the helper's start, and a process that may have children
    (the app's builders are daemon processes, which multiprocessing allows none: they
    build alone, at idle priority, as they always have)."""
    multiprocessing = sys.modules.get("multiprocessing")
    if multiprocessing is not None and multiprocessing.current_process().daemon:
        return False
    return (os.cpu_count() or 1) > 1 and total >= SPLIT_FROM


def build_table(
    rules: RuleSet,
    progress: Progress | None = None,
    moments: bool = False,
    processes: bool | None = None,
) -> Table:
    """Solve a single-column rule set (ValueError for the others).

    With ``moments``, also the variance and third central moment of the points to come
    under the same choices.
    Each level is split between this process and a helper when ``processes`` (by
    default when `_can_split`), else solved in the calling thread: ``np.take``, the bulk
    of the work, holds the GIL, so threads would only fight over it (measured: two
    threads, the wall time of one and 60 % more CPU), and slow the GUI thread too. The
    helper is a fresh interpreter (multiprocessing's "spawn"), never a fork: a fork of a
    process with threads (Qt's, OpenBLAS's) can deadlock the child (issue 24).
    """
    model = rule_model(rules)
    levels = Levels(model, grouped=moments)
    total = sum(levels.count(n) for n in range(model.boxes))
    split = _can_split(total) if processes is None else processes
    build = _Build(moments, levels, _Shared.create(levels, moments) if split else None)
    helper = _Helper(rules, moments, build.shared) if build.shared is not None else None
    done = 0
    try:
        if progress:
            progress(0, total)
        for filled in range(model.boxes - 1, -1, -1):
            level = levels.level(filled)
            cur = filled % 2
            masks_after = int((levels.filled == filled + 1).sum())
            count = len(level.masks)
            cells = build.level_cells(cur, count)
            cells[:] = 0.0
            joint = build.joint_cells(cur, count) if moments else None
            if joint is not None:
                joint[:] = 0.0
            n = len(level.sm)
            if helper is not None:
                if build.claims is not None:
                    build.claims.reset(n, MOMENTS_CHUNK)
                helper.start(filled, n // 2, n, cur, masks_after)
                build.solve(level, 0, n // 2, cur, masks_after)
                helper.wait()
            else:
                build.solve(level, 0, n, cur, masks_after)
            build.stand_ins(level, cells, joint)
            if not moments:
                build.table[level.masks] = cells[0].reshape(count, *build.shape)
            done += n
            if progress:
                progress(done, total)
    finally:
        if helper is not None:
            helper.close()
    return build.result()


class _Shared:
    """The memory both processes of a split build write: the two levels in use (values
    and moments, in float64; the joint moments in float32), the table's own figures
    when the moments are built, and the claims' counters. multiprocessing's `RawArray`s,
    which a spawned helper receives when it starts (shared pages, no copy)."""

    def __init__(self, buffers: dict[str, Any], lock: Any) -> None:
        self.buffers = buffers
        self.lock = lock

    @classmethod
    def create(cls, levels: Levels, moments: bool) -> _Shared:
        import ctypes
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        sizes = _Build.sizes(levels, moments)
        buffers = {name: context.RawArray(ctypes.c_char, max(n, 8)) for name, n in sizes.items()}
        return cls(buffers, _ByteLock(*context.Pipe(duplex=False)) if moments else None)

    def array(self, name: str, dtype: type[np.generic]) -> npt.NDArray[Any]:
        return np.frombuffer(self.buffers[name], dtype=dtype)


class _Build:
    """One build's state and its solving step, the same in this process and in a helper:
    each makes its own model, kernel and levels (the same values: they follow from the
    rules), and works on the arenas in `shared` when split."""

    def __init__(self, moments: bool, levels: Levels, shared: _Shared | None) -> None:
        self.model = model = levels.model
        self.moments = moments
        self.levels = levels
        self.kernel = Kernel(model)
        self.shared = shared
        self.shape = (model.ups, model.flags)
        self.per_mask = model.ups * model.flags
        # Only two levels are kept in float64 (the one solved, the one it looks up),
        # indexed by a mask's row within its level, in slots of one arena: 0/1 values,
        # 2/3 E[R^2], 4/5 E[R^3] of the points to come R; E[R^k B], Y, B Y (k = 0..3) side
        # by side per cell in a second one (`JOINT_LAYOUT`), in float32 as the table keeps
        # them.
        self.size = _Build.level_size(levels)
        self.slots = 6 if moments else 2
        self.width = 4 * JOINT
        sizes = _Build.sizes(levels, moments)

        def array(name: str, dtype: type[np.generic]) -> npt.NDArray[Any]:
            if shared is not None and name in shared.buffers:
                return shared.array(name, dtype)[: sizes[name] // np.dtype(dtype).itemsize]
            return np.zeros(sizes[name] // np.dtype(dtype).itemsize, dtype=dtype)

        self.arena: F64 = array("arena", np.float64)
        self.joint_arena: F32 = array("joint", np.float32)
        figures = (model.masks, *self.shape)
        # With the moments, each process writes its states' figures (`solve`), so into
        # memory both share: the parent only copies the stand-ins' after each level
        # (measured: the whole level's assembly there took 2-4 % of the wall time).
        self.table = array("table", np.float32).reshape(figures)
        self.variance = array("variance", np.float32).reshape(figures) if moments else None
        self.third = array("third", np.float32).reshape(figures) if moments else None
        self.joint_out = (
            array("joint_out", np.float32).reshape(*figures, self.width) if moments else None
        )
        self.claims = (
            _Claims(shared.array("claims", np.int64)[:2], shared.lock)
            if shared is not None and moments
            else None
        )
        self.work = Work()

    @staticmethod
    def level_size(levels: Levels) -> int:
        model = levels.model
        most = max(int((levels.filled == n).sum()) for n in range(model.boxes + 1))
        return most * model.ups * model.flags

    @staticmethod
    def sizes(levels: Levels, moments: bool) -> dict[str, int]:
        """Bytes of each array of a build (those a split build shares, and the table)."""
        model = levels.model
        size = _Build.level_size(levels)
        cells = model.masks * model.ups * model.flags
        sizes = {
            "arena": 8 * size * (6 if moments else 2),
            "joint": 4 * 2 * size * 4 * JOINT if moments else 4,
            "table": 4 * cells,
        }
        if moments:
            sizes |= {"variance": 4 * cells, "third": 4 * cells, "joint_out": 16 * JOINT * cells}
            sizes["claims"] = 16
        return sizes

    def joint_cells(self, cur: int, count: int) -> F32:
        """The joint moments of a level, (cells, 12) in float32, in the second arena."""
        size, width = self.size, self.width
        view: F32 = self.joint_arena[
            cur * size * width : (cur * size + count * self.per_mask) * width
        ]
        return view.reshape(-1, width)

    def slot(self, i: int, masks: int) -> F64:
        view: F64 = self.arena[i * self.size : i * self.size + masks * self.per_mask]
        return view.reshape(masks, *self.shape)

    def level_cells(self, cur: int, count: int) -> F64:
        """The values and moments of a level, one row each, its cells [row, up, flag]
        raveled (a view into the arena)."""
        view: F64 = self.arena.reshape(self.slots, self.size)[cur::2, : count * self.per_mask]
        return view

    def solve(self, level: LevelStates, lo: int, hi: int, cur: int, masks_after: int) -> None:
        """States lo:hi of a level into slots ``cur``, from the next level in the others."""
        model, levels, moments, work = self.model, self.levels, self.moments, self.work
        cells = self.level_cells(cur, len(level.masks))
        flat = self.slot(1 - cur, masks_after).reshape(-1)
        if moments:
            flats = (
                self.slot(3 - cur, masks_after).reshape(-1),
                self.slot(5 - cur, masks_after).reshape(-1),
                self.joint_cells(1 - cur, masks_after),
            )
            joint = self.joint_cells(cur, len(level.masks))
        chunk = MOMENTS_CHUNK if moments else CHUNK
        parts: Iterable[slice]
        if self.claims is None:
            parts = [slice(start, min(start + chunk, hi)) for start in range(lo, hi, chunk)]
        else:  # this process's half first, then what the other has not begun
            parts = self.claims.parts(len(level.sm), chunk, from_end=lo > 0)
        table, variance, third, joint_out = self.table, self.variance, self.third, self.joint_out
        for part in parts:
            sm, su, sf = level.sm[part], level.su[part], level.sf[part]
            at = (levels.row[sm] * model.ups + su) * model.flags + sf
            if moments:  # reused, as the moments' buffers (`Work`)
                buf = work.get("buf", (len(KEEPS), len(sm)), np.float64)
            else:
                buf = np.empty((len(KEEPS), len(sm)))
            rest = self.kernel.final(
                flat, levels.row, sm, su, sf, buf, flats if moments else None, work
            )
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

    def stand_ins(self, level: LevelStates, cells: F64, joint: F32 | None) -> None:
        """Every up takes its stand-in's figures (see `states.upper_classes`)."""
        model = self.model
        if model.ups <= 1:
            return
        row, up = np.nonzero(level.stand_in != np.arange(model.ups))
        flags = np.arange(model.flags)
        first = row * model.ups
        to = ((first + up)[:, None] * model.flags + flags).reshape(-1)
        src = ((first + level.stand_in[row, up])[:, None] * model.flags + flags).reshape(-1)
        cells[:, to] = cells[:, src]  # no stand-in has one: the sources stay
        if joint is not None:
            joint[to] = joint[src]
        if self.moments:  # the table's figures alike
            masks, source = level.masks[row], level.stand_in[row, up]
            for figures in (self.table, self.variance, self.third, self.joint_out):
                assert figures is not None
                figures[masks, up] = figures[masks, source]

    def result(self) -> Table:
        """The table, in memory of its own (a split build's shared arrays are copied out,
        so the helper's memory can go)."""
        copy = self.shared is not None

        def own(array: npt.NDArray[Any] | None) -> Any:
            return np.array(array) if copy and array is not None else array

        bonus = yahtzee = None
        joint_out = own(self.joint_out)
        if joint_out is not None:  # E[R^k B], then E[R^k Y] and E[R^k B Y]: views, no copy
            bonus = np.moveaxis(joint_out[..., :4], -1, 0)
            yahtzee = np.moveaxis(joint_out[..., 4:], -1, 0)
        start = float(self.slot(0, 1)[0, 0, 0])
        table = own(self.table)
        return Table(self.model, table, start, own(self.variance), own(self.third), bonus, yahtzee)


class _ByteLock:
    """A lock two processes share: a pipe holding one byte, which a process takes to
    hold the lock and puts back (a one-byte read or write is atomic; the connections'
    framed messages are not, with two readers). Not multiprocessing's Lock, whose named
    semaphore is registered with the resource tracker and can outlive a killed build."""

    def __init__(self, take: Any, give: Any) -> None:
        self._take, self._give = take, give
        """multiprocessing Connections: a spawned helper receives them (dup'ed fds)."""
        os.write(give.fileno(), b"x")

    def __enter__(self) -> None:
        os.read(self._take.fileno(), 1)  # waits while the other process holds the byte

    def __exit__(self, *exc: object) -> None:
        os.write(self._give.fileno(), b"x")


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

    def __init__(self, ends: npt.NDArray[np.int64], lock: Any) -> None:
        self._ends = ends
        """The next chunk from the start and the one after the last left, shared."""
        self._lock = lock
        """A multiprocessing lock both processes hold (or any context manager, alone)."""

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
            with self._lock:  # waits while the other process takes its chunk
                first, end = int(self._ends[0]), int(self._ends[1])
                if first < end:
                    i = end - 1 if from_end else first
                    self._ends[1 if from_end else 0] = i if from_end else first + 1
            if first >= end:
                return
            yield chunks[i]


def _serve(rules: RuleSet, moments: bool, shared: _Shared, conn: Any) -> None:
    """The helper process: the same build over the same shared memory, solving what it is
    asked, until the parent closes the pipe (or dies, or cancels the build: the pipe
    ends then too, and the helper leaves without a word)."""
    model = rule_model(rules)
    build = _Build(moments, Levels(model, grouped=moments), shared)
    with contextlib.suppress(EOFError, OSError):
        conn.send("ok")  # started: the first level's ask can come
        while True:
            filled, lo, hi, cur, masks_after = conn.recv()
            try:
                build.solve(build.levels.level(filled), lo, hi, cur, masks_after)
            except Exception as exc:  # handed to the parent, which raises
                conn.send(f"error {type(exc).__name__}: {exc}".replace("\n", " "))
            else:
                conn.send("ok")


class _Helper:
    """A helper process (spawned: a fresh interpreter) that solves the far half of each
    level into the shared arrays."""

    def __init__(self, rules: RuleSet, moments: bool, shared: _Shared) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self.process = context.Process(
            target=_serve, args=(rules, moments, shared, child), daemon=True
        )
        self.process.start()
        child.close()
        self._started = False

    def start(self, filled: int, lo: int, hi: int, cur: int, masks_after: int) -> None:
        self._conn.send((filled, lo, hi, cur, masks_after))

    def wait(self) -> None:
        if not self._started:  # its "started" comes before the first answer
            self._answer()
            self._started = True
        self._answer()

    def _answer(self) -> None:
        try:
            answer = self._conn.recv()
        except (EOFError, OSError):
            answer = ""
        if answer != "ok":
            raise RuntimeError(f"solver helper process failed: {answer or 'it stopped'}")

    def close(self) -> None:
        """Stop it: at once if it is still busy (a cancelled build)."""
        with contextlib.suppress(OSError):
            self._conn.close()
        self.process.join(0.5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.process.close()
