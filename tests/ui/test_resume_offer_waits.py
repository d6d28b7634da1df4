"""While the app offers the unfinished game back, the new game behind the offer waits.

A family relaunching the app saw the new game's roll-off rolling (and a computer seated
first about to play) behind "Resume the game?": nothing of it may start before they
answer. Resumed, the game goes on in its own order (no roll-off again); declined, the new
game starts then, roll-off first.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from yahtzee_desktop.core.actions import Roll, SwitchDice
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup, PlayerKind, Seat
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.storage.paths import autosave_path, unfinished_dir
from yahtzee_desktop.storage.unfinished import UnfinishedGames
from yahtzee_desktop.ui.builder import build_window
from yahtzee_desktop.ui.common.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

ROBOT = 0
"""The computer's seat in the new game; the seed is chosen so that it starts."""


def journal_unfinished(game: Game | None = None) -> str:
    """An unfinished game of Ann and Bob journalled in the autosave, as a quit leaves it."""
    if game is None:
        game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, seed=7))
        game.apply(Roll())
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()
    return autosave_path().read_text(encoding="utf-8")


def robot_first_setup(mode: DiceMode) -> GameSetup:
    """Robo (computer) and Zoe, a seed where the app dice's roll-off makes Robo start."""
    seats = (Seat.solo("Robo", PlayerKind.COMPUTER, "beginner"), Seat.solo("Zoe"))
    for seed in range(1, 200):
        setup = GameSetup(preset("yahtzee"), seats, games=1, seed=seed, dice_mode=mode)
        app_setup = GameSetup(preset("yahtzee"), seats, games=1, seed=seed)
        if GameState.initial(app_setup).starter() == ROBOT:
            return setup
    raise AssertionError("no seed where Robo starts")


def started_app(qtbot, setup: GameSetup):
    """The window as `app.run` makes it, shown, then its start-up (the resume offer)."""
    window = build_window(setup, Settings(), starting=True)
    qtbot.addWidget(window)
    window.computer.pause_override = 10
    window.roll_off.set_animation_ms(400)
    window.show()
    assert window.roll_off.isHidden()  # the first frame: nothing of the new game yet
    window.files.start_up()
    return window


def assert_waiting(qtbot, window, journal: str) -> None:
    box = window.resume_box
    assert box is not None and box.isVisible()
    qtbot.wait(200)  # twenty computer pauses: it would have rolled by now
    assert window.roll_off.isHidden()
    assert not window.roll_off.animating
    assert not window.game.actions
    assert not window.computer.playing
    assert not window.computer.bar.isVisible()
    assert not window.session.locked
    assert not window.session.roll((False,) * 5)
    assert not window.physical.roll_off_action.isEnabled()
    pad = window.physical._pad
    if pad is not None:
        assert not pad.starter_row.isVisibleTo(pad)
    assert autosave_path().read_text(encoding="utf-8") == journal  # nothing replaced it


@pytest.mark.parametrize("mode", [DiceMode.APP, DiceMode.PHYSICAL])
def test_nothing_of_the_new_game_starts_while_the_offer_is_open(qtbot, mode):
    journal = journal_unfinished()
    window = started_app(qtbot, robot_first_setup(mode))
    assert_waiting(qtbot, window, journal)


def test_resumed_the_game_goes_on_without_a_roll_off(qtbot):
    journal = journal_unfinished()
    window = started_app(qtbot, robot_first_setup(DiceMode.APP))
    assert_waiting(qtbot, window, journal)
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert [s.name for s in window.session.state.setup.seats] == ["Ann", "Bob"]
    assert window.roll_off.isHidden()
    assert window.session.roll((False,) * 5)  # the human plays on
    assert window.session.state.rolls == 2


def test_resumed_before_its_first_turn_the_roll_off_is_not_rolled_again(qtbot):
    """A game kept before anyone played (real dice switched back to app dice) shows who
    starts, as settled when it was made: it is not rolled again before the family."""
    game = Game(
        GameSetup.simple(
            ["Ann", "Bob"], preset("yahtzee"), games=1, seed=7, dice_mode=DiceMode.PHYSICAL
        )
    )
    game.apply(SwitchDice(DiceMode.APP))
    journal = journal_unfinished(game)
    window = started_app(qtbot, robot_first_setup(DiceMode.APP))
    assert_waiting(qtbot, window, journal)
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert not window.roll_off.isHidden()
    assert not window.roll_off.animating


def test_declined_the_new_game_starts_then_with_its_roll_off(qtbot):
    journal = journal_unfinished()
    window = started_app(qtbot, robot_first_setup(DiceMode.APP))
    assert_waiting(qtbot, window, journal)
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    assert [s.name for s in window.session.state.setup.seats] == ["Robo", "Zoe"]
    assert not window.roll_off.isHidden()
    assert window.roll_off.animating  # rolled now, before the family
    assert [e.players for e in UnfinishedGames(unfinished_dir()).list()] == [("Ann", "Bob")]
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=5_000)  # Robo plays
    assert window.session.state.player.kind is PlayerKind.COMPUTER
    assert '"Robo"' in autosave_path().read_text(encoding="utf-8")


def test_declined_with_real_dice_the_pad_asks_who_starts(qtbot):
    journal = journal_unfinished()
    window = started_app(qtbot, robot_first_setup(DiceMode.PHYSICAL))
    assert_waiting(qtbot, window, journal)
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    pad = window.physical.pad
    assert pad.starter_row.isVisibleTo(pad)
    assert window.physical.roll_off_action.isEnabled()


def test_without_a_game_to_offer_the_new_game_starts_at_once(qtbot):
    window = started_app(qtbot, robot_first_setup(DiceMode.APP))
    assert window.resume_box is None
    assert not window.roll_off.isHidden()
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=5_000)


def test_a_computer_seated_first_waits_for_the_roll_off_to_settle(qtbot):
    """Its first roll ended the banner while the dice still tumbled: nobody saw who won."""
    window = started_app(qtbot, robot_first_setup(DiceMode.APP))  # no game to offer
    assert window.roll_off.animating
    qtbot.wait(150)  # fifteen computer pauses, the roll-off still rolling
    assert window.roll_off.animating
    assert not window.game.actions
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=5_000)
    assert not window.roll_off.animating
    # Faster (F) does not wait for the banner either.
    window.start_setup(window.game.setup)
    assert window.roll_off.animating
    window.computer.hurry()
    qtbot.waitUntil(lambda: bool(window.game.actions), timeout=1_000)
