"""Win chances: a distribution per card from the table's first three moments, ties shared."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.strategy.chances import (
    RESTS_KEPT,
    Outlook,
    WinChances,
    discretised,
    win_chances,
)
from yahtzee_desktop.strategy.model import ALL_ROLLS


@pytest.fixture(scope="module")
def chances(table_cache: Path) -> WinChances:
    return WinChances.load_or_build(preset("yahtzee"), table_cache)


def test_the_laws_kept_stay_a_few_megabytes_over_an_evening(chances: WinChances) -> None:
    """Each game's states are new ones: what is kept for the next is bounded (issue 31)."""
    rng = random.Random(3)
    kept = 0
    for _game in range(8):
        for turns in range(1, 12):
            chances.outlook(_play(preset("yahtzee"), turns, rng))
            kept = max(kept, sum(o.probs.nbytes for o in chances._rests.values()))
    assert len(chances._rests) <= RESTS_KEPT and kept < 6 * 2**20


def _play(rules, turns: int, rng: random.Random):
    card = Card.empty(rules)
    for _ in range(turns):
        dice = rng.choice(ALL_ROLLS)
        column, box = rng.choice(sorted(card.options(dice)))
        card = card.place(dice, box, column)
    return card


def test_chances_sum_to_one(chances: WinChances) -> None:
    rng = random.Random(3)
    rules = preset("yahtzee")
    for players in (2, 3, 4, 6):
        for _ in range(10):
            turns = rng.randrange(rules.turns + 1)
            cards = [
                _play(rules, turns + rng.choice((0, 0, 1)) if turns < rules.turns else turns, rng)
                for _ in range(players)
            ]
            got = chances.chances(cards)
            assert len(got) == players
            assert sum(got) == pytest.approx(1.0, abs=1e-9)
            assert all(0.0 <= c <= 1.0 for c in got)


def test_equal_cards_have_equal_chances(chances: WinChances) -> None:
    card = Card.empty(preset("yahtzee"))
    assert chances.chances([card, card]) == pytest.approx([0.5, 0.5])
    assert chances.chances([card] * 4) == pytest.approx([0.25] * 4)


def test_a_decided_game_says_one_and_zero(chances: WinChances) -> None:
    rules = preset("yahtzee")
    # A finished strong card against one whose best possible end is lower.
    leader = Card.empty(rules)
    for face, box in enumerate(rules.upper_boxes, start=1):
        leader = leader.place((face,) * 5, box)
    leader = leader.place((6, 6, 6, 6, 6), "yahtzee")
    rng = random.Random(1)
    trailer = Card.empty(rules)
    while trailer.filled_count() < rules.turns - 1:
        dice = (1, 1, 2, 3, 5)
        options = sorted(trailer.options(dice))
        column, box = rng.choice([o for o in options if o[1] != "chance"] or options)
        trailer = trailer.place(dice, box, column)
    assert chances.best_end(trailer) < leader.total()
    assert chances.chances([leader, trailer]) == [1.0, 0.0]
    assert chances.chances([trailer, leader]) == [0.0, 1.0]


def test_ties_are_shared() -> None:
    at = Outlook(200, np.ones(1))
    assert win_chances([at, at]) == pytest.approx([0.5, 0.5])
    assert win_chances([at, at, Outlook(150, np.ones(1))]) == pytest.approx([0.5, 0.5, 0.0])
    # 200 or 210 each with probability 1/2, against a sure 200: A wins outright half the
    # time and ties (shared) the other half.
    coin = Outlook(200, np.array([0.5] + [0.0] * 9 + [0.5]))
    assert win_chances([coin, at]) == pytest.approx([0.75, 0.25])


def test_outlook_matches_the_table_and_stays_in_reach(chances: WinChances) -> None:
    rules = preset("yahtzee")
    card = _play(rules, 6, random.Random(8))
    outlook = chances.outlook(card)
    mask, up, flag = chances.state(card)
    assert outlook.low >= card.total()
    assert outlook.high <= chances.best_end(card)
    assert outlook.probs.sum() == pytest.approx(1.0)
    expected = card.total() + float(chances.table.values[mask, up, flag])
    assert outlook.mean == pytest.approx(expected, abs=0.5)
    assert chances.outlook(Card.empty(rules)).mean == pytest.approx(254.59, abs=0.5)


def test_discretised_normal() -> None:
    law = discretised(100.0, 25.0, 0, 1000)
    values = law.low + np.arange(len(law.probs))
    assert law.probs.sum() == pytest.approx(1.0)
    assert values @ law.probs == pytest.approx(100.0, abs=1e-6)
    assert ((values - 100.0) ** 2) @ law.probs == pytest.approx(25.0 + 1 / 12, abs=1e-3)
    assert discretised(100.0, 0.0, 90, 120).probs.tolist().count(1.0) == 1


def _moments(outlook: Outlook) -> tuple[float, float, float]:
    values = outlook.low + np.arange(len(outlook.probs))
    mean = float(values @ outlook.probs)
    centred = values - mean
    return mean, float(centred**2 @ outlook.probs), float(centred**3 @ outlook.probs)


