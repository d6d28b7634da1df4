"""Simulated solitaire games per bot level: mean ± standard error of the final totals.

Run: .venv/bin/python benchmarks/bench_bots.py [--rules yahtzee] [--games 2000]
Expert play on a single-column preset must land within 3 standard errors of the
table's own expectation (254.59 for the official rules).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy import Advisor, Bot, Level, play_solitaire


def simulate(level: str, rules_name: str, games: int, seed: int) -> tuple[float, float, float]:
    rules = preset(rules_name)
    bot = Bot(level, rules, random.Random(seed))
    rng = random.Random(seed + 1)
    started = time.perf_counter()
    totals = [play_solitaire(bot, rng).total() for _ in range(games)]
    elapsed = time.perf_counter() - started
    mean = statistics.fmean(totals)
    se = statistics.stdev(totals) / len(totals) ** 0.5 if len(totals) > 1 else 0.0
    return mean, se, elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="yahtzee")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--levels", default="beginner,club,expert")
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args()
    rules = preset(args.rules)
    target = None
    if rules.columns == 1:
        target = Advisor(rules).start
        print(f"{args.rules}: optimal expectation {target:.4f}")
    for level in args.levels.split(","):
        mean, se, elapsed = simulate(Level(level), args.rules, args.games, args.seed)
        line = f"{level:9s} {args.games} games: mean {mean:8.3f} ± {se:.3f} (SE)"
        line += f"  [{1000 * elapsed / args.games:.1f} ms/game]"
        if target is not None and level == "expert":
            z = (mean - target) / se if se else 0.0
            line += f"  {z:+.2f} SE from the optimum {'OK' if abs(z) <= 3 else 'FAIL'}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
