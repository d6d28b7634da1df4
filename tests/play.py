"""Random legal play through the public game API, shared by the tests."""

from __future__ import annotations

import random

from yahtzee_desktop.core.game import Game


def random_action(game: Game, rng: random.Random, reroll: float = 0.0) -> None:
    """Roll if the turn has no dice yet (or, with probability `reroll`, again while rolls
    remain, holding random dice); otherwise score a random legal box."""
    state = game.state
    if state.rolls == 0:
        game.roll()
    elif state.rolls < state.rolls_allowed and rng.random() < reroll:
        hold = [rng.random() < 0.4 for _ in range(5)]
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


def play_greedily(game: Game) -> Game:
    """Play the series to its end without rerolling: each turn scores its first roll in
    the box worth most (the first such box, so the game is the same on every run)."""
    while not game.state.finished:
        state = game.state
        if state.rolls == 0:
            game.roll()
        else:
            options = state.options()
            column, box = max(options, key=lambda o: options[o])
            game.score(box, column)
    return game