@pytest.mark.parametrize("skew", [0.5, 1.6, 3.0, -1.0])
def test_discretised_skewed_keeps_its_three_moments(skew: float) -> None:
    sd = 30.0
    law = discretised(200.0, sd * sd, 0, 5000, skew * sd**3)
    mean, variance, third = _moments(law)
    assert law.probs.sum() == pytest.approx(1.0)
    assert mean == pytest.approx(200.0, abs=0.01)
    assert variance == pytest.approx(sd * sd + 1 / 12, rel=2e-3)  # Sheppard's + 1/12
    assert third / variance**1.5 == pytest.approx(skew, rel=0.01)
    # The lognormal's short side ends (right skew: nothing below mean - 2.03 sd at 1.6).
    if skew == 1.6:
        assert law.low >= 200 - 2.03 * sd - 1


@pytest.mark.parametrize(("seed", "turns"), [(1, 0), (2, 1), (3, 4), (4, 7)])
def test_outlook_has_the_tables_moments(chances: WinChances, seed: int, turns: int) -> None:
    # The coming turn exactly, then the law of each state it leads to: by the laws of
    # total expectation, variance and cumulance, the card's outlook has the table's mean,
    # variance and third central moment (less what the cut at the card's reach takes).
    card = _play(preset("yahtzee"), turns, random.Random(seed))
    at = chances.state(card)
    mean, variance, third = _moments(chances.outlook(card))
    assert mean == pytest.approx(card.total() + float(chances.table.values[at]), abs=0.1)
    assert variance == pytest.approx(float(chances.table.variance[at]), rel=0.02)
    assert third == pytest.approx(float(chances.table.third[at]), rel=0.15)
    if turns == 0:  # skewed to the right (a normal law would say 0); later, either way
        assert third / variance**1.5 == pytest.approx(1.59, abs=0.02)


def test_two_turns_left_the_model_has_the_exact_moments(chances: WinChances) -> None:
    # Two boxes open: the exact law of the final total is the coming turn followed by
    # the last turn, both exact (`outlook_at` with one box open). The model replaces
    # the last turn by a law of its three moments: the same mean and spread, and no
    # chance of a total the card cannot reach.
    rules = preset("yahtzee")
    card = _play(rules, 11, random.Random(12))
    exact_probs: dict[int, float] = {}
    for p, pts, mask, up, flag in chances._this_turn(*chances.state(card)):
        last = chances.outlook_at(mask, up, flag, card.total() + pts)
        for i, q in enumerate(last.probs):
            exact_probs[last.low + i] = exact_probs.get(last.low + i, 0.0) + p * q
    low = min(exact_probs)
    exact = Outlook(
        low, np.array([exact_probs.get(low + i, 0.0) for i in range(max(exact_probs) - low + 1)])
    )
    model = chances.outlook(card)
    (m1, v1, _), (m2, v2, _) = _moments(exact), _moments(model)
    assert m2 == pytest.approx(m1, abs=2.5)
    assert v2 == pytest.approx(v1, rel=0.25)
    assert model.low >= card.total() and model.high <= chances.best_end(card)


