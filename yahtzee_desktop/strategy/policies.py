"""One turn as a computer level plays it: the chance of each final roll, and its box.

For win chances that follow how each player plays (chances.py). The expert's keeps and
boxes are the optimal table's (as `WinChances.turn_events` plays them), the Good
player's come from its own valuation (`EstimateAdvisor.club`), the beginner's from its
casual rules with its random choices as chances (`_Beginner.keep_law`). From any point of
a turn (its start, or dice on the table with one or two rolls left) a `TurnPlan` carries
the dice's chances through the level's keeps to the final roll, exactly: the chances
after every roll are the mover's own turn, not a guess.

Single-column rule sets only (where the win chances exist): the roll number never
changes which boxes a roll may take there, so a final roll's box does not depend on it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from ..core.card import Card
from ..core.rules import RuleSet
from .kernel import final_values
from .model import (
    ALL_ROLLS,
    F64,
    I64,
    KEEP_INDEX,
    ROLL_INDEX,
    ROLL_PROB,
    YAHTZEE_ROWS,
    RuleModel,
    keep_expect,
    sub_keeps,
)

__all__ = [
    "ROLL_MOVES",
    "TurnPlan",
    "beginner_choices",
    "beginner_plan",
    "best_keeps",
    "box_points",
    "club_plan",
    "club_values",
    "expert_plan",
    "first_max",
    "score_rolls",
    "yahtzee_bonuses",
]

ROLL_MOVES: F64 = keep_expect(np.eye(252))
"""(462, 252): P(final dice | a keep, the other dice rolled once); a keep of all five
dice stays as it is (the turn stops there)."""


def _sub_keep_rows() -> I64:
    rows = [[KEEP_INDEX[k] for k in sub_keeps(r)] for r in ALL_ROLLS]
    width = max(len(r) for r in rows)
    return np.array([r + [r[0]] * (width - len(r)) for r in rows], dtype=np.int64)


SUB_KEEPS: I64 = _sub_keep_rows()
"""(252, 32): each roll's keeps (padded with repeats)."""


def best_keeps(keep_values: F64) -> I64:
    """(252,) the keep of highest value each roll contains (its index among the 462)."""
    pick = np.argmax(keep_values[SUB_KEEPS], axis=1)
    chosen: I64 = SUB_KEEPS[np.arange(252), pick]
    return chosen


Keeps = tuple[I64, I64, F64]
"""A keep law as (roll, keep, chance) triples: a level keeps one or a few of a roll's 32
keeps, so a dense (252, 462) matrix (0.9 MB) would be almost all zeros."""


@dataclass(frozen=True, eq=False)
class TurnPlan:
    """How one player plays one turn of one card."""

    boxes: I64
    """(252,) the box each final roll is scored in (its index in the rule set)."""
    keeps: tuple[Keeps, Keeps]
    """keeps[n - 1]: the chance of each keep of each roll with n rolls left."""

    def finals(self, dice: tuple[int, ...] | None = None, rolls_left: int = 2) -> F64:
        """(252,) the chance of each final roll, from these dice with these rolls left
        (None: from the start of the turn, before its first roll)."""
        if dice is None:
            chance: F64 = ROLL_PROB.astype(np.float64).copy()
        else:
            chance = np.zeros(252)
            chance[ROLL_INDEX[tuple(sorted(dice))]] = 1.0
        for left in range(min(rolls_left, 2), 0, -1):
            rows, keeps, law = self.keeps[left - 1]
            kept = np.bincount(keeps, chance[rows] * law, ROLL_MOVES.shape[0])
            chance = kept @ ROLL_MOVES
        return chance


_ROLLS: I64 = np.arange(252, dtype=np.int64)


def _one_hot(keeps: I64) -> Keeps:
    return _ROLLS, keeps.astype(np.int64), np.ones(252)


