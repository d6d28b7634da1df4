"""Real dice: the faces typed in the dice field, one Enter scores them in the box the sheet
suggests (the one the field's hint names), as a family expects; it took two (the first only
moved the keyboard to the sheet). And never an unintended box: not with dice half typed,
not with dice that fit no box, not a second time for an Enter typed twice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.actions import Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.table.score_model import RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def real_dice_window(make_window, qtbot, names=("Ann", "Bob"), rules="yahtzee"):
    window = make_window(list(names), rules, seed=7, games=1)
    window.start_setup(
        GameSetup.simple(list(names), preset(rules), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    qtbot.waitExposed(window)
    return window


def scores(window) -> list[Score]:
    return [a for a in window.game.actions if isinstance(a, Score)]


def test_one_enter_scores_the_suggested_box(qtbot, make_window):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    pad.field.setFocus()
    qtbot.keyClicks(pad.field, "44424")
    suggested = window.sheet_model.option_at(window.score_sheet.currentIndex())
    assert suggested == ("three_kind", 0)  # the most points, where the cursor went
    # What Enter will do is said before it is pressed.
    assert pad.hint.text().startswith("Enter scores 18 in Three of a kind")
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert [(s.box, s.column) for s in scores(window)] == [suggested]
    assert window.session.state.cards[0][0].value("three_kind") == 18
    # A second Enter (typed twice out of habit) scores nothing for the next player.
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert len(scores(window)) == 1
    assert pad.field.hasFocus() or window.focusWidget() is pad.field  # ready for Bob's dice


def test_a_box_chosen_on_the_sheet_is_the_one_enter_scores(qtbot, make_window):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "44424")
    model = window.sheet_model
    chance = model.index(model.find_row(RowKind.BOX, "chance"), 0)
    window.score_sheet.setCurrentIndex(chance)
    assert "Chance" in pad.hint.text() and "18" in pad.hint.text()
    pad.field.setFocus()
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert [(s.box, s.column) for s in scores(window)] == [("chance", 0)]


def test_enter_scores_nothing_with_dice_half_typed_and_says_a_zero(qtbot, make_window):
    window = real_dice_window(make_window, qtbot, names=("Ann",))
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "4442")
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert scores(window) == []
    assert window.focusWidget() is not window.score_sheet
    # Every box but Yahtzee taken: 12345 can only be a zero there, which the hint says.
    state = window.session.state
    for box in [b for b in state.setup.rules.boxes if b != "yahtzee"]:
        pad.clear()
        pad.type_text("66666")
        assert window.session.score(box, 0), box
    pad.clear()
    pad.type_text("12345")
    assert window.sheet_model.legal_indexes()  # the Yahtzee box takes a zero...
    suggested = window.sheet_model.option_at(window.score_sheet.currentIndex())
    assert suggested == ("yahtzee", 0)
    assert "0 in Yahtzee" in pad.hint.text()  # ...and the hint says so before Enter


def test_a_held_down_enter_scores_once(qtbot, make_window):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "44424")
    pad.field.setFocus()
    first = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(pad.field, first)
    qtbot.keyClicks(pad.field, "66666")  # Bob's dice
    repeat = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True
    )
    QApplication.sendEvent(pad.field, repeat)
    assert len(scores(window)) == 1  # an auto-repeat is not a decision


def test_the_field_says_what_enter_does(qtbot, make_window):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    assert "Enter" in pad.field.toolTip() and "box" in pad.field.toolTip()
