import random

import pytest

from tests.play import play, random_action
from yahtzee_desktop.core import IllegalMove, preset
from yahtzee_desktop.core.actions import EnterDice, Roll
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.roll_off import decide_roll_off
from yahtzee_desktop.core.seeds import SeedCodeError, dice_for, format_seed, parse_seed
from yahtzee_desktop.core.setup import DiceMode, GameSetup, Player, Seat, StartRule


def play_randomly(game, rng):
    play(game, rng, reroll=0.6)
    assert game.state.finished


def test_turn_flow_and_rolls():
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=7))
    state = game.state
    first = state.seat
    assert state.rolls == 0 and state.dice is None and state.options() == {}
    with pytest.raises(IllegalMove, match="before scoring"):
        game.score("chance")
    with pytest.raises(IllegalMove, match="first roll"):
        game.roll((True, False, False, False, False))
    d1 = game.roll()
    d2 = game.roll((True, True, False, False, False))
    assert d2[:2] == d1[:2]
    d3 = game.roll((False, True, False, True, False))
    with pytest.raises(IllegalMove, match="no rolls left"):
        game.roll()
    assert game.state.rolls == 3
    game.score("chance")
    assert game.state.seat != first and game.state.rolls == 0
    assert game.state.cards[0][first].value("chance") == sum(d3)


def test_series_of_games_with_cumulative_totals_and_outcome():
    game = Game(GameSetup.simple(["Ann", "Bob", "Cy"], preset("yahtzee"), games=3, seed=99))
    play_randomly(game, random.Random(1))
    state = game.state
    assert state.finished
    assert all(c.is_complete() for g in state.cards for c in g)
    assert state.series_totals() == tuple(
        sum(state.totals(g)[s] for g in range(3)) for s in range(3)
    )
    outcome = state.series_outcome()
    assert max(outcome.totals) == outcome.totals[outcome.winners[0]]
    with pytest.raises(IllegalMove, match="over"):
        game.roll()


def test_ties_share_the_win():
    game = Game(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, seed=3, dice_mode="physical")
    )
    for _ in range(13):
        for _seat in range(2):
            box = game.state.card.open_boxes()[0]
            game.write(box, 0)
    outcome = game.state.outcome(0)
    assert outcome.winners == (0, 1) and outcome.shared


def test_undo_redo_restores_scored_box_and_bonus():
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=5))
    play_randomly(game, random.Random(2))
    final = game.state.card.total()
    n = len(game.actions)
    while game.can_undo:
        game.undo()
    assert game.state.card.total() == 0 and len(game.redo_actions) == n
    while game.can_redo:
        game.redo()
    assert game.state.card.total() == final
    game.undo()
    assert game.can_redo
    game.redo()
    assert game.state.finished


def test_undo_then_new_action_clears_redo():
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=5))
    game.roll()
    game.score("chance")
    game.undo()
    game.score("aces")
    assert not game.can_redo and game.state.card.value("chance") is None


def test_replay_is_exact():
    setup = GameSetup.simple(["Ann", "Bob"], preset("yacht"), games=2, seed=1234)
    game = Game(setup)
    play_randomly(game, random.Random(3))
    again = Game.replay(setup, game.actions)
    assert again.state == game.state


def test_challenge_gives_everyone_the_same_rolls():
    setup = GameSetup.simple(
        ["Ann", "Bob"],
        preset("yahtzee"),
        seed=77,
        challenge=True,
    )
    game = Game(setup)
    rolls = {}
    for _ in range(2):
        seat = game.state.seat
        rolls[seat] = (game.roll(), game.roll((True, False, True, False, False)))
        game.score("chance")
    a, b = rolls.values()
    assert a == b
    # Without the challenge, each seat has its own rolls.
    assert dice_for(77, 0, 0, 0, 0, 5) != dice_for(77, 0, 1, 0, 0, 5)
    assert dice_for(77, 0, None, 0, 0, 5) == dice_for(77, 0, None, 0, 0, 5)


def test_seed_codes_round_trip_and_catch_typos():
    for seed in (0, 1, 42, 2**40 - 1, 123456789):
        code = format_seed(seed)
        assert parse_seed(code) == seed
        assert parse_seed(code.lower().replace("-", " ")) == seed
    code = format_seed(42)
    wrong = code[:-1] + ("A" if code[-1] != "A" else "B")
    with pytest.raises(SeedCodeError, match="typing mistake") as info:
        parse_seed(wrong)
    assert info.value.typo
    with pytest.raises(SeedCodeError, match="nine") as info:
        parse_seed("abc")
    assert not info.value.typo
    example = str(info.value).rsplit(" ", 1)[-1]
    assert parse_seed(example) == 0x3A5F1C2B7  # the example in the message is a real code


