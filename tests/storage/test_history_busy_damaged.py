"""A history another program holds is busy, never damaged; a history with a bad page is
set aside intact and a new one started; games that could not be stored wait on disk.

"Nothing healthy is ever set aside as damaged": a locked file (another process in a
write transaction) was told as a damaged history, and one met while opening it was
renamed aside as damaged.
"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest

from tests.play import play
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import (
    History,
    HistoryError,
    HistoryProblem,
    open_history,
    replace_if_damaged,
)
from yahtzee_desktop.storage.history.connection import HistoryConnection
from yahtzee_desktop.storage.history.pending import PendingGames, pending_dir


@pytest.fixture(autouse=True)
def _short_busy_timeout(monkeypatch):
    """A lock is met at once rather than after the real few seconds."""
    monkeypatch.setattr(HistoryConnection, "BUSY_TIMEOUT", 0.05)


def finished(names, seed=1, games=1):
    setup = GameSetup.simple(names, preset("yahtzee"), games=games, seed=seed)
    return play(Game(setup), random.Random(seed))


def with_games(path: Path, count: int) -> None:
    history = History(path)
    for seed in range(count):
        history.record_finished_games(finished(["Ann", "Bob"], seed=100 + seed))
    history.close()  # checkpointed: everything is in the main file


def lock(path: Path) -> sqlite3.Connection:
    """Another program's write transaction on the file."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_locked_history_is_busy_not_damaged_and_takes_the_game_once_free(tmp_path):
    path = tmp_path / "history.sqlite"
    with_games(path, 2)
    history = History(path)
    other = lock(path)
    with pytest.raises(HistoryError) as info:
        history.record_finished_games(finished(["Cy"]))
    assert info.value.problem is HistoryProblem.BUSY
    assert not history.damaged()  # a locked file is not a damaged one
    assert replace_if_damaged(history) is None  # so it is never set aside
    assert not [name for name in files(tmp_path) if "damaged" in name]
    other.rollback()
    other.close()
    assert history.record_finished_games(finished(["Cy"])) == 1
    assert history.game_count() == 3
    history.close()


def test_a_history_locked_while_it_opens_is_left_where_it_is(tmp_path):
    """Opening switches the file to WAL, which waits for the other program's lock: that
    wait ran out as "damaged", and `open_history` renamed the healthy file aside."""
    path = tmp_path / "history.sqlite"
    with_games(path, 2)
    plain = sqlite3.connect(path, isolation_level=None)
    plain.execute("PRAGMA journal_mode = DELETE")  # as another tool may leave it
    plain.close()
    before = path.read_bytes()
    other = lock(path)
    with pytest.raises(HistoryError) as info:
        open_history(path)
    assert info.value.problem is HistoryProblem.BUSY
    assert files(tmp_path) == ["history.sqlite"]
    assert path.read_bytes() == before
    other.rollback()
    other.close()
    history, aside = open_history(path)
    assert aside is None and history.game_count() == 2
    history.close()


