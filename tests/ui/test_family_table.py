"""The first evening at the family table (issue 13, part B): the table is remembered,
the first start greets, play again in one click, the turn summary, plain-word hints
with the dice marked, solo wording, every game in the series dialog, statistics order
and axis, the animated roll-off."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup, PlayerKind, Seat, StartRule
from yahtzee_desktop.strategy import Choice
from yahtzee_desktop.ui.coach.plain_words import keep_text, kept_dice, plain_choice
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.common.table_memory import (
    TABLE_KEY,
    remembered_table,
    startup_setup,
)
from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
from yahtzee_desktop.ui.history.charts import nice_ticks
from yahtzee_desktop.ui.history.stats_tables import box_order
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.outcome import READING_MS, RollOffWidget, winners_text
from yahtzee_desktop.ui.table.turn_summary import summary_text

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def ini_settings(path: Path) -> Settings:
    """Settings on a file of the test's own; a new object on the same file is a restart."""
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def family_dialog(qtbot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.findChild(QLineEdit, "seat_1_name").setText("Mum")
    dialog.findChild(QLineEdit, "seat_2_name").setText("Kids")
    dialog.findChild(QLineEdit, "seat_2_members").setText("Tom, Lea")
    dialog.add_button.click()
    dialog.findChild(QLineEdit, "seat_3_name").setText("Robo")
    kind = dialog.findChild(QComboBox, "seat_3_kind")
    kind.setCurrentIndex(kind.findData("computer"))
    level = dialog.findChild(QComboBox, "seat_3_level")
    level.setCurrentIndex(level.findData("expert"))
    dialog.physical_dice_radio.setChecked(True)
    dialog.games_spin.setValue(3)
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("previous_winner"))
    return dialog


def check_family(setup: GameSetup) -> None:
    mum, kids, robo = setup.seats
    assert mum.name == "Mum" and mum.members[0].kind is PlayerKind.HUMAN
    assert kids.name == "Kids" and [m.name for m in kids.members] == ["Tom", "Lea"]
    assert robo.name == "Robo" and robo.members[0].kind is PlayerKind.COMPUTER
    assert robo.members[0].level == "expert"
    assert setup.dice_mode is DiceMode.PHYSICAL
    assert setup.games == 3
    assert setup.start_rule is StartRule.PREVIOUS_WINNER


# --- it remembers who is at the table -------------------------------------------------


def test_the_whole_table_is_remembered_across_restarts(qtbot, english, tmp_path):
    path = tmp_path / "settings.ini"
    first = ini_settings(path)
    dialog = family_dialog(qtbot, first)
    dialog.accept()
    check_family(dialog.result_setup())
    first.sync()

    again = ini_settings(path)  # the next start
    setup, first_start = startup_setup(again)
    assert not first_start
    check_family(setup)  # the app opens on that table, not "Player 1 / Player 2"
    reopened = NewGameDialog(None, again)
    qtbot.addWidget(reopened)
    assert reopened.findChild(QComboBox, "seat_3_kind").currentData() == "computer"
    assert reopened.findChild(QComboBox, "seat_3_level").currentData() == "expert"
    assert reopened.findChild(QLineEdit, "seat_2_members").text() == "Tom, Lea"
    assert reopened.physical_dice_radio.isChecked()
    assert reopened.games_spin.value() == 3
    reopened.accept()
    check_family(reopened.result_setup())


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        # Each bad value falls back to its default; the rest of the table is kept.
        ({"kind": "wizard"}, {"kind": PlayerKind.HUMAN}),
        ({"level": "god"}, {"level": "club"}),
        ({"members": "Tom"}, {"members": ()}),
        ({"members": ["Tom", 7, "\x07", " Lea "]}, {"members": ("Tom", "Lea")}),
    ],
)
def test_a_bad_seat_value_falls_back_alone(tmp_path, stored, expected):
    settings = ini_settings(tmp_path / "s.ini")
    seat = {"name": "Robo", "kind": "computer", "level": "expert", "members": [], **stored}
    table = {"seats": [{"name": "Mum"}, seat], "dice": "physical", "games": 2}
    settings.store.setValue(TABLE_KEY, json.dumps(table))
    remembered = remembered_table(settings)
    assert remembered is not None
    assert remembered.seats[0].name == "Mum" and remembered.dice_mode is DiceMode.PHYSICAL
    robo = remembered.seats[1]
    for field, value in expected.items():
        assert getattr(robo, field) == value
    assert remembered.games == 2


