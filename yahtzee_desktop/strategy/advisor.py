"""Advice for one decision: the value of every keep and every box, as expected final totals.

`Advisor` is exact (the solved table of a single-column rule set). `bots.coach()` returns
it when it applies and otherwise the heuristic `EstimateAdvisor` of `bots.py`, which has
the same methods and says ``exact = False`` so the GUI can label its figures as estimates.
This module never imports `bots` (bots build on it).
Results are plain data; the GUI words them ("Keep 4-4-4 and re-roll two: 238.4").
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, Union

import numpy as np

from ..core.card import Card
from ..core.dice import check_dice, check_faces
from ..core.rules import RuleSet
from .kernel import final_values
from .model import (
    F64,
    ROLL_INDEX,
    TABLE_DICE,
    DiceAlgebra,
    algebra,
    rule_model,
    sub_keeps,
)
from .solver import Progress, Table
from .table_cache import load_or_build, table_key

__all__ = [
    "Advisor",
    "BoxChoice",
    "Choice",
    "Coach",
    "Decision",
    "Hint",
    "Review",
    "ReviewEntry",
    "TurnValues",
    "card_state",
    "review",
]

Keep = tuple[int, ...]
MOST_ROLLS_LEFT = 12
"""Rolls left a keep is valued for: three a turn, and the rolls saved from earlier turns."""
BoxChoice = tuple[int, str]
"""(column, box id)."""
ChoiceKey = Union[Keep, BoxChoice]  # noqa: UP007 - a runtime alias


@dataclass(frozen=True)
class Choice:
    """One option of a decision and the expected final total of the card after it."""

    expected: float
    keep: Keep | None = None
    """Dice kept (sorted) before re-rolling the others; None for a box."""
    box: BoxChoice | None = None
    """(column, box id) to score the dice in now; None for a keep."""
    dice: int = TABLE_DICE
    """The dice of the rule set (`RuleSet.dice`): what a keep leaves to re-roll."""

    @property
    def kind(self) -> str:
        return "keep" if self.keep is not None else "box"

    @property
    def rerolled(self) -> int:
        """Dice re-rolled by a keep (0 for a box)."""
        return self.dice - len(self.keep) if self.keep is not None else 0


@dataclass(frozen=True)
class Hint:
    """Every option of a decision, best first; keeps and "score now" boxes together."""

    exact: bool
    """False when the figures come from a heuristic (label them as estimates)."""
    rolls_left: int
    choices: tuple[Choice, ...]

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def loss(self, choice: Choice) -> float:
        """Expected points given up by a choice against the best one."""
        return max(0.0, self.best.expected - choice.expected)

    def alternatives(self, count: int = 3) -> tuple[Choice, ...]:
        """The best keep and the best box first, then the next best options."""
        best_keep = next((c for c in self.choices if c.kind == "keep"), None)
        best_box = next((c for c in self.choices if c.kind == "box"), None)
        picked = [c for c in (best_keep, best_box) if c is not None]
        picked.sort(key=lambda c: -c.expected)
        for c in self.choices:
            if len(picked) >= count:
                break
            if c not in picked:
                picked.append(c)
        return tuple(picked[:count])


class Coach(Protocol):
    """What the GUI, the bots and `review` need from an advisor, exact or not."""

    rules: RuleSet
    exact: bool

    def expected(self, card: Card) -> float: ...

    def keep_choices(
        self, card: Card, dice: Iterable[int], rolls_left: int
    ) -> list[tuple[Keep, float]]: ...

    def box_choices(
        self, card: Card, dice: Iterable[int], roll: int = 3
    ) -> list[tuple[BoxChoice, float]]: ...

    def hint(self, card: Card, dice: Iterable[int], rolls_left: int, roll: int = 0) -> Hint: ...


@dataclass(frozen=True, eq=False)
class TurnValues:
    """Expected final totals of a turn's positions for one card (shared by every advisor)."""

    keep_after: tuple[F64, F64]
    """keep_after[n-1][k]: total when keeping keep k with n rolls left (462 keeps of five
    dice, 924 of six)."""
    dice_algebra: DiceAlgebra = field(default_factory=lambda: algebra(TABLE_DICE))
    """The keeps and rolls of the rule set's dice."""

    @classmethod
    def from_final(cls, final: F64, dice: int = TABLE_DICE) -> TurnValues:
        """From (rolls,) totals of each final roll placed at its best."""
        alg = algebra(dice)
        one = alg.keep_expect(final[:, None])
        two = alg.keep_expect(alg.lattice_max(one))
        return cls((one[:, 0], two[:, 0]), alg)

    def keep_choices(self, dice: Iterable[int], rolls_left: int) -> list[tuple[Keep, float]]:
        """Each keep of these dice and its total, best first. More than two rolls left (rolls
        saved from earlier turns) value the extra rolls the same way, one more level each."""
        if not 1 <= rolls_left <= MOST_ROLLS_LEFT:
            raise ValueError(f"keeps are chosen with 1 to {MOST_ROLLS_LEFT} rolls left")
        values = self.keep_after[min(rolls_left, 2) - 1]
        alg = self.dice_algebra
        for _ in range(rolls_left - 2):
            values = alg.keep_expect(alg.lattice_max(values[:, None]))[:, 0]
        keeps = sub_keeps(tuple(sorted(check_faces(dice))))
        out = [(k, float(values[alg.keep_index[k]])) for k in keeps]
        out.sort(key=lambda kv: (-kv[1], -len(kv[0]), kv[0]))
        return out


