"""Rule sets as data: a `RuleSet` is a preset's declaration (`core/presets/`) built with
its options; its boxes come from the scoring catalogue (`core/boxes.py`).

One engine scores every variant; a preset is only a named way to build a `RuleSet`,
and the settings dialog edits the same options `preset()` takes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from types import MappingProxyType
from typing import Any

from .boxes import (
    UPPER_IDS,
    BoxRule,
    ColumnRule,
    IllegalOption,
    Joker,
    KindsScore,
    Order,
    ScoreKind,
    all_rolls,
)
from .dice import Dice
from .presets import DECLARED, Choices, Preset, declared

__all__ = [
    "COMMON_DEFAULTS",
    "OPTION_NAMES",
    "PRESETS",
    "UPPER_IDS",
    "BoxRule",
    "ColumnRule",
    "IllegalOption",
    "Joker",
    "KindsScore",
    "Order",
    "RuleSet",
    "ScoreKind",
    "all_rolls",
    "preset",
    "preset_declaration",
    "preset_defaults",
    "upper_most",
]


def _table(score: Callable[[Dice], int], dice: int) -> Mapping[Dice, int]:
    return MappingProxyType({d: score(d) for d in all_rolls(dice)})


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
    dice: int
    """How many dice a roll throws (the preset's `Preset.dice`)."""
    rolls: int
    """Rolls a turn may use, before any saved rolls."""
    saved_rolls: bool
    """Rolls a turn leaves unused are kept for that player's later turns (Maxi Yatzy)."""
    par: int
    """Dice of each face that make par in the upper section (`upper_par`, `Card.pace`)."""
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
        return tuple(_table(b.score, self.dice) for b in self.box_rules)

    @cached_property
    def full_tables(self) -> tuple[Mapping[Dice, int], ...]:
        """Per box: sorted dice -> points when the condition counts as met (the joker)."""
        return tuple(_table(b.full_points, self.dice) for b in self.box_rules)

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
        """Par of the upper section: `par` dice of each face (three: 63; Maxi Yatzy's four:
        84), what `Card.pace` counts from."""
        return sum(self.par * b.face for b in self.box_rules if b.upper)

    @property
    def all_rolls(self) -> tuple[Dice, ...]:
        """Every distinct sorted roll of this rule set's dice."""
        return all_rolls(self.dice)

    @property
    def declaration(self) -> Preset:
        """The preset this rule set was built from, as declared."""
        return DECLARED[self.preset]

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

PRESETS: tuple[str, ...] = tuple(DECLARED)
"""The presets' names, in the order players see them (the declarations' order)."""

COMMON_DEFAULTS: dict[str, Any] = {
    "joker": Joker.FORCED,
    "zeroed_yahtzee_joker": True,
    "kinds_score": KindsScore.ALL_DICE,
    "chance": True,
    "upper_first": False,
    "dry_column": False,
    "saved_rolls": False,
    "upper_bonus_threshold": 63,
    "upper_bonus": 35,
    "yahtzee_bonus": 100,
    "points": {},
}
"""Every option and the value a preset starts from unless its declaration says otherwise."""

OPTION_NAMES: tuple[str, ...] = tuple(COMMON_DEFAULTS)


def preset_declaration(name: str) -> Preset:
    """The declaration of a preset; IllegalOption for a name no preset has."""
    found = declared(name)
    if found is None:
        raise IllegalOption(f"unknown rule set {name!r}; choose one of {', '.join(PRESETS)}")
    return found


def preset_defaults(name: str) -> dict[str, Any]:
    """The option values a preset starts from (what "restore official rules" restores)."""
    return {**COMMON_DEFAULTS, **preset_declaration(name).defaults}


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


def upper_most(dice: int) -> int:
    """The most an upper section can hold: every die the box's face in every upper box
    (105 with five dice, 126 with six); the highest bonus threshold worth asking."""
    return dice * sum(range(1, 7))


def preset(name: str, **options: Any) -> RuleSet:
    """Build the rule set of a preset, with options named as in RULES.md.

    Besides the RULES.md options, the editable numbers are options too:
    ``upper_bonus_threshold``, ``upper_bonus``, ``yahtzee_bonus`` and
    ``points={"full_house": 30, ...}`` for boxes with fixed points.
    """
    spec = preset_declaration(name)
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
    saved = _bool_option("saved_rolls", values["saved_rolls"])
    most = upper_most(spec.dice)
    threshold = _int_option("upper_bonus_threshold", values["upper_bonus_threshold"], 0, most)
    upper_bonus = _int_option("upper_bonus", values["upper_bonus"], 0, 1000)
    yahtzee_bonus = _int_option("yahtzee_bonus", values["yahtzee_bonus"], 0, 1000)

    choices = Choices(kinds_matching=kinds is KindsScore.MATCHING, chance=chance, dry_column=dry)
    boxes = spec.boxes(choices)
    overrides = values["points"]
    if not isinstance(overrides, Mapping):
        raise IllegalOption("option points must map box ids to points")
    fixed = {b.id: b for b in boxes if b.points is not None}
    official = {box_id: b.points for box_id, b in fixed.items()}
    for box_id, pts in overrides.items():
        if box_id not in fixed:
            raise IllegalOption(f"box {box_id!r} has no fixed points to change in {name}")
        fixed[box_id] = replace(fixed[box_id], points=_int_option(f"points.{box_id}", pts, 0, 1000))
    boxes = [replace(fixed.get(b.id, b), dice=spec.dice) for b in boxes]

    normal: dict[str, Any] = {
        "joker": joker.value,
        "zeroed_yahtzee_joker": zeroed,
        "kinds_score": kinds.value,
        "chance": chance,
        "upper_first": upper_first,
        "dry_column": dry,
        "saved_rolls": saved,
        "upper_bonus_threshold": threshold,
        "upper_bonus": upper_bonus,
        "yahtzee_bonus": yahtzee_bonus,
        "points": {b: fixed[b].points for b in overrides if fixed[b].points != official[b]},
    }
    # Only what differs from the preset is kept, so equal rules are equal values
    # (and share high scores, solver tables and saved-game identity).
    defaults = preset_defaults(name)
    given = {k: normal[k] for k in options if normal[k] != defaults[k]}
    for key in sorted(set(given) - spec.offers):
        others = [p.name for p in DECLARED.values() if key in p.offers]
        raise IllegalOption(
            f"the {key.replace('_', ' ')} option is not part of {name}"
            + (f"; presets that offer it: {', '.join(others)}" if others else "")
        )
    return RuleSet(
        preset=name,
        options=MappingProxyType(given),
        box_rules=tuple(boxes),
        column_rules=tuple(spec.columns(choices)),
        upper_bonus_threshold=threshold,
        upper_bonus=upper_bonus,
        yahtzee_bonus=yahtzee_bonus,
        joker=joker,
        zeroed_yahtzee_joker=zeroed,
        upper_first=upper_first,
        kinds_score=kinds,
        dice=spec.dice,
        rolls=spec.rolls,
        saved_rolls=saved,
        par=spec.par,
    )
