"""The autosave: journal follows the game, resume finds it, damage is kept aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import (
    Autosave,
    find_resumable,
    keep_aside,
    keep_copy,
    read_autosave,
)


def _game(seed: int = 1) -> Game:
    return Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=seed))


def _journal_a_finished_game(path: Path) -> Game:
    """Ann's game played to its end (each box scored on its first roll), journalled to
    `path`."""
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=3))
    autosave = Autosave(path, fsync=False)
    autosave.start(game)
    for box in preset("yahtzee").boxes:
        game.roll()
        game.score(box)
    autosave.stop()
    return game


def test_journal_follows_the_game_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    game = _game()
    autosave = Autosave(path, fsync=False)
    autosave.start(game)
    game.roll()
    game.roll((True, False, True, False, False))
    game.score("chance")
    game.roll()
    game.undo()
    autosave.stop()
    found = find_resumable(path)
    assert found is not None and found.game is not None and found.error is None
    assert found.game.actions == game.actions
    assert found.game.redo_actions == game.redo_actions
    assert found.game.state.cards == game.state.cards


def test_nothing_to_offer(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    assert find_resumable(path) is None
    autosave = Autosave(path, fsync=False)
    autosave.start(_game())  # a game with no action yet is not worth offering
    autosave.stop()
    assert find_resumable(path) is None


def test_finished_game_is_not_offered(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    game = _journal_a_finished_game(path)
    assert game.state.finished
    assert find_resumable(path) is None


def test_damaged_journal_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    path.write_text("this is not json\n", encoding="utf-8")
    found = find_resumable(path)
    assert found is not None and found.game is None
    assert isinstance(found.error, SaveFileError)
    assert not path.exists()
    assert found.kept_as is not None and found.kept_as.read_text() == "this is not json\n"
    assert keep_aside(path) is None  # nothing left to move


def test_write_error_is_reported_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    errors: list[SaveFileError] = []
    autosave = Autosave(blocker / "autosave.jsonl", on_error=errors.append, fsync=False)
    game = _game()
    autosave.start(game)
    assert len(errors) == 1 and errors[0].problem is SaveFileProblem.UNWRITABLE
    assert autosave.error is errors[0]
    game.roll()
    game.score("chance")
    assert game.state.cards[0][game.state.order()[0]].value("chance") is not None
    assert len(errors) == 1


def test_paths_follow_qt_test_mode(qapp: object) -> None:
    from PySide6.QtCore import QStandardPaths

    from yahtzee_desktop.storage.paths import AUTOSAVE_NAME, autosave_path, data_dir
    from yahtzee_desktop.ui.app import set_identity

    QStandardPaths.setTestModeEnabled(True)
    set_identity()
    assert autosave_path().name == AUTOSAVE_NAME
    assert data_dir().is_dir()
    assert "Yahtzee Desktop" in str(data_dir())
    if "qttest" not in str(data_dir()).lower():
        pytest.skip("this platform's test folder is not recognisable by name")


# --- damage and newer versions: everything kept, everything said -----------------------


def _journal(path: Path, turns: int = 6) -> Game:
    game = _game(seed=5)
    autosave = Autosave(path, fsync=False)
    autosave.start(game)
    for _ in range(turns):
        game.roll()
        game.roll()
        game.score(game.state.card.open_boxes()[0])
    autosave.stop()
    return game


def test_damaged_line_stops_the_replay_and_keeps_the_original(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    game = _journal(path)
    lines = path.read_bytes().split(b"\n")
    lines[4] = b'{"do": \xff garbage'
    original = b"\n".join(lines)
    path.write_bytes(original)
    found = find_resumable(path)
    assert found is not None and found.game is not None and found.offered
    # Line 5 is the third action (after the header and its copy): the game comes back
    # as it was before it, the 16 lines from there on left out.
    assert (found.unreadable, found.skipped, found.newer_version) == (1, 16, False)
    assert found.game.actions == game.actions[:2]
    # The original is kept aside byte for byte, beside the autosave, with a date...
    assert found.kept_as is not None and found.kept_as.parent == tmp_path
    assert found.kept_as.name.startswith("autosave.damaged-20")
    assert found.kept_as.read_bytes() == original
    # ...and stays so once the window restarts the journal on the recovered game.
    Autosave(path, fsync=False).start(found.game)
    assert path.read_bytes() != original
    assert found.kept_as.read_bytes() == original


def test_journal_read_whole_keeps_no_copy(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    _journal(path)
    found = find_resumable(path)
    assert found is not None and found.kept_as is None and found.skipped == 0
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.jsonl"]


def test_autosave_of_a_newer_version_is_kept_not_called_damaged(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    text = (
        '{"format":"yahtzee-desktop-journal","version":7,"setup":{"future":true}}\n'
        '{"do":{"type":"levitate"}}\n'
    )
    path.write_text(text, encoding="utf-8")
    found = find_resumable(path)
    assert found is not None and found.game is None
    assert found.newer_version
    assert found.error is not None and found.error.problem is SaveFileProblem.FUTURE_VERSION
    assert found.kept_as is not None and "newer-version" in found.kept_as.name
    assert found.kept_as.read_text(encoding="utf-8") == text
    assert not path.exists()  # a fresh game can start
    fresh = _game()
    Autosave(path, fsync=False).start(fresh)
    fresh.roll()
    again = find_resumable(path)
    assert again is not None and again.game is not None
    assert again.game.actions == fresh.actions


def test_read_autosave_returns_a_finished_game_for_the_history(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    game = _journal_a_finished_game(path)
    assert find_resumable(path) is None
    found = read_autosave(path)
    assert found is not None and found.game is not None and not found.offered
    assert found.game.state.finished and found.game.state == game.state


def test_keep_copy_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "autosave.jsonl"
    path.write_bytes(b"one")
    first = keep_copy(path)
    path.write_bytes(b"two")
    second = keep_copy(path)
    assert first is not None and second is not None and first != second
    assert (first.read_bytes(), second.read_bytes(), path.read_bytes()) == (b"one", b"two", b"two")
    assert keep_copy(tmp_path / "missing.jsonl") is None


def test_the_autosave_starts_again_once_it_can_write(tmp_path: Path) -> None:
    """After a write error the journal is tried again (quietly) and, once the disk has
    room, holds the whole game again: the next crash loses nothing."""
    blocker = tmp_path / "data"
    blocker.write_text("x")  # the folder cannot be made: every write fails
    errors: list[SaveFileError] = []
    path = blocker / "autosave.jsonl"
    autosave = Autosave(path, on_error=errors.append, fsync=False)
    game = _game()
    autosave.start(game)
    game.roll()
    assert not autosave.retry()
    assert len(errors) == 1  # told once, not at every try
    blocker.unlink()  # room again
    assert autosave.retry()
    game.score("chance")
    assert read_journal(path).game.actions == game.actions
    assert len(errors) == 1