def test_roll_off_highest_total_starts_ties_roll_again():
    assert decide_roll_off({0: 20, 1: 25, 2: 25}) == [1, 2]
    for seed in range(40):
        setup = GameSetup.simple(["A", "B", "C", "D"], preset("yahtzee"), seed=seed)
        off = Game(setup).state.roll_off()
        assert off is not None
        last = dict(off.rounds[-1])
        best = max(sum(d) for d in last.values())
        assert [s for s, d in last.items() if sum(d) == best] == [off.starter]
        for earlier in off.rounds[:-1]:
            totals = {s: sum(d) for s, d in earlier}
            assert len(decide_roll_off(totals)) > 1
        assert Game(setup).state.order()[0] == off.starter
    one = GameSetup.simple(["A", "B"], preset("yahtzee"), seed=1, start_rule=StartRule.ROLL_ONE)
    assert all(len(d) == 1 for r in Game(one).state.roll_off().rounds for _, d in r)


def test_previous_winner_starts_next_game():
    setup = GameSetup.simple(
        ["A", "B", "C"], preset("yacht"), games=2, seed=11, start_rule="previous_winner"
    )
    game = Game(setup)
    rng = random.Random(4)
    while game.state.game_index == 0:
        random_action(game, rng)
    winners = game.state.outcome(0).winners
    assert game.state.starter(1) in winners


def test_teams_share_a_card_and_rotate_members():
    team = Seat("Blue", (Player("Ann"), Player("Bob")))
    game = Game(GameSetup(preset("yahtzee"), (team, Seat.solo("Cy")), seed=2))
    seen = []
    for _ in range(4):
        if game.state.seat == 0:
            seen.append(game.state.player.name)
        game.roll()
        game.score(game.state.card.open_boxes()[0])
    assert seen == ["Ann", "Bob"]


def test_physical_dice_mode():
    setup = GameSetup.simple(
        ["Ann", "Bob"], preset("yams", dry_column=True), dice_mode=DiceMode.PHYSICAL
    )
    game = Game(setup)
    with pytest.raises(IllegalMove, match="enter the dice"):
        game.roll()
    game.set_starter(1)
    assert game.state.seat == 1
    game.enter_dice((4, 4, 4, 2, 4), roll=2)
    with pytest.raises(IllegalMove, match="first roll"):
        game.score("yahtzee", 3)
    game.enter_dice((4, 4, 4, 4, 4), roll=3)
    game.score("yahtzee", 2)
    assert game.state.cards[0][1].value("yahtzee", 2) == 50
    with pytest.raises(IllegalMove, match="before the game's first turn"):
        game.set_starter(0)
    game.write("aces", 3, column=0)
    with pytest.raises(IllegalMove):
        game.apply(EnterDice((1, 2, 3, 4, 7)))
    with pytest.raises(IllegalMove, match="physical"):
        Game(GameSetup.simple(["A"], preset("yahtzee"))).apply(EnterDice((1, 2, 3, 4, 5)))


def test_setup_limits():
    with pytest.raises(ValueError):
        GameSetup.simple([], preset("yahtzee"))
    with pytest.raises(ValueError):
        GameSetup.simple([str(i) for i in range(9)], preset("yahtzee"))
    with pytest.raises(ValueError):
        GameSetup.simple(["A"], preset("yahtzee"), games=7)
    with pytest.raises(ValueError):
        GameSetup.simple(["A"], preset("yahtzee"), challenge=True, dice_mode="physical")
    with pytest.raises(ValueError):
        Player("x" * 501)
    assert Game(GameSetup.simple(["", "<b>x</b>", "مرحبا 🎲"], preset("yahtzee"))).state.seat in (
        0,
        1,
        2,
    )


def test_every_preset_plays_to_the_end_through_the_game():
    for name in ("yahtzee", "triple-yahtzee", "yacht", "yatzy", "yams"):
        game = Game(GameSetup.simple(["A", "B"], preset(name), seed=8))
        play_randomly(game, random.Random(name))
        assert game.state.finished
        assert Roll in {type(a) for a in game.actions}


def test_switch_dice_between_turns_keeps_the_order():
    game = Game(GameSetup.simple(["Ann", "Bob", "Cy"], preset("yahtzee"), seed=12))
    order = game.state.order()
    game.roll()
    with pytest.raises(IllegalMove, match="between turns"):
        game.switch_dice("physical")
    game.score("chance")
    seat = game.state.seat
    game.switch_dice("physical")
    assert game.state.dice_mode is DiceMode.PHYSICAL
    assert game.state.order() == order and game.state.seat == seat
    game.enter_dice((6, 6, 6, 6, 6))
    game.score("yahtzee")
    game.switch_dice(DiceMode.APP)
    game.roll()
    replayed = Game.replay(game.setup, game.actions)
    assert replayed.state == game.state
    with pytest.raises(IllegalMove, match="challenge"):
        Game(GameSetup.simple(["A"], preset("yahtzee"), challenge=True)).switch_dice("physical")


