"""Win chances: a distribution per card from the table's mean and variance, ties shared."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.rules import ALL_ROLLS
from yahtzee_desktop.strategy.chances import Outlook, WinChances, discretised, win_chances


@pytest.fixture(scope="module")
def chances(table_cache: Path) -> WinChances:
    return WinChances.load_or_build(preset("yahtzee"), table_cache)


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
            cards = [_play(rules, turns + rng.choice((0, 0, 1)) if turns < rules.turns else turns,
                           rng) for _ in range(players)]
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