def corrupt_middle_page(path: Path) -> bytes:
    """Overwrite the head of a page in the middle of the file; the bytes as they were."""
    data = path.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    pages = len(data) // page_size
    assert pages > 4
    offset = (pages // 2) * page_size
    damaged = bytearray(data)
    damaged[offset : offset + 64] = b"\xde\xad\xbe\xef" * 16
    path.write_bytes(bytes(damaged))
    return bytes(damaged)


def test_a_bad_page_is_found_on_write_and_the_file_set_aside_intact(tmp_path):
    path = tmp_path / "history.sqlite"
    with_games(path, 5)
    damaged = corrupt_middle_page(path)
    history, aside = open_history(path)  # the first page is sound: it opens
    assert aside is None
    with pytest.raises(HistoryError) as info:
        history.record_finished_games(finished(["Cy"]))
    assert info.value.problem is HistoryProblem.CORRUPT
    replaced = replace_if_damaged(history)
    assert replaced is not None
    fresh, kept = replaced
    assert ".damaged-" in kept and Path(kept).read_bytes() == damaged  # intact
    assert fresh.salvaged is not None and 0 < fresh.salvaged <= 5  # what could be read
    assert fresh.game_count() == fresh.salvaged
    assert fresh.record_finished_games(finished(["Cy"])) == 1
    assert fresh.game_count() == fresh.salvaged + 1
    fresh.close()


def test_games_wait_on_disk_until_stored(tmp_path):
    folder = pending_dir(tmp_path / "history.sqlite")
    first, second = finished(["Ann"], seed=3), finished(["Bob"], seed=4, games=2)
    waiting = PendingGames(folder)
    waiting.add(first, "2026-01-02T21:00:00+01:00", False)
    waiting.add(second, None, True)
    later = PendingGames(folder)  # the next start-up
    entries = {entry.key: entry for entry in later.entries()}
    assert len(entries) == 2
    (one,) = [e for e in entries.values() if e.game.setup == first.setup]
    assert one.played_at == "2026-01-02T21:00:00+01:00" and one.update is False
    assert one.game.state == first.state
    later.done(one.key)
    assert [e.game.state for e in PendingGames(folder).entries()] == [second.state]


def test_a_newer_snapshot_of_a_series_replaces_the_older(tmp_path):
    folder = pending_dir(tmp_path / "history.sqlite")
    game = finished(["Ann"], seed=5, games=2)
    waiting = PendingGames(folder)
    waiting.add(game, "2026-01-02T21:00:00+01:00", False)
    waiting.add(game, None, True)
    (entry,) = PendingGames(folder).entries()
    assert entry.played_at == "2026-01-02T21:00:00+01:00"  # the first date is kept
    assert entry.update is True


def test_a_damaged_waiting_file_is_set_aside_not_read_again(tmp_path):
    folder = pending_dir(tmp_path / "history.sqlite")
    folder.mkdir()
    broken, other = "0" * 32, "f" * 32
    (folder / f"{broken}.json").write_text('{"format": "yahtzee-desktop-pending-history", "g')
    (folder / f"{other}.json").write_text(json.dumps({"format": "something else"}))
    assert PendingGames(folder).entries() == []
    kept = [name for name in files(folder) if ".damaged-" in name]
    assert len(kept) == 2
    assert PendingGames(folder).entries() == []  # not read again and again...
    assert sorted(files(folder)) == sorted(kept)  # ...nor set aside twice


def test_a_series_is_stored_whole_or_not_at_all(tmp_path):
    """Each game of a series goes in with its series in one transaction: a write that
    fails on the second game leaves no first game behind (it all waits together)."""
    path = tmp_path / "history.sqlite"
    History(path).close()
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TRIGGER fail_second BEFORE INSERT ON games WHEN NEW.game_index = 1"
        " BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"
    )
    db.commit()
    db.close()
    history = History(path)
    with pytest.raises(HistoryError):
        history.record_finished_games(finished(["Ann"], seed=4, games=2))
    assert history.game_count() == 0
    assert history.db.execute("SELECT count(*) FROM series").fetchone() == (0,)
    history.close()


def test_a_truncated_history_gives_back_the_games_it_still_holds(tmp_path):
    """Cut in the middle (a full disk, a copy stopped half way): the file is kept aside as
    it was, and the games on the pages that remain come back in a new history."""
    path = tmp_path / "history.sqlite"
    with_games(path, 60)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    history, aside = open_history(path)
    if aside is None:  # it opened: the damage shows on the health check, as the app does
        with pytest.raises(HistoryError):
            history.verify()
        history, aside = replace_if_damaged(history)
    assert Path(aside).read_bytes() == data[: len(data) // 2]
    assert history.salvaged is not None and 0 < history.salvaged < 60
    assert history.game_count() == history.salvaged
    for record in history.games():
        assert record.names  # every game that came back has its cards
    history.close()


def test_a_file_with_a_foreign_schema_is_set_aside_byte_for_byte(tmp_path):
    """Opening switches a file to WAL, which rewrites its header: a file that is not a
    history is kept aside before that, as it was."""
    path = tmp_path / "history.sqlite"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE notes (text TEXT)")
    other.execute("INSERT INTO notes VALUES ('mine')")
    other.commit()
    other.close()
    before = path.read_bytes()
    history, aside = open_history(path)
    assert aside is not None and Path(aside).read_bytes() == before
    assert history.game_count() == 0
    history.close()


def test_a_damaged_header_is_set_aside_before_anything_opens_it(tmp_path):
    path = tmp_path / "history.sqlite"
    with_games(path, 3)
    data = bytearray(path.read_bytes())
    data[0:16] = b"not a database!!"
    path.write_bytes(bytes(data))
    history, aside = open_history(path)
    assert aside is not None and Path(aside).read_bytes() == bytes(data)
    history.close()