def card_state(card: Card, table: Table, column: int = 0) -> tuple[int, int, int]:
    """(mask, capped upper subtotal, Yahtzee flag) of a column, as the table indexes it."""
    model = table.model
    mask = sum(1 << b for b, v in enumerate(card.cells[column]) if v is not None)
    up = min(card.column_totals(column).upper, model.threshold) if model.ups > 1 else 0
    y = model.yahtzee
    flag = int(y >= 0 and model.flags > 1 and (card.cells[column][y] or 0) > 0)
    return mask, up, flag


def make_hint(coach: Coach, card: Card, dice: Iterable[int], rolls_left: int, roll: int) -> Hint:
    n = card.rules.dice
    values = check_dice(dice, n)
    roll = roll or max(1, card.rules.rolls - rolls_left)
    choices = [Choice(v, box=b, dice=n) for b, v in coach.box_choices(card, values, roll)]
    if rolls_left > 0:
        # Keeping all the dice is the same as scoring now: leave it to the box choices.
        choices += [
            Choice(v, keep=k, dice=n)
            for k, v in coach.keep_choices(card, values, rolls_left)
            if len(k) < n
        ]
    choices.sort(key=lambda c: -c.expected)
    return Hint(coach.exact, rolls_left, tuple(choices))


class Advisor:
    """Optimal advice for a single-column rule set, from its solved table.

    Building the table takes seconds the first time (call it from a worker thread
    with ``progress``); later it loads from the cache directory.
    """

    exact = True

    def __init__(
        self,
        rules: RuleSet,
        cache_dir: Path | None = None,
        progress: Progress | None = None,
        table: Table | None = None,
    ) -> None:
        rule_model(rules)  # ValueError before any work for rules without an exact table
        if table is not None and table_key(table.model.rules) != table_key(rules):
            raise ValueError("this table was solved for other rules")
        self.rules = rules
        self.table = table if table is not None else load_or_build(rules, cache_dir, progress)
        self._turns: OrderedDict[tuple[int, int, int], tuple[TurnValues, F64]] = OrderedDict()

    @property
    def start(self) -> float:
        """Expected total of a whole game with optimal play (double precision)."""
        return self.table.start + Card.empty(self.rules).total()

    def expected(self, card: Card) -> float:
        """Expected final total of this card with optimal play from the next turn on."""
        self._check(card)
        return card.total() + self.table.future(*card_state(card, self.table))

    def _check(self, card: Card) -> None:
        if card.rules != self.rules:
            raise ValueError("this card follows other rules than the advisor's")

    def turn(self, card: Card) -> tuple[TurnValues, F64]:
        """Keep values and per-roll best totals for the turn about to be played on this card."""
        self._check(card)
        state = card_state(card, self.table)
        cached = self._turns.get(state)
        if cached is None:
            mask, up, flag = state
            arr = np.array
            final = final_values(
                self.table.model, self.table.values, arr([mask]), arr([up]), arr([flag])
            )[:, 0].astype(np.float64)
            cached = (TurnValues.from_final(final), final)
            self._turns[state] = cached
            if len(self._turns) > 64:
                self._turns.popitem(last=False)
        base = float(card.total())
        values, final = cached
        shifted = TurnValues(
            tuple(v + base for v in values.keep_after),  # type: ignore[arg-type]
            values.dice_algebra,
        )
        return shifted, final + base

    def keep_choices(
        self, card: Card, dice: Iterable[int], rolls_left: int
    ) -> list[tuple[Keep, float]]:
        """[(kept dice sorted, expected final total), ...] best first."""
        return self.turn(card)[0].keep_choices(dice, rolls_left)

    def box_choices(
        self, card: Card, dice: Iterable[int], roll: int = 3
    ) -> list[tuple[BoxChoice, float]]:
        """[((column, box id), expected final total), ...] best first."""
        self._check(card)
        out = []
        for column, box in card.options(dice, roll):
            after = card.place(dice, box, column, roll)
            out.append(((column, box), self.expected(after)))
        out.sort(key=lambda kv: -kv[1])
        return out

    def hint(self, card: Card, dice: Iterable[int], rolls_left: int, roll: int = 0) -> Hint:
        """Every option now, best first (``roll``: the roll number, 3 - rolls_left by default)."""
        return make_hint(self, card, dice, rolls_left, roll)

    def final_value(self, card: Card, dice: Iterable[int]) -> float:
        """Expected final total when these dice are scored at their best (no re-roll)."""
        _, final = self.turn(card)
        return float(final[ROLL_INDEX[tuple(sorted(check_dice(dice, card.rules.dice)))]])


