"""Rule sets as data: a small catalogue of scoring rules, columns, bonuses, joker policy.

One engine scores every variant; a preset is only a named way to build a `RuleSet`,
and the settings dialog edits the same options `preset()` takes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache, cached_property
from itertools import combinations_with_replacement
from types import MappingProxyType
from typing import Any

from .dice import Dice

__all__ = [
    "ALL_ROLLS",
    "PRESETS",
    "BoxRule",
    "ColumnRule",
    "IllegalOption",
    "Joker",
    "KindsScore",
    "Order",
    "RuleSet",
    "ScoreKind",
    "preset",
]

ALL_ROLLS: tuple[Dice, ...] = tuple(combinations_with_replacement(range(1, 7), 5))
"""The 252 distinct sorted rolls of five dice."""


class IllegalOption(ValueError):
    """An unknown option, or a value an option cannot take."""


class Joker(StrEnum):
    """What an extra Yahtzee may be placed as, once the Yahtzee box is filled."""

    FORCED = "forced"
    FREE = "free"
    NONE = "none"


class KindsScore(StrEnum):
    """Whether three/four of a kind score all five dice or only the matching ones."""

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
    PLUS = "plus"
    MINUS = "minus"


UPPER_IDS = ("aces", "twos", "threes", "fours", "fives", "sixes")


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
    """Fixed points when the condition is met; None means the dice's sum decides."""
    matching: bool = False
    """For of-a-kind boxes: count only the matching dice (French reading)."""

    @property
    def upper(self) -> bool:
        """Upper-section boxes make the subtotal that earns the bonus."""
        return self.kind is ScoreKind.UPPER

    def met(self, dice: Dice) -> bool:
        """Whether the dice meet the box's condition by the plain table."""
        counts = sorted(Counter(dice).values(), reverse=True)
        kind = self.kind
        if kind in (ScoreKind.UPPER, ScoreKind.CHANCE, ScoreKind.PLUS, ScoreKind.MINUS):
            return True
        if kind is ScoreKind.KIND:
            return counts[0] >= self.count
        if kind is ScoreKind.FULL_HOUSE:
            return counts == [3, 2]
        if kind is ScoreKind.STRAIGHT:
            faces = set(dice)
            return any(run <= faces for run in self.runs)
        if kind is ScoreKind.YAHTZEE:
            return counts[0] == 5
        if kind is ScoreKind.PAIR:
            return counts[0] >= 2
        # TWO_PAIRS: two different faces with at least two dice each.
        return len(counts) > 1 and counts[1] >= 2

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
        if kind is ScoreKind.PAIR:
            face = max((f for f, n in counts.items() if n >= 2), default=0)
            return 2 * face
        if kind is ScoreKind.TWO_PAIRS:
            faces = sorted((f for f, n in counts.items() if n >= 2), reverse=True)[:2]
            return 2 * sum(faces)
        return sum(dice)

    def score(self, dice: Dice) -> int:
        """Points by the plain table: full points if met, else 0."""
        return self.full_points(dice) if self.met(dice) else 0

    @cached_property
    def max_points(self) -> int:
        """The most this box can ever hold, joker included."""
        return max(self.full_points(d) for d in ALL_ROLLS)

    def possible_points(self, joker: bool) -> frozenset[int]:
        """Every value that can be written in this box (for direct score entry).

        With a joker rule, five of a kind can count as meeting any condition, which
        adds full points (a full house's sum in Yacht, say) that dice never give plainly.
        """
        return _possible_points(self, joker)


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


@cache
def _possible_points(box: BoxRule, joker: bool) -> frozenset[int]:
    values = {0}
    for d in ALL_ROLLS:
        values.add(box.score(d))
        if joker and len(set(d)) == 1:
            values.add(box.full_points(d))
    return frozenset(values)


def _table(score: Callable[[Dice], int]) -> Mapping[Dice, int]:
    return MappingProxyType({d: score(d) for d in ALL_ROLLS})


_RUNS_4 = (frozenset({1, 2, 3, 4}), frozenset({2, 3, 4, 5}), frozenset({3, 4, 5, 6}))
_RUNS_5 = (frozenset({1, 2, 3, 4, 5}), frozenset({2, 3, 4, 5, 6}))


def _upper() -> list[BoxRule]:
    return [BoxRule(i, ScoreKind.UPPER, face=n + 1) for n, i in enumerate(UPPER_IDS)]


