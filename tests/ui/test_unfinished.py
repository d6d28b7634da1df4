"""Nothing is thrown away by one keypress: declined, replaced and resumed games are kept
among the unfinished games (File › Unfinished games…), and New game or Open ask first."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.paths import autosave_path, unfinished_dir
from yahtzee_desktop.storage.unfinished import UnfinishedGames
from yahtzee_desktop.ui.table import file_actions

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def kept() -> list:
    return UnfinishedGames(unfinished_dir()).list()


def played(make_window, names, seed, actions=3):
    window = make_window(names, seed=seed)
    for _ in range(actions):
        window.dice.request_roll()
    return window


def offered_at_start(make_window, journal: str):
    """A fresh window at start-up with `journal` as the autosave (as the app starts)."""
    window = make_window(["Zoe"], seed=6)
    window.autosave.stop()
    autosave_path().write_text(journal, encoding="utf-8")
    window.files.start_up()
    return window


def test_declining_keeps_the_game_in_unfinished_games(qtbot, make_window):
    first = played(make_window, ["Ann", "Bob"], 5)
    journal = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    window = offered_at_start(make_window, journal)
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    assert [s.name for s in window.session.state.setup.seats] == ["Zoe"]
    assert '"Zoe"' in autosave_path().read_text(encoding="utf-8")
    [entry] = kept()
    assert entry.players == ("Ann", "Bob")
    assert entry.path.read_text(encoding="utf-8") == journal  # as it was, byte for byte


def test_escape_on_the_offer_resumes(qtbot, make_window):
    first = played(make_window, ["Ann"], 5)
    journal = first.autosave.path.read_text(encoding="utf-8")
    actions = first.game.actions
    first.close()
    window = offered_at_start(make_window, journal)
    qtbot.keyClick(window.resume_box, Qt.Key.Key_Escape)
    assert window.resume_box is None
    assert window.game.actions == actions
    assert autosave_path().read_text(encoding="utf-8").splitlines()[0] == journal.splitlines()[0]


def test_new_game_mid_series_asks_then_keeps_the_game(qtbot, make_window):
    window = played(make_window, ["Ann"], 5)
    actions = window.game.actions
    window.new_game_action.trigger()
    box = window.files.question
    assert box is not None and box.isVisible()
    assert "Unfinished games" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()  # nothing happens
    assert window.game.actions == actions and kept() == []
    window.new_game_action.trigger()
    window.files.question.defaultButton().click()
    dialog = window._dialog
    dialog.accept()
    assert window.game.actions == ()
    [entry] = kept()
    assert entry.players == ("Ann",)
    assert UnfinishedGames(unfinished_dir()).load(entry.path).actions == actions


def test_open_mid_series_asks_and_keeps(qtbot, make_window, tmp_path):
    other = played(make_window, ["Eve"], 9, actions=1)
    path = tmp_path / "eve.yahtzee.json"
    save_game(other.game, path)
    window = played(make_window, ["Ann"], 5)
    assert window.open_file(path)
    assert window.files.question is not None  # asked first: not replaced yet
    assert [s.name for s in window.session.state.setup.seats] == ["Ann"]
    window.files.question.defaultButton().click()
    assert [s.name for s in window.session.state.setup.seats] == ["Eve"]
    assert [e.players for e in kept()] == [("Ann",)]


def test_unfinished_dialog_resumes_keeps_the_current_and_deletes(qtbot, make_window):
    window = played(make_window, ["Ann"], 5)
    ann = window.game.actions
    window.new_game_action.trigger()
    window.files.question.defaultButton().click()
    window._dialog.accept()
    for _ in range(2):
        window.dice.request_roll()
    (unfinished_dir() / "game-broken.yahtzee.json").write_text("{broken", encoding="utf-8")

    window.unfinished_action.trigger()
    dialog = window._dialog
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == 2, timeout=5000)
    texts = [dialog.tree.topLevelItem(i).text(0) for i in range(2)]
    assert "Ann" in texts
    assert any("Damaged file" in t for t in texts)
    damaged = next(i for i in range(2) if "Damaged" in texts[i])
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(damaged))
    assert not dialog.resume_button.isEnabled()
    dialog.delete_button.click()  # asks first
    assert dialog.confirm_box is not None
    dialog.confirm_box.button(QMessageBox.StandardButton.Cancel).click()
    assert len(kept()) == 2
    dialog.delete_button.click()
    delete = next(b for b in dialog.confirm_box.buttons() if b.text() == dialog.tr("&Delete"))
    delete.click()
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == 1, timeout=5000)

    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    dialog.resume_button.click()
    assert window.game.actions == ann  # Ann's game is back on the table...
    [entry] = kept()  # ...and the game in progress took its place in the list
    assert entry.players != ("Ann",)
    assert len(UnfinishedGames(unfinished_dir()).load(entry.path).actions) == 2


def test_damaged_journal_says_where_the_game_came_back_and_where_the_original_is(
    qtbot, make_window
):
    first = played(make_window, ["Ann"], 5)
    actions = first.game.actions
    lines = first.autosave.path.read_text(encoding="utf-8").splitlines(keepends=True)
    first.close()
    damaged = "".join([*lines[:4], "{not json\n", *lines[4:]])  # after two rolls
    window = offered_at_start(make_window, damaged)
    box = window.resume_box
    assert box is not None
    copies = list(autosave_path().parent.glob("autosave.damaged-*.jsonl"))
    assert len(copies) == 1 and copies[0].read_text(encoding="utf-8") == damaged
    assert "came back as it was in game 1, turn 1 (2 moves)" in box.text()
    assert str(copies[0]) in box.text()  # in the main text, not behind Show Details
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.game.actions == actions[:2]  # up to the gap, nothing guessed after it
    copies[0].unlink()


def test_a_damaged_kept_game_is_resumed_as_far_as_it_reads_said_and_kept(qtbot, make_window):
    first = played(make_window, ["Ann"], 5)
    lines = first.autosave.path.read_text(encoding="utf-8").splitlines(keepends=True)
    first.close()
    damaged = "".join([*lines[:3], "{not json\n", *lines[3:]])
    folder = unfinished_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game-20250101-000000-abcdef.jsonl"
    path.write_text(damaged, encoding="utf-8")
    window = make_window(["Zoe"], seed=6)
    assert window.files.resume_unfinished(str(path))
    assert len(window.game.actions) == 1
    box = window.error_box
    assert box is not None and "came back as it was in game 1, turn 1 (one move)" in box.text()
    [aside] = folder.glob("game-20250101-000000-abcdef.jsonl.damaged-*")
    assert aside.read_text(encoding="utf-8") == damaged  # byte for byte, never deleted
    assert str(aside) in box.text()
    assert kept() == []  # not offered again as a game to resume


def test_newer_version_autosave_is_kept_and_said(qtbot, make_window):
    first = played(make_window, ["Ann"], 5)
    lines = first.autosave.path.read_text(encoding="utf-8").splitlines(keepends=True)
    first.close()
    header = json.loads(lines[0])
    header["version"] += 50
    journal = json.dumps(header) + "\n" + "".join(lines[1:])
    window = offered_at_start(make_window, journal)
    box = window.error_box
    assert box is not None and box.isVisible()
    assert "newer version" in box.text()
    [aside] = autosave_path().parent.glob("autosave.newer-version-*.jsonl")
    assert aside.read_text(encoding="utf-8") == journal
    assert str(aside) in box.text()
    assert [s.name for s in window.session.state.setup.seats] == ["Zoe"]
    aside.unlink()


def test_cannot_keep_games_said_once_and_play_goes_on(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(file_actions, "data_dir_problem", lambda: "Read-only file system")
    window = make_window(["Zoe"], seed=6)
    window.autosave.stop()
    window.files.start_up()
    box = window.error_box
    assert box is not None and box.objectName() == "storage_problem_box"
    assert "cannot be kept" in box.text()
    assert window.autosave is None  # in memory: no journal error after each game
    window.dice.request_roll()
    assert len(window.game.actions) == 1


def test_finished_game_in_the_journal_is_recorded_at_start(qtbot, make_window, monkeypatch):
    window = make_window(["Zoe"], seed=6)
    window.autosave.stop()
    from tests.play import pad_game  # a finished one-game series
    from yahtzee_desktop.core.journal import Journal

    Journal(autosave_path(), pad_game()).close()
    assert find_resumable(autosave_path()) is None  # not offered: finished
    calls = []
    monkeypatch.setattr(window.recorder, "record_missing", calls.append)
    window.files.start_up()
    assert len(calls) == 1 and calls[0].state.finished


def _declined_with_holds(make_window):
    """A game with two dice held, declined at start: (window, its kept entry)."""
    first = make_window(["Ann", "Bob"], seed=123)
    first.dice.request_roll()
    first.dice.toggle(0)
    first.dice.toggle(2)
    assert first.dice.holds() == (True, False, True, False, False)
    journal = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    assert json.loads(journal.splitlines()[-1])["hold"] == [True, False, True, False, False]
    window = offered_at_start(make_window, journal)
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    [entry] = kept()
    return window, entry


def test_held_dice_come_back_when_resumed_from_unfinished_games(qtbot, make_window):
    window, entry = _declined_with_holds(make_window)
    assert window.dice.holds() == (False,) * 5  # the fresh game holds nothing
    assert window.files.resume_unfinished(str(entry.path))
    assert [s.name for s in window.session.state.setup.seats] == ["Ann", "Bob"]
    assert window.session.state.rolls == 1
    assert window.dice.holds() == (True, False, True, False, False)
    assert window.dice.roll_button.isEnabled()
    assert kept() == []  # the autosave holds it now
    # The new journal keeps them: the next start offers them back held.
    journal = autosave_path().read_text(encoding="utf-8")
    assert json.loads(journal.splitlines()[-1])["hold"] == [True, False, True, False, False]
    window.close()
    again = offered_at_start(make_window, journal)
    again.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert again.dice.holds() == (True, False, True, False, False)


def test_held_dice_come_back_through_the_dialog_mid_series(qtbot, make_window):
    """Resumed from the dialog while another game is under way (kept in its turn)."""
    window, _entry = _declined_with_holds(make_window)
    window.dice.request_roll()  # Zoe's game is now under way
    window.unfinished_action.trigger()
    dialog = window._dialog
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == 1, timeout=5000)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    dialog.resume_button.click()
    assert [s.name for s in window.session.state.setup.seats] == ["Ann", "Bob"]
    assert window.dice.holds() == (True, False, True, False, False)
    assert [e.players for e in kept()] == [("Zoe",)]
    # Rolling uses them: the held dice keep their faces.
    faces = window.session.state.dice
    window.dice.request_roll()
    after = window.session.state.dice
    assert (after[0], after[2]) == (faces[0], faces[2])


@pytest.mark.parametrize("how", ["new game", "open"])
def test_held_dice_come_back_for_a_game_replaced_mid_series(qtbot, make_window, tmp_path, how):
    """New game or Open keeps the game under way as a saved game: its holds were lost."""
    window = make_window(["Ann"], seed=123)
    window.dice.request_roll()
    window.dice.toggle(0)
    window.dice.toggle(2)
    faces = window.session.state.dice
    if how == "new game":
        window.new_game_action.trigger()
        window.files.question.defaultButton().click()
        window._dialog.accept()
    else:
        other = make_window(["Eve"], seed=9)
        other.dice.request_roll()
        path = tmp_path / "eve.yahtzee.json"
        save_game(other.game, path)
        assert window.open_file(path)
        window.files.question.defaultButton().click()
    assert window.dice.holds() == (False,) * 5
    [entry] = kept()
    assert entry.players == ("Ann",)
    window.unfinished_action.trigger()
    dialog = window._dialog
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == 1, timeout=5000)
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
    dialog.resume_button.click()
    assert [s.name for s in window.session.state.setup.seats] == ["Ann"]
    assert window.session.state.dice == faces
    assert window.dice.holds() == (True, False, True, False, False)


def saved_as(qtbot, window, path) -> None:
    """File › Save as… to `path`, through the dialog as the user does."""
    from PySide6.QtWidgets import QFileDialog

    window.save_as_action.trigger()
    dialog = window._dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    dialog.fileSelected.emit(str(path))  # what choosing `path` and Save sends
    dialog.reject()
    assert path.exists()


@pytest.mark.parametrize("where", ["after a restart", "mid-series"])
def test_save_as_then_open_keeps_the_held_dice(qtbot, make_window, tmp_path, where):
    """A game saved mid-turn with dice held opens with the same dice held (they were
    dropped: Save as wrote no holds, Open read none), and they go on into the autosave."""
    first = make_window(["Ann", "Bob"], seed=123)
    first.dice.request_roll()
    first.dice.toggle(1)
    first.dice.toggle(4)
    faces = first.session.state.dice
    path = tmp_path / "ann.yahtzee.json"
    saved_as(qtbot, first, path)
    assert json.loads(path.read_text(encoding="utf-8"))["holds"] == [
        False, True, False, False, True
    ]  # fmt: skip
    first.close()
    window = make_window(["Zoe"], seed=6)
    if where == "mid-series":
        window.dice.request_roll()
    assert window.open_file(path)
    if where == "mid-series":
        window.files.question.defaultButton().click()
        assert [e.players for e in kept()] == [("Zoe",)]
    assert [s.name for s in window.session.state.setup.seats] == ["Ann", "Bob"]
    assert window.session.state.dice == faces
    assert window.dice.holds() == (False, True, False, False, True)
    # The autosave has them: the next start offers them back held.
    journal = autosave_path().read_text(encoding="utf-8")
    assert json.loads(journal.splitlines()[-1])["hold"] == [False, True, False, False, True]
    window.close()
    again = offered_at_start(make_window, journal)
    again.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert again.dice.holds() == (False, True, False, False, True)
    # Rolling uses them: the held dice keep their faces.
    again.dice.request_roll()
    after = again.session.state.dice
    assert (after[1], after[4]) == (faces[1], faces[4])


def test_save_as_without_held_dice_writes_no_holds(qtbot, make_window, tmp_path):
    """Nothing held: the file is as an older app wrote it, and opens with nothing held."""
    first = make_window(["Ann"], seed=123)
    first.dice.request_roll()
    path = tmp_path / "ann.yahtzee.json"
    saved_as(qtbot, first, path)
    assert "holds" not in json.loads(path.read_text(encoding="utf-8"))
    first.close()
    window = make_window(["Zoe"], seed=6)
    assert window.open_file(path)
    assert window.dice.holds() == (False,) * 5
