"""The status bar was an empty 20-pixel strip most of the evening. It now says what the keys
do at this moment of the turn (a first evening learns Space, 1-5, Enter and H from it), a
message covers it for its few seconds, and the bar's height never changes either way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def shown(qtbot, window):
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def line(window) -> str:
    label = window.status_line
    return label.text() if label.isVisible() else ""


def test_the_status_bar_says_what_the_keys_do_through_the_turn(qtbot, make_window):
    window = shown(qtbot, make_window(["Ann", "Bob"], seed=3))
    assert "Space" in line(window) and "roll" in line(window)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert "1–5" in line(window) and "Enter" in line(window)
    state = window.session.state
    while state.rolls < state.rolls_allowed:
        assert window.session.roll((False,) * 5)
        state = window.session.state
    assert "Space" not in line(window) and "Enter" in line(window)


def test_a_message_covers_the_line_without_moving_anything(qtbot, make_window):
    window = shown(qtbot, make_window(["Ann", "Bob"], seed=3))
    bar = window.statusBar()
    sheet = window.score_sheet.mapTo(window, window.score_sheet.rect().bottomLeft())
    height = bar.height()
    assert line(window)
    window.show_status("Saved as game.yahtzee.json", 0)
    QApplication.processEvents()
    assert bar.currentMessage() and not window.status_line.isVisible()
    assert bar.height() == height
    assert window.score_sheet.mapTo(window, window.score_sheet.rect().bottomLeft()) == sheet
    bar.clearMessage()
    QApplication.processEvents()
    assert line(window) and bar.height() == height


def test_with_real_dice_on_a_short_screen_the_line_says_what_enter_will_score(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=3)
    window.start_setup(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    shown(qtbot, window)
    assert "44424" in line(window) and "Enter" in line(window)
    pad = window.physical.pad
    pad.set_compact(True)  # a short screen: the pad's own hint is hidden
    pad.type_text("44424")
    assert not pad.hint.isVisible()
    assert "Enter" in line(window) and "18" in line(window) and "Three of a kind" in line(window)


def test_nothing_is_said_of_a_game_held_behind_the_resume_offer(qtbot, make_window):
    window = shown(qtbot, make_window(["Ann", "Bob"], seed=3))
    window.session.set_held(True)
    assert line(window) == ""
    window.session.set_held(False)
    assert line(window)
