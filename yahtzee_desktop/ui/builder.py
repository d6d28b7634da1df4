"""The one place the window is put together: the table, then its features, in one order.

`app.run()` and `build_main_window()` (tests, scripts) both build through
`build_window`, so what the tests drive is what a player gets.
"""

from __future__ import annotations

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage import paths
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.ui.chances.feature import attach_chances
from yahtzee_desktop.ui.coach.attach import attach_coach
from yahtzee_desktop.ui.coach.computer import attach_computer
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.history.attach import attach_history
from yahtzee_desktop.ui.printing.attach import attach_printing
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["build_window"]


def build_window(setup: GameSetup, settings: Settings, starting: bool = False) -> MainWindow:
    """The window (not shown) over a new game of `setup`, with every feature attached.

    The autosave is made but not started: the caller decides (start it at once, or
    first offer to resume the autosaved game). `starting` (the app's start, issue 14):
    what the first frame does not show (the print entries) is made after it paints, and
    the game is held (`GameSession.held`: no roll-off, no computer move) until
    `FileActions.start_up` knows it is the one played, not an unfinished one resumed.
    """
    session = GameSession(Game(setup))
    session.held = starting
    window = MainWindow(session, settings)
    session.setParent(window)
    settings.setParent(window)
    window.autosave = Autosave(paths.autosave_path(), on_error=window.on_autosave_error)
    # The order sets the Game menu (statistics, then hint and review, then faster) and
    # the panels beside the sheet (one shared slot, each new one on top: the computer's
    # bar over the coach).
    attach_history(window, paths.history_path())  # looked up now: tests move it
    coach = attach_coach(window)
    computer = attach_computer(window, coach.service)
    if starting:  # nobody asked a table of computers to play yet
        computer.wait_for_start()
    attach_chances(window, coach.service, paths.history_path())
    attach_printing(window, after_first_show=starting)
    return window
