"""The end-of-game result list names equal totals in playing order, as the players panel."""

from __future__ import annotations

import re

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.table.outcome import OutcomeDialog, winners_text


def _three_way_tie() -> Game:
    """Everyone enters the same dice and takes the same boxes; Robo starts."""
    game = Game(
        GameSetup.simple(
            ["Mum", "Kids", "Robo"], preset("yahtzee"), seed=1, dice_mode=DiceMode.PHYSICAL
        )
    )
    game.set_starter(2)
    while not game.state.finished:
        game.enter_dice([1, 2, 3, 4, 6])
        (column, box), _points = max(game.state.options().items(), key=lambda kv: kv[1])
        game.score(box, column)
    return game


def test_equal_totals_are_listed_in_playing_order(qtbot) -> None:
    game = _three_way_tie()
    state = game.state
    assert state.order() == (2, 0, 1) and len(set(state.totals(0))) == 1
    assert winners_text(state, 0) == "Robo, Mum and Kids share the win with 62 points."
    dialog = OutcomeDialog(state, 0)
    qtbot.addWidget(dialog)
    names = re.findall(r"<td>([^<]+)</td>", dialog.standings.text())
    assert names == ["Robo", "Mum", "Kids"]
