"""Computer seats in the window: they play whole games by themselves, visibly and stoppably."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import MAX_ROLLS, GameSetup, PlayerKind, Seat
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.coach.computer import holds_for
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.score_model import PREVIEW_ROLE

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def table(window: MainWindow, seats, rules="yahtzee", seed=2024, games=1) -> None:
    window.start_setup(GameSetup(preset(rules), tuple(seats), games=games, seed=seed))


def robot(name: str, level: str) -> Seat:
    return Seat.solo(name, PlayerKind.COMPUTER, level)


def human_turn(qtbot, window: MainWindow) -> None:
    """Roll once and score the best-looking box, through the widgets."""
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    model = window.sheet_model
    legal = model.legal_indexes()
    best = max(legal, key=lambda i: model.data(i, PREVIEW_ROLE))
    window.score_sheet.setCurrentIndex(best)
    qtbot.keyClick(window.score_sheet, Qt.Key.Key_Return)


def test_holds_for_maps_a_keep_to_dice_slots():
    assert holds_for((4, 2, 4, 6, 4), (4, 4, 4)) == (True, False, True, False, True)
    assert holds_for((1, 1, 2, 3, 4), (1, 2)) == (True, False, True, False, False)
    assert holds_for((5, 5, 5, 5, 5), ()) == (False,) * 5
    with pytest.raises(ValueError):
        holds_for((1, 2, 3, 4, 5), (6,))


def test_a_human_and_a_computer_play_a_game_to_its_end(qtbot, make_window):
    window = make_window()
    window.computer.pause_override = 0
    table(window, [Seat.solo("Ann"), robot("Robo", "club")])
    session = window.session
    rules = session.state.setup.rules
    for _ in range(rules.turns):
        qtbot.waitUntil(
            lambda: session.state.finished or session.state.player.kind is PlayerKind.HUMAN,
            timeout=10_000,
        )
        if session.state.finished:
            break
        assert not session.locked and window.dice.roll_button.isEnabled()
        human_turn(qtbot, window)
    qtbot.waitUntil(lambda: session.state.finished, timeout=10_000)
    state = session.state
    assert all(card.is_complete() for card in state.cards[0])
    assert not session.locked
    # The computer re-rolled sometimes (holds shown), and every roll of its turns was its own.
    robo_rolls = [a for a in window.game.actions if isinstance(a, Roll) and any(a.hold)]
    assert robo_rolls
    assert window.outcome_dialog is not None


def test_computer_turns_lock_the_human_out_and_show_their_steps(qtbot, make_window):
    window = make_window()
    window.computer.pause_override = 150
    window.show()
    table(window, [robot("Robo", "club"), Seat.solo("Ann")], seed=5)
    session = window.session
    # Whoever starts, wait for the computer's turn with its dice on the table.
    if session.state.player.kind is PlayerKind.HUMAN:
        window.computer.pause_override = 0
        human_turn(qtbot, window)
        window.computer.pause_override = 150
    qtbot.waitUntil(lambda: session.state.dice is not None, timeout=5_000)
    assert session.state.player.name == "Robo"
    assert window.computer.bar.isVisible()
    assert "Robo" in window.computer.bar.label.text()
    assert not window.dice.roll_button.isEnabled()
    before = session.state
    assert not session.roll((False,) * 5)  # the human's way in is refused...
    assert session.state is before
    held = window.dice.dice[0].isChecked()
    qtbot.mouseClick(window.dice.dice[0], Qt.MouseButton.LeftButton)  # ...and dice clicks too
    assert window.dice.dice[0].isChecked() == held
    # Before scoring, the chosen box is highlighted in the sheet.
    seen_highlight = []

    def highlighted() -> bool:
        planned = window.computer._planned
        if planned is not None and isinstance(planned[1], Score):
            index = window.score_sheet.currentIndex()
            seen_highlight.append(window.sheet_model.option_at(index))
            return True
        return False

    qtbot.waitUntil(highlighted, timeout=5_000)
    box = window.computer._planned[1]
    assert seen_highlight[-1] == (box.box, box.column)
    qtbot.waitUntil(lambda: session.state.player.name == "Ann", timeout=5_000)
    assert window.game.actions[-1] == box


def test_faster_skips_the_pauses(qtbot, make_window):
    window = make_window(animation_ms=400)
    window.computer.pause_override = 60_000  # without Faster it would wait a minute a step
    table(window, [robot("Robo", "beginner")], seed=11)
    qtbot.wait(50)
    assert window.game.actions == ()
    qtbot.mouseClick(window.computer.bar.faster_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.state.finished, timeout=15_000)
    assert not window.computer.fast  # back to normal once no computer is to play


def test_undo_during_a_computer_turn_stops_it_until_continue(qtbot, make_window):
    window = make_window()
    window.computer.pause_override = 30
    table(window, [robot("Robo", "club")], seed=3)
    session = window.session
    qtbot.waitUntil(lambda: session.state.turn >= 2, timeout=5_000)
    window.computer.pause_override = 200
    qtbot.waitUntil(lambda: session.state.rolls >= 1, timeout=5_000)
    window.undo()
    state = session.state
    assert window.computer.paused
    assert window.computer.bar.continue_button.isVisibleTo(window.computer.bar)
    qtbot.wait(500)
    assert session.state is state  # it waits
    window.undo()  # the human can go further back without a race
    assert window.computer.paused
    window.computer.pause_override = 0
    qtbot.mouseClick(window.computer.bar.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.state.finished, timeout=10_000)
    assert session.state.cards[0][0].is_complete()


def test_a_computer_only_series_pauses_at_the_outcome_dialog(qtbot, make_window):
    window = make_window()
    window.computer.pause_override = 0
    table(window, [robot("Robo", "club"), robot("Zed", "beginner")], rules="yacht", games=2)
    session = window.session
    qtbot.waitUntil(lambda: session.state.game_over(0), timeout=15_000)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None, timeout=2_000)
    actions = len(window.game.actions)
    qtbot.wait(400)
    assert len(window.game.actions) == actions  # waits while the result is shown
    window.outcome_dialog.accept()
    qtbot.waitUntil(lambda: session.state.finished, timeout=15_000)
    for card in session.state.cards[1]:
        assert card.is_complete()


@pytest.fixture(scope="session")
def official_advisor(qapp):
    """The official table, built once per session in Qt's test cache (then loaded)."""
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.coach.hints import coach_now

    set_identity()
    return coach_now(preset("yahtzee"))


