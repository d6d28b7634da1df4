"""Every figure of RULES.md, played through the public API."""

import pytest

from yahtzee_desktop.core import IllegalMove, preset
from yahtzee_desktop.core.card import Card

FIVE = {f: (f,) * 5 for f in range(1, 7)}


def play(card, moves, column=0):
    for dice, box in moves:
        card = card.place(dice, box, column=column)
    return card


def test_best_game_is_1575():
    card = Card.empty(preset("yahtzee")).place(FIVE[6], "yahtzee")
    for face, box in enumerate(("aces", "twos", "threes", "fours", "fives", "sixes"), start=1):
        assert card.options(FIVE[face]) == {(0, box): 5 * face}  # forced joker, step 1
        card = card.place(FIVE[face], box)
    for box in ("three_kind", "four_kind", "full_house", "small_straight", "large_straight"):
        card = card.place(FIVE[6], box)
    card = card.place(FIVE[6], "chance")
    assert card.is_complete()
    assert card.column_totals().yahtzee_bonus_count == 12
    assert card.total() == 1575


def test_best_game_with_one_yahtzee_is_351():
    moves = [
        ((1, 1, 1, 1, 6), "aces"),
        ((2, 2, 2, 2, 6), "twos"),
        ((3, 3, 3, 3, 6), "threes"),
        ((4, 4, 4, 4, 6), "fours"),
        ((5, 5, 5, 5, 6), "fives"),
        ((6, 6, 6, 6, 5), "sixes"),
        ((6, 6, 6, 6, 5), "three_kind"),
        ((6, 6, 6, 6, 5), "four_kind"),
        ((6, 6, 6, 5, 5), "full_house"),
        ((1, 2, 3, 4, 6), "small_straight"),
        ((2, 3, 4, 5, 6), "large_straight"),
        (FIVE[3], "yahtzee"),
        ((6, 6, 6, 6, 5), "chance"),
    ]
    card = play(Card.empty(preset("yahtzee")), moves)
    assert card.is_complete()
    assert card.total() == 351


def test_example_game_totals_420():
    card = Card.empty(preset("yahtzee"))
    card = card.place((2, 2, 2, 2, 2), "yahtzee")
    moves = [
        ((1, 1, 2, 3, 5), "aces", 2),
        ((2, 2, 2, 2, 5), "twos", 8),
        ((3, 3, 3, 1, 2), "threes", 9),
        ((4, 4, 4, 4, 4), "fours", 20),
        ((5, 5, 5, 1, 2), "fives", 15),
        ((6, 6, 6, 1, 2), "sixes", 18),
        ((5, 5, 5, 3, 1), "three_kind", 19),
        ((6, 6, 6, 6, 2), "four_kind", 26),
        ((3, 3, 3, 2, 2), "full_house", 25),
        ((1, 2, 3, 4, 6), "small_straight", 30),
        ((2, 3, 4, 5, 6), "large_straight", 40),
        ((6, 5, 5, 4, 3), "chance", 23),
    ]
    for dice, box, points in moves:
        assert card.options(dice)[(0, box)] == points
        card = card.place(dice, box)
    totals = card.column_totals()
    assert (totals.upper, totals.upper_bonus) == (72, 35)
    assert totals.yahtzee_bonus == 100
    assert card.total() == 420


def test_yacht_best_game_is_323():
    rules = preset("yacht")
    assert rules.boxes == (
        "aces", "twos", "threes", "fours", "fives", "sixes",
        "four_kind", "full_house", "small_straight", "large_straight", "yahtzee", "chance",
    )  # fmt: skip
    moves = [(FIVE[f], b) for f, b in zip(range(1, 7), rules.boxes[:6], strict=True)]
    moves += [
        (FIVE[6], "four_kind"),
        ((6, 6, 6, 5, 5), "full_house"),
        ((1, 2, 3, 4, 6), "small_straight"),
        ((1, 2, 3, 4, 5), "large_straight"),
        (FIVE[6], "yahtzee"),
        (FIVE[6], "chance"),
    ]
    card = play(Card.empty(rules), moves)
    assert card.options(FIVE[6]) == {}
    assert card.total() == 323
    # Five of a kind is no full house in Yacht, and a second Yacht earns nothing extra.
    fresh = Card.empty(rules).place(FIVE[2], "yahtzee")
    assert fresh.options(FIVE[6])[(0, "full_house")] == 0
    assert fresh.place(FIVE[6], "sixes").column_totals().yahtzee_bonus == 0


