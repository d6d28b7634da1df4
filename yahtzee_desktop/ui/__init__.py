"""The PySide6 app. `build_main_window` sets up a window exactly as the app does (through
`builder.build_window`, as `app.run` does).

Tests and the acceptance suite build the window through it, so what they drive is
what a player gets: app dice, the user's settings, the autosave in the app's data
folder (tests enable QStandardPaths test mode to keep that folder apart).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.rules import RuleSet, preset

if TYPE_CHECKING:
    from yahtzee_desktop.ui.table.main_window import MainWindow

__all__ = ["build_main_window"]


def build_main_window(
    players: Sequence[str] = ("Ann", "Bob"),
    rules: str | RuleSet = "yahtzee",
    seed: int | None = None,
    games: int | None = None,
) -> MainWindow:
    """A main window (not shown, no event loop started) with a fresh game of these players.

    `rules` is a preset name or a RuleSet. `games` defaults to the six game columns
    of the official pad for single-column rules, and to one game for multi-column
    rules (Triple Yahtzee, Yams), whose card already has its columns. A QApplication
    must exist.
    """
    from yahtzee_desktop.core.seeds import new_seed
    from yahtzee_desktop.core.setup import DiceMode, GameSetup, default_games, now_iso
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.builder import build_window
    from yahtzee_desktop.ui.common.settings import Settings

    set_identity()
    rule_set = preset(rules) if isinstance(rules, str) else rules
    if games is None:
        games = default_games(rule_set)
    setup = GameSetup.simple(
        list(players),
        rule_set,
        games=games,
        seed=new_seed() if seed is None else seed,
        dice_mode=DiceMode.APP,
        started=now_iso(),
    )
    window = build_window(setup, Settings())
    assert window.autosave is not None
    window.autosave.start(window.game)
    return window
