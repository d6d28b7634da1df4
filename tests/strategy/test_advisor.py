"""Advice in known positions, internal consistency of the values, and game review."""

from __future__ import annotations

import random

import numpy as np
import pytest

from yahtzee_desktop.core import Card, preset
from yahtzee_desktop.strategy import Advisor, Decision, review
from yahtzee_desktop.strategy.model import ROLL_PROB
from yahtzee_desktop.strategy.solver import build_table


def _only_open(rules, keep_open: set[str]) -> Card:
    """A card with every box filled by a plain score except the given ones."""
    card = Card.empty(rules)
    for box in rules.boxes:
        if box not in keep_open:
            card = card.write(box, 0)
    return card


def test_empty_card_expectation(official: Advisor) -> None:
    card = Card.empty(preset("yahtzee"))
    assert official.expected(card) == pytest.approx(254.5877287, abs=1e-4)


def test_complete_card_expects_its_total(official: Advisor) -> None:
    card = _only_open(official.rules, {"chance"}).place((6, 6, 5, 5, 4), "chance")
    assert official.expected(card) == card.total() == 26


def test_known_final_placements(official: Advisor) -> None:
    empty = Card.empty(official.rules)
    assert official.box_choices(empty, (3, 3, 3, 3, 3))[0][0] == (0, "yahtzee")
    assert official.box_choices(empty, (1, 2, 3, 4, 5))[0][0] == (0, "large_straight")
    assert official.box_choices(empty, (2, 2, 3, 3, 3))[0][0] == (0, "full_house")


def test_known_keeps(official: Advisor) -> None:
    empty = Card.empty(official.rules)
    assert official.keep_choices(empty, (6, 2, 6, 1, 6), 2)[0][0] == (6, 6, 6)
    assert official.keep_choices(empty, (5, 3, 2, 4, 5), 2)[0][0] == (2, 3, 4, 5)
    # Only Chance left: keep what beats the expectation of a re-roll.
    chance = _only_open(official.rules, {"chance"})
    assert official.keep_choices(chance, (1, 2, 4, 5, 6), 1)[0][0] == (4, 5, 6)
    assert official.keep_choices(chance, (1, 2, 4, 5, 6), 2)[0][0] == (5, 6)
    # Chance with one roll left: 4 + 5 + 6 + 2 * 3.5.
    assert official.keep_choices(chance, (1, 2, 4, 5, 6), 1)[0][1] == pytest.approx(22.0)


def test_values_are_consistent(official: Advisor) -> None:
    rng = random.Random(7)
    card = Card.empty(official.rules)
    for _ in range(6):
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        box = official.box_choices(card, dice)[0][0]
        card = card.place(dice, box[1], box[0])
    # The expectation of a turn start is the average over first rolls of the best keep.
    from yahtzee_desktop.strategy.model import ALL_ROLLS

    firsts = np.array([official.keep_choices(card, r, 2)[0][1] for r in ALL_ROLLS])
    assert float(ROLL_PROB @ firsts) == pytest.approx(official.expected(card), abs=1e-3)
    # Scoring now is worth the best box; keeping all five with a roll left is worth as much.
    dice = (2, 3, 3, 5, 6)
    best_box = official.box_choices(card, dice)[0][1]
    assert official.final_value(card, dice) == pytest.approx(best_box, abs=1e-3)
    keeps = dict(official.keep_choices(card, dice, 1))
    assert keeps[dice] == pytest.approx(best_box, abs=1e-3)
    assert max(keeps.values()) >= best_box - 1e-9


def test_hint_lists_keeps_and_boxes(official: Advisor) -> None:
    card = Card.empty(official.rules)
    hint = official.hint(card, (4, 4, 4, 1, 2), 2)
    assert hint.exact and hint.best.keep == (4, 4, 4)
    kinds = {c.kind for c in hint.alternatives()}
    assert kinds == {"keep", "box"}
    values = [c.expected for c in hint.choices]
    assert values == sorted(values, reverse=True)
    assert all(hint.loss(c) >= 0 for c in hint.choices)
    assert official.hint(card, (4, 4, 4, 1, 2), 0).best.box is not None


def test_review_counts_lost_points(official: Advisor) -> None:
    card = Card.empty(official.rules)
    dice = (6, 6, 6, 1, 2)
    good = Decision(card, dice, 2, (6, 6, 6))
    bad = Decision(card, dice, 2, (1, 2))
    box = Decision(card, (1, 2, 3, 4, 5), 0, (0, "aces"))
    result = review(official.rules, [good, bad, box], official)
    assert result.entries[0].loss == pytest.approx(0.0, abs=1e-6)
    assert result.entries[1].loss > 1
    assert result.entries[2].best.box == (0, "large_straight") and result.entries[2].loss > 10
    assert result.total_lost == pytest.approx(sum(e.loss for e in result.entries))
    assert result.rating in {"fair", "weak", "good"}
    with pytest.raises(ValueError):
        review(official.rules, [Decision(card, dice, 2, (5,))], official)


def test_advisor_refuses_other_rules(official: Advisor) -> None:
    with pytest.raises(ValueError):
        official.expected(Card.empty(preset("yacht")))
    with pytest.raises(ValueError):
        Advisor(preset("triple-yahtzee"))
    with pytest.raises(ValueError):
        Advisor(preset("yacht"), table=build_table(preset("yacht", chance=False)))
