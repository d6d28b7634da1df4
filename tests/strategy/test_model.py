"""The solver's view of the rules must agree with the core's Card on every state."""

from __future__ import annotations

import random

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.strategy.model import (
    ALL_ROLLS,
    KEEPS,
    ROLL_PROB,
    keep_expect,
    lattice_max,
    rule_model,
    sub_keeps,
)

OPTION_SETS = [
    ("yahtzee", {}),
    ("yahtzee", {"joker": "free"}),
    ("yahtzee", {"joker": "none"}),
    ("yahtzee", {"zeroed_yahtzee_joker": False}),
    ("yahtzee", {"joker": "free", "zeroed_yahtzee_joker": False, "upper_first": True}),
    ("yahtzee", {"upper_first": True}),
    ("yatzy", {}),
    ("yatzy", {"joker": "forced"}),
    ("yacht", {}),
]


def _random_card(rules, rng: random.Random) -> Card:
    card = Card.empty(rules)
    for _ in range(rng.randrange(rules.turns)):
        # Plenty of Yahtzees, so that the joker and the bonus flag are exercised.
        five = rng.random() < 0.3
        dice = (rng.randint(1, 6),) * 5 if five else rng.choice(ALL_ROLLS)
        options = card.options(dice)
        (column, box) = rng.choice(sorted(options))
        card = card.place(dice, box, column)
    return card


@pytest.mark.parametrize(("name", "options"), OPTION_SETS)
def test_options_match_core(name: str, options: dict[str, object]) -> None:
    rules = preset(name, **options)
    model = rule_model(rules)
    rng = random.Random(hash((name, repr(options))) & 0xFFFF)
    ids = rules.boxes
    checked = 0
    for _ in range(150):
        card = _random_card(rules, rng)
        if card.is_complete():
            continue
        mask = sum(1 << b for b, v in enumerate(card.cells[0]) if v is not None)
        y = model.yahtzee
        flag = int(model.flags > 1 and (card.cells[0][y] or 0) > 0)
        rolls = [(f,) * 5 for f in range(1, 7)] + [rng.choice(ALL_ROLLS) for _ in range(6)]
        for roll in rolls:
            expected = {box: pts for (_, box), pts in card.options(roll).items()}
            got = {ids[b]: pts for b, pts in model.options_for_state(mask, flag, roll).items()}
            assert got == expected, (card.cells, roll)
            checked += 1
    assert checked > 500


def test_score_tables_come_from_the_core() -> None:
    rules = preset("yatzy")
    model = rule_model(rules)
    for b, rule in enumerate(rules.box_rules):
        assert [rule.score(r) for r in ALL_ROLLS] == model.plain[b].tolist()


def test_keep_algebra() -> None:
    assert len(KEEPS) == 462
    assert ROLL_PROB.sum() == pytest.approx(1.0)
    # Expectation of the sum of five dice from an empty keep is 17.5.
    sums = np.array([[sum(r)] for r in ALL_ROLLS], dtype=float)
    assert keep_expect(sums)[0, 0] == pytest.approx(17.5)
    # Keeping (6,) and rolling four: 6 + 14.
    assert keep_expect(sums)[KEEPS.index((6,)), 0] == pytest.approx(20.0)
    # The best keep inside a roll of the identity valuation is the roll itself.
    best = lattice_max(keep_expect(sums))
    assert best[ALL_ROLLS.index((6, 6, 6, 6, 6)), 0] == pytest.approx(30.0)
    assert list(sub_keeps((1, 1, 2))) == [(), (1,), (1, 1), (1, 1, 2), (1, 2), (2,)]


def test_multi_column_rules_have_no_exact_model() -> None:
    for name in ("triple-yahtzee", "yams"):
        with pytest.raises(ValueError):
            rule_model(preset(name))
