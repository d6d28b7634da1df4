"""A second launch brings the running window back, with the launcher's permission.

Wayland lets no window raise itself: the compositor activates one only with a token its
launcher got for this launch (xdg-activation-v1), given to the new process as
`XDG_ACTIVATION_TOKEN` (X11's startup notification gives `DESKTOP_STARTUP_ID`). The new
process hands over to the running one and exits: it sends its token with the hand-over
(`TOKEN_FIELD`), and the running one activates its window with it; Qt's Wayland plugin
takes the token from `XDG_ACTIVATION_TOKEN` when asked to activate a window. Where the
compositor refuses (or cannot: weston 10 has no xdg-activation), the window asks for
attention, so the taskbar shows it (issue 32). X11 raises as before.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.ui.common.screen import on_wayland

__all__ = ["ATTENTION_AFTER_MS", "TOKEN_FIELD", "ask_attention", "bring_to_front", "launch_token"]

TOKEN_FIELD = "activation_token"
"""The hand-over message's field with the second launch's token ("" if none)."""

TOKEN_NAMES = ("XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID")
"""Where launchers put the token: Wayland's first; GNOME sets both to the same."""

ATTENTION_AFTER_MS = 700
"""How long the window waits to be activated before it asks for attention instead."""

_MAX_TOKEN = 1024


def launch_token() -> str:
    """The token the launcher gave this process ("" when started from a terminal)."""
    for name in TOKEN_NAMES:
        value = os.environ.get(name, "")
        if value:
            return value
    return ""


def token_in(message: object) -> str:
    """The token a hand-over message carries ("" if none, or not a token)."""
    value = message.get(TOKEN_FIELD) if isinstance(message, dict) else None
    if not isinstance(value, str) or len(value) > _MAX_TOKEN or not value.isprintable():
        return ""
    return value


def bring_to_front(window: QWidget, token: str = "") -> None:
    """Show the window un-minimised and ask the window system to raise and activate it,
    with the launcher's `token` on Wayland; it asks for attention if still not active
    `ATTENTION_AFTER_MS` later."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    wayland = on_wayland()
    if token and wayland:
        os.environ["XDG_ACTIVATION_TOKEN"] = token  # read (and cleared) by Qt's activation
    try:
        window.activateWindow()
    finally:
        if wayland:
            os.environ.pop("XDG_ACTIVATION_TOKEN", None)  # one token, one activation
    QTimer.singleShot(ATTENTION_AFTER_MS, window, lambda: _check_active(window))


def _check_active(window: QWidget) -> None:
    if window.isVisible() and not window.isActiveWindow():
        ask_attention(window)


def ask_attention(window: QWidget) -> None:
    """The taskbar entry flashes (X11's urgency hint, Wayland's activation request)."""
    QApplication.alert(window)
