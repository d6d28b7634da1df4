"""Computer players (beginner, club, expert) and the heuristic advisor for the other presets.

Every bot decision is a pure function of (card, dice, rolls left) and the bot's random
generator, so the GUI can run it in a worker and replay it. The heuristic advisor values
a placement by how far it beats a reference value of the box, then plays the rest of
the turn exactly against that valuation (the same keep algebra as the solver).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from enum import StrEnum
from functools import cache
from pathlib import Path

import numpy as np

from ..core.card import Card
from ..core.dice import check_dice
from ..core.rules import ColumnRule, RuleSet, ScoreKind
from .advisor import (
    Advisor,
    BoxChoice,
    Coach,
    Hint,
    Keep,
    TurnValues,
    card_state,
    make_hint,
)
from .model import F64, TABLE_DICE, algebra, rule_model
from .solver import Progress, Table
from .table_cache import load_or_build
from .turn import turn_value

__all__ = ["Bot", "EstimateAdvisor", "Level", "coach", "play_solitaire"]


class Level(StrEnum):
    BEGINNER = "beginner"
    CLUB = "club"
    EXPERT = "expert"


@cache
def _plain(rules: RuleSet) -> np.ndarray:
    """Points of each box (rows) for each roll of the rule set's dice (columns: 252 rolls of
    five dice, 462 of six), from the rule set's tables."""
    rolls = rules.all_rolls
    return np.array([[table[r] for r in rolls] for table in rules.plain_tables], dtype=np.int64)


@cache
def _devoted(rules: RuleSet) -> F64:
    """Expected points of each box when a whole turn is played for it alone."""
    final = _plain(rules).T.astype(np.float64)
    if rules.dice == TABLE_DICE and rules.rolls == 3:
        return turn_value(final)  # the solver's own turn, as the levels were fitted with
    return algebra(rules.dice).turn_value(final, rules.rolls)


def _placements(card: Card, roll: int) -> list[tuple[int, int, np.ndarray, np.ndarray]]:
    """(column, box index, points per roll (-1: not allowed), Yahtzee bonus per roll)."""
    rules = card.rules
    plain = _plain(rules)
    n, rows = rules.dice, algebra(rules.dice).yahtzee_rows
    count = len(rules.all_rolls)
    ids = rules.boxes
    reach = {(c, box) for c in range(rules.columns) for box in card.writable_boxes(c, roll)}
    yopts = [card.options((f,) * n, roll) for f in range(1, 7)]
    keys = sorted(reach.union(*yopts), key=lambda k: (k[0], ids.index(k[1])))
    bonuses = {}
    for c in {c for c, _ in keys}:
        bonuses[c] = np.zeros(count, dtype=np.int64)
        if card.earns_yahtzee_bonus((1,) * n, c):  # the same for every face
            bonuses[c][rows] = rules.yahtzee_bonus
    out = []
    for c, box in keys:
        b = ids.index(box)
        pts = plain[b].copy() if (c, box) in reach else np.full(count, -1, dtype=np.int64)
        pts[rows] = [yopts[f].get((c, box), -1) for f in range(6)]
        out.append((c, b, pts, bonuses[c]))
    return out


class _Valuer:
    """Values a placement as a change of the expected final total (relative to `base`)."""

    def base(self, card: Card) -> float:
        raise NotImplementedError

    def gain(self, card: Card, column: int, box: int, pts: np.ndarray, bonus: np.ndarray) -> F64:
        raise NotImplementedError


