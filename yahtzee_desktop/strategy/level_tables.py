"""Each computer level's points to come from every state, as that level really plays.

The expert's law of the points to come is the optimal table's (solver.py, with its
moments). A beginner or a Good player plays otherwise, and a family table's chances
must follow that (issue 27): moving the expert's law to a level's fitted mean and
spread left the Good player's 50-70 % bins 3.6 points off against a beginner. Here each
level's own decision rules are evaluated exactly, backwards over the turn-start states
as the solver does for the optimum (policy evaluation): per state, the chance of each
final roll under the level's keeps (the beginner's random tries as their chances, the
Good player's greedy keeps for its own valuation), the box it takes (policies.py, the
bots' choices for every roll at once), its points and next state; then the moments of
the rest of the game, E[R], E[R^2], E[R^3] and those joint with the upper bonus B and a
Yahtzee Y (kernel.py's events), by the binomial theorem from the next states'.

Per level and rule set one file beside the table (`level_path`): per state `PER_STATE`
float32, the mean, variance and third central moment, then E[R^k B], E[R^k Y] and
E[R^k B Y] for k = 0..3 (`Table.moment_row`'s order after the mean), read a state at a
time (`table_cache.MomentFile`), 63 MB each for the official rules. Built in the
background (build_process.py, started by the chances' loader), one level after the
other, two levels of filled boxes in memory at a time: official rules on the 2-core
machine, 20-25 s for the beginner and 42-53 s for the Good player, 108 MB at most
(benchmarks/bench_level_tables.py). The official levels' empty-card means come out at
213.12 and 235.83, against 213.12 and 235.79 over 20,000 solitaire games of each bot
(benchmarks/fit_levels.py, its fitted means in levels.py).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from ..core.card import Card
from ..core.rules import RuleSet
from .model import (
    ALL_ROLLS,
    F64,
    I64,
    KEEP_INDEX,
    ROLL_PROB,
    YAHTZEE_ROWS,
    RuleModel,
    keep_expect,
    rule_model,
)
from .policies import (
    ROLL_MOVES,
    SUB_KEEPS,
    beginner_choices,
    box_points,
    club_values,
    first_max,
    yahtzee_bonuses,
)
from .solver import FORMAT, Progress
from .states import Levels
from .table_cache import MomentFile, sweep_killed, table_key

__all__ = [
    "LEVEL_MOMENTS",
    "PER_STATE",
    "POLICY_LEVELS",
    "TurnOutcomes",
    "build_level",
    "level_path",
    "level_turns",
    "load_or_build_level",
    "open_level",
    "turn_outcomes",
]

POLICY_LEVELS = ("beginner", "club")
"""The levels evaluated here (the expert's is the optimal table's)."""
LEVEL_MOMENTS = 1
"""Version of a level's file, in its name: bump when its content changes."""
PER_STATE = 15
"""Mean, variance, third central moment, then E[R^k B], E[R^k Y], E[R^k B Y] (k = 0..3)."""
CHUNK = 256
"""States per batch: (252, CHUNK, 15) float64 of next moments is 7.7 MB."""


def level_path(rules: RuleSet, directory: Path, level: str) -> Path:
    return directory / f"{table_key(rules)}.l{LEVEL_MOMENTS}.{level}.moments"


@cache
def _tries_moves(rules: RuleSet) -> F64:
    """(252, 252): P(final dice | the roll) when a beginner rolls again from it: its tries
    (`_Beginner.keep_law`, below a sure 25 points) as chances, then the dice it rolls."""
    from .bots import _Beginner

    player = _Beginner(rules, random.Random(0))
    card = Card.empty(rules)  # its tries depend on the dice alone (the points given)
    law = np.zeros((252, ROLL_MOVES.shape[0]))
    for r, dice in enumerate(ALL_ROLLS):
        for keep, chance in player.keep_law(card, dice, 2, 0).items():
            law[r, KEEP_INDEX[keep]] += chance
    moves: F64 = law @ ROLL_MOVES
    return moves


@cache
def _pars(rules: RuleSet, level: str) -> F64:
    """The par of each box a level's choices use (bots.py)."""
    from .bots import _Beginner, _Pars

    if level == "beginner":
        return _Beginner(rules, random.Random(0)).par
    return _Pars(rules).par


