"""The solver reproduces the published optima; its cache is checked, never trusted."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy import Advisor, build_table, load_or_build
from yahtzee_desktop.strategy.table_cache import load_table, save_table, table_key

PUBLISHED = [
    # (preset, options, published optimum, digits compared)
    ("yahtzee", {}, 254.5877287, 7),
    ("yahtzee", {"joker": "free"}, 254.5896095, 7),
    ("yahtzee", {"joker": "none"}, 253.9702, 4),
    ("yahtzee", {"joker": "none", "yahtzee_bonus": 0}, 245.8708, 4),
    ("yatzy", {}, 248.4400, 4),
]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options", "value", "digits"), PUBLISHED)
def test_published_optimum(
    name: str, options: dict[str, object], value: float, digits: int, table_cache: Path
) -> None:
    advisor = Advisor(preset(name, **options), cache_dir=table_cache)
    assert round(advisor.start, digits) == pytest.approx(value, abs=0.6 * 10**-digits)


def test_official_start_and_cache_reload(official: Advisor, table_cache: Path) -> None:
    assert f"{official.start:.6f}" == "254.587729"
    again = Advisor(preset("yahtzee"), cache_dir=table_cache)  # loaded, not rebuilt
    assert again.start == official.start
    assert np.array_equal(again.table.values, official.table.values)


def test_corrupt_cache_is_rebuilt(small_rules, tmp_path: Path) -> None:
    calls: list[tuple[int, int]] = []
    table = load_or_build(small_rules, tmp_path, lambda d, t: calls.append((d, t)))
    assert calls[0][0] == 0 and calls[-1][0] == calls[-1][1] > 0
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)
    path = tmp_path / f"{table_key(small_rules)}.table"
    assert load_table(small_rules, tmp_path) is not None
    raw = bytearray(path.read_bytes())
    raw[-100] ^= 0xFF  # flip one byte of the data
    path.write_bytes(bytes(raw))
    assert load_table(small_rules, tmp_path) is None
    path.write_bytes(b"not a table")
    assert load_table(small_rules, tmp_path) is None
    rebuilt = load_or_build(small_rules, tmp_path)
    assert rebuilt.start == table.start
    assert load_table(small_rules, tmp_path) is not None  # and cached again


def _rewrite(path: Path, values: np.ndarray, **changes: object) -> None:
    """Rewrite a cached table with a consistent checksum and some header fields changed."""
    import hashlib
    import json
    import zlib

    header = json.loads(path.read_bytes().split(b"\n", 1)[0])
    data = zlib.compress(np.ascontiguousarray(values).tobytes())
    header.update(sha256=hashlib.sha256(data).hexdigest(), **changes)
    path.write_bytes(json.dumps(header).encode() + b"\n" + data)


DAMAGES = {
    "empty": lambda raw, path, values: path.write_bytes(b""),
    "truncated": lambda raw, path, values: path.write_bytes(raw[: len(raw) // 2]),
    "header byte flipped": lambda raw, path, values: path.write_bytes(
        raw[:10] + bytes([raw[10] ^ 0x20]) + raw[11:]
    ),
    "data byte flipped": lambda raw, path, values: path.write_bytes(
        raw[:-50] + bytes([raw[-50] ^ 0x01]) + raw[-49:]
    ),
    "short data, sound checksum": lambda raw, path, values: _rewrite(path, values[:-1]),
    "wrong shape": lambda raw, path, values: _rewrite(path, values, shape=[2, 3, 4]),
    "NaN, sound checksum": lambda raw, path, values: _rewrite(
        path, np.where(values == values.max(), np.float32("nan"), values)
    ),
    "other format": lambda raw, path, values: _rewrite(path, values, format=0),
    "other key": lambda raw, path, values: _rewrite(path, values, key="table-0"),
    "not a dict": lambda raw, path, values: path.write_bytes(b"[1, 2]\n" + raw),
}


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_cache_is_set_aside_and_rebuilt(small_rules, tmp_path: Path, damage) -> None:
    table = load_or_build(small_rules, tmp_path)
    path = tmp_path / f"{table_key(small_rules)}.table"
    DAMAGES[damage](path.read_bytes(), path, table.values)
    damaged = path.read_bytes()
    assert load_table(small_rules, tmp_path) is None
    rebuilt = load_or_build(small_rules, tmp_path)
    assert rebuilt.start == table.start
    assert np.array_equal(rebuilt.values, table.values)
    assert (tmp_path / (path.name + ".damaged")).read_bytes() == damaged  # kept intact
    assert load_table(small_rules, tmp_path) is not None  # and the sound table cached


def test_cache_key_survives_upgrades() -> None:
    # The key follows the rules as arrays and the versioned layout, nothing else: if this
    # fails, every user's table is rebuilt after the upgrade. Change it only with FORMAT.
    assert table_key(preset("yahtzee")) == "table-b3b10fc2c71fcb01dd0d"
    assert table_key(preset("yahtzee", joker="forced")) == table_key(preset("yahtzee"))
    assert table_key(preset("yatzy")) == "table-52a26573a05e2bd75885"


def test_tables_of_other_rules_are_not_reused(small_rules, tmp_path: Path) -> None:
    other = small_rules.with_options(upper_bonus=50)
    assert table_key(other) != table_key(small_rules)
    save_table(build_table(small_rules), tmp_path)
    assert load_table(other, tmp_path) is None


def test_small_rules_optimum_beats_simple_bounds(small_rules) -> None:
    # Yacht without Chance: the optimum lies between greedy play and the best game.
    start = build_table(small_rules).start
    assert 150 < start < 323


def test_a_failed_save_leaves_no_partial_file(
    small_rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    table = build_table(small_rules)

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OSError):
        save_table(table, tmp_path)
    assert list(tmp_path.iterdir()) == []


def _reachable_states(model, rng: np.random.Generator, count: int):
    """Random turn-start states that play can reach (every up the filled boxes allow)."""
    upper = [b for b in range(model.boxes) if model.face[b] > 0]
    ups = model.reachable_ups()
    sm, su, sf = [], [], []
    while len(sm) < count:
        mask = int(rng.integers(0, model.masks - 1))
        subset = sum(1 << i for i, b in enumerate(upper) if mask >> b & 1)
        y_filled = model.yahtzee >= 0 and mask >> model.yahtzee & 1
        sm.append(mask)
        su.append(int(rng.choice(ups[subset])))
        sf.append(int(rng.integers(0, model.flags)) if y_filled else 0)
    return (
        np.array(sm, dtype=np.int64),
        np.array(su, dtype=np.int64),
        np.array(sf, dtype=np.int64),
    )


def test_fast_kernel_matches_the_box_by_box_reference(official: Advisor) -> None:
    # The kernel's shortcut (a roll worth the scratch baseline or a box where it scores)
    # must give exactly what trying every box by the joker rules gives.
    from yahtzee_desktop.strategy.kernel import Kernel, final_values
    from yahtzee_desktop.strategy.turn import ORDER

    model = official.table.model
    values = official.table.values.astype(np.float64)
    sm, su, sf = _reachable_states(model, np.random.default_rng(5), 1500)
    expected = final_values(model, values, sm, su, sf)
    buf = np.full((462, len(sm)), np.nan)
    Kernel(model).final(values.reshape(-1), np.arange(model.masks), sm, su, sf, buf)
    got = buf[ORDER.roll_rows]
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, expected, rtol=0, atol=1e-9)


def _check_recursion(table) -> None:
    # Upper subtotals that stand for others are solved once and copied: every reachable
    # state, copied or solved, must equal one turn of optimal play from the table itself.
    from yahtzee_desktop.strategy.kernel import final_values
    from yahtzee_desktop.strategy.turn import turn_value

    model = table.model
    values = table.values.astype(np.float64)
    sm, su, sf = _reachable_states(model, np.random.default_rng(7), 3000)
    expected = turn_value(final_values(model, values, sm, su, sf))
    np.testing.assert_allclose(values[sm, su, sf], expected, rtol=0, atol=2e-4)


def test_every_reachable_state_obeys_the_recursion(official: Advisor) -> None:
    _check_recursion(official.table)


@pytest.mark.parametrize("options", [{"upper_bonus": 35}, {"upper_bonus": 35, "upper_first": True}])
def test_every_reachable_state_obeys_the_recursion_small(small_rules, options) -> None:
    _check_recursion(build_table(small_rules.with_options(**options)))


def test_moments_of_a_last_chance_box_are_exact(table_cache: Path) -> None:
    # Only Chance left, the Yahtzee box zeroed (no bonus to chase): each die is kept at 5+
    # after the first roll, at 4+ after the second, so the five dice are independent and
    # the variance and third central moment (cumulants) are five times one die's.
    table = load_or_build(preset("yahtzee"), table_cache, moments=True)
    assert table.variance is not None and table.third is not None
    model = table.model
    chance = preset("yahtzee").boxes.index("chance")
    mask = (model.masks - 1) & ~(1 << chance)
    die: dict[int, float] = {}
    for x1 in range(1, 7):
        for x2 in range(1, 7):
            for x3 in range(1, 7):
                v = x1 if x1 >= 5 else x2 if x2 >= 4 else x3
                die[v] = die.get(v, 0.0) + 1 / 216
    mean = sum(v * p for v, p in die.items())
    var = sum(v * v * p for v, p in die.items()) - mean**2
    third = sum((v - mean) ** 3 * p for v, p in die.items())
    assert third < 0  # rerolling the low dice leaves a short tail to the left
    assert table.values[mask, model.threshold, 0] == pytest.approx(5 * mean, abs=1e-4)
    assert table.variance[mask, model.threshold, 0] == pytest.approx(5 * var, abs=1e-4)
    # From raw moments with float32 roll chances: to 1e-7 of E[R^3] = 13,600, no closer.
    assert table.third[mask, model.threshold, 0] == pytest.approx(5 * third, abs=5e-3)


@pytest.mark.slow
def test_official_standard_deviation(table_cache: Path) -> None:
    # The published spread of optimal solitaire Yahtzee: 254.59 +- 59.61; its skewness
    # 1.59 agrees with 80,000 simulated games of the expert bot (1.594 at turn 1).
    table = load_or_build(preset("yahtzee"), table_cache, moments=True)
    assert table.variance is not None and table.third is not None
    sd = float(table.variance[0, 0, 0]) ** 0.5
    assert sd == pytest.approx(59.61, abs=0.005)
    assert float(table.third[0, 0, 0]) / sd**3 == pytest.approx(1.588, abs=0.002)
    assert table.start == pytest.approx(254.5877287, abs=1e-7)


def test_a_helper_process_builds_the_same_table(small_rules) -> None:
    rules = small_rules.with_options(upper_bonus=35)
    alone = build_table(rules, moments=True, processes=False)
    shared = build_table(rules, moments=True, processes=True)
    assert shared.start == pytest.approx(alone.start, abs=1e-9)
    # Chunks start elsewhere in each half: sums may differ in the last bit, no more; and
    # where two choices tie, that bit may pick the other, whose variance differs a little.
    np.testing.assert_allclose(shared.values, alone.values, rtol=1e-6, atol=1e-4)
    np.testing.assert_allclose(shared.variance, alone.variance, rtol=1e-3, atol=1e-3)
    np.testing.assert_allclose(shared.third, alone.third, rtol=1e-3, atol=1e-2)
    assert shared.bonus is not None and alone.bonus is not None
    assert shared.yahtzee is not None and alone.yahtzee is not None
    for k, atol in enumerate((1e-5, 1e-3, 0.1, 10.0)):
        np.testing.assert_allclose(shared.bonus[k], alone.bonus[k], rtol=1e-3, atol=atol)
        for j in (k, k + 4):
            np.testing.assert_allclose(shared.yahtzee[j], alone.yahtzee[j], rtol=1e-3, atol=atol)


def test_a_cancelled_build_stops_its_helper(small_rules) -> None:
    import multiprocessing

    class Cancelled(Exception):
        pass

    def cancel(done: int, total: int) -> None:
        if done > 0:
            raise Cancelled

    before = {p.pid for p in multiprocessing.active_children()}
    for moments in (False, True):  # with the moments, the chunks are claimed as they go
        with pytest.raises(Cancelled):
            build_table(small_rules, cancel, moments=moments, processes=True)
        # no helper left behind, not even a zombie (multiprocessing's own resource
        # tracker, shared by every spawned process, is not one of its children)
        assert {p.pid for p in multiprocessing.active_children()} == before


@pytest.mark.parametrize(("n", "chunk"), [(1000, 64), (129, 64), (1, 256), (0, 256), (7, 2)])
def test_claimed_chunks_are_the_fixed_halves_chunks_each_once(n: int, chunk: int) -> None:
    """Whoever solves a chunk, it is the chunk a fixed split would have made (a state's
    stamps depend on its place in its chunk): one process taking three chunks to the
    other's one still shares out every chunk once."""
    import threading

    from yahtzee_desktop.strategy.solver import _Claims

    half = n // 2
    fixed = [(s, min(s + chunk, half)) for s in range(0, half, chunk)]
    fixed += [(s, min(s + chunk, n)) for s in range(half, n, chunk)]
    claims = _Claims(np.zeros(2, dtype=np.int64), threading.Lock())
    claims.reset(n, chunk)
    fast = claims.parts(n, chunk, from_end=False)
    slow = claims.parts(n, chunk, from_end=True)
    got: list[tuple[int, int]] = []
    ahead: list[tuple[int, int]] = []
    while True:
        taken = [(p.start, p.stop) for p in (next(fast, None), next(fast, None)) if p]
        got += taken
        ahead += taken
        last = next(slow, None)
        if last is not None:
            got.append((last.start, last.stop))
        if not taken and last is None:
            break
    assert sorted(got) == fixed
    assert ahead == fixed[: len(ahead)]  # the fast one from the start, in order


