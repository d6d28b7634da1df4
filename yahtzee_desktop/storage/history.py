"""The game history: every finished game in a local SQLite database.

Standard-library sqlite3 only (no Qt), so the statistics can be computed in a
worker thread and tested without a display. The schema is versioned with
`PRAGMA user_version` and migrated forward; WAL mode; one transaction per game.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from itertools import groupby
from pathlib import Path

from ..core.game import Game
from ..core.savefile import atomic_write, setup_to_dict
from .autosave import keep_aside

__all__ = [
    "CSV_DELIMITERS",
    "SCHEMA_VERSION",
    "GameRecord",
    "HighScore",
    "History",
    "HistoryError",
    "HistoryProblem",
    "PlayerStats",
    "csv_cell",
    "nice_bins",
    "open_history",
    "rules_key",
]

MIGRATIONS: tuple[str, ...] = (
    # 1: series, games and cards.
    """
    CREATE TABLE series (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        started TEXT NOT NULL,
        preset TEXT NOT NULL,
        rules_key TEXT NOT NULL,
        rules_json TEXT NOT NULL,
        dice_mode TEXT NOT NULL,
        setup_json TEXT NOT NULL
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
        game_index INTEGER NOT NULL,
        played_at TEXT NOT NULL,
        seats INTEGER NOT NULL,
        UNIQUE (series_id, game_index)
    );
    CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        members_json TEXT NOT NULL,
        total INTEGER NOT NULL,
        upper INTEGER NOT NULL,
        upper_bonus INTEGER NOT NULL,
        yahtzees INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        cells_json TEXT NOT NULL
    );
    CREATE INDEX cards_name ON cards(name);
    CREATE INDEX cards_game ON cards(game_id);
    CREATE INDEX series_rules ON series(rules_key);
    """,
    # 2: one row per written box, so box averages are an SQL aggregate, not JSON parsing.
    """
    CREATE TABLE box_scores (
        card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
        box TEXT NOT NULL,
        points INTEGER NOT NULL
    );
    CREATE INDEX box_scores_card ON box_scores(card_id, box, points);
    CREATE INDEX games_played ON games(played_at);
    INSERT INTO box_scores (card_id, box, points)
        SELECT c.id, json_extract(c.cells_json, '$.boxes[' || cell.key || ']'), cell.value
        FROM cards c, json_each(c.cells_json, '$.cells') col, json_each(col.value) cell
        WHERE cell.value IS NOT NULL;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

_SCHEMA: dict[str, tuple[str, ...]] = {
    "series": ("id", "uid", "started", "preset", "rules_key", "rules_json", "dice_mode",
               "setup_json"),
    "games": ("id", "series_id", "game_index", "played_at", "seats"),
    "cards": ("id", "game_id", "seat", "name", "members_json", "total", "upper", "upper_bonus",
              "yahtzees", "winner", "cells_json"),
    "box_scores": ("card_id", "box", "points"),
}  # fmt: skip
"""What the schema must hold once migrated."""


class HistoryProblem(StrEnum):
    """What went wrong, for a translated message."""

    CORRUPT = "corrupt"
    FUTURE_VERSION = "future_version"
    UNWRITABLE = "unwritable"
    DISK_FULL = "disk_full"


class HistoryError(Exception):
    """The history database cannot be used; `str()` is fit to show a user."""

    def __init__(self, problem: HistoryProblem, message: str) -> None:
        super().__init__(message)
        self.problem = problem
        self.connection: sqlite3.Connection | None = None
        """The connection that met a damaged file, left open: closing it deletes the
        file's "-wal" companion, so `open_history` closes it only once both are aside."""


