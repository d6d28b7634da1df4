"""On a short screen (a 1366x768 laptop at 125 %: 1093x614 logical) the window opened at
92 % of the height, and the dice, which get what the whole sheet leaves, were ~55 px:
tiny for children. The window now takes the screen's whole height there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.ui.common.screen import available_geometry

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def test_a_short_screen_gives_its_whole_height_to_the_window(qtbot, make_window):
    window = make_window(["Maman", "Papa", "Zoé", "Robo"], seed=2)
    area = available_geometry(window)
    assert area.height() < window.PREFERRED_SIZE.height()  # the test screen is short
    window.show()
    qtbot.waitExposed(window)
    assert window.frameGeometry().height() >= area.height() - 2
    assert area.contains(window.frameGeometry())
    # The room goes to the dice; the whole sheet still shows.
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    view = window.score_sheet
    last = view.model().rowCount() - 1
    assert view.rowViewportPosition(last) + view.rowHeight(last) <= view.viewport().height()
    assert not view.verticalScrollBar().isVisible()


def test_the_end_of_game_dialog_grows_about_its_centre_when_its_story_comes(qtbot, shown_outcome):
    """The chances' story arrives once the dialog is shown: grown down only, the dialog
    ran past the bottom of a 1366x768 screen at 125 %."""
    from PySide6.QtWidgets import QWidget

    dialog = shown_outcome(["Maman", "Papa", "Zoé", "Robo"])
    qtbot.waitExposed(dialog)
    area = available_geometry(dialog)
    frame = dialog.frameGeometry()
    frame.moveCenter(area.center())
    dialog.move(frame.topLeft())
    centre = dialog.frameGeometry().center().y()
    story = QWidget()
    story.setMinimumHeight(area.height() // 3)
    dialog.add_story(story)
    assert area.contains(dialog.frameGeometry())
    assert abs(dialog.frameGeometry().center().y() - centre) <= 2
    assert dialog.frameGeometry().bottom() < area.bottom() - 20
