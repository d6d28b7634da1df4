"""Frame intervals of the roll animation (target: no frame later than 33 ms).

Shows the main window, rolls the dice several times with the default half-second
animation, and records when each animation frame was delivered (the moments the
dice widget repaints). Prints the intervals' statistics.
Usage: python benchmarks/bench_animation.py [rolls]
"""

from __future__ import annotations

import itertools
import os
import statistics
import sys
import time

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

TARGET_MS = 33.0


def main() -> int:
    rolls = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    from yahtzee_desktop.ui import build_main_window

    window = build_main_window(["Ann", "Bob"], "yahtzee", seed=2024)
    window.dice.set_animation_ms(500)
    window.show()
    app.processEvents()
    intervals: list[float] = []
    stamps: list[float] = []

    def frame(_value: object) -> None:
        stamps.append(time.perf_counter())
        # Paint now, as the screen would: the interval includes drawing the dice.
        window.dice.repaint()

    window.dice.animation.valueChanged.connect(frame)
    done = 0
    while done < rolls:
        state = window.session.state
        if state.rolls == 3:
            window.score_sheet.score_index(window.sheet_model.legal_indexes()[0])
            continue
        stamps.clear()
        loop = QEventLoop()
        window.dice.animationFinished.connect(loop.quit)
        QTimer.singleShot(5000, loop.quit)
        window.dice.request_roll()
        loop.exec()
        window.dice.animationFinished.disconnect(loop.quit)
        these = [(b - a) * 1000 for a, b in itertools.pairwise(stamps)]
        if os.environ.get("BENCH_DEBUG"):
            print([(i, round(t)) for i, t in enumerate(these) if t > TARGET_MS], len(these))
        intervals += these
        done += 1
    window.close()
    if not intervals:
        print("no frames recorded")
        return 1
    intervals.sort()
    p95 = intervals[int(len(intervals) * 0.95) - 1]
    print(f"roll animation frames over {rolls} rolls: {len(intervals)} intervals (ms)")
    print(
        f"  mean {statistics.mean(intervals):.1f}  median {statistics.median(intervals):.1f}"
        f"  p95 {p95:.1f}  max {max(intervals):.1f}"
    )
    late = sum(1 for i in intervals if i > TARGET_MS)
    print(f"  frames later than {TARGET_MS:.0f} ms: {late}  ({'OK' if late == 0 else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
