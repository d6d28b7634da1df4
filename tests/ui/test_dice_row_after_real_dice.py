"""Back to app dice after real dice, the dice row gets its room back.

Seen at 1366x768: a family that started with real dice, then began a game with app
dice, got dice a third of their size, and the roll-off banner (as tall as the dice row
should be) covered the sheet's tabs, its header and Aces.
"""

from __future__ import annotations

import pytest

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

NAMES = ["Mum", "Dad", "Robo"]


def setup(mode: DiceMode) -> GameSetup:
    return GameSetup.simple(NAMES, preset("yahtzee"), games=6, seed=4, dice_mode=mode)


def shown(qtbot, make_window, mode: DiceMode):
    window = make_window(NAMES, seed=4)
    window.start_setup(setup(mode))
    window.show()
    qtbot.waitExposed(window)
    window.resize(1100, 690)
    qtbot.wait(50)
    return window


@pytest.mark.parametrize("switch", ["new game", "switch action"])
def test_app_dice_after_real_dice_are_as_large_as_from_the_start(qtbot, make_window, switch):
    fresh = shown(qtbot, make_window, DiceMode.APP)
    expected = fresh.dice.dice[0].height()
    window = shown(qtbot, make_window, DiceMode.PHYSICAL)
    assert window.physical.pad_shown()
    if switch == "new game":
        window.start_setup(setup(DiceMode.APP))
    else:
        window.physical.switch_action.trigger()
    qtbot.wait(50)
    assert not window.physical.pad_shown()
    assert window.dice.dice[0].height() == expected
    # The roll-off banner stays above the sheet's tabs.
    assert not window.roll_off.isHidden()
    banner_bottom = window.roll_off.geometry().bottom()
    tabs_top = window.tabs.mapTo(window._left, window.tabs.rect().topLeft()).y()
    assert banner_bottom < tabs_top


def test_real_dice_after_app_dice_leave_the_whole_sheet_in_view(qtbot, make_window):
    window = shown(qtbot, make_window, DiceMode.APP)
    window.physical.switch_action.trigger()
    qtbot.wait(50)
    assert window.physical.pad_shown()
    view = window.score_sheet
    last = view.model().rowCount() - 1
    assert view.rowViewportPosition(last) + view.rowHeight(last) <= view.viewport().height()
    assert not view.verticalScrollBar().isVisible()
