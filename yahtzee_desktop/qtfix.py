"""Work-arounds that must run before the app makes any Qt call.

Imported by every module that imports PySide6 outside `yahtzee_desktop.ui` too
(whose package imports it first), so no Qt code path can run without it. Being first,
it also installs the start-up's compile cache (`code_cache`: dataclass methods,
PySide's support modules).
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from yahtzee_desktop import code_cache


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


def quicken_enum_creation() -> None:
    """PySide6 makes a Python enum class for each Qt enum type it first meets (223
    before the first frame); `qt_enums` makes the same classes about five times faster
    (issue 14)."""
    from yahtzee_desktop import qt_enums

    qt_enums.quicken()


def quicken_feature_hook() -> None:
    """Give PySide6's import hook a fast test for "this module uses PySide6" (issue 14).

    Once PySide6 is loaded, every import goes through its `__feature__` hook, which
    asks `_mod_uses_pyside(module)` of each new module: `inspect.getsource(module)`
    contains "PySide6". That reads and decodes the file into `linecache` line by line:
    about 0.1 ms a module, ~10 ms before the first frame. `_uses_pyside` gives the
    same answer (see its docstring) from the file's bytes. The app never uses
    `from __feature__ import`, but PySide's answer is kept all the same. Nothing is
    done if another PySide6 lacks the function (or has already been given ours).
    """
    with code_cache.pyside_import():  # its support modules from the compile cache
        import PySide6  # noqa: F401  (loading it installs the hook)

    feature = sys.modules.get("PySide6.support.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, "quick", False):
        return
    feature._mod_uses_pyside = _quick_uses_pyside(original)  # type: ignore[attr-defined]


def _quick_uses_pyside(original: Callable[[Any], bool]) -> Callable[[Any], bool]:
    def _uses_pyside(module: ModuleType) -> bool:
        """What `inspect.getsource(module)` answers, from the source file itself: a
        module whose `__file__` is an existing `.py` file reads as the text of that
        file, decoded as Python decodes source (`tokenize.detect_encoding`, as
        `linecache` does; a file that does not decode has no source); "PySide6" is
        ASCII, the same bytes in any encoding Python source may use. Any other module
        (built-in, extension, sourceless, zipped, frozen, file gone) asks PySide's own
        function."""
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                data = source.read()
        except OSError:
            return original(module)
        if b"PySide6" not in data:
            return False
        import io
        import tokenize

        try:
            encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
            return "PySide6" in data.decode(encoding)
        except (SyntaxError, UnicodeDecodeError, LookupError):
            return False

    _uses_pyside.quick = True  # type: ignore[attr-defined]
    return _uses_pyside


pin_singletons()
code_cache.install()  # before the first dataclass: ui/__init__ imports the core after this
quicken_enum_creation()  # before PySide6 loads: QtCore makes its first enums as it loads
quicken_feature_hook()
