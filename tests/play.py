"""Legal play through the public game API, shared by the tests: random, greedy, or
written on a real-dice pad."""

from __future__ import annotations

import random
from collections.abc import Sequence

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup


def random_action(game: Game, rng: random.Random, reroll: float = 0.0) -> None:
    """Roll if the turn has no dice yet (or, with probability `reroll`, again while rolls
    remain, holding random dice); otherwise score a random legal box."""
    state = game.state
    if state.rolls == 0:
        game.roll()
    elif state.rolls < state.rolls_allowed and rng.random() < reroll:
        hold = [rng.random() < 0.4 for _ in range(state.setup.rules.dice)]
        hold[0] = hold[0] and not all(hold)
        game.roll(hold)
    else:
        column, box = rng.choice(sorted(state.options()))
        game.score(box, column)


def play(game: Game, rng: random.Random, actions: int | None = None, reroll: float = 0.0) -> Game:
    """Take `actions` random actions, or play until the series is over."""
    taken = 0
    while not game.state.finished and (actions is None or taken < actions):
        random_action(game, rng, reroll)
        taken += 1
    return game


def greedy_step(game: Game) -> None:
    """One step of `play_greedily`: roll, or score the first roll in the box worth most."""
    state = game.state
    if state.rolls == 0:
        game.roll()
    else:
        options = state.options()
        column, box = max(options, key=lambda o: options[o])
        game.score(box, column)


def play_greedily(game: Game) -> Game:
    """Play the series to its end without rerolling: each turn scores its first roll in
    the box worth most (the first such box, so the game is the same on every run)."""
    while not game.state.finished:
        greedy_step(game)
    return game


def pad_game(
    names: Sequence[str] = ("Mum", "Dad"), started: str = "2025-12-24T20:00:00+01:00"
) -> Game:
    """A real-dice pad series of Yahtzee written to its end, the first seat starting:
    each turn writes its first open box with the fewest points above zero it can hold
    (zero where it holds no other)."""
    game = Game(
        GameSetup.simple(
            list(names), preset("yahtzee"), dice_mode=DiceMode.PHYSICAL, started=started
        )
    )
    game.set_starter(0)
    while not game.state.finished:
        card = game.state.card
        box = card.open_boxes()[0]
        game.write(box, min(card.possible_points(box) - {0}, default=0))
    return game
