"""Finished games reach the history; when storage fails the player is told once and plays on.

Also the saved-game side of "nothing lost": a damaged saved game is reported, kept as
it was, and the game in the window goes on.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.play import pad_game
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage import paths
from yahtzee_desktop.storage.history import History, HistoryError, HistoryProblem

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture
def db(tmp_path, monkeypatch):
    """The windows of a test store their history here."""
    path = tmp_path / "data" / "history.sqlite"
    monkeypatch.setattr(paths, "history_path", lambda: path)
    return path


def finish_game(window) -> None:
    """Play the current game of the window's series to its end, through the session."""
    session = window.session
    start = session.state.game_index
    while not session.state.game_over(start):
        state = session.state
        if state.rolls == 0:
            assert session.roll((False,) * 5)
        else:
            column, box = max(state.options(), key=lambda k: state.options()[k])
            assert session.score(box, column)


def test_finished_games_are_recorded_in_the_background(qtbot, make_window, db):
    window = make_window(["Ann", "Bob"], seed=11, games=2)
    recorder = window.recorder
    with qtbot.waitSignal(recorder.recorded, timeout=10000) as signal:
        finish_game(window)
    assert signal.args == [1]
    history = History(db)
    assert history.game_count() == 1
    assert [r.totals for r in history.games()] == [window.session.state.totals(0)]
    # Undo then redo the last score: the game is not stored twice.
    window.undo()
    window.redo()
    finish_game(window)  # the second game of the series
    recorder.wait()
    qtbot.waitUntil(lambda: recorder.stored == 2)
    assert history.game_count() == 2
    history.close()


def test_resumed_series_stores_the_games_it_finished(qtbot, make_window, db):
    """A series whose first game ended in a process that died is stored when resumed."""
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), games=2, seed=3))
    while not game.state.game_over(0):
        if game.state.rolls == 0:
            game.roll()
        else:
            column, box = next(iter(game.state.options()))
            game.score(box, column)
    window = make_window(["Zoe"], seed=4)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000) as signal:
        window.set_game(game)
    assert signal.args == [1]
    assert History(db).games()[0].totals == game.state.totals(0)


def test_unwritable_data_folder_told_once_and_play_goes_on(
    qtbot, make_window, tmp_path, monkeypatch
):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setattr(paths, "history_path", lambda: blocker / "history.sqlite")
    window = make_window(["Ann"], seed=5, games=3)
    problems = []
    window.recorder.problem.connect(lambda title, text: problems.append(text))
    finish_game(window)
    window.recorder.wait()
    qtbot.waitUntil(lambda: bool(problems), timeout=10000)
    assert "cannot be written" in problems[0]
    assert "You can go on playing." in problems[0]
    assert window.error_box is not None and window.error_box.isVisible()
    finish_game(window)  # the next game still plays...
    window.recorder.wait()
    qtbot.wait(50)
    assert len(problems) == 1  # ...and the player is not told again
    assert window.session.state.game_over(1)


@pytest.mark.parametrize(
    ("error", "told"),
    [
        (HistoryError(HistoryProblem.DISK_FULL, "full"), "the disk is full"),
        # Anything but HistoryError or OSError (an sqlite error the history did not turn
        # into one) ended the worker's job with a traceback on the console: the game was
        # not stored and the player was never told.
        (sqlite3.DatabaseError("database disk image is malformed"), "database is damaged"),
    ],
)
def test_a_failed_write_is_reported_plainly(qtbot, make_window, db, monkeypatch, error, told):
    def fail(*_args, **_kwargs):
        raise error

    monkeypatch.setattr(History, "_write_game", fail)
    window = make_window(["Ann"], seed=6, games=1)
    with qtbot.waitSignal(window.recorder.problem, timeout=10000) as signal:
        finish_game(window)
    assert told in signal.args[1]
    assert window.session.state.finished


def test_damaged_database_kept_aside_and_a_new_one_started(qtbot, make_window, db):
    db.parent.mkdir(parents=True)
    db.write_bytes(b"garbage, not sqlite" * 200)
    window = make_window(["Ann"], seed=7, games=1)
    problems = []
    window.recorder.problem.connect(lambda title, text: problems.append((title, text)))
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        finish_game(window)
    assert problems and problems[0][0] == "History damaged"
    aside = [p for p in db.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].name in problems[0][1]
    assert aside[0].read_bytes() == b"garbage, not sqlite" * 200  # kept, not deleted
    assert History(db).game_count() == 1  # the game went into a fresh history


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b'{"format": "yahtzee-desktop-game", "version": 1, "setup": {', b"\xff\xfe\x00"],
)
def test_damaged_saved_game_reported_and_kept(qtbot, make_window, tmp_path, content):
    window = make_window(["Ann"], seed=8)
    window.session.roll((False,) * 5)
    before = window.session.game.actions
    bad = tmp_path / "broken.yahtzee.json"
    bad.write_bytes(content)
    assert not window.open_file(bad)
    assert window.error_box is not None and window.error_box.isVisible()
    assert "broken.yahtzee.json" in window.error_box.text()
    assert bad.read_bytes() == content  # the file is left as it was
    assert window.session.game.actions == before  # the game on the table goes on
    assert window.session.roll((True, False, False, False, False))