def test_moments_leave_the_values_alone(small_rules) -> None:
    rules = small_rules.with_options(upper_bonus=35)
    plain = build_table(rules, processes=False)
    both = build_table(rules, moments=True, processes=False)
    # The moments' bookkeeping touches the values' last bits only: each turn's stamps (a
    # choice's cell in the low 17 bits) move the official start by 2e-8, 8e-11 relative,
    # a thousandth of what the float32 table holds.
    assert both.start == pytest.approx(plain.start, rel=2e-10)
    np.testing.assert_allclose(both.values, plain.values, rtol=1e-6, atol=1e-5)


def test_moments_obey_their_recursion(table_cache: Path) -> None:
    # Var(s) = E[(points + V(s'))^2 + Var(s')] - V(s)^2 over the turn played from s, and
    # the third moment alike, the turn followed exactly (every final roll, the box it
    # takes) by WinChances: an independent path to the moments the solver's batched
    # pass computes.
    from yahtzee_desktop.strategy.chances import WinChances

    table = load_or_build(preset("yahtzee"), table_cache, moments=True)
    assert table.variance is not None
    chances = WinChances(table)
    model = table.model
    rng = np.random.default_rng(5)
    checked = 0
    while checked < 12:
        mask = int(rng.integers(0, model.masks - 1))
        up = int(rng.integers(0, model.ups))
        flag = int(mask >> model.yahtzee & 1 and rng.integers(0, 2))
        if not _reachable(model, mask, up):
            continue
        second = third = 0.0
        v0 = float(table.values[mask, up, flag])
        for p, pts, nm, nu, nf in chances._this_turn(mask, up, flag):
            last = nm == model.masks - 1
            d = pts + table.future(nm, nu, nf) - v0  # this outcome's mean, centred
            var = 0.0 if last else float(table.variance[nm, nu, nf])
            k3 = 0.0 if last else float(table.third[nm, nu, nf])
            second += p * (d * d + var)
            third += p * (d**3 + 3 * d * var + k3)
        assert second == pytest.approx(float(table.variance[mask, up, flag]), rel=2e-3, abs=0.05)
        assert third == pytest.approx(float(table.third[mask, up, flag]), rel=2e-3, abs=5.0)
        checked += 1