def rules_key(preset: str, options: dict[str, object]) -> str:
    """Identity of a rule set for high scores: a Yacht 280 is never a Yahtzee 280."""
    if not options:
        return preset
    return preset + " " + json.dumps(options, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class HighScore:
    name: str
    total: int
    played_at: str
    rules_key: str
    players: int
    """Cards in that game (1 for solo)."""


@dataclass(frozen=True)
class GameRecord:
    id: int
    played_at: str
    rules_key: str
    dice_mode: str
    names: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[str, ...]


@dataclass
class PlayerStats:
    """Everything the statistics dialog shows for one name and one rule set."""

    name: str
    rules_key: str
    games: int = 0
    wins: int = 0
    """Games won against at least one other card (a solo game is no win)."""
    average: float = 0.0
    best: int = 0
    worst: int = 0
    upper_bonus_rate: float = 0.0
    yahtzees_per_game: float = 0.0
    totals: list[tuple[str, int]] = field(default_factory=list)
    """(played_at, total) in time order, for the chart."""
    box_averages: dict[str, float] = field(default_factory=dict)
    """Box id -> average points (first column; multi-column cards average all columns)."""

    def histogram(self, target: int = 10) -> list[tuple[int, int, int]]:
        """(low, high, count) bands of the totals, for the distribution chart."""
        return nice_bins([t for _, t in self.totals], target)


def nice_bins(values: Sequence[int], target: int = 10) -> list[tuple[int, int, int]]:
    """(low, high, count) bands of a round width (5, 10, 20, 25, 50...) over the values,
    about `target` of them: a reader compares 150-199 with 200-249 at a glance."""
    if not values:
        return []
    low, high = min(values), max(values)
    raw = max(1.0, (high - low + 1) / target)
    power = 10 ** math.floor(math.log10(raw))
    width = int(next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw))
    start = low // width * width
    counts = [0] * ((high - start) // width + 1)
    for v in values:
        counts[(v - start) // width] += 1
    return [(start + i * width, start + (i + 1) * width - 1, c) for i, c in enumerate(counts)]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _series_uid(game: Game) -> str:
    text = json.dumps(setup_to_dict(game.setup), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _write_problem(exc: sqlite3.Error) -> HistoryError:
    text = str(exc).lower()
    if "full" in text:
        return HistoryError(HistoryProblem.DISK_FULL, "The disk is full: the game was not stored.")
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return HistoryError(
            HistoryProblem.UNWRITABLE, "The history cannot be written: the folder is read-only."
        )
    return HistoryError(HistoryProblem.CORRUPT, "The history database is damaged.")


class History:
    """The history database. Open one with `open_history`, which recovers from damage."""

    def __init__(self, path: str | os.PathLike[str], *, uri: bool = False) -> None:
        self.path = str(path)
        try:
            self.db = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, uri=uri
            )
            self.db.execute("PRAGMA foreign_keys = ON")
            if self.path != ":memory:":
                self.db.execute("PRAGMA journal_mode = WAL")
            self._migrate()
            self._check_schema()
        except HistoryError as exc:
            self._failed(exc)
            raise
        except sqlite3.OperationalError as exc:
            error = _write_problem(exc)
            self._failed(error)
            raise error from exc
        except sqlite3.DatabaseError as exc:
            error = HistoryError(HistoryProblem.CORRUPT, "The history database is damaged.")
            self._failed(error)
            raise error from exc

    def _failed(self, error: HistoryError) -> None:
        db = getattr(self, "db", None)
        if error.problem is HistoryProblem.CORRUPT:
            error.connection = db  # the caller sets the files aside first
        elif db is not None:
            with suppress(sqlite3.Error):
                db.close()

    def _check_schema(self) -> None:
        """Every table and column this version uses is there; CORRUPT otherwise (a version
        number over missing tables would make every later game fail to be stored)."""
        for table, columns in _SCHEMA.items():
            try:
                self.db.execute(f"SELECT {', '.join(columns)} FROM {table} LIMIT 0")
            except sqlite3.OperationalError as exc:
                if "no such" not in str(exc).lower():
                    raise
                raise HistoryError(
                    HistoryProblem.CORRUPT, "The history database is damaged."
                ) from exc

    def _migrate(self) -> None:
        (version,) = self.db.execute("PRAGMA user_version").fetchone()
        if version > SCHEMA_VERSION:
            raise HistoryError(
                HistoryProblem.FUTURE_VERSION,
                "The history was written by a newer version of Yahtzee Desktop.",
            )
        for number in range(version, SCHEMA_VERSION):
            with self._transaction():
                self._apply_migration(number)

    def _apply_migration(self, number: int) -> None:
        for statement in MIGRATIONS[number].split(";"):
            if statement.strip():
                self.db.execute(statement)
        self.db.execute(f"PRAGMA user_version = {number + 1}")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def close(self) -> None:
        self.db.close()

    # -- writing -------------------------------------------------------------------------

    def record_game(
        self,
        game: Game,
        game_index: int,
        played_at: str | None = None,
        *,
        update: bool = True,
    ) -> bool:
        """Store one finished game of a series (in one transaction); True if the history
        changed.

        A game already stored keeps its date; with `update`, its cards are replaced when
        they differ (a correction, or undo and re-score after the end: the record follows
        the game's final state). Without it (a game opened from a file), it is left as is.
        `played_at` defaults to now.
        """
        state = game.state
        if not state.game_over(game_index):
            raise ValueError("only finished games go into the history")
        setup = game.setup
        rules = setup.rules
        key = rules_key(rules.preset, dict(rules.options))
        outcome = state.outcome(game_index)
        cards: list[tuple[object, ...]] = []
        scores: list[list[tuple[str, int]]] = []
        for seat_no, (seat, card) in enumerate(
            zip(setup.seats, state.cards[game_index], strict=True)
        ):
            totals = [card.column_totals(c) for c in range(rules.columns)]
            cards.append(
                (
                    seat_no,
                    seat.name,
                    json.dumps([m.name for m in seat.members], ensure_ascii=False),
                    card.total(),
                    sum(t.upper for t in totals),
                    int(any(t.upper_bonus for t in totals)),
                    card.yahtzees(),
                    int(seat_no in outcome.winners),
                    json.dumps(
                        {"boxes": list(rules.boxes), "cells": [list(c) for c in card.cells]}
                    ),
                )
            )
            scores.append(
                [
                    (box, value)
                    for column in card.cells
                    for box, value in zip(rules.boxes, column, strict=True)
                    if value is not None
                ]
            )
        uid = _series_uid(game)
        try:
            with self._transaction():
                self.db.execute(
                    "INSERT OR IGNORE INTO series (uid, started, preset, rules_key, rules_json,"
                    " dice_mode, setup_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        uid,
                        setup.started or _now(),
                        rules.preset,
                        key,
                        json.dumps(rules.to_dict()),
                        setup.dice_mode.value,
                        json.dumps(setup_to_dict(setup), ensure_ascii=False),
                    ),
                )
                (series_id,) = self.db.execute(
                    "SELECT id FROM series WHERE uid = ?", (uid,)
                ).fetchone()
                row = self.db.execute(
                    "SELECT id FROM games WHERE series_id = ? AND game_index = ?",
                    (series_id, game_index),
                ).fetchone()
                if row is None:
                    game_id = self.db.execute(
                        "INSERT INTO games (series_id, game_index, played_at, seats)"
                        " VALUES (?, ?, ?, ?)",
                        (series_id, game_index, played_at or _now(), len(setup.seats)),
                    ).lastrowid
                else:
                    game_id = row[0]
                    stored = self.db.execute(
                        "SELECT seat, name, members_json, total, upper, upper_bonus, yahtzees,"
                        " winner, cells_json FROM cards WHERE game_id = ? ORDER BY seat",
                        (game_id,),
                    ).fetchall()
                    if not update or stored == cards:
                        return False
                    self.db.execute("DELETE FROM cards WHERE game_id = ?", (game_id,))
                for values, boxes in zip(cards, scores, strict=True):
                    card_id = self.db.execute(
                        "INSERT INTO cards (game_id, seat, name, members_json, total, upper,"
                        " upper_bonus, yahtzees, winner, cells_json)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (game_id, *values),
                    ).lastrowid
                    self.db.executemany(
                        "INSERT INTO box_scores (card_id, box, points) VALUES (?, ?, ?)",
                        [(card_id, box, points) for box, points in boxes],
                    )
        except sqlite3.Error as exc:
            raise _write_problem(exc) from exc
        return True

    def record_finished_games(
        self, game: Game, played_at: str | None = None, *, update: bool = True
    ) -> int:
        """Store every finished game of a series (see `record_game`); how many changed."""
        return sum(
            self.record_game(game, g, played_at, update=update)
            for g in range(len(game.state.cards))
            if game.state.game_over(g)
        )

    def delete_game(self, game_id: int) -> None:
        try:
            with self._transaction():
                self.db.execute("DELETE FROM games WHERE id = ?", (game_id,))
                self.db.execute("DELETE FROM series WHERE id NOT IN (SELECT series_id FROM games)")
        except sqlite3.Error as exc:
            raise _write_problem(exc) from exc

    def delete_player(self, name: str) -> int:
        """Forget a name's cards (other players' cards of those games stay); rows removed."""
        try:
            with self._transaction():
                removed = self.db.execute("DELETE FROM cards WHERE name = ?", (name,)).rowcount
                self.db.execute("DELETE FROM games WHERE id NOT IN (SELECT game_id FROM cards)")
                self.db.execute("DELETE FROM series WHERE id NOT IN (SELECT series_id FROM games)")
        except sqlite3.Error as exc:
            raise _write_problem(exc) from exc
        return int(removed)

    # -- reading -------------------------------------------------------------------------

    def rule_keys(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT rules_key FROM series ORDER BY 1")]

    def names(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT name FROM cards ORDER BY 1")]

    def card_counts_by_rules(self) -> dict[str, dict[str, int]]:
        """Rule key -> {name: cards played under that rule set}."""
        counts: dict[str, dict[str, int]] = {}
        for key, name, count in self.db.execute(
            "SELECT s.rules_key, c.name, COUNT(*) FROM cards c JOIN games g ON g.id = c.game_id"
            " JOIN series s ON s.id = g.series_id GROUP BY s.rules_key, c.name"
        ):
            counts.setdefault(key, {})[name] = count
        return counts

    def game_count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def high_scores(self, key: str, solo: bool | None = None, limit: int = 10) -> list[HighScore]:
        """Best totals for one rule set; solo True/False filters one-card games."""
        where = "s.rules_key = ?"
        if solo is True:
            where += " AND g.seats = 1"
        elif solo is False:
            where += " AND g.seats > 1"
        rows = self.db.execute(
            "SELECT c.name, c.total, g.played_at, s.rules_key, g.seats FROM cards c"
            " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            f" WHERE {where} ORDER BY c.total DESC, g.played_at ASC LIMIT ?",
            (key, limit),
        )
        return [HighScore(*row) for row in rows]

    def games(self, limit: int = 200) -> list[GameRecord]:
        """The latest games, newest first."""
        rows = self.db.execute(
            "SELECT g.id, g.played_at, s.rules_key, s.dice_mode, c.name, c.total, c.winner"
            " FROM (SELECT * FROM games ORDER BY played_at DESC, id DESC LIMIT ?) g"
            " JOIN series s ON s.id = g.series_id JOIN cards c ON c.game_id = g.id"
            " ORDER BY g.played_at DESC, g.id DESC, c.seat",
            (limit,),
        ).fetchall()
        records: list[GameRecord] = []
        for (gid, played, key, mode), seats in groupby(rows, key=lambda r: r[:4]):
            cards = list(seats)
            records.append(
                GameRecord(
                    gid,
                    played,
                    key,
                    mode,
                    tuple(c[4] for c in cards),
                    tuple(c[5] for c in cards),
                    tuple(c[4] for c in cards if c[6]),
                )
            )
        return records

    def player_stats(self, name: str, key: str) -> PlayerStats:
        """Statistics of one name under one rule set."""
        stats = PlayerStats(name, key)
        rows = self.db.execute(
            "SELECT g.played_at, c.total, c.upper_bonus, c.yahtzees, c.winner,"
            " (SELECT COUNT(*) FROM cards o WHERE o.game_id = c.game_id)"
            " FROM cards c JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            " WHERE c.name = ? AND s.rules_key = ? ORDER BY g.played_at, g.id",
            (name, key),
        ).fetchall()
        if not rows:
            return stats
        bonuses = yahtzees = 0
        for played, total, bonus, ys, winner, cards in rows:
            stats.totals.append((played, total))
            stats.wins += winner if cards > 1 else 0  # alone at the table, nobody was beaten
            bonuses += bonus
            yahtzees += ys
        values = [t for _, t in stats.totals]
        stats.games = len(values)
        stats.average = sum(values) / len(values)
        stats.best, stats.worst = max(values), min(values)
        stats.upper_bonus_rate = bonuses / len(values)
        stats.yahtzees_per_game = yahtzees / len(values)
        stats.box_averages = dict(
            self.db.execute(
                "SELECT b.box, AVG(b.points) FROM box_scores b JOIN cards c ON c.id = b.card_id"
                " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
                " WHERE c.name = ? AND s.rules_key = ? GROUP BY b.box",
                (name, key),
            ).fetchall()
        )
        return stats

    def export_csv(self, path: str | os.PathLike[str], delimiter: str = ",") -> int:
        """Write one row per card (date, rules, mode, name, total, winner); rows written.

        Safe to open in a spreadsheet: text cells are neutralised (`csv_cell`), and the
        file starts with a UTF-8 BOM so Excel reads the accents. `delimiter` is "," or
        ";" (what Excel expects where the decimal mark is a comma, as in French).
        """
        if delimiter not in CSV_DELIMITERS:
            raise ValueError(f"the separator is one of {CSV_DELIMITERS}")
        rows = self.db.execute(
            "SELECT g.played_at, s.rules_key, s.dice_mode, g.game_index + 1, c.name, c.total,"
            " c.upper, c.upper_bonus, c.yahtzees, c.winner FROM cards c"
            " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            " ORDER BY g.played_at, g.id, c.seat"
        ).fetchall()
        header: Sequence[str] = (
            "played_at", "rules", "dice", "game", "name", "total",
            "upper", "upper_bonus", "yahtzees", "winner",
        )  # fmt: skip
        text = io.StringIO(newline="")
        writer = csv.writer(text, delimiter=delimiter)
        writer.writerow(header)
        writer.writerows([csv_cell(v) for v in row] for row in rows)
        try:
            atomic_write(Path(path), text.getvalue().encode("utf-8-sig"))
        except OSError as exc:
            raise HistoryError(
                HistoryProblem.UNWRITABLE, f"The file cannot be written: {exc.strerror}."
            ) from exc
        return len(rows)


CSV_DELIMITERS = (",", ";")

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_CONTROL = dict.fromkeys([*range(0x20), *range(0x7F, 0xA0)])


def csv_cell(value: object) -> object:
    """A value as a spreadsheet may safely read it: numbers as they are; text without
    control characters, and a text that a spreadsheet would run as a formula (it starts
    with = + - @, a tab or a carriage return: the OWASP rule) shown as text by a leading
    apostrophe. A name such as =cmd|'/C calc'!A0 is exported, and stays a name."""
    if not isinstance(value, str):
        return value
    clean = value.translate(_CONTROL)
    if value.startswith(_FORMULA_STARTS) or clean.startswith(_FORMULA_STARTS):
        return "'" + clean
    return clean


def open_history(path: str | os.PathLike[str]) -> tuple[History, str | None]:
    """Open the history; a damaged file is renamed aside (never deleted) and a new one started.

    Returns the history and, if something had to be set aside, the name it was given.
    """
    try:
        return History(path), None
    except HistoryError as exc:
        if exc.problem is not HistoryProblem.CORRUPT:
            raise
        aside = keep_aside(Path(path), companions=("-wal", "-shm"))
        if aside is None:  # cannot even rename it: leave it be and say it is damaged
            raise
        if exc.connection is not None:  # now that nothing of ours is left under that name
            with suppress(sqlite3.Error):
                exc.connection.close()
            exc.connection = None
    return History(path), str(aside)
