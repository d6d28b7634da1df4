"""A fresh install's first hint: time from start to the coach's table ready, and how long
the first Hint takes after 30 s of play (target: within 1 s).

Starts the real app (`cli.main([])`) in a fresh Python process with an empty home (no
cached table, as on a fresh install), rolls the dice after `--wait` seconds (30), asks
for a hint and times it until the hint is shown. Alternate with other load: the
build runs at idle priority, so a busy machine delays it: --busy N runs N other
programs spinning a core each meanwhile (the issue's "another program using both cores").
The official table ships with the app (strategy/shipped.py) once `scripts/pack-tables.py`
has packed it into resources/tables/ (the bundle, the .deb and a wheel built after it):
then the first need unpacks it instead of building.
Usage: python benchmarks/bench_first_hint.py [runs] [--wait SECONDS] [--busy N]

Measured (2 shared cores, three other engineers' work running, load 4-6), 3 runs --wait
5 --busy 2: with the pack (0.9 MB), table ready 0.78-1.29 s after start and the first
hint in 52-160 ms (median 70); without it (a checkout never packed), the niced build
took 90-162 s and the first hint waited 85-157 s.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from app_home import app_env

REPO = Path(__file__).resolve().parents[1]

TARGET_S = 1.0

CHILD = r"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

T0 = float(sys.argv[1])
WAIT = float(sys.argv[2])
import yahtzee_desktop.ui.builder as builder

real_build = builder.build_window


def build_window(*args, **kwargs):
    window = real_build(*args, **kwargs)
    service = window.coach.service
    service.ready.connect(lambda rules: print(f"READY {time.time() - T0:.3f}", flush=True))

    def ask():
        window.dice.roll_button.click()
        asked = time.time()

        def poll():
            text = window.coach.detail_label.text()
            if text and not text.startswith("Preparing"):
                print(f"HINT {time.time() - asked:.3f}", flush=True)
                QApplication.instance().quit()
            else:
                QTimer.singleShot(5, poll)

        window.dice.finish_animation()
        window.coach.show_hint()
        poll()

    QTimer.singleShot(max(0, int((WAIT - (time.time() - T0)) * 1000)), ask)
    return window


builder.build_window = build_window
from yahtzee_desktop.cli import main

sys.exit(main([]))
"""


def one_run(wait: float) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as home:
        env = app_env(home, compiled=True)
        start = time.time()
        done = subprocess.run(
            [sys.executable, "-c", CHILD, repr(start), str(wait)],
            env=env,
            capture_output=True,
            text=True,
            timeout=wait + 600,
        )
        ready = hint = float("nan")
        for line in done.stdout.splitlines():
            name, _, value = line.partition(" ")
            if name == "READY":
                ready = float(value)
            elif name == "HINT":
                hint = float(value)
        return ready, hint


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=3)
    parser.add_argument("--wait", type=float, default=30.0, help="seconds of play before Hint")
    parser.add_argument("--busy", type=int, default=0, help="other programs spinning a core")
    args = parser.parse_args()
    readies: list[float] = []
    hints: list[float] = []
    spin = [sys.executable, "-c", "while True: pass"]
    busy = [subprocess.Popen(spin) for _ in range(args.busy)]
    try:
        runs = [one_run(args.wait) for _ in range(args.runs)]
    finally:
        for process in busy:
            process.kill()
            process.wait()
    shipped = sorted(p.name for p in (REPO / "resources" / "tables").glob("table-*.xz"))
    print(f"shipped tables: {', '.join(shipped) or 'none'}; {args.busy} busy program(s)")
    for ready, hint in runs:
        readies.append(ready)
        hints.append(hint)
        print(
            f"  start to table ready {ready:6.2f} s   first hint after {args.wait:.0f} s: "
            f"{hint * 1000:7.1f} ms",
            flush=True,
        )
    print(f"fresh install, official Yahtzee, {args.runs} runs:")
    print(
        f"  start to table ready: median {statistics.median(readies):.2f} s "
        f"(min {min(readies):.2f}, max {max(readies):.2f})"
    )
    median = statistics.median(hints)
    print(
        f"  first hint after {args.wait:.0f} s: median {median * 1000:.1f} ms "
        f"(min {min(hints) * 1000:.1f}, max {max(hints) * 1000:.1f})"
    )
    verdict = "OK" if median <= TARGET_S else "TOO SLOW"
    print(f"  target <= {TARGET_S:.1f} s (median): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
