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
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem

__all__ = ["Autosave", "Resumable", "find_resumable", "keep_aside", "keep_copy", "read_autosave"]


@dataclass
class Resumable:
    """What the autosave holds: a game (finished or not), or why it could not be read.

    The window says in its main text what these fields tell: how many actions were
    lost (`skipped`), where the original was kept (`kept_as`), or that the file comes
    from a newer version of the app (`newer_version`; the game then starts fresh).
    """

    game: Game | None
    warnings: list[str] = field(default_factory=list)
    """English details: where the replay stopped, and why."""
    error: SaveFileError | None = None
    """Why no game could be read at all (the file was then moved to `kept_as`)."""
    kept_as: Path | None = None
    """Where the original file was kept, byte for byte: moved there when no game could be
    read, copied there when it was damaged (the autosave stays in place)."""
    unreadable: int = 0
    """1 when the replay stopped at a line that could not be read."""
    not_applied: int = 0
    """1 when it stopped at a line whose action does not apply."""
    cut_short: bool = False
    """The last line was cut short (the app stopped while writing it)."""
    holds: tuple[bool, ...] | None = None
    """The dice held for the next roll when the app stopped, if any were noted."""
    left_out: int = 0
    """Lines not replayed: from the first damaged one to the end (a log stops at a gap)."""
    header_repaired: bool = False
    """The first line was damaged; its copy was read (nothing lost for that)."""

    @property
    def skipped(self) -> int:
        """Lines not replayed (`left_out`)."""
        return self.left_out

    @property
    def damaged(self) -> bool:
        """Something of the file could not be read (its original is kept aside)."""
        return bool(self.left_out) or self.header_repaired

    @property
    def newer_version(self) -> bool:
        """The autosave was written by a newer version of the app (not damaged)."""
        return self.error is not None and self.error.problem is SaveFileProblem.FUTURE_VERSION

    @property
    def offered(self) -> bool:
        """Worth offering back: an unfinished game in which something was done."""
        game = self.game
        return game is not None and bool(game.actions) and not game.state.finished


def _aside_name(path: Path, label: str, n: int, stamp: str) -> Path:
    extra = f"-{n}" if n else ""
    return path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")


def keep_aside(path: Path, companions: tuple[str, ...] = (), label: str = "damaged") -> Path | None:
    """Rename a file to <stem>.<label>-<date-time><suffix> beside it, never deleting it;
    None if that fails. `companions` are suffixes of files that belong with it (SQLite's
    "-wal", "-shm"): they follow it, so the kept copy still opens as it was."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while (target := _aside_name(path, label, n, stamp)).exists():
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    for suffix in companions:
        with contextlib.suppress(OSError):  # absent (checkpointed): the main file is what counts
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    return target


def keep_copy(path: Path, label: str = "damaged") -> Path | None:
    """Copy a file byte for byte to <stem>.<label>-<date-time><suffix> beside it (the
    original stays in place); None if that fails (unreadable file, read-only folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        data = path.read_bytes()
        n = 0
        while True:
            target = _aside_name(path, label, n, stamp)
            try:  # O_EXCL: never overwrite an earlier copy
                fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            except FileExistsError:
                n += 1
                continue
            break
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
    except OSError:
        return None
    return target


def read_autosave(path: Path) -> Resumable | None:
    """Everything the autosave holds, finished game or not; None when there is no file.

    Nothing is lost on the way: a damaged journal (replayed up to its first bad line) is
    copied aside (before the
    window restarts the journal, which rewrites it); one that cannot be read at all, or
    comes from a newer version, is moved aside, so a fresh game can start.
    """
    if not path.exists():
        return None
    try:
        recovered = read_journal(path)
    except SaveFileError as exc:
        label = "newer-version" if exc.problem is SaveFileProblem.FUTURE_VERSION else "damaged"
        return Resumable(None, [], exc, keep_aside(path, label=label))
    found = Resumable(
        recovered.game,
        recovered.warnings,
        unreadable=recovered.unreadable,
        not_applied=recovered.not_applied,
        cut_short=recovered.cut_short,
        holds=recovered.holds,
        left_out=recovered.left_out,
        header_repaired=recovered.header_repaired,
    )
    if recovered.damaged:
        found.kept_as = keep_copy(path)
    return found


def find_resumable(path: Path) -> Resumable | None:
    """The unfinished game in the autosave, or the reason none could be read; None when
    there is nothing to offer (no file, or a finished or empty game).

    See `read_autosave`, which also returns a finished game (for the history).
    """
    found = read_autosave(path)
    if found is None or (found.game is not None and not found.offered):
        return None
    return found


class Autosave:
    """Keeps one journal open on the game being played.

    `on_error` hears about the first write error of a journal (disk full, folder
    gone...); the game stays playable, only the autosave stops until `retry` works.

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

    def retry(self) -> bool:
        """After a write error (a full disk, a folder gone): journal the game again, its
        whole log written at once (atomically: the file keeps what it held if that fails
        too). True once the journal works; a failed try is not told again."""
        if self.journal is None or self.journal.error is None:
            return self.journal is not None
        game = self.journal.game
        on_error, self.on_error = self.on_error, None
        try:
            self.start(game)
        finally:
            self.on_error = on_error
        return self.error is None

    def note_holds(self, holds: tuple[bool, ...]) -> None:
        """The player held or released a die: journal it, so a restart keeps it."""
        if self.journal is not None:
            self.journal.note_holds(holds)

    def _failed(self, error: SaveFileError) -> None:
        if self.on_error is not None:
            self.on_error(error)

    def stop(self) -> None:
        if self.journal is not None:
            self.journal.close()
            self.journal = None
