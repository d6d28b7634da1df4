"""Starts as the family left it (issue 26): the welcome offers one game and says how long
it takes (it offered a 6-game series, hours for a first evening); after a restart the app
opens on the rules of the last game played, not those last picked in the New game dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.common.table_memory import startup_setup
from yahtzee_desktop.ui.dialogs import NewGameDialog
from yahtzee_desktop.ui.dialogs.play_time import game_minutes

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_the_welcome_offers_one_game_and_says_how_long(qtbot, english, settings):
    dialog = NewGameDialog(None, settings, welcome=True)
    qtbot.addWidget(dialog)
    assert dialog.games_spin.value() == 1
    minutes = game_minutes(13, 2, 0)
    assert dialog.play_time.text() == f"About {minutes} minutes a game"
    kind = dialog.findChild(QComboBox, "seat_2_kind")
    kind.setCurrentIndex(kind.findData("computer"))  # a computer plays fast
    assert dialog.play_time.text() == f"About {game_minutes(13, 1, 1)} minutes a game"
    dialog.games_spin.setValue(6)  # a series is one click away, its length said too
    assert dialog.play_time.text().endswith(" a game, about an hour in all")
    dialog.findChild(QComboBox, "seat_2_kind").setCurrentIndex(0)  # two people
    assert dialog.play_time.text().endswith(" a game, about 1.5 hours in all")


def test_a_later_new_game_keeps_the_series_the_family_chose(qtbot, english, settings):
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    assert dialog.games_spin.value() == 6  # the official pad's six, as before


def test_the_app_opens_on_the_rules_last_played(qtbot, make_window, english):
    window = make_window(["Ann", "Bob"], seed=5)
    settings = window.settings
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.accept()  # official Yahtzee, and the table remembered
    window.session.roll((False,) * 5)
    assert window.score_sheet.score_index(window.score_sheet.best_option())
    # Triple Yahtzee picked in the dialog, never played (the game was resumed instead).
    settings.last_rules = preset("triple-yahtzee")
    setup, first = startup_setup(settings)
    assert not first and setup.rules == window.session.state.setup.rules
