"""Qt test setup: offscreen platform, Qt's test folders, and the set-ups several test
files share (a window factory, a window at a laptop's size, the end-of-game dialog, the
English catalogue)."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths
from PySide6.QtWidgets import QApplication

QStandardPaths.setTestModeEnabled(True)

from tests.play import play_greedily  # noqa: E402
from yahtzee_desktop.core.game import Game  # noqa: E402
from yahtzee_desktop.core.rules import preset  # noqa: E402
from yahtzee_desktop.core.setup import GameSetup  # noqa: E402
from yahtzee_desktop.ui import build_main_window  # noqa: E402
from yahtzee_desktop.ui.common.collector import GuiCollector  # noqa: E402
from yahtzee_desktop.ui.common.i18n import install_translators  # noqa: E402
from yahtzee_desktop.ui.table.main_window import MainWindow  # noqa: E402
from yahtzee_desktop.ui.table.outcome import OutcomeDialog  # noqa: E402


@pytest.fixture(autouse=True)
def _clean_app_data(qapp: object) -> Iterator[None]:
    """Each test starts with no autosave, no kept unfinished games and default settings
    (test folders only)."""
    from yahtzee_desktop.storage.paths import autosave_path, unfinished_dir
    from yahtzee_desktop.storage.unfinished import UnfinishedGames
    from yahtzee_desktop.ui.app import set_identity

    def forget_kept() -> None:
        store = UnfinishedGames(unfinished_dir())
        for entry in store.list():
            store.delete(entry.path)

    set_identity()
    path = autosave_path()
    path.unlink(missing_ok=True)
    forget_kept()
    from PySide6.QtCore import QSettings

    QSettings().clear()
    yield
    path.unlink(missing_ok=True)
    forget_kept()


@pytest.fixture(scope="package", autouse=True)
def _collect_on_the_gui_thread(qapp: object) -> Iterator[GuiCollector]:
    """As in the app (`app.run`): no thread collects garbage by allocating; the GUI
    thread does, from a timer (and at each test's end). Python's own collection is given
    back after the UI tests. What exists by then (the modules, what earlier tests keep)
    lives for the session: frozen (`gc.freeze`), so the full collection at each test's
    end looks only at what tests made (microseconds instead of ~50 ms)."""
    collector = GuiCollector()
    gc.collect()
    gc.freeze()
    collector.install()
    yield collector
    collector.uninstall()
    gc.unfreeze()


@pytest.fixture(autouse=True)
def _nothing_outlives_its_test(
    qapp: object, _collect_on_the_gui_thread: GuiCollector
) -> Iterator[None]:
    """No worker and no Qt object of a test lives on into the next one.

    After a failure pytest keeps the test's frames (sys.last_traceback, for post-mortem
    debugging) until the next test starts, and they sit in reference cycles: their Qt
    objects (a started QTimer, a window not yet deleted) were then destroyed by whichever
    thread next ran the garbage collector, often a pool thread of the next test allocating
    (it crashed in `threading.current_thread()`, making a _DummyThread). So: wait for every
    pool's work, drop those frames and collect here, on the GUI thread (a passing test's
    frames go by reference counting, on this thread, as it returns). The app's collector
    keeps workers from collecting by allocating (a worker calling gc.collect still
    would). Every test ends with its widgets deleted and their cycles collected (a full
    collection, cheap over what the test made: the start is frozen), so none of its
    memory outlives it.
    """
    from yahtzee_desktop.ui.common.workers import Jobs

    yield
    running = Jobs.wait_all(60_000)
    # pytest-qt closed the test's widgets and asked Qt to delete them later, which only an
    # event loop does: a next test that never runs one kept them, with their tables (60 MB
    # of win chances a window; issue 31). Deleted here; their Python side sits in
    # reference cycles (a feature and its window), so a full collection frees it (and
    # the tables) now, not at the GUI collector's next full one.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if hasattr(sys, "last_traceback"):  # failed: its frames hold the test's objects
        for name in ("last_type", "last_value", "last_traceback", "last_exc"):
            if hasattr(sys, name):
                delattr(sys, name)
    gc.collect()
    assert not running, f"pool work still running a minute after its test: {running}"


@pytest.fixture
def make_window(qtbot: object) -> Callable[..., MainWindow]:
    """build_main_window, registered with qtbot; animation off unless asked for."""

    def make(*args: object, animation_ms: int = 0, **kwargs: object) -> MainWindow:
        window = build_main_window(*args, **kwargs)  # type: ignore[arg-type]
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.dice.set_animation_ms(animation_ms)
        return window

    return make


@pytest.fixture
def english(qapp: QApplication) -> Iterator[QApplication]:
    """The app in English for the test, whatever a test before it switched to."""
    install_translators(qapp, "en")
    yield qapp
    install_translators(qapp, "en")


@pytest.fixture
def table_at_size(
    qtbot: object, make_window: Callable[..., MainWindow]
) -> Callable[..., MainWindow]:
    """A window that started `setup` (its first game Ann's, seed 3), shown, then resized to
    `size` (a laptop's logical size at 125 % is 990-1093 x 550-614). `roll_off_ms` sets
    the roll-off's animation before the setup starts (None leaves it as built)."""

    def show(
        setup: GameSetup, size: tuple[int, int], *, roll_off_ms: int | None = None
    ) -> MainWindow:
        window = make_window(["Ann"], seed=3)
        if roll_off_ms is not None:
            window.roll_off.set_animation_ms(roll_off_ms)
        window.start_setup(setup)
        window.show()
        qtbot.waitExposed(window)  # type: ignore[attr-defined]
        window.resize(*size)
        qtbot.wait(50)  # type: ignore[attr-defined]
        return window

    return show


@pytest.fixture
def shown_outcome(qtbot: object) -> Callable[..., OutcomeDialog]:
    """The end-of-game dialog of a one-game series of Yahtzee played greedily to its end
    (`play_greedily`), shown."""

    def make(names: list[str], seed: int = 0) -> OutcomeDialog:
        game = play_greedily(Game(GameSetup.simple(names, preset("yahtzee"), games=1, seed=seed)))
        dialog = OutcomeDialog(game.state, 0)
        qtbot.addWidget(dialog)  # type: ignore[attr-defined]
        dialog.show()
        return dialog

    return make
