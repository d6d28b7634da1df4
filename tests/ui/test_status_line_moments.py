"""The status line says what is happening during computer turns and what can be done
after the game (issue 26): it was empty both times."""

from __future__ import annotations

import pytest

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.ui.common.i18n import install_translators

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def score_best(window) -> None:
    window.session.roll((False,) * 5)
    assert window.score_sheet.score_index(window.score_sheet.best_option())


def test_a_computer_turn_says_who_plays_and_how_to_hurry(qtbot, make_window, english):
    window = make_window(["Ann"], seed=3, games=1)
    seats = (Seat.solo("Ann"), Seat.solo("Robot", PlayerKind.COMPUTER, "club"))
    window.start_setup(GameSetup(preset("yahtzee"), seats, games=1, seed=3))
    if window.session.state.player.name != "Ann":
        qtbot.waitUntil(lambda: window.session.state.player.name == "Ann", timeout=20000)
    score_best(window)
    assert window.session.state.player.name == "Robot"
    assert window.status_line.text() == "Robot is playing — F: faster"
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: window.status_line.text() == "Robot joue — F\u00a0: plus vite")


def test_after_the_game_the_line_says_what_comes_next(qtbot, make_window, english):
    window = make_window(["Ann"], seed=3, games=1)
    while not window.session.state.finished:
        score_best(window)
    assert window.status_line.text() == "Ctrl+N: new game  ·  R: review the game with the coach"
    review = window.findChild(type(window.new_game_action), "review_action")
    assert review.shortcut().toString() == "R"  # the key the line names
