"""The computer levels' own points to come (level_tables.py), against the bots' own turns
scored by the core, and the win chances that stand on them (player_chances.py)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from yahtzee_desktop.core import RuleSet, preset
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.strategy import player_chances
from yahtzee_desktop.strategy.bots import Bot, Level, play_turn
from yahtzee_desktop.strategy.chances import WinChances, win_chances
from yahtzee_desktop.strategy.level_tables import (
    POLICY_LEVELS,
    build_level,
    level_path,
    level_turns,
    load_or_build_level,
    open_level,
)
from yahtzee_desktop.strategy.levels import level_style
from yahtzee_desktop.strategy.model import ALL_ROLLS, rule_model
from yahtzee_desktop.strategy.player_chances import PlayerChances
from yahtzee_desktop.strategy.policies import beginner_plan, club_plan

OFFICIAL = preset("yahtzee")
SMALL: RuleSet = replace(
    OFFICIAL,
    box_rules=tuple(b for b in OFFICIAL.box_rules if b.upper or b.id in ("full_house", "yahtzee")),
)
"""Eight boxes, with the upper bonus, the Yahtzee bonus and the joker: its levels build in
a second, and every event of the moments happens in it."""


def _state(card: Card) -> tuple[int, int, int]:
    model = rule_model(card.rules)
    cells = card.cells[0]
    mask = sum(1 << b for b, v in enumerate(cells) if v is not None)
    up = min(card.column_totals(0).upper, model.threshold) if model.ups > 1 else 0
    flag = int(model.flags > 1 and (cells[model.yahtzee] or 0) > 0)
    return mask, up, flag


def _cards(rules: RuleSet, filled: int, count: int, seed: int) -> list[Card]:
    """Cards a beginner plays to ``filled`` boxes (states a game really reaches)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        bot = Bot(Level.BEGINNER, rules, random.Random(seed + i))
        card = Card.empty(rules)
        for _ in range(filled):
            card, _seen = play_turn(bot, card, rng)
        out.append(card)
    return out


@pytest.fixture(scope="module")
def levels_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("levels")
    for level in POLICY_LEVELS:
        build_level(SMALL, level, directory)
    return directory


def test_a_levels_turns_are_its_bots_own() -> None:
    """Box by box and chance by chance, the vectorised turns are the bots' plans
    (policies.py, which the bots' own choices are tested against), official rules."""
    model = rule_model(OFFICIAL)
    for card in _cards(OFFICIAL, 0, 1, 1) + _cards(OFFICIAL, 4, 3, 2) + _cards(OFFICIAL, 9, 3, 3):
        mask, up, flag = _state(card)
        for level in POLICY_LEVELS:
            chance, boxes, _raw, _bonus = level_turns(
                model, level, np.array([mask]), np.array([up]), np.array([flag])
            )
            plan = club_plan(card) if level == "club" else beginner_plan(card, model, mask, flag)
            assert (boxes[:, 0] == plan.boxes).all(), level
            assert chance[:, 0] == pytest.approx(plan.finals(), abs=1e-12), level


def _exact(
    card: Card, level: str, memo: dict[object, dict[tuple[int, bool, bool], float]]
) -> dict[tuple[int, bool, bool], float]:
    """The points to come as the bot's plan plays them, scored by the core: {(points, the
    upper bonus won in them, a Yahtzee scored in them): chance}."""
    if card.is_complete():
        return {(0, False, False): 1.0}
    key = (level, _state(card))
    if key in memo:
        return memo[key]
    model = rule_model(card.rules)
    mask, _up, flag = _state(card)
    plan = club_plan(card) if level == "club" else beginner_plan(card, model, mask, flag)
    before = card.column_totals(0)
    out: dict[tuple[int, bool, bool], float] = {}
    for r in np.flatnonzero(plan.finals() > 0).tolist():
        dice = ALL_ROLLS[r]
        box = card.rules.boxes[int(plan.boxes[r])]
        after = card.place(dice, box)
        totals = after.column_totals(0)
        pts = after.total() - card.total()
        bonus = before.upper_bonus == 0 < totals.upper_bonus
        fifty = box == "yahtzee" and len(set(dice)) == 1 and (after.value("yahtzee") or 0) > 0
        yahtzee = fifty or totals.yahtzee_bonus_count > before.yahtzee_bonus_count
        for (rest, b, y), q in _exact(after, level, memo).items():
            at = (pts + rest, bonus or b, yahtzee or y)
            out[at] = out.get(at, 0.0) + float(plan.finals()[r]) * q
    memo[key] = out
    return out


