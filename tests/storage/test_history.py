import csv
import random
import sqlite3

import pytest

from tests.play import play
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import (
    SCHEMA_VERSION,
    History,
    HistoryError,
    HistoryProblem,
    open_history,
    rules_key,
)


def finished(names, rules, games=1, seed=1):
    return play(Game(GameSetup.simple(names, rules, games=games, seed=seed)), random.Random(seed))


def test_schema_is_versioned_and_wal(tmp_path):
    history = History(tmp_path / "history.sqlite")
    assert history.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    history.close()
    History(tmp_path / "history.sqlite").close()  # reopening migrates nothing, breaks nothing


def test_record_games_and_read_them_back(tmp_path):
    history = History(tmp_path / "h.sqlite")
    game = finished(["Ann", "Bob"], preset("yahtzee"), games=2)
    assert history.record_finished_games(game) == 2
    assert history.record_finished_games(game) == 0  # idempotent: resumes never duplicate
    assert history.game_count() == 2
    records = history.games()
    assert {r.names for r in records} == {("Ann", "Bob")}
    state = game.state
    assert sorted(r.totals for r in records) == sorted(state.totals(g) for g in range(2))
    stats = history.player_stats("Ann", "yahtzee")
    assert stats.games == 2
    assert stats.best == max(state.totals(g)[0] for g in range(2))
    assert stats.average == pytest.approx(sum(state.totals(g)[0] for g in range(2)) / 2)
    assert set(stats.box_averages) == set(preset("yahtzee").boxes)
    assert sum(c for _, _, c in stats.histogram(5)) == 2


def test_high_scores_never_mix_rule_sets(tmp_path):
    history = History(tmp_path / "h.sqlite")
    for seed in range(3):
        history.record_finished_games(finished(["Ann"], preset("yacht"), seed=seed))
        history.record_finished_games(finished(["Ann", "Bob"], preset("yahtzee"), seed=seed))
    free = preset("yahtzee", joker="free")
    history.record_finished_games(finished(["Cy"], free, seed=9))
    assert set(history.rule_keys()) == {"yacht", "yahtzee", rules_key("yahtzee", {"joker": "free"})}
    yacht = history.high_scores("yacht")
    assert len(yacht) == 3 and all(h.rules_key == "yacht" for h in yacht)
    assert [h.total for h in yacht] == sorted((h.total for h in yacht), reverse=True)
    assert history.high_scores("yahtzee", solo=True) == []
    assert len(history.high_scores("yahtzee", solo=False)) == 6
    assert [h.name for h in history.high_scores(rules_key("yahtzee", {"joker": "free"}))] == ["Cy"]


def test_delete_game_and_player_and_export(tmp_path):
    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(["Ann", "Bob"], preset("yahtzee"), games=3))
    first = history.games()[0]
    history.delete_game(first.id)
    assert history.game_count() == 2
    assert history.delete_player("Bob") == 2
    assert history.names() == ["Ann"]
    out = tmp_path / "export.csv"
    assert history.export_csv(out) == 2
    rows = list(csv.reader(out.open(encoding="utf-8-sig")))
    assert rows[0][:6] == ["played_at", "rules", "dice", "game", "name", "total"]
    assert {r[4] for r in rows[1:]} == {"Ann"}


def test_weird_names_are_stored_as_they_are(tmp_path):
    history = History(tmp_path / "h.sqlite")
    names = ["<b>x</b>", "مرحبا 🎲", "x" * 500, "", "'; DROP TABLE cards; --"]
    history.record_finished_games(finished(names, preset("yahtzee")))
    assert sorted(history.names()) == sorted(names)


def test_damaged_database_is_set_aside_not_deleted(tmp_path):
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    history, aside = open_history(path)
    assert aside is not None
    assert (tmp_path / aside.split("/")[-1]).read_bytes().startswith(b"this is not")
    assert history.game_count() == 0


def test_future_schema_is_refused_with_the_clear_error(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()
    with pytest.raises(HistoryError) as info:
        open_history(path)
    assert info.value.problem is HistoryProblem.FUTURE_VERSION


def test_read_only_database_reports_and_keeps_data(tmp_path):
    path = tmp_path / "h.sqlite"
    history = History(path)
    history.record_finished_games(finished(["Ann"], preset("yahtzee")))
    history.close()
    history = History(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(HistoryError) as info:
        history.record_finished_games(finished(["Bob"], preset("yahtzee"), seed=5))
    assert info.value.problem is HistoryProblem.UNWRITABLE
    assert history.game_count() == 1


def test_missing_folder_is_unwritable_not_damaged(tmp_path):
    with pytest.raises(HistoryError) as info:
        open_history(tmp_path / "nope" / "h.sqlite")
    assert info.value.problem is HistoryProblem.UNWRITABLE


def test_migration_from_version_1_rebuilds_box_scores(tmp_path):
    path = tmp_path / "h.sqlite"
    history = History(path)
    history.record_finished_games(finished(["Ann", "Bob"], preset("yams"), seed=3))
    before = history.player_stats("Ann", "yams").box_averages
    assert set(before) == set(preset("yams").boxes)
    # Make it look like a database written by version 1 of the schema.
    history.db.execute("DROP TABLE box_scores")
    history.db.execute("DROP INDEX games_played")
    history.db.execute("PRAGMA user_version = 1")
    history.close()
    again = History(path)
    assert again.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert again.player_stats("Ann", "yams").box_averages == pytest.approx(before)


def test_card_counts_by_rules(tmp_path):
    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(["Ann", "Bob"], preset("yahtzee"), games=2))
    history.record_finished_games(finished(["Ann"], preset("yacht"), seed=4))
    assert history.card_counts_by_rules() == {
        "yahtzee": {"Ann": 2, "Bob": 2},
        "yacht": {"Ann": 1},
    }


def test_damaged_database_keeps_its_wal_companion(tmp_path):
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    (tmp_path / "history.sqlite-wal").write_bytes(b"wal pages")
    history, aside = open_history(path)
    history.close()
    assert aside is not None and ".damaged-" in aside
    assert (tmp_path / (aside.split("/")[-1] + "-wal")).read_bytes() == b"wal pages"


def test_damaged_database_that_cannot_be_moved_reports_damage(tmp_path, monkeypatch):
    from yahtzee_desktop.storage import autosave

    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database" * 100)

    def refuse(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave.os, "replace", refuse)
    with pytest.raises(HistoryError) as info:
        open_history(path)
    assert info.value.problem is HistoryProblem.CORRUPT
    assert path.read_bytes().startswith(b"this is not")


def test_failed_csv_export_leaves_no_temporary_file(tmp_path, monkeypatch):
    from yahtzee_desktop.core import savefile

    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(["Ann"], preset("yahtzee")))
    out = tmp_path / "out"
    out.mkdir()

    def refuse(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savefile.os, "replace", refuse)
    with pytest.raises(HistoryError):
        history.export_csv(out / "games.csv")
    assert list(out.iterdir()) == []


