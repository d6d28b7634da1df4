"""The whole window, its title bar included, inside the screen on Wayland and under
Xwayland (issue 32). Qt's available geometry is the whole screen on Wayland (panels are
not told), and the title bar Qt draws there never shows in `frameGeometry()`: at 1280×720
with a 32 px top panel the window ended 41 px below the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtWidgets import QWidget

from yahtzee_desktop.ui.common import screen

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

PREFERRED = QSize(1100, 820)  # the main window's
MINIMUM = QSize(539, 364)  # what its layout needs, measured
TOP_PANEL = 32  # weston's, and GNOME's top bar
DECORATIONS = {
    "plain (bradient)": QSize(6, 33),  # Qt's default title bar: 30 + 3, 3 + 3
    "GNOME-style (adwaita)": QSize(22, 60),  # 49 + 11, 11 + 11 with its shadow
}


def _fit(whole: QRect, frame: QSize | None) -> QSize:
    """The window's size as `fit_to_screen` gives it, with the frame known or not."""
    area = screen.work_area(whole, whole, "wayland")
    allowance = frame if frame is not None else screen.frame_allowance("wayland")
    client = area.size() - allowance
    return screen.fitted_size(client, PREFERRED, MINIMUM, 1.0)


@pytest.mark.parametrize("size", [QSize(1280, 720), QSize(1366, 768)])
@pytest.mark.parametrize("decoration", DECORATIONS)
def test_under_a_top_panel_the_window_ends_above_the_screen_s_bottom(size, decoration):
    """The compositor puts the window under the panel: its bottom is the panel, the title
    bar and the window, before Qt knows the title bar (the guess) and after."""
    whole = QRect(0, 0, size.width(), size.height())
    title = DECORATIONS[decoration]
    for known in (None, title):
        fitted = _fit(whole, known)
        assert TOP_PANEL + title.height() + fitted.height() <= size.height()
        assert title.width() + fitted.width() <= size.width()
    # Once the title bar is known the window takes what it leaves (but the panel's room).
    assert _fit(whole, title).height() == size.height() - screen.WAYLAND_PANEL_ALLOWANCE - (
        title.height()
    )


def test_x11_s_available_geometry_is_trusted_and_its_frames_are_smaller():
    """Openbox and the others tell their panels (_NET_WORKAREA) and frame the window
    before it is shown: nothing is taken off there."""
    whole = QRect(0, 0, 1366, 768)
    free = QRect(0, 0, 1366, 740)
    assert screen.work_area(free, whole, "xcb") == free
    assert screen.work_area(whole, whole, "xcb") == whole
    assert screen.work_area(free, whole, "wayland") == free  # a Qt that knows: trusted
    assert screen.frame_allowance("xcb") == screen.FRAME_ALLOWANCE
    assert screen.frame_allowance("offscreen") == QSize()
    for title in DECORATIONS.values():
        assert title.height() <= screen.frame_allowance("wayland").height()
        assert title.width() <= screen.frame_allowance("wayland").width()


@pytest.mark.parametrize(("margins", "title"), [((3, 30, 3, 3), 33), ((11, 49, 11, 11), 60)])
def test_on_wayland_the_window_fits_its_title_bar_once_shown(
    qtbot, make_window, monkeypatch, margins, title
):
    """Before it is shown the window leaves the largest known title bar; once Qt has drawn
    its own, the window takes the height it leaves (and the panel's room stays free)."""
    monkeypatch.setattr(screen, "platform_name", lambda: "wayland")
    monkeypatch.setattr(screen, "decoration_margins", lambda window: QMargins(*margins))
    window = make_window(["Maman", "Papa", "Zoé", "Robo"], seed=2)
    window.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # as Wayland: Qt draws it
    whole = window.screen().geometry()
    room = whole.height() - screen.WAYLAND_PANEL_ALLOWANCE
    assert window.screen().availableGeometry() == whole  # as Qt says on Wayland
    assert window.height() == room - screen.WAYLAND_FRAME_ALLOWANCE.height()  # a guess
    with qtbot.waitExposed(window):
        window.show()
    assert screen.frame_size(window) == QSize(margins[0] + margins[2], title)
    qtbot.waitUntil(lambda: window.height() == room - title, timeout=3_000)


def test_a_compositor_s_own_title_bar_is_never_told_and_the_guess_stays(
    qtbot, make_window, monkeypatch
):
    """KWin draws the title bar itself (Qt's margins are none): the largest guess stays."""
    monkeypatch.setattr(screen, "platform_name", lambda: "wayland")
    window = make_window(["Ann", "Bob"], seed=2)
    window.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # offscreen's frame aside
    guessed = window.size()
    with qtbot.waitExposed(window):
        window.show()
    assert screen.frame_size(window) is None
    qtbot.wait(200)
    assert window.size() == guessed


def test_under_xwayland_a_window_shown_before_its_frame_keeps_the_guess(qtbot, monkeypatch):
    """Weston's frame comes after the window is exposed (and never reaches Qt): a window
    manager owns WM_S0, so "exposed without a frame" is not "no window manager"."""
    monkeypatch.setattr(screen, "frames_before_mapping", lambda: True)  # X11
    monkeypatch.setattr(screen, "window_manager_running", lambda: True)  # WM_S0 owned
    widget = QWidget()
    widget.setWindowFlag(Qt.WindowType.FramelessWindowHint)  # no frame seen yet
    qtbot.addWidget(widget)
    with qtbot.waitExposed(widget):
        widget.show()
    assert screen.frame_size(widget) is None
    monkeypatch.setattr(screen, "window_manager_running", lambda: False)  # none at all
    assert screen.frame_size(widget) == QSize(0, 0)
    monkeypatch.setattr(screen, "window_manager_running", lambda: None)  # cannot ask
    assert screen.frame_size(widget) is None


def test_the_x_server_is_not_asked_off_x11():
    from yahtzee_desktop.ui.common.x11 import window_manager_running

    assert window_manager_running() is None  # offscreen


def test_on_wayland_a_window_already_placed_does_not_grow(qtbot, make_window, monkeypatch):
    """The compositor places a window where its first size fits (weston: anywhere in the
    free area): grown later, its bottom went past the screen's. A title bar learnt only
    once the window is on screen leaves the guessed size as it is."""

    def margins(window):
        handle = window.windowHandle()
        exposed = handle is not None and handle.isExposed()
        return QMargins(3, 30, 3, 3) if exposed else QMargins()

    monkeypatch.setattr(screen, "platform_name", lambda: "wayland")
    monkeypatch.setattr(screen, "decoration_margins", margins)
    window = make_window(["Ann", "Bob"], seed=2)
    window.setWindowFlag(Qt.WindowType.FramelessWindowHint)
    guessed = window.size()
    with qtbot.waitExposed(window):
        window.show()
    assert screen.frame_size(window) == QSize(6, 33)
    qtbot.wait(200)
    assert window.size() == guessed
