"""How each seat plays, for its win chances: computers at their level, people from their
own games in the history (read here, in a worker: never on the GUI thread)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from yahtzee_desktop.core.setup import GameSetup, PlayerKind

if TYPE_CHECKING:
    from yahtzee_desktop.strategy.chances import WinChances
    from yahtzee_desktop.strategy.story import SeatStyles

__all__ = ["history_totals", "load_styles"]


def history_totals(path: Path | None, setup: GameSetup) -> dict[str, list[int]]:
    """Each person's final totals under the setup's rules, by name, from the history at
    ``path`` (nothing if there is none yet, or it cannot be read now: the prior then)."""
    names = {p.name for s in setup.seats for p in s.members if p.kind is PlayerKind.HUMAN}
    if path is None or not names or not path.exists():
        return {}
    from yahtzee_desktop.storage.history import History, HistoryError, rules_key

    rules = setup.rules
    key = rules_key(rules.preset, dict(rules.options))
    out: dict[str, list[int]] = {}
    try:
        history = History(path)
    except (HistoryError, OSError):
        return {}
    try:
        for name in sorted(names):
            out[name] = [total for _, total in history.player_stats(name, key).totals]
    except Exception:  # a history busy or damaged now: the prior, not a failure
        return {}
    finally:
        with contextlib.suppress(Exception):
            history.close()
    return out


def load_styles(chances: WinChances, setup: GameSetup, path: Path | None) -> SeatStyles:
    """Per seat its style and its members' (`levels.setup_styles`), people judged by the
    levels' laws of the final total as the chances know them. Blocking."""
    from yahtzee_desktop.strategy.levels import setup_styles
    from yahtzee_desktop.strategy.player_chances import players_of

    return setup_styles(setup, history_totals(path, setup), players_of(chances).total_laws())
