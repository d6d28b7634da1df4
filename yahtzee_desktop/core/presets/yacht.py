"""Yacht (Yam's): no three of a kind, a full house worth its dice, no joker."""

from __future__ import annotations

from ..boxes import QT_TRANSLATE_NOOP, BoxRule, Joker, ScoreKind, upper_boxes
from .spec import Choices, Preset
from .yahtzee import RUNS_4, RUNS_5


def _boxes(choices: Choices) -> list[BoxRule]:
    return [
        *upper_boxes(),
        BoxRule("four_kind", ScoreKind.KIND, count=4, matching=choices.kinds_matching),
        BoxRule("full_house", ScoreKind.FULL_HOUSE),
        BoxRule("small_straight", ScoreKind.STRAIGHT, runs=RUNS_4, points=15),
        BoxRule("large_straight", ScoreKind.STRAIGHT, runs=RUNS_5, points=30),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
        *([BoxRule("chance", ScoreKind.CHANCE)] if choices.chance else []),
    ]


PRESET = Preset(
    name="yacht",
    label=QT_TRANSLATE_NOOP("Preset", "Yacht"),
    summary=QT_TRANSLATE_NOOP(
        "Preset",
        "Yacht or Yam’s: 12 boxes, straights 15 and 30, no bonus for a second Yacht, no joker",
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "{boxes} boxes; no three of a kind; full house scores the dice; no joker.",
    ),
    boxes=_boxes,
    defaults={"joker": Joker.NONE, "yahtzee_bonus": 0},
    box_names={"yahtzee": QT_TRANSLATE_NOOP("Box", "Yacht")},
)
