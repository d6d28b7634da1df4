"""Starting the app: one instance per user, the QApplication, translations, the window, and
what the window does first (`FileActions.start_up`: storage problems, the autosave offer)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.testing import ENV_VAR as TEST_HOOK_ENV

if TYPE_CHECKING:
    from yahtzee_desktop.ui.common.single_instance import SingleInstance
    from yahtzee_desktop.ui.table.main_window import MainWindow

__all__ = ["APP_NAME", "run", "set_identity", "startup_names"]

APP_NAME = "Yahtzee Desktop"
DESKTOP_ID = "io.github.yahtzee_desktop.YahtzeeDesktop"
SMOKE_TEST_ENV = "YAHTZEE_DESKTOP_SMOKE_TEST"
"""Set to 1, the app quits with status 0 once its window has been shown (for bundle checks)."""


def set_identity() -> None:
    """Name the app so settings and data go to the app's own folders."""
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)


def startup_names(saved: Sequence[str]) -> list[str]:
    """The seats of the game shown at start: the last new game's names, where a name left
    empty (the dialog then said "Player 3") is given that default rather than no name."""
    names = [
        name.strip() or QCoreApplication.translate("App", "Player %d") % n
        for n, name in enumerate(saved, 1)
    ]
    return names or [
        QCoreApplication.translate("App", "Player 1"),
        QCoreApplication.translate("App", "Player 2"),
    ]


def _install_language(app: QApplication, language: str) -> None:
    try:
        from yahtzee_desktop.ui.common.i18n import install_translators
    except ImportError:
        return
    install_translators(app, language)


START_ICON_SIDE = 48
"""The icon sizes set before the first frame (taskbar and title bar); the rest follow."""


def _set_start_icon(app: QApplication) -> None:
    from yahtzee_desktop.ui.common.icon import app_icon

    app.setWindowIcon(app_icon(START_ICON_SIDE))


def _after_first_paint(app: QApplication, window: MainWindow, instance: SingleInstance) -> None:
    """What the first frame does not need: answering later launches, the icon in every
    size, then the coach's table for the rules in play, built or loaded in the background
    (idle priority)."""
    from yahtzee_desktop.ui.coach.hints import CoachPanel
    from yahtzee_desktop.ui.common.icon import app_icon

    instance.listen()
    app.setWindowIcon(app_icon())
    coach = window.features.get("coach")
    if isinstance(coach, CoachPanel):
        service = coach.service  # after the resume offer, which may change the rules
        QTimer.singleShot(0, lambda: service.follow(window.session))


def run(argv: Sequence[str] | None = None) -> int:
    """Run the app until its window closes; argv[1], if given, is a saved game to open."""
    args = list(sys.argv if argv is None else argv)
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(DESKTOP_ID)  # the Wayland app id, matching the menu entry

    _set_start_icon(app)

    savefile = args[1] if len(args) > 1 else None
    instance = _single_instance(savefile)
    if isinstance(instance, int):  # another window runs (and has the file), or hangs
        return instance

    from yahtzee_desktop.ui.builder import build_window
    from yahtzee_desktop.ui.common.activation import bring_to_front, token_in
    from yahtzee_desktop.ui.common.collector import GuiCollector
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.common.table_memory import startup_setup

    collector = GuiCollector(app)  # workers no longer free Qt objects off their thread
    collector.install()
    settings = Settings()
    _install_language(app, settings.language)
    setup, first_start = startup_setup(settings)  # the table remembered from last time
    window = build_window(setup, settings, starting=True)
    window.show()

    def another_launch(path: str, message: dict[str, object]) -> bool:
        """A later launch: the window to the front with its launcher's activation token,
        then its file; True once that is open (the launch is told then)."""
        bring_to_front(window, token_in(message))
        return window.files.open_file(path) if path else True

    instance.handler = another_launch

    def after_start() -> None:
        busy = window.files.start_up(savefile)  # a game offered back, or a file opened
        if os.environ.get(TEST_HOOK_ENV):  # end-to-end tests only: the app plays itself
            from yahtzee_desktop.testing.autoplay import install_from_environment

            install_from_environment(window)  # it answers the offer just made
        if first_start and not busy:  # greet the family and ask who is playing, once
            # the window is on screen (not if it was closed: the dialog would outlive it)
            window.after_first_show(greet)

    def greet() -> None:  # after the start-up's warnings are read: one thing at a time
        window.messages.when_idle(lambda: window.welcome() if window.isVisible() else None)

    if savefile is None:  # the resume offer (a box of its own) follows the first frame
        window.after_first_show(after_start)
    else:  # the file opened replaces the game before the first frame: no other game flashes
        QTimer.singleShot(0, after_start)
    window.after_first_show(lambda: _after_first_paint(app, window, instance))
    if os.environ.get(SMOKE_TEST_ENV) == "1":
        QTimer.singleShot(1000, app.quit)
    try:
        return int(app.exec())
    finally:
        # The window's features have stopped theirs; a pool nobody closed (a dialog's) is
        # waited for here: a worker still in Python as the interpreter ends may crash it.
        from yahtzee_desktop.ui.common.workers import Jobs

        Jobs.close_all()
        collector.uninstall()  # no worker runs: Python may collect by itself again
        instance.release()


def _single_instance(savefile: str | None) -> SingleInstance | int:
    """This process's claim to run (a `SingleInstance`), or the exit status: 0 when the
    running instance took the launch over, 1 when it could not open the file or does not
    answer and the family chose not to start anyway."""
    from yahtzee_desktop.storage.paths import data_dir
    from yahtzee_desktop.ui.common.single_instance import SingleInstance

    instance = SingleInstance(data_dir())
    if instance.acquire(listen=False):  # listens after the first frame
        return instance
    answered = instance.hand_over(savefile)
    if answered is not None:  # it has the file, or said why it could not open it
        return 0 if answered else 1
    if instance.take_over():  # the app that held the lock ended meanwhile
        return instance
    from yahtzee_desktop.ui.common.locked_out import start_anyway

    _install_language(QApplication.instance(), _language())  # type: ignore[arg-type]
    if start_anyway(instance.lock_path) and instance.take_over(force=True):
        return instance
    return 1


def _language() -> str:
    from yahtzee_desktop.ui.common.settings import Settings

    return Settings().language
