"""Keyboard play on the sheet: the arrows stop only where Enter scores, and each roll
puts the cursor on a sensible box (issue 13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.ui.table.score_model import (
    CARD_COLUMN_ROLE,
    POINTS_ROLE,
    PREVIEW_ROLE,
    ROW_KIND_ROLE,
    RowKind,
)

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def _roll(qtbot, window):
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert window.session.state.dice is not None


def _walk(qtbot, view, key, limit=40):
    seen = [view.currentIndex()]
    for _ in range(limit):
        qtbot.keyClick(view, key)
        if view.currentIndex() == seen[-1]:
            break
        seen.append(view.currentIndex())
    return seen


def test_arrows_visit_only_scorable_boxes_skipping_totals(qtbot, make_window):
    window = make_window(["Ann"], seed=42, games=3)
    window.show()
    qtbot.waitExposed(window)
    view, model = window.score_sheet, window.sheet_model
    _roll(qtbot, window)
    view.setFocus()
    legal = model.legal_indexes()
    assert legal and view.currentIndex() in legal
    view.setCurrentIndex(legal[0])
    down = _walk(qtbot, view, Qt.Key.Key_Down)
    # Every stop takes the dice, and the walk covers the whole column of the current game.
    assert down == legal
    assert all(i.data(PREVIEW_ROLE) is not None for i in down)
    assert all(i.data(ROW_KIND_ROLE) == RowKind.BOX for i in down)
    rows = [i.row() for i in down]
    sixes, three = model.find_row(RowKind.BOX, "sixes"), model.find_row(RowKind.BOX, "three_kind")
    assert rows[rows.index(sixes) + 1] == three  # Subtotal, Bonus and On par skipped
    up = _walk(qtbot, view, Qt.Key.Key_Up)
    assert up == list(reversed(legal))
    # Right does not step into games still to come, Left not into the label column.
    before = view.currentIndex()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex() == before
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.currentIndex() == before


def test_left_and_right_move_between_the_columns_that_take_the_dice(qtbot, make_window):
    window = make_window(["Ann"], rules="triple-yahtzee", seed=3)
    window.show()
    qtbot.waitExposed(window)
    view, model = window.score_sheet, window.sheet_model
    _roll(qtbot, window)
    view.setFocus()
    aces = model.find_row(RowKind.BOX, "aces")
    view.setCurrentIndex(model.index(aces, model.find_column(None, 0)))
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex().data(CARD_COLUMN_ROLE) == 1
    assert view.currentIndex().row() == aces
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex().data(CARD_COLUMN_ROLE) == 2
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the Card summary column takes no dice
    assert view.currentIndex().data(CARD_COLUMN_ROLE) == 2
    assert view.currentIndex().data(PREVIEW_ROLE) is not None


def test_each_roll_puts_the_cursor_on_the_best_box_never_an_old_zero(qtbot, make_window):
    window = make_window(["Ann"], seed=42, games=1)
    window.show()
    qtbot.waitExposed(window)
    view, model = window.score_sheet, window.sheet_model
    session = window.session
    for _ in range(6):  # several turns: roll, look where the cursor went, score there
        _roll(qtbot, window)
        for holds in ((True, True, False, False, False), (False,) * 5):
            best = max(i.data(PREVIEW_ROLE) for i in model.legal_indexes())
            assert view.currentIndex().data(PREVIEW_ROLE) == best
            # Park the cursor on a zero box if there is one, then roll again.
            zeros = [i for i in model.legal_indexes() if i.data(PREVIEW_ROLE) == 0]
            if zeros:
                view.setCurrentIndex(zeros[0])
            session.roll(holds)
            best = max(i.data(PREVIEW_ROLE) for i in model.legal_indexes())
            assert view.currentIndex().data(PREVIEW_ROLE) == best
        view.setFocus()
        chosen = view.currentIndex()
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert chosen.data(POINTS_ROLE) == best  # a blind Enter scored the best box


def test_no_cell_stays_selected_when_nothing_can_be_scored(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=42, games=1)
    window.show()
    qtbot.waitExposed(window)
    view = window.score_sheet
    _roll(qtbot, window)
    assert view.selectionModel().selectedIndexes()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Ann scores; Bob has not rolled
    assert not view.selectionModel().selectedIndexes()
    assert not view.currentIndex().isValid()
    window.players.seatChosen.emit(0)  # looking at Ann's sheet: nothing highlighted
    assert not view.selectionModel().selectedIndexes()