@pytest.mark.parametrize(
    "raw",
    [
        json.dumps({"seats": [{"name": "Mum"}], "dice": "dragon", "games": 99, "start": 3}),
        json.dumps({"seats": [{"name": "Mum"}], "games": True, "start": "who knows"}),
    ],
)
def test_bad_table_values_fall_back_and_the_file_heals(tmp_path, raw):
    path = tmp_path / "s.ini"
    settings = ini_settings(path)
    settings.store.setValue(TABLE_KEY, raw)
    table = remembered_table(settings)
    assert table is not None and [s.name for s in table.seats] == ["Mum"]
    assert table.dice_mode is DiceMode.APP and table.games is None
    assert table.start_rule is StartRule.ROLL_FIVE
    healed = json.loads(settings.store.value(TABLE_KEY))
    assert healed["dice"] == "app" and healed["games"] is None


@pytest.mark.parametrize("raw", ["not json", "[]", '{"seats": []}', "x" * 200_000, '{"seats": 5}'])
def test_an_unreadable_table_is_forgotten(tmp_path, raw):
    settings = ini_settings(tmp_path / "s.ini")
    settings.store.setValue(TABLE_KEY, raw)
    assert remembered_table(settings) is None
    assert not settings.store.contains(TABLE_KEY)
    setup, first_start = startup_setup(settings)
    assert first_start and len(setup.seats) == 1


def test_names_from_an_older_version_come_back_as_people(tmp_path):
    settings = ini_settings(tmp_path / "s.ini")
    settings.last_players = ["Ann", "Bob"]
    setup, first_start = startup_setup(settings)
    assert not first_start and [s.name for s in setup.seats] == ["Ann", "Bob"]


def test_the_first_start_greets_and_asks_who_plays(qtbot, make_window, english):
    settings = Settings()
    _setup, first_start = startup_setup(settings)
    assert first_start  # nothing remembered: no invented "Player 1 / Player 2" table
    window = make_window(["Player 1"])
    window.welcome()
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.welcome_label.isVisibleTo(dialog)
    assert "Who is at the table?" in dialog.welcome_label.text()
    dialog.findChild(QLineEdit, "seat_1_name").setText("Mum")
    dialog.findChild(QLineEdit, "seat_2_name").setText("Dad")
    dialog.accept()
    assert [s.name for s in window.game.setup.seats] == ["Mum", "Dad"]
    assert not startup_setup(window.settings)[1]  # remembered from now on


# --- the end of a series ------------------------------------------------------------


def play_out(window: MainWindow) -> None:
    """Every turn of the game in progress: roll once, score the first legal box."""
    session = window.session
    game = session.state.game_index
    while not session.state.finished and session.state.game_index == game:
        assert session.apply(Roll((False,) * 5))
        column, box = next(iter(session.state.options()))
        assert session.apply(Score(box, column))


def test_play_again_with_the_same_table_in_one_click(qtbot, make_window, english):
    window = make_window(["Ann", "Bob"], games=1)
    setup = window.game.setup
    play_out(window)
    dialog = window.outcome_dialog
    assert dialog is not None and dialog.again_button is not None
    assert dialog.again_button.isDefault()
    dialog.again_button.click()
    new = window.game
    assert new.setup.seats == setup.seats and new.setup.rules == setup.rules
    assert new.setup.games == setup.games and new.setup.dice_mode is setup.dice_mode
    assert not new.actions and new.setup.seed != setup.seed
    assert window.outcome_dialog is None


