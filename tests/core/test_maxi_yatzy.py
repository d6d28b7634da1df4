"""Maxi Yatzy's scoring, box by box, from the rules of issue 29 (docs/RULES.md): six dice,
upper 1-6 with 50 at 84, then pair, two pairs, three pairs, three/four/five of a kind
(the matching dice), the straights 15, 20 and 21, full house, villa, tower (the dice that
make them, the best choice), chance, Maxi Yatzy 100; no joker, no bonus."""

from __future__ import annotations

import pytest

from yahtzee_desktop.core import IllegalMove, IllegalOption, preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.rules import all_rolls

RULES = preset("maxi-yatzy")
ORDER = [
    "aces",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "pair",
    "two_pairs",
    "three_pairs",
    "three_kind",
    "four_kind",
    "five_kind",
    "small_straight",
    "large_straight",
    "full_straight",
    "full_house",
    "villa",
    "tower",
    "chance",
    "yahtzee",
]


def score(box: str, dice: tuple[int, ...]) -> int:
    """What the dice score in an empty card's box."""
    return Card.empty(RULES).options(dice)[(0, box)]


def test_the_sheet_in_the_order_of_the_rules() -> None:
    assert RULES.boxes == tuple(ORDER)
    assert RULES.dice == 6 and RULES.rolls == 3 and RULES.columns == 1 and RULES.turns == 20
    assert (RULES.upper_bonus, RULES.upper_bonus_threshold) == (50, 84)
    assert RULES.yahtzee_bonus == 0 and RULES.joker == "none" and RULES.saved_rolls
    assert RULES.upper_par == 84  # four of each face is par, as the threshold says
    assert len(RULES.all_rolls) == 462 == len(all_rolls(6))


