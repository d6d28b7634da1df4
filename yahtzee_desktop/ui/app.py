"""Starting the app: the QApplication, translations, the window, and the autosave offer."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.testing import ENV_VAR as TEST_HOOK_ENV

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


def run(argv: Sequence[str] | None = None) -> int:
    """Run the app until its window closes; argv[1], if given, is a saved game to open."""
    args = list(sys.argv if argv is None else argv)
    QCoreApplication.setOrganizationName(APP_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication(args)
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(DESKTOP_ID)  # the Wayland app id, matching the menu entry

    from yahtzee_desktop.ui.dialogs.about import app_icon

    app.setWindowIcon(app_icon())

    from yahtzee_desktop.storage.autosave import find_resumable
    from yahtzee_desktop.storage.paths import autosave_path
    from yahtzee_desktop.ui.builder import build_window
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.common.table_memory import startup_setup

    settings = Settings()
    _install_language(app, settings.language)
    setup, first_start = startup_setup(settings)  # the table remembered from last time
    window = build_window(setup, settings)
    path = autosave_path()
    window.show()

    savefile = args[1] if len(args) > 1 else None

    def after_start() -> None:
        if savefile is not None and window.open_file(savefile):
            return
        found = find_resumable(path)
        if found is None:
            window.autosave.start(window.game)  # type: ignore[union-attr]
            if first_start:  # greet the family and ask who is playing
                window.welcome()
        else:
            window.offer_resume(found)

    QTimer.singleShot(0, after_start)
    if os.environ.get(TEST_HOOK_ENV):  # end-to-end tests only: the app plays itself
        from yahtzee_desktop.testing.autoplay import install_from_environment

        install_from_environment(window)
    if os.environ.get(SMOKE_TEST_ENV) == "1":
        QTimer.singleShot(1000, app.quit)
    return int(app.exec())
