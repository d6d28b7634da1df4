"""Maxi Yatzy at the table: six dice in the tray (hold key 6) and on the real-dice pad
(six faces typed or clicked), saved rolls in the counter and the turn line, and a whole
game played through the window's widgets. Five-dice games keep five dice and keys 1-5."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tests.ui.test_main_window_play import play_turn, shown_total
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.table.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

MAXI = "maxi-yatzy"
NBSP = "\u00a0"


def active_window(qtbot, make_window, names=("Ann",), rules=MAXI, seed=5) -> MainWindow:
    window = make_window(list(names), rules, seed=seed, games=1)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_six_dice_roll_and_key_6_holds_the_sixth(qtbot, make_window, english) -> None:
    window = active_window(qtbot, make_window)
    tray = window.dice
    assert len(tray.dice) == 6
    assert window.findChild(QAction, "hold_action_6").isVisible()
    view = window.score_sheet
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    state = window.session.state
    assert len(state.dice) == 6
    assert [d.face for d in tray.dice] == list(state.dice)
    qtbot.keyClick(view, Qt.Key.Key_6)
    assert tray.holds() == (False,) * 5 + (True,)
    sixth = state.dice[5]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    state = window.session.state
    assert state.rolls == 2 and state.held == (False,) * 5 + (True,)
    assert state.dice[5] == sixth == tray.dice[5].face
    assert [d.face for d in tray.dice] == list(state.dice)
    assert window.status_line.text().startswith("1–6 or a click on a die: keep it")

    # A five-dice game on the same window: five dice, and key 6 does nothing.
    window.start_setup(GameSetup.simple(["Ann"], preset("yahtzee"), seed=5))
    assert len(tray.dice) == 5
    hold_6 = window.findChild(QAction, "hold_action_6")
    assert not hold_6.isVisible() and not hold_6.isEnabled()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_6)
    assert tray.holds() == (False,) * 5 and len(window.session.state.dice) == 5
    qtbot.keyClick(view, Qt.Key.Key_5)
    assert tray.holds() == (False,) * 4 + (True,)


def test_saved_rolls_show_in_the_counter_and_the_turn_line(qtbot, make_window, english) -> None:
    window = make_window(["Ann"], MAXI, seed=3, games=1)
    session = window.session
    session.roll((False,) * 6)
    assert window.dice.roll_label.text() == "Roll 1 of 3"  # nothing saved yet
    options = session.state.options()
    column, box = max(options, key=lambda o: options[o])
    session.score(box, column)  # after one roll: two rolls saved
    state = session.state
    assert state.saved_rolls == 2 and state.rolls_allowed == 5
    session.roll((False,) * 6)
    assert window.dice.roll_label.text() == "Roll 1 of 5 · 2 saved"
    where = window.players.status.text().split("\n")[1]
    assert where == f"Turn{NBSP}2{NBSP}of{NBSP}20 · roll{NBSP}1{NBSP}of{NBSP}5 · 2{NBSP}saved"
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: window.dice.roll_label.text().startswith("Lancer"))
    assert window.dice.roll_label.text() == "Lancer 1 sur 5 · 2 en réserve"
    where = window.players.status.text().split("\n")[1]
    assert where.endswith(f" · 2{NBSP}en{NBSP}réserve")


def test_a_five_dice_game_shows_no_saved_rolls(make_window, english) -> None:
    window = make_window(["Ann"], "yahtzee", seed=3, games=1)
    window.session.roll((False,) * 5)
    window.session.score("chance", 0)
    window.session.roll((False,) * 5)
    assert window.dice.roll_label.text() == "Roll 1 of 3"
    assert "saved" not in window.players.status.text()


def physical_maxi(qtbot, make_window) -> MainWindow:
    window = make_window(["Ann"], MAXI, seed=7, games=1)
    window.start_setup(
        GameSetup.simple(["Ann"], preset(MAXI), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    qtbot.waitExposed(window)
    return window


def test_real_dice_pad_takes_six_faces_typed_and_clicked(qtbot, make_window, english) -> None:
    window = physical_maxi(qtbot, make_window)
    pad = window.physical.pad
    assert len(pad.dice) == 6
    assert pad.field.placeholderText() == "444243"
    assert pad.hint.text().startswith("Click the dice or type their faces (e.g. 444243)")
    qtbot.keyClicks(pad.field, "12345")
    assert pad.hint.text() == "5 of 6 dice set."
    assert window.session.state.dice is None  # five of six faces enter nothing
    qtbot.keyClicks(pad.field, "67")  # a seventh face is refused by the field
    assert pad.field.text() == "123456"
    state = window.session.state
    assert state.dice is not None and sorted(state.dice) == [1, 2, 3, 4, 5, 6]
    options = state.options()
    assert options[(0, "full_straight")] == 21
    window.session.score("full_straight", 0)

    # The next turn by clicks: each click on a die shows its next face.
    pad.clear()
    for die, face in zip(pad.dice, (6, 6, 6, 2, 2, 2), strict=True):
        for _ in range(face):
            qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
    state = window.session.state
    assert state.dice is not None and sorted(state.dice) == [2, 2, 2, 6, 6, 6]
    assert state.options()[(0, "villa")] == 24

    # Typed on the sheet: a seventh face starts a new roll, as a sixth does with five dice.
    window.session.score("villa", 0)
    window.score_sheet.setFocus()
    qtbot.keyClicks(window.score_sheet, "5555531")
    assert pad.field.text() == "1" and pad.faces == (1, 0, 0, 0, 0, 0)


def test_a_whole_maxi_game_through_the_window(qtbot, make_window) -> None:
    window = make_window(["Ann", "Bob"], MAXI, seed=2026, games=1)
    turns = preset(MAXI).turns
    assert turns == 20
    for _ in range(turns * 2):
        play_turn(qtbot, window)
    state = window.session.state
    assert state.finished
    for seat in range(2):
        assert shown_total(window, seat, 0) == state.totals(0)[seat]
        assert window.players.item_for_seat(seat).text(2) == str(state.totals(0)[seat])
    assert window.outcome_dialog is not None and window.outcome_dialog.isVisible()


def test_statistics_show_maxi_games_under_their_own_rules(qtbot, tmp_path, english) -> None:
    from tests.ui.test_stats_dialog import open_dialog, play
    from yahtzee_desktop.storage.history import History

    path = tmp_path / "history.sqlite"
    history = History(path)
    games = [play(["Ann"], preset(MAXI), seed=s) for s in (1, 2)]
    games.append(play(["Ann"], preset("yahtzee"), seed=3))
    for n, game in enumerate(games):
        assert history.record_game(game, 0, played_at=f"2026-01-0{n + 1}T18:00:00+00:00")
    history.close()
    dialog = open_dialog(qtbot, path)
    titles = [dialog.rules_combo.itemText(i) for i in range(dialog.rules_combo.count())]
    assert "Maxi Yatzy (six dice)" in titles
    dialog.rules_combo.setCurrentIndex(titles.index("Maxi Yatzy (six dice)"))
    qtbot.waitUntil(lambda: dialog.stats is not None and dialog.stats.rules_key == MAXI)
    totals = sorted((g.state.totals(0)[0] for g in games[:2]), reverse=True)
    assert [int(dialog.solo_table.item(r, 2).text()) for r in range(2)] == totals
    boxes = dialog.boxes_table
    assert boxes.rowCount() == len(preset(MAXI).boxes) == 20
    names = [boxes.item(r, 0).text() for r in range(boxes.rowCount())]
    assert names[-1] == "Maxi Yatzy" and "Villa" in names and "Three pairs" in names
    assert dialog.player_page.figure_labels["yahtzees"].text() == "Maxi Yatzy per game:"


def test_real_dice_pad_offers_the_saved_rolls(qtbot, make_window, english) -> None:
    """Dice entered as roll 1 leave two rolls saved: the next turn's pad has rolls 1 to 5
    (still 3 unless told), and the status line's example has six faces."""
    window = physical_maxi(qtbot, make_window)
    pad = window.physical.pad
    assert [b.text() for b in pad.roll_buttons] == ["1", "2", "3"]
    assert "e.g. 444243 (on the sheet too)" in window.status_line.text()
    pad.set_roll(1)
    pad.type_text("666655")
    assert window.session.state.rolls == 1
    window.session.score("sixes", 0)
    state = window.session.state
    assert state.saved_rolls == 2
    assert [b.text() for b in pad.roll_buttons] == ["1", "2", "3", "4", "5"]
    assert all(b.isEnabled() for b in pad.roll_buttons)
    assert pad.roll == 3
    pad.set_roll(5)
    pad.type_text("123456")
    assert window.session.state.rolls == 5
    window.session.score("full_straight", 0)
    assert window.session.state.saved_rolls == 0
    assert [b.text() for b in pad.roll_buttons] == ["1", "2", "3"]


