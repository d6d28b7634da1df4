"""Each seat's way of playing for its chances: people from their own games in the history."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np

from tests.play import play
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.storage.history import History
from yahtzee_desktop.strategy.levels import from_history
from yahtzee_desktop.ui.chances.styles import history_totals

RULES = preset("yahtzee")


def test_people_are_read_from_their_own_games(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    assert history_totals(path, GameSetup.simple(["Ann"], RULES)) == {}  # no history yet
    history = History(path)
    game = play(Game(GameSetup.simple(["Ann", "Bob"], RULES, games=2, seed=4)), random.Random(4))
    history.record_finished_games(game)
    history.close()
    setup = GameSetup(
        RULES,
        (Seat.solo("Ann"), Seat.solo("Robo", PlayerKind.COMPUTER, "beginner")),
        games=1,
    )
    totals = history_totals(path, setup)
    assert totals == {"Ann": [game.state.totals(g)[0] for g in range(2)]}  # not the computer
    laws = {lv: (0, list(np.full(400, 1 / 400))) for lv in ("beginner", "club", "expert")}
    laws["expert"] = (0, [0.0] * 200 + [1 / 200] * 200)
    ann = from_history(totals["Ann"], laws)
    assert ann != from_history([], laws)  # two games moved her from the prior
