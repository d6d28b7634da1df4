"""The computer levels' own moments (strategy/level_tables.py): build time and peak memory.

Each level is built in a fresh process into a fresh folder, as the app's background
build does (one level after the other), and checked against what the level's solitaire
games are known to score: its mean from the empty card and its spread. Prints one line
per level: `beginner: built in T s, peak M MB, mean X, sd Y, file Z MB`.

    .venv/bin/python benchmarks/bench_level_tables.py [--rules yahtzee]
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _build(rules_name: str, level: str, folder: str, out: object) -> None:
    from yahtzee_desktop.core import preset
    from yahtzee_desktop.strategy.level_tables import build_level, open_level

    rules = preset(rules_name)
    started = time.perf_counter()
    path = build_level(rules, level, Path(folder))
    elapsed = time.perf_counter() - started
    found = open_level(rules, Path(folder), level)
    assert found is not None
    row = found.row(0, 0, 0)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out.send((elapsed, peak, float(row[0]), float(row[1]) ** 0.5, path.stat().st_size / 2**20))  # type: ignore[attr-defined]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="yahtzee")
    args = parser.parse_args(argv)
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as folder:
        for level in ("beginner", "club"):
            receive, send = context.Pipe(duplex=False)
            process = context.Process(target=_build, args=(args.rules, level, folder, send))
            process.start()
            elapsed, peak, mean, sd, size = receive.recv()
            process.join()
            print(
                f"{level}: built in {elapsed:.1f} s, peak {peak:.0f} MB, mean {mean:.2f}, "
                f"sd {sd:.2f}, file {size:.0f} MB"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
