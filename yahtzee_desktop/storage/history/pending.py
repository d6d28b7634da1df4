"""Finished games the history could not take yet (a full disk, another program holding
the file, a read-only folder), kept until it can.

Apart because a failed write must not wait for the next game of the same series to be
tried again: that game may never come (the series is over, the app is quit). Each
series waits as one small file in a folder beside the history, so the next start-up
stores it too; if even that file cannot be written, it waits in memory for this
session (the quit tries once more). The newest snapshot of a series replaces the older
one: it holds every finished game the older one did.
"""

from __future__ import annotations

import json
import re
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.game import Game
from ...core.savefile import SaveFileError, atomic_write_text, game_from_dict, game_to_dict
from ..autosave import keep_aside
from ..paths import pending_dir
from .recording import series_uid

__all__ = ["Pending", "PendingGames", "pending_dir"]

FORMAT = "yahtzee-desktop-pending-history"
_KEY = re.compile(r"[0-9a-f]{32}")
"""A waiting file's name is its series' uid: a file set aside as damaged is not read."""


@dataclass(frozen=True)
class Pending:
    """One series waiting to be stored, as `Recording.record_finished_games` takes it."""

    key: str
    game: Game
    played_at: str | None
    update: bool


class PendingGames:
    """The games waiting at `folder` (files) and in memory (when no file could be written)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._memory: dict[str, Pending] = {}

    def add(self, game: Game, played_at: str | None, update: bool) -> None:
        key = series_uid(game)
        older = self._memory.get(key) or self._read(self.folder / f"{key}.json")
        if older is not None:
            update = update or older.update
            played_at = older.played_at if played_at is None else played_at
        self._memory[key] = Pending(key, game, played_at, update)
        data: dict[str, Any] = {
            "format": FORMAT,
            "played_at": played_at,
            "update": update,
            "game": game_to_dict(game),
        }
        with suppress(OSError, SaveFileError):  # it waits in memory for this session
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.folder / f"{key}.json", json.dumps(data, ensure_ascii=False))

    def entries(self) -> list[Pending]:
        """Every waiting series, those of this session first."""
        found = dict(self._memory)
        with suppress(OSError):
            for path in sorted(self.folder.glob("*.json")):
                if not _KEY.fullmatch(path.stem) or path.stem in found:
                    continue
                if (entry := self._read(path)) is not None:
                    found[entry.key] = entry
        return list(found.values())

    def done(self, key: str) -> None:
        """The series is in the history now."""
        self._memory.pop(key, None)
        with suppress(OSError):
            (self.folder / f"{key}.json").unlink(missing_ok=True)

    def __bool__(self) -> bool:
        return bool(self.entries())

    def _read(self, path: Path) -> Pending | None:
        """The entry in `path`; None if there is none. A damaged file is renamed aside
        (never deleted) so it is not read again and again."""
        if not path.is_file():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a waiting game")
            game = game_from_dict(data["game"], path)
            played_at = data.get("played_at")
            return Pending(
                series_uid(game),
                game,
                played_at if isinstance(played_at, str) else None,
                bool(data.get("update", True)),
            )
        except OSError:
            return None
        except Exception:  # damaged (or not ours): kept as it is, out of the way
            keep_aside(path)
            return None