def test_truncated_saved_game_reported(qtbot, make_window, tmp_path):
    from yahtzee_desktop.core.savefile import save_game

    window = make_window(["Ann", "Bob"], seed=9)
    window.session.roll((False,) * 5)
    good = tmp_path / "good.yahtzee.json"
    save_game(window.session.game, good)
    text = good.read_bytes()
    cut = tmp_path / "cut.yahtzee.json"
    cut.write_bytes(text[: len(text) // 2])
    assert not window.open_file(cut)
    assert "damaged" in window.error_box.text() or "not a game file" in window.error_box.text()
    assert cut.read_bytes() == text[: len(text) // 2]


def test_a_closed_recorder_starts_no_write(qtbot, make_window, db):
    """After close (the window quitting) a late finished game must not reopen the database."""
    window = make_window(["Ann"], seed=3, games=2)
    recorder = window.recorder
    with qtbot.waitSignal(recorder.recorded, timeout=10000):
        finish_game(window)
    recorder.close()
    assert recorder.connection.history is None
    recorder.record(window.game)  # a game ending as the window closes
    recorder.wait()
    qtbot.wait(50)
    assert recorder.connection.history is None and recorder.stored == 1


# --- the history tells the truth ------------------------------------------------------


def test_a_correction_after_the_end_reaches_the_history(qtbot, make_window, db):
    """Mum 261 / Dad 262 in the statistics while the sheet said otherwise: never again."""
    from yahtzee_desktop.core.actions import Correct

    window = make_window(["Zoe"], seed=4)
    game = pad_game()
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        window.set_game(game)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000) as signal:
        assert window.session.apply(Correct(0, 1, "chance", 30))
    assert signal.args == [1]
    history = History(db)
    assert [r.totals for r in history.games()] == [window.session.state.totals(0)]
    assert history.game_count() == 1
    history.close()


def test_undo_and_rescore_after_the_end_reaches_the_history(qtbot, make_window, db):
    window = make_window(["Ann"], seed=26, games=1)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        finish_game(window)
    first = window.session.state.totals(0)
    session = window.session
    # Undo back into the turn before last (a full house, seed 26) and score it in the
    # other open box this time.
    boxes = len(session.state.card.open_boxes())
    while session.state.rolls != 1 or len(session.state.card.open_boxes()) != boxes + 2:
        assert session.undo()
    state = session.state
    options = state.options()
    played = max(options, key=lambda k: options[k])  # what finish_game chose
    column, box = next(k for k in options if k[1] != played[1])
    assert session.score(box, column)
    assert session.roll((False,) * 5)
    state = session.state
    column, box = next(iter(state.options()))
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000):
        assert session.score(box, column)
    assert session.state.finished
    history = History(db)
    assert [r.totals for r in history.games()] == [session.state.totals(0)]
    assert history.game_count() == 1
    assert first != session.state.totals(0)
    history.close()


def test_an_old_finished_saved_game_is_recorded_once_with_its_own_date(
    qtbot, make_window, db, tmp_path
):
    from yahtzee_desktop.core.savefile import save_game

    path = tmp_path / "christmas.yahtzee.json"
    save_game(pad_game(), path)
    window = make_window(["Zoe"], seed=4)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000) as signal:
        assert window.open_file(path)
    assert signal.args == [1]
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000) as signal:
        assert window.open_file(path)
    assert signal.args == [0]
    history = History(db)
    assert history.game_count() == 1
    assert history.games()[0].played_at == "2025-12-24T20:00:00+01:00"
    history.close()


def test_record_missing_stores_a_journal_game_the_history_lacks(qtbot, make_window, db, tmp_path):
    """At start the window hands over the autosave's game, finished or not."""
    from yahtzee_desktop.core.journal import Journal
    from yahtzee_desktop.storage.autosave import read_autosave

    journal = tmp_path / "autosave.jsonl"
    game = pad_game(names=("Ann",), started="2026-01-02T21:00:00+01:00")
    Journal(journal, game, fsync=False).close()
    found = read_autosave(journal)
    assert found is not None and found.game is not None and not found.offered
    window = make_window(["Zoe"], seed=4)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10000) as signal:
        window.recorder.record_missing(found.game)
    assert signal.args == [1]
    history = History(db)
    assert history.games()[0].played_at == "2026-01-02T21:00:00+01:00"
    assert history.games()[0].totals == game.state.totals(0)
    history.close()
