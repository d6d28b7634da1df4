"""The score sheet's shape per variant and layout, read without a Qt model."""

from __future__ import annotations

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.table.score_cells import (
    Column,
    Layout,
    RowKind,
    compute_cells,
    header_title,
    sheet_columns,
    sheet_rows,
    without_preview,
)


def _state(name: str, seats: int, games: int = 1) -> GameState:
    names = ["Ann", "Bob", "Cy"][:seats]
    return Game(GameSetup.simple(names, preset(name), games=games, seed=5)).state


def test_a_single_column_sheet_shows_the_series_games_and_their_total(qapp: object) -> None:
    state = _state("yahtzee", 2, games=6)
    columns = sheet_columns(state, Layout.SHEET)
    assert columns == [Column(g, None, 0) for g in range(6)] + [Column(summary=True)]
    titles = [header_title(c, state, Layout.SHEET, 0) for c in columns]
    assert titles == [f"Game {n}" for n in range(1, 7)] + ["Series"]
    assert sheet_columns(_state("yahtzee", 1), Layout.SHEET) == [Column(0, None, 0)]


def test_a_multi_column_card_shows_its_columns_and_its_total(qapp: object) -> None:
    state = _state("triple-yahtzee", 2)
    sheet = sheet_columns(state, Layout.SHEET)
    assert sheet == [Column(-1, None, c) for c in range(3)] + [Column(summary=True)]
    assert (
        header_title(sheet[-1], state, Layout.SHEET, 0) == "Total"
    )  # the card's total, said as such
    table = sheet_columns(state, Layout.TABLE)
    assert [(c.seat, c.column) for c in table] == [(s, c) for s in range(2) for c in range(3)]
    assert header_title(table[0], state, Layout.TABLE, 1).startswith("\u25b6 Ann")
    assert not header_title(table[3], state, Layout.TABLE, 1).startswith("\u25b6")


def test_cells_follow_the_rows_and_the_preview_switch(qapp: object) -> None:
    game = Game(GameSetup.simple(["Ann"], preset("yatzy"), seed=5))
    game.roll()
    state = game.state
    rows = sheet_rows(state.setup.rules)
    assert RowKind.YAHTZEE_BONUS not in [r.kind for r in rows]  # Yatzy has none
    columns = sheet_columns(state, Layout.SHEET)
    shown = compute_cells(rows, columns, state, 0, preview=True)
    hidden = compute_cells(rows, columns, state, 0, preview=False)
    assert len(shown) == len(rows) * len(columns)
    legal = {(rows[r].box, c) for (r, c), cell in shown.items() if cell.preview is not None}
    assert legal == {(box, column) for (column, box) in state.options()}
    assert legal  # the dice fit somewhere
    assert all(cell.preview is None for cell in hidden.values())
    # The model hides previews from the cells it has (the core is not asked again).
    assert {key: without_preview(cell) for key, cell in shown.items()} == hidden