def test_the_series_dialog_lists_every_game(qtbot, make_window, english):
    window = make_window(["Ann", "Bob"], games=2)
    play_out(window)
    window.outcome_dialog.accept()
    play_out(window)
    dialog = window.outcome_dialog
    assert dialog.series_over
    state = window.session.state
    text = dialog.standings.text()
    assert "Game 1" in text and "Game 2" in text
    for game in (0, 1):
        for total in state.totals(game):
            assert f">{total}<" in text
    for total in state.series_totals():
        assert f"<b>{total}</b>" in text


def test_a_solo_game_has_no_winner(qtbot, make_window, english):
    window = make_window(["Mum"], games=1)
    play_out(window)
    state = window.session.state
    total = state.totals(0)[0]
    assert winners_text(state, 0) == f"Mum scored {total} points."
    assert "wins" not in window.outcome_dialog.headline.text()


def test_dialog_titles_are_not_cut(qtbot, make_window, english):
    window = make_window(["Ann", "Bob"], games=2)
    play_out(window)
    dialog = window.outcome_dialog
    title = f"{dialog.windowTitle()} \u2014 {QApplication.applicationDisplayName()}"
    assert dialog.minimumWidth() > QFontMetrics(QApplication.font()).horizontalAdvance(title)


# --- turns read at a glance ------------------------------------------------------------


def test_the_summary_says_what_was_scored_and_whose_turn_it_is(qtbot, make_window, english):
    window = make_window(["Kids", "Robo"], games=1)
    session = window.session
    session.apply(Roll((False,) * 5))
    seats = [s.name for s in session.state.setup.seats]
    player, other = seats[session.state.seat], seats[1 - session.state.seat]
    options = session.state.options()
    (column, box), points = next(iter(options.items()))
    assert session.apply(Score(box, column))
    summary = window.turn_summary
    assert summary.text.startswith(f"{player} scored {points} in ")
    assert summary.text.endswith(f"{other} to play")
    assert summary.isVisible() == window.isVisible()
    assert window.tabs.cornerWidget() is summary  # in the tab row: nothing moves
    session.undo()
    assert summary.text == ""


def test_the_summary_names_the_yahtzee_bonus_and_the_joker(english):
    rules = preset("yahtzee")
    game = Game(GameSetup(rules, (Seat.solo("Kids"), Seat.solo("Mum")), games=1, seed=3))
    state = game.state
    import dataclasses

    # Two turns later: the starter has a Yahtzee in its box, the other player one box too.
    # (Its Fives are filled too, so the joker may go in the lower section.)
    row = [c.place((1, 1, 2, 3, 4), "aces").place((2, 2, 1, 3, 4), "twos") for c in state.cards[0]]
    starter = state.cards[0][state.seat].place((5,) * 5, "yahtzee")
    row[state.seat] = starter.place((5, 5, 5, 1, 2), "fives")
    before = dataclasses.replace(state, cards=(tuple(row),), dice=(5,) * 5, rolls=1)
    assert before.seat == state.seat
    after = before.after(Score("full_house"))
    text = summary_text(before, after, Score("full_house"))
    player = state.setup.seats[state.seat].name
    other = state.setup.seats[1 - state.seat].name
    assert text == f"{player} scored 25 in Full house + Yahtzee bonus 100 (joker) · {other} to play"


def _with(state, card, dice):
    """The state with this card for the seat to play and these dice on the table."""
    import dataclasses

    row = list(state.cards[0])
    row[state.seat] = card
    return dataclasses.replace(state, cards=(tuple(row),), dice=dice, rolls=1)


def test_the_summary_speaks_french(qapp):
    install_translators(qapp, "fr")
    try:
        state = Game(GameSetup.simple(["Kids", "Mum"], preset("yahtzee"), seed=3)).state
        before = _with(state, state.cards[0][state.seat], (2, 2, 3, 3, 3))
        text = summary_text(before, before.after(Score("full_house")), Score("full_house"))
        player = state.setup.seats[state.seat].name
        other = state.setup.seats[1 - state.seat].name
        assert text == f"{player} a marqué 25 en Full · à {other} de jouer"
    finally:
        install_translators(qapp, "en")