def test_history_error_survives_pickle_without_its_connection(tmp_path):
    """A HistoryError rebuilt from a pickle (a worker process, a future) keeps its problem
    and message; the damaged file's open connection stays in the process that has it."""
    import pickle

    path = tmp_path / "history.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(HistoryError) as info:
        History(path)
    error = info.value
    assert error.connection is not None
    try:
        back = pickle.loads(pickle.dumps(error))
    finally:
        error.connection.close()
    assert type(back) is HistoryError
    assert back.problem is HistoryProblem.CORRUPT
    assert str(back) == str(error)
    assert back.connection is None


@pytest.mark.parametrize("problem", list(HistoryProblem))
def test_history_error_round_trips_every_problem(problem):
    import copy
    import pickle

    original = HistoryError(problem, "some message")
    for back in (pickle.loads(pickle.dumps(original)), copy.deepcopy(original)):
        assert (type(back), back.problem, str(back)) == (HistoryError, problem, "some message")


@pytest.mark.parametrize(
    ("error", "problem"),
    [
        (OSError(28, "No space left on device"), HistoryProblem.DISK_FULL),
        (PermissionError(13, "Permission denied"), HistoryProblem.UNWRITABLE),
        (OSError(30, "Read-only file system"), HistoryProblem.UNWRITABLE),
    ],
)
def test_failed_csv_export_says_why(tmp_path, monkeypatch, error, problem):
    """A full disk was reported as an unwritable folder."""
    from yahtzee_desktop.core import savefile

    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(["Ann"], preset("yahtzee")))

    def refuse(*_args):
        raise error

    monkeypatch.setattr(savefile.os, "replace", refuse)
    with pytest.raises(HistoryError) as info:
        history.export_csv(tmp_path / "games.csv")
    assert info.value.problem is problem
    assert history.game_count() == 1


def _crowded(names_seed: int):
    """A three-player game with long names: rows enough to need new database pages."""
    names = [f"{c}" * 150 + str(names_seed) for c in "ABC"]
    return finished(names, preset("yahtzee"), seed=names_seed)


def test_a_full_database_is_disk_full_and_writes_again_once_freed(tmp_path):
    """SQLite rolls the transaction back itself when the disk fills: the ROLLBACK that
    followed failed ("no transaction is active"), its error hid the first, and a full
    disk was reported as a damaged history."""
    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(["Ann"], preset("yahtzee")))
    (pages,) = history.db.execute("PRAGMA page_count").fetchone()
    history.db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
    with pytest.raises(HistoryError) as info:
        for seed in range(2, 40):
            history.record_finished_games(_crowded(seed))
    assert info.value.problem is HistoryProblem.DISK_FULL
    stored = history.game_count()
    history.db.execute("PRAGMA max_page_count = 1073741823")  # room again
    assert history.record_finished_games(_crowded(99)) == 1
    assert history.game_count() == stored + 1


class _CommitFails:
    """A connection whose next COMMIT fails as on a full disk, the transaction left open
    (SQLite may or may not roll back by itself: its documentation asks for a ROLLBACK)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.fail = True

    def execute(self, sql: str, *args):
        if sql == "COMMIT" and self.fail:
            self.fail = False
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)

    def __getattr__(self, name: str):
        return getattr(self.db, name)


def test_a_failed_commit_is_rolled_back_and_later_games_are_stored(tmp_path):
    """A COMMIT that failed left its transaction open: every later write then failed
    ("cannot start a transaction within a transaction", reported as a damaged history)
    even once the disk had room, and the half-written game went with the connection."""
    history = History(tmp_path / "h.sqlite")
    real = history.db
    history.db = _CommitFails(real)  # type: ignore[assignment]
    with pytest.raises(HistoryError) as info:
        history.record_finished_games(finished(["Ann"], preset("yahtzee")))
    assert info.value.problem is HistoryProblem.DISK_FULL
    assert not real.in_transaction
    assert history.game_count() == 0  # nothing half-stored
    assert history.record_finished_games(finished(["Bob"], preset("yahtzee"), seed=3)) == 1
    assert history.game_count() == 1
    history.close()
    assert History(tmp_path / "h.sqlite").names() == ["Bob"]
