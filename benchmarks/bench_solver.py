"""Optimal solver: table build time and peak memory per preset, advice latency.

Run: .venv/bin/python benchmarks/bench_solver.py [--presets all|NAME[:opt=val,...] ...]
         [--decisions 2000] [--compare /path/to/python-with-yatzy-solver]

Each build runs in a fresh subprocess, so its time and peak memory (max RSS) are its
own. With --compare (or if `yatzy_solver` is importable here), the Rust-backed
`yatzy-solver` from PyPI builds the same official forced-joker table in the same run.
Targets: official table no slower than yatzy-solver (about 9 s on the 2-core machine);
advice under 10 ms per decision with the table loaded.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from yahtzee_desktop.core.card import Card

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PRESETS = {
    "yahtzee": ("yahtzee", {}, 254.5877287),
    "yahtzee:joker=free": ("yahtzee", {"joker": "free"}, 254.5896095),
    "yahtzee:joker=none": ("yahtzee", {"joker": "none"}, 253.9702),
    "yahtzee:joker=none,yahtzee_bonus=0": (
        "yahtzee", {"joker": "none", "yahtzee_bonus": "0"}, 245.8708),
    "yatzy": ("yatzy", {}, 248.4400),
    "yacht": ("yacht", {}, None),
}

_BUILD = """
import json, resource, sys, time
sys.path.insert(0, {root!r})
from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy import build_table
rules = preset({name!r}, **{options!r})
started = time.perf_counter()
table = build_table(rules)
elapsed = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"seconds": elapsed, "start": table.start, "peak_mb": peak}}))
"""

_RUST = """
import json, resource, time
import yatzy_solver as ys
started = time.perf_counter()
solver = ys.Solver.build(ys.Variant("american+forced-joker"))
elapsed = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"seconds": elapsed, "start": solver.state_value("upper 0 | filled -"),
                  "peak_mb": peak}))
"""


def _run(python: str, code: str) -> dict[str, float]:
    out = subprocess.run([python, "-c", code], check=True, capture_output=True, text=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def bench_builds(names: list[str]) -> None:
    print("table builds (fresh process each):")
    for key in names:
        name, options, published = PRESETS[key]
        r = _run(sys.executable, _BUILD.format(root=str(ROOT), name=name, options=options))
        check = ""
        if published is not None:
            ok = abs(r["start"] - published) < 1e-4
            check = f"  published {published}  {'OK' if ok else 'MISMATCH'}"
        print(f"  {key:38s} {r['seconds']:6.2f} s  peak {r['peak_mb']:6.0f} MB  "
              f"expected {r['start']:.7f}{check}", flush=True)


def bench_rust(python: str | None) -> None:
    if python is None:
        try:
            import yatzy_solver  # noqa: F401
        except ImportError:
            print("yatzy-solver: not installed (pip install yatzy-solver, or --compare PYTHON)")
            return
        python = sys.executable
    r = _run(python, _RUST)
    print(f"  {'yatzy-solver american+forced-joker':38s} {r['seconds']:6.2f} s  "
          f"peak {r['peak_mb']:6.0f} MB  expected {r['start']:.7f}", flush=True)


def bench_advice(decisions: int) -> None:
    from yahtzee_desktop.core import preset
    from yahtzee_desktop.strategy import Advisor, Bot, Level

    rules = preset("yahtzee")
    with tempfile.TemporaryDirectory() as tmp:
        Advisor(rules, Path(tmp))  # build and cache
        started = time.perf_counter()
        advisor = Advisor(rules, Path(tmp))
        load = time.perf_counter() - started
    print(f"advice (official table): load from cache {1000 * load:.0f} ms")
    rng = random.Random(1)
    bot = Bot(Level.BEGINNER, rules, random.Random(2))
    positions = []
    while len(positions) < decisions:
        card = Card.empty(rules)
        while not card.is_complete() and len(positions) < decisions:
            dice = tuple(rng.randint(1, 6) for _ in range(5))
            positions.append((card, dice, rng.choice((0, 1, 2))))
            column, box = bot.choose_box(card, dice)
            card = card.place(dice, box, column)
    times = []
    for card, dice, rolls_left in positions:
        advisor._turns.clear()  # a fresh position each time: the worst case
        t = time.perf_counter()
        advisor.hint(card, dice, rolls_left)
        times.append(time.perf_counter() - t)
    times.sort()
    mean = statistics.fmean(times)
    median, p99 = times[len(times) // 2], times[int(0.99 * len(times))]
    print(f"  hint, new position: mean {1000 * mean:.2f} ms, median {1000 * median:.2f} ms, "
          f"99th pct {1000 * p99:.2f} ms  ({'OK' if mean < 0.010 else 'SLOW'} vs 10 ms)")
    t = time.perf_counter()
    for card, dice, rolls_left in positions:
        advisor.keep_choices(card, dice, 1) if rolls_left else advisor.box_choices(card, dice)
    per = (time.perf_counter() - t) / len(positions)
    print(f"  keep/box choices, same turn cached: {1000 * per:.2f} ms per decision")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", nargs="*", default=["yahtzee", "yahtzee:joker=free"],
                        help=f"'all' or some of: {', '.join(PRESETS)}")
    parser.add_argument("--decisions", type=int, default=2000)
    parser.add_argument("--compare", help="a Python that has yatzy-solver installed")
    args = parser.parse_args()
    names = list(PRESETS) if args.presets == ["all"] else args.presets
    print(f"cores: {os.cpu_count()}")
    bench_builds(names)
    bench_rust(args.compare)
    bench_advice(args.decisions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
