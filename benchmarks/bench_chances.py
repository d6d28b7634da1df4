"""Win chances: calibration against games of expert computer players, and build cost.

With --mixed (bench_mixed.py): tables of mixed levels, every seat as it plays, chances
asked before every turn and after every roll; see that module for the figures.

Run: .venv/bin/python benchmarks/bench_chances.py [--games 10000] [--workers 2]
         [--rules yahtzee] [--seed 1] [--build-rounds 3] [--pool FILE]
         [--subsets 1] [--null 2000]

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
standard errors. Also: building the table with its moments (variance, third moment,
E[R^k B] of the upper bonus B, E[R^k Y] and E[R^k B Y] of a Yahtzee Y, for the four
skewed laws of the points to come) vs the table alone, fresh processes alternating
(target at most 2x).

Build cost measured on the 2-core machine, official rules, --games 0: quiet, table 1.10 s,
with its moments 2.39 s, ratio 2.18 (per round 2.17..2.22, --build-rounds 3) before the
trims of solver.py's docstring. With other work running (load 2.4-2.9, the table 2.2-3.1
s) five runs of --build-rounds 5, alternating with the code before them, printed ratios
2.53, 2.35, 1.92, 2.22, 1.83 (median 2.22) against 2.45, 2.49, 2.20, 2.29, 2.52 (median
2.45): such runs do not tell a few percent apart. Counted by valgrind on the same 256
states, a chunk with moments takes 21.9 million instructions (23.0 before; the table
alone 10.3), so the quiet ratio is expected near 2.1, not under 2.

A null test puts that noise in figures: from the model's own chances on the same games,
--null sets of outcomes are drawn (one winner per game, per size and turn) and judged by
the same bins and criterion, so a perfectly calibrated model's pass rate is printed, with
its worst bin's quantiles and the share of them worse than the model's. Each size and
turn alone is exact; the real outcomes are shared across turns and sizes, which the
draws are not, so the least pass rate of one size and turn alone is printed as a true
upper bound. --subsets judges that many disjoint sets of 4 x games solitaire games.
The tilt is the mean of (share - prediction) signed towards confidence: negative if
favourites win less than predicted (over-confident), with the null's standard deviation.

Measured with --pool on 160,000 games, --games 10000 --subsets 4 --null 2000: a
perfectly calibrated model passes the criterion in 38-39 % of the null's sets (at most
64 %, its pass rate with 2 players after turn 12 alone: bins of under 400 predictions,
standard error 2.5 points); its worst bin is 2.1 / 3.2 / 5.4 points off at the 5 / 50 /
95 % quantiles. The model passes in 1 of the 4 sets, worst bins 3.9, 6.3, 6.3 and 1.9
points off (the first three the 2-player 40-50 % bin after turn 12, where the outlook
is exact: the last turn); the null's worst is as bad or worse in 23, 1, 1 and 98 % of
its sets. That bin over the pool's 160,000 games paired into 80,000 is -0.4 +- 0.9
points off. More games do not make the criterion easy, since more bins reach 200
predictions: with the two laws below the null passed in 47-49 % at --games 20000 and
66 % at 40000; with the four, 38-39 % at --games 20000 --subsets 2 --null 1000, where
the model passes both sets, worst bins 2.5 and 2.9 points off. Tilt
averaged over the 4 sets (null s.d. of the mean: 0.25, 0.21, 0.13 for 2 players after
turns 1, 7, 12; 0.12, 0.10, 0.06 for 4): 2 players -0.40, +0.14, -0.01 points, 4 players
-0.09, +0.13, -0.05. Before the Yahtzee was a lump apart (`chances` docstring), with
two laws by the upper bonus alone, the same games gave +0.64 and +0.54 after turn 7 (3
and 5 s.d.: favourites won more than predicted), -0.10 and +0.17 after turn 1, and its
worst bins were 3.9, 6.3, 6.3 and 2.7 points off; the final totals' deciles in their
laws after turn 1 were 7.8-14.3 % (now 8.2-12.0 %), after turn 7 8.8-11.4 % (now
9.1-11.3 %). Earlier, with 20,000 games of each size, a normal law from mean and
variance put 6 of 53 bins off by 3.1 to 3.6 points.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from yahtzee_desktop.core import preset  # noqa: E402
from yahtzee_desktop.core.card import Card  # noqa: E402
from yahtzee_desktop.strategy.chances import win_chances  # noqa: E402
from yahtzee_desktop.strategy.model import F64  # noqa: E402

TOLERANCE = 0.03  # the criterion: every checked bin within 3 points
MIN_BIN = 200  # of the bins holding at least this many predictions

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
        with multiprocessing.get_context("spawn").Pool(
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

    with multiprocessing.get_context("spawn").Pool(workers, _init, (rules_name, str(cache))) as p:
        parts = p.map(_outlooks, [rows[i : i + batch] for i in range(0, len(rows), batch)])
    looks = [game for part in parts for game in part]
    return [
        ([Outlook(low, probs) for low, probs in got], row[-1])  # type: ignore[arg-type]
        for got, row in zip(looks, rows, strict=True)
    ]


Calibration = dict[int, tuple[F64, F64]]
"""Per turn: each game's predicted chances and the shares of the win its players got,
both (games, players)."""


def calibration(pool: list[tuple[list[object], int]], players: int, count: int) -> Calibration:
    predicted = np.empty((len(TURNS), count, players))
    shares = np.empty((count, players))
    for g in range(count):
        seats = pool[g * players : (g + 1) * players]
        finals = [final for _, final in seats]
        best = max(finals)
        winners = finals.count(best)
        shares[g] = [1.0 / winners if f == best else 0.0 for f in finals]
        for i in range(len(TURNS)):
            predicted[i, g] = win_chances([outlooks[i] for outlooks, _ in seats])  # type: ignore[misc]
    return {turn: (predicted[i], shares) for i, turn in enumerate(TURNS)}


@dataclass(frozen=True)
class Bins:
    """Predictions in 10 % bins, with the observed rate of one or many sets of outcomes.

    ``seen`` is (..., 10): one row per set of outcomes (the real one, or the null's
    replicates); the bins and ``noise`` (the observed rate's standard error were the
    predictions right: sqrt(sum p(1-p)) / n) depend on the predictions alone.
    """

    count: npt.NDArray[np.int64]
    predicted: F64
    seen: F64
    noise: F64

    @property
    def checked(self) -> npt.NDArray[np.bool_]:
        """The bins the criterion judges: those holding at least MIN_BIN predictions."""
        return self.count >= MIN_BIN

    @property
    def off(self) -> F64:
        """Observed minus predicted, in each checked bin (0 in the others)."""
        return np.where(self.checked, self.seen - self.predicted, 0.0)

    @property
    def worst(self) -> F64:
        """The largest absolute error over the checked bins, per set of outcomes."""
        result: F64 = np.abs(self.off).max(axis=-1)
        return result


def bins(predicted: F64, shares: F64) -> Bins:
    """``predicted`` (n,) and ``shares`` (..., n) of the win, binned by prediction."""
    predicted = np.asarray(predicted, dtype=np.float64)
    which = np.minimum((predicted * 10).astype(np.int64), 9)
    member = np.zeros((len(predicted), 10))
    member[np.arange(len(predicted)), which] = 1.0
    count = np.bincount(which, minlength=10)
    per = np.maximum(count, 1)
    shares = np.asarray(shares, dtype=np.float64)
    return Bins(
        count=count,
        predicted=(predicted @ member) / per,
        seen=(shares @ member) / per,
        noise=np.sqrt((predicted * (1 - predicted)) @ member) / per,
    )


def report(title: str, cal: Calibration) -> tuple[bool, int, int]:
    """Print each bin: its mean prediction, the observed rate and the latter's standard
    error if the predictions are right.

    Returns (every bin within 3 points, bins checked, bins off by more than 3 points
    and by more than two standard errors, i.e. not explained by noise alone).
    """
    ok, checked, biased = True, 0, 0
    print(title)
    for turn, (predicted, shares) in cal.items():
        b = bins(predicted.ravel(), shares.ravel())
        print(f"  after turn {turn}:")
        for k in range(10):
            label = f"{k * 10:2d}-{k * 10 + 10}%: {b.count[k]:5d}"
            if not b.checked[k]:
                print(f"    {label} (few)")
                continue
            off = float(b.off[k])
            good = abs(off) <= TOLERANCE
            ok &= good
            checked += 1
            verdict = "OK" if good else "OFF"
            if not good and abs(off) > 2 * b.noise[k]:
                biased += 1
                verdict += " (beyond 2 s.e.)"
            print(
                f"    {label} pred {100 * b.predicted[k]:5.1f} seen {100 * b.seen[k]:5.1f} "
                f"\u00b1{100 * b.noise[k]:3.1f} ({100 * off:+.1f}) {verdict}"
            )
    return ok, checked, biased


def draw(predicted: F64, replicates: int, rng: np.random.Generator) -> F64:
    """Outcomes of a perfectly calibrated model: for each game (a row of ``predicted``)
    one winner drawn from its chances, as shares (replicates, games * players)."""
    games, players = predicted.shape
    cum = np.cumsum(predicted, axis=1)
    u = rng.random((replicates, games, 1)) * cum[:, -1:]  # chances summing to 1 +- 1e-15
    winner = (u >= cum[None, :, :-1]).sum(axis=2)
    shares: F64 = (winner[..., None] == np.arange(players)).astype(np.float64)
    return shares.reshape(replicates, -1)


def tilt(predicted: F64, shares: F64) -> F64:
    """Mean of (share - prediction) signed towards confidence: + for the predictions above
    an even 1/players, - below. Negative: over-confident (favourites win less than
    predicted, outsiders more); positive: under-confident. ``shares`` is (..., n)."""
    sign = np.sign(predicted - 1 / predicted.shape[1]).ravel()
    result: F64 = (shares - predicted.ravel()) @ sign / max(1, int(np.count_nonzero(sign)))
    return result


def null_test(
    cals: dict[int, Calibration], replicates: int, seed: int, chunk: int = 100
) -> tuple[dict[tuple[int, int], F64], dict[tuple[int, int], F64]]:
    """The criterion on ``replicates`` sets of outcomes drawn from the predictions
    themselves: per (players, turn), each replicate's worst bin error and its tilt.

    Each (players, turn) is exact on its own (independent games, one draw each); across
    them the draws are independent, whereas the real outcomes are one per game for the
    three turns and the 2-player games reuse the 4-player games' players, so the real
    errors are somewhat correlated: the joint pass rate under independence may be a little
    low, while the least of the marginal pass rates is a true upper bound.
    """
    rng = np.random.default_rng(seed)
    worsts: dict[tuple[int, int], F64] = {}
    tilts: dict[tuple[int, int], F64] = {}
    for players, cal in cals.items():
        for turn, (predicted, _) in cal.items():
            worsts[players, turn] = np.empty(replicates)
            tilts[players, turn] = np.empty(replicates)
            for start in range(0, replicates, chunk):
                stop = min(replicates, start + chunk)
                shares = draw(predicted, stop - start, rng)
                worsts[players, turn][start:stop] = bins(predicted.ravel(), shares).worst
                tilts[players, turn][start:stop] = tilt(predicted, shares)
    return worsts, tilts


def real_worst(cals: dict[int, Calibration]) -> tuple[float, str]:
    """The real outcomes' worst bin error, and where it is."""
    found = (-1.0, "")
    for players, cal in cals.items():
        for turn, (predicted, shares) in cal.items():
            b = bins(predicted.ravel(), shares.ravel())
            k = int(np.argmax(np.abs(b.off)))
            if abs(b.off[k]) > found[0]:
                where = (
                    f"{players} players, turn {turn}, {10 * k}-{10 * k + 10}% "
                    f"({b.count[k]} predictions, {100 * b.off[k]:+.1f} "
                    f"\u00b1{100 * b.noise[k]:.1f})"
                )
                found = (float(abs(b.off[k])), where)
    return found


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
    if "--mixed" in sys.argv[1:]:  # tables of mixed levels: bench_mixed.py
        from bench_mixed import main as mixed

        return mixed(sys.argv[1:])
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
    parser.add_argument(
        "--subsets",
        type=int,
        default=1,
        help="judge this many disjoint sets of games (4 x games solitaire games each)",
    )
    parser.add_argument(
        "--null", type=int, default=2000, help="null replicates per set (0 to skip)"
    )
    args = parser.parse_args()
    from yahtzee_desktop.strategy.chances import WinChances

    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    if args.build_rounds:
        bench_build(args.rules, args.build_rounds)
    if args.games <= 0:
        return 0
    size = 4 * args.games
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        rules = preset(args.rules)
        WinChances.load_or_build(rules, cache)  # built once, loaded by the workers
        started = time.perf_counter()
        pool = simulate(args.rules, args.subsets * size, args.workers, args.seed, cache, args.pool)
        print(f"{len(pool)} expert solitaire games in {time.perf_counter() - started:.0f} s")
    passed, reals, shares_null, tilts_all = 0, [], [], []
    bounds: list[float] = []
    beyond: list[float] = []
    for k in range(args.subsets):
        part = pool[k * size : (k + 1) * size]
        t = time.perf_counter()
        cals = {2: calibration(part, 2, args.games), 4: calibration(part, 4, args.games)}
        if k == 0:
            per = (time.perf_counter() - t) / (len(TURNS) * 2 * args.games)
            print(f"win chances from the players' outlooks: {1000 * per:.2f} ms per table")
            ok2, n2, b2 = report(f"{args.games} two-player games:", cals[2])
            ok4, n4, b4 = report(f"{args.games} four-player games:", cals[4])
            verdict = "OK (within 3 points)" if ok2 and ok4 else "OFF in some bin"
            print(
                f"calibration over {n2 + n4} bins of 200+ predictions: {verdict}; "
                f"{b2 + b4} off by more than 3 points and 2 standard errors"
            )
        error, where = real_worst(cals)
        passed += error <= TOLERANCE
        reals.append(error)
        label = f"set {k + 1} (solitaire games {k * size}-{(k + 1) * size - 1})"
        print(
            f"{label}: {'passes' if error <= TOLERANCE else 'FAILS'}, "
            f"worst bin {100 * error:.1f} points off: {where}"
        )
        tilts = {
            (players, turn): float(tilt(pred, shares.ravel()))
            for players, cal in cals.items()
            for turn, (pred, shares) in cal.items()
        }
        tilts_all.append(tilts)
        if args.null:
            worsts, tilts_null = null_test(cals, args.null, args.seed * 1000 + k)
            worst_null = np.max(list(worsts.values()), axis=0)
            shares_null.append(float(np.mean(worst_null <= TOLERANCE)))
            marginal = {key: float(np.mean(w <= TOLERANCE)) for key, w in worsts.items()}
            bounds.append(min(marginal.values()))
            beyond.append(float(np.mean(worst_null >= error)))
            q = np.percentile(100 * worst_null, [5, 50, 95])
            print(
                f"  null ({args.null} sets of outcomes drawn from these predictions, a "
                f"perfectly calibrated model): passes in {100 * shares_null[-1]:.1f} % "
                f"(at most {100 * bounds[-1]:.1f} %, its pass rate at "
                f"{min(marginal, key=marginal.__getitem__)[0]} players, turn "
                f"{min(marginal, key=marginal.__getitem__)[1]}, alone); worst bin 5/50/95 % "
                f"{q[0]:.1f}/{q[1]:.1f}/{q[2]:.1f} points; the model's worst "
                f"({100 * error:.1f}) is exceeded by {100 * beyond[-1]:.0f} % of the null's"
            )
            print(
                "  null pass rate of each size and turn alone: "
                + "; ".join(f"{p}p t{t} {100 * v:.0f} %" for (p, t), v in marginal.items())
            )
        print(
            "  tilt, mean (share - prediction) towards confidence (points; - over-confident)"
            + (", null s.d." if args.null else "")
            + ": "
            + "; ".join(
                f"{players}p t{turn} {100 * value:+.2f}"
                + (f" \u00b1{100 * np.std(tilts_null[players, turn]):.2f}" if args.null else "")
                for (players, turn), value in tilts.items()
            )
        )
    if args.subsets > 1:
        mean_tilt = {key: statistics.fmean(t[key] for t in tilts_all) for key in tilts_all[0]}
        print(
            f"tilt averaged over the {args.subsets} sets: "
            + "; ".join(f"{p}p t{turn} {100 * v:+.2f}" for (p, turn), v in mean_tilt.items())
        )
    summary = (
        f"SUMMARY ({args.games} games of each size): the model passes in {passed} of "
        f"{args.subsets} disjoint set{'s' if args.subsets > 1 else ''}, worst bins "
        + ", ".join(f"{100 * r:.1f}" for r in reals)
        + " points"
    )
    if args.null:
        summary += (
            f"; a perfectly calibrated model passes in "
            f"{100 * statistics.fmean(shares_null):.0f} % of {args.null} null replicates "
            f"(at most {100 * statistics.fmean(bounds):.0f} %), and its worst bin exceeds the "
            f"model's in " + ", ".join(f"{100 * b:.0f}" for b in beyond) + " % of them"
        )
    print(summary)
    shape(pool[:size])
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
