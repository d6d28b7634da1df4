"""The solver reproduces the published optima; its cache is checked, never trusted."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.strategy import Advisor, build_table, load_or_build
from yahtzee_desktop.strategy.solver import load_table, save_table, table_key

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
    return (np.array(sm, dtype=np.int64), np.array(su, dtype=np.int64),
            np.array(sf, dtype=np.int64))


def test_fast_kernel_matches_the_box_by_box_reference(official: Advisor) -> None:
    # The kernel's shortcut (a roll worth the scratch baseline or a box where it scores)
    # must give exactly what trying every box by the joker rules gives.
    from yahtzee_desktop.strategy.solver import _ORDER, _Kernel, final_values

    model = official.table.model
    values = official.table.values.astype(np.float64)
    sm, su, sf = _reachable_states(model, np.random.default_rng(5), 1500)
    expected = final_values(model, values, sm, su, sf)
    buf = np.full((462, len(sm)), np.nan)
    _Kernel(model).final(values.reshape(-1), sm, su, sf, buf)
    got = buf[_ORDER.roll_rows]
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, expected, rtol=0, atol=1e-9)


def _check_recursion(table) -> None:
    # Upper subtotals that stand for others are solved once and copied: every reachable
    # state, copied or solved, must equal one turn of optimal play from the table itself.
    from yahtzee_desktop.strategy.solver import final_values, turn_value

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