@dataclass(frozen=True)
class RuleSet:
    """A complete, immutable rule set; build one with `preset()`."""

    preset: str
    """The preset this rule set was built from."""
    options: Mapping[str, Any]
    """The options given to `preset()` on top of the preset's defaults (for saving)."""
    box_rules: tuple[BoxRule, ...]
    """The boxes in sheet order."""
    column_rules: tuple[ColumnRule, ...]
    """The columns of one card, left to right."""
    upper_bonus_threshold: int
    """Upper subtotal needed for the bonus (per column)."""
    upper_bonus: int
    """Points of the upper bonus (0: none)."""
    yahtzee_bonus: int
    """Points for each extra Yahtzee while the Yahtzee box holds its points (0: none)."""
    joker: Joker
    """How an extra Yahtzee may be placed."""
    zeroed_yahtzee_joker: bool
    """Whether a zeroed Yahtzee box still gives the joker privilege."""
    upper_first: bool
    """The lower section of a column opens only when its upper section is full."""
    kinds_score: KindsScore
    """How three/four of a kind score."""
    dice: int = 5
    """Dice rolled in a turn (a placeholder of the screen's branch; the core's branch
    declares it with the presets)."""
    by_id: Mapping[str, BoxRule] = field(init=False, repr=False, compare=False)

    boxes: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """Box ids in sheet order."""
    index: Mapping[str, int] = field(init=False, repr=False, compare=False)
    """Box id -> position in sheet order."""
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        boxes = self.box_rules
        object.__setattr__(self, "by_id", MappingProxyType({b.id: b for b in boxes}))
        object.__setattr__(self, "boxes", tuple(b.id for b in boxes))
        object.__setattr__(self, "index", MappingProxyType({b.id: i for i, b in enumerate(boxes)}))
        object.__setattr__(self, "_hash", hash((self.preset, repr(sorted(self.options.items())))))

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def plain_tables(self) -> tuple[Mapping[Dice, int], ...]:
        """Per box: sorted dice -> points by the plain table (scoring is a lookup). Made
        when first scored, not with the rule set: start-up reads two rule sets before the
        first frame, which scores nothing (issue 14)."""
        return tuple(_table(b.score) for b in self.box_rules)

    @cached_property
    def full_tables(self) -> tuple[Mapping[Dice, int], ...]:
        """Per box: sorted dice -> points when the condition counts as met (the joker)."""
        return tuple(_table(b.full_points) for b in self.box_rules)

    @property
    def columns(self) -> int:
        """Number of columns of one card."""
        return len(self.column_rules)

    @property
    def upper_boxes(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.box_rules if b.upper)

    @property
    def lower_boxes(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.box_rules if not b.upper)

    @property
    def upper_par(self) -> int:
        """Par of the upper section: three dice of each face (63), what `Card.pace` counts from."""
        return sum(3 * b.face for b in self.box_rules if b.upper)

    @property
    def has_plus_minus(self) -> bool:
        return "plus" in self.by_id and "minus" in self.by_id

    @cached_property
    def turns(self) -> int:
        """Turns in one game: one box filled per turn."""
        return len(self.box_rules) * len(self.column_rules)

    def box(self, box_id: str) -> BoxRule:
        return self.by_id[box_id]

    def with_options(self, **options: Any) -> RuleSet:
        """A copy with some options changed (what the settings dialog does)."""
        return preset(self.preset, **{**self.options, **options})

    def to_dict(self) -> dict[str, Any]:
        return {"preset": self.preset, "options": dict(self.options)}

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as what it is made from (its tables are read-only mappings, which
        pickle refuses): a spawned build process receives the rule set this way."""
        return (RuleSet.from_dict, (self.to_dict(),))

    @staticmethod
    def from_dict(data: Any) -> RuleSet:
        """The rule set `to_dict` wrote; IllegalOption for anything else, never another error
        (settings and files may hold any JSON)."""
        if not isinstance(data, Mapping):
            raise IllegalOption("a rule set must be a JSON object")
        name = data.get("preset")
        options = data.get("options", {})
        if (
            not isinstance(name, str)
            or not isinstance(options, Mapping)
            or not all(isinstance(k, str) for k in options)
        ):
            raise IllegalOption("a rule set needs a preset name and an options mapping")
        try:
            return preset(name, **options)
        except IllegalOption:
            raise
        except (TypeError, ValueError, OverflowError, RecursionError) as exc:
            raise IllegalOption(f"this rule set cannot be read ({exc})") from None


# --- presets -----------------------------------------------------------------------------

PRESETS: tuple[str, ...] = ("yahtzee", "triple-yahtzee", "yacht", "yatzy", "yams")

_COMMON_DEFAULTS: dict[str, Any] = {
    "joker": Joker.FORCED,
    "zeroed_yahtzee_joker": True,
    "kinds_score": KindsScore.ALL_DICE,
    "chance": True,
    "upper_first": False,
    "dry_column": False,
    "upper_bonus_threshold": 63,
    "upper_bonus": 35,
    "yahtzee_bonus": 100,
    "points": {},
}

_PRESET_DEFAULTS: dict[str, dict[str, Any]] = {
    "yahtzee": {},
    "triple-yahtzee": {},
    "yacht": {"joker": Joker.NONE, "yahtzee_bonus": 0},
    "yatzy": {
        "joker": Joker.NONE,
        "yahtzee_bonus": 0,
        "upper_bonus": 50,
        "kinds_score": KindsScore.MATCHING,
    },
    "yams": {
        "joker": Joker.NONE,
        "yahtzee_bonus": 0,
        "kinds_score": KindsScore.MATCHING,
        "chance": False,
    },
}

OPTION_NAMES: tuple[str, ...] = tuple(_COMMON_DEFAULTS)


def preset_defaults(name: str) -> dict[str, Any]:
    """The option values a preset starts from (what "restore official rules" restores)."""
    if name not in _PRESET_DEFAULTS:
        raise IllegalOption(f"unknown rule set {name!r}; choose one of {', '.join(PRESETS)}")
    return {**_COMMON_DEFAULTS, **_PRESET_DEFAULTS[name]}


def _enum_option(enum: type[StrEnum], name: str, value: Any) -> Any:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(e.value for e in enum)
        raise IllegalOption(f"option {name} must be one of {allowed}, not {value!r}") from None


def _bool_option(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in (
        "true",
        "yes",
        "on",
        "1",
        "false",
        "no",
        "off",
        "0",
    ):
        return value.lower() in ("true", "yes", "on", "1")
    raise IllegalOption(f"option {name} must be true or false, not {value!r}")


def _int_option(name: str, value: Any, low: int, high: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise IllegalOption(f"option {name} must be a whole number, not {value!r}") from None
    if isinstance(value, bool) or not low <= number <= high or str(number) != str(value).strip():
        raise IllegalOption(f"option {name} must be a whole number from {low} to {high}")
    return number


def _boxes(name: str, kinds_matching: bool, chance: bool) -> list[BoxRule]:
    three = BoxRule("three_kind", ScoreKind.KIND, count=3, matching=kinds_matching)
    four = BoxRule("four_kind", ScoreKind.KIND, count=4, matching=kinds_matching)
    chance_box = [BoxRule("chance", ScoreKind.CHANCE)] if chance else []
    if name in ("yahtzee", "triple-yahtzee"):
        return [
            *_upper(),
            three,
            four,
            BoxRule("full_house", ScoreKind.FULL_HOUSE, points=25),
            BoxRule("small_straight", ScoreKind.STRAIGHT, runs=_RUNS_4, points=30),
            BoxRule("large_straight", ScoreKind.STRAIGHT, runs=_RUNS_5, points=40),
            BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
            *chance_box,
        ]
    if name == "yacht":
        return [
            *_upper(),
            four,
            BoxRule("full_house", ScoreKind.FULL_HOUSE),
            BoxRule("small_straight", ScoreKind.STRAIGHT, runs=_RUNS_4, points=15),
            BoxRule("large_straight", ScoreKind.STRAIGHT, runs=_RUNS_5, points=30),
            BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
            *chance_box,
        ]
    if name == "yatzy":
        return [
            *_upper(),
            BoxRule("pair", ScoreKind.PAIR),
            BoxRule("two_pairs", ScoreKind.TWO_PAIRS),
            three,
            four,
            BoxRule("small_straight", ScoreKind.STRAIGHT, runs=(_RUNS_5[0],), points=15),
            BoxRule("large_straight", ScoreKind.STRAIGHT, runs=(_RUNS_5[1],), points=20),
            BoxRule("full_house", ScoreKind.FULL_HOUSE),
            *chance_box,
            BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
        ]
    # yams
    return [
        *_upper(),
        BoxRule("plus", ScoreKind.PLUS),
        BoxRule("minus", ScoreKind.MINUS),
        three,
        four,
        BoxRule("full_house", ScoreKind.FULL_HOUSE, points=25),
        BoxRule("small_straight", ScoreKind.STRAIGHT, runs=_RUNS_4, points=30),
        BoxRule("large_straight", ScoreKind.STRAIGHT, runs=_RUNS_5, points=40),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
        *chance_box,
    ]


def _columns(name: str, dry: bool) -> list[ColumnRule]:
    if name == "triple-yahtzee":
        return [ColumnRule(f"x{m}", multiplier=m) for m in (1, 2, 3)]
    if name == "yams":
        cols = [
            ColumnRule("descending", Order.DESCENDING),
            ColumnRule("free", Order.FREE),
            ColumnRule("ascending", Order.ASCENDING),
        ]
        if dry:
            cols.append(ColumnRule("dry", Order.FREE, first_roll_only=True))
        return cols
    return [ColumnRule("single")]


def preset(name: str, **options: Any) -> RuleSet:
    """Build the rule set of a preset, with options named as in RULES.md.

    Besides the RULES.md options, the editable numbers are options too:
    ``upper_bonus_threshold``, ``upper_bonus``, ``yahtzee_bonus`` and
    ``points={"full_house": 30, ...}`` for boxes with fixed points.
    """
    values = preset_defaults(name)
    unknown = sorted(set(options) - set(values))
    if unknown:
        raise IllegalOption(
            f"unknown option {', '.join(unknown)}; options are {', '.join(OPTION_NAMES)}"
        )
    values.update(options)
    joker = _enum_option(Joker, "joker", values["joker"])
    kinds = _enum_option(KindsScore, "kinds_score", values["kinds_score"])
    zeroed = _bool_option("zeroed_yahtzee_joker", values["zeroed_yahtzee_joker"])
    chance = _bool_option("chance", values["chance"])
    upper_first = _bool_option("upper_first", values["upper_first"])
    dry = _bool_option("dry_column", values["dry_column"])
    if dry and name != "yams":
        raise IllegalOption("the dry column exists only in the French Yams grid (preset yams)")
    threshold = _int_option("upper_bonus_threshold", values["upper_bonus_threshold"], 0, 105)
    upper_bonus = _int_option("upper_bonus", values["upper_bonus"], 0, 1000)
    yahtzee_bonus = _int_option("yahtzee_bonus", values["yahtzee_bonus"], 0, 1000)

    boxes = _boxes(name, kinds is KindsScore.MATCHING, chance)
    overrides = values["points"]
    if not isinstance(overrides, Mapping):
        raise IllegalOption("option points must map box ids to points")
    fixed = {b.id: b for b in boxes if b.points is not None}
    official = {box_id: b.points for box_id, b in fixed.items()}
    for box_id, pts in overrides.items():
        if box_id not in fixed:
            raise IllegalOption(f"box {box_id!r} has no fixed points to change in {name}")
        fixed[box_id] = replace(fixed[box_id], points=_int_option(f"points.{box_id}", pts, 0, 1000))
    boxes = [fixed.get(b.id, b) for b in boxes]

    normal: dict[str, Any] = {
        "joker": joker.value,
        "zeroed_yahtzee_joker": zeroed,
        "kinds_score": kinds.value,
        "chance": chance,
        "upper_first": upper_first,
        "dry_column": dry,
        "upper_bonus_threshold": threshold,
        "upper_bonus": upper_bonus,
        "yahtzee_bonus": yahtzee_bonus,
        "points": {b: fixed[b].points for b in overrides if fixed[b].points != official[b]},
    }
    # Only what differs from the preset is kept, so equal rules are equal values
    # (and share high scores, solver tables and saved-game identity).
    defaults = preset_defaults(name)
    given = {k: normal[k] for k in options if normal[k] != defaults[k]}
    return RuleSet(
        preset=name,
        options=MappingProxyType(given),
        box_rules=tuple(boxes),
        column_rules=tuple(_columns(name, dry)),
        upper_bonus_threshold=threshold,
        upper_bonus=upper_bonus,
        yahtzee_bonus=yahtzee_bonus,
        joker=joker,
        zeroed_yahtzee_joker=zeroed,
        upper_first=upper_first,
        kinds_score=kinds,
    )
