"""The story of a game: each box told as the family wrote it, a series' chances from its totals."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.play import play
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.strategy.chances import WinChances
from yahtzee_desktop.strategy.story import Story, current_chances, tell_story


@pytest.fixture(scope="module")
def chances(table_cache: Path) -> WinChances:
    return WinChances.load_or_build(preset("yahtzee"), table_cache)


def _written(names: list[str], boxes: list[tuple[str, int, bool]], games: int = 1) -> Game:
    """A real-dice game whose seats write these boxes in turn: (box, points, bonus)."""
    setup = GameSetup.simple(names, preset("yahtzee"), games=games, seed=1, dice_mode="physical")
    game = Game(setup)
    for box, points, bonus in boxes:
        game.write(box, points, yahtzee_bonus=bonus)
    return game


def _moment_of(story: Story, step: int):  # type: ignore[no-untyped-def]
    """The moment of a step, whether or not it is among the biggest swings."""
    return next(m for m in story.moments(count=99, least=0.0) if m.step == step)


def test_a_yahtzee_bonus_is_told_apart_from_the_box(chances: WinChances) -> None:
    # Mum's 30 in Sixes with a Yahtzee bonus of 100 added 130 to her total: the story
    # used to say "Mum scores 130 in Sixes".
    game = _written(
        ["Mum", "Kids"],
        [
            ("yahtzee", 50, False),
            ("chance", 20, False),
            ("sixes", 30, True),  # an extra Yahtzee of sixes in its upper box
        ],
    )
    story = tell_story(chances, game.setup, game.actions, 0)
    step = story.steps[2]
    assert (step.box, step.points, step.written, step.yahtzee_bonus, step.upper_bonus) == (
        "sixes",
        130,
        30,
        100,
        0,
    )
    assert _moment_of(story, 2).wording() == ("scores_yahtzee_bonus", {"points": 30, "bonus": 100})
    assert _moment_of(story, 0).wording() == ("scores", {"points": 50})


def test_a_joker_and_the_upper_bonus_are_told_apart(chances: WinChances) -> None:
    game = _written(
        ["Mum", "Kids"],
        [
            ("yahtzee", 50, False),
            ("chance", 20, False),
            ("sixes", 30, True),
            ("aces", 3, False),
            ("large_straight", 40, True),  # a joker: an extra Yahtzee of sixes as a straight
            ("twos", 6, False),
            ("aces", 3, False),
            ("threes", 9, False),
            ("twos", 6, False),
            ("fours", 12, False),
            ("threes", 9, False),
            ("fives", 15, False),
            ("fours", 12, False),
            ("sixes", 18, False),  # Kids reach 63: the upper bonus comes with this box
        ],
    )
    story = tell_story(chances, game.setup, game.actions, 0)
    joker = story.steps[4]
    assert (joker.written, joker.yahtzee_bonus, joker.points) == (40, 100, 140)
    assert _moment_of(story, 4).wording() == ("scores_yahtzee_bonus", {"points": 40, "bonus": 100})
    upper = story.steps[13]
    assert (upper.seat, upper.box, upper.written, upper.upper_bonus, upper.points) == (
        1,
        "sixes",
        18,
        35,
        53,
    )
    assert _moment_of(story, 13).wording() == ("scores_upper_bonus", {"points": 18, "bonus": 35})
    # Mum crosses out a box with an extra Yahtzee: the bonus is hers all the same.
    game.write("fives", 0, yahtzee_bonus=True)
    story = tell_story(chances, game.setup, game.actions, 0)
    crossed = story.steps[14]
    assert (crossed.written, crossed.yahtzee_bonus, crossed.points) == (0, 100, 100)
    assert _moment_of(story, 14).wording() == ("crosses_yahtzee_bonus", {"bonus": 100})


def _second_game_begun(seed: int) -> Game:
    game = Game(GameSetup.simple(["Mum", "Kids", "Robo"], preset("yahtzee"), games=2, seed=seed))
    rng = random.Random(seed)
    while game.state.game_index == 0:
        play(game, rng, actions=1, reroll=0.3)
    return game


def test_a_series_counts_the_games_before(chances: WinChances) -> None:
    # At the start of game 2 the column showed 33 % each whatever game 1's totals: the
    # series goes to the highest total over its games, so they count.
    game = _second_game_begun(7)
    state = game.state
    before = state.series_totals(0)
    assert len(set(before)) == 3
    this_game = current_chances(chances, state)
    assert this_game == pytest.approx([1 / 3] * 3)
    series = current_chances(chances, state, series=True)
    assert sum(series) == pytest.approx(1.0)
    assert sorted(range(3), key=series.__getitem__) == sorted(range(3), key=before.__getitem__)
    assert max(series) > 1 / 3 + 0.05 and min(series) < 1 / 3 - 0.03
    # The end-of-series story starts game 2 where game 1 left the series' chances.
    play(game, random.Random(1), reroll=0.3)
    story = tell_story(chances, game.setup, game.actions)
    assert story.series
    first_of_two = next(i for i, s in enumerate(story.steps) if s.game == 1)
    last_of_one = story.chances_at(first_of_two - 1)
    assert last_of_one == pytest.approx(series)
    assert story.steps[-1].chances in {(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)} or (
        len({round(c, 6) for c in story.steps[-1].chances}) < 3
    )


def test_a_story_knows_the_playing_order(chances: WinChances) -> None:
    """The legends (the app's chart, the printed page) list the seats as the players panel
    does: from the starter, here Kids, chosen on the table with real dice."""
    setup = GameSetup.simple(["Mum", "Kids", "Robo"], preset("yahtzee"), seed=1)
    setup = GameSetup(setup.rules, setup.seats, games=1, seed=1, dice_mode="physical")
    game = Game(setup)
    game.set_starter(1)
    assert game.state.order() == (1, 2, 0)
    assert tell_story(chances, game.setup, game.actions, 0).playing_order() == (1, 2, 0)
    game.write("chance", 20)
    story = tell_story(chances, game.setup, game.actions, 0)
    assert story.steps[0].seat == 1 and story.playing_order() == (1, 2, 0)
    # A story made without the order (not told from a log) lists the seats as entered.
    assert Story(False, story.start, story.steps).playing_order() == (0, 1, 2)


def test_a_series_story_lists_the_seats_as_the_panel_does(chances: WinChances) -> None:
    """Mid-series the panel lists the game in play's order (game 2's, before its first
    box: its starter is not game 1's); each game's story its own."""
    game = _second_game_begun(7)
    state = game.state
    assert state.order(0) == (1, 2, 0) and state.order(1) == state.order() == (2, 0, 1)
    for g in (0, 1):
        assert tell_story(chances, game.setup, game.actions, g).playing_order() == state.order(g)
    assert tell_story(chances, game.setup, game.actions).playing_order() == state.order()