def test_maxi_is_chosen_in_the_new_game_dialog_and_played_with_six_dice(
    qtbot, make_window, english
) -> None:
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    combo = dialog.preset_combo
    index = combo.findData(MAXI)
    assert combo.itemText(index) == "Maxi Yatzy (six dice)"
    combo.setCurrentIndex(index)
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None and setup.rules == preset(MAXI) and setup.rules.dice == 6
    window = make_window(["Ann"], "yahtzee", seed=1)
    assert len(window.dice.dice) == 5
    window.start_setup(setup)
    assert len(window.dice.dice) == 6 and len(window.dice.holds()) == 6
    settings = RuleSettingsDialog(None, preset("yahtzee"))
    qtbot.addWidget(settings)
    assert settings.preset_combo.findData(MAXI) >= 0


@pytest.mark.parametrize("rules", [MAXI, "yahtzee"])
def test_a_first_roll_that_holds_nothing_tumbles_every_die(qtbot, make_window, rules) -> None:
    """A computer's first roll is Roll() (no flags: hold nothing): all the dice tumble,
    not none of them, and they land on the state's dice."""
    from yahtzee_desktop.core.actions import Roll

    window = make_window(["Ann"], rules, seed=4, animation_ms=400)
    tray = window.dice
    moved: set[int] = set()

    def frame(_value: object) -> None:  # a tumbling die is drawn turned
        moved.update(i for i, d in enumerate(tray.dice) if d.angle)

    tray.animation.valueChanged.connect(frame)
    window.session.apply(Roll())
    with qtbot.waitSignal(tray.animationFinished, timeout=3000):
        pass
    assert moved == set(range(len(tray.dice))) and len(tray.dice) == preset(rules).dice
    assert [d.face for d in tray.dice] == list(window.session.state.dice)


