"""The "Who starts?" banner at a laptop's size and at 125 %: it lay over the sheet's tabs,
cut its sentence mid-way and drew "Zoé" over another line's dice; a computer that won the
roll-off played at once, so nobody read who won (first-evening walk-through)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics, QTextDocument

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup, PlayerKind, Seat
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.outcome import READING_MS, RollOffWidget

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

FAMILY = ["Maman Stéphanie", "Papa Jean-Christophe", "Zoé", "Lucas"]


def shown(table_at_size, names, size) -> MainWindow:
    setup = GameSetup.simple(names, preset("yahtzee"), games=1, seed=11)
    return table_at_size(setup, size, roll_off_ms=0)


def tooltip_text(widget) -> str:
    document = QTextDocument()
    document.setHtml(widget.toolTip())
    return document.toPlainText()


def assert_laid_out_inside(banner: RollOffWidget) -> None:
    """Every name, die and total inside the banner, none over another, names whole or
    elided to their room."""
    inside = QRectF(banner.rect())
    metrics = QFontMetrics(banner.font())
    rects: list[QRectF] = []
    lines = banner.layout_lines()
    assert len(lines) == len(banner._lines())
    for line in lines:
        assert metrics.horizontalAdvance(line.name) <= line.name_rect.width()
        assert all(rect.height() >= 6 for rect in line.dice_rects)  # none when too small
        total = QRectF(line.total_rect)
        total.setWidth(metrics.horizontalAdvance("= 30 \u2190"))
        for rect in (line.name_rect, *line.dice_rects, total):
            assert inside.contains(rect), (rect, inside)
            for other in rects:
                assert not rect.intersected(other).isValid() or rect.intersected(other).isEmpty(), (
                    line.name,
                    rect,
                    other,
                )
            rects.append(rect)


@pytest.mark.parametrize("size", [(990, 480), (990, 550), (1093, 580), (1280, 680)])
@pytest.mark.parametrize("names", [FAMILY, ["Ann", "Bob"], [*FAMILY, "Grand-mère Yvette", "Tom"]])
def test_the_banner_stays_on_the_dice_row_and_fits_its_lines(table_at_size, names, size):
    window = shown(table_at_size, names, size)
    banner = window.roll_off
    assert banner.isVisible()
    tabs_top = window.tabs.mapTo(window._left, window.tabs.rect().topLeft()).y()
    assert banner.geometry().bottom() < tabs_top  # the tabs and the sheet stay in view
    assert banner.height() == window.dice.height()
    assert_laid_out_inside(banner)
    # The headline fits (elided if it must); the tooltip says it all.
    bold = banner.font()
    bold.setBold(True)
    assert QFontMetrics(bold).horizontalAdvance(banner.shown_headline()) <= banner.width() - 8
    assert banner.headline() in tooltip_text(banner)
    for name in names:
        assert name in tooltip_text(banner)


def test_a_long_name_is_elided_in_the_banner_and_whole_in_its_tooltip(table_at_size):
    long_name = "Bernadette-Marie-Charlotte de la Tour"
    window = shown(table_at_size, [long_name, "Zoé", "Lucas", "Ann"], (990, 480))
    banner = window.roll_off
    assert_laid_out_inside(banner)
    assert any(line.name.endswith("\u2026") for line in banner.layout_lines())
    assert long_name[:20] in tooltip_text(banner)


def robot_first() -> GameSetup:
    seats = (Seat.solo("Robo", PlayerKind.COMPUTER, "beginner"), Seat.solo("Zoé"))
    for seed in range(1, 200):
        setup = GameSetup(preset("yahtzee"), seats, games=1, seed=seed, dice_mode=DiceMode.APP)
        if GameState.initial(setup).starter() == 0:
            return setup
    raise AssertionError("no seed where Robo starts")


def test_a_computer_that_won_the_roll_off_lets_the_family_read_it(qtbot, make_window):
    window = make_window(["Ann"], seed=3)
    window.computer.pause_override = 10
    window.roll_off.set_animation_ms(100)
    window.start_setup(robot_first())
    window.show()
    qtbot.waitExposed(window)
    banner = window.roll_off
    qtbot.waitUntil(lambda: "Robo" in banner.shown_headline(), timeout=2_000)
    qtbot.wait(READING_MS - 600)  # the result in view, long enough to read
    assert not window.game.actions
    assert banner.isVisible() and "Robo" in banner.shown_headline()
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=READING_MS + 2_000)
    assert banner.isHidden()


@pytest.mark.parametrize("size", [(1100, 800), (990, 550)])
def test_with_real_dice_the_sheet_stays_put_from_who_starts_to_the_first_roll(
    qtbot, table_at_size, size
):
    """Recording who starts, then typing the first dice, took the starter line away and
    moved the sheet up by ~38 px under the family's eyes."""
    family = ["Maman", "Papa", "Zoé", "Lucas"]
    setup = GameSetup.simple(family, preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    window = table_at_size(setup, size)
    pad = window.physical.pad

    def sheet_top() -> int:
        qtbot.wait(20)
        return window.tabs.mapTo(window, window.tabs.rect().topLeft()).y()

    before = sheet_top()
    assert pad.starter_row.isVisible()
    dialog = window.physical.open_roll_off()
    assert dialog is not None
    for seat, total in enumerate((12, 14, 25, 20)):
        dialog.spins[seat].setValue(total)
    dialog.decide()
    dialog.record()
    assert "Zoé starts" in pad.starter_label.text()
    assert sheet_top() == before
    pad.type_text("23456")
    assert window.session.state.game_started(0)
    assert not pad.starter_row.isVisible()
    assert pad.title.isVisible() and "Zoé" in pad.title.text()
    assert sheet_top() == before


@pytest.mark.parametrize("size", [(560, 50), (420, 64), (760, 44), (300, 120)])
def test_six_rolls_fit_a_short_dice_row(qtbot, make_window, size):
    """A family of six on a short row (1280x720 at 125 %): the lines go side by side with
    smaller dice rather than over one another."""
    names = (*FAMILY, "Grand-mère Yvette", "Tom")
    window = make_window(list(names), seed=5)
    state = window.session.state
    banner = RollOffWidget()
    qtbot.addWidget(banner)
    banner.set_animation_ms(0)
    banner.set_roll_off(names, state.roll_off())
    banner.resize(*size)
    assert_laid_out_inside(banner)
