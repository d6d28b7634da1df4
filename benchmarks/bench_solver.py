"""Optimal solver: table build time and peak memory per preset, advice latency.

Run: .venv/bin/python benchmarks/bench_solver.py [--presets all|NAME[:opt=val,...] ...]
         [--decisions 2000] [--compare [PYTHON]] [--rounds 7]

Each build runs in a fresh process, timed from its start to its exit (interpreter,
imports and build: what `yahtzee-desktop solve --rules yahtzee --no-cache` costs),
its peak memory the child's maximum resident set (`os.wait4`) plus that of the
solver's forked helper (shared pages counted twice: an upper bound). With --compare,
the Rust-backed `yatzy-solver` from PyPI (`pip install -e '.[bench]'`, or PYTHON
naming an interpreter that has it) builds the same official forced-joker table, in
alternating rounds (ours, theirs, ours, ...) since the machine is shared; the ratio
is of the medians, and the spread of the per-round ratios says how noisy the run was.
Targets: official table in at most 0.5x yatzy-solver's time, under 100 MB, expected
score within 1e-7 of 254.5877287; advice under 10 ms per decision with the table loaded.
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
        "yahtzee",
        {"joker": "none", "yahtzee_bonus": "0"},
        245.8708,
    ),
    "yatzy": ("yatzy", {}, 248.4400),
    "yacht": ("yacht", {}, None),
}

_BUILD = """
import json, resource, sys
sys.path.insert(0, {root!r})
from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy.solver import build_table
start = build_table(preset({name!r}, **{options!r})).start
helper = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(json.dumps({{"start": start, "helper_mb": helper}}))
"""

_RUST = """
import json
import yatzy_solver as ys
solver = ys.Solver.build(ys.Variant({variant!r}))
print(json.dumps({{"start": solver.state_value("upper 0 | filled -")}}))
"""

RUST_VARIANTS = {
    "yahtzee": "american+forced-joker",
    "yahtzee:joker=free": "american",
    "yatzy": "yatzy-scandinavian",
}


def _run(python: str, code: str) -> dict[str, float]:
    """Run code in a fresh interpreter: its JSON line, wall seconds and peak RSS (MB)."""
    started = time.perf_counter()
    proc = subprocess.Popen([python, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    out = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    if proc.returncode:
        raise SystemExit(f"child failed ({proc.returncode})")
    result: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    result["seconds"] = seconds
    # The solver's helper process (if any) is counted on top: shared pages count twice.
    result["peak_mb"] = usage.ru_maxrss / 1024 + result.get("helper_mb", 0.0)
    return result


def _check(value: float, published: float | None, digits: int = 7) -> str:
    if published is None:
        return ""
    ok = abs(value - published) <= 10.0**-digits
    return f"  published {published}  {'OK' if ok else 'MISMATCH'}"


def bench_builds(names: list[str]) -> None:
    print("table builds (fresh process each, start to exit):")
    for key in names:
        name, options, published = PRESETS[key]
        r = _run(sys.executable, _BUILD.format(root=str(ROOT), name=name, options=options))
        digits = 7 if published is not None and len(str(published).split(".")[1]) >= 7 else 4
        print(
            f"  {key:38s} {r['seconds']:6.2f} s  peak {r['peak_mb']:6.0f} MB  "
            f"expected {r['start']:.7f}{_check(r['start'], published, digits)}",
            flush=True,
        )


def _rust_python(python: str | None) -> str | None:
    if python:
        return python
    try:
        import yatzy_solver  # noqa: F401
    except ImportError:
        return None
    return sys.executable


def bench_compare(python: str | None, rounds: int, keys: list[str]) -> None:
    rust = _rust_python(python)
    if rust is None:
        print("yatzy-solver: not installed (pip install -e '.[bench]', or --compare PYTHON)")
        return
    for key in keys:
        name, options, published = PRESETS[key]
        variant = RUST_VARIANTS[key]
        ours_code = _BUILD.format(root=str(ROOT), name=name, options=options)
        rust_code = _RUST.format(variant=variant)
        print(f"{key} vs yatzy-solver {variant}, {rounds} alternating rounds:")
        ours: list[dict[str, float]] = []
        theirs: list[dict[str, float]] = []
        for i in range(rounds):
            a = _run(sys.executable, ours_code)
            b = _run(rust, rust_code)
            ours.append(a)
            theirs.append(b)
            print(
                f"  round {i + 1}: ours {a['seconds']:5.2f} s {a['peak_mb']:4.0f} MB   "
                f"yatzy-solver {b['seconds']:5.2f} s {b['peak_mb']:4.0f} MB   "
                f"ratio {a['seconds'] / b['seconds']:.2f}",
                flush=True,
            )
        a_med = statistics.median(r["seconds"] for r in ours)
        b_med = statistics.median(r["seconds"] for r in theirs)
        ratios = sorted(x["seconds"] / y["seconds"] for x, y in zip(ours, theirs, strict=True))
        peak = max(r["peak_mb"] for r in ours)
        start = ours[0]["start"]
        print(
            f"  median: ours {a_med:.2f} s, yatzy-solver {b_med:.2f} s, "
            f"ratio {a_med / b_med:.2f} ({'OK' if a_med / b_med <= 0.5 else 'SLOW'} vs 0.5); "
            f"per-round ratios {ratios[0]:.2f}..{ratios[-1]:.2f}"
        )
        digits = 7 if key != "yatzy" else 4
        print(
            f"  ours: peak {peak:.0f} MB ({'OK' if peak < 100 else 'OVER'} vs 100 MB), "
            f"expected {start:.10f}{_check(start, published, digits)}; "
            f"yatzy-solver expected {theirs[0]['start']:.10f}",
            flush=True,
        )


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
    print(
        f"  hint, new position: mean {1000 * mean:.2f} ms, median {1000 * median:.2f} ms, "
        f"99th pct {1000 * p99:.2f} ms  ({'OK' if mean < 0.010 else 'SLOW'} vs 10 ms)"
    )
    t = time.perf_counter()
    for card, dice, rolls_left in positions:
        advisor.keep_choices(card, dice, 1) if rolls_left else advisor.box_choices(card, dice)
    per = (time.perf_counter() - t) / len(positions)
    print(f"  keep/box choices, same turn cached: {1000 * per:.2f} ms per decision")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--presets",
        nargs="*",
        default=["yahtzee", "yahtzee:joker=free"],
        help=f"'all', none, or some of: {', '.join(PRESETS)}",
    )
    parser.add_argument("--decisions", type=int, default=2000, help="0 to skip advice")
    parser.add_argument(
        "--compare",
        nargs="?",
        const="",
        default=None,
        metavar="PYTHON",
        help="race yatzy-solver (here, or in the PYTHON given)",
    )
    parser.add_argument("--rounds", type=int, default=7, help="alternating rounds of --compare")
    parser.add_argument(
        "--tables",
        nargs="*",
        default=["yahtzee"],
        help=f"raced by --compare: 'all' or some of {', '.join(RUST_VARIANTS)}",
    )
    args = parser.parse_args()
    names = list(PRESETS) if args.presets == ["all"] else args.presets
    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    if args.compare is not None:
        tables = list(RUST_VARIANTS) if args.tables == ["all"] else args.tables
        bench_compare(args.compare or None, args.rounds, tables)
    if names:
        bench_builds(names)
    if args.decisions:
        bench_advice(args.decisions)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
