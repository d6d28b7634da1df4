"""The players list and the "All players" sheet read in playing order, as the table plays.

A family saw the list in the order the names were typed while the roll-off had made
someone else start: the list is read top to bottom as the turns go round (the starter
first, the player to play marked), and the all-players sheet's columns agree with it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.actions import SetStarter
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.core.state import GameState

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

NAMES = ["Ann", "Bob", "Cy"]


def seed_where(starter: int, games: int = 1) -> int:
    """A seed whose roll-off makes `starter` (not the first seat typed) start."""
    for seed in range(1, 500):
        setup = GameSetup.simple(NAMES, preset("yahtzee"), games=games, seed=seed)
        if GameState.initial(setup).starter() == starter:
            return seed
    raise AssertionError("no such seed")


def rows(window) -> list[int]:
    tree = window.players.tree
    return [
        tree.topLevelItem(r).data(0, Qt.ItemDataRole.UserRole)
        for r in range(tree.topLevelItemCount())
    ]


def row_names(window) -> list[str]:
    tree = window.players.tree
    return [tree.topLevelItem(r).text(1) for r in range(tree.topLevelItemCount())]


def marked(window) -> list[int]:
    tree = window.players.tree
    return [r for r in range(tree.topLevelItemCount()) if tree.topLevelItem(r).text(0)]


def column_seats(window) -> list[str]:
    model = window.table_model
    return [
        str(
            model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        ).removeprefix("\u25b6 ")
        for c in range(model.columnCount())
    ]


def play_turn(window) -> None:
    session = window.session
    session.roll((False,) * 5)
    state = session.state
    column, box = max(state.options(), key=lambda k: state.options()[k])
    session.score(box, column)


def test_the_list_reads_in_playing_order_with_the_turn_marked(qtbot, make_window):
    window = make_window(NAMES, seed=seed_where(2), games=1)
    state = window.session.state
    assert state.order() == (2, 0, 1)
    assert rows(window) == [2, 0, 1]
    assert row_names(window) == ["Cy", "Ann", "Bob"]
    assert marked(window) == [0]  # Cy, who starts, on top and marked
    assert column_seats(window) == ["Cy", "Ann", "Bob"]  # the sheet agrees
    play_turn(window)
    assert marked(window) == [1]  # then Ann, the next line down
    play_turn(window)
    assert marked(window) == [2]
    assert rows(window) == [2, 0, 1]  # the order stays for the whole game


def test_a_row_shows_its_own_seat(qtbot, make_window):
    window = make_window(NAMES, seed=seed_where(1), games=1)
    window.show()
    qtbot.waitExposed(window)
    tree = window.players.tree
    assert rows(window) == [1, 2, 0]
    item = tree.topLevelItem(2)  # the last row: Ann, seat 0
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.sheet_model.viewed_seat == 0
    assert tree.currentItem() is item
    assert item.font(1).italic()  # the seat viewed, not playing
    assert "Ann" in window.tabs.tabText(0)
    assert window.players.item_for_seat(0) is item
    # Chances arrive seat by seat: each lands on its own player's row.
    window.players.set_chances([("10", "Ann"), ("20", "Bob"), ("70", "Cy")])
    assert [tree.topLevelItem(r).text(4) for r in range(3)] == ["20", "70", "10"]
    assert window.players.chance_texts() == ["10", "20", "70"]  # seat by seat
    assert tree.topLevelItem(2).toolTip(4) == "Ann"


def test_recording_who_starts_with_real_dice_reorders_list_and_sheet(qtbot, make_window):
    window = make_window(NAMES, seed=3, games=1)
    window.start_setup(
        GameSetup.simple(NAMES, preset("yahtzee"), games=1, seed=3, dice_mode=DiceMode.PHYSICAL)
    )
    assert rows(window) == [0, 1, 2]  # nothing recorded: the first seat typed starts
    assert window.session.apply(SetStarter(1))
    assert rows(window) == [1, 2, 0]
    assert marked(window) == [0]
    assert column_seats(window) == ["Bob", "Cy", "Ann"]


def test_each_game_of_a_series_reads_in_its_own_order(qtbot, make_window):
    window = make_window(NAMES, seed=seed_where(2, games=2), games=2)
    session = window.session
    assert rows(window) == [2, 0, 1]
    while session.state.game_index == 0:
        play_turn(window)
    order = session.state.order()
    assert rows(window) == list(order)
    assert column_seats(window) == [NAMES[s] for s in order]
    assert marked(window) == [0]
