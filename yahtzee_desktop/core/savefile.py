"""Saved games as versioned, human-readable JSON; one clear error type for every bad file.

Never pickle: a save file may come from anywhere, so loading only ever builds
values through the same validating constructors the app uses.

An optional "holds" field (one boolean per die) carries the dice held for the next roll, so a
game kept mid-turn (New game or Open in a series) comes back as it was left, as the
journal's hold lines do for the autosave. It is still version 1: a file without it
reads as before, and an older app reading a file with it ignores it (a new version
number would make that app refuse the whole game for the sake of the holds).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
from enum import StrEnum
from pathlib import Path
from typing import Any

from .. import __version__
from .actions import Action, action_from_dict, json_field
from .dice import IllegalMove
from .game import Game
from .rules import RuleSet
from .setup import GameSetup, Player, PlayerKind, Seat, SetupLimit

__all__ = [
    "FORMAT",
    "VERSION",
    "SaveFileError",
    "SaveFileProblem",
    "atomic_write",
    "atomic_write_text",
    "game_from_dict",
    "game_to_dict",
    "holds_from_dict",
    "load_game",
    "load_game_with_holds",
    "save_game",
    "setup_from_dict",
    "setup_to_dict",
]

FORMAT = "yahtzee-desktop-game"
VERSION = 1


class SaveFileProblem(StrEnum):
    """What went wrong, for the UI to say in the user's language."""

    UNREADABLE = "unreadable"
    NOT_JSON = "not_json"
    FOREIGN = "foreign"
    FUTURE_VERSION = "future_version"
    CORRUPT = "corrupt"
    DISK_FULL = "disk_full"
    UNWRITABLE = "unwritable"
    NOT_A_FILE = "not_a_file"
    """A device, a pipe, a socket or a folder: never read (a pipe would wait for ever)."""
    TOO_BIG = "too_big"
    """Far larger than any game file (`MAX_GAME_FILE`): not read into memory."""


class SaveFileError(Exception):
    """A save or journal file cannot be read or written; `str()` is fit to show a user."""

    def __init__(self, problem: SaveFileProblem, message: str, path: str | os.PathLike[str] = ""):
        super().__init__(message)
        self.problem = problem
        self.path = str(path)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle and copy with the problem and path: rebuilt from `args` (the message)
        alone, the class could not be made again at all."""
        return (type(self), (self.problem, str(self), self.path), self.__dict__)


def setup_to_dict(setup: GameSetup) -> dict[str, Any]:
    return {
        "rules": setup.rules.to_dict(),
        "seats": [
            {
                "name": seat.name,
                "members": [
                    {"name": p.name, "kind": p.kind.value, "level": p.level} for p in seat.members
                ],
            }
            for seat in setup.seats
        ],
        "games": setup.games,
        "seed": setup.seed,
        "challenge": setup.challenge,
        "dice_mode": setup.dice_mode.value,
        "start_rule": setup.start_rule.value,
        "started": setup.started,
    }


def setup_from_dict(data: Any) -> GameSetup:
    """Rebuild a setup; ValueError/KeyError/TypeError on anything malformed."""
    if not isinstance(data, dict):
        raise ValueError("the setup must be an object")
    seats = []
    for seat in json_field(data, "seats", list):
        if not isinstance(seat, dict):
            raise ValueError("a seat must be an object")
        members = []
        for m in json_field(seat, "members", list):
            if not isinstance(m, dict):
                raise ValueError("a player must be an object")
            kind = PlayerKind(json_field(m, "kind", str, "human"))
            members.append(
                Player(json_field(m, "name", str), kind, json_field(m, "level", str, ""))
            )
        seats.append(Seat(json_field(seat, "name", str), tuple(members)))
    return GameSetup(
        rules=RuleSet.from_dict(json_field(data, "rules", dict)),
        seats=tuple(seats),
        games=json_field(data, "games", int, 1),
        seed=json_field(data, "seed", int, 0),
        challenge=json_field(data, "challenge", bool, False),
        dice_mode=json_field(data, "dice_mode", str, "app"),
        start_rule=json_field(data, "start_rule", str, "roll_five"),
        started=json_field(data, "started", str, ""),
    )


def game_to_dict(game: Game, holds: tuple[bool, ...] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "setup": setup_to_dict(game.setup),
        "actions": [a.to_dict() for a in game.actions],
        "redo": [a.to_dict() for a in game.redo_actions],
    }
    if holds is not None:
        data["holds"] = [bool(x) for x in holds]
    return data


def holds_from_dict(data: Any, dice: int) -> tuple[bool, ...] | None:
    """The held dice a file carries: one boolean per die of its rules (`dice`), else None
    (absent or odd: the game itself is still read, its dice just come back unheld)."""
    holds = data.get("holds") if isinstance(data, dict) else None
    if isinstance(holds, list) and len(holds) == dice and all(isinstance(x, bool) for x in holds):
        return tuple(holds)
    return None


def check_header(data: Any, expected_format: str, path: str | os.PathLike[str] = "") -> None:
    """Raise SaveFileError unless data is an object of our format and a version we read."""
    if not isinstance(data, dict) or data.get("format") != expected_format:
        raise SaveFileError(
            SaveFileProblem.FOREIGN, "This file is not a Yahtzee Desktop game.", path
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError(SaveFileProblem.CORRUPT, "This game file is damaged.", path)
    if version > VERSION:
        raise SaveFileError(
            SaveFileProblem.FUTURE_VERSION,
            "This game was saved by a newer version of Yahtzee Desktop; update the app to open it.",
            path,
        )


BAD_DATA = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)
"""What malformed data can raise while we rebuild values from it (IllegalMove is a ValueError)."""


def game_from_dict(data: Any, path: str | os.PathLike[str] = "") -> Game:
    """Rebuild a game from its JSON form; SaveFileError on anything else."""
    check_header(data, FORMAT, path)
    try:
        setup = setup_from_dict(data["setup"])
        actions: list[Action] = [action_from_dict(a) for a in json_field(data, "actions", list)]
        redo = [action_from_dict(a) for a in json_field(data, "redo", list, [])]
        return Game.replay(setup, actions, redo)
    except (IllegalMove, SetupLimit) as exc:
        raise SaveFileError(
            SaveFileProblem.CORRUPT, f"This game file is damaged: {exc}.", path
        ) from exc
    except BAD_DATA as exc:
        raise SaveFileError(SaveFileProblem.CORRUPT, "This game file is damaged.", path) from exc


MAX_GAME_FILE = 8 * 1024 * 1024
"""The largest file opened as a game or journal: a saved game is kilobytes, a long series
with every undo a few hundred; a 100 MB file took 1.1 GB and froze the window 10 s."""


def read_file_bytes(path: str | os.PathLike[str]) -> bytes:
    """A game or journal file's bytes; SaveFileError for anything but a regular file of a
    sane size (opened without waiting: a pipe with no writer would block for ever)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError as exc:
        raise SaveFileError(
            SaveFileProblem.NOT_A_FILE, "This is a folder, not a game file.", path
        ) from exc
    except OSError as exc:
        raise SaveFileError(
            SaveFileProblem.UNREADABLE, f"The file cannot be read: {exc.strerror}.", path
        ) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(
                SaveFileProblem.NOT_A_FILE,
                "This is not a file but a device, a pipe or a folder.",
                path,
            )
        if info.st_size > MAX_GAME_FILE:
            raise SaveFileError(
                SaveFileProblem.TOO_BIG, "This file is far too large to be a game.", path
            )
        chunks = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_GAME_FILE:  # it grew while being read
                raise SaveFileError(
                    SaveFileProblem.TOO_BIG, "This file is far too large to be a game.", path
                )
        return b"".join(chunks)
    except OSError as exc:
        raise SaveFileError(
            SaveFileProblem.UNREADABLE, f"The file cannot be read: {exc.strerror}.", path
        ) from exc
    finally:
        os.close(fd)


