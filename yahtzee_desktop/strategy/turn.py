"""One turn of three rolls over a chunk of states at once: from the values of the final
rolls to the value at the start of the turn, and, for the moments, back to the chance of
each final roll under the choices made.

`turn_value` is the plain reference (model.py's keep expectations and lattice maxima);
`turn_value_into` does the same in place on keeps reordered for speed (`TurnOrder`), the
bulk of a build's time. `turn_weights_into` also reads each choice from stamped maxima
(`stamp`) and carries the first roll's probabilities forwards through them once, in
float32, so that any moment of the turn is a weighted sum over the final rolls
(kernel.py) instead of a second backward pass per moment.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt

from .model import (
    F64,
    I64,
    KEEPS,
    OFFSETS,
    ROLL_PROB,
    ROLLS_AT,
    keep_expect,
    lattice_max,
)

F32 = npt.NDArray[np.float32]
FArray = F64 | F32

__all__ = [
    "F32",
    "ORDER",
    "STAMP",
    "TurnOrder",
    "Work",
    "stamp",
    "stamp_mask",
    "stamped",
    "turn_value",
    "turn_value_into",
    "turn_weights_into",
]


def turn_value(final: F64) -> F64:
    """(252, S) values of the final roll -> (S,) expectation at the start of the turn."""
    after_two = lattice_max(keep_expect(final))
    after_one = lattice_max(keep_expect(after_two))
    result: F64 = ROLL_PROB @ after_one
    return result


class TurnOrder:
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
"""The low mantissa bits of a float64 that `stamp` overwrites with a row index (< 512)."""
WIDEST = 1 << 20
"""Stamps stay below this (`stamp_mask`): values move by under 2.4e-10 relative."""


def stamp_mask(cells: int) -> int:
    """The low bits that hold any index below ``cells`` (ValueError past `WIDEST`).

    A stamp may name a cell of a (rows, S) chunk rather than a row, so that a maximum
    gives the flat index of its choice at once, no arithmetic per column.
    """
    if cells > WIDEST:
        raise ValueError(f"{cells} cells are too many to stamp")
    return (1 << max(cells - 1, 1).bit_length()) - 1


def stamp(values: F64, rows: I64, mask: int = STAMP) -> None:
    """Write each row's index into the lowest bits of its values, in place (``rows``: the
    indices, or them repeated in every column, `Work.constant`; or the cells' flat
    indices, with ``mask`` from `stamp_mask`).

    A float's bits order like the float for the non-negative values and the comparisons
    the maxima make, so a maximum then carries the row it came from: the choice is read
    back once (`stamped`) instead of tracked through every comparison. The values move
    by at most ``mask`` units in the last place (under 2.4e-10 relative), far below the
    float32 table.
    """
    bits = values.view(np.int64)
    np.bitwise_and(bits, ~mask, out=bits)
    np.bitwise_or(bits, rows[:, None] if rows.ndim == 1 else rows, out=bits)


def stamped(values: F64) -> I64:
    """The row indices `stamp` wrote (after maxima moved values around)."""
    rows: I64 = values.view(np.int64) & STAMP
    return rows


ORDER = TurnOrder()


def turn_value_into(buf: F64) -> F64:
    """`turn_value` in place: (462, S) ``buf`` holds the final values in `ORDER`'s rows."""
    tmp = np.empty((252, buf.shape[1]))
    ORDER.keep_expect(buf, tmp)
    ORDER.lattice_max(buf, tmp)
    ORDER.keep_expect(buf, tmp)
    ORDER.lattice_max(buf, tmp)
    result: F64 = ORDER.roll_prob @ buf[ROLLS_AT:]
    return result


