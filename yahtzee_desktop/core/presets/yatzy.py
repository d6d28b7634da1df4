"""Nordic Yatzy: pairs, exact straights, a bonus of 50, matching dice only."""

from __future__ import annotations

from ..boxes import QT_TRANSLATE_NOOP, BoxRule, Joker, KindsScore, ScoreKind, upper_boxes
from .spec import Choices, Preset
from .yahtzee import RUNS_5


def _boxes(choices: Choices) -> list[BoxRule]:
    matching = choices.kinds_matching
    return [
        *upper_boxes(),
        BoxRule("pair", ScoreKind.PAIR),
        BoxRule("two_pairs", ScoreKind.TWO_PAIRS),
        BoxRule("three_kind", ScoreKind.KIND, count=3, matching=matching),
        BoxRule("four_kind", ScoreKind.KIND, count=4, matching=matching),
        BoxRule("small_straight", ScoreKind.STRAIGHT, runs=(RUNS_5[0],), points=15),
        BoxRule("large_straight", ScoreKind.STRAIGHT, runs=(RUNS_5[1],), points=20),
        BoxRule("full_house", ScoreKind.FULL_HOUSE),
        *([BoxRule("chance", ScoreKind.CHANCE)] if choices.chance else []),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
    ]


PRESET = Preset(
    name="yatzy",
    label=QT_TRANSLATE_NOOP("Preset", "Nordic Yatzy"),
    summary=QT_TRANSLATE_NOOP(
        "Preset", "the Nordic game: 15 boxes with pairs, bonus 50, fixed straights"
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "{boxes} boxes with one and two pairs; straights 1-5 and 2-6; "
        "bonus {bonus} at {threshold}.",
    ),
    boxes=_boxes,
    defaults={
        "joker": Joker.NONE,
        "yahtzee_bonus": 0,
        "upper_bonus": 50,
        "kinds_score": KindsScore.MATCHING,
    },
    box_names={"yahtzee": QT_TRANSLATE_NOOP("Box", "Yatzy")},
)
