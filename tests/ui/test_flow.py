"""The window's flow, one way (issue 29): an action is journalled first, then the views
are told once each, in the order `session.STAGES` declares; each sheet model computes
its cells once per action; a person scores through `GameSession.score` alone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

import yahtzee_desktop
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.table.dice import DiceWidget
from yahtzee_desktop.ui.table.score_model import Layout, RowKind, ScoreSheetModel
from yahtzee_desktop.ui.table.session import STAGES, GameSession

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def _journal_rolls(window) -> int:
    return window.autosave.path.read_text(encoding="utf-8").count('"roll"')


def test_the_journal_has_the_action_before_the_first_view_hears_of_it(qtbot, make_window):
    window = make_window(["Ann"], seed=3)
    seen: list[int] = []
    owner = QObject(window)
    # At the first stage (before the dice, the sheets and every feature).
    window.session.add_view(STAGES[0], owner, lambda *_a: seen.append(_journal_rolls(window)), list)
    assert window.session.roll((False,) * 5)
    assert seen == [1]


def test_a_view_that_raises_costs_no_saved_action_and_is_said_plainly(qtbot, make_window, capsys):
    window = make_window(["Ann"], seed=3)
    owner = QObject(window)

    def broken(*_args: object) -> None:
        raise RuntimeError("a view's bug")

    window.session.add_view("dice", owner, broken, broken)  # told early: before the sheets
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.session.viewFailed):
        assert window.session.roll((False,) * 5)
    assert _journal_rolls(window) == 1  # saved
    assert window.sheet_model.legal_indexes()  # the views after it were told all the same
    assert window.dice.roll_label.text() == "Roll 1 of 3"
    assert "a view's bug" in capsys.readouterr().err  # the details, for a bug report
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "view_failed_box") is not None)
    box = window.findChild(QMessageBox, "view_failed_box")
    qtbot.waitUntil(box.isVisible)
    assert box.text().startswith("Your move is saved")
    assert "Traceback" not in box.text() and "RuntimeError" not in box.text()
    # Another failure while the box is open does not stack a second box.
    assert window.score_sheet.score_index(window.score_sheet.best_option())
    assert len(window.findChildren(QMessageBox, "view_failed_box")) == 1
    box.accept()


def test_each_sheet_model_computes_once_per_roll_and_per_score(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=11, animation_ms=300)
    models = (window.sheet_model, window.table_model)
    before = [m.recomputes for m in models]
    window.dice.request_roll()
    assert window.dice.animating
    assert [m.recomputes for m in models] == [n + 1 for n in before]
    assert all(m.legal_indexes() == [] for m in models)  # no previews while they tumble
    with qtbot.waitSignal(window.dice.animationFinished, timeout=3000):
        pass
    assert all(m.legal_indexes() for m in models)  # shown once they land...
    assert [m.recomputes for m in models] == [n + 1 for n in before]  # ...asking nothing
    chance = window.sheet_model.index(window.sheet_model.find_row(RowKind.BOX, "chance"), 0)
    assert window.score_sheet.score_index(chance)
    assert [m.recomputes for m in models] == [n + 2 for n in before]


def test_views_are_told_in_the_declared_order_whatever_order_they_registered(qapp):
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=5))
    session = GameSession(game)
    told: list[tuple[str, str]] = []
    owners = []
    for stage in reversed(STAGES):  # registered backwards
        owner = QObject()
        owners.append(owner)
        session.add_view(
            stage,
            owner,
            lambda event, _a, stage=stage: told.append((stage, event)),
            lambda stage=stage: told.append((stage, "replaced")),
        )
    session.roll((False,) * 5)
    game.undo()
    session.replace(Game(game.setup))
    for event in ("do", "undo", "replaced"):
        assert [s for s, e in told if e == event] == list(STAGES)
    with pytest.raises(ValueError, match="STAGES"):
        session.add_view("nowhere", owners[0], print, print)


def test_no_previews_while_dice_tumble_whatever_order_views_were_made(qtbot, qapp):
    """The old window hid previews only because its dice connected first: a sheet made
    before its dice showed what tumbling dice would score."""
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=5))
    session = GameSession(game)
    model = ScoreSheetModel(session, Layout.SHEET)  # made (and registered) first
    dice = DiceWidget(session)
    qtbot.addWidget(dice)
    dice.set_animation_ms(300)
    model.previews_hidden = lambda: dice.animating
    dice.animationFinished.connect(lambda: model.set_preview_visible(True))
    dice.request_roll()
    assert dice.animating and model.legal_indexes() == []
    with qtbot.waitSignal(dice.animationFinished, timeout=3000):
        pass
    assert model.legal_indexes()
    assert model.recomputes == 2  # the new sheet, then the roll


def _spy_on_score(session: GameSession, monkeypatch) -> list[tuple[str, int]]:
    """The boxes `GameSession.score` is asked for (it still scores them)."""
    calls: list[tuple[str, int]] = []
    score = session.score

    def spy(box: str, column: int) -> bool:
        calls.append((box, column))
        return score(box, column)

    monkeypatch.setattr(session, "score", spy)
    return calls


def test_click_enter_and_the_coach_s_box_all_score_through_one_way(qtbot, make_window, monkeypatch):
    window = make_window(["Ann"], seed=7, animation_ms=300)
    session = window.session
    calls = _spy_on_score(session, monkeypatch)
    view, model = window.score_sheet, window.sheet_model
    window.show()
    qtbot.waitExposed(window)

    def box(name: str):
        return model.index(model.find_row(RowKind.BOX, name), 0)

    # A click while the dice still tumble: they land first, then the box is scored.
    window.dice.request_roll()
    assert window.dice.animating
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(box("chance")).center()
    )
    assert calls == [("chance", 0)] and not window.dice.animating
    # Enter on the cursor's box.
    window.dice.request_roll()
    window.dice.finish_animation()
    view.setCurrentIndex(box("three_kind"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert calls[-1] == ("three_kind", 0)
    # The coach marks a box (through the window, as the coach does): Enter scores it.
    window.dice.request_roll()
    window.dice.finish_animation()
    window.mark_hint(session.state, (), (0, "four_kind"), True)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert calls[-1] == ("four_kind", 0)
    assert session.state.card.value("four_kind") is not None
    assert not hasattr(ScoreSheetModel, "score_at")  # the model no longer scores


def test_no_view_of_the_window_connects_to_the_session_signals() -> None:
    """Views register at a stage (`add_view`); `changed` and `gameReplaced` are for
    observers outside the window (tests, the autoplay driver)."""
    ui = Path(yahtzee_desktop.__file__).parent / "ui"
    pattern = re.compile(r"session\.(changed|gameReplaced)\.connect")
    offenders = [
        str(path.relative_to(ui))
        for path in ui.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_real_dice_pad_s_enter_scores_through_the_same_way(qtbot, make_window, monkeypatch):
    window = make_window(["Ann"], seed=7, games=1)
    window.start_setup(
        GameSetup.simple(["Ann"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    qtbot.waitExposed(window)
    calls = _spy_on_score(window.session, monkeypatch)
    pad = window.physical.pad
    pad.field.setFocus()
    qtbot.keyClicks(pad.field, "44424")
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert calls == [("three_kind", 0)]
    assert window.session.state.cards[0][0].value("three_kind") == 18