def _moments(law: dict[tuple[int, bool, bool], float]) -> list[float]:
    """The file's figures of a law: mean, variance, third central moment, E[R^k B],
    E[R^k Y], E[R^k B Y] (k = 0..3)."""
    raw = [sum(p * r**k for (r, _b, _y), p in law.items()) for k in range(4)]
    mean = raw[1]
    var = raw[2] - mean**2
    third = raw[3] - 3 * mean * raw[2] + 2 * mean**3
    joint = [
        sum(p * r**k for (r, b, y), p in law.items() if event(b, y))
        for event in (lambda b, y: b, lambda b, y: y, lambda b, y: b and y)
        for k in range(4)
    ]
    return [mean, var, third, *joint]


@pytest.mark.parametrize("level", POLICY_LEVELS)
def test_a_levels_moments_are_its_play_exactly(levels_dir: Path, level: str) -> None:
    """From states with one to three boxes open, every figure of the level's file is that
    of the exact law of its bot's play (turn by turn, every roll scored by the core)."""
    found = open_level(SMALL, levels_dir, level)
    assert found is not None
    memo: dict[object, dict[tuple[int, bool, bool], float]] = {}
    checked = 0
    for filled, count in ((5, 1), (6, 3), (7, 3)):
        for card in _cards(SMALL, filled, count, 10 * filled):
            want = _moments(_exact(card, level, memo))
            got = found.row(*_state(card)).tolist()
            assert got == pytest.approx(want, rel=2e-5, abs=2e-3), (level, filled)
            checked += 1
    found.close()
    assert checked == 7


def test_a_levels_start_is_its_mean_game(levels_dir: Path) -> None:
    """The empty card's mean is the level's: a Good player scores more than a beginner,
    and its solitaire games average what the file says (600 beginner games)."""
    beginner = open_level(SMALL, levels_dir, "beginner")
    club = open_level(SMALL, levels_dir, "club")
    assert beginner is not None and club is not None
    assert beginner.start < club.start
    row = beginner.row(0, 0, 0)
    assert row[0] == pytest.approx(beginner.start)
    rng = random.Random(7)
    totals = []
    for g in range(600):
        bot = Bot(Level.BEGINNER, SMALL, random.Random(g))
        card = Card.empty(SMALL)
        while not card.is_complete():
            card, _seen = play_turn(bot, card, rng)
        totals.append(card.total())
    error = np.std(totals) / np.sqrt(len(totals))
    assert abs(np.mean(totals) - beginner.start) < 3 * error
    assert np.std(totals) == pytest.approx(np.sqrt(row[1]), rel=0.1)
    beginner.close()
    club.close()


def test_a_damaged_level_file_is_set_aside_and_built_again(tmp_path: Path) -> None:
    path = build_level(SMALL, "beginner", tmp_path)
    data = bytearray(path.read_bytes())
    data[-3] ^= 0xFF
    path.write_bytes(bytes(data))
    assert open_level(SMALL, tmp_path, "beginner") is None
    assert open_level(SMALL, tmp_path, "club") is None  # another level's name: not this one
    found = load_or_build_level(SMALL, tmp_path, "beginner")
    assert found.start > 0
    found.close()
    assert path.with_name(path.name + ".damaged").read_bytes() == bytes(data)


@pytest.fixture(scope="module")
def small_chances(levels_dir: Path) -> WinChances:
    return WinChances.load_or_build(SMALL, levels_dir)


