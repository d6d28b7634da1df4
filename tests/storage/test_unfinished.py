"""Unfinished games are kept until the user deletes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import Autosave, find_resumable
from yahtzee_desktop.storage.unfinished import UnfinishedGames


def started_game(names=("Mum", "Dad"), turns=3, seed=9, rules="yahtzee") -> Game:
    game = Game(
        GameSetup.simple(
            list(names), preset(rules), games=2, seed=seed, started="2026-02-01T20:00:00+01:00"
        )
    )
    for _ in range(turns):
        game.roll()
        game.score(game.state.card.open_boxes()[0])
    return game


def test_keep_list_load_delete(tmp_path: Path) -> None:
    store = UnfinishedGames(tmp_path / "unfinished")
    assert store.list() == []  # no folder yet: an empty list, not an error
    game = started_game()
    path = store.keep(game)
    (entry,) = store.list()
    assert entry.path == path and not entry.damaged
    assert entry.players == ("Mum", "Dad")
    assert entry.rules == "yahtzee"
    assert entry.started == "2026-02-01T20:00:00+01:00"
    assert entry.kept_at.startswith("20")
    assert (entry.game, entry.games) == (1, 2)
    assert (entry.filled, entry.boxes) == (3, 13 * 2 * 2)
    assert 0 < entry.progress < 0.1
    loaded = store.load(path)
    assert loaded.actions == game.actions and loaded.state == game.state
    store.delete(path)
    assert store.list() == [] and not path.exists()
    store.delete(path)  # twice is fine


def test_the_autosave_is_moved_in_not_overwritten(tmp_path: Path) -> None:
    journal = tmp_path / "autosave.jsonl"
    declined = started_game(turns=5)
    autosave = Autosave(journal, fsync=False)
    autosave.start(declined)
    declined.roll()
    autosave.stop()
    original = journal.read_bytes()
    store = UnfinishedGames(tmp_path / "unfinished")
    kept = store.keep_autosave(journal)
    assert kept is not None and kept.read_bytes() == original and not journal.exists()
    # A new game now journals to the autosave, and the declined one is still there.
    fresh = started_game(names=("Ann",), turns=1, seed=2)
    Autosave(journal, fsync=False).start(fresh)
    found = find_resumable(journal)
    assert found is not None and found.game is not None
    assert found.game.setup.seats[0].name == "Ann"
    (entry,) = store.list()
    assert entry.players == ("Mum", "Dad") and entry.filled == 5
    assert store.load(kept).actions == declined.actions
    assert store.keep_autosave(tmp_path / "none.jsonl") is None


def test_damaged_entries_are_listed_as_damaged(tmp_path: Path) -> None:
    store = UnfinishedGames(tmp_path / "unfinished")
    good = store.keep(started_game())
    folder = store.folder
    (folder / "game-20260101-000000-aaaaaa.yahtzee.json").write_bytes(b"\xff\xfe garbage")
    (folder / "game-20260101-000001-bbbbbb.jsonl").write_text("[" * 100_000, encoding="utf-8")
    (folder / "game-20260101-000002-cccccc.yahtzee.json").write_text(
        '{"format": "yahtzee-desktop-game", "version": 99}', encoding="utf-8"
    )
    (folder / "notes.txt").write_text("not a game", encoding="utf-8")
    entries = store.list()
    assert len(entries) == 4
    damaged = {e.path.name: e.problem for e in entries if e.damaged}
    assert damaged == {
        "game-20260101-000000-aaaaaa.yahtzee.json": SaveFileProblem.NOT_JSON,
        "game-20260101-000001-bbbbbb.jsonl": SaveFileProblem.NOT_JSON,
        "game-20260101-000002-cccccc.yahtzee.json": SaveFileProblem.FUTURE_VERSION,
    }
    assert [e.path for e in entries if not e.damaged] == [good]
    with pytest.raises(SaveFileError):
        store.load(folder / "game-20260101-000000-aaaaaa.yahtzee.json")
    store.delete(folder / "game-20260101-000000-aaaaaa.yahtzee.json")
    assert len(store.list()) == 3


def test_only_kept_games_can_be_loaded_or_deleted(tmp_path: Path) -> None:
    store = UnfinishedGames(tmp_path / "unfinished")
    store.keep(started_game())
    outside = tmp_path / "precious.yahtzee.json"
    outside.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError):
        store.delete(outside)
    assert outside.exists()


def test_an_unwritable_folder_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    store = UnfinishedGames(blocker / "unfinished")
    with pytest.raises(SaveFileError) as caught:
        store.keep(started_game())
    assert caught.value.problem is SaveFileProblem.UNWRITABLE
    assert store.list() == []


def test_a_kept_journal_gives_back_its_held_dice(tmp_path: Path) -> None:
    journal = tmp_path / "autosave.jsonl"
    game = started_game(turns=2)
    autosave = Autosave(journal, fsync=False)
    autosave.start(game)
    game.roll()
    autosave.note_holds((False, True, True, False, False))
    autosave.stop()
    store = UnfinishedGames(tmp_path / "unfinished")
    path = store.keep_autosave(journal)
    assert path is not None
    resumed = store.resume(path)
    assert resumed.game.actions == game.actions
    assert resumed.holds == (False, True, True, False, False)
    # A saved game, or a journal written before holds were kept, holds none.
    assert store.resume(store.keep(game)).holds is None
    old = store.folder / "game-20250101-000000-dddddd.jsonl"
    old.write_text(
        "".join(line + "\n" for line in path.read_text(encoding="utf-8").splitlines()[:-1]),
        encoding="utf-8",
    )
    assert store.resume(old).holds is None and store.resume(old).game.actions == game.actions


def test_a_kept_saved_game_gives_back_its_held_dice(tmp_path: Path) -> None:
    """New game or Open mid-series keeps the game as a saved game: its holds go with it."""
    game = started_game(turns=2)
    game.roll()
    store = UnfinishedGames(tmp_path / "unfinished")
    path = store.keep(game, (False, True, False, False, True))
    resumed = store.resume(path)
    assert resumed.holds == (False, True, False, False, True)
    assert resumed.game.actions == game.actions
    [entry] = store.list()
    assert entry.path == path and not entry.damaged
