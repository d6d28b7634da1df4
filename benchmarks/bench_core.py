"""Core engine speed: random legal games per second, and replaying a full series.

Targets (2-core machine): >= 2,000 random games/s of card-level play (official rules);
replaying the log of a finished six-game series for four players < 20 ms.
Run: .venv/bin/python benchmarks/bench_core.py
"""

from __future__ import annotations

import random
import statistics
import time

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup


def random_card_games(seconds: float = 2.0) -> float:
    rules = preset("yahtzee")
    rng = random.Random(1)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        card = Card.empty(rules)
        while not card.is_complete():
            dice = tuple(rng.randint(1, 6) for _ in range(5))
            column, box = rng.choice(list(card.options(dice)))
            card = card.place(dice, box, column)
        card.total()
        games += 1
    return games / (time.perf_counter() - start)


def finished_series() -> Game:
    setup = GameSetup.simple(["Ann", "Bob", "Cy", "Dee"], preset("yahtzee"), games=6, seed=9)
    game = Game(setup)
    rng = random.Random(2)
    while not game.state.finished:
        state = game.state
        if state.rolls == 0 or (state.rolls < 3 and rng.random() < 0.6):
            hold = [rng.random() < 0.4 for _ in range(5)] if state.rolls else [False] * 5
            hold[0] = hold[0] and not all(hold)
            game.roll(hold)
        else:
            column, box = rng.choice(sorted(state.options()))
            game.score(box, column)
    return game


def replay_ms(game: Game, repeats: int = 15) -> list[float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        again = Game.replay(game.setup, game.actions)
        again.state.series_totals()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    rate = random_card_games()
    print(f"random card-level games (official rules): {rate:,.0f} games/s (target >= 2,000)")
    game = finished_series()
    times = replay_ms(game)
    print(
        f"replay of a 6-game, 4-player series ({len(game.actions)} actions): "
        f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms (target < 20 ms)"
    )


if __name__ == "__main__":
    main()
