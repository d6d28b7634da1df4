"""The statistics dialog on 10,000 stored games: from opening it to figures and charts shown.

Target: under 300 ms, up to the first paint of the charts (the dialog is grabbed). Uses
the database that bench_history.py builds (pass its path; it is built first if missing).
The dialog must show itself at once and load in a worker, so the time until its
constructor returns is printed too (what would block the GUI).
Run: .venv/bin/python benchmarks/bench_stats_dialog.py /tmp/benchhist/history.sqlite
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

sys.path.insert(0, str(Path(__file__).parent))
import bench_history


def open_once(path: Path) -> tuple[float, float]:
    loop = QEventLoop()
    start = time.perf_counter()
    dialog = StatisticsDialog(path)
    constructed = time.perf_counter()
    dialog.show()
    dialog.statsShown.connect(loop.quit)
    QTimer.singleShot(20_000, loop.quit)
    loop.exec()
    assert dialog.stats is not None and dialog.stats.games > 0, "statistics were not shown"
    dialog.grab()  # one real paint of the figures and both charts
    shown = time.perf_counter()
    dialog.close()
    dialog.deleteLater()
    return (constructed - start) * 1000, (shown - start) * 1000


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/benchhist/history.sqlite")
    path.parent.mkdir(parents=True, exist_ok=True)
    bench_history.build(path)
    app = QApplication(sys.argv[:1])
    runs = [open_once(path) for _ in range(5)]
    blocked = statistics.median(r[0] for r in runs)
    shown = sorted(r[1] for r in runs)
    print(
        f"statistics dialog on {bench_history.GAMES:,} games: figures and charts shown after "
        f"median {shown[2]:.0f} ms, worst {shown[-1]:.0f} ms (target < 300 ms); "
        f"GUI blocked {blocked:.0f} ms while opening"
    )
    app.quit()


if __name__ == "__main__":
    main()
