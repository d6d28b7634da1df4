"""Fit how the points still to come of each computer level follow the expert's table.

Run: .venv/bin/python benchmarks/fit_levels.py [--games 20000] [--rules yahtzee] [--seed 99]

Each level (beginner, Good) plays solitaire games with its own bots (strategy/bots.py);
at every turn start the card's state gives the expert table's mean and variance of the
points to come, and the game gives what the level really scored from there. Per level
and number of open boxes k, a least-squares line maps the expert's mean to the level's
(alpha + beta * mean), and gamma scales the expert's spread to the level's (the square
root of the residuals' mean square over the expert's mean variance). These are the
`LEVEL_LAWS` of strategy/levels.py: printed here, pasted there. The seeds are apart from
bench_chances.py's, so the calibration is measured on games the fit never saw.

Measured (2 shared cores, official rules, 20,000 games of each level): the beginner in
50 s, the Good player in 353 s; the laws are in strategy/levels.py.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from yahtzee_desktop.core import preset  # noqa: E402
from yahtzee_desktop.core.card import Card  # noqa: E402
from yahtzee_desktop.strategy import Bot, Level  # noqa: E402
from yahtzee_desktop.strategy.bots import play_turn  # noqa: E402
from yahtzee_desktop.strategy.chances import WinChances  # noqa: E402


def play(bot: Bot, chances: WinChances, rng: random.Random) -> tuple[list[tuple[int, ...]], int]:
    """One solitaire game: (open boxes, state, total) at each turn start, and the final total."""
    card = Card.empty(bot.rules)
    seen = []
    while not card.is_complete():
        seen.append(
            (len(card.rules.boxes) - card.filled_count(), *chances.state(card), card.total())
        )
        card, _seen = play_turn(bot, card, rng)
    return seen, card.total()


def fit(level: Level, chances: WinChances, games: int, seed: int) -> dict[str, object]:
    table = chances.table
    bot = Bot(level, table.model.rules, random.Random(seed))
    rng = random.Random(seed + 1)
    rows: dict[int, list[tuple[float, float, float]]] = {}
    finals = []
    for _ in range(games):
        seen, final = play(bot, chances, rng)
        finals.append(final)
        for k, mask, up, flag, total in seen:
            mean = float(table.values[mask, up, flag])
            var = float(chances.table.variance[mask, up, flag])
            rows.setdefault(k, []).append((mean, var, final - total))
    laws = {}
    for k, got in sorted(rows.items()):
        a = np.array(got)
        mean, var, came = a[:, 0], a[:, 1], a[:, 2]
        if np.ptp(mean) < 1e-6:  # the empty card: one state
            beta, alpha = 1.0, float(came.mean() - mean.mean())
        else:
            beta, alpha = (float(x) for x in np.polyfit(mean, came, 1))
        resid = came - (alpha + beta * mean)
        gamma = float(np.sqrt((resid**2).mean() / max(var.mean(), 1e-9)))
        laws[k] = (round(alpha, 3), round(beta, 4), round(gamma, 4))
    return {"mean": round(float(np.mean(finals)), 2), "laws": laws, "games": games}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--rules", default="yahtzee")
    parser.add_argument("--seed", type=int, default=99)
    parser.add_argument("--cache", type=Path, default=Path("/tmp/yahtzee-fit-cache"))
    args = parser.parse_args()
    chances = WinChances.load_or_build(preset(args.rules), args.cache)
    for level in (Level.BEGINNER, Level.CLUB):
        started = time.perf_counter()
        got = fit(level, chances, args.games, args.seed)
        print(f"# {level}: {args.games} games in {time.perf_counter() - started:.0f} s")
        print(f"{level.value!r}: {got!r},")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
