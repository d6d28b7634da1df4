"""A table of computers only, remembered from last time, waits for Start at the next launch.

The family relaunching the app saw the computers start a new series the moment the window
opened, before anyone touched anything. Now they wait, their bar saying so, with a Start
button; a game the family asked for (New game, Resume) plays at once, as before.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.core.actions import Roll
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup, PlayerKind, Seat
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui.builder import build_window
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def robots(seed: int = 5) -> GameSetup:
    seats = (
        Seat.solo("Robo", PlayerKind.COMPUTER, "beginner"),
        Seat.solo("Hal", PlayerKind.COMPUTER, "club"),
    )
    return GameSetup(preset("yahtzee"), seats, games=1, seed=seed)


def launched(qtbot, setup: GameSetup):
    """The window as `app.run` makes it at launch, shown, then its start-up."""
    window = build_window(setup, Settings(), starting=True)
    qtbot.addWidget(window)
    window.computer.pause_override = 10
    window.roll_off.set_animation_ms(0)
    window.dice.set_animation_ms(0)
    window.show()
    window.files.start_up()
    return window


def assert_waiting_for_start(qtbot, window) -> None:
    qtbot.wait(300)  # thirty computer pauses: they would have played by now
    assert not window.game.actions
    bar = window.computer.bar
    assert bar.isVisible()
    assert bar.continue_button.isVisible()
    assert "Start" in bar.continue_button.text()
    assert "Start" in bar.label.text()


def test_computers_only_wait_for_start_at_launch(qtbot):
    window = launched(qtbot, robots())
    assert_waiting_for_start(qtbot, window)
    window.computer.bar.continue_button.click()
    qtbot.waitUntil(lambda: len(window.game.actions) >= 2, timeout=5_000)
    assert not window.computer.bar.continue_button.isVisible()


def test_declining_the_offer_leaves_the_computers_waiting(qtbot):
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, seed=7))
    game.apply(Roll())
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()
    window = launched(qtbot, robots())
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    assert_waiting_for_start(qtbot, window)


def test_a_resumed_game_of_computers_plays_on(qtbot):
    game = Game(robots(seed=9))
    game.apply(Roll())
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()
    window = launched(qtbot, GameSetup.simple(["Zoe"], preset("yahtzee"), games=1, seed=2))
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()  # the family chose it
    qtbot.waitUntil(lambda: len(window.game.actions) >= 3, timeout=5_000)


def test_a_new_game_of_computers_asked_for_plays_at_once(qtbot):
    window = launched(qtbot, robots())
    window.start_setup(robots(seed=11))  # as the New game dialog does
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=5_000)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_start_has_an_access_key_of_its_own(qtbot, qapp, language):
    """Alt+D on a first French "&Démarrer" opened the É&dition menu instead."""
    install_translators(qapp, language)
    try:
        window = launched(qtbot, robots())
        button = window.computer.bar.continue_button
        key = access_key(button.text())
        assert key
        menus = {access_key(a.text()) for a in window.menuBar().actions()}
        assert len(menus) == 4 and key not in menus
    finally:
        install_translators(qapp, "en")


def access_key(text: str) -> str:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else ""


def test_a_table_with_a_person_is_not_held_back(qtbot):
    seats = (Seat.solo("Robo", PlayerKind.COMPUTER, "beginner"), Seat.solo("Zoe"))
    window = launched(qtbot, GameSetup(preset("yahtzee"), seats, games=1, seed=5))
    assert not window.computer.bar.continue_button.isVisible()


def test_computers_with_real_dice_show_no_start(qtbot):
    """With real dice the family enters the computers' turns: Start would do nothing."""
    window = launched(qtbot, replace(robots(), dice_mode=DiceMode.PHYSICAL))
    bar = window.computer.bar
    assert bar.isVisible() and "app dice" in bar.label.text()
    assert not bar.continue_button.isVisible()
