"""Windows that fit the screen they open on.

A family laptop has 1366×768 pixels, often at 125 % (1093×614 for Qt): a window
sized for a desktop monitor opens with its bottom rows, or its title-bar buttons, out
of reach. Every window and dialog takes its size from `available_geometry()`, and a
remembered geometry is brought back inside it (the screen may have shrunk since).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "FALLBACK_AREA",
    "available_geometry",
    "clamp_rect",
    "fit_to_screen",
    "frame_allowance",
    "frame_size",
    "frames_before_mapping",
    "place_inside",
]

FALLBACK_AREA = QRect(0, 0, 1024, 600)
"""Used only when Qt knows no screen at all."""

FRAME_ALLOWANCE = QSize(16, 40)
"""Room a window manager's title bar and borders take around a window, before it is
mapped (Qt cannot tell the frame until then)."""


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The screen area (without panels and docks) where `widget` opens: its parent
    window's screen, else its own, else the primary screen."""
    screen = None
    if widget is not None:
        parent = widget.parentWidget()
        screen = parent.window().screen() if parent is not None else widget.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return QRect(screen.availableGeometry()) if screen is not None else QRect(FALLBACK_AREA)


def clamp_rect(rect: QRect, area: QRect) -> QRect:
    """`rect` shrunk to fit `area` if larger, then moved inside it."""
    width = min(rect.width(), area.width())
    height = min(rect.height(), area.height())
    x = min(max(rect.x(), area.x()), area.x() + area.width() - width)
    y = min(max(rect.y(), area.y()), area.y() + area.height() - height)
    return QRect(x, y, width, height)


def frame_allowance() -> QSize:
    """The frame guessed for a window not framed yet (none where there is no window
    manager: the offscreen platform of the tests)."""
    return FRAME_ALLOWANCE if QGuiApplication.platformName() != "offscreen" else QSize()


def frames_before_mapping() -> bool:
    """Whether a window on screen with no frame has none, and will never have one: on X11
    a window manager puts its frame around a window before the window is mapped (shown).
    Elsewhere a frame may come later, or never be told (a Wayland compositor's own)."""
    return QGuiApplication.platformName() == "xcb"


def frame_size(widget: QWidget) -> QSize | None:
    """The room the window manager's frame takes around a window (title bar and borders),
    or None until it is known: a window not mapped yet, or one not framed yet. A frame
    with no side borders (0 wide, a title bar only) is a frame all the same.

    On X11 a window on screen (exposed) without a frame has none: there is no window
    manager (a kiosk, a bare X server), or one that draws none. Its frame is then known
    to be empty, so the window takes all the room instead of leaving the guessed
    `FRAME_ALLOWANCE` unused (40 px short of the screen's bottom)."""
    if widget.isWindow() and not widget.isVisible():
        return None
    frame = widget.frameGeometry().size() - widget.geometry().size()
    if frame.width() > 0 or frame.height() > 0:
        return frame
    handle = widget.window().windowHandle()
    if frames_before_mapping() and handle is not None and handle.isExposed():
        return QSize(0, 0)
    return None


def _client_area(widget: QWidget, area: QRect) -> QRect:
    """The part of `area` a window's contents may use, its frame aside."""
    frame = frame_size(widget)
    if frame is None:
        frame = frame_allowance()
    return QRect(
        area.x(),
        area.y(),
        max(1, area.width() - frame.width()),
        max(1, area.height() - frame.height()),
    )


def fit_to_screen(widget: QWidget, preferred: QSize, share: float = 0.92) -> QSize:
    """Size a window at `preferred`, but no more than `share` of the available screen
    (and never below what its layout needs, unless that is more than the screen), and
    centre it on its parent or the screen. Returns the size given."""
    area = available_geometry(widget)
    client = _client_area(widget, area)
    minimum = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    width = min(max(preferred.width(), 0), int(client.width() * share))
    height = min(max(preferred.height(), 0), int(client.height() * share))
    width = min(max(width, minimum.width()), client.width())
    height = min(max(height, minimum.height()), client.height())
    size = QSize(width, height)
    widget.resize(size)
    parent = widget.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None else area.center()
    rect = QRect(0, 0, width, height)
    rect.moveCenter(centre)
    widget.move(clamp_rect(rect, client).topLeft())
    return size


def place_inside(widget: QWidget) -> bool:
    """Bring a window (e.g. with a remembered geometry) back inside its screen; True if
    it had to move or shrink."""
    area = _client_area(widget, available_geometry(widget))
    current = QRect(widget.pos(), widget.size())
    fitted = clamp_rect(current, area)
    if fitted == current:
        return False
    widget.resize(fitted.size())
    widget.move(fitted.topLeft())
    return True
