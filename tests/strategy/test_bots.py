"""Bots finish games of every preset with legal moves; levels rank as they should."""

from __future__ import annotations

import random
import statistics
from pathlib import Path

import pytest

from yahtzee_desktop.core import PRESETS, preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.strategy import Advisor, Bot, EstimateAdvisor, Level, coach, play_solitaire


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("level", [Level.BEGINNER, Level.CLUB])
def test_heuristic_bots_finish_every_preset(name: str, level: Level) -> None:
    rules = preset(name)
    bot = Bot(level, rules, random.Random(1))
    card = play_solitaire(bot, random.Random(2))
    assert card.is_complete() and card.filled_count() == rules.turns


def test_heuristic_bots_with_dry_column_and_options() -> None:
    variants = (preset("yams", dry_column=True, chance=True), preset("yahtzee", upper_first=True))
    for rules in variants:
        for level in (Level.BEGINNER, Level.CLUB):
            card = play_solitaire(Bot(level, rules, random.Random(3)), random.Random(4))
            assert card.is_complete()


def test_expert_bots(official: Advisor, table_cache: Path) -> None:
    # Triple Yahtzee's expert values each column with the official one-column table.
    for name in ("yahtzee", "triple-yahtzee", "yams"):
        bot = Bot(Level.EXPERT, preset(name), random.Random(5), cache_dir=table_cache)
        assert bot.optimal == (name == "yahtzee")
        assert play_solitaire(bot, random.Random(6)).is_complete()


def test_a_bot_plays_with_the_advisor_it_is_given(official: Advisor) -> None:
    rules = official.rules
    bot = Bot(Level.EXPERT, rules, random.Random(5), advisor=official)
    assert bot.advisor is official and bot.optimal and bot.level is Level.EXPERT
    card, dice = Card.empty(rules), (2, 3, 3, 5, 6)
    assert bot.choose_box(card, dice) == official.box_choices(card, dice)[0][0]
    club = EstimateAdvisor.club(rules)
    assert Bot(Level.CLUB, rules, advisor=club).advisor is club


def test_coach_labels_estimates(table_cache: Path) -> None:
    triple = coach(preset("triple-yahtzee"), table_cache)
    assert isinstance(triple, EstimateAdvisor) and not triple.exact
    card = Card.empty(triple.rules)
    hint = triple.hint(card, (5, 5, 5, 5, 5), 0)
    assert not hint.exact
    assert hint.best.box == (2, "yahtzee")  # the x3 column
    yams = coach(preset("yams"), table_cache)
    hint = yams.hint(Card.empty(yams.rules), (6, 6, 6, 2, 1), 2)
    assert hint.best.keep is not None and 6 in hint.best.keep


@pytest.mark.slow
def test_levels_rank_and_expert_matches_the_optimum(official: Advisor, table_cache: Path) -> None:
    rules = official.rules
    means = {}
    games = {Level.BEGINNER: 150, Level.CLUB: 150, Level.EXPERT: 150}
    for level, n in games.items():
        bot = Bot(level, rules, random.Random(11), cache_dir=table_cache)
        rng = random.Random(12)
        totals = [play_solitaire(bot, rng).total() for _ in range(n)]
        mean = statistics.fmean(totals)
        se = statistics.stdev(totals) / n**0.5
        means[level] = mean
        if level is Level.EXPERT:
            assert abs(mean - official.start) < 4 * se
    assert means[Level.BEGINNER] < means[Level.CLUB] < means[Level.EXPERT]


def test_a_turn_reports_each_roll_with_the_rolls_then_left() -> None:
    """`play_turn`, shared by play_solitaire and the level benchmarks: one box filled,
    the rolls seen from the first (2 left) to the one scored."""
    from yahtzee_desktop.strategy.bots import play_turn

    rng = random.Random(5)
    bot = Bot(Level.BEGINNER, preset("yahtzee"), rng)
    card = Card.empty(bot.rules)
    for _ in range(5):
        after, seen = play_turn(bot, card, rng)
        assert after.filled_count() == card.filled_count() + 1
        assert [left for _dice, left in seen] == [2, 1, 0][: len(seen)]
        assert all(len(dice) == 5 and list(dice) == sorted(dice) for dice, _left in seen)
        card = after
