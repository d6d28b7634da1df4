"""The win chances of a rule set, loaded from the coach's table cache (call it in a worker).

The coach service builds each table with its moments (variance, third moment and those
of the upper bonus) in the same pass, so this only reads them. A cache from before that (a
table without them, or with older moments: an older moments file is never read) has them
built once, in a forked child at idle priority like the coach's builds, never on the GUI
thread and never twice at once.

The players panel, the review and the printed story all ask: while one holds the win
chances of a rule set, the others get the same object (a table and its moments are
~60 MB), held weakly here so they go with the last window or dialog using them.
"""

from __future__ import annotations

import contextlib
import os
import threading
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.ui.coach.service import BUILD_NICE

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from yahtzee_desktop.strategy.chances import WinChances

__all__ = ["cancel_builds", "load_chances", "single_column"]

_LOCK = threading.Lock()
_BUILDING: list[BaseProcess] = []
"""The child building moments now, killed if the app quits meanwhile."""
_IN_USE: weakref.WeakValueDictionary[tuple[RuleSet, str], WinChances] = (
    weakref.WeakValueDictionary()
)
"""The win chances someone holds, by rules and table folder: shared, never loaded twice."""


def cancel_builds() -> None:
    for process in list(_BUILDING):
        with contextlib.suppress(Exception):
            process.kill()


def single_column(rules: RuleSet) -> bool:
    """Rules with an exact table (one column per card): the others get no chances."""
    return rules.columns == 1


def _build_in_child(rules: RuleSet, directory: Path) -> None:
    with contextlib.suppress(OSError):
        os.nice(BUILD_NICE)
    from yahtzee_desktop.strategy.chances import WinChances

    WinChances.load_or_build(rules, directory)


def load_chances(rules: RuleSet, directory: Path) -> WinChances | None:
    """The win chances of these rules (None: they have no exact table). Blocking."""
    if not single_column(rules):
        return None
    from yahtzee_desktop.strategy import story  # noqa: F401  (imported here, once, not per box)
    from yahtzee_desktop.strategy.chances import WinChances
    from yahtzee_desktop.strategy.table_cache import load_table

    with _LOCK:  # the review and the players panel may ask at once: one build
        key = (rules, str(directory))
        shared = _IN_USE.get(key)
        if shared is not None:
            return shared
        try:
            table = load_table(rules, directory, moments=True)
        except ValueError:
            return None
        if table is None:
            import multiprocessing  # not before the first frame (issue 14)

            if "fork" in multiprocessing.get_all_start_methods():
                process = multiprocessing.get_context("fork").Process(
                    target=_build_in_child, args=(rules, directory), daemon=True
                )
                process.start()
                _BUILDING.append(process)
                try:
                    process.join()
                finally:
                    _BUILDING.remove(process)
                table = load_table(rules, directory, moments=True)
            if table is None:  # no fork, or a read-only cache: build right here (a worker)
                chances = WinChances.load_or_build(rules, directory)
                _IN_USE[key] = chances
                return chances
        chances = WinChances(table)
        _IN_USE[key] = chances
        return chances
