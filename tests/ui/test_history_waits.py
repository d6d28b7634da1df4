"""A finished game the history could not take is never silently absent from it.

Another program holding the file is told as such (not as damage) and the game is
stored once it is free; a write that failed (full disk, locked, …) is tried again at
quit and at the next start, not only when the next game of the same series ends; a
file with a bad page is set aside intact and the game goes into a new history.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.storage.test_history_busy_damaged import corrupt_middle_page, finished, lock, with_games
from tests.ui.test_stats_recorder import finish_game
from yahtzee_desktop.storage import paths
from yahtzee_desktop.storage.history import History, HistoryError, HistoryProblem
from yahtzee_desktop.storage.history.connection import HistoryConnection
from yahtzee_desktop.storage.history.pending import pending_dir
from yahtzee_desktop.ui.history.recorder import HistoryRecorder

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "data" / "history.sqlite"
    path.parent.mkdir()
    monkeypatch.setattr(paths, "history_path", lambda: path)
    monkeypatch.setattr(HistoryConnection, "BUSY_TIMEOUT", 0.05)  # the lock is met at once
    return path


def waiting(db) -> list[str]:
    folder = pending_dir(db)
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def stored_games(db) -> int:
    history = History(db)
    try:
        return history.game_count()
    finally:
        history.close()


def test_a_busy_history_is_told_as_busy_and_takes_the_game_once_free(qtbot, make_window, db):
    with_games(db, 2)
    other = lock(db)
    window = make_window(["Ann"], seed=5, games=1)
    recorder = window.recorder
    problems = []
    recorder.problem.connect(lambda title, text: problems.append((title, text)))
    finish_game(window)
    recorder.wait()
    qtbot.waitUntil(lambda: bool(problems), timeout=10000)
    title, text = problems[0]
    assert title == "History in use"
    assert "in use by another program" in text and "damaged" not in text
    assert "You can go on playing." in text
    assert len(waiting(db)) == 1  # the game waits on disk
    assert not [p for p in db.parent.iterdir() if "damaged" in p.name]  # healthy: kept
    assert recorder._retry_timer.isActive()  # and is tried again later
    other.rollback()
    other.close()
    with qtbot.waitSignal(recorder.recorded, timeout=10000) as signal:
        recorder.retry()  # what the timer does
    assert signal.args == [1]
    assert stored_games(db) == 3 and waiting(db) == []
    assert len(problems) == 1


def _failing(monkeypatch, times: int) -> list[int]:
    """The history's writes fail with a full disk `times` times; the calls made."""
    calls: list[int] = []
    real = History.record_finished_games

    def record(self, *args, **kwargs):
        calls.append(1)
        if len(calls) <= times:
            raise HistoryError(HistoryProblem.DISK_FULL, "full")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(History, "record_finished_games", record)
    return calls


def test_a_game_that_failed_is_stored_at_the_next_start(qtbot, db, monkeypatch):
    game = finished(["Ann"], seed=3)
    failures = _failing(monkeypatch, times=10**6)
    recorder = HistoryRecorder(db)
    with qtbot.waitSignal(recorder.problem, timeout=10000) as signal:
        recorder.record(game)
    assert "the disk is full" in signal.args[1]
    assert "tried again" in signal.args[1]
    recorder.close()  # quitting: tried once more, still full
    assert len(failures) == 2 and stored_games(db) == 0
    monkeypatch.undo()  # the disk was freed
    monkeypatch.setattr(paths, "history_path", lambda: db)
    later = HistoryRecorder(db)  # the next start
    qtbot.waitUntil(lambda: later.stored == 1, timeout=10000)
    assert stored_games(db) == 1 and waiting(db) == []
    later.close()


def test_a_game_that_failed_is_stored_at_quit(qtbot, db, monkeypatch):
    calls = _failing(monkeypatch, times=1)
    recorder = HistoryRecorder(db)
    with qtbot.waitSignal(recorder.problem, timeout=10000):
        recorder.record(finished(["Ann"], seed=3))
    assert stored_games(db) == 0
    recorder.close()  # the disk is free again by then
    assert len(calls) == 2
    assert stored_games(db) == 1 and waiting(db) == []


def test_a_game_of_another_series_brings_the_waiting_one_along(qtbot, db, monkeypatch):
    _failing(monkeypatch, times=1)
    recorder = HistoryRecorder(db)
    with qtbot.waitSignal(recorder.problem, timeout=10000):
        recorder.record(finished(["Ann"], seed=3))
    with qtbot.waitSignal(recorder.recorded, timeout=10000) as signal:
        recorder.record(finished(["Bob"], seed=4))
    assert signal.args == [2]
    assert stored_games(db) == 2 and waiting(db) == []
    assert not recorder._retry_timer.isActive()
    recorder.close()