def _best_keeps(keep_values: F64) -> I64:
    """(252, S) the keep of highest value each roll contains (`policies.best_keeps` per
    state: the first of equal ones)."""
    best = keep_values[SUB_KEEPS[:, 0]]
    pick = np.zeros(best.shape, dtype=np.int64)
    for i in range(1, SUB_KEEPS.shape[1]):  # (`first_max` without a (32, 252, S) array)
        value = keep_values[SUB_KEEPS[:, i]]
        pick[value > best] = i
        np.maximum(best, value, out=best)
    chosen: I64 = SUB_KEEPS[np.arange(252)[:, None], pick]
    return chosen


def _roll_through(chance: F64, keeps: I64) -> F64:
    """(252, S) the chance of each roll after keeping ``keeps`` (252, S) of the dice whose
    chances are ``chance`` and rolling the others once."""
    size = chance.shape[1]
    flat = keeps * size + np.arange(size)[None, :]
    mass = np.bincount(flat.ravel(), chance.ravel(), ROLL_MOVES.shape[0] * size)
    result: F64 = ROLL_MOVES.T @ mass.reshape(-1, size)
    return result


def _greedy_chances(final: F64) -> F64:
    """(252, S) the chance of each final roll when each keep maximises the expected
    ``final`` (252, S) value, as `policies.club_plan` keeps (two rolls to go)."""
    last = keep_expect(final)
    one_left = _best_keeps(last)
    first = keep_expect(np.take_along_axis(last, one_left, axis=0))
    two_left = _best_keeps(first)
    chance = np.repeat(ROLL_PROB[:, None], final.shape[1], axis=1)
    for keeps in (two_left, one_left):
        chance = _roll_through(chance, keeps)
    return chance


def level_turns(
    model: RuleModel, level: str, sm: I64, su: I64, sf: I64
) -> tuple[F64, I64, I64, I64]:
    """One turn of a level from each of a batch of turn-start states: (252, S) the chance
    of each final roll, the box it takes, that box's points (no bonus) and the extra
    Yahtzee bonus per state (S,)."""
    par = _pars(model.rules, level)
    if level == "beginner":  # its choices ignore the upper subtotal: once per mask and flag
        keys, inverse = np.unique(sm * 2 + sf, return_inverse=True)
        boxes, best = beginner_choices(model, par, keys >> 1, keys & 1)
        stop = best >= 25  # a sure big score is kept (`_Beginner._tries`)
        moves = _tries_moves(model.rules)
        chance = np.repeat(ROLL_PROB[:, None], len(keys), axis=1)
        for _ in range(2):
            chance = np.where(stop, chance, 0.0) + moves.T @ np.where(stop, 0.0, chance)
        boxes, raw, chance = boxes[:, inverse], best[:, inverse], chance[:, inverse]
    elif level == "club":
        pts = box_points(model, sm, sf)
        values = club_values(model, par, sm, su, sf, pts)
        boxes = first_max(values)
        chance = _greedy_chances(np.take_along_axis(values, boxes[None], axis=0)[0])
        raw = np.take_along_axis(pts, boxes[None], axis=0)[0]
    else:
        raise ValueError(f"no policy of its own for the level {level!r}")
    return chance, boxes, raw, yahtzee_bonuses(model, sm, sf)


@dataclass(frozen=True)
class TurnOutcomes:
    """One turn of a level from each of a batch of states, per final roll (252, S)."""

    chance: F64
    points: F64
    """With the bonuses it brings (upper, Yahtzee)."""
    mask: I64
    up: I64
    flag: I64
    """The next state (up and flag broadcast to (252, S))."""
    crossed: npt.NDArray[np.bool_]
    """Whether it wins the upper bonus (the event B of the moments)."""
    scored: npt.NDArray[np.bool_]
    """Whether it scores a Yahtzee: 50 in its box, or a bonus (the event Y)."""


