"""PyInstaller run-time hook: the app's start-up work-arounds from PySide6's first import.

PyInstaller's own PySide6 hook imports PySide6 before the app's first line runs (custom
run-time hooks such as this one run before PyInstaller's). Without this hook, that
import compiles PySide6's signature support from source and makes QtCore's first enum
classes (the locale's 369 languages, 288 countries...) the slow way: ~30 ms that the
developer install, where `yahtzee_desktop.qtfix` comes first, does not pay
(yahtzee_desktop/code_cache.py, yahtzee_desktop/qt_enums.py). Not for the start-up
benchmark's bare window (`YAHTZEE_DESKTOP_BUNDLE_CHECK=bare`), which stands for a
PySide6 program without the app's work-arounds.
"""

import os

if os.environ.get("YAHTZEE_DESKTOP_BUNDLE_CHECK") != "bare":
    from yahtzee_desktop import code_cache, qt_enums

    code_cache.install()
    qt_enums.quicken()
    with code_cache.pyside_import():
        import PySide6  # noqa: F401  (as PyInstaller's hook would, a moment later)
