"""On a short screen (a 1366x768 laptop at 125 %: 1093x614 logical) the window opened at
92 % of the height, and the dice, which get what the whole sheet leaves, were ~55 px:
tiny for children. The window now takes the screen's whole height there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt

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


def test_the_first_window_fills_the_height_once_its_frame_is_known(qtbot, make_window, monkeypatch):
    """Sized before it is mapped, the window allowed a guessed frame (40 px of title bar);
    openbox's is 20 at 125 %, and the window stopped 20 px short of the screen's bottom.
    Once the window manager has framed it, the window takes the height its frame leaves."""
    from PySide6.QtCore import QSize

    from yahtzee_desktop.ui.common import screen
    from yahtzee_desktop.ui.table import window_layout

    framed = {"now": False}

    def frame_size(widget):
        return QSize(2, 20) if framed["now"] and widget.isVisible() else None

    monkeypatch.setattr(screen, "frame_allowance", lambda: screen.FRAME_ALLOWANCE)
    monkeypatch.setattr(screen, "frame_size", frame_size)
    monkeypatch.setattr(window_layout, "frame_size", frame_size)
    window = make_window(["Maman", "Papa", "Zoé", "Robo"], seed=2)
    area = available_geometry(window)
    assert window.height() == area.height() - screen.FRAME_ALLOWANCE.height()  # a guess
    window.show()
    qtbot.waitExposed(window)
    framed["now"] = True  # the window manager has put its frame around it
    qtbot.waitUntil(lambda: window.height() == area.height() - 20, timeout=3_000)
    assert window.width() == min(window.PREFERRED_SIZE.width(), area.width() - 2)


def test_a_window_the_user_resized_is_left_as_it_is(qtbot, make_window, monkeypatch):
    from PySide6.QtCore import QSize

    from yahtzee_desktop.ui.common import screen
    from yahtzee_desktop.ui.table import window_layout

    framed = {"now": False}

    def frame_size(widget):
        return QSize(2, 20) if framed["now"] and widget.isVisible() else None

    monkeypatch.setattr(screen, "frame_allowance", lambda: screen.FRAME_ALLOWANCE)
    monkeypatch.setattr(screen, "frame_size", frame_size)
    monkeypatch.setattr(window_layout, "frame_size", frame_size)
    window = make_window(["Ann", "Bob"], seed=2)
    window.show()
    qtbot.waitExposed(window)
    window.resize(700, 400)
    framed["now"] = True
    qtbot.wait(400)
    assert window.size() == QSize(700, 400)


def test_the_first_window_fills_the_height_with_no_window_manager(qtbot, make_window, monkeypatch):
    """With no window manager at all (X11 alone: a kiosk, a bare X server) the frame
    never came, and the window kept the 40 px guessed for one, short of the screen's
    bottom. On X11 a window manager frames a window before it is shown, so a window on
    screen without a frame has none: it takes the whole height."""
    from yahtzee_desktop.ui.common import screen

    monkeypatch.setattr(screen, "frame_allowance", lambda: screen.FRAME_ALLOWANCE)
    monkeypatch.setattr(screen, "frames_before_mapping", lambda: True)  # as on X11
    monkeypatch.setattr(screen, "window_manager_running", lambda: False)  # X asked
    window = make_window(["Maman", "Papa", "Zoé", "Robo"], seed=2)
    window.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # nobody frames it
    area = available_geometry(window)
    assert window.height() == area.height() - screen.FRAME_ALLOWANCE.height()  # a guess
    with qtbot.waitExposed(window):
        window.show()
    qtbot.waitUntil(lambda: window.height() == area.height(), timeout=3_000)
    assert window.frameGeometry() == window.geometry()
    assert area.contains(window.frameGeometry())
    assert window.width() == min(window.PREFERRED_SIZE.width(), area.width())


def test_a_window_not_on_screen_yet_has_no_frame_known(qtbot, monkeypatch):
    """Before it is exposed, X11 or not, a window's frame is not known (a window manager
    may still frame it): the guess stays."""
    from PySide6.QtWidgets import QWidget

    from yahtzee_desktop.ui.common import screen

    monkeypatch.setattr(screen, "frames_before_mapping", lambda: True)
    monkeypatch.setattr(screen, "window_manager_running", lambda: False)
    widget = QWidget()
    widget.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # nobody frames it
    qtbot.addWidget(widget)
    assert screen.frame_size(widget) is None
    with qtbot.waitExposed(widget):
        widget.show()
    assert screen.frame_size(widget) == QSize(0, 0)
    monkeypatch.setattr(screen, "frames_before_mapping", lambda: False)  # Wayland, say
    assert screen.frame_size(widget) is None