class _ColumnTables(_Valuer):
    """Each column valued by the exact single-column table (Triple Yahtzee and the like)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def _future(self, card: Card, column: int) -> float:
        return self.table.future(*card_state(card, self.table, column))

    def base(self, card: Card) -> float:
        rules = card.rules
        return card.total() + sum(
            rules.column_rules[c].multiplier * self._future(card, c) for c in range(rules.columns)
        )

    def gain(self, card: Card, column: int, box: int, pts: np.ndarray, bonus: np.ndarray) -> F64:
        model, values = self.table.model, self.table.values
        mask, up, flag = card_state(card, self.table, column)
        rules = card.rules
        ok = pts >= 0
        p = np.where(ok, pts, 0)
        gained = (p + bonus).astype(np.float64)
        new_up = np.full(len(pts), up)
        new_flag = np.full(len(pts), flag)
        if model.face[box] and model.ups > 1:
            new_up = np.minimum(up + p, model.threshold)
            gained += rules.upper_bonus * ((up < model.threshold) & (up + p >= model.threshold))
        if box == model.yahtzee and model.flags > 1:
            new_flag = np.where(p > 0, 1, flag)
        nm = mask | (1 << box)
        nxt = values[nm, new_up, new_flag] if nm != model.masks - 1 else np.zeros(len(pts))
        total = gained + nxt - self._future(card, column)
        total *= rules.column_rules[column].multiplier
        return np.where(ok, total, -np.inf)


class _Pars(_Valuer):
    """A box is worth what a turn played for it alone brings: score above or below that."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.par = _devoted(rules).copy()
        for i, b in enumerate(rules.box_rules):
            if b.kind is ScoreKind.YAHTZEE:
                self.par[i] = 0.25 * b.max_points  # several turns may still bring one
            elif b.upper:
                self.par[i] = max(self.par[i], (rules.par - 0.5) * b.face)

    def base(self, card: Card) -> float:
        rules = card.rules
        open_par = sum(
            rules.column_rules[c].multiplier * float(self.par[b])
            for c in range(rules.columns)
            for b, v in enumerate(card.cells[c])
            if v is None
        )
        return card.total() + open_par

    def gain(self, card: Card, column: int, box: int, pts: np.ndarray, bonus: np.ndarray) -> F64:
        rules = self.rules
        rule = rules.box_rules[box]
        ok = pts >= 0
        p = np.where(ok, pts, 0).astype(np.float64)
        value = p + bonus - self.par[box]
        if rule.upper and rules.upper_bonus > 0:
            upper = card.column_totals(column).upper
            if upper < rules.upper_bonus_threshold:
                share = rules.upper_bonus / max(rules.upper_bonus_threshold, 1)
                value += share * (p - rules.par * rule.face)
                value += rules.upper_bonus * 0.5 * (upper + p >= rules.upper_bonus_threshold)
        if rule.kind in (ScoreKind.PLUS, ScoreKind.MINUS):
            other_id = "minus" if rule.kind is ScoreKind.PLUS else "plus"
            other = card.value(other_id, column)
            if other is None:
                limit = 20.0
                gap = (limit - p) if rule.kind is ScoreKind.PLUS else (p - limit)
                value -= 1.5 * np.maximum(gap, 0)
            else:
                bad = p <= other if rule.kind is ScoreKind.PLUS else p >= other
                value = np.where(bad, -float(other) - self.par[box], value)
        value *= rules.column_rules[column].multiplier
        return np.where(ok, value, -np.inf)


