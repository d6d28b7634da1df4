"""On start, the unfinished autosaved game is offered back; a damaged one is set aside."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.paths import autosave_path

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def test_resume_offered_and_accepted(qtbot, make_window):
    first = make_window(["Ann", "Bob"], seed=123)
    first.dice.request_roll()
    model = first.sheet_model
    assert model.score_at(model.legal_indexes()[0])
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
    assert lines[-1] == '{"undo":true}'


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


def test_declining_keeps_the_fresh_game(qtbot, make_window):
    first = make_window(["Ann"], seed=5)
    first.dice.request_roll()
    text = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    second = make_window(["Zoe"], seed=6)
    second.autosave.stop()
    autosave_path().write_text(text, encoding="utf-8")
    second.offer_resume(find_resumable(autosave_path()))
    second.resume_box.button(QMessageBox.StandardButton.No).click()
    assert [s.name for s in second.session.state.setup.seats] == ["Zoe"]
    assert '"Zoe"' in autosave_path().read_text(encoding="utf-8")