def read_json_text(path: str | os.PathLike[str]) -> str:
    """A game file's text (a UTF-8 BOM, as some editors write, is dropped)."""
    try:
        return read_file_bytes(path).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveFileError(
            SaveFileProblem.NOT_JSON, "This file is not a game file.", path
        ) from exc


def load_game(path: str | os.PathLike[str]) -> Game:
    """Open a saved game; SaveFileError, with a message fit for the user, on any problem."""
    return load_game_with_holds(path)[0]


def load_game_with_holds(path: str | os.PathLike[str]) -> tuple[Game, tuple[bool, ...] | None]:
    """`load_game`, with the dice held when it was saved (None if it says none)."""
    text = read_json_text(path)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise SaveFileError(
            SaveFileProblem.NOT_JSON, "This file is not a game file.", path
        ) from exc
    game = game_from_dict(data, path)
    return game, holds_from_dict(data, game.setup.rules.dice)


def write_error(exc: OSError, path: str | os.PathLike[str]) -> SaveFileError:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return SaveFileError(SaveFileProblem.DISK_FULL, "The disk is full.", path)
    return SaveFileError(
        SaveFileProblem.UNWRITABLE, f"The file cannot be written: {exc.strerror}.", path
    )


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write a whole file so that readers see the old file or the new one, never half.

    A temporary file beside the target is renamed over it; OSError (missing folder,
    read-only, disk full) propagates with nothing left behind. The file gets the
    usual permissions (0666 less the umask), as any file the user saves.
    """
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(target))
    tmp = target.with_name(f".{target.name}.{os.urandom(4).hex()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # the umask applies
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """`atomic_write` of UTF-8 text; SaveFileError on failure, any old file intact."""
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        raise write_error(exc, path) from exc


def save_game(
    game: Game, path: str | os.PathLike[str], holds: tuple[bool, ...] | None = None
) -> None:
    """Save atomically (with the held dice, if given); SaveFileError (disk full,
    read-only...) leaves any old file intact."""
    text = json.dumps(game_to_dict(game, holds), ensure_ascii=False, indent=1)
    atomic_write_text(path, text + "\n")
