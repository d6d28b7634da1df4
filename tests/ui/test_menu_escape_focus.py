"""After a menu is closed with Escape, Enter scores again (issue 26): the menu bar kept the
keyboard, and Enter opened the menu again instead of scoring the marked box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.actions import Score

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def offscreen() -> bool:
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() == "offscreen"


def test_enter_scores_after_a_menu_closed_with_escape(qtbot, make_window):
    if offscreen():
        # Offscreen, a closed popup never gives the window back its activation, so neither
        # the defect nor its fix shows: run with QT_QPA_PLATFORM=xcb under xvfb-run.
        pytest.skip("needs a real window system (xvfb-run, xcb)")
    window = make_window(["Ann"], seed=3, games=1)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    bar = window.menuBar()
    rect = bar.actionGeometry(window.game_menu.menuAction())
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.game_menu)
    qtbot.keyClick(window.game_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.wait(20)
    focus = QApplication.focusWidget()
    assert focus is window.score_sheet
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert QApplication.activePopupWidget() is None  # no menu opened again
    assert any(isinstance(a, Score) for a in window.game.actions)
