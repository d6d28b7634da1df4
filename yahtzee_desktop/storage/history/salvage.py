"""What can still be read of a damaged history, copied into the fresh one that replaces it.

The damaged file is kept aside byte for byte and never opened again: a copy of it (and
of its "-wal", which holds the latest games) is read in a folder beside it, then removed.
Each table is read whole when SQLite can, else row by row, stepping over what lies on
bad pages (SQLite's `.recover` does the same, page by page); a game whose row is lost
comes back from the index SQLite keeps of (series, game), with its series' date. Rows
are copied with their ids, a child only with its parent (a game with its series, a card
with its game), in one transaction; the box scores are rebuilt from the cards, as
migration 2 built them, and a game left without a card is dropped. Qt-free; runs where
the history is opened (the recorder's worker).
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .connection import HistoryConnection
from .schema import MIGRATIONS, REQUIRED_COLUMNS, SCHEMA_VERSION

__all__ = ["salvage", "unsound"]

MAGIC = b"SQLite format 3\x00"

PARENTS: tuple[tuple[str, str | None, str | None], ...] = (
    ("series", None, None),
    ("games", "series_id", "series"),
    ("cards", "game_id", "games"),
)
"""The tables copied, parents first: (table, the column naming its parent, the parent)."""
MISSES = 48
"""Unreadable places in a row before a table's walk gives up (each jump twice as far)."""


def salvage(aside: Path, history: HistoryConnection) -> int:
    """Copy the readable games of the history kept as `aside` into `history` (new and
    empty); how many games the new history holds then (0 when nothing could be read)."""
    try:
        with tempfile.TemporaryDirectory(prefix=".salvage-", dir=aside.parent) as folder:
            copy = Path(folder) / "history.sqlite"
            shutil.copyfile(aside, copy)
            _pad(copy)
            wal = Path(f"{aside}-wal")
            if wal.exists():
                shutil.copyfile(wal, Path(f"{copy}-wal"))
            source = sqlite3.connect(copy, isolation_level=None)
            try:
                rows = {table: _readable(source, table) for table, _, _ in PARENTS}
                rows["games"] += _games_from_index(source, rows)
            finally:
                source.close()
    except (OSError, sqlite3.Error):
        return 0
    _insert(history, rows)
    (games,) = history.db.execute("SELECT count(*) FROM games").fetchone()
    return int(games)


def _pad(copy: Path) -> None:
    """A file cut short (a full disk, a copy stopped half way) is refused whole by SQLite
    (its header counts more pages than there are): the copy is filled up with empty
    pages, which read as damaged ones and are stepped over."""
    with copy.open("r+b") as f:
        header = f.read(100)
        if len(header) < 100 or not header.startswith(MAGIC):
            return
        page_size = int.from_bytes(header[16:18], "big")
        page_size = 65536 if page_size == 1 else page_size
        pages = int.from_bytes(header[28:32], "big")
        size = f.seek(0, 2)
        if 0 < pages * page_size <= 1 << 31 and size < pages * page_size:
            f.truncate(pages * page_size)


def _readable(db: sqlite3.Connection, table: str) -> list[dict[str, Any]]:
    """The rows of `table` SQLite can read, each a dict of the columns this version uses."""
    wanted = REQUIRED_COLUMNS[table]
    try:
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
    except sqlite3.DatabaseError:
        return []
    columns = [c for c in wanted if c in have]
    if "id" not in columns or len(columns) < len(wanted):
        return []
    select = f"SELECT {', '.join(columns)} FROM {table}"
    try:
        found = db.execute(select + " ORDER BY id").fetchall()
    except sqlite3.DatabaseError:
        found = list(_walk(db, select))
    return [dict(zip(columns, row, strict=True)) for row in found]


