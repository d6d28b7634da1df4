"""Maxi Yatzy, the Scandinavian six-dice game: pairs, villa and tower, saved rolls."""

from __future__ import annotations

from ..boxes import QT_TRANSLATE_NOOP, BoxRule, Joker, KindsScore, ScoreKind, upper_boxes
from .spec import Choices, Preset


def _boxes(choices: Choices) -> list[BoxRule]:
    matching = choices.kinds_matching
    return [
        *upper_boxes(),
        BoxRule("pair", ScoreKind.PAIR),
        BoxRule("two_pairs", ScoreKind.TWO_PAIRS),
        BoxRule("three_pairs", ScoreKind.THREE_PAIRS),
        BoxRule("three_kind", ScoreKind.KIND, count=3, matching=matching),
        BoxRule("four_kind", ScoreKind.KIND, count=4, matching=matching),
        BoxRule("five_kind", ScoreKind.KIND, count=5, matching=matching),
        BoxRule(
            "small_straight", ScoreKind.STRAIGHT, runs=(frozenset({1, 2, 3, 4, 5}),), points=15
        ),
        BoxRule(
            "large_straight", ScoreKind.STRAIGHT, runs=(frozenset({2, 3, 4, 5, 6}),), points=20
        ),
        BoxRule("full_straight", ScoreKind.STRAIGHT, runs=(frozenset(range(1, 7)),), points=21),
        BoxRule("full_house", ScoreKind.FULL_HOUSE),
        BoxRule("villa", ScoreKind.VILLA),
        BoxRule("tower", ScoreKind.TOWER),
        *([BoxRule("chance", ScoreKind.CHANCE)] if choices.chance else []),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=100),
    ]


PRESET = Preset(
    name="maxi-yatzy",
    label=QT_TRANSLATE_NOOP("Preset", "Maxi Yatzy (six dice)"),
    summary=QT_TRANSLATE_NOOP(
        "Preset", "the Scandinavian game with six dice: 20 boxes, villa and tower, saved rolls"
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "{dice} dice, {boxes} boxes with three pairs, villa and tower; bonus {bonus} at "
        "{threshold}; rolls a turn leaves unused can be saved for later turns.",
    ),
    boxes=_boxes,
    dice=6,
    par=4,
    defaults={
        "joker": Joker.NONE,
        "yahtzee_bonus": 0,
        "upper_bonus": 50,
        "upper_bonus_threshold": 84,
        "kinds_score": KindsScore.MATCHING,
        "saved_rolls": True,
    },
    offers=frozenset(
        {"chance", "upper_first", "upper_bonus_threshold", "upper_bonus", "points", "saved_rolls"}
    ),
    box_names={
        "three_pairs": QT_TRANSLATE_NOOP("Box", "Three pairs"),
        "five_kind": QT_TRANSLATE_NOOP("Box", "Five of a kind"),
        "full_straight": QT_TRANSLATE_NOOP("Box", "Full straight"),
        "villa": QT_TRANSLATE_NOOP("Box", "Villa"),
        "tower": QT_TRANSLATE_NOOP("Box", "Tower"),
        "yahtzee": QT_TRANSLATE_NOOP("Box", "Maxi Yatzy"),
    },
    notes=(
        QT_TRANSLATE_NOOP(
            "Printing",
            "Pairs, a full house, a villa and a tower are made of different numbers: "
            "four 5s are not two pairs, but four 5s and two 2s are (5-5-2-2: 14).",
        ),
    ),
)
