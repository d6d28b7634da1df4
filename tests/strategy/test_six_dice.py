"""A rule set of six dice (Maxi Yatzy) has no exact table: the strategy says so plainly and
its coach and computer players estimate on the keeps of six dice, never building a table."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.strategy.advisor import Decision, review
from yahtzee_desktop.strategy.bots import Bot, EstimateAdvisor, Level, coach, play_solitaire
from yahtzee_desktop.strategy.model import algebra, has_exact_table, rule_model

MAXI = preset("maxi-yatzy")


def test_no_exact_table_for_six_dice_and_why() -> None:
    assert not has_exact_table(MAXI)
    assert has_exact_table(preset("yatzy"))
    assert not has_exact_table(preset("yams"))
    with pytest.raises(ValueError, match="for 5 dice, not 6"):
        rule_model(MAXI)


def test_the_keeps_of_six_dice() -> None:
    six = algebra(6)
    assert len(six.rolls) == 462 and len(six.keeps) == 924
    assert six.roll_prob.sum() == pytest.approx(1.0)
    # One roll of the six dice: the expected sum is 21; choosing keeps never loses.
    sums = [[float(sum(r))] for r in six.rolls]
    expect = six.keep_expect(np.array(sums))
    assert expect[0, 0] == pytest.approx(21.0)
    assert six.turn_value(np.array(sums), 3)[0] > 21.0


def test_the_coach_estimates_and_builds_nothing(tmp_path: Path) -> None:
    advisor = coach(MAXI, tmp_path)
    assert isinstance(advisor, EstimateAdvisor) and not advisor.exact
    assert list(tmp_path.iterdir()) == []  # no table was built or cached
    card = Card.empty(MAXI)
    dice = (6, 6, 6, 2, 3, 4)
    hint = advisor.hint(card, dice, 2)
    assert not hint.exact
    best_keep = next(c for c in hint.choices if c.kind == "keep")
    assert best_keep.keep is not None and best_keep.rerolled == 6 - len(best_keep.keep)
    assert tuple(k for k in best_keep.keep if k == 6)[:3] == (6, 6, 6)
    boxes = {c.box for c in hint.choices if c.kind == "box"}
    assert (0, "sixes") in boxes and (0, "villa") in boxes
    # Saved rolls: four rolls left are valued too, and never worse than two.
    far = advisor.keep_choices(card, dice, 4)
    near = advisor.keep_choices(card, dice, 2)
    assert far[0][1] >= near[0][1] - 1e-9


@pytest.mark.parametrize("level", list(Level))
def test_computer_players_finish_a_six_dice_game(level: Level, tmp_path: Path) -> None:
    bot = Bot(level, MAXI, random.Random(3), cache_dir=tmp_path)
    assert not bot.optimal
    card = play_solitaire(bot, random.Random(5))
    assert card.is_complete() and card.total() > 0
    assert list(tmp_path.iterdir()) == []


def test_a_review_of_six_dice_decisions() -> None:
    advisor = coach(MAXI)
    game = Game(GameSetup.simple(["Ann"], MAXI, seed=2))
    dice = game.roll()
    card = game.state.card
    decisions = [
        Decision(card, dice, 2, tuple(sorted(dice))[:2]),
        Decision(card, dice, 0, (0, "chance")),
    ]
    result = review(MAXI, decisions, advisor)
    assert not result.exact and len(result.entries) == 2
