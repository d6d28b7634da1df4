"""The French Yams grid: descending, free and ascending columns, Plus and Moins."""

from __future__ import annotations

from ..boxes import (
    QT_TRANSLATE_NOOP,
    BoxRule,
    ColumnRule,
    Joker,
    KindsScore,
    Order,
    ScoreKind,
    upper_boxes,
)
from .spec import COMMON_OFFERS, Choices, Preset
from .yahtzee import RUNS_4, RUNS_5


def _boxes(choices: Choices) -> list[BoxRule]:
    matching = choices.kinds_matching
    return [
        *upper_boxes(),
        BoxRule("plus", ScoreKind.PLUS),
        BoxRule("minus", ScoreKind.MINUS),
        BoxRule("three_kind", ScoreKind.KIND, count=3, matching=matching),
        BoxRule("four_kind", ScoreKind.KIND, count=4, matching=matching),
        BoxRule("full_house", ScoreKind.FULL_HOUSE, points=25),
        BoxRule("small_straight", ScoreKind.STRAIGHT, runs=RUNS_4, points=30),
        BoxRule("large_straight", ScoreKind.STRAIGHT, runs=RUNS_5, points=40),
        BoxRule("yahtzee", ScoreKind.YAHTZEE, points=50),
        *([BoxRule("chance", ScoreKind.CHANCE)] if choices.chance else []),
    ]


def _columns(choices: Choices) -> list[ColumnRule]:
    columns = [
        ColumnRule("descending", Order.DESCENDING),
        ColumnRule("free", Order.FREE),
        ColumnRule("ascending", Order.ASCENDING),
    ]
    if choices.dry_column:
        columns.append(ColumnRule("dry", Order.FREE, first_roll_only=True))
    return columns


PRESET = Preset(
    name="yams",
    label=QT_TRANSLATE_NOOP("Preset", "French Yams grid"),
    summary=QT_TRANSLATE_NOOP(
        "Preset", "the French grid: descending, free and ascending columns, Plus and Minus"
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "Columns filled downwards, freely and upwards; Plus and Minus; no Yams bonus.",
    ),
    boxes=_boxes,
    columns=_columns,
    defaults={
        "joker": Joker.NONE,
        "yahtzee_bonus": 0,
        "kinds_score": KindsScore.MATCHING,
        "chance": False,
    },
    offers=COMMON_OFFERS | {"dry_column"},
    box_names={"yahtzee": QT_TRANSLATE_NOOP("Box", "Yams")},
    column_names={
        "descending": QT_TRANSLATE_NOOP("Column", "Descending"),
        "free": QT_TRANSLATE_NOOP("Column", "Free"),
        "ascending": QT_TRANSLATE_NOOP("Column", "Ascending"),
        "dry": QT_TRANSLATE_NOOP("Column", "Dry"),
    },
)
