"""Calibration of the win chances at tables of mixed computer levels (bench_chances.py --mixed).

Each kind of table (2 players: expert-beginner, expert-Good, Good-beginner; 4 players:
expert, Good and two beginners) plays N games with the levels' own bots
(strategy/bots.py), the starter turning round. Before every turn and after every roll,
the app's own chances (`story.current_chances`'s model: `PlayerChances.outlook` of
each card, the mover's from the dice on the table and the rolls left) are asked for
every seat, and each seat's prediction goes into a 10 % bin of its level and table size
with the share of the win it got. With --people the seats are "people": the model is
not told their level, only a history of --history past solitaire totals of it (seeds
of their own), as the app reads a person's games (`levels.from_history`).

Per level and table size the calibration table prints each bin: predictions, mean
prediction, observed rate and the standard error of the difference, counted by game
(`_bins`: a game's predictions share one outcome). The last
line: `mixed tables: G games, worst bin off by X points (Z standard errors), N
predictions`, the worst over the bins holding at least 200 predictions.

With each level's own moments (strategy/level_tables.py), on the 2-core machine:
- 20,001 2-player games, the issue's goal for them met: `--sizes 2 --games 3334 --seed 27
  --workers 2 --save a.json` (10,002 games, 2,570 s: worst bin 1.9 points, 2.0 standard
  errors) and `--sizes 2 --games 3333 --seed 37 --workers 2 --save b.json` (9,999 games,
  3,875 s beside other work: worst 1.9 points, 1.5 s.e.), then `--merge a.json b.json`:
  `mixed tables: 20001 games, worst bin off by 1.4 points (2.2 standard errors), 3956764
  predictions`; no bin of any level off by more than 1.4 points. A lean remains, 1.1 to
  1.4 points: the Good player given too little in its 20-60 % bins, the expert too much
  in its 40-70 %. The start of a game, expert against beginner, predicted 73.5 %, won
  73.2 +- 0.5 % (every pair of their final totals: 73.1-73.7 %); expert against Good
  61.8 / 60.5 +- 0.6 (60.4-61.3); Good against beginner 65.4 / 65.7 +- 0.6 (65.6).
- 20,000 4-player games, the goal met for them too: `--sizes 4 --games 2500 --workers 2
  --save ...` with seeds 28 and 40 to 46 (733-1,282 s each), merged: `mixed tables:
  20000 games, worst bin off by 1.1 points (1.5 standard errors), 15737676 predictions`
  (benchmarks/results/mixed-4p-20000-games.txt). Single runs swing widely: the Good
  player's 80-90 % bin read +3.1 to -6.6 points (2.3 s.e. each) and was 3.1 points off
  (2.5 s.e.) at 10,000 games, 1.1 at 20,000; the expert's start predicted 42.7 %, won
  43.6 +- 0.3 %.
- Before, with the levels' laws the expert's moved to a fitted mean and spread
  (`--games 1200 --seed 7`, 4,800 games): worst 4.6 points, and three 2-player bins off
  by more than 3 points and 2 standard errors (Good against beginner, +3.6, +3.6, -4.0);
  with --people (1,000 games): worst 13.7 points (2.0 s.e.), expert against beginner at
  the start predicted 64.5 %, won 72.4 +- 2.8 %.
Earlier (1 worker, load 8-11; about 1-2 s a game):
- `--games 150 --seed 2` (600 games, 207,142 predictions, 659 s): `mixed tables: 600
  games, worst bin off by 19.4 points (1.9 standard errors), 207142 predictions`. Every
  bin is within 2 standard errors counted by game, but those are 1 to 10 points at this
  size: the Good player at 4-player tables is predicted too high in its middle bins (-8
  to -19 points, each 1.5-2 s.e., together a real lean), the beginner leading late too
  low (+9 to +12 points in 70-90 %). The start of a game: expert against beginner
  predicted 73.4 %, won 77.0 +- 3.4 %; expert against Good 61.4 / 66.3 +- 3.8; Good
  against beginner 64.7 / 69.7 +- 3.7.
- `--games 250 --seed 1` (1,000 games, 345,184 predictions, 1,297 s; before the errors
  were counted by game): start of game 73.4 / 74.8 +- 2.7, 61.4 / 66.2 +- 3.0, 64.7 /
  66.0 +- 3.0.
- The start of a game from every pair of independent solitaire totals (1,500 expert,
  1,500 Good, 3,000 beginner games, seeds of their own): expert against beginner
  predicted 73.4 %, won 73.7 %; expert against Good 61.4 / 62.5; Good against beginner
  64.7 / 64.3. The levels' laws at the start agree with their games (mean and spread:
  beginner 212.9 / 61.2 against 213.4 / 62.0, Good 235.8 / 55.5 against 234.3 / 54.2,
  expert 254.6 / 59.6 against 254.3 / 58.2).
- `--people --games 80 --seed 3` (320 games, 110,568 predictions, 548 s; each seat a
  "person" known only by 10 past solitaire games of its level): `mixed tables: 320
  games, worst bin off by 27.0 points (2.4 standard errors), 110568 predictions`. People's
  chances lean to the middle: ten games' average is +-19 points (the levels' means are
  21-23 apart) and the family prior (3 games) pulls it further, so a beginner known by
  ten games is rated too high (-10 to -27 points in its 40-80 % bins at 4 players) and an
  expert too low (+10 to +17); the start of a game, expert against beginner, predicted
  65.2 %, won 73.8 +- 4.9 %. With 30 past games (`--history 30 --games 50 --seed 4`,
  200 games, 576 s): 67.4 %, won 76.0 +- 6.0 %; worst bin 17.9 points (2.3 s.e.).
Runs add up: give each its own --seed and --save, then `--merge a.json b.json` reports
them as one (about 3 games a second with 2 workers here).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from yahtzee_desktop.core import preset  # noqa: E402
from yahtzee_desktop.core.card import Card  # noqa: E402
from yahtzee_desktop.strategy.chances import WinChances, win_chances  # noqa: E402
from yahtzee_desktop.strategy.level_tables import (  # noqa: E402
    POLICY_LEVELS,
    load_or_build_level,
)
from yahtzee_desktop.strategy.levels import (  # noqa: E402
    Style,
    from_history,
    level_style,
)
from yahtzee_desktop.strategy.player_chances import players_of  # noqa: E402

KINDS: dict[int, list[tuple[str, ...]]] = {
    2: [("expert", "beginner"), ("expert", "club"), ("club", "beginner")],
    4: [("expert", "club", "beginner", "beginner")],
}
MIN_BIN = 200
_STATE: dict[str, object] = {}

Turn = tuple[Card, list[tuple[tuple[int, ...], int]], Card]
"""A turn: the card before it, the dice after each roll with the rolls left, the card after."""


def _init(cache: str) -> None:
    from yahtzee_desktop.strategy import Bot, Level

    rules = preset("yahtzee")
    chances = WinChances.load_or_build(rules, Path(cache))
    _STATE["chances"] = chances
    _STATE["advisors"] = {lv: Bot(Level(lv), rules, cache_dir=Path(cache)).advisor for lv in Level}


def _play(level: str, rng: random.Random) -> list[Turn]:
    """One solitaire game of this level, its bot drawing from ``rng`` (advice shared)."""
    from yahtzee_desktop.strategy import Bot, Level
    from yahtzee_desktop.strategy.bots import play_turn

    advisors = _STATE["advisors"]
    assert isinstance(advisors, dict)
    bot = Bot(Level(level), preset("yahtzee"), rng, advisor=advisors[level])
    card = Card.empty(bot.rules)
    turns: list[Turn] = []
    while not card.is_complete():
        after, seen = play_turn(bot, card, rng)
        turns.append((card, seen, after))
        card = after
    return turns


def _history(level: str, count: int, seed: int) -> list[int]:
    """A person's past games: ``count`` solitaire totals of this level."""
    rng = random.Random(seed)
    return [_play(level, rng)[-1][2].total() for _ in range(count)]