def turn_outcomes(model: RuleModel, level: str, sm: I64, su: I64, sf: I64) -> TurnOutcomes:
    """`level_turns` scored: each final roll's points, next state and events."""
    rules = model.rules
    chance, boxes, raw, ybonus = level_turns(model, level, sm, su, sf)
    g = raw.astype(np.float64)
    g[YAHTZEE_ROWS] += ybonus[None, :]
    new_up = np.broadcast_to(su[None, :], boxes.shape)
    crossed = np.zeros(boxes.shape, dtype=bool)
    if model.ups > 1:
        upper = model.face[boxes] > 0
        reached = su[None, :] + np.where(upper, raw, 0)
        crossed = upper & (su[None, :] < model.threshold) & (reached >= model.threshold)
        new_up = np.minimum(reached, model.threshold)
        g += rules.upper_bonus * crossed
    new_flag = np.broadcast_to(sf[None, :], boxes.shape)
    if model.yahtzee >= 0 and model.flags > 1:
        new_flag = np.where((boxes == model.yahtzee) & (raw > 0), 1, new_flag)
    scored = np.zeros(boxes.shape, dtype=bool)
    five_box, five_raw = boxes[YAHTZEE_ROWS], raw[YAHTZEE_ROWS]
    scored[YAHTZEE_ROWS] = (ybonus[None, :] > 0) | ((five_box == model.yahtzee) & (five_raw > 0))
    return TurnOutcomes(chance, g, sm[None, :] | (1 << boxes), new_up, new_flag, crossed, scored)


def _chunk_moments(
    model: RuleModel,
    level: str,
    sm: I64,
    su: I64,
    sf: I64,
    after: npt.NDArray[np.float32],
    row: I64,
) -> F64:
    """(15, S) raw moments of the rest of the game from these states as ``level`` plays:
    E[R], E[R^2], E[R^3], then E[R^k B], E[R^k Y], E[R^k B Y] (k = 0..3), from ``after``,
    the next level's the same, (cells, 15) with cells [row[mask], up, flag] raveled."""
    turn = turn_outcomes(model, level, sm, su, sf)
    g, crossed, scored = turn.points, turn.crossed, turn.scored
    at = (row[turn.mask] * model.ups + turn.up) * model.flags + turn.flag
    # x[event, k]: E[R'^k], E[R'^k B], E[R'^k Y], E[R'^k B Y] of each roll's next state,
    # then E[(g + R')^k ...] in place (the binomial theorem, Horner in g).
    x = np.empty((4, 4, *g.shape))
    x[0, 0] = 1.0
    taken = after.take(at.ravel(), axis=0)  # one gather of each next state's 15 figures
    x.reshape(16, -1)[1:] = taken.T
    x0, x1, x2, x3 = x[:, 0], x[:, 1], x[:, 2], x[:, 3]
    x3 += g * (3 * x2 + g * (3 * x1 + g * x0))
    x2 += g * (2 * x1 + g * x0)
    x1 += g * x0
    # The events now: a bonus won in this turn (B = 1 from here), a Yahtzee scored.
    np.copyto(x[3], x[2], where=crossed & ~scored)
    np.copyto(x[3], x[1], where=scored & ~crossed)
    np.copyto(x[3], x[0], where=crossed & scored)
    np.copyto(x[1], x[0], where=crossed)
    np.copyto(x[2], x[0], where=scored)
    sums = np.einsum("ekrs,rs->eks", x, turn.chance)
    result: F64 = sums.reshape(16, -1)[1:]
    return result


