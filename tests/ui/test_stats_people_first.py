"""High scores and statistics show people by default (issue 26): a computer ranked among
the family. "Show computer players" brings them back, marked."""

from __future__ import annotations

import pytest

from tests.ui.test_stats_dialog import column, open_dialog
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.storage.history import History
from yahtzee_desktop.ui.common.seat_names import COMPUTER_MARK

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def finished(seed: int) -> Game:
    seats = (Seat.solo("Léo"), Seat.solo("Robot", PlayerKind.COMPUTER, "expert"))
    game = Game(GameSetup(preset("yahtzee"), seats, games=1, seed=seed))
    while not game.state.finished:
        game.roll()
        options = game.state.options()
        column_, box = max(options, key=lambda k: options[k])
        game.score(box, column_)
    return game


def test_computers_are_hidden_until_asked_for(qtbot, tmp_path, english):
    path = tmp_path / "history.sqlite"
    history = History(path)
    for seed in range(3):
        assert history.record_game(finished(seed), 0, played_at=f"2026-11-2{seed}T20:00:00")
    history.close()
    dialog = open_dialog(qtbot, path)
    assert not dialog.computers_check.isChecked()
    assert set(column(dialog.multi_table, 1)) == {"Léo"}
    players = [dialog.player_combo.itemText(i) for i in range(dialog.player_combo.count())]
    assert players == ["Léo"]
    dialog.computers_check.setChecked(True)
    assert set(column(dialog.multi_table, 1)) == {"Léo", f"{COMPUTER_MARK}\u00a0Robot"}
    assert dialog.multi_table.rowCount() == 6
    players = [dialog.player_combo.itemText(i) for i in range(dialog.player_combo.count())]
    assert sorted(players) == ["Léo", f"{COMPUTER_MARK}\u00a0Robot"]