def _reachable(model, mask: int, up: int) -> bool:
    subset = sum(1 << i for i, b in enumerate(np.flatnonzero(model.face > 0)) if mask >> b & 1)
    return up in model.reachable_ups()[subset]


def test_variances_added_later_leave_the_cached_table_alone(small_rules, tmp_path: Path) -> None:
    rules = small_rules.with_options(upper_bonus=35)
    plain = load_or_build(rules, tmp_path)
    path = tmp_path / f"{table_key(rules)}.table"
    before = path.read_bytes()
    both = load_or_build(rules, tmp_path, moments=True)
    assert path.read_bytes() == before
    assert both.start == plain.start and np.array_equal(both.values, plain.values)
    assert both.variance is not None and both.third is not None
    again = load_table(rules, tmp_path, moments=True)
    assert again is not None and again.variance is not None and again.third is not None
    np.testing.assert_array_equal(again.variance, both.variance)
    np.testing.assert_array_equal(again.third, both.third)


def test_old_moments_files_are_never_read(small_rules, tmp_path: Path) -> None:
    # Version 1 kept only variances, in ".variance", version 2 no bonus moments, version
    # 3 no Yahtzee moments, version 4 compressed files that could not be mapped: such a
    # cache has its moments built again (the table kept), and the old files go.
    from yahtzee_desktop.strategy.table_cache import MOMENTS_FILE

    rules = small_rules.with_options(upper_bonus=35)
    load_or_build(rules, tmp_path)
    table = (tmp_path / f"{table_key(rules)}.table").read_bytes()
    suffixes = (".variance", ".m2.variance", ".m3.bonus3", ".m4.third", ".m5.yahtzee")
    olds = [tmp_path / f"{table_key(rules)}{s}" for s in suffixes]
    for old in olds:  # sound files of the right shape, but of an older version
        old.write_bytes(table)
    assert load_table(rules, tmp_path, moments=True) is None
    both = load_or_build(rules, tmp_path, moments=True)
    assert both.third is not None and not any(old.exists() for old in olds)
    moments = tmp_path / f"{table_key(rules)}{MOMENTS_FILE}"
    assert moments.exists()
    again = load_table(rules, tmp_path, moments=True)
    assert again is not None and again.bonus is not None and both.bonus is not None
    np.testing.assert_array_equal(again.bonus, both.bonus)
    assert again.yahtzee is not None and both.yahtzee is not None
    np.testing.assert_array_equal(again.yahtzee, both.yahtzee)
    moments.unlink()
    assert load_table(rules, tmp_path, moments=True) is None
    load_or_build(rules, tmp_path, moments=True)
    # Left on disk, the moments read a state at a time are the arrays' own.
    lazy = load_table(rules, tmp_path, moments=True, in_memory=False)
    assert lazy is not None and lazy.variance is None and lazy.moment_file is not None
    model = lazy.model
    for at in ((0, 0, 0), (model.masks - 2, model.ups - 1, 0), (5, 3, model.flags - 1)):
        np.testing.assert_array_equal(lazy.moment_row(*at), both.moment_row(*at))
    lazy.moment_file.close()
    # A damaged moments' file is set aside intact and built again.
    data = bytearray(moments.read_bytes())
    data[-3] ^= 0x40
    moments.write_bytes(bytes(data))
    assert load_table(rules, tmp_path, moments=True) is None
    load_or_build(rules, tmp_path, moments=True)
    assert moments.with_name(moments.name + ".damaged").read_bytes() == bytes(data)