def expert_decisions(setup: GameSetup, actions) -> list:
    """(state before, action) for every decision of the game, replayed independently."""
    out = []
    state = GameState.initial(setup)
    for action in actions:
        if state.dice is not None:
            out.append((state, action))
        state = state.after(action)
    return out


def test_the_expert_plays_the_optimal_table(qtbot, make_window, official_advisor):
    window = make_window()
    window.computer.pause_override = 0
    table(window, [robot("Ace", "expert")], seed=99)
    qtbot.waitUntil(lambda: window.session.state.finished, timeout=20_000)
    adv = official_advisor
    for before, action in expert_decisions(window.game.setup, window.game.actions):
        dice = before.dice
        if isinstance(action, Roll):
            keep = tuple(sorted(d for d, h in zip(dice, action.hold, strict=True) if h))
            best = adv.keep_choices(before.card, dice, MAX_ROLLS - before.rolls)
            assert dict(best)[keep] == pytest.approx(best[0][1], abs=1e-6)
        else:
            assert isinstance(action, Score)
            boxes = adv.box_choices(before.card, dice, before.rolls)
            assert dict(boxes)[(action.column, action.box)] == pytest.approx(boxes[0][1], abs=1e-6)
            if before.rolls < MAX_ROLLS:  # stopping early: no keep was better
                keeps = adv.keep_choices(before.card, dice, MAX_ROLLS - before.rolls)
                assert keeps[0][1] <= boxes[0][1] + 1e-6


def test_an_expert_plays_at_club_level_until_its_table_is_ready(qtbot, make_window, monkeypatch):
    window = make_window()
    window.computer.pause_override = 10_000
    monkeypatch.setattr(window.coach.service, "prepare", lambda rules: None)
    table(window, [robot("Ace", "expert")])
    bot = window.computer.bot(window.session.state)
    assert bot.level == "club" and not bot.optimal


def test_the_pause_follows_the_preference(qtbot, make_window):
    from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog

    window = make_window()
    assert window.computer.pause_ms() == window.settings.bot_pause_ms == 700
    dialog = PreferencesDialog(window, window.settings)
    qtbot.addWidget(dialog)
    dialog.combo("bot_speed").setCurrentIndex(dialog.combo("bot_speed").findData("fast"))
    assert window.settings.bot_speed == "fast" and window.computer.pause_ms() == 250
    dialog.check("coach_mode").setChecked(True)
    assert window.settings.coach_mode
    dialog.reject()  # Cancel puts both back
    assert window.settings.bot_speed == "normal" and not window.settings.coach_mode


def test_the_computer_stops_when_the_window_closes(qtbot, make_window):
    window = make_window()
    window.computer.pause_override = 0
    table(window, [robot("Robo", "club"), robot("Zed", "beginner")], seed=8)
    qtbot.waitUntil(lambda: len(window.game.actions) >= 3, timeout=5_000)
    window.close()
    actions = len(window.game.actions)
    qtbot.wait(300)
    assert len(window.game.actions) == actions  # no move after the close (none would be saved)
    window.undo()  # whatever happens to the session now, the computer stays stopped
    qtbot.wait(100)
    assert len(window.game.actions) == actions - 1


def test_the_dice_stay_shut_to_the_human_during_a_computer_turn(qtbot, make_window):
    """Locked by the session, not patched from outside: a language change keeps them shut."""
    from PySide6.QtCore import QCoreApplication, QEvent

    window = make_window()
    window.computer.pause_override = 60_000
    table(window, [robot("Robo", "club"), Seat.solo("Ann")], seed=5)
    session = window.session
    if session.state.player.kind is PlayerKind.HUMAN:
        window.computer.pause_override = 0
        human_turn(qtbot, window)
        window.computer.pause_override = 60_000
    qtbot.waitUntil(lambda: window.computer._planned is not None, timeout=5_000)
    window.computer._step()  # its first roll, now: the next step waits a minute
    dice = window.dice
    assert session.state.player.name == "Robo" and session.state.rolls == 1
    assert all(die.isEnabled() for die in dice.dice)  # shown live, as they are in play
    for widget in (window, dice):
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    assert session.locked
    assert not dice.roll_button.isEnabled() and not dice.roll_action.isEnabled()
    assert not any(action.isEnabled() for action in dice.hold_actions)
    held = [die.isChecked() for die in dice.dice]
    dice.hold_actions[0].trigger()
    dice.toggle(1)
    assert [die.isChecked() for die in dice.dice] == held


def test_the_bar_names_the_level_as_the_new_game_dialog_does(qtbot, make_window, tmp_path):
    """The dialog's middle level became "Good" while the bar still said "club player"."""
    from PySide6.QtCore import QSettings

    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = make_window()
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    combo = dialog._rows[0].level
    words = [combo.itemText(i).lower() for i in range(combo.count())]
    said = [window.computer.bar._level_name(level) for level in ("beginner", "club", "expert")]
    assert all(word in text for word, text in zip(words, said, strict=True)), (words, said)
