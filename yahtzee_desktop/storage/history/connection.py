"""Opening the history file: the connection, its migration to this version's schema, the
transaction every change runs in, and the errors a user may be shown.

The one place that turns sqlite's errors into a `HistoryError` with a `HistoryProblem`,
so the writing and reading parts, and the UI that translates the problem, share one
vocabulary; and the base class they build on, so none of them opens a file itself.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from enum import StrEnum
from typing import Any

from .schema import MIGRATIONS, REQUIRED_COLUMNS, SCHEMA_VERSION

__all__ = ["HistoryConnection", "HistoryError", "HistoryProblem", "write_problem"]


class HistoryProblem(StrEnum):
    """What went wrong, for a translated message."""

    CORRUPT = "corrupt"
    FUTURE_VERSION = "future_version"
    UNWRITABLE = "unwritable"
    DISK_FULL = "disk_full"
    BUSY = "busy"
    """Another program holds the file (sqlite's "database is locked"): nothing is wrong
    with it, so it is never set aside; the game waits and is stored once it is free."""


class HistoryError(Exception):
    """The history database cannot be used; `str()` is fit to show a user."""

    def __init__(self, problem: HistoryProblem, message: str) -> None:
        super().__init__(message)
        self.problem = problem
        self.connection: sqlite3.Connection | None = None
        """The connection that met a damaged file, left open: closing it deletes the
        file's "-wal" companion, so `open_history` closes it only once both are aside."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle and copy with the problem (rebuilt from `args`, the message alone, the
        class could not be made again), but without the connection: it belongs to this
        process, cannot be pickled, and only `open_history` here may close it."""
        state = {key: value for key, value in self.__dict__.items() if key != "connection"}
        return (type(self), (self.problem, str(self)), state)


def write_problem(exc: sqlite3.Error) -> HistoryError:
    """The problem behind an sqlite error. A busy or locked file is BUSY before anything
    else: it was told as a damaged history, and one met on opening was set aside as such."""
    text = str(exc).lower()
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text or "busy" in text:
        return HistoryError(
            HistoryProblem.BUSY, "The history is in use by another program: the game waits."
        )
    if "full" in text:
        return HistoryError(HistoryProblem.DISK_FULL, "The disk is full: the game was not stored.")
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return HistoryError(
            HistoryProblem.UNWRITABLE, "The history cannot be written: the folder is read-only."
        )
    return HistoryError(HistoryProblem.CORRUPT, "The history database is damaged.")


class HistoryConnection:
    """An open, migrated history database; what `History` is built on."""

    BUSY_TIMEOUT = 5.0
    """Seconds a statement waits for another program's lock before it is told BUSY: long
    enough for a short write elsewhere to end, short enough for a quit that stores a game
    (every use runs off the GUI thread). Tests make it short."""

    def __init__(self, path: str | os.PathLike[str], *, uri: bool = False) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(
                self.path,
                timeout=self.BUSY_TIMEOUT,
                isolation_level=None,
                check_same_thread=False,
                uri=uri,
            )
            self.db.execute("PRAGMA foreign_keys = ON")
            if self.path != ":memory:":
                self.db.execute("PRAGMA journal_mode = WAL")
            self._migrate()
            self._check_schema()
        except HistoryError as exc:
            self._failed(exc)
            raise
        except sqlite3.OperationalError as exc:
            error = write_problem(exc)
            self._failed(error)
            raise error from exc
        except sqlite3.DatabaseError as exc:
            error = HistoryError(HistoryProblem.CORRUPT, "The history database is damaged.")
            self._failed(error)
            raise error from exc

    def _failed(self, error: HistoryError) -> None:
        db = getattr(self, "db", None)
        if error.problem is HistoryProblem.CORRUPT:
            error.connection = db  # the caller sets the files aside first
        elif db is not None:
            with suppress(sqlite3.Error):
                db.close()

    def _check_schema(self) -> None:
        """Every table and column this version uses is there; CORRUPT otherwise (a version
        number over missing tables would make every later game fail to be stored)."""
        for table, columns in REQUIRED_COLUMNS.items():
            try:
                self.db.execute(f"SELECT {', '.join(columns)} FROM {table} LIMIT 0")
            except sqlite3.OperationalError as exc:
                if "no such" not in str(exc).lower():
                    raise
                raise HistoryError(
                    HistoryProblem.CORRUPT, "The history database is damaged."
                ) from exc

    def _migrate(self) -> None:
        (version,) = self.db.execute("PRAGMA user_version").fetchone()
        if version > SCHEMA_VERSION:
            raise HistoryError(
                HistoryProblem.FUTURE_VERSION,
                "The history was written by a newer version of Yahtzee Desktop.",
            )
        for number in range(version, SCHEMA_VERSION):
            with self._transaction():
                self._apply_migration(number)

    def _apply_migration(self, number: int) -> None:
        for statement in MIGRATIONS[number].split(";"):
            if statement.strip():
                self.db.execute(statement)
        self.db.execute(f"PRAGMA user_version = {number + 1}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """All or nothing, and the connection ready for the next one whatever happened.

        A full disk may have rolled the transaction back already (SQLite does so for
        some errors): a ROLLBACK then fails, and its error must not hide the first one
        (a full disk was told as a damaged history). A COMMIT that fails (a full disk
        when the WAL is written) may leave the transaction open: it is rolled back, or
        every later write would fail on "a transaction within a transaction"."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
            self.db.execute("COMMIT")
        except BaseException:
            if self.db.in_transaction:
                with suppress(sqlite3.Error):
                    self.db.execute("ROLLBACK")
            raise

    def verify(self) -> None:
        """HistoryError (CORRUPT) when SQLite finds the file damaged (`damaged`)."""
        if self.damaged():
            raise HistoryError(HistoryProblem.CORRUPT, "The history database is damaged.")

    def damaged(self) -> bool:
        """SQLite itself finds the file damaged (`PRAGMA quick_check`). Asked after a write
        failed for a reason not better known, before the file may be set aside: a healthy
        file must never be, so a check that cannot run (locked, I/O error) says no."""
        try:
            rows = self.db.execute("PRAGMA quick_check").fetchall()
        except sqlite3.OperationalError:
            return False
        except sqlite3.DatabaseError:  # "database disk image is malformed", "not a database"
            return True
        return rows != [("ok",)]

    def close(self) -> None:
        self.db.close()
