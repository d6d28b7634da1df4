"""A Yahtzee is a moment (issue 26): five 6s scored 50 with only the one-line summary. The
dice dance, "Yahtzee!" rises over them and the box and the name glow, for under a second,
skippable, never in the way; smaller for a bonus; said in the status bar with animations
off."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.actions import EnterDice, Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.table.celebration import BIG_MS, GOLD
from yahtzee_desktop.ui.table.score_model import RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def window_with_real_dice(make_window, qtbot):
    window = make_window(["Ann", "Bob"], seed=7, games=1, animation_ms=300)
    window.start_setup(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.settings.animation_speed = 1.0
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def glow(window, box: str) -> int:
    model = window.table_model
    index = model.index(model.find_row(RowKind.BOX, box), model.find_column(None, 0, 0))
    brush = index.data(Qt.ItemDataRole.BackgroundRole)
    return 0 if brush is None else brush.color().alpha()


def test_a_yahtzee_is_celebrated_then_gets_out_of_the_way(qtbot, make_window, english):
    window = window_with_real_dice(make_window, qtbot)
    first = window.session.state.seat
    name = window.session.state.player.name
    assert window.session.apply(EnterDice((6, 6, 6, 6, 6), 3))
    assert window.session.apply(Score("yahtzee", 0))
    moment = window.celebration
    assert moment.playing and moment.words.isVisible()
    assert moment.words.text() == f"Yahtzee! {name} scores 50"
    model = window.table_model
    index = model.index(model.find_row(RowKind.BOX, "yahtzee"), model.find_column(None, 0, first))
    qtbot.waitUntil(lambda: (index.data(Qt.ItemDataRole.BackgroundRole) or None) is not None)
    assert index.data(Qt.ItemDataRole.BackgroundRole).color().name() == GOLD
    started = time.monotonic()
    qtbot.waitUntil(lambda: not moment.playing, timeout=3000)
    assert time.monotonic() - started < BIG_MS / 1000 + 0.5  # never long
    assert not moment.words.isVisible()
    assert index.data(Qt.ItemDataRole.BackgroundRole) is None


def test_a_key_skips_the_moment_and_still_works(qtbot, make_window, english):
    window = window_with_real_dice(make_window, qtbot)
    window.session.apply(EnterDice((2, 2, 2, 2, 2), 3))
    window.session.apply(Score("yahtzee", 0))
    assert window.celebration.playing
    qtbot.keyClick(window.physical.pad.field, "4")  # the next player types their dice
    assert not window.celebration.playing
    assert window.physical.pad.field.text().startswith("4")  # the key did its work


def test_with_animations_off_the_status_bar_says_it(qtbot, make_window, english):
    window = window_with_real_dice(make_window, qtbot)
    window.settings.animation_speed = 0.0
    name = window.session.state.player.name
    window.session.apply(EnterDice((3, 3, 3, 3, 3), 3))
    window.session.apply(Score("yahtzee", 0))
    assert not window.celebration.playing
    assert window.statusBar().currentMessage() == f"Yahtzee! {name} scores 50"


def test_the_upper_bonus_is_a_smaller_moment(qtbot, make_window, english):
    window = window_with_real_dice(make_window, qtbot)
    state = window.session.state
    junk = iter(("chance", "aces", "twos", "three_kind"))
    for face, box in ((6, "sixes"), (5, "fives"), (4, "fours"), (3, "threes")):
        assert window.session.apply(EnterDice((face, face, face, face, 1), 3))
        assert window.session.apply(Score(box, 0))  # 24 + 20 + 16 + 12: the bonus at the last
        if box != "threes":
            assert window.session.apply(EnterDice((1, 2, 3, 5, 6), 3))
            assert window.session.apply(Score(next(junk), 0))
    words = window.celebration.words.text()
    assert window.celebration.playing and words.startswith("Upper bonus! +35 for ")
    assert window.celebration.animation.duration() < BIG_MS
    assert state is not window.session.state
    QApplication.processEvents()
