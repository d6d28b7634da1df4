"""Optimal play, computer players and the coach: pure Python and NumPy, no Qt.

`Advisor(rules)` is exact for every single-column rule set (its table is built in a
few seconds, then cached); `coach(rules)` falls back to a labelled estimate for the
multi-column presets. `Bot(level, rules, rng)` plays at beginner, club or expert level.

Names are imported lazily so that the command line (which registers `solve`) starts
without loading NumPy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .advisor import (
        Advisor,
        BoxChoice,
        Choice,
        Coach,
        Decision,
        Hint,
        Review,
        ReviewEntry,
        review,
    )
    from .bots import Bot, EstimateAdvisor, Level, coach, play_solitaire
    from .solver import Table, build_table
    from .table_cache import cache_dir, load_or_build

_WHERE = {
    **dict.fromkeys(
        (
            "Advisor",
            "BoxChoice",
            "Choice",
            "Coach",
            "Decision",
            "Hint",
            "Review",
            "ReviewEntry",
            "review",
        ),
        "advisor",
    ),
    **dict.fromkeys(("Bot", "EstimateAdvisor", "Level", "coach", "play_solitaire"), "bots"),
    **dict.fromkeys(("Table", "build_table"), "solver"),
    **dict.fromkeys(("cache_dir", "load_or_build"), "table_cache"),
}

__all__ = [
    "Advisor",
    "Bot",
    "BoxChoice",
    "Choice",
    "Coach",
    "Decision",
    "EstimateAdvisor",
    "Hint",
    "Level",
    "Review",
    "ReviewEntry",
    "Table",
    "build_table",
    "cache_dir",
    "coach",
    "load_or_build",
    "play_solitaire",
    "review",
]
assert sorted(__all__) == sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value
