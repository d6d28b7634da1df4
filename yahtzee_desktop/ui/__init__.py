"""The PySide6 app. `build_main_window` sets up a window exactly as the app does.

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
    from yahtzee_desktop.core.game import (
        DiceMode,
        Game,
        GameSetup,
        default_games,
        new_seed,
        now_iso,
    )
    from yahtzee_desktop.storage.autosave import Autosave
    from yahtzee_desktop.storage.paths import autosave_path
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.table.main_window import MainWindow
    from yahtzee_desktop.ui.table.session import GameSession

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
    session = GameSession(Game(setup))
    settings = Settings()
    window = MainWindow(session, settings)
    session.setParent(window)
    settings.setParent(window)
    window.autosave = Autosave(autosave_path(), on_error=window.on_autosave_error)
    window.autosave.start(session.game)
    from yahtzee_desktop.storage.paths import history_path
    from yahtzee_desktop.ui.history.recorder import HistoryRecorder

    window.set_recorder(HistoryRecorder(history_path(), window))
    return window
