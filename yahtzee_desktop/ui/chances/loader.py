"""The win chances of a rule set, loaded from the coach's table cache (call it in a worker).

The coach service builds each table with its moments (variance, third moment and those
of the upper bonus) in the same pass, so this only reads them. A cache from before that (a
table without them, or with older moments: an older moments file is never read) has them
built once, in a spawned child at idle priority like the coach's builds
(`strategy.build_process`), never on the GUI thread and never twice at once.

The players panel, the review and the printed story all ask: while one holds the win
chances of a rule set, the others get the same object (a table and its moments are
~60 MB), held weakly here so they go with the last window or dialog using them.
"""

from __future__ import annotations

import contextlib
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
            table = load_table(rules, directory, moments=True, in_memory=False)
        except ValueError:
            return None
        if table is None:
            from yahtzee_desktop.strategy.build_process import build_chances, spawn

            process = spawn(build_chances, rules, directory)
            process.start()
            _BUILDING.append(process)
            try:
                process.join()
            finally:
                _BUILDING.remove(process)
            table = load_table(rules, directory, moments=True, in_memory=False)
            if table is None:  # the child failed, or a read-only cache: build here (a worker)
                chances = WinChances.load_or_build(rules, directory)
                _IN_USE[key] = chances
                return chances
        chances = WinChances(table)
        _IN_USE[key] = chances
        return chances