def test_correct_a_box_recomputes_totals_and_is_logged():
    setup = GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=2, dice_mode="physical")
    game = Game(setup)
    game.write("fours", 16)  # Ann
    game.write("yahtzee", 50)  # Bob
    game.write("sixes", 18)  # Ann
    game.correct(0, 0, "fours", 20)
    card = game.state.cards[0][0]
    assert card.value("fours") == 20 and card.total() == 38
    assert game.state.seat == 1  # a correction takes no turn
    game.correct(0, 1, "yahtzee", 50, yahtzee_bonuses=2)
    assert game.state.cards[0][1].total() == 250
    with pytest.raises(IllegalMove, match="cannot hold 21"):
        game.correct(0, 0, "fours", 21)
    with pytest.raises(IllegalMove, match="still open"):
        game.correct(0, 0, "chance", 20)
    with pytest.raises(IllegalMove, match="no such game"):
        game.correct(1, 0, "fours", 20)
    game.undo()
    assert game.state.cards[0][1].total() == 50
    assert [a.type for a in game.actions][-1] == "correct"
    app = Game(GameSetup.simple(["A"], preset("yahtzee")))
    app.roll()
    app.score("chance")
    with pytest.raises(IllegalMove, match="physical"):
        app.correct(0, 0, "chance", 5)


def test_a_finished_series_can_still_be_corrected():
    game = Game(GameSetup.simple(["Ann"], preset("yacht"), dice_mode="physical"))
    for box in preset("yacht").boxes:
        game.write(box, 0)
    assert game.state.finished
    game.correct(0, 0, "chance", 17)
    assert game.state.finished and game.state.totals(0) == (17,)
    with pytest.raises(IllegalMove, match="over"):
        game.enter_dice((1, 2, 3, 4, 5))


def test_correcting_the_last_winner_changes_who_starts_the_next_game():
    setup = GameSetup.simple(
        ["Ann", "Bob"], preset("yacht"), games=2, dice_mode="physical",
        start_rule="previous_winner",
    )  # fmt: skip
    game = Game(setup)
    for box in preset("yacht").boxes:
        game.write(box, 5 if box == "chance" else 0)  # Ann
        game.write(box, 0)  # Bob
    assert game.state.outcome(0).winners == (0,) and game.state.seat == 0
    game.correct(0, 1, "chance", 30)  # Bob had in fact 30 in Chance: he won and starts
    assert game.state.starter(1) == 1 and game.state.seat == 1
    assert Game.replay(setup, game.actions).state == game.state


def test_running_series_totals():
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yacht"), games=3, seed=4))
    play(game, random.Random(8))
    state = game.state
    assert state.series_totals(0) == state.totals(0)
    assert state.series_totals(2) == state.series_totals()


def _fill_all_but_dry(game: Game) -> None:
    """Score the seat's turns in the three ordinary columns until only the dry one is open."""
    dry = 3
    while any(game.state.card.open_boxes(c) for c in range(dry)):
        if game.state.dice is None:
            game.roll()
        column, box = min(k for k in game.state.options() if k[0] != dry)
        game.score(box, column)


def test_yams_dry_column_alone_allows_a_single_roll():
    """Only dry-column boxes left: a second roll could go nowhere, so it is not offered."""
    game = Game(GameSetup.simple(["Ann"], preset("yams", dry_column=True), seed=11))
    assert game.state.rolls_allowed == 3
    _fill_all_but_dry(game)
    assert game.state.rolls_allowed == 1
    game.roll()
    assert game.state.options(), "the first roll always has a box"
    with pytest.raises(IllegalMove, match="first roll"):
        game.roll((True, False, False, False, False))
    column, box = min(game.state.options())
    game.score(box, column)
    assert game.state.rolls_allowed == 1


def test_yams_dry_column_alone_with_real_dice_takes_roll_one_only():
    setup = GameSetup.simple(
        ["Ann"], preset("yams", dry_column=True), seed=11, dice_mode=DiceMode.PHYSICAL
    )
    game = Game(setup)
    while any(game.state.card.open_boxes(c) for c in range(3)):
        game.enter_dice((1, 2, 3, 4, 6), roll=1)
        column, box = min(k for k in game.state.options() if k[0] != 3)
        game.score(box, column)
    with pytest.raises(IllegalMove, match="first roll"):
        game.enter_dice((4, 4, 4, 4, 4), roll=2)
    game.enter_dice((4, 4, 4, 4, 4), roll=1)
    assert game.state.options()[(3, "yahtzee")] == 50


def test_other_columns_keep_three_rolls():
    game = Game(GameSetup.simple(["Ann"], preset("yams", dry_column=True), seed=5))
    game.roll()
    game.roll((True, True, False, False, False))
    game.roll((True, True, False, False, False))
    assert game.state.rolls == 3 == game.state.rolls_allowed
