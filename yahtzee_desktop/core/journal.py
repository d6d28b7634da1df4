"""The autosave journal: one JSON line per action, flushed as it happens.

A kill or a crash loses no finished action: each line is on disk (flushed and
fsynced) before the next action can be taken. Reading is a log's: the replay stops
at the first line that cannot be read or no longer applies, as SQLite's WAL does.
App dice depend on the seed and on every earlier action, so replaying past a gap
would give later rolls dice never seen and later scores to the wrong player.

The header (the setup: players, rules, seed) is written twice, on the first two lines,
each with a checksum of the setup: a damaged first line costs nothing when its copy
reads (a journal of an older version has no copy, and no checksum).

Besides actions, a `{"hold": [one boolean per die]}` line notes the dice set aside for the
next roll (not an action: undo does not see it), so a restart finds them as they
were left. A journal without such lines reads as before, and an odd one is ignored.
"""

from __future__ import annotations

import contextlib
import json
import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, TypeGuard

from .actions import Action, action_from_dict
from .dice import IllegalMove
from .game import Event, Game
from .savefile import (
    BAD_DATA,
    SaveFileError,
    SaveFileProblem,
    atomic_write_text,
    check_header,
    read_file_bytes,
    setup_from_dict,
    setup_to_dict,
    write_error,
)

__all__ = ["JOURNAL_FORMAT", "Journal", "Recovered", "entry_line", "read_journal"]

JOURNAL_FORMAT = "yahtzee-desktop-journal"


JOURNAL_VERSION = 2
"""1: no checksums (read as before); 2: a checksum on every line (`entry_line`)."""


