"""Garbage is collected on the GUI thread only, while the app runs (ui/common/collector.py):
a Qt object in a reference cycle freed on a pool worker is destroyed off its thread."""

from __future__ import annotations

import gc
import multiprocessing
import subprocess
import sys
import textwrap
import weakref
from pathlib import Path

import pytest

from tests.app_env import app_env
from yahtzee_desktop.ui.common.collector import GuiCollector, due_generation

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        ((700, 10, 10), None),  # the youngest not over its threshold: nothing, as Python
        ((701, 0, 0), 0),
        ((5000, 10, 10), 0),
        ((701, 11, 10), 1),
        ((701, 11, 11), 2),
        ((701, 0, 11), 2),
        ((12, 11, 11), None),
    ],
)
def test_the_generation_due_is_the_one_python_would_collect(counts, expected):
    assert due_generation(counts, (700, 10, 10)) == expected


def test_a_threshold_of_zero_turns_collection_off():
    assert due_generation((10**6, 100, 100), (0, 10, 10)) is None


def test_the_incremental_collector_gets_young_collections_and_increments():
    """Python 3.14 (thresholds (2000, 10, 0)): gc.collect(1) is its own collection."""
    assert due_generation((2001, 0, 0), (2000, 10, 0)) == 1
    assert due_generation((1999, 50, 50), (2000, 10, 0)) is None