def _central(raw: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """(..., 15) raw moments -> the file's: mean, variance, third central, then the joint
    (the central ones computed in float64: their raw moments nearly cancel)."""
    m1, m2, m3 = (raw[..., k].astype(np.float64) for k in range(3))
    out = raw.copy()
    out[..., 1] = np.maximum(m2 - m1 * m1, 0.0)
    out[..., 2] = m3 - m1 * (3 * m2 - 2 * m1 * m1)
    return out


def _evaluate(
    rules: RuleSet,
    level: str,
    write: Callable[[I64, npt.NDArray[np.float32]], None],
    progress: Progress | None,
) -> float:
    """Every state's moments under ``level``'s play, a level of filled boxes at a time,
    each handed to ``write(masks, (masks, ups, flags, 15) raw moments)``; the start's mean."""
    model = rule_model(rules)
    # The Good player's choices see whether the bonus is already won (not only whether it
    # can still be): those upper subtotals are solved apart (`states.upper_classes`).
    levels = Levels(model, won_apart=level == "club")
    # Two levels at a time, each (masks, ups, flags, 15) in float32 (13 MB for the widest
    # official level): the figures keep 7 digits, ample for laws of whole points.
    after = np.zeros((model.ups * model.flags, PER_STATE), dtype=np.float32)  # full card
    total = sum(levels.count(n) for n in range(model.boxes))
    done = 0
    for filled in range(model.boxes - 1, -1, -1):
        level_states = levels.level(filled)
        count = len(level_states.masks)
        cur = np.zeros((count, model.ups, model.flags, PER_STATE), dtype=np.float32)
        n = len(level_states.sm)
        for start in range(0, n, CHUNK):
            part = slice(start, min(start + CHUNK, n))
            sm, su, sf = level_states.sm[part], level_states.su[part], level_states.sf[part]
            got = _chunk_moments(model, level, sm, su, sf, after, levels.row)
            cur[levels.row[sm], su, sf] = got.T
        if model.ups > 1:  # every up takes its stand-in's figures
            row, up = np.nonzero(level_states.stand_in != np.arange(model.ups))
            cur[row, up] = cur[row, level_states.stand_in[row, up]]
        write(level_states.masks, cur)
        after = cur.reshape(-1, PER_STATE)
        done += n
        if progress:
            progress(done, total)
    return float(after[0, 0])  # the empty card's mean


def build_level(
    rules: RuleSet, level: str, directory: Path, progress: Progress | None = None
) -> Path:
    """Evaluate ``level``'s play under these rules into its file (written atomically)."""
    model = rule_model(rules)
    path = level_path(rules, directory, level)
    directory.mkdir(parents=True, exist_ok=True)
    shape = [model.masks, model.ups, model.flags, PER_STATE]
    block = model.ups * model.flags * PER_STATE * 4
    header: dict[str, object] = {
        "format": FORMAT,
        "key": table_key(rules),
        "shape": shape,
        "start": 0.0,
        "encoding": "raw",
        "level": level,
        "sha256": "0" * 64,
    }
    sweep_killed(path)
    tmp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
    try:
        with tmp.open("w+b") as f:
            # Room for the start's digits and the digest, written over it at the end.
            line = json.dumps(header).encode() + b" " * 64 + b"\n"
            f.write(line)
            f.truncate(len(line) + model.masks * block)

            def write(masks: I64, cur: npt.NDArray[np.float32]) -> None:
                for i, mask in enumerate(masks.tolist()):
                    f.seek(len(line) + mask * block)
                    f.write(_central(cur[i]).tobytes())

            start = _evaluate(rules, level, write, progress)
            f.flush()
            f.seek(len(line))
            digest = hashlib.sha256()
            while chunk := f.read(1 << 20):
                digest.update(chunk)
            header["start"] = start
            header["sha256"] = digest.hexdigest()
            final = json.dumps(header).encode() + b"\n"
            if len(final) > len(line):  # the start's digits: pad the first line instead
                raise AssertionError("header grew")
            f.seek(0)
            f.write(final[:-1] + b" " * (len(line) - len(final)) + b"\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return path


def open_level(rules: RuleSet, directory: Path, level: str) -> MomentFile | None:
    """A level's file, checked whole (`MomentFile.open`), or None if missing or unsound."""
    return MomentFile.open(rules, level_path(rules, directory, level), PER_STATE, level)


def load_or_build_level(
    rules: RuleSet, directory: Path, level: str, progress: Progress | None = None
) -> MomentFile:
    """A level's file, built first if it is missing or fails a check (set aside then)."""
    found = open_level(rules, directory, level)
    if found is not None:
        return found
    path = level_path(rules, directory, level)
    if path.exists():
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + ".damaged"))
    build_level(rules, level, directory, progress)
    found = open_level(rules, directory, level)
    if found is None:
        raise OSError(f"the {level} level's moments could not be read back from {path}")
    return found
