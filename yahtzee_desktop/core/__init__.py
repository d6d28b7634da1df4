"""The Qt-free core: rule sets, score cards, the game as an action log, save and load."""

from .card import Card, ColumnTotals, Refusal
from .dice import Dice, IllegalMove, check_dice
from .rules import (
    PRESETS,
    BoxRule,
    ColumnRule,
    IllegalOption,
    Joker,
    KindsScore,
    Order,
    RuleSet,
    ScoreKind,
    preset,
    preset_defaults,
)

__all__ = [
    "PRESETS",
    "BoxRule",
    "Card",
    "ColumnRule",
    "ColumnTotals",
    "Dice",
    "IllegalMove",
    "IllegalOption",
    "Joker",
    "KindsScore",
    "Order",
    "Refusal",
    "RuleSet",
    "ScoreKind",
    "check_dice",
    "preset",
    "preset_defaults",
]
