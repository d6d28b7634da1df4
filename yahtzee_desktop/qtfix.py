"""Work-arounds that must run before the app makes any Qt call.

Imported by every module that imports PySide6 outside `yahtzee_desktop.ui` too
(whose package imports it first), so no Qt code path can run without it.
"""

from __future__ import annotations

import ctypes
import sys


def pin_singletons() -> None:
    """Work around a reference-count bug of PySide6 6.12 on Python 3.11.

    Its bindings return None (from every void method) and True/False (from
    `Signal.emit`) without taking a reference, so each call drops one of the
    singleton's references; after a few thousand calls Python aborts with
    "none_dealloc". Python 3.12 made these objects immortal; on 3.11 we give them
    a reference count no program can use up, which is what 3.12 does.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 48


pin_singletons()
