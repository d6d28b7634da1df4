"""Background jobs never deadlock with the GIL when their pool's owner goes away."""

import gc
import os
import subprocess
import sys
import textwrap
import weakref
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool

from tests.app_env import app_env
from yahtzee_desktop.ui.common.workers import Jobs

REPO = Path(__file__).resolve().parents[2]


def test_closed_jobs_start_nothing_and_wait_for_what_runs(qapp):
    owner = QObject()
    pool = QThreadPool(owner)
    jobs = Jobs(pool)
    ran = []
    assert jobs.start(lambda: ran.append(sum(range(200_000)))) is not None
    jobs.close()
    assert ran and jobs.start(lambda: ran.append(0)) is None
    assert len(ran) == 1


class _Held:
    """Stands for what a job's callable holds (a feature, its window)."""


def _job_holding(jobs: Jobs, held: _Held) -> None:
    jobs.start(lambda: held)


def test_a_finished_job_lets_go_of_what_its_callable_holds(qapp):
    """A runnable given to a pool is owned by C++, which kept its Python object (and its
    callable's closure) alive for good: every window leaked whole (issue 31)."""
    owner = QObject()
    jobs = Jobs(QThreadPool(owner))
    held = _Held()
    gone = weakref.ref(held)
    _job_holding(jobs, held)
    del held
    assert jobs.wait()
    gc.collect()
    assert gone() is None
    _job_holding(jobs, _Held())  # let go at the next start too, once the pool is idle
    jobs.close()


SCRIPT = textwrap.dedent(
    """
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv)
    from yahtzee_desktop.ui import build_main_window
    from yahtzee_desktop.storage.paths import autosave_path, history_path
    autosave_path().unlink(missing_ok=True)
    history_path().unlink(missing_ok=True)
    w = build_main_window(players=["Ann", "Bob"], seed=21, games=1)
    w.dice.set_animation_ms(0)
    w.show()
    s = w.session
    while not s.state.finished:
        s.roll((False,) * 5)
        options = s.state.options()
        column, box = max(options, key=lambda k: options[k])
        s.score(box, column)
    QTest.qWait(100)
    if w.outcome_dialog:
        w.outcome_dialog.close()
    w.feature("history").open_statistics()
    QTest.qWait(1500)
    w._dialog.close()  # deleted later, with its thread pool
    w.start_setup(w.game.setup.__class__.simple(["Ann"], w.game.setup.rules, games=1, seed=5))
    s.roll((False,) * 5)
    QTest.qWait(300)
    print("alive", flush=True)
    w.close()
    """
)


def test_closing_statistics_then_playing_on_does_not_hang(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, timeout=120, capture_output=True, text=True
    )
    assert "alive" in done.stdout, done.stderr[-3000:]


def test_wait_all_names_the_pools_still_busy(qapp):
    import threading

    release = threading.Event()
    busy, idle = Jobs(QThreadPool()), Jobs(QThreadPool())
    busy.start(lambda: release.wait(30))
    idle.start(lambda: None)
    try:
        running = Jobs.wait_all(50)
        assert busy in running and idle not in running
    finally:
        release.set()
    assert Jobs.wait_all(30_000) == []


QUIT_SCRIPT = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from PySide6.QtCore import QThreadPool, QTimer
    from PySide6.QtWidgets import QApplication
    qapp = QApplication(["yahtzee-desktop"])
    from yahtzee_desktop.ui import app
    from yahtzee_desktop.ui.common.workers import Jobs

    marker = Path(sys.argv[1])
    jobs = Jobs(QThreadPool())  # a pool no window feature closes (a dialog's may be one)

    def slow():
        time.sleep(1.0)
        marker.write_text("done")

    QTimer.singleShot(700, lambda: jobs.start(slow))  # the smoke test quits at 1000 ms
    code = app.run(["yahtzee-desktop"])
    print("returned", "after" if marker.exists() else "before", "the worker", flush=True)
    sys.exit(code)
    """
)


def test_the_app_waits_for_every_worker_before_it_ends(tmp_path):
    """After `run` returns the interpreter ends: a worker still running Python then may
    crash it. Before the fix `run` returned while the job slept."""
    env = app_env(tmp_path, YAHTZEE_DESKTOP_SMOKE_TEST="1")
    done = subprocess.run(
        [sys.executable, "-c", QUIT_SCRIPT, str(tmp_path / "marker")],
        cwd=REPO,
        env=env,
        timeout=120,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "returned after the worker" in done.stdout, done.stdout + done.stderr[-3000:]


FAILING_THEN_COLLECTING = textwrap.dedent(
    """
    import gc
    from PySide6.QtCore import QThreadPool, QTimer
    from yahtzee_desktop.ui.common.workers import Jobs

    def test_fails_holding_qt_objects(make_window):
        window = make_window(["Ann"])
        window.show()
        timer = QTimer()
        timer.start(10)
        assert window is None  # its frame (window, timer) outlives it in sys.last_traceback

    def test_a_worker_collects_garbage(qtbot):
        jobs = Jobs(QThreadPool())
        jobs.start(gc.collect)  # as any worker allocating may: the collector runs there
        jobs.wait()
        qtbot.wait(50)
    """
)


def test_a_failed_test_leaves_nothing_to_the_next(tmp_path):
    """The failed test's Qt objects were destroyed on the next test's pool thread: Qt warned
    "Timers cannot be stopped from another thread" (failing that test) or it segfaulted
    (2 runs in 6 before the fix). Now teardown collects them on the GUI thread."""
    (tmp_path / "test_inner.py").write_text(FAILING_THEN_COLLECTING, encoding="utf-8")
    plugins = ["-p", "no:cacheprovider", "-p", "tests.conftest", "-p", "tests.ui.conftest"]
    config = ["-c", "pyproject.toml", "--rootdir", "."]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", *plugins, *config, str(tmp_path / "test_inner.py")],
        cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        timeout=120,
        capture_output=True,
        text=True,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 1, out[-3000:]  # 139 when it segfaulted
    assert "1 failed, 1 passed" in out, out[-3000:]
    assert "from another thread" not in out
