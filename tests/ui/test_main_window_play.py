"""Whole games played through the widgets only, totals checked against the core."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.score_model import POINTS_ROLE, PREVIEW_ROLE, RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def play_turn(qtbot, window: MainWindow, hold_after_first: bool = True) -> None:
    """Roll, maybe hold the most common face and roll again, then score the best preview."""
    qtbot.mouseClick(
        window.findChild(type(window.dice.roll_button), "roll_button"), Qt.MouseButton.LeftButton
    )
    if hold_after_first:
        faces = [d.face for d in window.dice.dice]
        common = max(set(faces), key=faces.count)
        for die in window.dice.dice:
            if die.face == common:
                qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
        if not all(d.isChecked() for d in window.dice.dice):
            qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    view = window.score_sheet
    model = window.sheet_model
    legal = model.legal_indexes()
    assert legal, "after a roll some box must take the dice"
    best = max(legal, key=lambda i: model.data(i, PREVIEW_ROLE))
    view.setCurrentIndex(best)
    qtbot.keyClick(view, Qt.Key.Key_Return)


def shown_total(window: MainWindow, seat: int, game: int, column: int = 0) -> int:
    model = window.sheet_model
    window.players.seatChosen.emit(seat)
    index = model.index(model.find_row(RowKind.TOTAL), model.find_column(game, column, seat))
    return int(model.data(index, POINTS_ROLE))  # Triple shows "127 ×2 = 254"


def test_full_official_game_totals_match_core(qtbot, make_window):
    window = make_window(["Ann", "Bob"], "yahtzee", seed=12345, games=1)
    state = window.session.state
    turns = state.setup.rules.turns * 2
    for _ in range(turns):
        play_turn(qtbot, window)
    state = window.session.state
    assert state.finished
    for seat in range(2):
        assert shown_total(window, seat, 0) == state.totals(0)[seat]
        item = window.players.item_for_seat(seat)
        assert item.text(2) == str(state.totals(0)[seat])
    dialog = window.outcome_dialog
    assert dialog is not None and dialog.isVisible()
    winners = state.outcome(0).winners
    for seat in winners:
        assert state.setup.seats[seat].name in dialog.headline.text()


def test_series_continues_to_next_game(qtbot, make_window):
    window = make_window(["Ann"], "yahtzee", seed=7, games=2)
    for _ in range(13):
        play_turn(qtbot, window, hold_after_first=False)
    state = window.session.state
    assert state.game_index == 1 and not state.finished
    assert window.outcome_dialog is not None
    assert window.outcome_dialog.next_button is not None
    model = window.sheet_model
    series = model.index(model.find_row(RowKind.TOTAL), model.summary_column())
    assert model.data(series, POINTS_ROLE) == state.series_totals()[0] == state.totals(0)[0]
    window.outcome_dialog.next_button.click()
    assert window.outcome_dialog is None
    play_turn(qtbot, window)
    assert window.session.state.cards[1][0].filled_count() == 1


@pytest.mark.parametrize("rules", ["yams", "triple-yahtzee"])
def test_full_multi_column_game(qtbot, make_window, rules):
    window = make_window(["Ann", "Bob"], rules, seed=99)
    rule_set = preset(rules)
    for _ in range(rule_set.turns * 2):
        play_turn(qtbot, window)
    state = window.session.state
    assert state.finished
    model = window.sheet_model
    for seat in range(2):
        window.players.seatChosen.emit(seat)
        card = state.cards[0][seat]
        for column in range(rule_set.columns):
            assert shown_total(window, seat, 0, column) == card.column_totals(column).total
        card_total = model.index(model.find_row(RowKind.TOTAL), model.summary_column())
        assert model.data(card_total, POINTS_ROLE) == state.totals(0)[seat]


def test_window_title_ends_with_the_app_name(make_window) -> None:
    """X11 and Windows append the app's display name to a title that does not end with it:
    "Yahtzee Desktop — Yams — Yahtzee Desktop" in the task bar otherwise."""
    window = make_window(rules="yams")
    assert window.windowTitle() == "French Yams grid \u2014 Yahtzee Desktop"


def test_roll_off_arrow_marks_the_starter_even_after_a_tie(make_window) -> None:
    """The arrow goes on the roll that decided: "Ann (again)" after a tie, once."""
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.setup import GameSetup

    seed = next(
        s
        for s in range(5000)
        if len(
            Game(GameSetup.simple(["Ann", "Bob", "Cy"], preset("yahtzee"), seed=s))
            .state.roll_off()
            .rounds
        )
        > 1
    )
    window = make_window(["Ann", "Bob", "Cy"], seed=seed)
    roll_off = window.session.state.roll_off()
    starter = ("Ann", "Bob", "Cy")[roll_off.starter]
    marked = [label for label, _dice, decided in window.roll_off._lines() if decided]
    assert marked == [f"{starter} (again)"]


def test_fresh_setup_keeps_the_table_and_changes_only_rules_seed_and_time():
    from dataclasses import replace

    from yahtzee_desktop.core import preset
    from yahtzee_desktop.core.setup import GameSetup, StartRule
    from yahtzee_desktop.ui.table.main_window import fresh_setup

    setup = GameSetup.simple(
        ["Ann", "Bob"], preset("yahtzee"), games=3, seed=7, challenge=True,
        start_rule=StartRule.PREVIOUS_WINNER, started="2026-01-01T00:00:00+00:00",
    )  # fmt: skip
    again = fresh_setup(setup, preset("yacht"), keep_seed=True)
    assert again.started != setup.started
    assert replace(again, started=setup.started) == replace(setup, rules=preset("yacht"))
    assert {fresh_setup(setup, setup.rules).seed for _ in range(3)} != {setup.seed}
