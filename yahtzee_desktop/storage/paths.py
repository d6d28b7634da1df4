"""The app's data folder, from Qt's standard locations (per user and per platform).

Tests call `QStandardPaths.setTestModeEnabled(True)`, which moves this folder to a
test location, so a test never touches a real player's autosave.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)

__all__ = [
    "AUTOSAVE_NAME",
    "HISTORY_NAME",
    "autosave_path",
    "data_dir",
    "history_path",
    "saved_games_dir",
]

AUTOSAVE_NAME = "autosave.jsonl"
HISTORY_NAME = "history.sqlite"


def data_dir() -> Path:
    """The app's data folder (created if missing); needs the application name set first."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location)
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def history_path() -> Path:
    return data_dir() / HISTORY_NAME


def saved_games_dir() -> Path:
    """Where the Save dialog opens: the user's documents if there are any, else the data folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if docs and Path(docs).is_dir():
        return Path(docs)
    path = data_dir() / "games"
    path.mkdir(parents=True, exist_ok=True)
    return path
