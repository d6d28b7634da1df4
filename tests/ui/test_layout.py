"""The window fits the screen it opens on, remembers its place, shows the whole sheet,
and follows a live language switch in every menu (issue 13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtWidgets import QMenu

from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.screen import available_geometry, clamp_rect
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.table.score_model import POINTS_ROLE, PREVIEW_ROLE, RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def _inside(window) -> bool:
    return available_geometry(window).contains(window.frameGeometry())


def test_clamp_rect_shrinks_and_moves_inside() -> None:
    area = QRect(0, 0, 800, 600)
    assert clamp_rect(QRect(100, 50, 300, 200), area) == QRect(100, 50, 300, 200)
    assert clamp_rect(QRect(700, 550, 300, 200), area) == QRect(500, 400, 300, 200)
    assert clamp_rect(QRect(-50, -20, 1100, 820), area) == QRect(0, 0, 800, 600)


def test_window_opens_within_a_small_screen(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=1)
    area = available_geometry(window)
    assert area.width() < window.PREFERRED_SIZE.width()  # the test screen is small
    window.show()
    qtbot.waitExposed(window)
    assert _inside(window)
    # Even asked for more than the screen has, it comes back inside when shown again.
    window.hide()
    window.setGeometry(area.x() + 300, area.y() + 200, 1600, 1200)
    window.show()
    qtbot.waitExposed(window)
    assert window.isVisible()


def test_geometry_is_remembered_and_clamped_to_a_smaller_screen(qtbot, make_window):
    first = make_window(["Ann"], seed=1, games=1)
    first.show()
    qtbot.waitExposed(first)
    area = available_geometry(first)
    first.setGeometry(area.x() + 20, area.y() + 30, 500, 400)
    qtbot.wait(10)
    first.close()
    second = make_window(["Ann"], seed=1, games=1)
    second.show()
    qtbot.waitExposed(second)
    assert second.size() == first.size()
    assert second.pos() == first.pos()
    second.close()
    # A geometry saved on a larger screen (or off this one) comes back inside it.
    third = make_window(["Ann"], seed=1, games=1)
    third.setGeometry(area.x() + area.width() - 100, area.y() + 50, area.width() + 400, 900)
    Settings().window_geometry = bytes(third.saveGeometry().data())
    fourth = make_window(["Ann"], seed=1, games=1)
    fourth.show()
    qtbot.waitExposed(fourth)
    assert _inside(fourth)
    assert fourth.width() <= area.width() and fourth.height() <= area.height()


def test_a_maximised_window_is_restored_maximised(qtbot, make_window):
    first = make_window(["Ann"], seed=1, games=1)
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    assert Settings().window_geometry
    second = make_window(["Ann"], seed=1, games=1)
    second.show()
    qtbot.waitUntil(second.isMaximized)


def test_a_damaged_geometry_setting_is_ignored(qtbot, make_window):
    Settings().store.setValue("window_geometry", QByteArray(b"not a geometry"))
    window = make_window(["Ann"], seed=1, games=1)
    window.show()
    qtbot.waitExposed(window)
    assert _inside(window)


@pytest.mark.parametrize("rules", ["yahtzee", "triple-yahtzee", "yams"])
def test_the_whole_sheet_is_visible_without_scrolling(qtbot, make_window, rules):
    window = make_window(["Ann", "Robo", "Kids (Tom, Lea)"], rules=rules, seed=2)
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    view = window.score_sheet
    last = view.model().rowCount() - 1
    bottom = view.rowViewportPosition(last) + view.rowHeight(last)
    assert view.rowViewportPosition(0) >= 0
    assert bottom <= view.viewport().height()
    assert not view.verticalScrollBar().isVisible()
    # The dice keep a usable size, and the names are not cut.
    assert window.dice.dice[0].height() >= 40
    tree = window.players.tree
    name_width = tree.fontMetrics().horizontalAdvance("Kids (Tom, Lea)")
    assert tree.columnWidth(1) >= name_width


def test_the_sheet_does_not_move_when_a_panel_or_the_banner_shows(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=2)
    window.show()
    qtbot.waitExposed(window)
    assert window.roll_off.isVisible()
    qtbot.wait(50)  # the first layout settles
    before = window.tabs.mapTo(window, window.tabs.rect().topLeft()), window.tabs.height()
    window.coach.progress_bar.show()
    qtbot.wait(20)
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)  # the banner goes
    qtbot.wait(20)
    assert not window.roll_off.isVisible()
    after = window.tabs.mapTo(window, window.tabs.rect().topLeft()), window.tabs.height()
    assert after == before


def test_triple_yahtzee_shows_its_multipliers_on_the_sheet(qtbot, make_window):
    window = make_window(["Ann"], rules="triple-yahtzee", seed=4)
    model = window.sheet_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    assert headers == ["\u00d71", "\u00d72", "\u00d73"]
    window.session.roll((False,) * 5)
    dice = window.session.state.dice
    chance = model.find_row(RowKind.BOX, "chance")
    third = model.index(chance, model.find_column(None, 2))
    assert third.data(PREVIEW_ROLE) == sum(dice)
    assert third.data() == f"{sum(dice)} \u00d73 = {3 * sum(dice)}"
    assert window.score_sheet.score_index(third)
    total = model.index(model.find_row(RowKind.TOTAL), model.find_column(None, 2))
    assert total.data() == f"{sum(dice)} \u00d73 = {3 * sum(dice)}"
    assert total.data(POINTS_ROLE) == 3 * sum(dice)


def test_yams_explains_plus_and_minus_on_the_sheet(make_window):
    window = make_window(["Ann"], rules="yams", seed=4)
    model = window.sheet_model
    plus = model.find_row(RowKind.BOX, "plus")
    minus = model.find_row(RowKind.BOX, "minus")
    assert ">" in model.headerData(plus, Qt.Orientation.Vertical)
    assert "<" in model.headerData(minus, Qt.Orientation.Vertical)
    tip = model.headerData(plus, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert tip and "0" in tip


def _menu_texts(window) -> list[list[str]]:
    window.ensure_print_actions()
    texts = []
    menus: list[QMenu] = [window.file_menu, window.edit_menu, window.game_menu, window.help_menu]
    for menu in menus:
        texts.append([menu.title()] + [a.text() for a in menu.actions() if not a.isSeparator()])
    return texts


def test_every_menu_entry_follows_a_live_language_switch(qtbot, make_window, english):
    live = make_window(["Ann"], seed=1, games=1)
    english_texts = _menu_texts(live)
    assert any("Print &blank sheets…" in menu for menu in english_texts)
    install_translators(english, "fr")
    qtbot.wait(20)
    live_texts = _menu_texts(live)
    fresh = make_window(["Ann"], seed=1, games=1)
    assert live_texts == _menu_texts(fresh)  # as if opened in French
    flat = [text for menu in live_texts for text in menu]
    assert not set(flat) & {"Print &blank sheets…", "&Print this game…", "&Rules sheet…"}


def test_rule_dialog_hides_the_zeroed_box_option_under_no_joker_and_names_the_yams(qtbot):
    from yahtzee_desktop.core.rules import Joker, preset
    from yahtzee_desktop.ui.dialogs._common import select_data
    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

    dialog = RuleSettingsDialog(None, preset("yams"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert "Yahtzee" not in dialog.joker_label.text()
    assert "Yahtzee" not in dialog.zeroed_check.text()
    select_data(dialog.joker_combo, Joker.NONE.value)
    assert not dialog.zeroed_check.isVisible()
    select_data(dialog.joker_combo, Joker.FORCED.value)
    assert dialog.zeroed_check.isVisible()
    assert available_geometry(dialog).contains(dialog.geometry())


def test_rules_viewer_and_print_preview_open_within_the_screen(qtbot, monkeypatch):
    from PySide6.QtPdfWidgets import QPdfView
    from PySide6.QtWidgets import QWidget

    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.ui.printing.actions import PrintActions
    from yahtzee_desktop.ui.printing.rules_viewer import RulesViewer

    viewer = RulesViewer(None, preset("yahtzee"), lambda: "en")
    qtbot.addWidget(viewer)
    area = available_geometry(viewer)
    assert viewer.width() <= area.width() and viewer.height() <= area.height()
    parent = QWidget()
    qtbot.addWidget(parent)
    actions = PrintActions(parent, lambda: None, lambda: "en")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    dialog.preview_button.click()
    qtbot.waitUntil(lambda: dialog.preview_dialog is not None, timeout=10000)
    preview = dialog.preview_dialog
    assert preview.width() <= area.width() and preview.height() <= area.height()
    assert preview.view.zoomMode() is QPdfView.ZoomMode.FitToWidth
    preview.close()
    actions.close()


def test_one_scale_for_dice_counter_and_sheet(qtbot, make_window):
    window = make_window(["Ann"], seed=1, games=1)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1100, 1100)  # room for the board at 150 % (a short window keeps less)
    qtbot.wait(20)
    settings = window.settings
    assert settings is not None
    label = window.dice.roll_label.font().pointSizeF()
    row = window.score_sheet.verticalHeader().minimumSectionSize()
    settings.ui_scale = 1.5
    qtbot.wait(20)
    assert window.board_scale == 1.5
    assert window.dice.roll_label.font().pointSizeF() > label * 1.3  # not smaller any more
    assert window.score_sheet.verticalHeader().minimumSectionSize() > row
    assert window.dice.roll_button.minimumHeight() >= 54
    assert window.dice.dice[0].height() >= round(window.dice.min_die_height * 1.5)


@pytest.mark.parametrize("height", [520, 600])
def test_real_dice_pad_goes_compact_so_the_whole_sheet_shows(qtbot, table_at_size, height):
    """At 125 % on a 1366x768 laptop (about 990x550 logical) the full pad pushed the sheet
    into scrolling; a short window now gets the one-line pad, a tall one the full pad."""
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.setup import DiceMode, GameSetup

    family = ["Mum", "Dad", "Robo", "Kids"]
    setup = GameSetup.simple(family, preset("yahtzee"), games=2, dice_mode=DiceMode.PHYSICAL)
    window = table_at_size(setup, (990, height))
    view = window.score_sheet
    pad = window.physical.pad
    last = view.model().rowCount() - 1
    assert view.rowViewportPosition(last) + view.rowHeight(last) <= view.viewport().height()
    assert not view.verticalScrollBar().isVisible()
    assert pad.compact
    # The compact pad still takes dice by click and by typing.
    qtbot.mouseClick(pad.dice[0], Qt.MouseButton.LeftButton)
    assert pad.faces[0] == 1
    pad.clear()
    pad.field.clear()
    pad.type_text("23456")
    assert pad.faces == (2, 3, 4, 5, 6)
    window.resize(1100, 1000)
    qtbot.wait(50)
    assert not pad.compact
    assert pad.dice[0].height() == pad.dice[0].FULL_SIDE


def test_a_new_table_widens_the_players_list_for_its_names(qtbot, make_window):
    """The first start shows a "Player 1" game, then the welcome's table replaces it: the
    list kept the first game's width and cut "Kids (Tom, Lea)" to "Kids (T…"."""
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.ui.common.table_memory import SeatMemory, TableMemory, setup_for

    window = make_window(["Player 1"], seed=3, games=1)
    window.show()
    qtbot.waitExposed(window)
    window.resize(1100, 690)
    qtbot.wait(50)
    from yahtzee_desktop.core.setup import PlayerKind

    table = TableMemory(
        (
            SeatMemory("Mum"),
            SeatMemory("Dad"),
            SeatMemory("Robo", PlayerKind.COMPUTER, "club"),
            SeatMemory("Kids", members=("Tom", "Lea")),
        ),
        games=2,
    )
    window.start_setup(setup_for(table, preset("yahtzee"), seed=3))
    qtbot.wait(50)
    tree = window.players.tree
    name_width = tree.fontMetrics().horizontalAdvance("Kids (Tom, Lea)")
    assert tree.columnWidth(1) >= name_width


def test_statistics_dialog_opens_within_the_screen(qtbot, tmp_path):
    """At 125 % on a 1366×768 laptop it was 660 px tall on a 614 px screen."""
    from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

    dialog = StatisticsDialog(tmp_path / "history.sqlite")
    qtbot.addWidget(dialog)
    area = available_geometry(dialog)
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    dialog.close()
