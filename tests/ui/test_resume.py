"""On start, the unfinished autosaved game is offered back; a damaged one is set aside."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.core.journal import entry_line
from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.paths import autosave_path

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def test_resume_offered_and_accepted(qtbot, make_window):
    first = make_window(["Ann", "Bob"], seed=123)
    first.dice.request_roll()
    model = first.sheet_model
    assert first.score_sheet.score_index(model.legal_indexes()[0])
    first.dice.request_roll()
    actions = first.session.game.actions
    first_journal = _journal_text(first)
    first.close()  # stops the journal, as quitting the app does

    second = make_window(["Zoe"], seed=1)  # the factory starts a fresh journal...
    # ...so ask the way the app does at start-up: before any journal is opened.
    second.autosave.stop()
    autosave_path().write_text(first_journal, encoding="utf-8")
    found = find_resumable(autosave_path())
    assert found is not None and found.game is not None
    second.offer_resume(found)
    box = second.resume_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert second.session.game.actions == actions
    assert [s.name for s in second.session.state.setup.seats] == ["Ann", "Bob"]
    # Journalling goes on in the same file after resuming.
    second.undo()
    lines = autosave_path().read_text(encoding="utf-8").splitlines()
    assert lines[0] == first_journal.splitlines()[0]
    assert json.loads(lines[-1])["undo"] is True


def _journal_text(window) -> str:
    return window.autosave.path.read_text(encoding="utf-8")


def test_damaged_autosave_reported_and_kept(qtbot, make_window):
    window = make_window()
    window.autosave.stop()
    path = autosave_path()
    path.write_text("{broken", encoding="utf-8")
    found = find_resumable(path)
    assert found is not None and found.game is None
    window.offer_resume(found)
    assert window.error_box is not None and window.error_box.isVisible()
    assert str(found.kept_as) in window.error_box.text()
    assert found.kept_as.read_text(encoding="utf-8") == "{broken"
    assert path.exists()  # a new journal for the current game
    found.kept_as.unlink()


def _offered_anns_game(make_window):
    """A window of Zoe's new game, offered back Ann's game of a crashed start (its
    journal, one roll in, and its text) as the app offers it at start."""
    first = make_window(["Ann"], seed=5)
    first.dice.request_roll()
    text = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    second = make_window(["Zoe"], seed=6)
    second.autosave.stop()
    autosave_path().write_text(text, encoding="utf-8")
    second.offer_resume(find_resumable(autosave_path()))
    return second, text


def test_declining_keeps_the_fresh_game(qtbot, make_window):
    second, _text = _offered_anns_game(make_window)
    second.resume_box.button(QMessageBox.StandardButton.No).click()
    assert [s.name for s in second.session.state.setup.seats] == ["Zoe"]
    assert '"Zoe"' in autosave_path().read_text(encoding="utf-8")


def _resume(window, journal: str):
    """Offer `journal` back to `window` as the app does at start, and accept it."""
    window.autosave.stop()
    autosave_path().write_text(journal, encoding="utf-8")
    found = find_resumable(autosave_path())
    assert found is not None and found.game is not None
    window.offer_resume(found)
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()
    return found


def test_held_dice_come_back_after_a_restart(qtbot, make_window):
    first = make_window(["Ann", "Bob"], seed=123)
    first.dice.request_roll()
    first.dice.toggle(0)
    first.dice.toggle(2)
    assert first.dice.holds() == (True, False, True, False, False)
    first.close()  # quitting mid-turn, holds set but not rolled yet
    journal = autosave_path().read_text(encoding="utf-8")

    second = make_window(["Zoe"], seed=1)
    _resume(second, journal)
    assert second.session.state.rolls == 1
    assert second.dice.holds() == (True, False, True, False, False)
    assert second.dice.roll_button.isEnabled()
    # The resumed journal keeps them too: a second restart finds them again.
    second.dice.toggle(4)
    second.close()
    journal = autosave_path().read_text(encoding="utf-8")
    third = make_window(["Zoe"], seed=1)
    _resume(third, journal)
    assert third.dice.holds() == (True, False, True, False, True)
    # Rolling uses them: the held dice keep their faces.
    faces = third.session.state.dice
    third.dice.request_roll()
    after = third.session.state.dice
    assert (after[0], after[2], after[4]) == (faces[0], faces[2], faces[4])


def test_holds_of_a_journal_are_dropped_once_an_action_follows(qtbot, make_window):
    """Holds set, then the dice rolled and scored: the next turn starts with none held."""
    first = make_window(["Ann"], seed=9)
    first.dice.request_roll()
    first.dice.toggle(1)
    first.dice.request_roll()
    model = first.sheet_model
    assert first.score_sheet.score_index(model.legal_indexes()[0])
    first.dice.request_roll()
    journal = autosave_path().read_text(encoding="utf-8")
    first.close()
    second = make_window(["Zoe"], seed=1)
    _resume(second, journal)
    assert second.dice.holds() == (False,) * 5


@pytest.mark.parametrize(
    "line",
    [
        '{"hold":[true,true]}',
        '{"hold":"all"}',
        '{"hold":[1,0,1,0,1]}',
        '{"hold":[true,null,false,false,false]}',
        '{"hold":{"a":1}}',
    ],
)
def test_an_odd_hold_line_is_ignored_not_fatal(qtbot, make_window, line):
    first = make_window(["Ann"], seed=9)
    first.dice.request_roll()
    journal = autosave_path().read_text(encoding="utf-8") + entry_line(json.loads(line))
    first.close()
    second = make_window(["Zoe"], seed=1)
    found = _resume(second, journal)
    assert len(second.session.game.actions) == 1
    assert second.dice.holds() == (False,) * 5
    assert found.skipped == 0  # nothing to say: no action was lost


def test_real_dice_ignore_holds(qtbot, make_window):
    """Real dice have nothing to hold: a hold line (hand-edited) changes nothing."""
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.setup import DiceMode, GameSetup

    first = make_window(["Ann"], seed=3)
    first.start_setup(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), dice_mode=DiceMode.PHYSICAL)
    )
    first.game.enter_dice((1, 2, 3, 4, 5))
    journal = autosave_path().read_text(encoding="utf-8")
    assert '"hold"' not in journal.splitlines()[-1]
    first.close()
    second = make_window(["Zoe"], seed=1)
    found = _resume(second, journal + entry_line({"hold": [True, True, False, False, False]}))
    assert found.skipped == 0
    assert second.session.state.dice == (1, 2, 3, 4, 5)
    assert second.dice.holds() == (False,) * 5
    assert second.physical.pad.isVisibleTo(second)
    assert second.sheet_model.legal_indexes()


def test_a_file_handed_over_during_the_offer_waits_for_the_answer(qtbot, make_window, tmp_path):
    """A second launch's file, while the start-up question shows, does not touch the
    journal: it is opened once the question is answered."""
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.savefile import save_game
    from yahtzee_desktop.core.setup import GameSetup

    second, text = _offered_anns_game(make_window)
    saved = tmp_path / "eve.yahtzee.json"
    save_game(Game(GameSetup.simple(["Eve"], preset("yahtzee"), seed=3)), saved)
    assert second.open_file(saved)
    assert autosave_path().read_text(encoding="utf-8") == text  # untouched while asked
    second.resume_box.button(QMessageBox.StandardButton.Yes).click()
    # Resumed, then the file: asked first (the resumed game is under way).
    assert second.files.question is not None
    second.files.question.defaultButton().click()
    assert [s.name for s in second.session.state.setup.seats] == ["Eve"]
    kept = second.files.unfinished.list()
    assert [e.players for e in kept] == [("Ann",)]


def test_the_autosave_starts_again_once_the_disk_has_room(qtbot, make_window, tmp_path):
    """A write error stops the journal; it is tried again every little while and, once
    it works, holds the whole game again (said in the status bar)."""
    from yahtzee_desktop.core.journal import read_journal

    window = make_window(["Ann"], seed=5)
    blocker = tmp_path / "full"
    blocker.write_text("x")
    window.autosave.path = blocker / "autosave.jsonl"
    window.files.start_autosave()  # fails: told once, tried again later
    assert window.error_box is not None and "again by itself" in window.error_box.text()
    assert window.files.autosave_watch.timer.isActive()
    window.dice.request_roll()
    window.files.retry_autosave()  # what the timer does: still no room, nothing said
    assert window.autosave.error is not None
    blocker.unlink()
    window.files.retry_autosave()
    assert window.autosave.error is None and not window.files.autosave_watch.timer.isActive()
    assert "saved automatically again" in window.statusBar().currentMessage()
    assert read_journal(window.autosave.path).game.actions == window.game.actions