def test_rules_without_an_exact_table_have_no_chances(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        WinChances.load_or_build(preset("triple-yahtzee"), tmp_path)
    assert not list(tmp_path.iterdir())


def test_the_last_turn_is_exact(chances: WinChances) -> None:
    # Only Chance left, the Yahtzee box zeroed: the five dice are independent (kept at 5+
    # after the first roll, at 4+ after the second), so the final sum is a convolution.
    rules = preset("yahtzee")
    card = Card.empty(rules).place((1, 2, 3, 4, 6), "yahtzee")
    for box in rules.boxes:
        if box not in ("yahtzee", "chance"):
            card = card.place((1, 2, 3, 4, 6), box)
    assert card.filled_count() == rules.turns - 1
    die = np.zeros(7)
    for x1 in range(1, 7):
        for x2 in range(1, 7):
            for x3 in range(1, 7):
                die[x1 if x1 >= 5 else x2 if x2 >= 4 else x3] += 1 / 216
    law = np.ones(1)
    for _ in range(5):
        law = np.convolve(law, die)
    outlook = chances.outlook(card)
    total = card.total()
    got = np.zeros(len(law) + total)
    got[outlook.low : outlook.low + len(outlook.probs)] = outlook.probs
    np.testing.assert_allclose(got[total:], law, atol=1e-6)


def test_bonus_split_gives_back_the_tables_moments(chances: WinChances) -> None:
    # P(B) times the moments with the bonus plus P(not B) times those without are the
    # table's raw moments, wherever the bonus is still open; where it is decided, no split.
    from yahtzee_desktop.strategy.chances import bonus_split

    table, model = chances.table, chances.table.model
    rng = np.random.default_rng(11)
    split = 0
    for _ in range(400):
        at = (int(rng.integers(0, model.masks - 1)), int(rng.integers(0, model.ups)), 0)
        mean, var, third = (float(a[at]) for a in (table.values, table.variance, table.third))
        joint = chances.table.bonus[(slice(None), *at)].tolist()
        parts = bonus_split(mean, var, third, joint)
        if parts is None:
            assert at[1] >= model.threshold or not 1e-3 < joint[0] < 1 - 1e-3
            continue
        p, won, lost = parts
        if won[1] == 0 or lost[1] == 0:  # a single total: not the moments exactly
            continue
        split += 1
        assert p == joint[0]
        raw = [(m, v + m * m, t + 3 * m * v + m**3) for m, v, t in (won, lost)]
        want = (mean, var + mean * mean, third + 3 * mean * var + mean**3)
        for k in range(3):
            assert p * raw[0][k] + (1 - p) * raw[1][k] == pytest.approx(want[k], rel=1e-9)
        assert won[0] > lost[0]  # the bonus's 35 points, at least in part
    assert split > 100
    start = bonus_split(
        table.start,
        float(chances.table.variance[0, 0, 0]),
        float(chances.table.third[0, 0, 0]),
        chances.table.bonus[:, 0, 0, 0].tolist(),
    )
    assert start is not None and start[0] == pytest.approx(0.681, abs=0.001)
    assert start[1][0] - start[2][0] == pytest.approx(52.77, abs=0.01)  # 35 and more


def test_rest_law_has_two_humps_and_the_tables_moments(chances: WinChances) -> None:
    # Only Sixes and Chance left, 18 points short of the bonus: the points to come with
    # it and without lie 35 points apart, which one skewed law smears into one hump.
    from yahtzee_desktop.strategy.chances import rest_law

    table, model = chances.table, chances.table.model
    boxes = preset("yahtzee").boxes
    mask = (model.masks - 1) & ~(1 << boxes.index("sixes")) & ~(1 << boxes.index("chance"))
    at = (mask, model.threshold - 18, 0)
    mean, var, third = (float(a[at]) for a in (table.values, table.variance, table.third))
    joint = chances.table.bonus[(slice(None), *at)].tolist()
    law = rest_law(mean, var, third, joint, 0, 200)
    one = discretised(mean, var, 0, 200, third)
    got = _moments(law)
    assert got[0] == pytest.approx(mean, abs=0.05)
    assert got[1] == pytest.approx(var + 1 / 6, rel=0.01)  # two laws, each + 1/12
    assert got[2] == pytest.approx(third, rel=0.05, abs=50)

    def humps(o: Outlook) -> int:
        # Smoothed (the dice's ripples), inside: the single law piles its left tail at 0.
        p = np.convolve(o.probs, np.ones(5) / 5, mode="valid")[5 - o.low :]
        return int(((p[1:-1] > p[:-2]) & (p[1:-1] >= p[2:]) & (p[1:-1] > 1e-3)).sum())

    assert humps(law) == 2 and humps(one) == 1
    # Decided: the bonus already won, one law only.
    won = (mask, model.threshold, 0)
    m, v, t = (float(a[won]) for a in (table.values, table.variance, table.third))
    same = rest_law(m, v, t, chances.table.bonus[(slice(None), *won)].tolist(), 0, 200)
    assert same.low == discretised(m, v, 0, 200, t).low
    np.testing.assert_array_equal(same.probs, discretised(m, v, 0, 200, t).probs)


def test_bonus_split_of_a_single_total_and_of_lost_precision() -> None:
    from yahtzee_desktop.strategy.chances import bonus_split

    # The bonus won (1 %) only with one total, 65; without it 20 +- 10, skewed.
    p, (m0, v0, t0) = 0.01, (20.0, 100.0, 500.0)
    lost = (m0, v0 + m0 * m0, t0 + 3 * m0 * v0 + m0**3)
    raw = [p * 65.0**k + (1 - p) * lost[k - 1] for k in (1, 2, 3)]
    mean, var = raw[0], raw[1] - raw[0] ** 2
    third = raw[2] - 3 * mean * raw[1] + 2 * mean**3
    joint = [p, p * 65.0, p * 65.0**2, p * 65.0**3]
    split = bonus_split(mean, var, third, joint)
    assert split is not None
    assert split[1] == (pytest.approx(65.0), 0.0, 0.0)
    assert split[2] == pytest.approx((m0, v0, t0), rel=1e-6)
    # Nearly sure of the bonus: the rest, a difference of float32 moments, can come out
    # with a negative variance (here E[R | not B] = 10 and E[R^2 | not B] = 50): one law.
    q = 1e-5
    almost = [1 - q, raw[0] - q * 10, raw[1] - q * 50, raw[2] - q * 1000]
    assert bonus_split(mean, var, third, almost) is None
    # ... or a skewness beyond any sound one: one law.
    skewed = [1 - q, raw[0] - q * 10, raw[1] - q * 101, raw[2] - q * 1e5]
    assert bonus_split(mean, var, third, skewed) is None