class EstimateAdvisor:
    """Advice from a heuristic valuation; same methods as `Advisor`, figures are estimates."""

    exact = False

    def __init__(self, rules: RuleSet, valuer: _Valuer) -> None:
        self.rules = rules
        self.valuer = valuer
        self._turns: dict[Card, TurnValues] = {}

    @classmethod
    def club(cls, rules: RuleSet) -> EstimateAdvisor:
        return cls(rules, _Pars(rules))

    @classmethod
    def expert(
        cls, rules: RuleSet, cache_dir: Path | None = None, progress: Progress | None = None
    ) -> EstimateAdvisor:
        """Columns valued by the exact one-column table when each column is a plain one."""
        single = replace(rules, column_rules=(ColumnRule("single"),))
        orders = {c.order.value for c in rules.column_rules}
        try:
            rule_model(single)
        except ValueError:
            return cls.club(rules)
        if orders != {"free"}:
            return cls.club(rules)
        return cls(rules, _ColumnTables(load_or_build(single, cache_dir, progress)))

    def expected(self, card: Card) -> float:
        return float(self.valuer.base(card))

    def placement_values(self, card: Card, roll: int = 3) -> list[tuple[BoxChoice, F64]]:
        """Each placement's valued total for every roll of the dice (-inf where it
        cannot take one): the box this advisor picks for a roll is the best of them."""
        return self._final(card, roll)

    def _final(self, card: Card, roll: int) -> list[tuple[BoxChoice, F64]]:
        base = self.valuer.base(card)
        ids = self.rules.boxes
        return [
            ((c, ids[b]), base + self.valuer.gain(card, c, b, pts, bonus))
            for c, b, pts, bonus in _placements(card, roll)
        ]

    def keep_choices(
        self, card: Card, dice: Iterable[int], rolls_left: int
    ) -> list[tuple[Keep, float]]:
        turn = self._turns.get(card)
        if turn is None:
            finals = [v for _, v in self._final(card, 3)]
            if not finals:
                return []  # only the dry column is left: no later roll can be scored
            final = np.max(finals, axis=0)
            turn = TurnValues.from_final(final, self.rules.dice)
            if len(self._turns) > 16:
                self._turns.clear()
            self._turns[card] = turn
        return turn.keep_choices(dice, rolls_left)

    def box_choices(
        self, card: Card, dice: Iterable[int], roll: int = 3
    ) -> list[tuple[BoxChoice, float]]:
        r = algebra(card.rules.dice).roll_index[tuple(sorted(check_dice(dice, card.rules.dice)))]
        out = [(key, float(v[r])) for key, v in self._final(card, roll) if np.isfinite(v[r])]
        out.sort(key=lambda kv: -kv[1])
        return out

    def hint(self, card: Card, dice: Iterable[int], rolls_left: int, roll: int = 0) -> Hint:
        return make_hint(self, card, dice, rolls_left, roll)


class _Beginner:
    """A casual player: goes for the most common face, stops on a sure big score."""

    exact = False

    def __init__(self, rules: RuleSet, rng: random.Random) -> None:
        self.rules = rules
        self.rng = rng
        self.par = _devoted(rules)

    def _best_raw(self, card: Card, dice: Keep, roll: int) -> tuple[BoxChoice, int]:
        """The box a casual player picks, and its points."""
        ids = self.rules.boxes
        opts = card.options(dice, roll)

        def key(item: tuple[BoxChoice, int]) -> tuple[float, float]:
            (c, box), pts = item
            rule = self.rules.box(box)
            mult = self.rules.column_rules[c].multiplier
            # Casual players know one thing about the bonus: three of a face go up top.
            keen = 10 if rule.upper and pts >= self.rules.par * rule.face else 0
            return ((pts + keen) * mult, -float(self.par[ids.index(box)]) * mult)

        return max(opts.items(), key=key)

    def _tries(
        self, card: Card, dice: Keep, rolls_left: int, best: int | None = None
    ) -> list[tuple[Keep, float]]:
        """The keeps a casual player tries in turn, each taken with its chance if reached:
        `choose_keep` draws them, `keep_law` adds them up (the same list: they agree).
        ``best``: the points of its box for these dice, if known."""
        if best is None:
            _, best = self._best_raw(card, dice, max(1, self.rules.rolls - rolls_left))
        if best >= 25:
            return [(dice, 1.0)]
        counts = Counter(dice)
        faces = set(dice)
        tries: list[tuple[Keep, float]] = []
        for run in ({3, 4, 5, 6}, {2, 3, 4, 5}, {1, 2, 3, 4}):
            if run <= faces:
                tries.append((tuple(sorted(run)), 0.6))
        face, n = max(counts.items(), key=lambda fc: (fc[1], fc[0]))
        if n == 1:
            tries.append(((max(dice),), 0.5))
        tries.append(((face,) * n, 1.0))
        return tries

    def choose_keep(self, card: Card, dice: Keep, rolls_left: int) -> Keep:
        for keep, chance in self._tries(card, tuple(sorted(dice)), rolls_left):
            if chance >= 1.0 or self.rng.random() < chance:
                return keep
        raise AssertionError("the last try is always taken")

    def keep_law(
        self, card: Card, dice: Keep, rolls_left: int, best: int | None = None
    ) -> dict[Keep, float]:
        """Each keep's chance from these dice: the random choice of `choose_keep` as a law
        (for win chances that follow how a beginner plays); ``best`` as in `_tries`."""
        law: dict[Keep, float] = {}
        left = 1.0
        for keep, chance in self._tries(card, tuple(sorted(dice)), rolls_left, best):
            law[keep] = law.get(keep, 0.0) + left * chance
            left *= 1.0 - chance
        return law

    def choose_box(self, card: Card, dice: Keep, roll: int = 3) -> BoxChoice:
        return self._best_raw(card, tuple(sorted(dice)), roll)[0]


