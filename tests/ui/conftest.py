"""Qt test setup: offscreen platform, Qt's test folders, and a window factory."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QStandardPaths

QStandardPaths.setTestModeEnabled(True)

from yahtzee_desktop.ui import build_main_window  # noqa: E402
from yahtzee_desktop.ui.table.main_window import MainWindow  # noqa: E402


@pytest.fixture(autouse=True)
def _clean_app_data(qapp: object) -> Iterator[None]:
    """Each test starts with no autosave and default settings (test folders only)."""
    from yahtzee_desktop.storage.paths import autosave_path
    from yahtzee_desktop.ui.app import set_identity

    set_identity()
    path = autosave_path()
    path.unlink(missing_ok=True)
    from PySide6.QtCore import QSettings

    QSettings().clear()
    yield
    path.unlink(missing_ok=True)


@pytest.fixture
def make_window(qtbot: object) -> Callable[..., MainWindow]:
    """build_main_window, registered with qtbot; animation off unless asked for."""

    def make(*args: object, animation_ms: int = 0, **kwargs: object) -> MainWindow:
        window = build_main_window(*args, **kwargs)  # type: ignore[arg-type]
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.dice.set_animation_ms(animation_ms)
        return window

    return make
