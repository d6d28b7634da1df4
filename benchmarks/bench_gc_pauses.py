"""Garbage collection pauses over full series played by the computer: the app's collector
(on the GUI thread, from a timer: ui/common/collector.py) against Python's own.

Each run is a fresh process with the whole window (every feature, as the app builds it):
four computer players (expert, club, beginner, expert) play six-game series (--series,
back to back) with no pause and no animation, the experts with their table ready (built
once, then cached in --cache). Every collection is timed with `gc.callbacks`, with the
thread it ran on. A collection holds the GIL, so one on a worker pauses the GUI thread
too: the longest collection is the longest pause either way. Runs alternate between the
two collectors; medians over the runs are printed. A full collection is timed at the
end too (what one costs on that heap when it comes: a short session may see none).

Usage: python benchmarks/bench_gc_pauses.py [--runs 3] [--series 2] [--seed 7] [--cache DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from app_home import app_env

REPO = Path(__file__).resolve().parents[1]

CHILD = r"""
import gc, json, resource, sys, threading, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

MODE, SEED, SERIES = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
app = QApplication(["yahtzee-desktop"])
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.ui.app import set_identity
from yahtzee_desktop.ui.builder import build_window
from yahtzee_desktop.ui.common.collector import GuiCollector
from yahtzee_desktop.ui.common.settings import Settings

GUI = threading.get_ident()
collections = []  # (generation, seconds, on the GUI thread)
began = {}


def timing(phase, info):
    me = threading.get_ident()
    if phase == "start":
        began[me] = time.perf_counter()
    else:
        collections.append((info["generation"], time.perf_counter() - began.pop(me), me == GUI))


set_identity()
if MODE == "app":  # as app.run does
    collector = GuiCollector(app)
    collector.install()
rules = preset("yahtzee")
window = build_window(GameSetup.simple(["Ann"], rules), Settings())
window.show()
window.dice.set_animation_ms(0)
computer = window.feature("computer")
computer.pause_override = 0
service = window.coach.service
seats = tuple(
    Seat.solo(name, PlayerKind.COMPUTER, level)
    for name, level in (("Ann", "expert"), ("Bob", "club"), ("Cy", "beginner"), ("Di", "expert"))
)
start = 0.0
played = 0


def close_outcomes():
    dialog = window.outcome_dialog
    if dialog is not None and dialog.isVisible():
        dialog.close()
    if window.session.state.finished and played < SERIES:
        next_series()
        QTimer.singleShot(20, close_outcomes)
    elif window.session.state.finished:
        wall = time.perf_counter() - start
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        gc.callbacks.remove(timing)
        full = time.perf_counter()
        gc.collect()  # what a full collection of this heap costs, when one comes
        full = time.perf_counter() - full
        print(json.dumps({"collections": collections, "wall": wall, "rss_kb": rss,
                          "full_now": full, "objects": len(gc.get_objects())}), flush=True)
        window.close()
        app.quit()
    else:
        QTimer.singleShot(20, close_outcomes)


def next_series():
    global played
    played += 1
    window.start_setup(GameSetup(rules, seats, games=6, seed=SEED + played))


def play():
    global start
    if service.prepare(rules) is None:  # the experts' table: built (or loaded) first
        QTimer.singleShot(100, play)
        return
    gc.collect()
    gc.callbacks.append(timing)
    start = time.perf_counter()
    next_series()
    close_outcomes()


QTimer.singleShot(0, play)
app.exec()
"""


def one_run(mode: str, seed: int, series: int, cache: Path) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        env = app_env(home, cache=str(cache))
        env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")  # no window
        done = subprocess.run(
            [sys.executable, "-c", CHILD, mode, str(seed), str(series)],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"{mode} run failed:\n{done.stdout}\n{done.stderr[-3000:]}")
    result: dict[str, object] = json.loads(lines[-1])
    return result


def summary(result: dict[str, object]) -> dict[str, float]:
    collections = result["collections"]
    assert isinstance(collections, list)
    ms = [1000 * seconds for _gen, seconds, _gui in collections]
    gui = [1000 * seconds for _gen, seconds, on_gui in collections if on_gui]
    full = [1000 * seconds for gen, seconds, _gui in collections if gen == 2]
    ordered = sorted(ms)
    return {
        "count": len(ms),
        "on_workers": len(ms) - len(gui),
        "full": len(full),
        "max_ms": max(ms, default=0.0),
        "max_gui_ms": max(gui, default=0.0),
        "p99_ms": ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0,
        "max_young_ms": max((1000 * s for gen, s, _gui in collections if gen < 2), default=0.0),
        "max_full_ms": max(full, default=0.0),
        "total_ms": sum(ms),
        "wall_s": float(result["wall"]),  # type: ignore[arg-type]
        "rss_mb": float(result["rss_kb"]) / 1024,  # type: ignore[arg-type]
        "full_now_ms": 1000 * float(result["full_now"]),  # type: ignore[arg-type]
        "objects": float(result["objects"]),  # type: ignore[arg-type]
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--series", type=int, default=2, help="six-game series per run")
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "yahtzee-desktop-bench-cache",
        help="where the experts' table is cached between runs (built on the first)",
    )
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    runs: dict[str, list[dict[str, float]]] = {"app": [], "python": []}
    for n in range(args.runs):
        for mode in ("app", "python") if n % 2 == 0 else ("python", "app"):
            figures = summary(one_run(mode, args.seed, args.series, args.cache))
            runs[mode].append(figures)
            print(
                f"run {n + 1} {mode:6s}: {figures['count']:5.0f} collections "
                f"({figures['on_workers']:.0f} on workers, {figures['full']:.0f} full), "
                f"longest {figures['max_ms']:.1f} ms (GUI thread {figures['max_gui_ms']:.1f}), "
                f"young {figures['max_young_ms']:.1f}, full {figures['max_full_ms']:.1f}, "
                f"p99 {figures['p99_ms']:.2f} ms, total {figures['total_ms']:.0f} ms "
                f"in {figures['wall_s']:.1f} s, peak RSS {figures['rss_mb']:.0f} MB; "
                f"a full collection at the end {figures['full_now_ms']:.1f} ms "
                f"({figures['objects']:.0f} objects)",
                flush=True,
            )
    print("medians:")
    for mode, figures_list in runs.items():
        keys = figures_list[0].keys()
        medians = {k: statistics.median(f[k] for f in figures_list) for k in keys}
        print(
            f"  {mode:6s}: longest {medians['max_ms']:.1f} ms (young {medians['max_young_ms']:.1f},"
            f" full {medians['max_full_ms']:.1f}), p99 {medians['p99_ms']:.2f} ms, "
            f"{medians['count']:.0f} collections ({medians['on_workers']:.0f} on workers, "
            f"{medians['full']:.0f} full), total {medians['total_ms']:.0f} ms, "
            f"play {medians['wall_s']:.1f} s, peak RSS {medians['rss_mb']:.0f} MB; "
            f"a full collection at the end {medians['full_now_ms']:.1f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
