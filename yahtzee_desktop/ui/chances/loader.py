"""The win chances of a rule set, loaded from the coach's table cache (call it in a worker).

The coach service builds each table with its moments (variance, third moment and those
of the upper bonus) in the same pass, so this only reads them. A cache from before that (a
table without them, or with older moments: an older moments file is never read) has them
built once, in a spawned child at idle priority like the coach's builds
(`strategy.build_process`), never on the GUI thread and never twice at once.

The players panel, the review and the printed story all ask: while one holds the win
chances of a rule set, the others get the same object (a table and its moments are
~60 MB), held weakly here so they go with the last window or dialog using them.

The computer levels' own moments (strategy/level_tables.py) are built once per rule set
in another such child, started here when they are missing and never waited for: until
they are there, the chances of a beginner or a Good player stand on the expert's law
moved to the level's (player_chances.py). One such build at a time.
"""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_desktop.core.rules import RuleSet

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from yahtzee_desktop.strategy.chances import WinChances

__all__ = ["cancel_builds", "load_chances", "single_column"]

_LOCK = threading.Lock()
_BUILDING: list[BaseProcess] = []
"""The child building moments now, killed if the app quits meanwhile."""
_LEVELS: list[BaseProcess] = []
"""The child building the computer levels' moments now (at most one), killed at quit."""
LEVEL_BUILDS = os.environ.get("YAHTZEE_DESKTOP_LEVEL_BUILDS", "1") != "0"
"""Whether missing level moments are built in the background (the test suite says no:
each of its table folders would start a minute of building)."""
_IN_USE: weakref.WeakValueDictionary[tuple[RuleSet, str], WinChances] = (
    weakref.WeakValueDictionary()
)
"""The win chances someone holds, by rules and table folder: shared, never loaded twice."""


_CANCELS = [0]
"""How many times the builds were cancelled: a load that began before the last cancel
gives up, even if its child started after the cancel went by (a window closed while its
worker was still reading the cache waited for the whole idle build, minutes on a busy
machine)."""


def cancel_builds() -> None:
    _CANCELS[0] += 1
    for process in [*_BUILDING, *_LEVELS]:
        with contextlib.suppress(Exception):
            process.kill()


def single_column(rules: RuleSet) -> bool:
    """Rules with an exact table (one column per card): the others get no chances."""
    return rules.columns == 1


def load_chances(rules: RuleSet, directory: Path) -> WinChances | None:
    """The win chances of these rules (None: they have no exact table). Blocking."""
    if not single_column(rules):
        return None
    from yahtzee_desktop.strategy import story  # noqa: F401  (imported here, once, not per box)
    from yahtzee_desktop.strategy.chances import WinChances
    from yahtzee_desktop.strategy.table_cache import load_table

    cancels = _CANCELS[0]
    with _LOCK:  # the review and the players panel may ask at once: one build
        key = (rules, str(directory))
        shared = _IN_USE.get(key)
        if shared is not None:
            _build_levels(rules, directory)
            return shared
        try:
            table = load_table(rules, directory, moments=True, in_memory=False)
        except ValueError:
            return None
        if table is None:
            from yahtzee_desktop.strategy.build_process import build_chances, spawn

            process = spawn(build_chances, rules, directory)
            if _CANCELS[0] != cancels:
                return None
            process.start()
            _BUILDING.append(process)
            try:
                while process.exitcode is None:
                    process.join(0.2)
                    if _CANCELS[0] != cancels:  # the window closed meanwhile
                        process.kill()
                        process.join()
                        return None
            finally:
                _BUILDING.remove(process)
            table = load_table(rules, directory, moments=True, in_memory=False)
            if table is None:  # the child failed, or a read-only cache: build here (a worker)
                chances = WinChances.load_or_build(rules, directory)
                _IN_USE[key] = chances
                return chances
        chances = WinChances(table)
        chances.directory = directory
        _IN_USE[key] = chances
        _build_levels(rules, directory)
        return chances


def _build_levels(rules: RuleSet, directory: Path) -> None:
    """Start building the computer levels' moments of these rules if some are missing
    and no such build runs (under `_LOCK`)."""
    from yahtzee_desktop.strategy.level_tables import POLICY_LEVELS, level_path

    _LEVELS[:] = [p for p in _LEVELS if p.is_alive()]
    if not LEVEL_BUILDS or _LEVELS:
        return
    if all(level_path(rules, directory, level).exists() for level in POLICY_LEVELS):
        return
    from yahtzee_desktop.strategy.build_process import build_levels, spawn

    process = spawn(build_levels, rules, directory)
    with contextlib.suppress(OSError):  # no process to be had: the stand-in laws stay
        process.start()
        _LEVELS.append(process)