def _greedy_keeps(final: F64) -> tuple[Keeps, Keeps]:
    """Keeps that maximise the expected value of ``final`` (252,), one and two rolls left."""
    last_keeps = keep_expect(final[:, None])[:, 0]
    last = best_keeps(last_keeps)
    first = best_keeps(keep_expect(last_keeps[last][:, None])[:, 0])
    return _one_hot(last), _one_hot(first)


def expert_plan(
    model: RuleModel, values: npt.NDArray[np.floating], mask: int, up: int, flag: int
) -> TurnPlan:
    """The optimal turn from this turn-start state, by the table's ``values``."""
    per_box: list[F64] = []
    arr = np.array
    final_values(model, values, arr([mask]), arr([up]), arr([flag]), per_box)
    cands = np.stack([c[:, 0] for c in per_box])  # (B, 252)
    boxes: I64 = np.argmax(cands, axis=0)
    return TurnPlan(boxes, _greedy_keeps(cands.max(axis=0)))


@cache
def _club(rules: RuleSet) -> object:
    from .bots import EstimateAdvisor

    return EstimateAdvisor.club(rules)


def club_plan(card: Card) -> TurnPlan:
    """The Good player's turn (`EstimateAdvisor.club`: each box against its par)."""
    from .bots import EstimateAdvisor

    advisor = _club(card.rules)
    assert isinstance(advisor, EstimateAdvisor)
    placed = advisor.placement_values(card, 3)
    ids = card.rules.boxes
    values = np.stack([v for _, v in placed])
    index = np.array([ids.index(box) for (_, box), _ in placed], dtype=np.int64)
    boxes: I64 = index[np.argmax(values, axis=0)]
    return TurnPlan(boxes, _greedy_keeps(values.max(axis=0)))


@cache
def _beginner(rules: RuleSet) -> object:
    from .bots import _Beginner

    return _Beginner(rules, random.Random(0))  # its chances, not its draws, are used


def box_points(model: RuleModel, sm: I64, sf: I64) -> I64:
    """(B, 252, S) the points of each roll in each box for a batch of states, by the
    joker rules for five of a kind, -1 where the box cannot take it (no bonuses)."""
    pts = np.where(model.reach_all[sm].T[:, None, :], model.plain[:, :, None], -1)
    pts[:, YAHTZEE_ROWS, :] = model.yahtzee_points_all[sm, sf].transpose(1, 2, 0)
    return pts


def yahtzee_bonuses(model: RuleModel, sm: I64, sf: I64) -> I64:
    """(S,) the bonus an extra Yahtzee earns now in each state (`RuleModel.yahtzee_bonus`)."""
    if model.yahtzee < 0 or model.rules.yahtzee_bonus <= 0:
        return np.zeros(len(sm), dtype=np.int64)
    filled = (sm >> model.yahtzee) & 1
    return np.where((sf > 0) & (filled > 0), model.rules.yahtzee_bonus, 0)


def beginner_choices(model: RuleModel, par: F64, sm: I64, sf: I64) -> tuple[I64, I64]:
    """(252, S) the box a beginner scores each roll in, and its points there, for a batch
    of states: `_Beginner`'s choice (most points, three of a face up top counted 10 more,
    then the lowest par) for every roll at once."""
    pts = box_points(model, sm, sf)
    face = model.face[:, None, None]
    keen = np.where((face > 0) & (pts >= model.rules.par * face), 10, 0)
    score = np.where(pts >= 0, (pts + keen) * 10_000.0 - par[:, None, None], -np.inf)
    boxes = first_max(score)
    best: I64 = np.take_along_axis(pts, boxes[None], axis=0)[0]
    return boxes, best


def first_max(values: F64) -> I64:
    """``np.argmax(values, axis=0)`` (the first of equal maxima), one row at a time: a
    reduction over a leading axis is ten times slower in NumPy's own argmax."""
    best = values[0].copy()
    index = np.zeros(values.shape[1:], dtype=np.int64)
    for i in range(1, len(values)):
        better = values[i] > best
        index[better] = i
        np.maximum(best, values[i], out=best)
    return index