def test_yatzy_best_game_is_374():
    rules = preset("yatzy")
    moves = [(FIVE[f], b) for f, b in zip(range(1, 7), rules.boxes[:6], strict=True)]
    moves += [
        (FIVE[6], "pair"),
        ((6, 6, 5, 5, 4), "two_pairs"),
        (FIVE[6], "three_kind"),
        (FIVE[6], "four_kind"),
        ((1, 2, 3, 4, 5), "small_straight"),
        ((2, 3, 4, 5, 6), "large_straight"),
        ((6, 6, 6, 5, 5), "full_house"),
        (FIVE[6], "chance"),
        (FIVE[6], "yahtzee"),
    ]
    card = play(Card.empty(rules), moves)
    assert card.column_totals().upper_bonus == 50
    assert card.total() == 374


def test_yatzy_scoring_details():
    card = Card.empty(preset("yatzy"))
    opts = card.options((6, 6, 5, 5, 1))
    assert opts[(0, "pair")] == 12 and opts[(0, "two_pairs")] == 22
    assert opts[(0, "three_kind")] == 0 and opts[(0, "full_house")] == 0
    opts = card.options((3, 3, 3, 3, 2))
    assert opts[(0, "three_kind")] == 9 and opts[(0, "four_kind")] == 12
    assert opts[(0, "two_pairs")] == 0  # four of one face is not two different pairs
    opts = card.options((2, 3, 4, 5, 6))
    assert opts[(0, "small_straight")] == 0 and opts[(0, "large_straight")] == 20


def test_triple_yahtzee_multiplies_each_column_with_its_bonuses():
    rules = preset("triple-yahtzee")
    assert rules.columns == 3 and rules.turns == 39
    card = Card.empty(rules)
    card = card.place(FIVE[5], "yahtzee", column=1)
    # An extra Yahtzee in a column whose Yahtzee box is open plays plainly there,
    # and by the joker in the column where the Yahtzee box holds 50.
    opts = card.options(FIVE[4])
    assert opts[(0, "yahtzee")] == 50 and opts[(0, "full_house")] == 0
    assert [k for k in opts if k[0] == 1] == [(1, "fours")]
    card = card.place(FIVE[4], "fours", column=1)
    for dice, box in [
        ((6, 6, 6, 1, 2), "sixes"),
        ((5, 5, 5, 1, 2), "fives"),
        ((3, 3, 3, 3, 2), "threes"),
        ((1, 1, 1, 2, 2), "aces"),
        ((2, 2, 2, 1, 1), "twos"),
    ]:
        card = card.place(dice, box, column=1)
    totals = card.column_totals(1)
    assert (totals.upper, totals.upper_bonus, totals.yahtzee_bonus_count) == (74, 35, 1)
    assert totals.raw == 74 + 35 + 50 + 100
    assert totals.total == 2 * 259 == card.total()


def test_triple_yahtzee_bonus_in_column_three_is_tripled():
    rules = preset("triple-yahtzee")
    card = Card.empty(rules).place(FIVE[6], "yahtzee", column=2)
    card = card.place(FIVE[6], "sixes", column=2)
    assert card.column_totals(2).total == 3 * (50 + 30 + 100)
    for face in range(1, 6):
        card = card.place(FIVE[face], rules.upper_boxes[face - 1], column=2)
    t = card.column_totals(2)
    assert (t.upper, t.upper_bonus, t.yahtzee_bonus_count) == (105, 35, 6)
    assert t.total == 3 * (105 + 35 + 50 + 600)
    assert card.total() == t.total


