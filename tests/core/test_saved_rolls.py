"""Saved rolls (Maxi Yatzy's option, on by default): the rolls a turn leaves unused are
kept for that player's later turns of the game; a saved game and the journal replay to
the same savings."""

from __future__ import annotations

import pytest

from yahtzee_desktop.core.dice import IllegalMove, MoveRefusal
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import game_from_dict, game_to_dict
from yahtzee_desktop.core.setup import DiceMode, GameSetup


def maxi_game(names=("Ann", "Bob"), games=1, **options) -> Game:
    return Game(GameSetup.simple(list(names), preset("maxi-yatzy", **options), seed=7, games=games))


def score_any(game: Game) -> None:
    column, box = sorted(game.state.options())[0]
    game.score(box, column)


def test_unused_rolls_go_to_the_same_players_later_turns() -> None:
    game = maxi_game()
    state = game.state
    first = state.seat
    assert (state.rolls_allowed, state.saved_rolls) == (3, 0)
    assert len(game.roll()) == 6 and len(game.state.held) == 6
    score_any(game)  # Ann used one roll of three: two saved
    assert game.state.saved_rolls == 0 and game.state.rolls_allowed == 3  # Bob's turn
    game.roll()
    game.roll()
    game.roll()
    with pytest.raises(IllegalMove) as refused:
        game.roll()
    assert refused.value.kind == MoveRefusal.NO_ROLLS_LEFT
    score_any(game)  # Bob used all three: nothing saved
    state = game.state
    assert state.seat == first and state.saved_rolls == 2 and state.rolls_allowed == 5
    for _ in range(5):
        game.roll((True,) + (False,) * 5 if game.state.dice else ())
    with pytest.raises(IllegalMove):
        game.roll()
    score_any(game)  # Ann used her five: the savings are spent
    score_any_turn(game)  # Bob
    assert game.state.saved_rolls == 0 and game.state.rolls_allowed == 3


def score_any_turn(game: Game) -> None:
    game.roll()
    score_any(game)


def test_savings_add_up_and_end_with_the_game() -> None:
    game = maxi_game(names=("Solo",), games=2)
    for turn in range(1, 5):
        score_any_turn(game)
        assert game.state.saved_rolls == 2 * turn
    while game.state.game_index == 0:
        score_any_turn(game)
    assert game.state.saved_rolls == 0  # a new game starts without savings


def test_without_the_option_every_turn_has_three_rolls() -> None:
    game = maxi_game(saved_rolls=False)
    assert game.setup.rules.options == {"saved_rolls": False}
    score_any_turn(game)
    score_any_turn(game)
    assert (game.state.saved_rolls, game.state.rolls_allowed) == (0, 3)
    five = Game(GameSetup.simple(["Ann"], preset("yatzy"), seed=1))
    score_any_turn(five)
    assert (five.state.saved_rolls, five.state.rolls_allowed) == (0, 3)
    with pytest.raises(Exception, match="not part of"):
        preset("yatzy", saved_rolls=True)


def test_real_dice_may_be_entered_on_a_saved_roll() -> None:
    game = Game(
        GameSetup.simple(["Ann"], preset("maxi-yatzy"), seed=1, dice_mode=DiceMode.PHYSICAL)
    )
    with pytest.raises(IllegalMove, match="rolls 1 to 3"):
        game.enter_dice((1, 2, 3, 4, 5, 6), roll=4)
    with pytest.raises(IllegalMove, match="6 faces"):
        game.enter_dice((1, 2, 3, 4, 5), roll=1)
    game.enter_dice((1, 2, 3, 4, 5, 6), roll=1)
    game.score("full_straight")
    assert game.state.saved_rolls == 2
    game.enter_dice((6, 6, 6, 6, 6, 6), roll=5)
    game.score("yahtzee")
    assert game.state.saved_rolls == 0
    game.write("chance", 20)  # written without dice: the savings stay as they were
    assert game.state.saved_rolls == 0


def test_a_saved_game_and_the_journal_replay_the_savings(tmp_path) -> None:
    game = maxi_game()
    journal = Journal(tmp_path / "j.jsonl", game, fsync=False)
    score_any_turn(game)  # Ann saves two
    game.roll()
    game.roll((True, False, True, False, False, False))
    score_any(game)  # Bob saves one
    game.roll()
    journal.note_holds((True, True, False, False, False, False))
    state = game.state
    first = state.seat
    assert state.saved[0][first] == 2 and state.saved[0][1 - first] == 1
    assert state.rolls_allowed == 5
    again = game_from_dict(game_to_dict(game))
    assert again.state.saved == state.saved and again.state.dice == state.dice
    recovered = read_journal(tmp_path / "j.jsonl")
    journal.close()
    assert recovered.game.state.saved == state.saved
    assert recovered.game.state.dice == state.dice and recovered.game.state.rolls_allowed == 5
    assert recovered.holds == (True, True, False, False, False, False)


def test_undo_gives_the_savings_back() -> None:
    game = maxi_game()
    first = game.state.seat
    score_any_turn(game)
    assert game.state.saved[0][first] == 2
    game.undo()
    game.undo()
    assert game.state.saved[0] == (0, 0) and game.state.rolls_allowed == 3