def _games_from_index(
    db: sqlite3.Connection, rows: dict[str, list[dict[str, Any]]]
) -> list[dict[str, Any]]:
    """Games whose rows were on bad pages, rebuilt from the index of (series, game) that
    SQLite keeps beside them, when its pages could be read: the date becomes the series'
    start, the seats the cards that came back. Games read whole are not repeated."""
    known = {row["id"] for row in rows["games"]}
    try:
        found = db.execute(
            "SELECT id, series_id, game_index FROM games"
            " INDEXED BY sqlite_autoindex_games_1 WHERE series_id > -1"
        ).fetchall()
    except sqlite3.DatabaseError:
        return []
    started = {row["id"]: row["started"] for row in rows["series"]}
    seats: dict[int, int] = {}
    for card in rows["cards"]:
        seats[card["game_id"]] = seats.get(card["game_id"], 0) + 1
    return [
        {
            "id": game_id,
            "series_id": series_id,
            "game_index": game_index,
            "played_at": started[series_id],
            "seats": seats[game_id],
        }
        for game_id, series_id, game_index in found
        if game_id not in known and series_id in started and game_id in seats
    ]


def _walk(db: sqlite3.Connection, select: str) -> Iterator[tuple[Any, ...]]:
    """Row after row by id, jumping further and further past a place that cannot be
    read, until `MISSES` jumps in a row found nothing readable."""
    last, jump, misses = 0, 1, 0
    while misses < MISSES:
        try:
            row = db.execute(select + " WHERE id > ? ORDER BY id LIMIT 1", (last,)).fetchone()
        except sqlite3.DatabaseError:
            last += jump
            jump = min(jump * 2, 4096)
            misses += 1
            continue
        if row is None:
            return
        yield row
        last, jump, misses = int(row[0]), 1, 0


def _insert(history: HistoryConnection, rows: dict[str, list[dict[str, Any]]]) -> None:
    """Parents first, each row only with its parent; then the box scores and the games
    that kept a card."""
    kept: dict[str, set[int]] = {}
    db = history.db
    with contextlib.suppress(sqlite3.Error), history._transaction():
        for table, link, parent in PARENTS:
            ids: set[int] = set()
            for row in rows[table]:
                if link is not None and parent is not None and row[link] not in kept[parent]:
                    continue
                names = ", ".join(row)
                marks = ", ".join("?" for _ in row)
                try:
                    db.execute(
                        f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({marks})",
                        tuple(row.values()),
                    )
                except sqlite3.IntegrityError:  # a NOT NULL the damage emptied
                    continue
                ids.add(int(row["id"]))
            kept[table] = ids
        db.execute("DELETE FROM games WHERE id NOT IN (SELECT game_id FROM cards)")
        db.execute("DELETE FROM series WHERE id NOT IN (SELECT series_id FROM games)")
        db.execute("DELETE FROM box_scores")
        rebuild = MIGRATIONS[1].split("INSERT INTO box_scores", 1)[1]
        db.execute("INSERT INTO box_scores" + rebuild.rstrip().rstrip(";"))


def unsound(path: Path) -> bool:
    """The file is damaged before anything opens it for writing: its header is not an
    SQLite one, or (a file not in WAL mode, which opening would switch) its tables are
    not the history's, read without writing. False when unsure (a busy file, none)."""
    try:
        with path.open("rb") as f:
            header = f.read(100)
    except OSError:
        return False
    if not header:
        return False  # empty: SQLite makes it a database
    if len(header) < 100 or not header.startswith(MAGIC):
        return True
    if header[18:20] == b"\x02\x02":
        return False  # WAL already: opening writes nothing to the header
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        (version,) = db.execute("PRAGMA user_version").fetchone()
        if version > SCHEMA_VERSION:
            return False  # a newer app's: said as such when opened, never set aside
        if version == 0:
            return bool(db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        for table, columns in REQUIRED_COLUMNS.items():
            if table == "box_scores" and version < 2:
                continue
            db.execute(f"SELECT {', '.join(columns)} FROM {table} LIMIT 0")
    except sqlite3.OperationalError as exc:
        return "no such" in str(exc).lower()  # locked or busy: not damaged
    except sqlite3.DatabaseError:
        return True
    finally:
        db.close()
    return False