def test_bonus_chance_with_one_upper_box_left_is_exact(table_cache: Path) -> None:
    # Only Sixes left, 18 points short of the bonus, the Yahtzee box zeroed: keeping every
    # six is optimal, so each die ends a six with chance 1 - (5/6)^3 on its own, and the
    # bonus is won with 3 sixes or more: E[R^k B] = E[(6 X + 35)^k; X >= 3], X binomial.
    from math import comb

    table = load_or_build(preset("yahtzee"), table_cache, moments=True)
    assert table.bonus is not None
    model = table.model
    sixes = preset("yahtzee").boxes.index("sixes")
    mask = (model.masks - 1) & ~(1 << sixes)
    six = 1 - (5 / 6) ** 3
    law = {x: comb(5, x) * six**x * (1 - six) ** (5 - x) for x in range(6)}
    at = (slice(None), mask, model.threshold - 18, 0)
    want = [sum(p * (6 * x + 35) ** k for x, p in law.items() if x >= 3) for k in range(4)]
    np.testing.assert_allclose(table.bonus[at], want, rtol=1e-5)
    assert table.bonus[0][at[1:]] == pytest.approx(0.35485, abs=1e-5)  # a figure to read
    # Already won, or out of reach (25 short with one box of sixes): nothing to win.
    assert not table.bonus[(slice(None), mask, model.threshold, 0)].any()
    assert not table.bonus[(slice(None), mask, model.threshold - 31, 0)].any()


