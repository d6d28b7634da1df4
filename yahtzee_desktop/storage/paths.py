"""The app's data folder, from Qt's standard locations (per user and per platform).

Tests call `QStandardPaths.setTestModeEnabled(True)`, which moves this folder to a
test location, so a test never touches a real player's autosave.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)

__all__ = [
    "AUTOSAVE_NAME",
    "HISTORY_NAME",
    "UNFINISHED_NAME",
    "autosave_path",
    "data_dir",
    "data_dir_problem",
    "export_dir",
    "history_path",
    "pending_dir",
    "saved_games_dir",
    "unfinished_dir",
]

AUTOSAVE_NAME = "autosave.jsonl"
HISTORY_NAME = "history.sqlite"
UNFINISHED_NAME = "unfinished"


def _location() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".local" / "share" / "Yahtzee Desktop"


def data_dir() -> Path:
    """The app's data folder, created if missing; needs the application name set first.

    Never raises: when the folder cannot be created (read-only home, a file in its
    place), the path is returned all the same, writes to it fail and are reported
    where they happen, and `data_dir_problem()` says why games cannot be kept.
    """
    path = _location()
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir_problem() -> str | None:
    """None when games can be kept in the data folder; else the system's reason (English,
    e.g. "Read-only file system"), for a start-up message that the app plays on in memory.

    Checked by writing (and removing) a small file, which is what autosaving needs.
    """
    path = _location()
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def history_path() -> Path:
    return data_dir() / HISTORY_NAME


def pending_dir(history_path: str | os.PathLike[str]) -> Path:
    """The folder beside a history where games it could not take yet wait (here, not in
    the history package: start-up looks for them without importing sqlite3)."""
    path = Path(history_path)
    return path.with_name(f"{path.stem}-pending")


def unfinished_dir() -> Path:
    """Where unfinished games are kept until the user deletes them (created when needed)."""
    return data_dir() / UNFINISHED_NAME


def _documents_dir() -> Path | None:
    """The user's documents folder, None where there is none (or it was removed)."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else None


def export_dir() -> Path:
    """Where an export's file dialog opens (the history's CSV, like a sheet's PDF): the
    user's documents, else the home folder, never the folder the app was started from
    (from a menu, somewhere the family never looks). Never raises."""
    return _documents_dir() or Path.home()


def saved_games_dir() -> Path:
    """Where the Save dialog opens: the user's documents if there are any, else the data
    folder's games folder, else the home folder (never raises)."""
    docs = _documents_dir()
    if docs is not None:
        return docs
    path = data_dir() / "games"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return path
