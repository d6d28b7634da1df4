"""The autosave: the current game journalled to one file, and offered back on start.

Qt-free on purpose (the window passes the path in): the journal writes each action
as it happens; a write error is reported once and the game goes on in memory. A
journal that cannot be read back is renamed aside, never deleted, so nothing a
player did is destroyed by the app.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.savefile import SaveFileError

__all__ = ["Autosave", "Resumable", "find_resumable", "keep_aside"]


@dataclass
class Resumable:
    """What the autosave holds: an unfinished game to offer back, or why it could not be read."""

    game: Game | None
    warnings: list[str] = field(default_factory=list)
    error: SaveFileError | None = None
    kept_as: Path | None = None
    """Where a damaged journal was moved to."""


def keep_aside(path: Path, companions: tuple[str, ...] = ()) -> Path | None:
    """Rename a damaged file to <stem>.damaged-<time><suffix>, never deleting it; None if
    that fails. `companions` are suffixes of files that belong with it (SQLite's "-wal",
    "-shm"): they follow it, so the kept copy still opens as it was."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    for suffix in companions:
        with contextlib.suppress(OSError):  # absent (checkpointed): the main file is what counts
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    return target


def find_resumable(path: Path) -> Resumable | None:
    """The unfinished game in the autosave, if any; None when there is nothing to offer.

    A finished or empty game (no action taken) is not worth offering. An unreadable
    journal is moved aside and reported through `error`.
    """
    if not path.exists():
        return None
    try:
        recovered = read_journal(path)
    except SaveFileError as exc:
        return Resumable(None, [], exc, keep_aside(path))
    game = recovered.game
    if game.state.finished or not game.actions:
        return None
    return Resumable(game, recovered.warnings)


class Autosave:
    """Keeps one journal open on the game being played.

    `on_error` hears about the first write error of a journal (disk full, folder
    gone...); the game stays playable, only the autosave stops.

    Each line is flushed to the operating system as the action happens, which is what
    survives a crash or a kill of the app. `fsync` (forcing it onto the disk, against a
    power cut) is off by default: it can take longer than a frame on a slow disk, and
    the journal is written on the GUI thread.
    """

    def __init__(
        self,
        path: Path,
        on_error: Callable[[SaveFileError], None] | None = None,
        fsync: bool = False,
    ) -> None:
        self.path = path
        self.on_error = on_error
        self.fsync = fsync
        self.journal: Journal | None = None

    @property
    def error(self) -> SaveFileError | None:
        return None if self.journal is None else self.journal.error

    def start(self, game: Game) -> None:
        """Journal this game from now on (replacing the file with its log so far)."""
        self.stop()
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.journal = Journal(self.path, game, on_error=self._failed, fsync=self.fsync)

    def _failed(self, error: SaveFileError) -> None:
        if self.on_error is not None:
            self.on_error(error)

    def stop(self) -> None:
        if self.journal is not None:
            self.journal.close()
            self.journal = None
