"""Hypothesis: any legal play ends complete, totals add up, nothing offered is refused."""

from hypothesis import given, settings
from hypothesis import strategies as st

from yahtzee_desktop.core import IllegalMove, preset
from yahtzee_desktop.core.card import Card

dice_st = st.tuples(*[st.integers(1, 6)] * 6)
"""Six faces: a rule set takes as many as it has dice (`RuleSet.dice`)."""

RULE_SETS = [
    preset("yahtzee"),
    preset("yahtzee", joker="free"),
    preset("yahtzee", joker="none"),
    preset("yahtzee", zeroed_yahtzee_joker=False, upper_first=True),
    preset("triple-yahtzee"),
    preset("yacht"),
    preset("yatzy"),
    preset("yams"),
    preset("yams", dry_column=True, chance=True, kinds_score="all_dice"),
    preset("maxi-yatzy"),
    preset("maxi-yatzy", upper_first=True, chance=False),
]


def sum_of_parts(card):
    total = 0
    rules = card.rules
    for c, col in enumerate(rules.column_rules):
        values = dict(zip(rules.boxes, card.cells[c], strict=True))
        upper = sum(values[b] for b in rules.upper_boxes)
        lower = sum(v for b, v in values.items() if b not in rules.upper_boxes)
        if rules.has_plus_minus and values["plus"] <= values["minus"]:
            lower -= values["plus"] + values["minus"]
        bonus = rules.upper_bonus if upper >= rules.upper_bonus_threshold else 0
        total += col.multiplier * (
            upper + bonus + lower + card.bonus_counts[c] * rules.yahtzee_bonus
        )
    return total


@settings(max_examples=150, deadline=None)
@given(
    rules=st.sampled_from(RULE_SETS),
    rolls=st.lists(st.tuples(dice_st, st.integers(1, 3)), min_size=60, max_size=60),
    data=st.data(),
)
def test_legal_play_completes_and_adds_up(rules, rolls, data):
    card = Card.empty(rules)
    turn = 0
    while not card.is_complete():
        faces, roll = rolls[turn % len(rolls)]
        dice = faces[: rules.dice]
        turn += 1
        options = card.options(dice, roll=roll)
        if not options:  # e.g. only the dry column is open and this is not a first roll
            roll = 1
            options = card.options(dice, roll=1)
        assert options, "a turn must always have a legal box"
        for (column, box), points in options.items():
            assert 0 <= points <= rules.box(box).max_points
            assert points in card.possible_points(box)
            assert card.why_not(dice, box, column, roll) is None
        (column, box) = data.draw(st.sampled_from(sorted(options)))
        after = card.place(dice, box, column=column, roll=roll)
        assert after.value(box, column) == options[(column, box)]
        assert card.value(box, column) is None  # cards are values: the old one is unchanged
        card = after
    assert turn == rules.turns
    assert card.total() == sum_of_parts(card)


@settings(max_examples=200, deadline=None)
@given(rules=st.sampled_from(RULE_SETS), dice=dice_st, n=st.integers(0, 20), data=st.data())
def test_refused_placements_are_exactly_those_not_offered(rules, dice, n, data):
    card = Card.empty(rules)
    dice = dice[: rules.dice]
    for _ in range(n):
        drawn = data.draw(dice_st)[: rules.dice]
        opts = card.options(drawn)
        if not opts:
            break
        column, box = data.draw(st.sampled_from(sorted(opts)))
        card = card.place(drawn, box, column)
    roll = data.draw(st.integers(1, 3))
    offered = card.options(dice, roll=roll)
    for column in range(rules.columns):
        for box in rules.boxes:
            try:
                card.place(dice, box, column=column, roll=roll)
                assert (column, box) in offered
            except IllegalMove:
                assert (column, box) not in offered
                assert card.why_not(dice, box, column, roll) is not None
