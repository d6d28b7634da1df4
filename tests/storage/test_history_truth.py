"""The history tells the truth: a record follows its game's final state, keeps its own
date, and a damaged schema is set aside for a fresh database."""

from __future__ import annotations

import sqlite3

from tests.play import pad_game
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import SCHEMA_VERSION, History, open_history


def totals(history: History) -> list[tuple[int, ...]]:
    return [r.totals for r in history.games()]


def test_a_correction_after_the_end_replaces_the_record(tmp_path):
    history = History(tmp_path / "h.sqlite")
    game = pad_game()
    assert history.record_finished_games(game) == 1
    played = history.games()[0].played_at
    game.correct(0, 1, "chance", 30)
    assert history.record_finished_games(game) == 1
    assert totals(history) == [game.state.totals(0)]
    assert history.game_count() == 1
    assert history.games()[0].played_at == played  # the record keeps its date
    stats = history.player_stats("Dad", "yahtzee")
    assert stats.games == 1 and stats.totals[0][1] == game.state.totals(0)[1]
    assert stats.box_averages["chance"] == 30
    assert history.record_finished_games(game) == 0  # nothing changed: nothing written


def test_undo_and_rescore_after_the_end_replaces_the_record(tmp_path):
    history = History(tmp_path / "h.sqlite")
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=8))
    while not game.state.finished:
        if game.state.rolls == 0:
            game.roll()
        else:
            game.score(game.state.card.open_boxes()[0])
    history.record_finished_games(game)
    first = totals(history)
    game.undo()  # the last score
    game.roll()  # a different roll this time
    game.undo()
    game.undo()  # back to before the last turn's rolls
    while not game.state.finished:
        if game.state.rolls < 2:
            game.roll()
        else:
            game.score(game.state.card.open_boxes()[0])
    assert history.record_finished_games(game) == 1
    assert totals(history) == [game.state.totals(0)]
    assert history.game_count() == 1
    assert first != totals(history)  # the re-scored game, not the first one


def test_a_game_opened_from_a_file_is_recorded_once_with_its_own_date(tmp_path):
    history = History(tmp_path / "h.sqlite")
    game = pad_game()
    assert history.record_finished_games(game, game.setup.started, update=False) == 1
    assert history.record_finished_games(game, game.setup.started, update=False) == 0
    assert history.games()[0].played_at == "2025-12-24T20:00:00+01:00"
    game.correct(0, 0, "chance", 5)
    assert history.record_finished_games(game, update=False) == 0  # opening never rewrites


def test_a_schema_with_tables_missing_is_set_aside_and_a_fresh_one_started(tmp_path):
    path = tmp_path / "history.sqlite"
    History(path).close()
    db = sqlite3.connect(path)
    db.execute("DROP TABLE box_scores")
    db.execute("DROP TABLE cards")
    db.commit()
    db.close()
    before = path.read_bytes()
    history, aside = open_history(path)
    assert aside is not None and ".damaged-" in aside
    with open(aside, "rb") as f:
        assert f.read() == before
    assert history.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.record_finished_games(pad_game()) == 1  # later games are stored
    history.close()


def test_a_schema_with_a_column_missing_is_damaged(tmp_path):
    path = tmp_path / "history.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE series (id INTEGER PRIMARY KEY)")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    db.execute("CREATE TABLE cards (id INTEGER PRIMARY KEY)")
    db.execute("CREATE TABLE box_scores (card_id INTEGER)")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.commit()
    db.close()
    history, aside = open_history(path)
    assert aside is not None
    assert history.record_finished_games(pad_game()) == 1
    history.close()