def test_a_reroll_with_no_flags_is_a_decision_that_keeps_nothing() -> None:
    """Roll() again (a file may hold "hold": []) keeps nothing: the coach's replay read
    its flags die by die and raised."""
    from yahtzee_desktop.core.actions import Roll
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.ui.coach.decisions import decision_for

    game = Game(GameSetup.simple(["Ann"], preset(MAXI), seed=1))
    game.apply(Roll())
    decision = decision_for(game.state, Roll())
    assert decision is not None and decision.choice == () and len(decision.dice) == 6


def test_computers_play_a_maxi_game_on_the_six_dice(qtbot, make_window) -> None:
    """Computer seats roll, hold (their holds shown on the six dice) and score to the end."""
    from yahtzee_desktop.core.setup import PlayerKind, Seat

    window = make_window(animation_ms=0)
    window.computer.pause_override = 0
    seats = (
        Seat.solo("Robo", PlayerKind.COMPUTER, "club"),
        Seat.solo("Zed", PlayerKind.COMPUTER, "beginner"),
    )
    window.start_setup(GameSetup(preset(MAXI), seats, games=1, seed=11))
    holds: list[tuple[bool, ...]] = []
    window.dice.holdsChanged.connect(holds.append)
    qtbot.waitUntil(lambda: window.session.state.finished, timeout=30_000)
    for card in window.session.state.cards[0]:
        assert card.is_complete()
    rolls = [a for a in window.game.actions if type(a).__name__ == "Roll" and a.hold]
    assert rolls and all(len(a.hold) == 6 for a in rolls)
    assert holds and all(len(h) == 6 for h in holds)  # shown on the tray's six dice


