"""Python's cyclic garbage collector, run on the GUI thread only.

An object in a reference cycle is freed by the collector, on whichever thread triggers
a collection by allocating: in this app often a pool worker (the coach's and computer
players' work, the win chances, the history). A Qt object freed there is destroyed off
its thread: Qt warns ("Timers cannot be stopped from another thread") or crashes. So
while the app runs, automatic collection is off (`gc.disable()`) and a timer on the GUI
thread collects instead, generation by generation as Python would: every tick, the
oldest generation whose count is over its threshold (`gc.get_count()`,
`gc.get_threshold()`), once the youngest's is. PyQt apps do the same (Anki, calibre).

Two differences from Python, both bounded: at most one collection a tick (the young
objects of one tick are examined at once, not 700 at a time), and a full collection is
not held back until a quarter of the long-lived objects are new (Python keeps that
count to itself); it comes every 100 young collections at most, so 50 s apart or more.
The pauses are measured by `benchmarks/bench_gc_pauses.py`.
The table builds run in spawned processes (`strategy.build_process`): fresh
interpreters, with Python's own collection.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer

__all__ = ["INTERVAL_MS", "GuiCollector", "due_generation"]

INTERVAL_MS = 500
"""How often the counts are looked at. Between two looks garbage waits (as it would for
700 allocations); a look that finds nothing due costs a microsecond."""


def due_generation(counts: Sequence[int], thresholds: Sequence[int]) -> int | None:
    """The generation Python would collect with these counts: none until the youngest
    is over its threshold, then the oldest that is (a threshold of 0 turns it all off).

    Python 3.14's incremental collector has two generations and says so with a last
    threshold of 0: each of its collections is the young one and an increment of the
    old, which is what `gc.collect(1)` does there."""
    if not thresholds[0] or counts[0] <= thresholds[0]:
        return None
    if thresholds[-1] == 0:
        return 1
    for generation in range(len(counts) - 1, 0, -1):
        if counts[generation] > thresholds[generation]:
            return generation
    return 0


class GuiCollector(QObject):
    """Collects garbage on its own thread (the GUI thread), from a timer, while installed."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.collect_due)
        self._was_enabled: bool | None = None

    @property
    def installed(self) -> bool:
        return self._was_enabled is not None

    def install(self) -> None:
        """From now on no thread collects by allocating: this timer does (its thread)."""
        if self.installed:
            return
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def uninstall(self) -> None:
        """Python collects by itself again, if it did before `install`."""
        if not self.installed:
            return
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
        self._was_enabled = None

    def collect_due(self) -> int | None:
        """Collect the generation due, if any (as Python would now); which one."""
        generation = due_generation(gc.get_count(), gc.get_threshold())
        if generation is not None:
            gc.collect(generation)
        return generation
