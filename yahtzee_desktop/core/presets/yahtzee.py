"""Yahtzee, the official rules: the default game."""

from __future__ import annotations

from ..boxes import QT_TRANSLATE_NOOP, BoxRule, ScoreKind, upper_boxes
from .spec import Choices, Preset

RUNS_4 = (frozenset({1, 2, 3, 4}), frozenset({2, 3, 4, 5}), frozenset({3, 4, 5, 6}))
"""Small straights: four in a row."""
RUNS_5 = (frozenset({1, 2, 3, 4, 5}), frozenset({2, 3, 4, 5, 6}))
"""Large straights: five in a row."""


def official_boxes(choices: Choices) -> list[BoxRule]:
    """The thirteen boxes of the official card (Triple Yahtzee's columns too)."""
    matching = choices.kinds_matching
    return [
        *upper_boxes(),
        BoxRule("three_kind", ScoreKind.KIND, count=3, matching=matching),
        BoxRule("four_kind", ScoreKind.KIND, count=4, matching=matching),
        BoxRule("full_house", ScoreKind.FULL_HOUSE, points=25),
        BoxRule("small_straight", ScoreKind.STRAIGHT, runs=RUNS_4, points=30),
        BoxRule("large_straight", ScoreKind.STRAIGHT, runs=RUNS_5, points=40),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
        *([BoxRule("chance", ScoreKind.CHANCE)] if choices.chance else []),
    ]


PRESET = Preset(
    name="yahtzee",
    label=QT_TRANSLATE_NOOP("Preset", "Yahtzee (official rules)"),
    summary=QT_TRANSLATE_NOOP(
        "Preset",
        "the official rules: 13 boxes, bonus 35 at 63, 100 per extra Yahtzee, forced joker",
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "{boxes} boxes; bonus {bonus} at {threshold}; {extra} for each extra Yahtzee; "
        "forced joker.",
    ),
    boxes=official_boxes,
)
