"""What a preset declaration holds: everything that makes one rule set a game of its own.

A preset is one `Preset` value in its own module of this package: its boxes and columns
(built from the scoring catalogue, `core/boxes.py`), its dice, the option values it
starts from and the options a player may change, and its words (its name, the names of
its own boxes, the rule settings dialog's help, the rules page's notes), marked with
`QT_TRANSLATE_NOOP` so that the one catalogue holds their French.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..boxes import STANDARD_DICE, BoxRule, ColumnRule

__all__ = ["COMMON_OFFERS", "Choices", "Preset", "single_column"]

COMMON_OFFERS = frozenset(
    {
        "joker",
        "zeroed_yahtzee_joker",
        "kinds_score",
        "chance",
        "upper_first",
        "upper_bonus_threshold",
        "upper_bonus",
        "yahtzee_bonus",
        "points",
    }
)
"""The options every five-dice preset lets a player change (RULES.md, "Options")."""


@dataclass(frozen=True)
class Choices:
    """The option values, read and checked, that a preset's boxes and columns follow."""

    kinds_matching: bool
    """Of-a-kind boxes count only the matching dice."""
    chance: bool
    """The sheet has a Chance box."""
    dry_column: bool
    """The card has a dry column (first roll only)."""


def single_column(choices: Choices) -> list[ColumnRule]:
    """One plain column: the card of most presets."""
    return [ColumnRule("single")]


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Preset:
    """One preset, declared once; `core.rules.preset(name, **options)` builds its rule set."""

    name: str
    """Its id: the `--rules` value, saved games' and settings' key (never changes)."""
    label: str
    """Its name for players, ``QT_TRANSLATE_NOOP("Preset", ...)``."""
    summary: str
    """What the game is, in a few words, ``QT_TRANSLATE_NOOP("Preset", ...)``: beside its
    name where presets are chosen (`i18n.preset_summary`, the command line's help)."""
    help: str
    """One line for the rule settings dialog, ``QT_TRANSLATE_NOOP("RuleSettingsDialog",
    ...)``; may name {boxes}, {bonus}, {threshold}, {extra}, {multipliers}, {last},
    {dice}: the dialog fills them from the rule set."""
    boxes: Callable[[Choices], list[BoxRule]]
    """Its boxes in sheet order, for these option values."""
    columns: Callable[[Choices], list[ColumnRule]] = single_column
    """The columns of one card, left to right."""
    dice: int = STANDARD_DICE
    """How many dice a roll throws."""
    rolls: int = 3
    """Rolls a turn may use (before any saved rolls)."""
    par: int = 3
    """Dice of each face that make par in the upper section (three: 63 with five dice);
    the pace row counts from it."""
    defaults: Mapping[str, Any] = field(default_factory=dict)
    """Option values that differ from the common defaults (`core.rules.COMMON_DEFAULTS`)."""
    offers: frozenset[str] = COMMON_OFFERS
    """The options a player may change from their defaults."""
    box_names: Mapping[str, str] = field(default_factory=dict)
    """Names of its own boxes and of shared ones it renames (its five of a kind: "Yatzy"),
    ``QT_TRANSLATE_NOOP("Box", ...)``; the others are `core.boxes.BOX_NAMES`."""
    column_names: Mapping[str, str] = field(default_factory=dict)
    """Names of its columns other than the plain "single" one (`core.boxes.COLUMN_NAMES`),
    ``QT_TRANSLATE_NOOP("Column", ...)``."""
    notes: tuple[str, ...] = ()
    """Lines of the printed rules page's "Good to know", ``QT_TRANSLATE_NOOP("Printing",
    ...)``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "defaults", _frozen(self.defaults))
        object.__setattr__(self, "box_names", _frozen(self.box_names))
        object.__setattr__(self, "column_names", _frozen(self.column_names))
