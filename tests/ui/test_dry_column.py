"""Yams with the dry column: when only dry boxes are left, the turn has one roll.

The core decides it (`GameState.rolls_allowed`); the dice, the players panel and the real-dice
pad follow, so a family is never stuck with dice that no box can take.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.actions import EnterDice
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

DRY = 3


def _only_dry_left(session) -> None:
    while any(session.state.card.open_boxes(c) for c in range(DRY)):
        if session.state.dice is None:
            session.roll((False,) * 5)
        column, box = min(k for k in session.state.options() if k[0] != DRY)
        assert session.score(box, column)


def test_app_dice_offer_one_roll_when_only_the_dry_column_is_left(qtbot, make_window):
    window = make_window(["Ann"], preset("yams", dry_column=True), seed=4, games=1)
    window.show()
    session = window.session
    _only_dry_left(session)
    assert window.dice.roll_button.isEnabled()
    assert "1" in window.dice.roll_label.text() and "3" not in window.dice.roll_label.text()
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.state.rolls == 1)
    assert not window.dice.roll_button.isEnabled(), "a second roll could go nowhere"
    assert session.state.options(), "and the first roll has a box"


def test_real_dice_pad_takes_roll_one_only_when_only_the_dry_column_is_left(qtbot, make_window):
    window = make_window(["Ann"], "yams", seed=4, games=1)
    rules = preset("yams", dry_column=True)
    window.start_setup(GameSetup.simple(["Ann"], rules, games=1, dice_mode=DiceMode.PHYSICAL))
    window.show()
    session = window.session
    while any(session.state.card.open_boxes(c) for c in range(DRY)):
        assert session.apply(EnterDice((1, 2, 3, 4, 6), roll=1))
        column, box = min(k for k in session.state.options() if k[0] != DRY)
        assert session.score(box, column)
    pad = window.physical.pad
    enabled = [b.isEnabled() for b in pad.roll_buttons]
    assert enabled == [True, False, False]
    assert pad.roll == 1
