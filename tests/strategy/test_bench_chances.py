"""The calibration benchmark's bins and null test: the figures issue 16 is judged on."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.bench_chances import MIN_BIN, TOLERANCE, bins, draw, real_worst, report, tilt


def test_bins_by_hand() -> None:
    predicted = np.array([0.05, 0.05, 0.15, 0.95, 1.0] * MIN_BIN)
    shares = np.array([0.0, 1.0, 0.0, 1.0, 1.0] * MIN_BIN)
    b = bins(predicted, shares)
    assert b.count.tolist() == [2 * MIN_BIN, MIN_BIN, 0, 0, 0, 0, 0, 0, 0, 2 * MIN_BIN]
    assert b.checked.tolist() == [True, True] + [False] * 7 + [True]
    assert b.predicted[0] == pytest.approx(0.05)
    assert b.seen[0] == pytest.approx(0.5)
    assert b.predicted[9] == pytest.approx(0.975)  # 1.0 goes in the top bin
    assert b.seen[9] == pytest.approx(1.0)
    assert b.noise[0] == pytest.approx(np.sqrt(2 * MIN_BIN * 0.05 * 0.95) / (2 * MIN_BIN))
    assert b.off.tolist() == pytest.approx([0.45, -0.15] + [0.0] * 7 + [0.025])
    assert b.worst == pytest.approx(0.45)


def test_bins_ignore_small_bins() -> None:
    predicted = np.array([0.05] * MIN_BIN + [0.55] * (MIN_BIN - 1))
    shares = np.array([0.05] * MIN_BIN + [1.0] * (MIN_BIN - 1))
    assert bins(predicted, shares).worst == pytest.approx(0.0)


def test_replicates_binned_as_one_at_a_time() -> None:
    rng = np.random.default_rng(1)
    predicted = rng.random(1000)
    shares = (rng.random((5, 1000)) < predicted).astype(float)
    together = bins(predicted, shares)
    for r in range(5):
        alone = bins(predicted, shares[r])
        assert np.allclose(together.seen[r], alone.seen)
        assert together.worst[r] == pytest.approx(float(alone.worst))


def test_draw_one_winner_per_game_at_the_predicted_rates() -> None:
    predicted = np.tile([0.7, 0.0, 0.2, 0.1], (20000, 1))
    shares = draw(predicted, 3, np.random.default_rng(2)).reshape(3, 20000, 4)
    assert (shares.sum(axis=2) == 1).all()
    assert np.allclose(shares.mean(axis=1), [0.7, 0.0, 0.2, 0.1], atol=0.015)


def test_tilt_says_over_confident() -> None:
    """Favourites predicted at 90 % that win 60 %: a tilt of (0.6 - 0.9) per prediction."""
    rng = np.random.default_rng(3)
    predicted = np.tile([0.9, 0.1], (20000, 1))
    won = rng.random(20000) < 0.6
    shares = np.stack([won, ~won], axis=1).astype(float)
    assert tilt(predicted, shares.ravel()) == pytest.approx(-0.3, abs=0.02)
    right = draw(predicted, 1, rng)
    assert tilt(predicted, right)[0] == pytest.approx(0.0, abs=0.02)


def test_report_and_worst_judge_alike(capsys: pytest.CaptureFixture[str]) -> None:
    """The printed verdict and the figure compared with the null are the same criterion."""
    rng = np.random.default_rng(4)
    for bias in (0.0, 0.02, 0.05):
        p = rng.uniform(0.0, 1.0, 3000)
        predicted = np.stack([p, 1 - p], axis=1)
        won = rng.random(3000) < np.clip(p + bias * np.sign(p - 0.5), 0, 1)
        shares = np.stack([won, ~won], axis=1).astype(float)
        cal = {1: (predicted, shares), 7: (predicted, shares)}
        ok, checked, _ = report("t", cal)
        error, _ = real_worst({2: cal})
        assert checked == 20
        assert ok == (error <= TOLERANCE)
        if bias == 0.05:
            assert not ok
    assert "after turn 7" in capsys.readouterr().out
