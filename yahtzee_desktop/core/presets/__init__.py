"""Every preset, declared once each: one module per preset, listed here in the order
players see them (the rule combos, the `--rules` choices, the printed and tested lists).

Adding a preset is one module with its `PRESET` declaration, its line below, and the
French of its words (docs/ARCHITECTURE.md, "Adding a preset").
"""

from __future__ import annotations

from types import MappingProxyType

from . import maxi_yatzy, triple_yahtzee, yacht, yahtzee, yams, yatzy
from .spec import COMMON_OFFERS, Choices, Preset

__all__ = ["COMMON_OFFERS", "DECLARED", "Choices", "Preset", "declared"]

DECLARED = MappingProxyType(
    {
        p.name: p
        for p in (
            yahtzee.PRESET,
            triple_yahtzee.PRESET,
            yacht.PRESET,
            yatzy.PRESET,
            yams.PRESET,
            maxi_yatzy.PRESET,
        )
    }
)
"""Name -> declaration, in the order players see the presets."""


def declared(name: str) -> Preset | None:
    """The declaration of a preset, or None for a name no preset has."""
    return DECLARED.get(name)
