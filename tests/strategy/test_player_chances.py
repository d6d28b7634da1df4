"""Win chances that follow how each player plays: levels, history, teams, dice on the table."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.strategy.bots import _Beginner
from yahtzee_desktop.strategy.chances import WinChances, win_chances
from yahtzee_desktop.strategy.levels import (
    EXPERT,
    PRIOR,
    from_history,
    level_style,
    team_style,
)
from yahtzee_desktop.strategy.model import ALL_ROLLS, rule_model
from yahtzee_desktop.strategy.player_chances import players_of
from yahtzee_desktop.strategy.policies import beginner_boxes

RULES = preset("yahtzee")
BEGINNER, CLUB = level_style("beginner"), level_style("club")


@pytest.fixture(scope="module")
def chances(table_cache: Path) -> WinChances:
    return WinChances.load_or_build(RULES, table_cache)


def _card(boxes: list[tuple[tuple[int, ...], str]]) -> Card:
    card = Card.empty(RULES)
    for dice, box in boxes:
        card = card.place(dice, box)
    return card


def test_beginner_boxes_are_the_beginners_own_choices() -> None:
    """The vectorised box choice of the chances is the bot's, roll by roll."""
    player = _Beginner(RULES, random.Random(0))
    model = rule_model(RULES)
    for card in (
        Card.empty(RULES),
        _card([((6, 6, 6, 6, 6), "yahtzee"), ((1, 2, 3, 4, 5), "large_straight")]),
    ):
        mask = sum(1 << b for b, v in enumerate(card.cells[0]) if v is not None)
        flag = int((card.cells[0][model.yahtzee] or 0) > 0)
        boxes, _ = beginner_boxes(model, player.par, mask, flag)
        for r, dice in enumerate(ALL_ROLLS):
            assert RULES.boxes[int(boxes[r])] == player.choose_box(card, dice)[1], dice


def test_beginner_keep_law_is_what_it_draws() -> None:
    player = _Beginner(RULES, random.Random(5))
    card = _card([((1, 2, 3, 4, 6), "small_straight")])  # else a run scores 30: kept
    dice = (1, 2, 3, 4, 6)
    law = player.keep_law(card, dice, 2)
    assert law == pytest.approx({(1, 2, 3, 4): 0.6, (6,): 0.4})
    drawn = Counter(player.choose_keep(card, dice, 2) for _ in range(4000))
    assert drawn[(1, 2, 3, 4)] / 4000 == pytest.approx(0.6, abs=0.03)
    assert set(drawn) == set(law)


def test_equal_players_have_equal_chances(chances: WinChances) -> None:
    card = Card.empty(RULES)
    players = players_of(chances)
    for style in (BEGINNER, CLUB, from_history([], players.total_laws())):
        looks = [players.outlook(card, style)] * 2
        assert win_chances(looks) == pytest.approx([0.5, 0.5])


def test_an_expert_is_favoured_over_a_beginner(chances: WinChances) -> None:
    """At the start of a game: observed over mixed tables, an expert beats a beginner about
    three times in four (bench_chances.py --mixed), not 50 / 50."""
    card = Card.empty(RULES)
    players = players_of(chances)
    expert, beginner = players.outlook(card, EXPERT), players.outlook(card, BEGINNER)
    assert beginner.mean < expert.mean - 25
    chance = win_chances([expert, beginner])[0]
    assert 0.62 < chance < 0.85


def test_a_hopeless_beginner_is_near_zero(chances: WinChances) -> None:
    """A beginner far behind an expert late in the game."""
    rng = random.Random(2)
    leader = Card.empty(RULES)
    behind = Card.empty(RULES)
    for box in RULES.boxes[:10]:
        leader = leader.place(
            max(ALL_ROLLS, key=lambda d: leader.options(d).get((0, box), -1)), box
        )
        behind = behind.place(rng.choice(ALL_ROLLS), box)
    assert leader.total() - behind.total() > 100
    got = win_chances(
        [players_of(chances).outlook(leader, EXPERT), players_of(chances).outlook(behind, BEGINNER)]
    )
    assert got[1] < 0.01