class Work:
    """Buffers the moments reuse from one chunk to the next, per process.

    Fresh arrays of a megabyte each chunk cost more in page faults than the work done in
    them (measured: 1.3 s of a 4.9 s build with moments), so they are kept, grown as
    needed, and handed out as contiguous prefixes.
    """

    def __init__(self) -> None:
        self._arrays: dict[str, npt.NDArray[np.generic]] = {}
        self._filled: dict[str, tuple[int, ...]] = {}
        """The shape each constant array (`constant`) was last filled for."""
        self._views: dict[tuple[str, tuple[int, ...], type[np.generic]], Any] = {}
        """The views handed out, by name, shape and type: a chunk asks for some thirty,
        and all but a level's last chunk ask for the same shapes (a dictionary look-up
        instead of a slice and a reshape each: a third of the time `get` took, cProfile)."""

    def get(self, name: str, shape: tuple[int, ...], dtype: type[np.generic]) -> Any:
        view = self._views.get((name, shape, dtype))
        if view is not None:
            return view
        count = math.prod(shape)
        array = self._arrays.get(name)
        if array is None or array.size < count or array.dtype != dtype:
            array = self._arrays[name] = np.empty(count, dtype=dtype)
            self._filled.pop(name, None)
            self._views = {key: v for key, v in self._views.items() if key[0] != name}
        view = self._views[(name, shape, dtype)] = array[:count].reshape(shape)
        return view

    def constant(self, name: str, shape: tuple[int, int], values: npt.NDArray[np.generic]) -> Any:
        """``values`` broadcast to ``shape``, written only when the shape changes: a full
        operand spares NumPy one short inner loop per row of a broadcast one (measured:
        26 against 58 microseconds for a (462, 256) bitwise or)."""
        array = self.get(name, shape, values.dtype.type)
        if self._filled.get(name) != shape:
            array[:] = values
            self._filled[name] = shape
        return array

    def cells(self, name: str, shape: tuple[int, int]) -> I64:
        """The flat index of each cell of ``shape`` (a `constant`, built only when the
        shape changes: a fresh arange per chunk took 2 % of a build with moments)."""
        array: I64 = self.get(name, shape, np.int64)
        if self._filled.get(name) != shape:
            array[:] = np.arange(math.prod(shape)).reshape(shape)
            self._filled[name] = shape
        return array


def turn_weights_into(buf: F64, work: Work) -> tuple[F64, F32]:
    """`turn_value_into`, and the chance of each final roll (252, S) under its choices.

    The keep each roll picks is read from the stamped maximum; then the first roll's
    probabilities are carried forward through those keeps (`TurnOrder.roll_on`) to the
    final roll's, in float32 (ample for probabilities, and half the work). Any moment of
    the turn is then a weighted sum over the final rolls. The chances returned live in
    ``work``: use them before the next call.
    """
    size = buf.shape[1]
    tmp = work.get("tmp", (252, size), np.float64)
    # Each choice as a flat index into (keeps, S), in intp: np.add.at converts others to it.
    # The stamps are those indices (each keep's cell), read back with one mask.
    flat = work.get("choices", (2, 252, size), np.intp)
    shape = (len(KEEPS), size)
    keep_cells = work.cells("keep_cells", shape)
    mask = stamp_mask(math.prod(shape))
    for i in range(2):
        ORDER.keep_expect(buf, tmp)
        stamp(buf, keep_cells, mask)
        ORDER.lattice_max(buf, tmp)
        np.bitwise_and(buf[ROLLS_AT:].view(np.int64), mask, out=flat[i])
    value: F64 = ORDER.roll_prob @ buf[ROLLS_AT:]
    tmp32 = work.get("tmp32", (252, size), np.float32)
    weights = work.constant("first", (252, size), _ROLL_PROB32)
    for i, name in ((1, "mass1"), (0, "mass0")):  # keeps after the first roll, the second
        mass = work.get(name, (len(KEEPS), size), np.float32)
        mass.fill(0.0)
        np.add.at(mass.reshape(-1), flat[i].reshape(-1), weights.reshape(-1))
        ORDER.roll_on(mass, tmp32)
        weights = mass[ROLLS_AT:]
    return value, weights


_ROLL_PROB32: F32 = ORDER.roll_prob.astype(np.float32)[:, None]
