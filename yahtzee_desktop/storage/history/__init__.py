"""The game history: every finished game in a local SQLite database.

Standard-library sqlite3 only (no Qt), so the statistics can be computed in a
worker thread and tested without a display. The schema is versioned with
`PRAGMA user_version` and migrated forward; WAL mode; one transaction per game.

The package reads as the database does its work: `schema` (the format and its
migrations), `connection` (opening, migrating, transactions, the errors a user sees),
`recording` (finished games in, games and players out), `queries` (high scores,
latest games, a player's statistics), `csv_export` (a spreadsheet-safe file) and
`values` (what the queries hand back). `History` joins them; `open_history` opens one
and recovers from a damaged file. Import from here, not from the parts.
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
    "rules_key",
]


class History(Recording, Queries, CsvExport):
    """The history database. Open one with `open_history`, which recovers from damage."""


def open_history(path: str | os.PathLike[str]) -> tuple[History, str | None]:
    """Open the history; a damaged file is renamed aside (never deleted) and a new one started.

    Returns the history and, if something had to be set aside, the name it was given.
    """
    try:
        return History(path), None
    except HistoryError as exc:
        if exc.problem is not HistoryProblem.CORRUPT:
            raise
        aside = keep_aside(Path(path), companions=("-wal", "-shm"))
        if aside is None:  # cannot even rename it: leave it be and say it is damaged
            raise
        if exc.connection is not None:  # now that nothing of ours is left under that name
            with suppress(sqlite3.Error):
                exc.connection.close()
            exc.connection = None
    return History(path), str(aside)
