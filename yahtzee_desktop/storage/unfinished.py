"""Unfinished games, kept until the user deletes them.

A game the player declines to resume, or replaces (New game, Open) in the middle of a
series, is never thrown away: it goes to a folder of its own in the data folder, one
file per game, and File > Unfinished games lists it for Resume or Delete. Qt-free: the
window passes the folder in (`storage.paths.unfinished_dir()`).

A kept game is a saved game (written atomically) or, for the autosave moved in as it
was, its journal: either way the bytes the app wrote, readable by this version or a
later one. A file that cannot be read is still listed (as damaged), never dropped. Both
give back the dice that were held (`resume`): a journal's last hold line, as the
autosave does, or a saved game's "holds" field.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.core.savefile import (
    SaveFileError,
    SaveFileProblem,
    load_game_with_holds,
    save_game,
    write_error,
)

__all__ = ["GAME_SUFFIX", "JOURNAL_SUFFIX", "KeptGame", "UnfinishedGame", "UnfinishedGames"]

GAME_SUFFIX = ".yahtzee.json"
JOURNAL_SUFFIX = ".jsonl"


@dataclass(frozen=True)
class UnfinishedGame:
    """One kept game, as the list shows it."""

    path: Path
    players: tuple[str, ...]
    """Seat names (empty if the file is damaged)."""
    rules: str
    """The rule set's preset name ("" if damaged)."""
    started: str
    """When the series started (ISO 8601; "" if unknown)."""
    kept_at: str
    """When it was kept (the file's time, ISO 8601, local)."""
    game: int
    """The game being played, from 1."""
    games: int
    """Games in the series."""
    filled: int
    """Boxes written so far over the whole series."""
    boxes: int
    """Boxes of the whole series (every card of every game)."""
    problem: SaveFileProblem | None = None
    """Why it cannot be read (None: it can)."""

    @property
    def damaged(self) -> bool:
        return self.problem is not None

    @property
    def progress(self) -> float:
        """From 0 to 1: how much of the series is played."""
        return self.filled / self.boxes if self.boxes else 0.0


@dataclass(frozen=True)
class KeptGame:
    """A kept game read back to play on."""

    game: Game
    holds: tuple[bool, ...] | None = None
    """The dice held for the next roll when it was kept (a journal's last hold line, a
    saved game's "holds"); None if none were noted (or the file is older than that)."""
    left_out: int = 0
    """A journal's lines not replayed (from its first damaged line on)."""
    header_repaired: bool = False
    """A journal's first line was damaged and read from its copy."""

    @property
    def damaged(self) -> bool:
        """Part of the file could not be read: set it aside rather than delete it."""
        return bool(self.left_out) or self.header_repaired


def _read(path: Path) -> KeptGame:
    if path.name.endswith(JOURNAL_SUFFIX):
        recovered = read_journal(path)
        return KeptGame(
            recovered.game, recovered.holds, recovered.left_out, recovered.header_repaired
        )
    return KeptGame(*load_game_with_holds(path))


class UnfinishedGames:
    """The folder of unfinished games. Writes raise SaveFileError (in plain words);
    listing never raises."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _new_path(self, suffix: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.folder / f"game-{stamp}-{os.urandom(3).hex()}{suffix}"

    def _make_folder(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise write_error(exc, self.folder) from exc

    def keep(self, game: Game, holds: tuple[bool, ...] | None = None) -> Path:
        """Keep a game with the dice held in it (atomically: the file is whole or
        absent); its path."""
        self._make_folder()
        path = self._new_path(GAME_SUFFIX)
        save_game(game, path, holds)
        return path

    def keep_autosave(self, journal: Path) -> Path | None:
        """Move the autosave journal in as it is, so that starting a new journal does not
        overwrite it; None if there is no journal. Call it before the autosave restarts."""
        if not journal.exists():
            return None
        self._make_folder()
        path = self._new_path(JOURNAL_SUFFIX)
        try:
            os.replace(journal, path)
        except OSError as exc:
            raise write_error(exc, path) from exc
        return path

    def _own(self, path: Path) -> Path:
        path = Path(path)
        if path.parent.resolve() != self.folder.resolve():
            raise ValueError(f"{path} is not a kept game")
        return path

    def list(self) -> list[UnfinishedGame]:
        """The kept games, most recently kept first; damaged files listed as damaged."""
        try:
            files = [
                p
                for p in self.folder.iterdir()
                if p.is_file()
                and not p.name.startswith(".")
                and p.name.endswith((GAME_SUFFIX, JOURNAL_SUFFIX))
            ]
        except OSError:
            return []
        entries = [self._entry(p) for p in files]
        entries.sort(key=lambda e: (e.kept_at, e.path.name), reverse=True)
        return entries

    def _entry(self, path: Path) -> UnfinishedGame:
        try:
            kept_at = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
            kept = kept_at.isoformat(timespec="seconds")
        except (OSError, ValueError, OverflowError):
            kept = ""
        try:
            game = _read(path).game
        except SaveFileError as exc:
            return UnfinishedGame(path, (), "", "", kept, 0, 0, 0, 0, exc.problem)
        except Exception:  # a listing never fails on one file
            return UnfinishedGame(path, (), "", "", kept, 0, 0, 0, 0, SaveFileProblem.CORRUPT)
        setup, state = game.setup, game.state
        per_card = len(setup.rules.boxes) * setup.rules.columns
        return UnfinishedGame(
            path,
            tuple(seat.name for seat in setup.seats),
            setup.rules.preset,
            setup.started,
            kept,
            min(state.game_index, setup.games - 1) + 1,
            setup.games,
            sum(card.filled_count() for row in state.cards for card in row),
            per_card * len(setup.seats) * setup.games,
        )

    def load(self, path: Path) -> Game:
        """The kept game, to play on; SaveFileError if it cannot be read. Delete the entry
        once the window journals the game (the autosave then holds it)."""
        return self.resume(path).game

    def resume(self, path: Path) -> KeptGame:
        """`load`, with the dice held when it was kept (so they come back held)."""
        return _read(self._own(path))

    def set_aside(self, path: Path) -> Path:
        """A damaged kept game, resumed as far as it could be read: renamed, byte for
        byte, to a name the list does not show (`<name>.damaged-<date-time>`)."""
        path = self._own(path)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        n = 0
        while (
            target := path.with_name(f"{path.name}.damaged-{stamp}{f'-{n}' if n else ''}")
        ).exists():
            n += 1
        try:
            os.replace(path, target)
        except OSError as exc:
            raise write_error(exc, target) from exc
        return target

    def delete(self, path: Path) -> None:
        """Forget a kept game (the user asked, or it was resumed); gone already is fine."""
        try:
            self._own(path).unlink(missing_ok=True)
        except OSError as exc:
            raise write_error(exc, path) from exc
