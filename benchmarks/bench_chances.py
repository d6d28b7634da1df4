"""Win chances: calibration against games of expert computer players, and build cost.

Run: .venv/bin/python benchmarks/bench_chances.py [--games 10000] [--workers 2]
         [--rules yahtzee] [--seed 1] [--build-rounds 3] [--pool FILE]

Expert bots (strategy/bots.py) play solitaire games, each kept as its card after turns
1, 7 and 12 and its final total; players are independent, so a 2-player game is two
of those games and a 4-player game four (disjoint: 4 x games solitaire games in all,
the 2-player games taken from the same pool). At each of those turns every player's
predicted chance goes into a 10 % bin with the share of the win it got (1, 0, or 1/k
in a k-way tie). Target: in every bin holding at least 200 predictions, the mean
prediction within 3 points of the observed rate. Each bin also prints the observed
rate's standard error were the predictions right (binomial noise, sqrt(sum p(1-p)) / n):
with a few hundred predictions it is 2-3 points, so a bin off by a little more than 3
points may be noise; the summary counts the bins off by more than 3 points *and* two
standard errors. Also: building the table with its moments (variance, third moment and
E[R^k B] of the upper bonus, for the two skewed laws of the points to come, with the
bonus and without) vs the table alone, fresh processes
alternating (target at most 2x).

Measured with --pool so that another model is scored on the same games: 80,000 games
(20,000 of each size), a normal law from mean and variance put 6 of 53 bins off by 3.1
to 3.6 points; the shifted lognormal of the first three moments puts every bin within
3 points but the two mirrored 2-player bins after turn 1 that hold the few games where
one player has a Yahtzee and the other a poor first box (216 predictions, 3.3 points
off with a standard error of 2.7). That is noise's size: after turn 12 the model is
exact (only the last turn is left, followed roll by roll), yet with 10,000 games two of
its bins of under 400 predictions came out 3.8 and 3.9 points off.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from yahtzee_desktop.core import preset  # noqa: E402
from yahtzee_desktop.core.card import Card  # noqa: E402
from yahtzee_desktop.strategy.chances import win_chances  # noqa: E402

TURNS = (1, 7, 12)
_STATE: dict[str, object] = {}


def _init(rules_name: str, cache: str) -> None:
    from yahtzee_desktop.strategy import Bot, Level
    from yahtzee_desktop.strategy.chances import WinChances

    rules = preset(rules_name)
    _STATE["bot"] = Bot(Level.EXPERT, rules, random.Random(os.getpid()), cache_dir=Path(cache))
    _STATE["chances"] = WinChances.load_or_build(rules, Path(cache))


def _games(args: tuple[int, int]) -> list[list[int]]:
    """``count`` games from ``seed``: per game, (mask, up, flag, total) after each of TURNS,
    then the final total (the state decides an outlook: cards do not pickle)."""
    seed, count = args
    bot = _STATE["bot"]
    chances = _STATE["chances"]
    out = []
    rng = random.Random(seed)
    for _ in range(count):
        row: list[int] = []  # as play_solitaire plays, keeping the states on the way
        card = Card.empty(bot.rules)  # type: ignore[attr-defined]
        while not card.is_complete():
            dice = tuple(sorted(rng.randint(1, 6) for _ in range(5)))
            roll = 1
            for rolls_left in (2, 1):
                keep = bot.choose_keep(card, dice, rolls_left)  # type: ignore[attr-defined]
                if len(keep) == 5:
                    break
                rolled = tuple(rng.randint(1, 6) for _ in range(5 - len(keep)))
                dice = tuple(sorted(keep + rolled))
                roll += 1
            column, box = bot.choose_box(card, dice, roll)  # type: ignore[attr-defined]
            card = card.place(dice, box, column, roll)
            if card.filled_count() in TURNS:
                row.extend((*chances.state(card), card.total()))  # type: ignore[attr-defined]
        row.append(card.total())
        out.append(row)
    return out


def _outlooks(rows: list[list[int]]) -> list[list[tuple[int, object]]]:
    """Each game's outlooks after TURNS, as (low, probs); cached by state in each worker."""
    chances = _STATE["chances"]
    cache: dict[tuple[int, ...], tuple[int, object]] = _STATE.setdefault(  # type: ignore[assignment]
        "outlooks", {}
    )
    out = []
    for row in rows:
        got = []
        for i in range(len(TURNS)):
            mask, up, flag, total = row[4 * i : 4 * i + 4]
            key = (mask, up, flag)
            if key not in cache:
                o = chances.outlook_at(mask, up, flag, 0)  # type: ignore[attr-defined]
                cache[key] = (o.low, o.probs)
            low, probs = cache[key]
            got.append((low + total, probs))
        out.append(got)
    return out


