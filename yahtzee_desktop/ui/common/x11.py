"""What only the X server can tell: whether a window manager runs (issue 32).

Under Xwayland the window is shown (exposed) before the compositor's frame arrives, and
weston's never reaches Qt at all: "on screen without a frame" does not mean "no window
manager". The ICCCM says it plainly: a window manager owns the `WM_S<screen>` selection.
Qt does not ask, so Xlib is asked (through ctypes, on Qt's own connection).
"""

from __future__ import annotations

import ctypes
from functools import cache

__all__ = ["window_manager_running"]


@cache
def _xlib() -> ctypes.CDLL | None:
    """libX11, which Qt's X11 plugin has loaded already; None where it is missing."""
    try:
        lib = ctypes.CDLL("libX11.so.6")
    except OSError:
        return None
    lib.XDefaultScreen.argtypes = [ctypes.c_void_p]
    lib.XDefaultScreen.restype = ctypes.c_int
    lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    lib.XInternAtom.restype = ctypes.c_ulong
    lib.XGetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    lib.XGetSelectionOwner.restype = ctypes.c_ulong
    return lib


def window_manager_running() -> bool | None:
    """Whether a window manager owns the default X screen; None where it cannot be asked
    (not on X11, or no Xlib)."""
    from PySide6.QtGui import QGuiApplication, QNativeInterface

    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication) or QGuiApplication.platformName() != "xcb":
        return None
    native = app.nativeInterface()
    if not isinstance(native, QNativeInterface.QX11Application):
        return None
    display = native.display()
    lib = _xlib()
    if not display or lib is None:
        return None
    screen = lib.XDefaultScreen(display)
    atom = lib.XInternAtom(display, f"WM_S{screen}".encode("ascii"), 0)
    return bool(atom and lib.XGetSelectionOwner(display, atom))
