"""The game history: every finished game in a local SQLite database.

Standard-library sqlite3 only (no Qt), so the statistics can be computed in a
worker thread and tested without a display. The schema is versioned with
`PRAGMA user_version` and migrated forward; WAL mode; one transaction per game.

The package reads as the database does its work: `schema` (the format and its
migrations), `connection` (opening, migrating, transactions, the errors a user sees),
`recording` (finished games in, games and players out), `queries` (high scores,
latest games, a player's statistics), `csv_export` (a spreadsheet-safe file) and
`values` (what the queries hand back). `History` joins them; `open_history` opens one
and recovers from a damaged file, `replace_if_damaged` from one found damaged on a
write. `pending` (games waiting for a history that could not take them) is imported
by its own name. Import from here, not from the parts.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import suppress
from pathlib import Path

from ..autosave import keep_aside
from .connection import HistoryError, HistoryProblem
from .csv_export import CSV_DELIMITERS, CsvExport, csv_cell
from .queries import Queries
from .recording import Recording
from .salvage import salvage, unsound
from .schema import SCHEMA_VERSION
from .values import GameRecord, HighScore, PlayerStats, nice_bins, rules_key

__all__ = [
    "CSV_DELIMITERS",
    "SCHEMA_VERSION",
    "GameRecord",
    "HighScore",
    "History",
    "HistoryError",
    "HistoryProblem",
    "PlayerStats",
    "csv_cell",
    "nice_bins",
    "open_history",
    "replace_if_damaged",
    "rules_key",
]


class History(Recording, Queries, CsvExport):
    """The history database. Open one with `open_history`, which recovers from damage."""

    salvaged: int | None = None
    """Set on a history started in place of a damaged one: the games that came back."""


def open_history(path: str | os.PathLike[str]) -> tuple[History, str | None]:
    """Open the history; a damaged file is renamed aside (never deleted), a new one
    started, and what can still be read of the old one copied into it (`salvaged`).

    Returns the history and, if something had to be set aside, the name it was given.
    A file another program holds (BUSY) is healthy: the error goes up, the file stays.
    A file that is not sound before it is opened (its header; its tables, read without
    writing) is set aside before anything writes to it: the copy is byte for byte.
    """
    if unsound(Path(path)):
        aside = keep_aside(Path(path), companions=("-wal", "-shm"))
        if aside is not None:
            return _fresh(Path(path), aside), str(aside)
    try:
        return History(path), None
    except HistoryError as exc:
        if exc.problem is not HistoryProblem.CORRUPT:
            raise
        aside = _set_aside(Path(path), exc.connection)
        if aside is None:  # cannot even rename it: leave it be and say it is damaged
            raise
        exc.connection = None
    return _fresh(Path(path), aside), str(aside)


def _fresh(path: Path, aside: Path) -> History:
    """A new history at `path`, with what can be read of the one kept as `aside`."""
    history = History(path)
    history.salvaged = salvage(aside, history)
    return history


def replace_if_damaged(history: History) -> tuple[History, str] | None:
    """After a write failed: if SQLite finds the file damaged (a bad page in a file that
    still opens), it is set aside as `open_history` does with one that does not open, and
    a new history is started in its place; the new history and the name the damaged one
    was kept as. None (the history left as it is, still open) when the file is healthy
    or cannot be moved."""
    if not history.damaged():
        return None
    path = Path(history.path)
    aside = _set_aside(path, history.db)
    if aside is None:
        return None
    return _fresh(path, aside), str(aside)


def _set_aside(path: Path, connection: sqlite3.Connection | None) -> Path | None:
    """Rename the file and its companions aside, then close `connection`: closing it
    first would delete the file's "-wal" companion, and with it the games it holds."""
    aside = keep_aside(path, companions=("-wal", "-shm"))
    if aside is not None and connection is not None:
        with suppress(sqlite3.Error):
            connection.close()
    return aside
