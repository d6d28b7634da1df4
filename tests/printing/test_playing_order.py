"""Printed games list the players in playing order, as the app's players panel does: the
roll-off decides who starts, and the paper must not put the cards back in entry order."""

from __future__ import annotations

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.printing import filled_pdf, filled_sheets
from yahtzee_desktop.printing.story import sheet_story

from .conftest import new_game, pdf_pages, play

RULES = {"upper_bonus_threshold": 20}
"""Yacht with a low bonus: its table builds in well under a second."""


@pytest.fixture(scope="module")
def chances(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from yahtzee_desktop.strategy.chances import WinChances

    return WinChances.load_or_build(preset("yacht", **RULES), tmp_path_factory.mktemp("tables"))


def _ties(games: int) -> Game:
    """Three seats that enter the same dice and take the same boxes; Robo starts each game."""
    setup = GameSetup.simple(
        ["Mum", "Kids", "Robo"], preset("yacht"), games=games, seed=1, dice_mode=DiceMode.PHYSICAL
    )
    game = Game(setup)
    while not game.state.finished:
        if not game.state.game_started(game.state.game_index):
            game.set_starter(2)
        game.enter_dice([1, 2, 3, 4, 6])
        (column, box), _points = max(game.state.options().items(), key=lambda kv: kv[1])
        game.score(box, column)
    return game


def test_each_game_s_cards_print_in_its_playing_order() -> None:
    game = play(new_game(["Alice", "Benoît"], games=2), 200)
    state = game.state
    assert state.order(0) == (1, 0) and state.order(1) == (0, 1)  # the roll-offs' starters
    sheets = filled_sheets(game, "en")
    for g, sheet in enumerate(sheets):
        order = state.order(g)
        assert [group.heading for group in sheet.groups] == [
            game.setup.seats[s].name for s in order
        ]
        assert [group.card for group in sheet.groups] == [state.cards[g][s] for s in order]
        assert [group.extra for group in sheet.groups] == [
            state.series_totals(upto=g)[s] for s in order
        ]
    first = pdf_pages(filled_pdf(game, "en", invariant=True))[0]
    assert first.index("Benoît") < first.index("Alice")


def test_more_seats_than_a_page_holds_continue_in_playing_order() -> None:
    game = play(new_game([f"P{i}" for i in range(8)]), 30)
    order = game.state.order(0)
    assert order[0] != 0
    headings = [group.heading for sheet in filled_sheets(game, "en") for group in sheet.groups]
    assert headings == [f"P{s}" for s in order]


def test_a_shared_series_win_is_named_in_playing_order() -> None:
    game = _ties(games=2)
    state = game.state
    assert state.order() == (2, 0, 1) and len(state.series_outcome().winners) == 3
    last = filled_sheets(game, "en")[-1]
    assert dict(last.fields)["Series won by"] == "Robo, Mum, Kids"
    assert [group.heading for group in last.groups] == ["Robo", "Mum", "Kids"]


def test_the_chances_page_s_legend_reads_in_playing_order(chances) -> None:  # type: ignore[no-untyped-def]
    game = play(new_game(["Mum", "Kids", "Robo"], "yacht", **RULES), 1000)
    assert game.state.order(0) == (2, 0, 1)
    story = sheet_story(chances, game.setup, game.actions)
    assert story.playing_order() == (2, 0, 1)
    page = pdf_pages(filled_pdf(game, "en", invariant=True, story=story))[1]
    legend = page[: page.index("100%")]  # the legend is drawn before the chart
    assert [legend.index(name) for name in ("Robo", "Mum", "Kids")] == sorted(
        legend.index(name) for name in ("Robo", "Mum", "Kids")
    )
    # The moments are told as they happened: in playing order, the starter first in a turn.
    moments = story.moments(count=99, least=0.0)
    assert [m.step for m in moments] == sorted(m.step for m in moments)
    assert moments[0].seat == 2
