"""Backward induction over turn-start states, vectorised across all states of a level.

A level is every state with the same number of filled boxes; its states only look up
states of the next level, so a whole level is a batch of array operations: the value
of each final roll (best box), then twice "expectation of each keep" and "best keep
inside each roll", then the expectation over the first roll.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import zlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from ..core.rules import RuleSet
from ..core.savefile import atomic_write
from .model import (
    F64,
    FACE_COUNT,
    I64,
    ROLL_PROB,
    YAHTZEE_ROWS,
    RuleModel,
    keep_expect,
    lattice_max,
    rule_model,
)

__all__ = ["Progress", "Table", "build_table", "cache_dir", "final_values", "load_or_build"]

FORMAT = 1
"""Bump when the table layout or the solver's meaning changes: old caches are rebuilt."""

Progress = Callable[[int, int], None]
"""progress(done, total): called from the building thread after each level."""

CHUNK = 384
"""States per batch: big enough for NumPy, small enough to stay in cache."""


@dataclass(frozen=True, eq=False)
class Table:
    """Expected future points from every turn-start state with optimal play."""

    model: RuleModel
    values: npt.NDArray[np.float32]
    """values[mask, up, flag]; states that cannot occur hold 0."""
    start: float
    """Value of the empty card, in double precision (what `solve` prints)."""

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


def _level_states(model: RuleModel, filled: int) -> tuple[I64, I64, I64]:
    masks = np.array([m for m in range(model.masks) if m.bit_count() == filled], dtype=np.int64)
    upper_boxes = [b for b in range(model.boxes) if model.face[b] > 0]
    ups_by_subset = model.reachable_ups()
    sm: list[int] = []
    su: list[int] = []
    sf: list[int] = []
    for m in masks.tolist():
        subset = sum(1 << i for i, b in enumerate(upper_boxes) if m >> b & 1)
        ups = ups_by_subset[subset]
        y_filled = model.yahtzee >= 0 and m >> model.yahtzee & 1
        flags = range(model.flags) if y_filled else range(1)
        for flag in flags:
            sm.extend([m] * len(ups))
            su.extend(ups)
            sf.extend([flag] * len(ups))
    return (np.array(sm, dtype=np.int64), np.array(su, dtype=np.int64),
            np.array(sf, dtype=np.int64))


def build_table(rules: RuleSet, progress: Progress | None = None) -> Table:
    """Solve a single-column rule set (ValueError for the others)."""
    model = rule_model(rules)
    values = np.zeros((model.masks, model.ups, model.flags), dtype=np.float64)
    levels = [_level_states(model, n) for n in range(model.boxes)]
    total = sum(len(s[0]) for s in levels)
    done = 0
    if progress:
        progress(0, total)

    def solve_chunk(sm: I64, su: I64, sf: I64) -> None:
        values[sm, su, sf] = turn_value(final_values(model, values, sm, su, sf))

    # NumPy releases the GIL inside its loops, so threads share the cores well.
    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        for filled in range(model.boxes - 1, -1, -1):
            sm, su, sf = levels[filled]
            parts = [slice(lo, lo + CHUNK) for lo in range(0, len(sm), CHUNK)]
            for future in [pool.submit(solve_chunk, sm[p], su[p], sf[p]) for p in parts]:
                future.result()
            done += len(sm)
            if progress:
                progress(done, total)
    start = float(values[0, 0, 0])
    return Table(model, values.astype(np.float32), start)


# --- cache ------------------------------------------------------------------------------


def cache_dir() -> Path:
    """$XDG_CACHE_HOME/yahtzee-desktop, else ~/.cache/yahtzee-desktop."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "yahtzee-desktop"


def table_key(rules: RuleSet) -> str:
    """Names a table by everything that decides it, so edited rules never reuse one."""
    text = repr((FORMAT, rules.box_rules, rules.upper_bonus_threshold,
                 rules.upper_bonus, rules.yahtzee_bonus, rules.joker.value,
                 rules.zeroed_yahtzee_joker, rules.upper_first))
    return f"table-{hashlib.sha256(text.encode()).hexdigest()[:20]}"


def _path(rules: RuleSet, directory: Path) -> Path:
    return directory / f"{table_key(rules)}.table"


def save_table(table: Table, directory: Path) -> Path:
    """Write atomically: zlib-compressed float32 after a JSON header with its SHA-256."""
    data = zlib.compress(np.ascontiguousarray(table.values).tobytes(), 6)
    header = {
        "format": FORMAT,
        "key": table_key(table.model.rules),
        "shape": list(table.values.shape),
        "start": table.start,
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    directory.mkdir(parents=True, exist_ok=True)
    path = _path(table.model.rules, directory)
    atomic_write(path, json.dumps(header).encode() + b"\n" + data)
    return path


def load_table(rules: RuleSet, directory: Path) -> Table | None:
    """The cached table, or None if it is missing or fails any check."""
    path = _path(rules, directory)
    try:
        raw = path.read_bytes()
        line, data = raw.split(b"\n", 1)
        header = json.loads(line)
        model = rule_model(rules)
        shape = (model.masks, model.ups, model.flags)
        if (
            header.get("format") != FORMAT
            or header.get("key") != table_key(rules)
            or tuple(header.get("shape", ())) != shape
            or hashlib.sha256(data).hexdigest() != header.get("sha256")
        ):
            return None
        values = np.frombuffer(zlib.decompress(data), dtype=np.float32).reshape(shape)
        if not np.isfinite(values).all():
            return None
        return Table(model, values, float(header["start"]))
    except (OSError, ValueError, KeyError, TypeError, zlib.error):
        return None


def load_or_build(
    rules: RuleSet, directory: Path | None = None, progress: Progress | None = None
) -> Table:
    """The table from the cache if it is sound, else built (and cached if possible)."""
    directory = cache_dir() if directory is None else directory
    table = load_table(rules, directory)
    if table is not None:
        if progress:
            progress(1, 1)
        return table
    table = build_table(rules, progress)
    with contextlib.suppress(OSError):  # a read-only cache costs a rebuild next time
        save_table(table, directory)
    return table