class TestForcedJoker:
    def setup_method(self):
        self.card = Card.empty(preset("yahtzee")).place(FIVE[2], "yahtzee")

    def test_step_1_upper_box_of_the_face(self):
        assert self.card.options(FIVE[4]) == {(0, "fours"): 20}
        assert self.card.forced_box(FIVE[4]) == (0, "fours")
        with pytest.raises(IllegalMove):
            self.card.place(FIVE[4], "chance")

    def test_step_2_any_open_lower_box_in_full(self):
        card = self.card.place((4, 4, 1, 2, 3), "fours")
        opts = card.options(FIVE[4])
        assert opts == {
            (0, "three_kind"): 20,
            (0, "four_kind"): 20,
            (0, "full_house"): 25,
            (0, "small_straight"): 30,
            (0, "large_straight"): 40,
            (0, "chance"): 20,
        }
        after = card.place(FIVE[4], "large_straight")
        assert after.value("large_straight") == 40
        assert after.column_totals().yahtzee_bonus == 100

    def test_step_3_open_upper_box_for_zero(self):
        card = self.card.place((4, 4, 1, 2, 3), "fours")
        for box in ("three_kind", "four_kind", "full_house", "small_straight", "large_straight"):
            card = card.place((1, 1, 2, 3, 5), box)
        card = card.place((1, 1, 2, 3, 5), "chance")
        opts = card.options(FIVE[4])
        assert opts == {(0, b): 0 for b in ("aces", "twos", "threes", "fives", "sixes")}
        assert card.place(FIVE[4], "sixes").column_totals().yahtzee_bonus == 100


def test_free_joker():
    card = Card.empty(preset("yahtzee", joker="free")).place(FIVE[2], "yahtzee")
    # Upper box of the face still open: any open box, but plain scoring.
    opts = card.options(FIVE[4])
    assert opts[(0, "fours")] == 20 and opts[(0, "chance")] == 20 and opts[(0, "aces")] == 0
    assert opts[(0, "full_house")] == 0 and opts[(0, "large_straight")] == 0
    card = card.place((4, 4, 1, 2, 3), "fours")
    opts = card.options(FIVE[4])
    assert opts[(0, "full_house")] == 25 and opts[(0, "small_straight")] == 30
    assert opts[(0, "large_straight")] == 40 and opts[(0, "aces")] == 0
    assert card.place(FIVE[4], "aces").column_totals().yahtzee_bonus == 100


def test_no_joker_keeps_the_bonus():
    card = Card.empty(preset("yahtzee", joker="none")).place(FIVE[2], "yahtzee")
    card = card.place((4, 4, 1, 2, 3), "fours")
    opts = card.options(FIVE[4])
    assert opts[(0, "full_house")] == 0 and opts[(0, "aces")] == 0
    assert card.place(FIVE[4], "full_house").column_totals().yahtzee_bonus == 100


@pytest.mark.parametrize("privilege", [True, False])
def test_zeroed_yahtzee_box_both_readings(privilege):
    rules = preset("yahtzee", zeroed_yahtzee_joker=privilege)
    card = Card.empty(rules).place((1, 2, 3, 4, 6), "yahtzee")
    assert card.value("yahtzee") == 0
    opts = card.options(FIVE[4])
    if privilege:
        assert opts == {(0, "fours"): 20}  # the joker order still applies
    else:
        assert len(opts) == 12 and opts[(0, "full_house")] == 0
    card = card.place(FIVE[4], "fours")
    assert card.column_totals().yahtzee_bonus == 0
    if privilege:
        assert card.options(FIVE[4])[(0, "full_house")] == 25
    else:
        assert card.options(FIVE[4])[(0, "full_house")] == 0


def test_yams_plus_minus_rule():
    rules = preset("yams")
    assert rules.columns == 3
    card = Card.empty(rules)
    card = card.place((6, 6, 5, 5, 4), "plus", column=1)  # 26
    card = card.place((1, 1, 2, 2, 3), "minus", column=1)  # 9
    t = card.column_totals(1)
    assert not t.plus_minus_void and t.lower == 35
    bad = Card.empty(rules).place((1, 1, 2, 2, 3), "plus", column=1)
    bad = bad.place((1, 1, 2, 2, 3), "minus", column=1)
    t = bad.column_totals(1)
    assert t.plus_minus_void and t.lower == 0 and bad.total() == 0
    only_plus = Card.empty(rules).place((6, 6, 6, 6, 6), "plus", column=1)
    assert only_plus.total() == 30