def test_bonus_moments_obey_their_recursion(table_cache: Path) -> None:
    # E[R^k B](s) over the turn played from s, followed exactly by WinChances: a move that
    # crosses the threshold wins B for sure (all of E[(points + R')^k]), the others pass
    # on E[(points + R')^k B'] of the state they lead to. Also the bounds: 0 <= B <= 1.
    from math import comb

    from yahtzee_desktop.strategy.chances import WinChances

    table = load_or_build(preset("yahtzee"), table_cache, moments=True)
    assert table.bonus is not None and table.variance is not None and table.third is not None
    bonus = table.bonus.astype(np.float64)
    assert bonus[0].min() >= 0.0 and bonus[0].max() <= 1.0 + 1e-6
    mean = table.values.astype(np.float64)
    raw2 = table.variance + mean * mean
    assert (bonus[2] <= raw2 * (1 + 1e-5) + 1e-3).all()  # E[R^2 B] <= E[R^2]
    chances = WinChances(table)
    model = table.model
    rng = np.random.default_rng(7)
    checked = 0
    while checked < 12:
        mask = int(rng.integers(0, model.masks - 1))
        up = int(rng.integers(0, model.threshold))
        flag = int(mask >> model.yahtzee & 1 and rng.integers(0, 2))
        if not _reachable(model, mask, up):
            continue
        got = np.zeros(4)
        for p, pts, nm, nu, nf in chances._this_turn(mask, up, flag):
            last = nm == model.masks - 1
            if nu >= model.threshold:  # crossed now: E[(pts + R')^k]
                m1 = table.future(nm, nu, nf)
                var = 0.0 if last else float(table.variance[nm, nu, nf])
                k3 = 0.0 if last else float(table.third[nm, nu, nf])
                raw = [1.0, m1, var + m1 * m1, k3 + 3 * m1 * var + m1**3]
            else:
                raw = [0.0] * 4 if last else bonus[:, nm, nu, nf].tolist()
            for k in range(4):
                got[k] += p * sum(comb(k, j) * pts ** (k - j) * raw[j] for j in range(k + 1))
        want = bonus[:, mask, up, flag]
        for k, atol in enumerate((1e-6, 1e-3, 0.5, 100.0)):
            assert got[k] == pytest.approx(want[k], rel=2e-4, abs=atol), (k, mask, up, flag)
        checked += 1


