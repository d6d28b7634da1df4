"""Start the app as a user does and print PAINTED when its window first paints, then quit.

For `benchmarks/bench_startup.py` and the bundle's launcher (`YAHTZEE_DESKTOP_BUNDLE_CHECK=
paint`). The probe must cost the app what it costs the bare window it is compared with,
next to nothing: it imports nothing before the app does (the app's modules load in their
own order) and wraps `MainWindow.paintEvent` as that module loads. An event filter on the
whole application, the first probe, sent every Qt event of start-up through Python: about
30 ms that no user's start pays.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:  # importlib.abc would load importlib.resources: not for a probe
    from importlib.abc import Loader
    from importlib.machinery import ModuleSpec
    from types import ModuleType

WINDOW_MODULE = "yahtzee_desktop.ui.table.main_window"
MARK = "PAINTED"

__all__ = ["MARK", "run_app"]


def run_app(argv: Sequence[str] = ()) -> int:
    """`yahtzee-desktop ARGV`, reporting the first paint on stdout."""
    sys.meta_path.insert(0, _WindowFinder())
    from yahtzee_desktop.cli import main

    return main(list(argv))


class _WindowFinder:
    """Finds the window's module through the other finders, and wraps its loader."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname != WINDOW_MODULE:
            return None
        sys.meta_path.remove(self)
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec: ModuleSpec | None = find(fullname, path, target) if find else None
            if spec is not None and spec.loader is not None:
                spec.loader = cast("Loader", _PatchingLoader(spec.loader))
                return spec
        return None


class _PatchingLoader:
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        module: ModuleType | None = self.inner.create_module(spec)
        return module

    def exec_module(self, module: ModuleType) -> None:
        self.inner.exec_module(module)
        _report_first_paint(module.MainWindow)


def _report_first_paint(window_class: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    paint = window_class.paintEvent

    def paintEvent(window: Any, event: Any) -> None:
        paint(window, event)
        app = QApplication.instance()
        if app is not None and not app.property("first_paint_reported"):
            app.setProperty("first_paint_reported", True)
            print(MARK, flush=True)
            QTimer.singleShot(0, QApplication.closeAllWindows)
            QTimer.singleShot(0, app.quit)

    window_class.paintEvent = paintEvent


if __name__ == "__main__":
    sys.exit(run_app(sys.argv[1:]))
