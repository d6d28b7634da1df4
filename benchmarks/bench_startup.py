"""Time from process start to the first painted main window (target: under 1.5 s).

Starts the real app (`yahtzee_desktop.ui.app.run`) in a fresh Python process several
times, with Qt's test folders so no real autosave is touched, and prints the figures.
Usage: python benchmarks/bench_startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

TARGET_S = 1.5

CHILD = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

QStandardPaths.setTestModeEnabled(True)
app = QApplication(sys.argv)


class FirstPaint(QObject):
    done = False

    def eventFilter(self, obj, event):
        painted = event.type() == QEvent.Type.Paint
        if not self.done and painted and obj.objectName() == "main_window":
            self.done = True
            print("PAINTED", flush=True)
            QTimer.singleShot(0, QApplication.closeAllWindows)
            QTimer.singleShot(0, app.quit)
        return False


spy = FirstPaint()
app.installEventFilter(spy)
from yahtzee_desktop.ui.app import run

sys.exit(run(["yahtzee-desktop"]))
"""


def one_run() -> float:
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    elapsed = float("nan")
    for line in proc.stdout:
        if line.strip() == "PAINTED":
            elapsed = time.perf_counter() - start
            break
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
    return elapsed


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    one_run()  # warm the disk cache, as a second start of the app would be
    times = [one_run() for _ in range(runs)]
    print(f"start to first painted main window over {runs} runs (s):")
    print("  " + "  ".join(f"{t:.3f}" for t in times))
    median = statistics.median(times)
    print(f"  min {min(times):.3f}  median {median:.3f}  max {max(times):.3f}")
    verdict = "OK" if median < TARGET_S else "TOO SLOW"
    print(f"  target < {TARGET_S:.1f} s (median): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
