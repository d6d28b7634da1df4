"""A damaged journal line costs that action, not every action after it."""

from __future__ import annotations

import json

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.setup import GameSetup


def journal_of_41_lines(path, holds_on_second_roll: bool = False) -> Game:
    """A header and 40 actions: turns of roll, roll, score (and one last roll)."""
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=2024, games=2))
    journal = Journal(path, game, fsync=False)
    while len(game.actions) < 40:
        state = game.state
        if state.rolls == 0:
            game.roll()
        elif state.rolls == 1:
            game.roll((holds_on_second_roll, False, False, False, False))
        else:
            game.score(state.card.open_boxes()[0])
    journal.close()
    assert len(path.read_text(encoding="utf-8").splitlines()) == 41
    return game


def damage(path, number: int, text: str = '{"do": {"type": "ro') -> None:
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[number - 1] = text
    path.write_text("\n".join(lines), encoding="utf-8")


def test_a_damaged_fifth_line_keeps_every_action_that_still_applies(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path)
    damage(path, 5)  # the first roll of the second turn
    recovered = read_journal(path)
    # Every other action still applies: the second roll becomes the turn's first one.
    assert recovered.unreadable == 1
    assert recovered.not_applied == 0
    assert recovered.skipped == 1
    assert not recovered.cut_short
    assert len(recovered.game.actions) == 39
    assert recovered.game.actions[:3] == game.actions[:3]
    assert recovered.game.actions[3:] == game.actions[4:]
    assert recovered.game.state.turn == game.state.turn  # not back at turn 2
    assert recovered.warnings == ["line 5 is damaged and was skipped"]


def test_actions_that_no_longer_apply_are_counted_and_the_rest_replayed(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = journal_of_41_lines(path, holds_on_second_roll=True)
    damage(path, 5, "\x00\x01 not json")
    recovered = read_journal(path)
    # Line 6 (a roll holding a die) cannot be a turn's first roll, nor line 7 score
    # dice not rolled: they no longer apply; every later line is replayed.
    assert recovered.unreadable == 1
    assert recovered.not_applied == 2
    assert len(recovered.game.actions) == 37
    assert recovered.game.actions[3:] == game.actions[6:]
    filled = [sum(c.filled_count() for c in g.state.cards[0]) for g in (recovered.game, game)]
    assert filled[0] == filled[1] - 1  # one score lost, every other one kept
    assert [w.split(" (")[0] for w in recovered.warnings] == [
        "line 5 is damaged and was skipped",
        "line 6 no longer applies",
        "line 7 no longer applies",
    ]


def test_wrong_entries_are_unreadable_not_fatal(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    damage(path, 10, json.dumps({"do": {"type": "teleport"}}))
    damage(path, 20, json.dumps([1, 2, 3]))
    damage(path, 30, "[" * 100_000)
    recovered = read_journal(path)
    assert recovered.unreadable == 3
    assert len(recovered.game.actions) + recovered.skipped == 40


def test_undo_with_nothing_to_undo_is_not_applied(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    Journal(path, game, fsync=False).close()
    with path.open("a", encoding="utf-8") as f:
        f.write(
            '{"undo":true}\n{"redo":true}\n{"do":{"type":"roll","hold":[false,false,false,false,false]}}\n'
        )
    recovered = read_journal(path)
    assert recovered.not_applied == 2
    assert len(recovered.game.actions) == 1


def test_cut_short_last_line_is_flagged(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    path.write_bytes(path.read_bytes()[:-9])
    recovered = read_journal(path)
    assert recovered.cut_short and recovered.unreadable == 1
    assert len(recovered.game.actions) == 39


def test_a_journal_of_a_newer_version_says_so(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    header["version"] = 2
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        read_journal(path)
    assert caught.value.problem is SaveFileProblem.FUTURE_VERSION


def test_holds_set_after_the_last_action_are_read_back(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((True, False, False, False, False))
    journal.note_holds((True, False, True, False, False))
    journal.close()
    recovered = read_journal(path)
    assert recovered.holds == (True, False, True, False, False)
    assert recovered.skipped == 0 and not recovered.warnings
    assert len(recovered.game.actions) == 1


def test_holds_before_an_action_are_not_read_back(tmp_path):
    """A roll, score or undo after the holds ends what they were set for."""
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((False, True, False, False, False))
    game.undo()
    journal.close()
    assert read_journal(path).holds is None


def test_a_journal_without_holds_reads_as_before(tmp_path):
    path = tmp_path / "autosave.jsonl"
    journal_of_41_lines(path)
    recovered = read_journal(path)
    assert recovered.holds is None and recovered.skipped == 0


@pytest.mark.parametrize(
    "value", ["[true]", "[1,0,0,0,0]", '"yes"', "null", "[true,true,true,true,true,true]"]
)
def test_an_odd_hold_line_is_ignored_and_not_counted(tmp_path, value):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.note_holds((True, False, False, False, False))
    journal.close()
    with path.open("a", encoding="utf-8") as f:
        f.write('{"hold":' + value + "}\n")
    recovered = read_journal(path)
    assert recovered.holds == (True, False, False, False, False)  # the last good one
    assert recovered.skipped == 0 and len(recovered.game.actions) == 1


def test_holds_are_written_only_while_the_journal_is_open(tmp_path):
    path = tmp_path / "autosave.jsonl"
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    journal = Journal(path, game, fsync=False)
    game.roll()
    journal.close()
    journal.note_holds((True, True, False, False, False))
    assert read_journal(path).holds is None
