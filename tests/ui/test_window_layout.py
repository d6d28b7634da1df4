"""The window's layout half (`WindowLayout`, ui/table/window_layout.py) is a plain mixin of
`MainWindow`: Qt must still route the window's resize events and the dice row's events to
it, or the dice would keep their size and the roll-off banner stay where the dice were."""

from __future__ import annotations

import pytest

from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.window_layout import WindowLayout

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def _banner_on_the_dice(window: MainWindow) -> bool:
    dice = window.dice
    top_left = dice.mapTo(window._left, dice.rect().topLeft())
    banner = window.roll_off.geometry()
    return banner.topLeft() == top_left and banner.width() == dice.dice_area_width()


def test_the_window_is_laid_out_by_its_layout_half() -> None:
    assert issubclass(MainWindow, WindowLayout)
    assert MainWindow.PREFERRED_SIZE == WindowLayout.PREFERRED_SIZE


def test_resizing_refits_the_dice_and_the_banner_follows_them(qtbot, make_window) -> None:
    window = make_window(["Ann", "Bob"], seed=2)
    window.show()
    qtbot.waitExposed(window)
    assert window.roll_off.isVisible()
    window.resize(1100, 820)
    qtbot.wait(50)
    tall = window.dice.dice[0].height()
    assert _banner_on_the_dice(window)
    window.resize(1100, 520)  # the sheet keeps its room: the dice give theirs up
    qtbot.wait(50)
    assert window.dice.dice[0].height() < tall
    assert _banner_on_the_dice(window)


def test_the_banner_follows_the_dice_row_when_only_the_dice_change(qtbot, make_window) -> None:
    """A larger board (Preferences) resizes the dice row, not the window: only the event
    filter on the dice can move the banner then."""
    window = make_window(["Ann", "Bob"], seed=2)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1100, 900)
    qtbot.wait(50)
    before = window.roll_off.geometry()
    assert window.settings is not None
    window.settings.ui_scale = 1.5
    qtbot.wait(50)
    assert window.roll_off.geometry() != before
    assert _banner_on_the_dice(window)
