"""Time from process start to the first painted main window, against a bare PySide6 window.

Starts the real app (`yahtzee-desktop`: `cli.main([])`) in a fresh Python process, its
home a temporary folder kept for the whole run (so no real autosave is touched, and
every start after the first is a second start, as a user's), alternating with a bare
PySide6 window holding a 20x7 table, and prints both, their medians and the ratio
(target: 1.25x).
Measure as after an install: `.pyc` caching on (PYTHONDONTWRITEBYTECODE unset; the
project is compiled first, here).
Usage: python benchmarks/bench_startup.py [runs]

Bundled-app mode: python benchmarks/bench_startup.py --bundle [PATH] [runs]
times the built or installed app (PATH: build/dist/yahtzee-desktop/yahtzee-desktop by
default, or /usr/bin/yahtzee-desktop) against the same bare PySide6 window as above (the
20x7 table), alternating in the same run: the bundle's own (same Qt, same loader;
packaging/bare_window.py, PySide6 alone) and the developer install's; the developer
install's app is timed too, for its own ratio. The frozen launcher reports the paint with
the same probe as CHILD here. Target: the app within
1.25x of the bare window.

The probes cost both sides alike: the bare window's event filter watches that window
only, and the app's probe (yahtzee_desktop/testing/first_paint.py) wraps
`MainWindow.paintEvent` and imports nothing before the app does. (An event filter on the
whole application, as this benchmark first used, sends every Qt event of start-up
through Python: it cost the app ~30 ms that no user's start pays, and the bare window
next to nothing.)
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from app_home import app_env

TARGET_RATIO = 1.25

CHILD = r"""
import sys
from yahtzee_desktop.testing.first_paint import run_app

sys.exit(run_app())
"""

WINDOW_PROBE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)


class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.objectName() == "main_window":
            print("PAINTED", flush=True)
            obj.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False


def watch(window):
    # PAINTED at the first paint of this window only: as little as the app's probe
    # (yahtzee_desktop/testing/first_paint.py) costs the app.
    window.setObjectName("main_window")
    window.spy = FirstPaint(window)
    window.installEventFilter(window.spy)
"""
"""The start of each bare child: its application and a probe on its window alone."""

BARE_TABLE_CHILD = (
    WINDOW_PROBE
    + r"""
from PySide6.QtWidgets import QMainWindow, QTableWidget, QTableWidgetItem



window = QMainWindow()
watch(window)
table = QTableWidget(20, 7, window)
for row in range(20):
    for column in range(7):
        table.setItem(row, column, QTableWidgetItem(str(row * column)))
window.setCentralWidget(table)
window.resize(1100, 800)
window.show()
sys.exit(app.exec())
"""
)


HOME = tempfile.mkdtemp(prefix="bench-startup-")
"""The home of every start of this run: the app's folders are made by the first."""


def one_run(child: str = CHILD) -> float:
    return time_to_paint([sys.executable, "-c", child], {})


def time_to_paint(argv: list[str], extra_env: dict[str, str]) -> float:
    """Seconds from spawning `argv` to its PAINTED line (NaN if it never paints)."""
    env = app_env(HOME, compiled=True)  # as installed: cached bytecode
    env.update(extra_env)
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
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


MODEL_TABLE_CHILD = (
    WINDOW_PROBE
    + r"""
from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtWidgets import QMainWindow, QTableView



class Model(QAbstractTableModel):
    def rowCount(self, parent=None):
        return 20

    def columnCount(self, parent=None):
        return 7

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            return str(index.row() * index.column())
        return None


window = QMainWindow()
watch(window)
model = Model()
table = QTableView(window)
table.setModel(model)
window.setCentralWidget(table)
window.resize(1100, 800)
window.show()
sys.exit(app.exec())
"""
)
"""The same table from a Python model, as any PySide6 model/view app shows one: the
`Qt` namespace (its ~100 enums made on first use) and the model's types, which the bare
table never touches. Printed for scale, not the target's reference."""

BUNDLE_RATIO_TARGET = 1.25


