"""Write a score: Alt+Y then Enter typed fast must keep the Yahtzee-bonus tick.

The tick's mnemonic used Qt's animated click, which toggles the box 100 ms later: an
Enter within those 100 ms wrote the score without the bonus (a player lost 100 points).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from yahtzee_desktop.core.actions import WriteScore
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.real_dice.score_entry import ScoreEntryDialog

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def write_dialog(qtbot, window) -> ScoreEntryDialog:
    window.physical.write_action.trigger()
    dialog = window.physical.dialog
    assert isinstance(dialog, ScoreEntryDialog)
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("enter", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_alt_y_then_enter_at_once_keeps_the_bonus(qtbot, make_window, english, enter):
    window = make_window(["Ann"], seed=7, games=1)
    window.start_setup(
        GameSetup.simple(["Ann"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    dialog = write_dialog(qtbot, window)
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("yahtzee"))
    dialog.points_edit.setText("50")
    dialog.try_accept()
    assert not dialog.isVisible()

    dialog = write_dialog(qtbot, window)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # mnemonics work in the active window only
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("sixes"))
    dialog.points_edit.setFocus()
    QTest.keyClicks(dialog.points_edit, "30")
    written: list[object] = []
    window.session.changed.connect(lambda _e, action: written.append(action))
    # The two keys in the same event-loop pass: far less than 100 ms apart.
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Y, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(dialog.focusWidget(), enter)
    assert written, "Enter did not write the score"
    action = written[-1]
    assert isinstance(action, WriteScore) and action.box == "sixes"
    assert action.yahtzee_bonus, "the Yahtzee-bonus tick was dropped"
    card = window.session.state.cards[0][0]
    assert card.total() == 50 + 30 + 100
