"""Work-arounds that must run before the app makes any Qt call.

Imported by every module that imports PySide6 outside `yahtzee_desktop.ui` too
(whose package imports it first), so no Qt code path can run without it.

Only correctness fixes live here, never speed tricks: nothing of CPython's, the
standard library's or PySide6's is replaced (issue 24: a quicker `enum._create_`
broke on Debian 12's Python 3.11.2; `tests/test_architecture.py` now refuses any
assignment into another library's module).
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
    a reference count no program can use up, which is what 3.12 does. This adds
    references through the C API's documented object header (`ob_refcnt` of
    `PyObject`, the first field in every CPython 3.11 build) and replaces nothing.
    """
    if sys.version_info[:2] != (3, 11) or sys.implementation.name != "cpython":
        return
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 48


pin_singletons()