class Node:
    """An object in a cycle: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_the_collector_frees_cycles_when_its_timer_fires(qtbot):
    before = gc.isenabled()
    collector = GuiCollector(interval_ms=20)
    collector.install()
    try:
        assert not gc.isenabled()  # nobody collects by allocating now
        gc.collect()
        ref = weakref.ref(Node())
        kept = [[n] for n in range(2000)]  # allocations: Python would have collected
        assert ref() is not None  # ...but it waits for the timer
        qtbot.waitUntil(lambda: ref() is None, timeout=5000)
        # It keeps up: garbage made all along does not pile up.
        live: weakref.WeakSet[Node] = weakref.WeakSet()
        most = 0
        for _ in range(15):
            for _ in range(2000):
                live.add(Node())
            most = max(most, len(live))
            qtbot.wait(60)  # three ticks (a loaded machine may delay one or two)
        qtbot.waitUntil(lambda: len(live) < 2000, timeout=5000)
        assert most <= 3 * 2000, most  # 30 000 made, a tick or two's worth alive at most
    finally:
        collector.uninstall()
    assert gc.isenabled() == before and kept


def test_uninstalling_gives_python_its_own_collection_back(qapp):
    enabled = gc.isenabled()
    gc.enable()
    try:
        collector = GuiCollector()
        collector.install()
        collector.install()  # once only
        assert not gc.isenabled()
        collector.uninstall()
        assert gc.isenabled()
        collector.uninstall()  # harmless
        assert gc.isenabled()
    finally:
        if not enabled:
            gc.disable()


def _child_gc(conn) -> None:
    conn.send((gc.isenabled(), gc.get_freeze_count()))
    conn.close()


@pytest.mark.skipif(
    "fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform"
)
def test_a_forked_child_collects_by_itself_over_its_own_objects(qapp):
    """The table builds run in a forked child: no timer there, so Python's own collection,
    with what it inherited from the app frozen (never freed there, never touched)."""
    frozen_before = gc.get_freeze_count()  # the UI tests freeze what their start made
    collector = GuiCollector()
    collector.install()
    try:
        context = multiprocessing.get_context("fork")
        ours, theirs = context.Pipe()
        process = context.Process(target=_child_gc, args=(theirs,))
        process.start()
        enabled, frozen = ours.recv()
        process.join(30)
    finally:
        collector.uninstall()
    assert enabled and frozen > frozen_before  # the child froze what it inherited
    assert gc.get_freeze_count() == frozen_before  # the app freezes nothing of its own


SCRIPT = textwrap.dedent(
    """
    import gc, sys, threading
    from PySide6.QtCore import QObject, QThreadPool, QTimer
    from PySide6.QtWidgets import QApplication

    qapp = QApplication(["yahtzee-desktop"])
    from yahtzee_desktop.ui import app
    from yahtzee_desktop.ui.common import collector
    from yahtzee_desktop.ui.common.workers import Jobs

    if sys.argv[1] == "python":  # as before: Python collects wherever it allocates
        collector.GuiCollector.install = lambda self: None
        collector.GuiCollector.uninstall = lambda self: None

    GUI = threading.get_ident()
    freed_on = []


    class Ticking(QObject):
        '''A Qt object with a running timer (as the dice's and the coach's), in a cycle.'''

        def __init__(self):
            super().__init__()
            self.timer = QTimer(self)
            self.timer.start(60_000)
            self.me = self

        def __del__(self):
            freed_on.append("the GUI thread" if threading.get_ident() == GUI else "a worker")


    jobs = Jobs(QThreadPool())
    kept = []


    def work():  # a job that allocates and keeps what it made (a table, moves)
        kept.append([[n] for n in range(20_000)])


    def scenario():
        print("gc", "on" if gc.isenabled() else "off", "in run", flush=True)
        gc.collect()  # what the start left is not this scenario's
        Ticking()  # garbage at once: only the collector can free it
        jobs.start(work)
        jobs.wait()
        print("after the job:", freed_on[0] if freed_on else "not freed", flush=True)

        def report():
            if freed_on:
                print("freed on", freed_on[0], flush=True)
                qapp.quit()
            else:
                QTimer.singleShot(20, report)

        report()


    QTimer.singleShot(0, scenario)
    code = app.run(["yahtzee-desktop"])
    print("gc", "on" if gc.isenabled() else "off", "after run", flush=True)
    sys.exit(code)
    """
)


def run_app(tmp_path: Path, collection: str) -> subprocess.CompletedProcess[str]:
    env = app_env(tmp_path)
    return subprocess.run(
        [sys.executable, "-c", SCRIPT, collection],
        cwd=REPO,
        env=env,
        timeout=120,
        capture_output=True,
        text=True,
    )


def test_in_the_app_a_worker_allocating_frees_no_qt_object(tmp_path):
    """A Qt object (with a running timer) in a cycle, made garbage, then a pool job that
    allocates: the app's collector frees it later, on the GUI thread."""
    done = run_app(tmp_path, "app")
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    assert "gc off in run" in done.stdout, out[-3000:]
    assert "after the job: not freed" in done.stdout, out[-3000:]
    assert "freed on the GUI thread" in done.stdout, out[-3000:]
    assert "from another thread" not in out
    assert "gc on after run" in done.stdout  # given back to Python at the end


def test_without_it_the_worker_frees_it_off_its_thread(tmp_path):
    """The same with Python's own collection (the app before): the job's allocations
    collect, on the worker, and Qt warns (or the app crashes)."""
    done = run_app(tmp_path, "python")
    out = done.stdout + done.stderr
    assert done.returncode != 0 or "freed on a worker" in done.stdout, out[-3000:]
    assert done.returncode != 0 or "Timers cannot be stopped from another thread" in out


def test_the_app_starts_with_no_collection_until_its_collector_takes_over(monkeypatch) -> None:
    """Issue 14: the start-up makes ~45,000 tracked objects Python would scan in some 60
    collections before the first frame; `yahtzee-desktop` leaves collection off from its first
    import to the collector's timer, and gives it back as it was when the app returns."""
    import yahtzee_desktop.ui.app as app_module
    from yahtzee_desktop import cli

    seen = []

    def fake_run(argv):
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(app_module, "run", fake_run)
    was_enabled = gc.isenabled()  # (other tests' collectors may have it off)
    try:
        gc.enable()
        assert cli.main([]) == 0
        assert seen == [False] and gc.isenabled()
        gc.disable()
        assert cli.main([]) == 0
        assert not gc.isenabled()  # off before: left off
    finally:
        (gc.enable if was_enabled else gc.disable)()