# --- review --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """One decision of a game as recorded: the card and dice at that moment and the choice.

    ``choice`` is the kept dice (a tuple of faces) or a box as (column, box id).
    """

    card: Card
    dice: tuple[int, ...]
    rolls_left: int
    choice: ChoiceKey
    roll: int = 0
    """Roll number (1-3) when the dice were scored; 0 means 3 - rolls_left."""


@dataclass(frozen=True)
class ReviewEntry:
    decision: Decision
    chosen: float
    """Expected final total after the choice made."""
    best: Choice
    loss: float


@dataclass(frozen=True)
class Review:
    entries: tuple[ReviewEntry, ...]
    exact: bool

    @property
    def total_lost(self) -> float:
        return sum(e.loss for e in self.entries)

    @property
    def rating(self) -> str:
        """A language-neutral key: perfect, excellent, good, fair or weak."""
        lost = self.total_lost
        for limit, key in ((0.5, "perfect"), (5, "excellent"), (15, "good"), (30, "fair")):
            if lost < limit:
                return key
        return "weak"


def _is_box(choice: ChoiceKey) -> bool:
    return len(choice) == 2 and isinstance(choice[1], str)


def review(rules: RuleSet, turns: Sequence[Decision], advisor: Coach) -> Review:
    """Expected points lost by each decision against the best one, by `advisor` (exact when
    it is; `bots.coach(rules)` gives the best one available)."""
    adv = advisor
    entries = []
    for d in turns:
        hint = adv.hint(d.card, d.dice, d.rolls_left, d.roll)
        choice = d.choice
        if _is_box(choice):
            box = (int(choice[0]), str(choice[1]))
            match = [c for c in hint.choices if c.box == box]
        else:
            keep = tuple(sorted(int(v) for v in choice))
            if len(keep) == rules.dice:  # keeping everything is scoring now: the best box
                match = [next(c for c in hint.choices if c.kind == "box")]
            else:
                match = [c for c in hint.choices if c.keep == keep]
        if not match:
            raise ValueError(f"{choice!r} is not a legal choice for {d.dice!r}")
        chosen = match[0].expected
        entries.append(ReviewEntry(d, chosen, hint.best, hint.loss(match[0])))
    return Review(tuple(entries), adv.exact)