def _game(
    job: tuple[tuple[str, ...], int, int, int],
) -> tuple[list[tuple[str, float, float, int]], list[tuple[str, int]]]:
    """One game of a kind of table: (level, prediction, share, moment) for every seat at
    every moment (0 = before the first turn)."""
    levels, seed, start, history = job
    chances = _STATE["chances"]
    assert isinstance(chances, WinChances)
    players = players_of(chances)
    rng = random.Random(seed)
    games = [_play(lv, rng) for lv in levels]
    styles: list[Style] = []
    for i, lv in enumerate(levels):
        if history:
            laws = players.total_laws()
            styles.append(from_history(_history(lv, history, seed * 31 + i), laws))
        else:
            styles.append(level_style(lv))
    finals = [g[-1][2].total() for g in games]
    best = max(finals)
    shares = [1.0 / finals.count(best) if f == best else 0.0 for f in finals]
    n = len(levels)
    order = [(start + i) % n for i in range(n)]
    cards = [g[0][0] for g in games]
    looks = [players.outlook(c, styles[s]) for s, c in enumerate(cards)]
    out = []
    moment = 0
    for t in range(len(games[0])):
        for s in order:
            card, seen, after = games[s][t]
            for dice, left in [(None, 2), *seen]:
                now = list(looks)
                now[s] = players.outlook(card, styles[s], dice=dice, rolls_left=left)
                for seat, p in enumerate(win_chances(now)):
                    out.append((levels[seat], p, shares[seat], moment))
                moment += 1
            looks[s] = players.outlook(after, styles[s])
    return out, list(zip(levels, finals, strict=True))


