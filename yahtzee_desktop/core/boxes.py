"""The catalogue of scoring rules a box can use, and the columns of a card.

A box is data (`BoxRule`: a kind from `ScoreKind` and its parameters); every preset's
boxes are built from this catalogue (`core/presets/`), and one engine (`core/card.py`)
scores them all. Nothing here assumes a number of dice: a box scores whatever sorted
dice it is given, and its tables are made over the rolls of its rule set's dice.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, cached_property
from itertools import combinations_with_replacement, permutations

from .dice import Dice

__all__ = [
    "BOX_NAMES",
    "COLUMN_NAMES",
    "QT_TRANSLATE_NOOP",
    "STANDARD_DICE",
    "UPPER_IDS",
    "BoxRule",
    "ColumnRule",
    "IllegalOption",
    "Joker",
    "KindsScore",
    "Order",
    "ScoreKind",
    "all_rolls",
    "upper_boxes",
]

FACES = range(1, 7)

STANDARD_DICE = 5
"""The dice of the classic games: a preset's unless its declaration says otherwise
(`Preset.dice`), and a box's until `core.rules.preset` gives it its rule set's."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a string for lupdate in a context; returns it untranslated (the core reads no
    catalogue: `i18n.translate` and Qt's translators do, with this context)."""
    return text


@cache
def all_rolls(dice: int) -> tuple[Dice, ...]:
    """The distinct sorted rolls of `dice` six-sided dice (252 for five, 462 for six)."""
    return tuple(combinations_with_replacement(FACES, dice))


class IllegalOption(ValueError):
    """An unknown option, or a value an option cannot take."""


class Joker(StrEnum):
    """What an extra Yahtzee may be placed as, once the Yahtzee box is filled."""

    FORCED = "forced"
    FREE = "free"
    NONE = "none"


class KindsScore(StrEnum):
    """Whether three/four of a kind score all the dice or only the matching ones."""

    ALL_DICE = "all_dice"
    MATCHING = "matching"


class Order(StrEnum):
    """The order in which the boxes of a column must be filled."""

    FREE = "free"
    DESCENDING = "descending"
    ASCENDING = "ascending"


class ScoreKind(StrEnum):
    """The catalogue of scoring rules a box can use."""

    UPPER = "upper"
    KIND = "kind"
    FULL_HOUSE = "full_house"
    STRAIGHT = "straight"
    YAHTZEE = "yahtzee"
    CHANCE = "chance"
    PAIR = "pair"
    TWO_PAIRS = "two_pairs"
    THREE_PAIRS = "three_pairs"
    VILLA = "villa"
    TOWER = "tower"
    PLUS = "plus"
    MINUS = "minus"


UPPER_IDS = ("aces", "twos", "threes", "fours", "fives", "sixes")

BOX_NAMES: dict[str, str] = {
    "aces": QT_TRANSLATE_NOOP("Box", "Aces"),
    "twos": QT_TRANSLATE_NOOP("Box", "Twos"),
    "threes": QT_TRANSLATE_NOOP("Box", "Threes"),
    "fours": QT_TRANSLATE_NOOP("Box", "Fours"),
    "fives": QT_TRANSLATE_NOOP("Box", "Fives"),
    "sixes": QT_TRANSLATE_NOOP("Box", "Sixes"),
    "three_kind": QT_TRANSLATE_NOOP("Box", "Three of a kind"),
    "four_kind": QT_TRANSLATE_NOOP("Box", "Four of a kind"),
    "full_house": QT_TRANSLATE_NOOP("Box", "Full house"),
    "small_straight": QT_TRANSLATE_NOOP("Box", "Small straight"),
    "large_straight": QT_TRANSLATE_NOOP("Box", "Large straight"),
    "yahtzee": QT_TRANSLATE_NOOP("Box", "Yahtzee"),
    "chance": QT_TRANSLATE_NOOP("Box", "Chance"),
    "pair": QT_TRANSLATE_NOOP("Box", "One pair"),
    "two_pairs": QT_TRANSLATE_NOOP("Box", "Two pairs"),
    "plus": QT_TRANSLATE_NOOP("Box", "Plus"),
    "minus": QT_TRANSLATE_NOOP("Box", "Minus"),
}
"""The English names of the box ids several presets share (context "Box"); a preset
names its own boxes, and renames shared ones, in its declaration (`Preset.box_names`)."""

_GROUPS: dict[ScoreKind, tuple[int, ...]] = {
    ScoreKind.PAIR: (2,),
    ScoreKind.TWO_PAIRS: (2, 2),
    ScoreKind.THREE_PAIRS: (2, 2, 2),
    ScoreKind.FULL_HOUSE: (3, 2),
    ScoreKind.VILLA: (3, 3),
    ScoreKind.TOWER: (4, 2),
}
"""Boxes made of sets of equal dice, each set of another face: how many dice each set has."""

_PAIRS = {ScoreKind.PAIR: 1, ScoreKind.TWO_PAIRS: 2, ScoreKind.THREE_PAIRS: 3}
"""Boxes of pairs: how many pairs, the highest ones, they score."""


