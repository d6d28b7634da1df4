"""Printing figures: time to build a blank sheet and the rules page in-process, and PDF sizes.

Targets (issue 5): blank sheet < 150 ms, rules page < 300 ms, blank sheet with its
embedded font < 80 KB. Font registration is a one-time cost per process, shown apart.
Run: .venv/bin/python benchmarks/bench_printing.py
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.printing import blank_pdf, rules_pdf
from yahtzee_desktop.printing.style import register_fonts


def _time(fn: Callable[[], bytes], runs: int = 20) -> tuple[float, int]:
    times = []
    size = 0
    for _ in range(runs):
        start = time.perf_counter()
        size = len(fn())
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, size


def main() -> None:
    start = time.perf_counter()
    register_fonts()
    print(f"font registration (once per process): {(time.perf_counter() - start) * 1000:.1f} ms")
    cases: list[tuple[str, Callable[[], bytes], float, float | None]] = [
        (
            "blank sheet, yahtzee, six games, en",
            lambda: blank_pdf(preset("yahtzee"), "games", "en"),
            150,
            80,
        ),
        (
            "blank sheet, yams + dry column, six players, fr",
            lambda: blank_pdf(preset("yams", dry_column=True), "players", "fr"),
            150,
            80,
        ),
        (
            "blank pad, yahtzee, 10 copies, fr",
            lambda: blank_pdf(preset("yahtzee"), "games", "fr", copies=10),
            1500,
            None,
        ),
        ("rules page, yahtzee, en", lambda: rules_pdf(preset("yahtzee"), "en"), 300, None),
        (
            "rules page, yams + options, fr",
            lambda: rules_pdf(preset("yams", dry_column=True, chance=True, upper_first=True), "fr"),
            300,
            None,
        ),
    ]
    print(f"{'case':50} {'median ms':>10} {'target':>8} {'size KB':>8} {'target':>7}")
    for name, fn, ms_target, kb_target in cases:
        ms, size = _time(fn)
        kb = size / 1024
        kb_text = f"{kb_target:.0f}" if kb_target else "-"
        ok = "ok" if ms < ms_target and (kb_target is None or kb < kb_target) else "OVER"
        print(f"{name:50} {ms:10.1f} {ms_target:8.0f} {kb:8.1f} {kb_text:>7}  {ok}")


if __name__ == "__main__":
    main()
