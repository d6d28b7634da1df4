"""History database: opening the statistics of 10,000 stored games (target < 300 ms).

Builds a database of 10,000 finished games (kept in a temporary folder, or the path
given as the first argument so it can be reused), then times what the statistics
dialog does: open the database, high scores, the player's statistics and histogram,
and the latest games list.
Run: .venv/bin/python benchmarks/bench_history.py [DB_PATH]
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import History

GAMES = 10_000


def random_game(seed: int) -> Game:
    names = ["Ann"] if seed % 3 else ["Ann", "Bob"]
    game = Game(GameSetup.simple(names, preset("yahtzee"), seed=seed, started=f"s{seed}"))
    rng = random.Random(seed)
    while not game.state.finished:
        if game.state.rolls == 0:
            game.roll()
        else:
            options = game.state.options()
            column, box = max(options, key=lambda k: (options[k], rng.random()))
            game.score(box, column)
    return game


def build(path: Path) -> None:
    history = History(path)
    have = history.game_count()
    start = time.perf_counter()
    history.db.execute("PRAGMA synchronous = OFF")  # building the fixture only
    for seed in range(have, GAMES):
        history.record_game(random_game(seed), 0, played_at=f"2026-01-01T00:00:{seed:06d}")
    if have < GAMES:
        print(f"built {GAMES - have} games in {time.perf_counter() - start:.1f} s")
    history.close()


def open_statistics(path: Path) -> float:
    start = time.perf_counter()
    history = History(path)
    history.high_scores("yahtzee", solo=True)
    history.high_scores("yahtzee", solo=False)
    stats = history.player_stats("Ann", "yahtzee")
    stats.histogram()
    history.games(200)
    elapsed = (time.perf_counter() - start) * 1000
    assert stats.games == GAMES
    history.close()
    return elapsed


def main() -> None:
    folder = Path(sys.argv[1]).parent if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else folder / "history.sqlite"
    build(path)
    times = sorted(open_statistics(path) for _ in range(5))
    print(
        f"open statistics of {GAMES:,} games: median {times[2]:.0f} ms, "
        f"worst {times[-1]:.0f} ms (target < 300 ms)"
    )


if __name__ == "__main__":
    main()