def best_groups(counts: Counter[int], sizes: tuple[int, ...]) -> int | None:
    """The most points sets of equal dice of these sizes, each of a different face, make
    from the dice (`counts`: face -> dice): e.g. a full house (3, 2) from 6-6-6-5-5-5 is
    6-6-6-5-5 = 28. None when the dice hold no such sets (four 5s are not two pairs)."""
    faces = [f for f in counts if counts[f] >= min(sizes)]
    best: int | None = None
    for chosen in permutations(faces, len(sizes)):
        if all(counts[f] >= n for f, n in zip(chosen, sizes, strict=True)):
            points = sum(f * n for f, n in zip(chosen, sizes, strict=True))
            best = points if best is None else max(best, points)
    return best


@dataclass(frozen=True)
class BoxRule:
    """One box of the sheet and how dice score in it."""

    id: str
    """Stable id, e.g. ``"full_house"``; also the translation key of its name."""
    kind: ScoreKind
    """Which scoring rule of the catalogue applies."""
    face: int = 0
    """For upper boxes: the face counted."""
    count: int = 0
    """For of-a-kind boxes: how many equal dice are needed."""
    runs: tuple[frozenset[int], ...] = ()
    """For straights: the face sets of which the dice must contain one."""
    points: int | None = None
    """Fixed points when the condition is met; None means the dice decide."""
    matching: bool = False
    """For of-a-kind boxes: count only the matching dice (French reading)."""
    dice: int = STANDARD_DICE
    """The number of dice of its rule set: the rolls its tables and bounds range over."""

    @property
    def upper(self) -> bool:
        """Upper-section boxes make the subtotal that earns the bonus."""
        return self.kind is ScoreKind.UPPER

    def met(self, dice: Dice) -> bool:
        """Whether the dice meet the box's condition by the plain table."""
        kind = self.kind
        if kind in (ScoreKind.UPPER, ScoreKind.CHANCE, ScoreKind.PLUS, ScoreKind.MINUS):
            return True
        counts = Counter(dice)
        if kind is ScoreKind.KIND:
            return max(counts.values()) >= self.count
        if kind is ScoreKind.STRAIGHT:
            faces = set(dice)
            return any(run <= faces for run in self.runs)
        if kind is ScoreKind.YAHTZEE:
            return len(counts) == 1  # every die the same
        return best_groups(counts, _GROUPS[kind]) is not None

    def full_points(self, dice: Dice) -> int:
        """Points written when the condition counts as met (plainly or by the joker)."""
        kind = self.kind
        if kind is ScoreKind.UPPER:
            return self.face * dice.count(self.face)
        if self.points is not None:
            return self.points
        counts = Counter(dice)
        if kind is ScoreKind.KIND and self.matching:
            face = max((f for f, n in counts.items() if n >= self.count), default=0)
            return face * self.count
        if kind in _PAIRS:  # the highest pairs (as many as there are, by the joker)
            faces = sorted((f for f, n in counts.items() if n >= 2), reverse=True)
            return 2 * sum(faces[: _PAIRS[kind]])
        if kind in _GROUPS:
            # A full house by the joker (five equal dice) scores the sum of the dice.
            found = best_groups(counts, _GROUPS[kind])
            return sum(dice) if found is None else found
        return sum(dice)

    def score(self, dice: Dice) -> int:
        """Points by the plain table: full points if met, else 0."""
        return self.full_points(dice) if self.met(dice) else 0

    @cached_property
    def max_points(self) -> int:
        """The most this box can ever hold, joker included."""
        return max(self.full_points(d) for d in all_rolls(self.dice))

    def possible_points(self, joker: bool) -> frozenset[int]:
        """Every value that can be written in this box (for direct score entry).

        With a joker rule, five of a kind can count as meeting any condition, which
        adds full points (a full house's sum in Yacht, say) that dice never give plainly.
        """
        return _possible_points(self, joker)


@cache
def _possible_points(box: BoxRule, joker: bool) -> frozenset[int]:
    values = {0}
    for d in all_rolls(box.dice):
        values.add(box.score(d))
        if joker and len(set(d)) == 1:
            values.add(box.full_points(d))
    return frozenset(values)


@dataclass(frozen=True)
class ColumnRule:
    """One column of a player's card."""

    id: str
    """Stable id, e.g. ``"x2"`` or ``"descending"``; also its translation key."""
    order: Order = Order.FREE
    """The order in which its boxes must be filled."""
    multiplier: int = 1
    """Every score of the column, bonuses included, is multiplied by this."""
    first_roll_only: bool = False
    """The dry column: only dice of the first roll of a turn may go here."""


COLUMN_NAMES: dict[str, str] = {"single": QT_TRANSLATE_NOOP("Column", "Score")}
"""The name of the plain column most presets have (context "Column"); a preset names its
other columns in its declaration (`Preset.column_names`)."""


def upper_boxes() -> list[BoxRule]:
    """Aces to Sixes, the upper section every preset starts with."""
    return [BoxRule(i, ScoreKind.UPPER, face=n + 1) for n, i in enumerate(UPPER_IDS)]