def simulate(
    rules_name: str, games: int, workers: int, seed: int, cache: Path, saved: Path | None
) -> list[tuple[list[object], int]]:
    """The pool of solitaire games, each (outlooks after TURNS, final total).

    With ``saved``, the games' states are read from that file if it exists (else
    written to it), so another model can be measured on the same games.
    """
    batch = 100
    rows: list[list[int]] = []
    if saved is not None and saved.exists():
        stored = json.loads(saved.read_text())
        if stored["rules"] == rules_name and stored["seed"] == seed:
            rows = stored["rows"][:games]
            print(f"  {len(rows)} games read from {saved}", file=sys.stderr)
    if len(rows) < games:  # the same games whatever the batch they are played in
        jobs = [
            (seed * 1_000_003 + i, min(batch, games - i))
            for i in range(len(rows) // batch * batch, games, batch)
        ]
        del rows[len(rows) // batch * batch :]
        with multiprocessing.get_context("fork").Pool(
            workers, _init, (rules_name, str(cache))
        ) as p:
            for part in p.imap(_games, jobs):
                rows.extend(part)
                print(
                    f"\r  {len(rows)}/{games} solitaire games", end="", file=sys.stderr, flush=True
                )
        print(file=sys.stderr)
        if saved is not None:
            saved.write_text(json.dumps({"rules": rules_name, "seed": seed, "rows": rows}))
    from yahtzee_desktop.strategy.chances import Outlook

    with multiprocessing.get_context("fork").Pool(workers, _init, (rules_name, str(cache))) as p:
        parts = p.map(_outlooks, [rows[i : i + batch] for i in range(0, len(rows), batch)])
    looks = [game for part in parts for game in part]
    return [
        ([Outlook(low, probs) for low, probs in got], row[-1])  # type: ignore[arg-type]
        for got, row in zip(looks, rows, strict=True)
    ]


def calibration(pool, players: int, count: int) -> dict[int, list[tuple[float, float]]]:
    by_turn: dict[int, list[tuple[float, float]]] = {t: [] for t in TURNS}
    for g in range(count):
        seats = pool[g * players : (g + 1) * players]
        finals = [final for _, final in seats]
        best = max(finals)
        winners = finals.count(best)
        shares = [1.0 / winners if f == best else 0.0 for f in finals]
        for i, turn in enumerate(TURNS):
            predicted = win_chances([outlooks[i] for outlooks, _ in seats])
            by_turn[turn].extend(zip(predicted, shares, strict=True))
    return by_turn


def report(title: str, by_turn: dict[int, list[tuple[float, float]]]) -> tuple[bool, int, int]:
    """Print each bin: its mean prediction, the observed rate and the latter's standard
    error if the predictions are right (binomial noise: sqrt(sum p(1-p)) / n).

    Returns (every bin within 3 points, bins checked, bins off by more than 3 points
    and by more than two standard errors, i.e. not explained by noise alone).
    """
    ok, checked, biased = True, 0, 0
    print(title)
    for turn, pairs in by_turn.items():
        cells = []
        for b in range(10):
            inside = [(p, s) for p, s in pairs if min(int(p * 10), 9) == b]
            if len(inside) < 200:
                cells.append(f"{b * 10:2d}-{b * 10 + 10}%: {len(inside):5d} (few)")
                continue
            pred = statistics.fmean(p for p, _ in inside)
            seen = statistics.fmean(s for _, s in inside)
            error = math.sqrt(sum(p * (1 - p) for p, _ in inside)) / len(inside)
            good = abs(pred - seen) <= 0.03
            ok &= good
            checked += 1
            verdict = "OK" if good else "OFF"
            if not good and abs(pred - seen) > 2 * error:
                biased += 1
                verdict += " (beyond 2 s.e.)"
            cells.append(
                f"{b * 10:2d}-{b * 10 + 10}%: {len(inside):5d} pred {100 * pred:5.1f} "
                f"seen {100 * seen:5.1f} \u00b1{100 * error:3.1f} "
                f"({100 * (seen - pred):+.1f}) {verdict}"
            )
        print(f"  after turn {turn}:")
        for cell in cells:
            print(f"    {cell}")
    return ok, checked, biased


_BUILD = """
import json, sys, time
sys.path.insert(0, {root!r})
from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy.solver import build_table
t = time.perf_counter()
build_table(preset({rules!r}), moments={moments!r})
print(json.dumps({{"seconds": time.perf_counter() - t}}))
"""


def bench_build(rules_name: str, rounds: int) -> None:
    def run(moments: bool) -> float:
        code = _BUILD.format(root=str(ROOT), rules=rules_name, moments=moments)
        out = subprocess.run(
            [sys.executable, "-c", code], check=True, capture_output=True, text=True
        ).stdout
        seconds: float = json.loads(out.strip().splitlines()[-1])["seconds"]
        return seconds

    plain, both = [], []
    for _ in range(rounds):
        plain.append(run(False))
        both.append(run(True))
    ratio = statistics.median(both) / statistics.median(plain)
    ratios = sorted(b / a for a, b in zip(plain, both, strict=True))
    print(
        f"build, {rounds} alternating rounds: table {statistics.median(plain):.2f} s, "
        f"with its moments {statistics.median(both):.2f} s, ratio {ratio:.2f} "
        f"({'OK' if ratio <= 2 else 'SLOW'} vs 2); per-round {ratios[0]:.2f}..{ratios[-1]:.2f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="yahtzee")
    parser.add_argument(
        "--games", type=int, default=10000, help="games of each size (0: the build only)"
    )
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--build-rounds", type=int, default=3, help="0 to skip")
    parser.add_argument(
        "--pool",
        type=Path,
        help="games' states: read from this file if it "
        "exists, the missing ones played and written back (to measure "
        "another model, or more games, without playing them again)",
    )
    args = parser.parse_args()
    from yahtzee_desktop.strategy.chances import WinChances

    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    if args.build_rounds:
        bench_build(args.rules, args.build_rounds)
    if args.games <= 0:
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        rules = preset(args.rules)
        WinChances.load_or_build(rules, cache)  # built once, loaded by the workers
        started = time.perf_counter()
        pool = simulate(args.rules, 4 * args.games, args.workers, args.seed, cache, args.pool)
        print(f"{len(pool)} expert solitaire games in {time.perf_counter() - started:.0f} s")
    t = time.perf_counter()
    two = calibration(pool, 2, args.games)
    four = calibration(pool, 4, args.games)
    per = (time.perf_counter() - t) / (len(TURNS) * 2 * args.games)
    print(f"win chances from the players' outlooks: {1000 * per:.2f} ms per table")
    ok2, n2, b2 = report(f"{args.games} two-player games:", two)
    ok4, n4, b4 = report(f"{args.games} four-player games:", four)
    verdict = "OK (within 3 points)" if ok2 and ok4 else "OFF in some bin"
    print(
        f"calibration over {n2 + n4} bins of 200+ predictions: {verdict}; "
        f"{b2 + b4} off by more than 3 points and 2 standard errors"
    )
    shape(pool[: 4 * args.games])
    return 0


def shape(pool: list[tuple[list[object], int]]) -> None:
    """Where each final total fell in its own predicted law (the probability integral
    transform, randomised over a total's own probability): uniform if the laws are right.
    Deciles away from 10 % show the laws' shape is off (e.g. too narrow or one-humped where
    the upper bonus makes two humps), beyond what a few calibration bins show."""
    rng = random.Random(7)
    print(
        "where the final totals fell in their predicted laws (deciles, % of games; 10 each "
        "if right):"
    )
    for at, turn in enumerate(TURNS):
        counts = [0] * 10
        low_tail = 0
        for outlooks, final in pool:
            law = outlooks[at]
            k = final - law.low  # type: ignore[attr-defined]
            probs = law.probs  # type: ignore[attr-defined]
            inside = max(0, min(k, len(probs)))
            u = float(probs[:inside].sum())
            if 0 <= k < len(probs):
                u += float(probs[k]) * rng.random()
            counts[min(9, int(u * 10))] += 1
            low_tail += u < 0.02
        n = len(pool)
        print(
            f"  after turn {turn:2d}: "
            + " ".join(f"{100 * c / n:4.1f}" for c in counts)
            + f"   below the 2 % quantile: {100 * low_tail / n:.1f} %"
        )


if __name__ == "__main__":
    raise SystemExit(main())
