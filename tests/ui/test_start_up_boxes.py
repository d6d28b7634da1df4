"""At start-up and in play, the window's boxes come one at a time.

A family relaunching the app with a read-only data folder got "Games cannot be kept" and
"Resume the game?" at the same moment, the warning hidden behind the offer. Now the
warning comes first and the offer once it is read; a warning raised while a question is
open waits for the answer; nothing is lost on the way.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.core.actions import Roll
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui.builder import build_window
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.table import file_actions

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def journal_unfinished() -> None:
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, seed=7))
    game.apply(Roll())
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()


def visible_boxes(window) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def started(qtbot, monkeypatch, read_only: bool):
    if read_only:
        monkeypatch.setattr(file_actions, "data_dir_problem", lambda: "Read-only file system")
    setup = GameSetup.simple(["Zoe", "Max"], preset("yahtzee"), games=1, seed=3)
    window = build_window(setup, Settings(), starting=True)
    qtbot.addWidget(window)
    window.show()
    window.files.start_up()
    return window


def test_storage_warning_first_then_the_resume_offer(qtbot, monkeypatch):
    journal_unfinished()
    window = started(qtbot, monkeypatch, read_only=True)
    [shown] = visible_boxes(window)  # one box, not two stacked
    assert shown.objectName() == "storage_problem_box"
    assert window.resume_box is not None and not window.resume_box.isVisible()
    assert window.session.held  # the new game waits for the answer to come
    qtbot.wait(50)
    assert visible_boxes(window) == [shown]
    shown.button(QMessageBox.StandardButton.Ok).click()
    [offer] = visible_boxes(window)
    assert offer is window.resume_box
    assert window.session.held
    offer.button(QMessageBox.StandardButton.Yes).click()
    assert visible_boxes(window) == []
    assert [s.name for s in window.session.state.setup.seats] == ["Ann", "Bob"]
    assert not window.session.held


def test_resume_offer_alone_opens_at_once(qtbot, monkeypatch):
    journal_unfinished()
    window = started(qtbot, monkeypatch, read_only=False)
    assert visible_boxes(window) == [window.resume_box]


def test_a_warning_during_a_question_waits_for_the_answer(qtbot, monkeypatch):
    window = started(qtbot, monkeypatch, read_only=False)
    window.session.roll((False,) * 5)  # mid-series: New game asks first
    window.files.new_game()
    question = window.files.question
    assert visible_boxes(window) == [question]
    window.on_autosave_error(SaveFileError(SaveFileProblem.DISK_FULL, "full"))
    assert visible_boxes(window) == [question]  # not on top of the question
    question.button(QMessageBox.StandardButton.Cancel).click()
    [warning] = visible_boxes(window)
    assert warning is window.error_box
    assert "disk is full" in warning.text()  # not lost


def test_the_end_of_game_waits_for_a_warning_already_open(qtbot, monkeypatch):
    """The autosave stopped (disk full) on the last score: its warning was at once
    covered by the end-of-game dialog."""
    from tests.ui.test_stats_recorder import finish_game

    window = started(qtbot, monkeypatch, read_only=False)
    start = window.session.state.game_index
    session = window.session
    while True:  # up to the last score of the game
        state = session.state
        if state.rolls == 0:
            assert session.roll((False,) * 5)
            continue
        column, box = next(iter(state.options()))
        if state.turn == 12 and state.seat == len(state.setup.seats) - 1:
            break
        assert session.score(box, column)
    window.on_autosave_error(SaveFileError(SaveFileProblem.DISK_FULL, "full"))
    warning = window.error_box
    finish_game(window)
    assert window.session.state.game_over(start)
    assert visible_boxes(window) == [warning]
    dialog = window.outcome_dialog
    assert dialog is not None and not dialog.isVisible()  # after the warning
    warning.button(QMessageBox.StandardButton.Ok).click()
    assert dialog.isVisible()