def bundle_main(args: list[str]) -> int:
    from pathlib import Path

    default = Path(__file__).resolve().parents[1] / "build/dist/yahtzee-desktop/yahtzee-desktop"
    exe = Path(args.pop(0)) if args and not args[0].isdigit() else default
    runs = int(args[0]) if args else 5
    if not exe.exists():
        print(f"no bundle at {exe}: run scripts/build-bundle.sh, or give the path")
        return 1
    probe = "YAHTZEE_DESKTOP_BUNDLE_CHECK"
    kinds = {
        "bundled app": lambda: time_to_paint([str(exe)], {probe: "paint"}),
        "bundled bare window": lambda: time_to_paint([str(exe)], {probe: "bare"}),
        "developer bare window": lambda: time_to_paint(
            [sys.executable, "-c", BARE_TABLE_CHILD], {}
        ),
        "developer app": lambda: time_to_paint([sys.executable, "-c", CHILD], {}),
    }
    for measure in kinds.values():
        measure()  # warm the disk cache, as a second start would be
    times: dict[str, list[float]] = {name: [] for name in kinds}
    for _ in range(runs):  # alternating, so load on the machine touches all alike
        for name, measure in kinds.items():
            times[name].append(measure())
    print(f"{exe}: start to first painted window over {runs} alternating runs (s):")
    medians = {}
    for name, values in times.items():
        medians[name] = statistics.median(values)
        print(
            f"  {name:22s} "
            + "  ".join(f"{t:.3f}" for t in values)
            + f"   median {medians[name]:.3f}"
        )
    for bare in ("bundled bare window", "developer bare window"):
        ratio = medians["bundled app"] / medians[bare]
        verdict = "OK" if ratio <= BUNDLE_RATIO_TARGET else "TOO SLOW"
        print(f"  bundled app / {bare}: {ratio:.2f}x (target <= {BUNDLE_RATIO_TARGET}x): {verdict}")
    # The same ratio for the developer install: what the app costs, bundle or not.
    ratio = medians["developer app"] / medians["developer bare window"]
    verdict = "OK" if ratio <= BUNDLE_RATIO_TARGET else "TOO SLOW"
    print(
        f"  developer app / developer bare window: {ratio:.2f}x "
        f"(target <= {BUNDLE_RATIO_TARGET}x): {verdict}"
    )
    return 0


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--bundle":
        return bundle_main(sys.argv[2:])
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    one_run()  # warm the disk cache, as a second start of the app would be
    return developer_install(runs)


def main_in_home() -> int:
    try:
        return main()
    finally:
        shutil.rmtree(HOME, ignore_errors=True)


def developer_install(runs: int) -> int:
    """The app from this checkout against the bare window, alternating, medians and ratio."""
    import compileall
    from pathlib import Path

    package = Path(__file__).resolve().parents[1] / "yahtzee_desktop"
    compileall.compile_dir(str(package), quiet=1)  # as `pip install` leaves it
    one_run(BARE_TABLE_CHILD)
    one_run(MODEL_TABLE_CHILD)
    app: list[float] = []
    bare: list[float] = []
    model: list[float] = []
    ratios: list[float] = []
    for _ in range(runs):  # alternating, so the machine's load touches both alike
        app.append(one_run())
        bare.append(one_run(BARE_TABLE_CHILD))
        model.append(one_run(MODEL_TABLE_CHILD))
        ratios.append(app[-1] / bare[-1])
    print(f"start to first painted window over {runs} alternating runs (s):")
    for name, times in (("app", app), ("bare 20x7 table", bare), ("Python-model table", model)):
        print(f"  {name:16s} " + "  ".join(f"{t:.3f}" for t in times))
        print(
            f"  {'':16s} min {min(times):.3f}  median {statistics.median(times):.3f}"
            f"  max {max(times):.3f}"
        )
    ratio = statistics.median(app) / statistics.median(bare)
    print(
        f"  ratio of medians {ratio:.2f}x; per-pair ratios min {min(ratios):.2f} "
        f"median {statistics.median(ratios):.2f} max {max(ratios):.2f}"
    )
    verdict = "OK" if ratio <= TARGET_RATIO else "TOO SLOW"
    print(f"  target <= {TARGET_RATIO:.2f}x (ratio of medians): {verdict}")
    floor = statistics.median(model) / statistics.median(bare)
    print(
        f"  for scale: the same table from a Python model (Qt's namespace, the model's "
        f"types) {floor:.2f}x the bare table; the app {ratio / floor:.2f}x that table"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main_in_home())