def test_yams_kinds_count_matching_dice_and_option():
    card = Card.empty(preset("yams"))
    opts = card.options((5, 5, 5, 2, 1))
    assert opts[(1, "three_kind")] == 15
    assert card.options((5, 5, 5, 5, 1))[(1, "four_kind")] == 20
    all_dice = Card.empty(preset("yams", kinds_score="all_dice"))
    assert all_dice.options((5, 5, 5, 2, 1))[(1, "three_kind")] == 18


def test_yams_column_orders():
    rules = preset("yams")
    card = Card.empty(rules)
    opts = card.options((1, 2, 3, 4, 5))
    assert [b for c, b in opts if c == 0] == ["aces"]  # descending: top first
    assert [b for c, b in opts if c == 2] == ["yahtzee"]  # ascending: bottom first
    assert len([1 for c, _ in opts if c == 1]) == len(rules.boxes)
    with pytest.raises(IllegalMove, match="top to bottom"):
        card.place((1, 2, 3, 4, 5), "twos", column=0)
    with pytest.raises(IllegalMove, match="bottom to top"):
        card.place((1, 2, 3, 4, 5), "chance" if "chance" in rules.boxes else "aces", column=2)
    card = card.place((1, 2, 3, 4, 5), "aces", column=0).place((1, 1, 1, 1, 1), "yahtzee", 2)
    opts = card.options((1, 2, 3, 4, 5))
    assert [b for c, b in opts if c == 0] == ["twos"]
    assert [b for c, b in opts if c == 2] == ["large_straight"]


def test_yams_dry_column_only_first_roll():
    rules = preset("yams", dry_column=True)
    assert rules.columns == 4
    card = Card.empty(rules)
    assert any(c == 3 for c, _ in card.options((1, 2, 3, 4, 5), roll=1))
    assert not any(c == 3 for c, _ in card.options((1, 2, 3, 4, 5), roll=2))
    with pytest.raises(IllegalMove, match="first roll"):
        card.place((1, 2, 3, 4, 5), "large_straight", column=3, roll=3)
    assert card.place((1, 2, 3, 4, 5), "large_straight", column=3, roll=1).total() == 40


def test_yams_chance_option():
    assert "chance" not in preset("yams").boxes
    assert preset("yams", chance=True).boxes[-1] == "chance"


def test_upper_first():
    card = Card.empty(preset("yahtzee", upper_first=True))
    assert {b for _, b in card.options((1, 2, 3, 4, 5))} == set(preset("yahtzee").upper_boxes)
    with pytest.raises(IllegalMove, match="upper section is full"):
        card.place((1, 2, 3, 4, 5), "large_straight")
    for face, box in enumerate(preset("yahtzee").upper_boxes, start=1):
        card = card.place((face, 1, 2, 3, 4), box)
    assert (0, "large_straight") in card.options((1, 2, 3, 4, 5))


def test_upper_first_with_ascending_column_does_not_deadlock():
    card = Card.empty(preset("yams", upper_first=True))
    for _ in range(len(card.rules.boxes)):
        opts = card.options((1, 2, 3, 4, 5))
        asc = [b for c, b in opts if c == 2]
        assert len(asc) == 1
        card = card.place((1, 2, 3, 4, 5), asc[0], column=2)
    assert all(v is not None for v in card.cells[2])


def test_pace_against_par():
    card = Card.empty(preset("yahtzee"))
    card = card.place((4, 4, 4, 4, 1), "fours").place((1, 1, 2, 3, 4), "aces")
    assert card.pace() == (16 - 12) + (2 - 3)
    assert preset("yahtzee").upper_par == 63


def test_column_totals_lines_and_yahtzee_count():
    card = Card.empty(preset("yahtzee")).place(FIVE[6], "yahtzee").place(FIVE[6], "sixes")
    t = card.column_totals()
    assert (t.upper_total, t.lower_total, t.upper_complete) == (30, 150, False)
    assert card.yahtzees() == 2
    for face, box in enumerate(preset("yahtzee").upper_boxes[:5], start=1):
        card = card.place((face, face, face, 1, 2) if face > 2 else (face,) * 3 + (5, 6), box)
    t = card.column_totals()
    assert t.upper_complete and t.upper_total == t.upper + t.upper_bonus
