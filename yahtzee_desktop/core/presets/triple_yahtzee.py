"""Triple Yahtzee: three official columns worth ×1, ×2 and ×3."""

from __future__ import annotations

from ..boxes import QT_TRANSLATE_NOOP, ColumnRule
from .spec import Choices, Preset
from .yahtzee import official_boxes


def _columns(choices: Choices) -> list[ColumnRule]:
    return [ColumnRule(f"x{m}", multiplier=m) for m in (1, 2, 3)]


PRESET = Preset(
    name="triple-yahtzee",
    label=QT_TRANSLATE_NOOP("Preset", "Triple Yahtzee"),
    summary=QT_TRANSLATE_NOOP(
        "Preset", "three columns worth ×1, ×2 and ×3, each with its own bonuses"
    ),
    help=QT_TRANSLATE_NOOP(
        "RuleSettingsDialog",
        "Three columns worth {multipliers} and {last}; each turn fills a box in any column.",
    ),
    boxes=official_boxes,
    columns=_columns,
    column_names={
        "x1": QT_TRANSLATE_NOOP("Column", "×1"),
        "x2": QT_TRANSLATE_NOOP("Column", "×2"),
        "x3": QT_TRANSLATE_NOOP("Column", "×3"),
    },
)
