"""The autosave journal: one JSON line per action, flushed as it happens.

A kill or a crash loses no finished action: each line is on disk (flushed and
fsynced) before the next action can be taken. Reading forgives a truncated or
damaged tail, keeping every action before it and saying so.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from .actions import Action, action_from_dict
from .dice import IllegalMove
from .game import Event, Game
from .savefile import (
    BAD_DATA,
    SaveFileError,
    SaveFileProblem,
    atomic_write_text,
    check_header,
    read_json_text,
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

    def _record(self, event: Event, action: Action) -> None:
        if self._file is None:
            return
        try:
            self._file.write(_event_line(event, action))
            self._file.flush()
            if self.fsync:
                os.fsync(self._file.fileno())
        except OSError as exc:
            self._fail(write_error(exc, self.path))

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
    """A game read back from a journal, with what had to be skipped."""

    game: Game
    warnings: list[str] = field(default_factory=list)


def read_journal(path: str | os.PathLike[str]) -> Recovered:
    """Replay a journal. A damaged header raises SaveFileError; a damaged tail is skipped."""
    text = read_json_text(path)
    lines = text.split("\n")
    try:
        header = json.loads(lines[0])
    except (ValueError, RecursionError) as exc:
        raise SaveFileError(SaveFileProblem.NOT_JSON, "The autosave is damaged.", path) from exc
    check_header(header, JOURNAL_FORMAT, path)
    try:
        game = Game(setup_from_dict(header["setup"]))
    except BAD_DATA as exc:
        raise SaveFileError(SaveFileProblem.CORRUPT, "The autosave is damaged.", path) from exc
    warnings: list[str] = []
    body = lines[1:]
    complete = text.endswith("\n")
    for number, raw in enumerate(body, start=2):
        if not raw.strip():
            continue
        last = number == len(lines) - (0 if not complete else 1)
        try:
            entry = json.loads(raw)
            if not isinstance(entry, dict) or len(entry) != 1:
                raise ValueError("not an entry")
            if "do" in entry:
                game.apply(action_from_dict(entry["do"]))
            elif entry.get("undo") is True:
                if game.undo() is None:
                    raise ValueError("nothing to undo")
            elif entry.get("redo") is True:
                if game.redo() is None:
                    raise ValueError("nothing to redo")
            else:
                raise ValueError("unknown entry")
        except (IllegalMove, *BAD_DATA):
            if last and not complete:
                warnings.append(f"line {number} was cut short (the app stopped while writing it)")
            else:
                warnings.append(
                    f"line {number} is damaged; the {len(game.actions)} actions before it were kept"
                )
            break
    return Recovered(game, warnings)