class Bot:
    """A computer player of a level; `choose_keep` returning all the dice means "stop"."""

    def __init__(
        self,
        level: Level | str,
        rules: RuleSet,
        rng: random.Random | None = None,
        cache_dir: Path | None = None,
        progress: Progress | None = None,
        advisor: Coach | None = None,
    ) -> None:
        """`advisor` gives a club or expert bot advice already built (the app shares one)."""
        self.level = Level(level)
        self.rules = rules
        self.rng = rng if rng is not None else random.Random()
        self._beginner: _Beginner | None = None
        self.advisor: Coach | None = None
        if self.level is Level.BEGINNER:
            self._beginner = _Beginner(rules, self.rng)
        elif advisor is not None:
            self.advisor = advisor
        elif self.level is Level.CLUB:
            self.advisor = EstimateAdvisor.club(rules)
        else:
            self.advisor = coach(rules, cache_dir, progress)

    @property
    def optimal(self) -> bool:
        """Whether this bot plays the proven optimum."""
        return self.advisor is not None and self.advisor.exact

    def choose_keep(self, card: Card, dice: Iterable[int], rolls_left: int) -> Keep:
        values = tuple(sorted(check_dice(dice, card.rules.dice)))
        if not any(card.writable_boxes(c, 3) for c in range(card.rules.columns)):
            return values  # only the dry column is left: these dice must be scored now
        if self._beginner is not None:
            return self._beginner.choose_keep(card, values, rolls_left)
        assert self.advisor is not None
        return self.advisor.keep_choices(card, values, rolls_left)[0][0]

    def choose_box(self, card: Card, dice: Iterable[int], roll: int = 3) -> BoxChoice:
        values = tuple(sorted(check_dice(dice, card.rules.dice)))
        if self._beginner is not None:
            return self._beginner.choose_box(card, values, roll)
        assert self.advisor is not None
        return self.advisor.box_choices(card, values, roll)[0][0]


def play_turn(
    bot: Bot, card: Card, rng: random.Random
) -> tuple[Card, list[tuple[tuple[int, ...], int]]]:
    """One turn of the bot, dice from ``rng``: the card after it, and each roll's dice
    with the rolls then left (what the benchmarks that fit and check the levels see)."""
    n, rolls = card.rules.dice, card.rules.rolls
    dice = tuple(sorted(rng.randint(1, 6) for _ in range(n)))
    seen = [(dice, rolls - 1)]
    roll = 1
    for rolls_left in range(rolls - 1, 0, -1):
        keep = bot.choose_keep(card, dice, rolls_left)
        if len(keep) == n:
            break
        dice = tuple(sorted(keep + tuple(rng.randint(1, 6) for _ in range(n - len(keep)))))
        roll += 1
        seen.append((dice, rolls_left - 1))
    column, box = bot.choose_box(card, dice, roll)
    return card.place(dice, box, column, roll), seen


def play_solitaire(bot: Bot, rng: random.Random) -> Card:
    """One whole game of the bot alone, dice from ``rng``; returns the finished card."""
    card = Card.empty(bot.rules)
    while not card.is_complete():
        card, _seen = play_turn(bot, card, rng)
    return card


def coach(rules: RuleSet, cache_dir: Path | None = None, progress: Progress | None = None) -> Coach:
    """The exact Advisor where a table exists, else the best heuristic (labelled an estimate)."""
    try:
        return Advisor(rules, cache_dir, progress)
    except ValueError:
        return EstimateAdvisor.expert(rules, cache_dir, progress)
