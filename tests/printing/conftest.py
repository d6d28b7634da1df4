"""Shared helpers: games played to a given point, PDF text extraction."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup


def pdf_pages(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def play(game: Game, turns: int) -> Game:
    """Greedy play: roll twice when the turn allows it, take the best-scoring legal box."""
    for _ in range(turns):
        if game.state.finished:
            break
        game.roll()
        if game.state.rolls_allowed > 1:
            game.roll((True, True) + (False,) * (game.setup.rules.dice - 2))
        options = game.state.options()
        (column, box), _points = max(options.items(), key=lambda kv: (kv[1], -kv[0][0]))
        game.score(box, column)
    return game


def new_game(names: list[str], rules: str = "yahtzee", games: int = 1, **opts: object) -> Game:
    setup = GameSetup.simple(
        names, preset(rules, **opts), games=games, seed=11, started="2025-06-01T20:00:00"
    )
    return Game(setup)


@pytest.fixture
def finished_duel() -> Game:
    game = new_game(["Alice", "Benoît"], games=2)
    return play(game, 200)
