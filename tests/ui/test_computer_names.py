"""Computer players are named and marked (issue 26): a computer seat left unnamed was
"Player 3" (in English, even in French) and nothing told the family it was the computer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.seat_names import COMPUTER_MARK
from yahtzee_desktop.ui.dialogs import NewGameDialog

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def computer_seat(dialog: NewGameDialog, n: int) -> None:
    kind = dialog.findChild(QComboBox, f"seat_{n}_kind")
    kind.setCurrentIndex(kind.findData("computer"))


@pytest.mark.parametrize(("language", "person"), [("en", "Player 2"), ("fr", "Joueur 2")])
def test_an_unnamed_computer_is_robot_in_the_app_language(qtbot, english, language, person):
    install_translators(english, language)
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.findChild(QLineEdit, "seat_1_name").setText("Léo")
    while len(dialog.seats()) < 4:
        dialog.add_button.click()
    computer_seat(dialog, 3)
    computer_seat(dialog, 4)
    names = [dialog.findChild(QLineEdit, f"seat_{n}_name").placeholderText() for n in (2, 3, 4)]
    assert names == [person, "Robot", "Robot 2"]
    seats = dialog.seats()
    assert [s.name for s in seats] == ["Léo", person, "Robot", "Robot 2"]
    assert seats[2].members[0].kind is PlayerKind.COMPUTER


def test_the_players_list_and_sheet_mark_the_computer(qtbot, make_window, english):
    window = make_window(["Léo"], seed=3, games=1)
    seats = (Seat.solo("Léo"), Seat.solo("Robot", PlayerKind.COMPUTER, "expert"))
    window.start_setup(GameSetup(preset("yahtzee"), seats, games=1, seed=3))
    tree = window.players.tree
    items = {tree.topLevelItem(i).text(1): tree.topLevelItem(i) for i in range(2)}
    assert set(items) == {"Léo", f"{COMPUTER_MARK}\u00a0Robot"}  # people unmarked
    robot = items[f"{COMPUTER_MARK}\u00a0Robot"]
    assert robot.toolTip(1) == "Robot: computer player, level Expert"
    model = window.table_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert any(f"{COMPUTER_MARK}\u00a0Robot" in str(h) for h in headers)
    window.sheet_model.set_viewed_seat(1)  # the computer's own sheet: its tab says so
    assert window.tabs.tabText(0) == f"Sheet: {COMPUTER_MARK}\u00a0Robot"
    window.sheet_model.set_viewed_seat(None)
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: robot.toolTip(1) == "Robot\u00a0: joueur ordinateur, niveau Expert")