CASES = [
    # upper boxes count the matching dice, up to 36
    ("aces", (1, 1, 1, 2, 3, 4), 3),
    ("sixes", (6, 6, 6, 6, 6, 6), 36),
    ("fives", (1, 2, 3, 4, 6, 6), 0),
    ("fives", (5, 5, 5, 5, 5, 1), 25),
    ("sixes", (1, 2, 3, 4, 5, 5), 0),
    # one pair: the highest pair, sum of the two
    ("pair", (1, 1, 6, 6, 3, 4), 12),
    ("pair", (2, 2, 2, 5, 5, 1), 10),
    ("pair", (4, 4, 4, 4, 4, 4), 8),
    ("pair", (1, 2, 3, 4, 5, 6), 0),
    # two pairs: two different pairs, the best two
    ("two_pairs", (6, 6, 5, 5, 2, 2), 22),
    ("two_pairs", (5, 5, 5, 5, 2, 2), 14),  # four and two: two different pairs
    ("two_pairs", (5, 5, 5, 2, 2, 2), 14),  # two triples hold two pairs
    ("two_pairs", (3, 3, 3, 3, 1, 2), 0),  # four of one face is one pair twice: no
    ("two_pairs", (6, 6, 6, 6, 6, 6), 0),  # six the same: no two different pairs
    ("two_pairs", (4, 4, 4, 4, 4, 1), 0),
    ("two_pairs", (1, 1, 2, 3, 4, 5), 0),
    # three pairs: three different pairs, sum of the six
    ("three_pairs", (1, 1, 3, 3, 6, 6), 20),
    ("three_pairs", (5, 5, 5, 5, 2, 2), 0),
    ("three_pairs", (5, 5, 5, 2, 2, 2), 0),
    ("three_pairs", (6, 6, 6, 6, 6, 6), 0),
    ("three_pairs", (1, 1, 2, 2, 3, 4), 0),
    # of a kind: the matching dice of the highest face that has enough
    ("three_kind", (2, 2, 2, 5, 5, 5), 15),  # three of a kind inside a villa
    ("three_kind", (4, 4, 4, 4, 1, 2), 12),
    ("three_kind", (6, 6, 1, 2, 3, 4), 0),
    ("four_kind", (3, 3, 3, 3, 3, 6), 12),
    ("four_kind", (6, 6, 6, 6, 6, 6), 24),
    ("four_kind", (5, 5, 5, 2, 2, 2), 0),
    ("five_kind", (2, 2, 2, 2, 2, 6), 10),
    ("five_kind", (6, 6, 6, 6, 6, 6), 30),
    ("five_kind", (5, 5, 5, 5, 1, 1), 0),
    # straights: exactly these faces among the six dice, fixed points
    ("small_straight", (1, 2, 3, 4, 5, 5), 15),
    ("small_straight", (1, 2, 3, 4, 5, 6), 15),
    ("small_straight", (2, 3, 4, 5, 6, 6), 0),
    ("large_straight", (2, 3, 4, 5, 6, 2), 20),
    ("large_straight", (1, 2, 3, 4, 5, 6), 20),
    ("large_straight", (1, 2, 3, 4, 5, 1), 0),
    ("full_straight", (6, 5, 4, 3, 2, 1), 21),
    ("full_straight", (1, 2, 3, 4, 5, 5), 0),
    # full house: three of one face and two of another, the five that make it, the best
    ("full_house", (3, 3, 3, 5, 5, 1), 19),
    ("full_house", (6, 6, 6, 5, 5, 5), 28),  # from 3+3: the triple of 6s, a pair of 5s
    ("full_house", (2, 2, 2, 6, 6, 6), 22),  # 6-6-6-2-2 beats 2-2-2-6-6
    ("full_house", (5, 5, 5, 5, 2, 2), 19),  # four and two: a triple and a pair
    ("full_house", (1, 1, 1, 2, 2, 6), 7),
    ("full_house", (1, 1, 4, 4, 6, 6), 0),  # three pairs: no triple
    ("full_house", (4, 4, 4, 4, 4, 1), 0),  # five and one: no pair of another face
    ("full_house", (6, 6, 6, 6, 6, 6), 0),
    # villa: two different triples, sum of the six
    ("villa", (2, 2, 2, 5, 5, 5), 21),
    ("villa", (6, 6, 6, 6, 1, 1), 0),
    ("villa", (6, 6, 6, 6, 6, 6), 0),
    # tower: four of one face and two of another, sum of the six
    ("tower", (4, 4, 4, 4, 6, 6), 28),
    ("tower", (1, 1, 1, 1, 2, 2), 8),
    ("tower", (5, 5, 5, 2, 2, 2), 0),
    ("tower", (6, 6, 6, 6, 6, 6), 0),
    ("tower", (3, 3, 3, 3, 3, 1), 0),
    ("tower", (3, 3, 3, 3, 1, 2), 0),
    # chance: the sum of the six; Maxi Yatzy: six the same, 100
    ("chance", (6, 6, 6, 6, 6, 5), 35),
    ("chance", (1, 1, 1, 1, 1, 1), 6),
    ("yahtzee", (1, 1, 1, 1, 1, 1), 100),
    ("yahtzee", (6, 6, 6, 6, 6, 5), 0),
]


@pytest.mark.parametrize(("box", "dice", "points"), CASES)
def test_each_box_scores_by_the_rules(box: str, dice: tuple[int, ...], points: int) -> None:
    assert score(box, dice) == points
    assert score(box, tuple(reversed(dice))) == points  # the order of the dice never counts


def test_every_box_is_tested_for_a_score_and_for_a_zero() -> None:
    scored = {box for box, _d, p in CASES if p}
    zeroed = {box for box, _d, p in CASES if not p}
    assert set(ORDER) - {"aces", "twos", "threes", "fours", "chance"} <= scored & zeroed