def test_chances_follow_the_levels_own_play(small_chances: WinChances) -> None:
    """With the levels' files there, a level's outlook from an empty card has that level's
    own mean; equal players are 50 / 50; an expert is favoured over a Good player, who is
    favoured over a beginner."""
    players = PlayerChances(small_chances)
    card = Card.empty(SMALL)
    for level in POLICY_LEVELS:
        found = players.level_moments(level)
        assert found is not None
        assert players.outlook(card, level_style(level)).mean == pytest.approx(found.start, abs=0.6)
        looks = [players.outlook(card, level_style(level))] * 2
        assert win_chances(looks) == pytest.approx([0.5, 0.5])
    laws = players.total_laws()
    means = {lv: low + float(np.arange(len(probs)) @ probs) for lv, (low, probs) in laws.items()}
    assert means["beginner"] < means["club"] < means["expert"]
    looks = [players.outlook(card, level_style(lv)) for lv in ("expert", "club", "beginner")]
    chances = win_chances(looks)
    assert chances[0] > chances[1] > chances[2]


def test_a_decided_game_shows_at_once(small_chances: WinChances) -> None:
    """A beginner who cannot catch up is at 0 exactly; with the last dice of the last
    turn on the table, the final total is known."""
    players = PlayerChances(small_chances)
    lead, behind = Card.empty(SMALL), Card.empty(SMALL)
    for dice, box in [
        ((6, 6, 6, 6, 1), "sixes"),
        ((5, 5, 5, 5, 1), "fives"),
        ((4, 4, 4, 4, 1), "fours"),
        ((3, 3, 3, 3, 1), "threes"),
        ((2, 2, 2, 2, 1), "twos"),
        ((2, 2, 3, 3, 3), "full_house"),
        ((1, 2, 3, 4, 5), "yahtzee"),
    ]:
        lead = lead.place(dice, box)
    for box in ("sixes", "fives", "fours", "threes", "twos", "yahtzee"):
        behind = behind.place((1, 2, 3, 4, 5), box)
    assert lead.total() > behind.total() + 30  # aces and a full house cannot make it up
    beginner = level_style("beginner")
    looks = [players.outlook(lead, beginner), players.outlook(behind, beginner)]
    assert win_chances(looks) == [1.0, 0.0]
    last = players.outlook(lead, beginner, dice=(1, 1, 2, 3, 4), rolls_left=0)
    assert last.low == last.high == lead.total() + 2  # its aces


def test_the_stand_in_law_until_the_levels_are_built(
    tmp_path: Path, small_chances: WinChances, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the levels' files the chances do not wait: the expert's law moved to the
    level's stands in; once a file appears, it is found (looked for again) and used."""
    monkeypatch.setattr(player_chances, "LOOK_AGAIN", 0.0)
    bare = WinChances(small_chances.table)
    bare.directory = tmp_path
    players = PlayerChances(bare)
    card = Card.empty(SMALL)
    assert players.level_moments("club") is None
    stand_in = players.outlook(card, level_style("club")).mean
    build_level(SMALL, "club", tmp_path)
    found = players.level_moments("club")
    assert found is not None
    own = players.outlook(card, level_style("club")).mean
    assert own == pytest.approx(found.start, abs=0.6)
    assert own != stand_in
    assert level_path(SMALL, tmp_path, "club").exists()


def test_a_build_killed_midway_leaves_no_lasting_waste(tmp_path: Path) -> None:
    """The app kills a level's build when it quits (`loader.cancel_builds`): its half
    written file stayed in the cache, 63 MB a quit under the official rules (seen trying
    the app: two of them after two short starts). The next build sweeps those of its file
    that nobody has written to for a while, and leaves a build in progress alone."""
    import os
    import time

    from yahtzee_desktop.strategy.level_tables import level_path

    path = level_path(SMALL, tmp_path, "beginner")
    left = path.with_name(f".{path.name}.0badc0de.tmp")
    live = path.with_name(f".{path.name}.1ive1ive.tmp")
    other = path.with_name(f".{level_path(SMALL, tmp_path, 'club').name}.0badc0de.tmp")
    for f in (left, live, other):
        f.write_bytes(b"half a build")
    old = time.time() - 3600
    os.utime(left, (old, old))
    os.utime(other, (old, old))
    build_level(SMALL, "beginner", tmp_path)
    assert not left.exists()
    assert live.exists() and other.exists()  # written lately / another file's
    assert path.exists()
