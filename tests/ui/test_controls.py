"""Undo/redo, keyboard-only play, the dice and their animation, accessible names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QWidget

from yahtzee_desktop.ui.table.score_model import POINTS_ROLE, PREVIEW_ROLE, RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def test_fixed_object_names(make_window):
    window = make_window()
    for name in ("die_1", "die_2", "die_3", "die_4", "die_5", "roll_button"):
        button = window.findChild(QAbstractButton, name)
        assert button is not None and button.accessibleName()
    assert window.findChild(QWidget, "score_sheet") is window.score_sheet
    for name in ("undo_action", "redo_action", "new_game_action"):
        action = window.findChild(QAction, name)
        assert action is not None and action.text()
    assert window.findChild(QAbstractButton, "die_1").isCheckable()


def test_undo_redo_a_scored_box_and_its_bonus(qtbot, make_window):
    window = make_window(["Ann"], seed=42, games=1)
    game = window.session.game
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    dice = game.state.dice
    model = window.sheet_model
    chance = model.index(model.find_row(RowKind.BOX, "chance"), 0)
    total = model.index(model.find_row(RowKind.TOTAL), 0)
    assert window.score_sheet.score_index(chance)
    assert model.data(chance, POINTS_ROLE) == sum(dice)
    assert model.data(total, POINTS_ROLE) == sum(dice)
    window.undo_action.trigger()
    assert model.data(chance, POINTS_ROLE) is None
    assert model.data(chance, PREVIEW_ROLE) == sum(dice)
    assert model.data(total, POINTS_ROLE) == 0
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert model.data(chance, POINTS_ROLE) == sum(dice)
    assert not window.redo_action.isEnabled()
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.redo_action.shortcut().toString() == "Ctrl+Shift+Z"


def test_undo_of_a_roll_restores_dice_and_holds(qtbot, make_window):
    window = make_window(["Ann"], seed=8)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    first = [d.face for d in window.dice.dice]
    qtbot.mouseClick(window.dice.dice[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert window.dice.roll_label.text() == "Roll 2 of 3"
    assert window.dice.dice[0].face == first[0]
    window.undo()
    assert [d.face for d in window.dice.dice] == first
    assert window.dice.roll_label.text() == "Roll 1 of 3"


def test_keyboard_only_game_turns(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=77, games=1)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.isActiveWindow())
    view = window.score_sheet
    for _turn in range(6):
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert window.session.state.rolls == 1
        qtbot.keyClick(view, Qt.Key.Key_1)
        assert window.dice.dice[0].isChecked()
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert window.session.state.rolls == 2
        assert window.session.state.dice[0] == window.dice.dice[0].face
        # The cursor sits on a legal box; arrows move among boxes; Enter scores.
        assert window.sheet_model.option_at(view.currentIndex()) is not None
        qtbot.keyClick(view, Qt.Key.Key_Down)
        before = window.session.state.card.filled_count()
        seat = window.session.state.seat
        if window.sheet_model.option_at(view.currentIndex()) is None:
            qtbot.keyClick(view, Qt.Key.Key_Up)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert window.session.state.cards[0][seat].filled_count() == before + 1
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.dice is not None  # back before the last score
    window.close()


def test_animation_is_harmless_to_click_through(qtbot, make_window):
    window = make_window(["Ann"], seed=4, animation_ms=400)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert window.dice.animating
    assert not window.sheet_model.preview_visible
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)  # ignored
    window.dice.request_roll()
    assert window.session.state.rolls == 1
    with qtbot.waitSignal(window.dice.animationFinished, timeout=3000):
        pass
    assert [d.face for d in window.dice.dice] == list(window.session.state.dice)
    assert window.sheet_model.preview_visible
    assert window.sheet_model.legal_indexes()


def test_held_dice_stay_still_and_enter_during_animation_scores(qtbot, make_window):
    window = make_window(["Ann"], seed=4, animation_ms=400)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    window.dice.finish_animation()
    held_face = window.dice.dice[2].face
    qtbot.mouseClick(window.dice.dice[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    frames: list[int] = []
    window.dice.animation.valueChanged.connect(lambda _v: frames.append(window.dice.dice[2].face))
    qtbot.waitUntil(lambda: len(frames) >= 3, timeout=3000)
    assert set(frames) == {held_face}
    model = window.sheet_model
    chance = model.index(model.find_row(RowKind.BOX, "chance"), 0)
    window.score_sheet.setCurrentIndex(chance)
    qtbot.keyClick(window.score_sheet, Qt.Key.Key_Return)  # ends the animation, then scores
    assert not window.dice.animating
    assert window.session.state.cards[0][0].value("chance") is not None


def test_player_panel_selects_the_sheet(qtbot, make_window):
    window = make_window(["Ann", "Bob", "Cy"], seed=2)
    window.show()
    qtbot.waitExposed(window)
    turn = window.session.state.seat
    other = (turn + 1) % 3
    item = window.players.item_for_seat(other)
    rect = window.players.tree.visualItemRect(item)
    qtbot.mouseClick(window.players.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.sheet_model.viewed_seat == other
    assert window.session.state.setup.seats[other].name in window.tabs.tabText(0)
    assert window.players.item_for_seat(turn).text(0) == "\u25b6"
    assert window.table_model.columnCount() == 3


def test_roll_off_shown_until_the_game_starts(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=31)
    roll_off = window.session.state.roll_off()
    assert roll_off is not None
    assert not window.roll_off.isHidden()
    starter = window.session.state.setup.seats[roll_off.starter].name
    assert starter in window.roll_off.headline()
    assert window.session.state.seat == roll_off.starter
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert window.roll_off.isHidden()