def _text(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _line(data: dict[str, Any]) -> str:
    return _text(data) + "\n"


def entry_line(data: dict[str, Any]) -> str:
    """An entry's line with the checksum of its text ("k"): a byte changed on disk that
    still reads as an entry (a 3 become a 5) is caught like any damage."""
    return _line({**data, "k": zlib.crc32(_text(data).encode("utf-8"))})


def _event_line(event: Event, action: Action) -> str:
    return entry_line({"do": action.to_dict()} if event == "do" else {event: True})


def _setup_check(setup: object) -> int:
    """The checksum of a header's setup (its canonical JSON)."""
    text = json.dumps(setup, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8"))


def _header_lines(game: Game) -> list[str]:
    """The header and its copy (the copy is what a damaged first line is read from)."""
    setup = setup_to_dict(game.setup)
    header = {
        "format": JOURNAL_FORMAT,
        "version": JOURNAL_VERSION,
        "setup": setup,
        "check": _setup_check(setup),
    }
    return [_line(header), _line({"copy": header})]


def _is_holds(value: object, dice: int) -> TypeGuard[list[bool]]:
    """One true/false flag per die of the rules (`RuleSet.dice`), as a hold line carries them."""
    return (
        isinstance(value, list) and len(value) == dice and all(isinstance(x, bool) for x in value)
    )


class Journal:
    """Appends every change of a game to a file. Write errors never stop the game:
    they are kept in `error` and passed to `on_error`, and writing stops."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        game: Game,
        on_error: Callable[[SaveFileError], None] | None = None,
        fsync: bool = True,
    ) -> None:
        self.path = Path(path)
        self.game = game
        self.on_error = on_error
        self.fsync = fsync
        self.error: SaveFileError | None = None
        self._file: IO[str] | None = None
        lines = _header_lines(game)
        lines += [_event_line("do", a) for a in game.actions]
        lines += [_event_line("do", a) for a in reversed(game.redo_actions)]
        lines += [entry_line({"undo": True})] * len(game.redo_actions)
        try:
            atomic_write_text(self.path, "".join(lines))
            self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        except SaveFileError as exc:
            self._fail(exc)
        except OSError as exc:
            self._fail(write_error(exc, self.path))
        game.subscribe(self._record, saver=True)  # on disk before any view hears of it

    def _fail(self, exc: SaveFileError) -> None:
        self.error = exc
        self.close()
        if self.on_error is not None:
            self.on_error(exc)

    def _write(self, line: str) -> None:
        if self._file is None:
            return
        try:
            self._file.write(line)
            self._file.flush()
            if self.fsync:
                os.fsync(self._file.fileno())
        except OSError as exc:
            self._fail(write_error(exc, self.path))

    def _record(self, event: Event, action: Action) -> None:
        self._write(_event_line(event, action))

    def note_holds(self, holds: tuple[bool, ...]) -> None:
        """Note the dice held for the next roll (read back as `Recovered.holds`)."""
        flags = [bool(x) for x in holds]
        if _is_holds(flags, self.game.setup.rules.dice):
            self._write(entry_line({"hold": flags}))

    def close(self) -> None:
        """Stop recording (the file stays, for resuming)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
        if self.game.subscribed(self._record):
            self.game.unsubscribe(self._record)


@dataclass
class Recovered:
    """A game read back from a journal, up to its first damaged line.

    The replay stops there (a log never replays past a gap); `left_out` counts the lines
    from there to the end, and the file should be kept aside byte for byte.
    """

    game: Game
    warnings: list[str] = field(default_factory=list)
    """English details: the line the replay stopped at, and why."""
    unreadable: int = 0
    """1 when the replay stopped at a line that could not be read (not JSON, not a
    journal entry, cut short)."""
    not_applied: int = 0
    """1 when it stopped at a line read but whose action does not apply."""
    cut_short: bool = False
    """The last line was cut short: the app stopped while writing it."""
    holds: tuple[bool, ...] | None = None
    """The dice held for the next roll when the journal stopped; None when none were
    noted since the last action (or in a journal written before holds were kept)."""
    left_out: int = 0
    """Lines not replayed: the one the replay stopped at and every one after it."""
    header_repaired: bool = False
    """The first line was damaged and its copy was read instead."""

    @property
    def skipped(self) -> int:
        """Lines not replayed (`left_out`)."""
        return self.left_out

    @property
    def damaged(self) -> bool:
        """Something in the file could not be read: keep the original aside."""
        return bool(self.left_out) or self.header_repaired


def _entry(raw: str, checked: bool) -> dict[str, Any]:
    """One journal line as an entry, its action rebuilt; ValueError if it is not one (or,
    `checked`, if its checksum does not match its text)."""
    entry = json.loads(raw)
    if not isinstance(entry, dict):
        raise ValueError("not an entry")
    if checked:
        check = entry.pop("k", None)
        if check != zlib.crc32(_text(entry).encode("utf-8")):
            raise ValueError("checksum does not match")
    if len(entry) != 1:
        raise ValueError("not an entry")
    if "hold" in entry:
        return entry
    if "do" in entry:
        entry["do"] = action_from_dict(entry["do"])
    elif entry.get("undo") is not True and entry.get("redo") is not True:
        raise ValueError("unknown entry")
    return entry


def _apply(game: Game, entry: dict[str, Any]) -> None:
    if "do" in entry:
        game.apply(entry["do"])
    elif "undo" in entry:
        if game.undo() is None:
            raise ValueError("nothing to undo")
    elif game.redo() is None:
        raise ValueError("nothing to redo")


def _game_of(header: object, path: str | os.PathLike[str]) -> tuple[Game, bool, bool]:
    """The game a header starts; whether it carries a checksum (then a copy follows it);
    whether its lines do (version 2). SaveFileError if it is not a sound header."""
    lines_checked = isinstance(header, dict) and header.get("version") == JOURNAL_VERSION
    if lines_checked:
        assert isinstance(header, dict)
        header = {**header, "version": 1}  # check_header knows the save files' versions
    check_header(header, JOURNAL_FORMAT, path)
    assert isinstance(header, dict)
    checked = "check" in header
    if checked and header["check"] != _setup_check(header.get("setup")):
        raise SaveFileError(SaveFileProblem.CORRUPT, "The autosave is damaged.", path)
    try:
        return Game(setup_from_dict(header["setup"])), checked, lines_checked
    except BAD_DATA as exc:
        raise SaveFileError(SaveFileProblem.CORRUPT, "The autosave is damaged.", path) from exc


def _start(lines: list[bytes], path: str | os.PathLike[str]) -> tuple[Game, int, bool, bool]:
    """The game of the header, the index of the first entry line, whether the first line
    was damaged (its copy read instead), and whether the lines carry checksums. Raises
    the first line's SaveFileError when neither line gives a game (a newer version's
    journal: at once)."""
    try:
        game, checked, lines_checked = _game_of(json.loads(lines[0].decode("utf-8")), path)
        return game, 2 if checked else 1, False, lines_checked
    except SaveFileError as exc:
        if exc.problem is SaveFileProblem.FUTURE_VERSION:
            raise
        first = exc
    except (ValueError, RecursionError) as exc:
        first = SaveFileError(SaveFileProblem.NOT_JSON, "The autosave is damaged.", path)
        first.__cause__ = exc
    try:
        copy = json.loads(lines[1].decode("utf-8")) if len(lines) > 1 else None
        if isinstance(copy, dict) and list(copy) == ["copy"]:
            game, checked, lines_checked = _game_of(copy["copy"], path)
            if checked:
                return game, 2, True, lines_checked
    except (SaveFileError, ValueError, RecursionError):
        pass
    raise first


def read_journal(path: str | os.PathLike[str]) -> Recovered:
    """Replay a journal up to its first damaged line (see `Recovered`). A header that
    cannot be read (nor its copy) raises SaveFileError (FUTURE_VERSION for a journal of a
    newer app)."""
    data = read_file_bytes(path)
    if data.startswith(b"\xef\xbb\xbf"):  # a UTF-8 BOM, as some editors write
        data = data[3:]
    # Split before decoding: a stray byte that is not UTF-8 damages its line, not the file.
    lines = data.split(b"\n")
    game, first, repaired, checked = _start(lines, path)
    recovered = Recovered(game, header_repaired=repaired)
    if repaired:
        recovered.warnings.append("line 1 is damaged; its copy on line 2 was read")
    complete = data.endswith(b"\n")
    last_number = len(lines) - (1 if complete else 0)
    for number, raw in enumerate(lines[first:], start=first + 1):
        if not raw.strip():
            continue
        try:
            entry = _entry(raw.decode("utf-8"), checked)
        except (IllegalMove, *BAD_DATA):
            recovered.unreadable = 1
            if number == last_number and not complete:
                recovered.cut_short = True
                recovered.warnings.append(
                    f"line {number} was cut short (the app stopped while writing it)"
                )
            else:
                recovered.warnings.append(f"line {number} is damaged: the replay stops there")
            recovered.left_out = _left(lines, number)
            break
        if "hold" in entry:  # not an action: an odd value is ignored, never counted
            if _is_holds(entry["hold"], game.setup.rules.dice):
                recovered.holds = tuple(entry["hold"])
            continue
        try:
            _apply(game, entry)
        except (IllegalMove, *BAD_DATA) as exc:
            recovered.not_applied = 1
            recovered.warnings.append(
                f"line {number} does not apply ({exc}): the replay stops there"
            )
            recovered.left_out = _left(lines, number)
            break
        recovered.holds = None  # an action ends the holds noted before it
    return recovered


def _left(lines: list[bytes], number: int) -> int:
    """Lines with something on them from line `number` (1-based) to the end."""
    return sum(1 for raw in lines[number - 1 :] if raw.strip())
