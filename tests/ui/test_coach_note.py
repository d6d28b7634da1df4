"""How long the coach's note stays: its turn, never into the next game of a series, a new
game or a resumed one (a note about game 1's last turn stayed on screen over game 2)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.play import greedy_step
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui.table.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture(scope="module")
def official_advisor(qapp):
    """The official table, built once in Qt's test cache (then loaded)."""
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.coach.hints import coach_now

    set_identity()
    return coach_now(preset("yahtzee"))


def chatty_coach(window: MainWindow) -> None:
    """Coach mode on, speaking after every decision (even the best one costs more than
    -1 point), so a note is there to outlive its game."""
    window.settings.coach_mode = True
    window.coach.threshold = -1.0


def play_to_the_last_roll(window: MainWindow) -> None:
    """Greedily up to the last turn of the game on the table, its first roll made."""
    game = window.session.game
    g = game.state.game_index
    while not (game.state.card.filled_count() == 12 and game.state.rolls == 1):
        greedy_step(game)
        assert game.state.game_index == g


def note(window: MainWindow) -> str:
    return window.coach.note_label.text()


def test_a_note_stays_for_its_turn(qtbot, make_window, official_advisor):
    """The control: a note about the last turn's roll is there for the rest of that turn."""
    window = make_window(["Ann"], seed=5)
    chatty_coach(window)
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)  # the last turn's second roll: a decision
    assert note(window) and window.coach.note_label.isVisibleTo(window)


def test_a_note_about_game_one_is_gone_when_game_two_starts(qtbot, make_window, official_advisor):
    window = make_window(["Ann"], seed=5)
    window.start_setup(GameSetup.simple(["Ann"], preset("yahtzee"), games=2, seed=5))
    chatty_coach(window)
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)
    assert note(window)  # about game 1's last turn
    greedy_step(window.session.game)  # its last box: game 2 is on the table
    state = window.session.state
    assert state.game_index == 1 and not state.game_started(1)
    assert note(window) == "" and not window.coach.note_label.isVisibleTo(window)
    assert window.coach.note_label.toolTip() == ""


def test_the_note_of_the_last_game_stays_once_the_series_is_over(
    qtbot, make_window, official_advisor
):
    """Nothing comes after it: the note about the last choice is still worth reading."""
    window = make_window(["Ann"], seed=5)
    window.start_setup(GameSetup.simple(["Ann"], preset("yahtzee"), games=1, seed=5))
    chatty_coach(window)
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)
    greedy_step(window.session.game)
    assert window.session.state.finished
    assert note(window) and window.coach.note_label.isVisibleTo(window)


def test_a_note_is_gone_after_new_game_and_play_again(qtbot, make_window, official_advisor):
    window = make_window(["Ann"], seed=5)
    window.start_setup(GameSetup.simple(["Ann"], preset("yahtzee"), games=1, seed=5))
    chatty_coach(window)
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)
    greedy_step(window.session.game)
    assert note(window)
    window.play_again()  # the end-of-game dialog's Play again
    assert note(window) == "" and window.coach.note_label.toolTip() == ""
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)
    assert note(window)
    window.files.replace_game(type(window.session.game)(window.session.state.setup))
    assert note(window) == ""


def test_a_note_is_gone_when_a_saved_game_is_resumed(qtbot, make_window, official_advisor):
    first = make_window(["Bob"], seed=9)
    first.dice.request_roll()
    journal = first.autosave.path.read_text(encoding="utf-8")
    first.close()

    window = make_window(["Ann"], seed=5)
    chatty_coach(window)
    play_to_the_last_roll(window)
    window.session.roll((False,) * 5)
    assert note(window)
    window.autosave.stop()
    autosave_path().write_text(journal, encoding="utf-8")
    found = find_resumable(autosave_path())
    assert found is not None
    window.offer_resume(found)
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert [s.name for s in window.session.state.setup.seats] == ["Bob"]
    assert note(window) == "" and not window.coach.note_label.isVisibleTo(window)
