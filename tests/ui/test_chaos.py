"""Chaos: thousands of seeded random clicks and keys on the main window.

No exception may escape (pytest-qt's captureExceptions sees those raised in slots),
and afterwards the core's invariants hold: the state is the replay of the action log,
the autosave journal holds that log, and the totals the window shows are the core's.
Dialogs that would take the window away (new game, open, quit, printing) are left out:
their own tests cover them; the end-of-game dialog is part of the chaos.
"""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.ui.table.score_model import POINTS_ROLE, RowKind

pytestmark = [pytest.mark.qt_log_ignore(r".*propagateSizeHints.*"), pytest.mark.slow]

EVENTS = 3000
KEYS = [
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    *((getattr(Qt.Key, f"Key_{n}"), Qt.KeyboardModifier.NoModifier) for n in range(1, 6)),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Enter, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier),
]


def _tidy_top_levels(window, rng: random.Random) -> None:
    """The end-of-game dialog: go on to the next game, or close it; close anything else."""
    for widget in QApplication.topLevelWidgets():
        if widget is window or not widget.isVisible():
            continue
        dialog = window.outcome_dialog
        if widget is dialog and dialog.next_button is not None and rng.random() < 0.7:
            dialog.next_button.click()
        else:
            widget.close()


@pytest.mark.parametrize("seed", [20260101, 7])
def test_random_clicks_and_keys(qtbot, make_window, seed, tmp_path):
    rng = random.Random(seed)
    window = make_window(["Ann", "Bob", "Cid"], seed=seed, games=2)
    # A journal of this test's own (Qt's test folder is shared by concurrent test runs).
    window.autosave.stop()
    window.autosave = Autosave(tmp_path / "autosave.jsonl", on_error=window.on_autosave_error)
    window.autosave.start(window.session.game)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    central = window.centralWidget()
    events = {"do": 0, "undo": 0, "redo": 0}
    window.session.changed.connect(
        lambda event, _action: events.__setitem__(event, events[event] + 1)
    )
    targets = [
        window.dice.roll_button,
        *window.dice.dice,
        window.score_sheet.viewport(),
        window.all_players.viewport(),
        window.tabs.tabBar(),
        window.players.tree.viewport(),
    ]
    started = time.perf_counter()
    with qtbot.captureExceptions() as exceptions:
        for n in range(EVENTS):
            if rng.random() < 0.6:
                if rng.random() < 0.5:  # anywhere in the window
                    point = QPoint(rng.randrange(central.width()), rng.randrange(central.height()))
                    target = central.childAt(point) or central
                    local = target.mapFrom(central, point)
                else:  # somewhere that does something
                    target = rng.choice([t for t in targets if t.isVisible()] or [central])
                    local = QPoint(
                        rng.randrange(max(1, target.width())),
                        rng.randrange(max(1, target.height())),
                    )
                if rng.random() < 0.15:
                    QTest.mouseDClick(target, Qt.MouseButton.LeftButton, pos=local)
                else:
                    QTest.mouseClick(target, Qt.MouseButton.LeftButton, pos=local)
            else:
                key, modifiers = rng.choice(KEYS)
                focus = QApplication.focusWidget()
                target = (
                    focus if isinstance(focus, QWidget) and focus.window() is window else window
                )
                QTest.keyClick(target, key, modifiers)
            if n % 10 == 0:
                QApplication.processEvents()
                _tidy_top_levels(window, rng)
            if window.session.state.finished and rng.random() < 0.02:
                window.undo()  # keep the chaos inside a game being played
    QApplication.processEvents()
    assert not exceptions, exceptions
    elapsed = time.perf_counter() - started
    assert elapsed < 120

    game = window.session.game
    state = game.state
    # The chaos did play: many actions taken, some undone and redone.
    assert events["do"] > 100 and events["undo"] > 10, events
    assert len(game.actions) > 20
    # The state is its action log replayed.
    assert Game.replay(game.setup, game.actions).state == state
    # The autosave journal holds the same log.
    window.autosave.stop()
    assert read_journal(window.autosave.path).game.actions == game.actions
    # The players panel shows the core's totals.
    totals = state.totals(state.game_index)
    for seat in range(len(state.setup.seats)):
        assert int(window.players.item_for_seat(seat).text(2)) == totals[seat]
    # The score sheet shows the core's total for every seat of the current game.
    model = window.sheet_model
    for seat in range(len(state.setup.seats)):
        model.set_viewed_seat(seat)
        index = model.index(
            model.find_row(RowKind.TOTAL), model.find_column(state.game_index, 0, seat)
        )
        assert model.data(index, POINTS_ROLE) == state.totals(state.game_index)[seat]
