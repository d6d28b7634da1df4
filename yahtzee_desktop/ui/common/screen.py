"""Windows that fit the screen they open on.

A family laptop has 1366×768 pixels, often at 125 % (1093×614 for Qt): a window
sized for a desktop monitor opens with its bottom rows, or its title-bar buttons, out
of reach. Every window and dialog takes its size from `available_geometry()`, and a
remembered geometry is brought back inside it (the screen may have shrunk since).

The frame around a window (title bar, borders) is measured where Qt can tell it, and
guessed for the worst case where it cannot (issue 32): on X11 the window manager's frame
is known once the window is mapped; on Wayland Qt draws the title bar itself and knows
its margins once the window is shown, but a compositor's own title bar (KWin's) is never
told, nor are the panels: Qt's available geometry is the whole screen there.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "FALLBACK_AREA",
    "FRAME_ALLOWANCE",
    "WAYLAND_FRAME_ALLOWANCE",
    "WAYLAND_PANEL_ALLOWANCE",
    "available_geometry",
    "clamp_rect",
    "decoration_margins",
    "fit_to_screen",
    "fitted_size",
    "frame_allowance",
    "frame_size",
    "frames_before_mapping",
    "on_wayland",
    "place_inside",
    "platform_name",
    "window_manager_running",
    "work_area",
]

FALLBACK_AREA = QRect(0, 0, 1024, 600)
"""Used only when Qt knows no screen at all."""

FRAME_ALLOWANCE = QSize(16, 40)
"""Room an X11 window manager's title bar and borders take around a window, before it
is mapped (Qt cannot tell the frame until then)."""

WAYLAND_FRAME_ALLOWANCE = QSize(22, 60)
"""The largest title bar known on Wayland, where Qt's is not measured yet (or a
compositor draws its own): Qt's GNOME-style decoration takes 49 px above the window and
11 on the other sides (its shadow); its plain one 30 and 3; KWin's about 30."""

WAYLAND_PANEL_ALLOWANCE = 44
"""Height left for the desktop's panels on Wayland, which does not tell clients where
they are: Plasma's default panel is 44 px, GNOME's top bar and weston's panel 32."""


def platform_name() -> str:
    """Qt's window-system plugin: "xcb" (X11), "wayland", "offscreen" (the tests)..."""
    return QGuiApplication.platformName()


def on_wayland(platform: str | None = None) -> bool:
    return (platform_name() if platform is None else platform).startswith("wayland")


def work_area(available: QRect, whole: QRect, platform: str | None = None) -> QRect:
    """The part of a screen (`whole`, of which Qt says `available` is free) a window may
    take. On Wayland Qt says the whole screen is free: the tallest known panel's height
    is left out (the compositor places the window, beside its panels)."""
    if on_wayland(platform) and available == whole:
        height = max(1, available.height() - WAYLAND_PANEL_ALLOWANCE)
        return QRect(available.x(), available.y(), available.width(), height)
    return QRect(available)


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The screen area (without panels and docks) where `widget` opens: its parent
    window's screen, else its own, else the primary screen."""
    screen = None
    if widget is not None:
        parent = widget.parentWidget()
        screen = parent.window().screen() if parent is not None else widget.screen()
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QRect(FALLBACK_AREA)
    return work_area(screen.availableGeometry(), screen.geometry())


def clamp_rect(rect: QRect, area: QRect) -> QRect:
    """`rect` shrunk to fit `area` if larger, then moved inside it."""
    width = min(rect.width(), area.width())
    height = min(rect.height(), area.height())
    x = min(max(rect.x(), area.x()), area.x() + area.width() - width)
    y = min(max(rect.y(), area.y()), area.y() + area.height() - height)
    return QRect(x, y, width, height)


def frame_allowance(platform: str | None = None) -> QSize:
    """The frame guessed for a window not framed yet (none where there is no window
    manager: the offscreen platform of the tests)."""
    platform = platform_name() if platform is None else platform
    if platform == "offscreen":
        return QSize()
    return WAYLAND_FRAME_ALLOWANCE if on_wayland(platform) else FRAME_ALLOWANCE


def frames_before_mapping() -> bool:
    """Whether a window on screen with no frame may have none for good: on X11 a window
    manager frames a window before mapping it (most do; weston's, under Xwayland, later or
    never as Qt sees it). Elsewhere a frame may come later, or never be told (a Wayland
    compositor's own)."""
    return platform_name() == "xcb"


def window_manager_running() -> bool | None:
    """Whether an X11 window manager runs (None where it cannot be asked)."""
    from yahtzee_desktop.ui.common.x11 import window_manager_running as ask

    return ask()


def decoration_margins(window: QWidget) -> QMargins:
    """The margins of the title bar and borders Qt draws itself around a window (on
    Wayland; none elsewhere), as its window handle knows them once shown."""
    handle = window.window().windowHandle()
    return QMargins(handle.frameMargins()) if handle is not None else QMargins()


def frame_size(widget: QWidget) -> QSize | None:
    """The room the frame takes around a window (title bar and borders), or None until it
    is known: a window not shown yet, or one not framed yet. A frame with no side borders
    (0 wide, a title bar only) is a frame all the same.

    On Wayland it is the decoration Qt draws (None when Qt draws none: the compositor may
    draw its own). On X11 a window on screen (exposed) without a frame has none only when
    no window manager runs (a kiosk, a bare X server): the window then takes all the room
    instead of leaving the guessed `FRAME_ALLOWANCE` unused (40 px short of the screen's
    bottom). With a window manager the frame may still come (Xwayland's comes after the
    window is exposed): unknown."""
    if widget.isWindow() and not widget.isVisible():
        return None
    frame = widget.frameGeometry().size() - widget.geometry().size()
    if frame.width() > 0 or frame.height() > 0:
        return frame
    if on_wayland():
        margins = decoration_margins(widget)
        drawn = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
        return drawn if drawn.width() > 0 or drawn.height() > 0 else None
    handle = widget.window().windowHandle()
    if frames_before_mapping() and handle is not None and handle.isExposed():
        return QSize(0, 0) if window_manager_running() is False else None
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


def fitted_size(client: QSize, preferred: QSize, minimum: QSize, share: float) -> QSize:
    """`preferred`, but no more than `share` of the `client` room, and never below
    `minimum` unless that is more than the room."""
    width = min(max(preferred.width(), 0), int(client.width() * share))
    height = min(max(preferred.height(), 0), int(client.height() * share))
    width = min(max(width, minimum.width()), client.width())
    height = min(max(height, minimum.height()), client.height())
    return QSize(width, height)


def fit_to_screen(widget: QWidget, preferred: QSize, share: float = 0.92) -> QSize:
    """Size a window at `preferred`, but no more than `share` of the available screen
    (and never below what its layout needs, unless that is more than the screen), and
    centre it on its parent or the screen. Returns the size given."""
    area = available_geometry(widget)
    client = _client_area(widget, area)
    minimum = widget.minimumSizeHint().expandedTo(widget.minimumSize())
    size = fitted_size(client.size(), preferred, minimum, share)
    widget.resize(size)
    parent = widget.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None else area.center()
    rect = QRect(0, 0, size.width(), size.height())
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