# --- words a child understands ---------------------------------------------------------


def test_dice_to_keep_in_plain_words(english):
    assert keep_text((4, 4, 4)) == "the three 4s"
    assert keep_text((5, 5, 6)) == "the two 5s and the 6"
    assert keep_text((2, 3, 4, 5)) == "2, 3, 4 and 5"
    state = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1)).state
    before = _with(state, state.cards[0][0], (4, 2, 4, 6, 4))
    assert plain_choice(Choice(200.0, keep=(4, 4, 4)), before) == (
        "Keep the three 4s, then roll the other two dice"
    )
    assert plain_choice(Choice(200.0, keep=(2, 4, 4, 4)), before) == (
        "Keep the three 4s and the 2, then roll the other die"
    )
    assert plain_choice(Choice(200.0, keep=()), before) == "Roll all five dice again"
    full = _with(state, state.cards[0][0], (2, 2, 3, 3, 3))
    assert plain_choice(Choice(200.0, box=(0, "full_house")), full) == (
        "Score 25 in Full house now"
    )


def test_the_dice_to_keep_are_marked_held_ones_first():
    assert kept_dice((4, 2, 4, 6, 4), (False,) * 5, (4, 4, 4)) == (0, 2, 4)
    assert kept_dice((4, 4, 4, 4, 1), (False, False, True, True, False), (4, 4)) == (2, 3)


def test_marks_are_drawn_on_the_dice(qtbot, make_window):
    window = make_window(["Ann"])
    window.show()
    window.dice.request_roll()
    die = window.dice.dice[1]
    plain = die.grab().toImage()
    window.dice.set_marks((1, 3))
    assert window.dice.marks() == (1, 3) and die.marked and not window.dice.dice[0].marked
    assert die.grab().toImage() != plain
    window.dice.set_marks(())
    assert window.dice.marks() == ()


# --- statistics and the roll-off -------------------------------------------------------


def test_box_averages_follow_the_sheet():
    boxes = ["chance", "aces", "yahtzee", "full_house", "twos", "zzz_old"]
    assert box_order("yahtzee", boxes) == [
        "aces", "twos", "full_house", "yahtzee", "chance", "zzz_old"
    ]  # fmt: skip
    assert box_order("unknown-preset", ["b", "a"]) == ["a", "b"]


@pytest.mark.parametrize("top", [1, 2, 3, 5, 7])
def test_the_histogram_counts_whole_games(top):
    ticks = nice_ticks(0, top, 4, True)
    assert all(t == int(t) for t in ticks) and ticks[-1] >= top


def test_the_roll_off_rolls_with_readable_dice(qtbot, make_window):
    window = make_window(["Ann", "Bob"])
    widget = RollOffWidget()
    qtbot.addWidget(widget)
    widget.set_animation_ms(500)
    state = window.session.state
    widget.set_roll_off(("Ann", "Bob"), state.roll_off())
    assert widget.animating
    assert widget._row_height() >= 34  # dice about twice the text height
    qtbot.waitUntil(lambda: not widget.animating, timeout=3_000 + READING_MS)
    widget.set_animation_ms(0)
    widget.set_roll_off(("Ann", "Bob"), None)
    widget.set_roll_off(("Ann", "Bob"), state.roll_off())
    assert not widget.animating  # animations off: shown at once


def test_plain_words_and_solo_wording_in_french(qapp, make_window):
    window = make_window(["Maman"], games=1)
    play_out(window)
    state = window.session.state
    install_translators(qapp, "fr")
    try:
        assert winners_text(state, 0) == f"Maman a marqué {state.totals(0)[0]} points."
        fresh = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1)).state
        before = _with(fresh, fresh.cards[0][0], (4, 2, 4, 6, 4))
        assert plain_choice(Choice(200.0, keep=(4, 4, 4)), before) == (
            "Garder les trois 4, puis relancer les deux autres dés"
        )
        assert keep_text((5, 5, 6)) == "les deux 5 et le 6"
    finally:
        install_translators(qapp, "en")