def test_a_waiting_game_with_no_disk_for_its_file_is_stored_at_quit(qtbot, db, monkeypatch):
    """Even the small waiting file cannot be written: the game waits in memory."""
    from yahtzee_desktop.storage.history import pending

    def no_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pending, "atomic_write_text", no_disk)
    _failing(monkeypatch, times=1)
    recorder = HistoryRecorder(db)
    with qtbot.waitSignal(recorder.problem, timeout=10000):
        recorder.record(finished(["Ann"], seed=3))
    assert waiting(db) == []
    recorder.close()
    assert stored_games(db) == 1


def test_a_bad_page_sets_the_history_aside_intact_and_a_new_one_takes_the_game(
    qtbot, make_window, db
):
    with_games(db, 5)
    damaged = corrupt_middle_page(db)
    window = make_window(["Ann"], seed=7, games=2)
    recorder = window.recorder
    problems = []
    recorder.problem.connect(lambda title, text: problems.append((title, text)))
    with qtbot.waitSignal(recorder.recorded, timeout=10000) as signal:
        finish_game(window)
    assert signal.args == [1]
    assert [title for title, _text in problems] == ["History damaged"]
    (kept,) = [p for p in db.parent.iterdir() if ".damaged-" in p.name and p.suffix == ".sqlite"]
    assert str(kept) in problems[0][1]
    assert kept.read_bytes() == damaged  # set aside intact
    # What SQLite could still read came back (the bad page held no game of the five).
    assert "5 games could still be read" in problems[0][1]
    assert stored_games(db) == 6
    with qtbot.waitSignal(recorder.recorded, timeout=10000):
        finish_game(window)  # the next game goes on into the new history, nothing told
    assert len(problems) == 1 and stored_games(db) == 7


def test_a_bad_page_is_repaired_after_start_without_a_game_played(qtbot, make_window, db):
    """Statistics said "damaged" at every start for ever when no game was finished: the
    recorder's check after start finds the bad page and repairs the history."""
    with_games(db, 5)
    damaged = corrupt_middle_page(db)
    window = make_window(["Ann"], seed=7, games=2)
    with qtbot.waitSignal(window.recorder.problem, timeout=10000) as signal:
        window.recorder.check()  # what the timer does a few seconds after start
    assert signal.args[0] == "History damaged" and "could still be read" in signal.args[1]
    (kept,) = [p for p in db.parent.iterdir() if ".damaged-" in p.name and p.suffix == ".sqlite"]
    assert kept.read_bytes() == damaged
    assert stored_games(db) == 5


def test_a_healthy_history_whose_write_fails_is_never_set_aside(qtbot, db, monkeypatch):
    """An error that merely looks like damage (an sqlite error not better known) on a
    file SQLite finds sound: told, the game waits, the file stays where it is."""
    with_games(db, 2)

    def odd(*_args, **_kwargs):
        raise sqlite3.DatabaseError("something unexpected")

    monkeypatch.setattr(History, "record_finished_games", odd)
    recorder = HistoryRecorder(db)
    with qtbot.waitSignal(recorder.problem, timeout=10000) as signal:
        recorder.record(finished(["Ann"], seed=3))
    assert signal.args[0] == "History not saved"
    recorder.close()
    assert sorted(p.name for p in db.parent.iterdir() if p.is_file())[0] == "history.sqlite"
    assert not [p for p in db.parent.iterdir() if "damaged" in p.name]
    assert len(waiting(db)) == 1


def test_play_again_while_the_history_is_busy_keeps_the_series_on_disk(
    qtbot, make_window, db, monkeypatch
):
    """The journal holding a finished series is replaced (Play again) while the history's
    write still waits for another program's lock: the series is on disk first (a kill
    then loses nothing), and stored once the history is free."""
    monkeypatch.setattr(HistoryConnection, "BUSY_TIMEOUT", 2.0)  # the write is still waiting
    with_games(db, 1)
    other = lock(db)
    window = make_window(["Ann"], seed=5, games=1)
    finish_game(window)
    window.play_again()
    journal = window.autosave.path.read_text(encoding="utf-8")
    assert '"score"' not in journal  # the new series' journal...
    assert len(waiting(db)) == 1  # ...and the finished one waits on disk, already
    other.rollback()
    other.close()
    window.recorder.wait(10000)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        window.recorder.retry()
    assert stored_games(db) == 2 and waiting(db) == []