def test_six_faces_are_read_without_qt() -> None:
    """The reading rules take the rule set's number of dice, and stay Qt-free."""
    import subprocess
    import sys

    from yahtzee_desktop.ui.real_dice.typed_faces import (
        dice_faces,
        example_faces,
        faces_from_text,
        field_after_key,
        field_text,
    )

    assert faces_from_text("6 6,6x5517", 6) == [6, 6, 6, 5, 5, 1]
    assert faces_from_text("66", 6) == [6, 6, 0, 0, 0, 0]
    assert field_text("6, 6, 6, 5, 5, 1", 6) == "666551" and field_text("6666661", 6) is None
    assert field_after_key("66655", "1", 6) == "666551"
    assert field_after_key("666551", "2", 6) == "2"  # a seventh face starts a new roll
    assert dice_faces([6] * 7, 6) == [6] * 6 and dice_faces([3], 6) == [3, 0, 0, 0, 0, 0]
    assert example_faces(6) == "444243" and example_faces() == "44424"
    code = (
        "import sys, yahtzee_desktop.ui.real_dice.typed_faces; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_maxi_yatzy_is_celebrated_under_its_own_name(qtbot, make_window, english) -> None:
    from yahtzee_desktop.core.actions import EnterDice, Score
    from yahtzee_desktop.ui.table.celebration import moment_of

    window = physical_maxi(qtbot, make_window)
    session = window.session
    assert session.apply(EnterDice((6,) * 6, 3))
    before = session.state
    assert session.apply(Score("yahtzee", 0))
    moment = moment_of(before, session.state, Score("yahtzee", 0))
    assert moment is not None and moment.big and moment.dice == (6,) * 6
    assert moment.words == "Maxi Yatzy! Ann scores 100"
    install_translators(english, "fr")
    moment = moment_of(before, session.state, Score("yahtzee", 0))
    assert moment is not None and moment.words == "Maxi Yatzy\u202f! Ann marque 100"


def test_the_real_dice_roll_off_takes_totals_of_six_dice(qtbot, make_window, english) -> None:
    from yahtzee_desktop.ui.real_dice.roll_off import RollOffDialog

    window = make_window(["Ann", "Bob"], MAXI, seed=7, games=1)
    setup = GameSetup.simple(["Ann", "Bob"], preset(MAXI), games=1, dice_mode=DiceMode.PHYSICAL)
    window.start_setup(setup)
    dialog = RollOffDialog(window.session, window)
    qtbot.addWidget(dialog)
    spin = dialog.spins[0]
    assert (spin.minimum() + 1, spin.maximum()) == (6, 36)
    assert dialog.intro.text().startswith("Each player rolls the 6 dice; the highest total starts.")


def test_the_compact_pad_takes_a_sixth_die_and_gives_it_back(qtbot, table_at_size) -> None:
    """A short window's one-line pad, from a five-dice game to Maxi and back to full."""
    five = GameSetup.simple(["Ann"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    window = table_at_size(five, (990, 520))
    pad = window.physical.pad
    assert pad.compact and len(pad.dice) == 5
    window.start_setup(
        GameSetup.simple(["Ann"], preset(MAXI), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    qtbot.wait(50)
    assert len(pad.dice) == 6 and all(d.side == d.COMPACT_SIDE for d in pad.dice)
    line = pad.dice[0].geometry().center().y()
    assert all(abs(d.geometry().center().y() - line) <= 1 for d in pad.dice)  # one line
    assert pad.dice[5].geometry().right() < pad.field.geometry().left()  # before the field
    assert window.width() == 990 and pad.write_button.geometry().right() < pad.width()
    pad.type_text("123456")
    assert sorted(window.session.state.dice) == [1, 2, 3, 4, 5, 6]
    window.resize(1100, 1000)
    qtbot.wait(50)
    assert not pad.compact and all(d.side == d.FULL_SIDE for d in pad.dice)
    assert pad.dice[5].geometry().top() < pad.field.geometry().top()  # the dice over the field


def test_saved_rolls_are_an_option_of_the_rules_dialog(qtbot, make_window, english) -> None:
    from PySide6.QtWidgets import QCheckBox

    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

    dialog = RuleSettingsDialog(None, preset(MAXI))
    qtbot.addWidget(dialog)
    check = dialog.findChild(QCheckBox, "saved_rolls_check")
    assert check.isEnabled() and check.isChecked() and check.text() == "&Saved rolls"
    check.setChecked(False)
    assert dialog.options() == {"saved_rolls": False}
    rules = dialog.rules()
    assert rules.saved_rolls is False and rules == preset(MAXI, saved_rolls=False)
    dialog.restore_official()
    assert check.isChecked()
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("yahtzee"))
    assert not check.isEnabled() and "saved_rolls" not in dialog.options()

    # Without them, a turn ended early saves nothing.
    window = make_window(["Ann"], "yahtzee", seed=3)
    window.start_setup(GameSetup.simple(["Ann"], rules, games=1, seed=3))
    window.session.roll((False,) * 6)
    window.session.score("chance", 0)
    window.session.roll((False,) * 6)
    assert window.session.state.saved_rolls == 0
    assert window.dice.roll_label.text() == "Roll 1 of 3"


def test_the_rules_dialog_offers_the_thresholds_six_dice_can_reach(qtbot, english) -> None:
    """Six dice reach 126 in the upper section (every die a six in every box), five 105:
    the threshold field stopped at 105 whatever the rule set, and its help and the kinds'
    choice spoke of five dice."""
    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

    dialog = RuleSettingsDialog(None, preset(MAXI))
    qtbot.addWidget(dialog)
    assert dialog.threshold_spin.maximum() == 126
    dialog.threshold_spin.setValue(120)
    assert dialog.rules().upper_bonus_threshold == 120
    assert (
        "five" not in dialog.chance_help.text() and "five" not in dialog.kinds_combo.currentText()
    )
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("yahtzee"))
    assert dialog.threshold_spin.maximum() == 105