def beginner_boxes(model: RuleModel, par: F64, mask: int, flag: int) -> tuple[I64, I64]:
    """`beginner_choices` of one state: (252,) boxes and points."""
    boxes, best = beginner_choices(model, par, np.array([mask]), np.array([flag]))
    return boxes[:, 0], best[:, 0]


def club_values(
    model: RuleModel, par: F64, sm: I64, su: I64, sf: I64, pts: I64 | None = None
) -> F64:
    """(B, 252, S) the Good player's value of each roll in each box for a batch of states
    (-inf where the box cannot take it): `bots._Pars.gain` for every roll at once, less
    the card's own base (the same for every choice of a state); ``pts``: their
    `box_points`, if already known."""
    rules = model.rules
    pts = box_points(model, sm, sf) if pts is None else pts
    value = pts.astype(np.float64)  # -1 (not allowed) is masked at the end
    value[:, YAHTZEE_ROWS] += yahtzee_bonuses(model, sm, sf)[None, None, :]
    value -= par[:, None, None]
    threshold = rules.upper_bonus_threshold
    upper = np.flatnonzero(model.face > 0)
    below = su < threshold
    if rules.upper_bonus > 0 and len(upper) and below.any():
        p = pts[upper].astype(np.float64)
        share = rules.upper_bonus / max(threshold, 1)
        extra = share * (p - rules.par * model.face[upper, None, None])
        extra += rules.upper_bonus * 0.5 * (su[None, None, :] + p >= threshold)
        value[upper] += np.where(below[None, None, :], extra, 0.0)
    value[pts < 0] = -np.inf
    return value


def beginner_plan(card: Card, model: RuleModel, mask: int, flag: int) -> TurnPlan:
    """The beginner's turn: its box for each roll, its keeps as their chances."""
    from .bots import _Beginner

    player = _beginner(card.rules)
    assert isinstance(player, _Beginner)
    boxes, best = beginner_boxes(model, player.par, mask, flag)
    rows: list[int] = []
    keeps: list[int] = []
    law: list[float] = []
    for r, dice in enumerate(ALL_ROLLS):  # the roll number changes nothing here
        for keep, chance in player.keep_law(card, dice, 2, int(best[r])).items():
            rows.append(r)
            keeps.append(KEEP_INDEX[keep])
            law.append(chance)
    plan = (np.array(rows, dtype=np.int64), np.array(keeps, dtype=np.int64), np.array(law))
    return TurnPlan(boxes, (plan, plan))


def score_rolls(
    model: RuleModel, mask: int, up: int, flag: int, boxes: I64
) -> list[tuple[int, int, int, int, bool, bool]]:
    """Per final roll scored in ``boxes[roll]`` from this state: (points with bonuses,
    next mask, up, flag, whether it wins the upper bonus, whether it scores a Yahtzee:
    50 in its box or a Yahtzee bonus)."""
    rules = model.rules
    arr = np.array
    ypts = model.yahtzee_points(arr([mask]), flag)[0]  # (B, 6)
    bonus = int(model.yahtzee_bonus(arr([mask]), flag)[0])
    five = {int(r): f for f, r in enumerate(YAHTZEE_ROWS)}
    out = []
    for r in range(252):
        b = int(boxes[r])
        raw = int(ypts[b, five[r]]) if r in five else int(model.plain[b, r])
        pts = raw + (bonus if r in five else 0)
        scored = r in five and (bonus > 0 or (b == model.yahtzee and raw > 0))
        new_up, new_flag, crossed = up, flag, False
        if model.face[b] and model.ups > 1:
            new_up = min(up + raw, model.threshold)
            if up < model.threshold <= up + raw:
                pts += rules.upper_bonus
                crossed = True
        if b == model.yahtzee and model.flags > 1 and raw > 0:
            new_flag = 1
        out.append((pts, mask | 1 << b, new_up, new_flag, crossed, scored))
    return out