def test_a_build_cancelled_before_its_helper_starts_leaves_no_traceback(
    small_rules, capfd: pytest.CaptureFixture[str]
) -> None:
    """Cancelled at once (the app's window closed): the helper, still starting, finds the
    pipe closed and leaves quietly (it printed a BrokenPipeError's traceback)."""

    class Cancelled(Exception):
        pass

    def cancel(done: int, total: int) -> None:
        raise Cancelled

    with pytest.raises(Cancelled):
        build_table(small_rules, cancel, moments=True, processes=True)
    assert "Traceback" not in capfd.readouterr().err


def test_writes_killed_midway_leave_no_lasting_waste(small_rules, tmp_path: Path) -> None:
    """The app kills a build when it quits: a kill while a table or its moments (59 MB
    under the official rules) were being written left the temporary twin in the cache
    for ever. The next write of that file sweeps those nobody has written to lately."""
    import os
    import time

    from yahtzee_desktop.strategy.table_cache import MOMENTS_FILE

    rules = small_rules.with_options(upper_bonus=35)
    key = table_key(rules)
    names = (f"{key}.table", f"{key}{MOMENTS_FILE}")
    left = [tmp_path / f".{name}.0badc0de.tmp" for name in names]
    live = tmp_path / f".{names[1]}.1ive1ive.tmp"
    for f in (*left, live):
        f.write_bytes(b"half a table")
    old = time.time() - 3600
    for f in left:
        os.utime(f, (old, old))
    load_or_build(rules, tmp_path, moments=True)
    assert not any(f.exists() for f in left)
    assert live.exists()  # written lately: perhaps another build's, in progress
    assert load_table(rules, tmp_path, moments=True) is not None