def test_a_decided_game_shows_at_once_after_the_last_roll(chances: WinChances) -> None:
    """The last turn: the mover's dice decide. A Yahtzee with no roll left wins; nothing
    wins nothing; before the roll it was in between."""
    boxes = [b for b in RULES.boxes if b != "yahtzee"]
    mover = _card([((1, 1, 1, 1, 1), b) if b != "chance" else ((1, 1, 1, 2, 2), b) for b in boxes])
    other = Card.empty(RULES)
    for b in RULES.boxes:
        other = other.place((1, 2, 3, 4, 6), b)
    assert other.is_complete() and mover.total() < other.total() < mover.total() + 50
    players = players_of(chances)
    fixed = players.outlook(other, BEGINNER)

    def chance(dice: tuple[int, ...] | None, left: int) -> float:
        return win_chances([players.outlook(mover, BEGINNER, dice=dice, rolls_left=left), fixed])[0]

    assert chance((3, 3, 3, 3, 3), 0) == 1.0
    assert chance((1, 2, 3, 4, 6), 0) == 0.0
    before = chance(None, 2)
    assert 0.0 < before < 1.0
    assert chance((3, 3, 3, 3, 2), 1) > before  # four of a kind, one roll left


def _quantiles(law: tuple[int, list[float]], count: int) -> list[int]:
    """``count`` totals spread over a law as its games would be (its quantiles)."""
    low, probs = law
    cdf = np.cumsum(probs)
    return [low + int(np.searchsorted(cdf, (i + 0.5) / count)) for i in range(count)]


def test_history_makes_a_person_likely_one_level(chances: WinChances) -> None:
    """With no history, each level equally likely (the family-player prior); games that
    look like a level's make that level likely, a few of them not yet certain."""
    laws = players_of(chances).total_laws()
    prior = from_history([], laws)
    assert [prior.share(lv) for lv in ("beginner", "club", "expert")] == pytest.approx(
        [PRIOR["beginner"], PRIOR["club"], PRIOR["expert"]]
    )
    beginner = from_history(_quantiles(laws["beginner"], 20), laws)
    assert beginner.share("beginner") > 0.8
    expert = from_history(_quantiles(laws["expert"], 40), laws)
    assert expert.share("expert") > 0.7 and expert.share("beginner") < 0.05
    weak = from_history([150] * 10, laws)
    assert weak.share("beginner") > 0.99
    one = from_history([260], laws)  # one good game: the expert likelier, not certain
    assert one.share("expert") > prior.share("expert") and one.share("beginner") > 0.1


def test_a_team_plays_as_its_members() -> None:
    team = team_style([EXPERT, BEGINNER])
    assert team.share("expert") == pytest.approx(0.5)
    assert team.share("beginner") == pytest.approx(0.5)


def test_seats_play_as_computers_people_and_teams() -> None:
    """A computer at its level; a team as its members: a person with no history (the
    prior, each level a third) and a beginner computer."""
    from yahtzee_desktop.core.setup import GameSetup, Player, PlayerKind, Seat
    from yahtzee_desktop.strategy.levels import setup_styles

    team = Seat("Team", (Player("Ann"), Player("Bot", PlayerKind.COMPUTER, "beginner")))
    setup = GameSetup(RULES, (Seat.solo("Robo", PlayerKind.COMPUTER, "expert"), team))
    laws = {lv: (200, [0.01] * 100) for lv in ("beginner", "club", "expert")}
    (robo, robo_members), (team_style_, members) = setup_styles(setup, {}, laws)
    assert robo == EXPERT and robo_members == [EXPERT]
    assert members[1] == BEGINNER
    assert team_style_.share("beginner") == pytest.approx((1 / 3 + 1) / 2)
    assert team_style_.share("club") == pytest.approx(1 / 6)


def test_a_turn_plan_is_small_and_its_cache_bounded(chances: WinChances) -> None:
    """A plan was two dense (252, 462) float64 matrices, 1.9 MB, and 256 were cached:
    the app grew ~50 MB a game up to ~550 MB (benchmarks/bench_evening.py). A plan is
    its keeps as (roll, keep, chance) triples now, a few kilobytes."""
    players = players_of(chances)
    card = _card([((6, 6, 6, 6, 6), "yahtzee"), ((1, 2, 3, 4, 5), "large_straight")])
    for level in ("expert", "club", "beginner"):
        plan = players.plan(level, card)
        size = plan.boxes.nbytes + sum(a.nbytes for keep in plan.keeps for a in keep)
        assert size < 64_000, (level, size)
        finals = plan.finals()
        assert finals.sum() == pytest.approx(1.0)
        assert plan.finals((6, 6, 6, 6, 6), 0)[ALL_ROLLS.index((6, 6, 6, 6, 6))] == 1.0