def _bins(
    pred: np.ndarray, share: np.ndarray, game: np.ndarray
) -> list[tuple[int, int, float, float, float]]:
    """Per 10 % bin: (bin, predictions, mean prediction, observed, standard error).

    The standard error is that of the bin's mean error (observed minus predicted),
    counted by game: a game's predictions share its one outcome (some 50 to 200 of them
    per seat), so their errors are summed per game before squaring (the clustered
    error). Counted as if independent (sqrt(sum p(1-p)) / n) it came out 3 to 10 times
    smaller, and a first run's worst bin read 7.1 "standard errors" off."""
    which = np.minimum((pred * 10).astype(int), 9)
    rows = []
    for k in range(10):
        sel = which == k
        c = int(sel.sum())
        if c == 0:
            continue
        p, seen = float(pred[sel].mean()), float(share[sel].mean())
        per_game = np.bincount(game[sel], weights=(share - pred)[sel])
        se = float(np.sqrt((per_game**2).sum()) / c)
        rows.append((k, c, p, seen, se))
    return rows


def run(
    games: int,
    seed: int,
    workers: int,
    cache: Path,
    people: int = 0,
    save: Path | None = None,
    sizes: Sequence[int] = (2, 4),
) -> int:
    WinChances.load_or_build(preset("yahtzee"), cache)
    built = time.perf_counter()
    for level in POLICY_LEVELS:  # each level's own moments, as the app builds them
        load_or_build_level(preset("yahtzee"), cache, level).close()
    print(f"levels' moments ready in {time.perf_counter() - built:.0f} s")
    started = time.perf_counter()
    results: dict[int, list[tuple[str, float, float, int, int]]] = {2: [], 4: []}
    starts: dict[tuple[str, ...], list[tuple[float, float]]] = {}
    total_games = 0
    finals: dict[str, list[int]] = {}
    with multiprocessing.get_context("spawn").Pool(workers, _init, (str(cache),)) as pool:
        for size, kinds in KINDS.items():
            if size not in sizes:
                continue
            for kind in kinds:
                jobs = [
                    (kind, seed * 1_000_003 + 7919 * size + g, g % size, people)
                    for g in range(games)
                ]
                for got, ends in pool.imap_unordered(_game, jobs, chunksize=4):
                    results[size].extend((*row, total_games) for row in got)
                    for level, final in ends:
                        finals.setdefault(level, []).append(final)
                    first = [(p, sh) for _lv, p, sh, m in got if m == 0]
                    starts.setdefault(kind, []).append(first[0])
                    total_games += 1
                    print(f"\r  {total_games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    elapsed = time.perf_counter() - started
    if save is not None:  # every prediction, to judge it again without playing again
        save.write_text(
            json.dumps(
                {
                    "results": results,
                    "starts": [[list(k), v] for k, v in starts.items()],
                    "finals": finals,
                }
            )
        )
    who = f"people (history of {people} games each, level not told)" if people else "computers"
    print(f"{total_games} games in {elapsed:.0f} s, {workers} worker(s); seats as {who}")
    return report({k: _columns(v) for k, v in results.items()}, starts, finals, cache)


Columns = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
"""A table size's predictions as arrays: (level, prediction, share, game)."""


def _columns(rows: Sequence[Sequence[object]], offset: int = 0) -> Columns:
    """(level, prediction, share, moment, game) rows as arrays, the games moved by
    ``offset``: 20,000 games' 16 million rows as tuples held gigabytes."""
    if not rows:
        empty = np.zeros(0)
        return np.zeros(0, dtype="<U8"), empty, empty, np.zeros(0, dtype=np.int64)
    level, pred, share, _moment, game = zip(*rows, strict=True)
    return (
        np.array(level),
        np.array(pred, dtype=np.float64),
        np.array(share, dtype=np.float64),
        np.array(game, dtype=np.int64) + offset,
    )


def merge(paths: Sequence[Path], cache: Path) -> int:
    """The report of several runs' saved predictions (--save) together, as one run: their
    games are different games (give each run a seed of its own)."""
    parts: dict[int, list[Columns]] = {2: [], 4: []}
    starts: dict[tuple[str, ...], list[tuple[float, float]]] = {}
    finals: dict[str, list[int]] = {}
    offset = 0
    for path in paths:
        data = json.loads(path.read_text())
        most = -1
        for size, rows in data["results"].items():
            got = _columns(rows, offset)
            parts[int(size)].append(got)
            if len(got[3]):
                most = max(most, int(got[3].max()) - offset)
        del data["results"]
        offset += most + 1
        for kind, first in data["starts"]:
            starts.setdefault(tuple(kind), []).extend(tuple(f) for f in first)
        for level, ends in data.get("finals", {}).items():
            finals.setdefault(level, []).extend(ends)
    results: dict[int, Columns] = {}
    for size, got in parts.items():
        results[size] = _columns([])
        if got:
            level, pred, share, game = zip(*got, strict=True)
            results[size] = tuple(map(np.concatenate, (level, pred, share, game)))  # type: ignore[assignment]
    print(f"{offset} games from {len(paths)} saved run(s)")
    return report(results, starts, finals, cache)


def report(
    results: dict[int, Columns],
    starts: dict[tuple[str, ...], list[tuple[float, float]]],
    finals: dict[str, list[int]],
    cache: Path,
) -> int:
    """Print the calibration tables, the start of a game, and the last line."""
    total_games = len(np.unique(np.concatenate([cols[3] for cols in results.values()])))
    failing = []
    worst = (0.0, 0.0, "")
    count = 0
    for size, (levels, preds, shares, games) in results.items():
        # Every level, then all seats together: what a model not told the levels (people
        # known by their history) can be calibrated on; per level, its uncertainty about
        # who is who leans each level's chances towards the others'.
        for level in ("expert", "club", "beginner", "all"):
            sel = levels == level if level != "all" else np.ones(len(levels), dtype=bool)
            if not sel.any():
                continue
            count += int(sel.sum()) if level != "all" else 0
            print(f"{size} players, {level} ({int(sel.sum())} predictions):")
            for k, c, p, seen, se in _bins(preds[sel], shares[sel], games[sel]):
                off = seen - p
                mark = "" if c >= MIN_BIN else " (few)"
                print(
                    f"  {10 * k:2d}-{10 * k + 10}%: {c:6d} pred {100 * p:5.1f} "
                    f"seen {100 * seen:5.1f} \u00b1{100 * se:3.1f} ({100 * off:+.1f}){mark}"
                )
                if level == "all":
                    continue  # reported, not judged: the goal is every level's
                if c >= MIN_BIN and abs(off) > worst[0]:
                    worst = (abs(off), abs(off) / max(se, 1e-9), f"{size}p {level} {10 * k}%")
                if c >= MIN_BIN and abs(off) > 0.03 and abs(off) > 2 * se:
                    failing.append(
                        f"{size}p {level} {10 * k}% ({100 * off:+.1f} \u00b1{100 * se:.1f})"
                    )
    for kind, first in starts.items():
        a = np.array(first)
        print(
            f"start of game, {'-'.join(kind)}: {kind[0]} predicted {100 * a[:, 0].mean():.1f} %, "
            f"won {100 * a[:, 1].mean():.1f} % \u00b1{100 * a[:, 1].std() / np.sqrt(len(a)):.1f}"
        )
    # The start of a game again, from every pair of the levels' final totals (the seats'
    # games are independent solitaire games): many more pairs than games, a sharper rate.
    for a_level, b_level in (("expert", "beginner"), ("expert", "club"), ("club", "beginner")):
        if a_level not in finals or b_level not in finals:
            continue
        a, b = np.array(finals[a_level]), np.sort(np.array(finals[b_level]))
        below = np.searchsorted(b, a, "left")  # per total of a: b's totals below it, tied
        tied = np.searchsorted(b, a, "right") - below
        rate = float((below + 0.5 * tied).sum() / (len(a) * len(b)))
        card = Card.empty(preset("yahtzee"))
        chances = WinChances.load_or_build(preset("yahtzee"), cache)
        looks = [players_of(chances).outlook(card, level_style(lv)) for lv in (a_level, b_level)]
        print(
            f"start of game, {a_level} against {b_level}, every pair of their {len(a)} and "
            f"{len(b)} final totals: {a_level} predicted {100 * win_chances(looks)[0]:.1f} %, "
            f"won {100 * rate:.1f} %"
        )
    print(f"worst bin: {worst[2]}")
    print(
        f"bins of {MIN_BIN}+ predictions off by more than 3 points and 2 standard errors: "
        f"{len(failing)}" + (f" ({', '.join(failing)})" if failing else "")
    )
    print(
        f"mixed tables: {total_games} games, worst bin off by {100 * worst[0]:.1f} points "
        f"({worst[1]:.1f} standard errors), {count} predictions"
    )
    return 0


def main(argv: Sequence[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mixed", action="store_true")
    parser.add_argument("--games", type=int, default=200, help="games of each kind of table")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--people", action="store_true", help="seats as people with a history")
    parser.add_argument("--history", type=int, default=10, help="past games per person")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/yahtzee-fit-cache"))
    parser.add_argument("--save", type=Path, help="write every prediction to this JSON file")
    parser.add_argument(
        "--sizes", default="2,4", help="table sizes to play, e.g. 2 or 2,4 (default both)"
    )
    parser.add_argument(
        "--merge", type=Path, nargs="+", help="report these saved runs together (no play)"
    )
    args = parser.parse_args(argv)
    os.makedirs(args.cache, exist_ok=True)
    if args.merge:
        return merge(args.merge, args.cache)
    people = args.history if args.people else 0
    sizes = [int(n) for n in args.sizes.split(",")]
    return run(args.games, args.seed, args.workers, args.cache, people, args.save, sizes)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
