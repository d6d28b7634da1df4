"""Every size of the board makes dice and sheet larger or equal and cuts no text; a window
too small for the size chosen says so and uses the largest that fits (issue 26: 150 %
cut "Total partie ha…" and made the dice 100 → 65 px in a 1050×700 window)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.ui.common.i18n import install_translators

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def settle(qtbot, window, size):
    window.resize(*size)
    qtbot.wait(250)  # the size that fits is chosen once the window settles


def names_fit(view) -> bool:
    """Every row name and column title whole (not elided)."""
    vertical, horizontal = view.verticalHeader(), view.horizontalHeader()
    rows = view.model().rowCount()
    return all(
        vertical.width() >= vertical.sectionSizeFromContents(r).width() for r in range(rows)
    ) and all(
        horizontal.sectionSize(c) >= horizontal.sectionSizeFromContents(c).width()
        for c in range(view.model().columnCount())
    )


def test_a_short_window_says_so_and_keeps_the_size_that_fits(qtbot, make_window, english):
    install_translators(english, "fr")
    window = make_window(["Joueur 1", "Joueur 2"], seed=3)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window, (1050, 700))
    dice = window.dice.dice[0].height()
    window.settings.ui_scale = 1.5
    qtbot.wait(50)
    assert window.board_scale < 1.5
    assert window.dice.dice[0].height() >= dice  # never smaller than at 100 %
    message = window.statusBar().currentMessage()
    assert "150\u202f%" in message or "150 %" in message
    view = window.score_sheet
    assert not view.verticalScrollBar().isVisible()
    assert names_fit(view)


def test_a_window_with_room_shows_the_size_chosen(qtbot, make_window, english):
    install_translators(english, "fr")
    window = make_window(["Joueur 1", "Joueur 2"], seed=3)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window, (1300, 1150))
    dice = window.dice.dice[0].height()
    row = window.score_sheet.verticalHeader().minimumSectionSize()
    window.settings.ui_scale = 1.5
    qtbot.wait(50)
    assert window.board_scale == 1.5
    assert window.dice.dice[0].height() >= dice
    assert window.score_sheet.verticalHeader().minimumSectionSize() > row  # larger text
    view = window.score_sheet
    # The row names are drawn at the board's size and none is cut ("Total partie ha…").
    header_font = view.model().headerData(6, Qt.Orientation.Vertical, Qt.ItemDataRole.FontRole)
    assert header_font.pointSizeF() >= view.font().pointSizeF() - 0.01
    assert names_fit(view)
    assert window.statusBar().currentMessage() == ""
    window.settings.ui_scale = 1.0
