"""The autosave journal: one JSON line per action, flushed as it happens.

A kill or a crash loses no finished action: each line is on disk (flushed and
fsynced) before the next action can be taken. Reading forgives damaged lines
anywhere: each one is skipped and counted, and every action after it that still
applies is replayed.

Besides actions, a `{"hold": [5 booleans]}` line notes the dice set aside for the
next roll (not an action: undo does not see it), so a restart finds them as they
were left. A journal without such lines reads as before, and an odd one is ignored.
"""

from __future__ import annotations

import contextlib
import json
import os
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
    setup_from_dict,
    setup_to_dict,
    write_error,
)

__all__ = ["JOURNAL_FORMAT", "Journal", "Recovered", "read_journal"]

JOURNAL_FORMAT = "yahtzee-desktop-journal"


def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def _event_line(event: Event, action: Action) -> str:
    return _line({"do": action.to_dict()} if event == "do" else {event: True})


def _is_holds(value: object) -> TypeGuard[list[bool]]:
    """Five true/false flags, as a hold line carries them."""
    return isinstance(value, list) and len(value) == 5 and all(isinstance(x, bool) for x in value)


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
        lines = [
            _line({"format": JOURNAL_FORMAT, "version": 1, "setup": setup_to_dict(game.setup)})
        ]
        lines += [_event_line("do", a) for a in game.actions]
        lines += [_event_line("do", a) for a in reversed(game.redo_actions)]
        lines += [_line({"undo": True})] * len(game.redo_actions)
        try:
            atomic_write_text(self.path, "".join(lines))
            self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        except SaveFileError as exc:
            self._fail(exc)
        except OSError as exc:
            self._fail(write_error(exc, self.path))
        game.subscribe(self._record)

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
        if _is_holds(flags):
            self._write(_line({"hold": flags}))

    def close(self) -> None:
        """Stop recording (the file stays, for resuming)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
        if self._record in self.game._listeners:
            self.game.unsubscribe(self._record)


@dataclass
class Recovered:
    """A game read back from a journal, with what had to be skipped.

    A damaged line never ends the replay: every later action that still applies is
    replayed, so one bad line costs one action, not the rest of the evening.
    """

    game: Game
    warnings: list[str] = field(default_factory=list)
    """One English line per skipped line (for a details pane or a log)."""
    unreadable: int = 0
    """Lines that could not be read at all (not JSON, not a journal entry, cut short)."""
    not_applied: int = 0
    """Lines read but whose action no longer applies (usually after an unreadable one)."""
    cut_short: bool = False
    """The last line was cut short: the app stopped while writing it."""
    holds: tuple[bool, ...] | None = None
    """The dice held for the next roll when the journal stopped; None when none were
    noted since the last action (or in a journal written before holds were kept)."""

    @property
    def skipped(self) -> int:
        """Lines that could not be read or applied."""
        return self.unreadable + self.not_applied


def _entry(raw: str) -> dict[str, Any]:
    """One journal line as an entry, its action rebuilt; ValueError if it is not one."""
    entry = json.loads(raw)
    if not isinstance(entry, dict) or len(entry) != 1:
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


def read_journal(path: str | os.PathLike[str]) -> Recovered:
    """Replay a journal. A damaged header raises SaveFileError (FUTURE_VERSION for a journal
    of a newer app); a damaged or inapplicable line is skipped and counted, and the replay
    goes on with the next one."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise SaveFileError(
            SaveFileProblem.UNREADABLE, f"The file cannot be read: {exc.strerror}.", path
        ) from exc
    # Split before decoding: a stray byte that is not UTF-8 damages its line, not the file.
    lines = data.split(b"\n")
    try:
        header = json.loads(lines[0].decode("utf-8"))
    except (ValueError, RecursionError) as exc:
        raise SaveFileError(SaveFileProblem.NOT_JSON, "The autosave is damaged.", path) from exc
    check_header(header, JOURNAL_FORMAT, path)
    try:
        game = Game(setup_from_dict(header["setup"]))
    except BAD_DATA as exc:
        raise SaveFileError(SaveFileProblem.CORRUPT, "The autosave is damaged.", path) from exc
    recovered = Recovered(game)
    complete = data.endswith(b"\n")
    last_number = len(lines) - (1 if complete else 0)
    for number, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        try:
            entry = _entry(raw.decode("utf-8"))
        except (IllegalMove, *BAD_DATA):
            recovered.unreadable += 1
            if number == last_number and not complete:
                recovered.cut_short = True
                recovered.warnings.append(
                    f"line {number} was cut short (the app stopped while writing it)"
                )
            else:
                recovered.warnings.append(f"line {number} is damaged and was skipped")
            continue
        if "hold" in entry:  # not an action: an odd value is ignored, never counted
            if _is_holds(entry["hold"]):
                recovered.holds = tuple(entry["hold"])
            continue
        recovered.holds = None  # an action, even one not applied, ends the holds before it
        try:
            _apply(game, entry)
        except (IllegalMove, *BAD_DATA) as exc:
            recovered.not_applied += 1
            recovered.warnings.append(f"line {number} no longer applies ({exc}) and was skipped")
    return recovered
