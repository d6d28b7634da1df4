"""Background jobs never deadlock with the GIL when their pool's owner goes away."""

import os
import subprocess
import sys
import textwrap

from PySide6.QtCore import QObject, QThreadPool

from yahtzee_desktop.ui.common.workers import Jobs


def test_closed_jobs_start_nothing_and_wait_for_what_runs(qapp):
    owner = QObject()
    pool = QThreadPool(owner)
    jobs = Jobs(pool)
    ran = []
    assert jobs.start(lambda: ran.append(sum(range(200_000)))) is not None
    jobs.close()
    assert ran and jobs.start(lambda: ran.append(0)) is None
    assert len(ran) == 1


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