def test_the_highest_each_box_can_hold() -> None:
    most = {b.id: max(b.score(d) for d in all_rolls(6)) for b in RULES.box_rules}
    assert most == {
        "aces": 6,
        "twos": 12,
        "threes": 18,
        "fours": 24,
        "fives": 30,
        "sixes": 36,
        "pair": 12,
        "two_pairs": 22,
        "three_pairs": 30,
        "three_kind": 18,
        "four_kind": 24,
        "five_kind": 30,
        "small_straight": 15,
        "large_straight": 20,
        "full_straight": 21,
        "full_house": 28,
        "villa": 33,
        "tower": 34,
        "chance": 36,
        "yahtzee": 100,
    }


def test_six_of_a_kind_has_no_joker_and_no_bonus() -> None:
    card = Card.empty(RULES).place((5,) * 6, "yahtzee")
    options = card.options((5,) * 6)
    assert (0, "fives") in options and options[(0, "full_house")] == 0
    assert not card.earns_yahtzee_bonus((5,) * 6)
    card = card.place((5,) * 6, "chance")
    assert card.total() == 130 and card.yahtzees() == 1
    with pytest.raises(IllegalOption):
        preset("maxi-yatzy", joker="forced")
    with pytest.raises(IllegalOption):
        preset("maxi-yatzy", yahtzee_bonus=100)


def test_the_bonus_at_84() -> None:
    card = Card.empty(RULES)
    for face, box in enumerate(RULES.upper_boxes, start=1):
        card = card.place((face,) * 4 + (7 - face,) * 2 if face != 3 else (3, 3, 3, 3, 1, 1), box)
    totals = card.column_totals()
    assert totals.upper == 84 and totals.upper_bonus == 50 and card.pace() == 0
    short = Card.empty(RULES).place((6, 6, 6, 1, 1, 1), "sixes")
    assert short.pace() == -6  # three 6s are a 6 short of par, four of each face
    assert preset("maxi-yatzy", upper_bonus_threshold=126).upper_bonus_threshold == 126
    with pytest.raises(IllegalOption):
        preset("yahtzee", upper_bonus_threshold=106)  # five dice make at most 105


def test_six_dice_or_none() -> None:
    card = Card.empty(RULES)
    with pytest.raises(IllegalMove, match="6 faces"):
        card.options((1, 2, 3, 4, 5))
    with pytest.raises(IllegalMove, match="5 faces"):
        Card.empty(preset("yatzy")).options((1, 2, 3, 4, 5, 6))


def test_direct_entry_takes_what_six_dice_can_make() -> None:
    card = Card.empty(RULES)
    assert card.possible_points("villa") == {0} | {
        3 * (a + b) for a in range(1, 7) for b in range(1, 7) if a != b
    }
    assert 7 in card.possible_points("full_house") and 9 not in card.possible_points("tower")
    assert card.possible_points("yahtzee") == {0, 100}
    assert card.write("tower", 34).total() == 34


def test_the_best_possible_game_is_599() -> None:
    """Docs/RULES.md's figure: six of each face (126 + 50) and every lower box at its best."""
    best = {
        "pair": (6, 6, 1, 2, 3, 4),
        "two_pairs": (6, 6, 5, 5, 1, 2),
        "three_pairs": (6, 6, 5, 5, 4, 4),
        "three_kind": (6, 6, 6, 1, 2, 3),
        "four_kind": (6, 6, 6, 6, 1, 2),
        "five_kind": (6, 6, 6, 6, 6, 1),
        "small_straight": (1, 2, 3, 4, 5, 1),
        "large_straight": (2, 3, 4, 5, 6, 1),
        "full_straight": (1, 2, 3, 4, 5, 6),
        "full_house": (6, 6, 6, 5, 5, 1),
        "villa": (6, 6, 6, 5, 5, 5),
        "tower": (6, 6, 6, 6, 5, 5),
        "chance": (6,) * 6,
        "yahtzee": (6,) * 6,
    }
    card = Card.empty(RULES)
    for face, box in enumerate(RULES.upper_boxes, start=1):
        card = card.place((face,) * 6, box)
    for box, dice in best.items():
        card = card.place(dice, box)
    assert card.is_complete() and card.column_totals().upper_total == 176
    assert card.total() == 599
