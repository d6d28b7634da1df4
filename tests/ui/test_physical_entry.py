"""Keeping score of a game played with real dice: whole games entered both ways, through the
widgets only, with totals checked against the core replaying the same choices."""

from __future__ import annotations

import io
import random

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from yahtzee_desktop.core.actions import Correct, EnterDice, Score, SetStarter, WriteScore
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup, StartRule
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.ui.real_dice.score_entry import EntryKind, ScoreEntryDialog, describe_points
from yahtzee_desktop.ui.table.main_window import MainWindow
from yahtzee_desktop.ui.table.score_model import PREVIEW_ROLE, RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def physical_window(
    make_window, names=("Ann", "Bob"), rules="yahtzee", games=1, **options
) -> MainWindow:
    window = make_window(list(names), rules, seed=7, games=games)
    rule_set = preset(rules, **options)
    window.start_setup(
        GameSetup.simple(list(names), rule_set, games=games, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    return window


def journal_to(window: MainWindow, path) -> None:
    """Autosave this window's game to a file of the test's own (tests may run side by side)."""
    window.autosave.stop()
    window.autosave = Autosave(path, on_error=window.on_autosave_error)
    window.autosave.start(window.game)


def enter_turn_with_dice(qtbot, window: MainWindow, rng: random.Random, how: str) -> None:
    """Set five dice (typed in the field, on the sheet, or clicked), then click the best box."""
    pad = window.physical.pad
    dice = [rng.randint(1, 6) for _ in range(5)]
    if how == "field":
        pad.field.clear()
        qtbot.keyClicks(pad.field, "".join(map(str, dice)))
    elif how == "sheet":
        window.score_sheet.setFocus()
        qtbot.keyClicks(window.score_sheet, "".join(map(str, dice)))
    else:
        for die, face in zip(pad.dice, dice, strict=True):
            for _ in range(face if die.face == 0 else (face - die.face) % 6):
                qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
    state = window.session.state
    assert state.dice is not None and sorted(state.dice) == sorted(dice)
    model, view = window.sheet_model, window.score_sheet
    legal = model.legal_indexes()
    assert legal, "with the dice entered the sheet previews the boxes they may go in"
    assert len(legal) == len(state.options())
    best = max(legal, key=lambda i: model.data(i, PREVIEW_ROLE))
    view.scrollTo(best)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(best).center())


def shown_total(window: MainWindow, seat: int, game: int, column: int = 0) -> int:
    model = window.sheet_model
    window.players.seatChosen.emit(seat)
    index = model.index(model.find_row(RowKind.TOTAL), model.find_column(game, column, seat))
    return int(model.data(index, Qt.ItemDataRole.DisplayRole))


def check_totals_against_core(window: MainWindow) -> None:
    """The core replaying the window's log gives the totals the sheet and panel show."""
    game = window.game
    replay = Game.replay(game.setup, game.actions)
    state = window.session.state
    assert replay.state.cards == state.cards
    for g in range(state.game_index + 1):
        for seat in range(len(state.setup.seats)):
            assert shown_total(window, seat, g) == replay.state.totals(g)[seat]


def test_whole_game_entering_dice_then_boxes(qtbot, make_window):
    window = physical_window(make_window, ("Ann", "Bob", "Cleo"))
    assert window.physical.pad.isVisibleTo(window) and not window.dice.isVisibleTo(window)
    assert window.statusBar().currentMessage() == ""
    rng = random.Random(4)
    ways = ("field", "sheet", "click")
    turns = window.session.state.setup.rules.turns * 3
    for turn in range(turns):
        enter_turn_with_dice(qtbot, window, rng, ways[turn % 3])
    state = window.session.state
    assert state.finished
    assert all(isinstance(a, (EnterDice, Score)) for a in window.game.actions)
    # Independent check: the core fed the same dice and boxes gives the same totals.
    core = Game(state.setup)
    for action in window.game.actions:
        if isinstance(action, EnterDice):
            core.enter_dice(action.dice, action.roll)
        else:
            assert isinstance(action, Score)
            core.score(action.box, action.column)
    assert core.state.totals(0) == state.totals(0)
    check_totals_against_core(window)
    for seat in range(3):
        item = window.players.item_for_seat(seat)
        assert item.text(2) == str(state.totals(0)[seat])
    assert window.outcome_dialog is not None and window.outcome_dialog.isVisible()


def open_write(qtbot, window: MainWindow) -> ScoreEntryDialog:
    qtbot.mouseClick(window.physical.pad.write_button, Qt.MouseButton.LeftButton)
    dialog = window.physical.dialog
    assert isinstance(dialog, ScoreEntryDialog) and dialog.kind is EntryKind.WRITE
    return dialog


def ok(qtbot, dialog: ScoreEntryDialog) -> None:
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )


def test_whole_series_by_direct_score_entry_with_corrections_and_undo(qtbot, make_window, tmp_path):
    window = physical_window(make_window, ("Ann", "Bob"), games=2)
    journal_to(window, tmp_path / "autosave.journal")
    rng = random.Random(11)
    rules = window.session.state.setup.rules
    expected = Game(window.game.setup)

    def write_turn() -> None:
        dialog = open_write(qtbot, window)
        box_index = rng.randrange(dialog.box_combo.count())
        dialog.box_combo.setCurrentIndex(box_index)
        box = dialog.box
        assert box is not None
        points = rng.choice(sorted(dialog.card.possible_points(box)))
        bonus = dialog.bonus_check.isEnabled() and rng.random() < 0.3
        dialog.bonus_check.setChecked(bonus)
        dialog.points_edit.clear()
        qtbot.keyClicks(dialog.points_edit, str(points))
        ok(qtbot, dialog)
        assert not dialog.isVisible()
        expected.write(box, points, 0, bonus)
        assert window.session.state.cards == expected.state.cards

    for _ in range(rules.turns * 2 + 3):  # game 1 and the start of game 2
        write_turn()
    state = window.session.state
    assert state.game_index == 1
    check_totals_against_core(window)

    # Correct a box of game 1 through the sheet's context menu of that cell.
    model, view = window.sheet_model, window.score_sheet
    window.players.seatChosen.emit(1)
    index = model.index(model.find_row(RowKind.BOX, "fours"), model.find_column(0, 0, 1))
    menu = window.physical.context_menu(view, view.visualRect(index).center())
    assert menu is not None
    (action,) = menu.actions()
    action.trigger()
    dialog = window.physical.dialog
    assert isinstance(dialog, ScoreEntryDialog) and dialog.kind is EntryKind.CORRECT
    assert (dialog.game, dialog.seat, dialog.box) == (0, 1, "fours")
    old = state.cards[0][1].value("fours")
    new = 20 if old != 20 else 8
    dialog.points_edit.setText(str(new))
    ok(qtbot, dialog)
    assert dialog.error_label.text() == ""
    after = window.session.state
    assert after.cards[0][1].value("fours") == new
    assert after.totals(0)[1] == state.totals(0)[1] + (new - old) + (
        after.cards[0][1].column_totals(0).upper_bonus
        - state.cards[0][1].column_totals(0).upper_bonus
    )
    assert window.game.actions[-1] == Correct(0, 1, "fours", new, 0, None)
    check_totals_against_core(window)
    # The correction is in the autosave journal, and undo takes it back.
    recovered = read_journal(tmp_path / "autosave.journal")
    assert recovered.game.actions[-1] == Correct(0, 1, "fours", new, 0, None)
    window.undo_action.trigger()
    assert window.session.state.cards == state.cards
    assert shown_total(window, 1, 0) == state.totals(0)[1]
    window.redo_action.trigger()
    assert window.session.state.cards[0][1].value("fours") == new
    expected.correct(0, 1, "fours", new)
    # The series goes on to its end, totals as the core has them.
    while not window.session.state.finished:
        write_turn()
    state = window.session.state
    check_totals_against_core(window)
    assert state.series_totals() == expected.state.series_totals()


def test_impossible_score_is_refused_with_what_the_box_takes(qtbot, make_window):
    window = physical_window(make_window)
    dialog = open_write(qtbot, window)
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("fours"))
    assert dialog.allowed_label.text() == "Fours takes 0, 4, 8, 12, 16 or 20."
    qtbot.keyClicks(dialog.points_edit, "7")
    ok(qtbot, dialog)
    assert dialog.isVisible()
    assert dialog.error_label.isVisible()
    assert dialog.error_label.text() == (
        "7 is not a score for Fours. Fours takes 0, 4, 8, 12, 16 or 20."
    )
    assert window.game.actions == ()
    # Typing again clears the message; a right value goes in and ends the turn.
    dialog.points_edit.clear()
    qtbot.keyClicks(dialog.points_edit, "16")
    assert not dialog.error_label.isVisible()
    ok(qtbot, dialog)
    assert window.game.actions == (WriteScore("fours", 16, 0, False),)
    assert window.session.state.seat == 1


def test_points_described_compactly():
    assert describe_points([0, 4, 8, 12, 16, 20]) == "0, 4, 8, 12, 16 or 20"
    assert describe_points([0, 25]) == "0 or 25"
    assert describe_points([0, *range(5, 31)]) == "0 or 5 to 30"
    assert describe_points([50]) == "50"
    assert describe_points([1, 2, 3, 7]) == "1, 2, 3 or 7"


def test_full_house_and_chance_hints(qtbot, make_window):
    window = physical_window(make_window)
    dialog = open_write(qtbot, window)
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("full_house"))
    assert dialog.allowed_label.text() == "Full house takes 0 or 25."
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("chance"))
    assert dialog.allowed_label.text() == "Chance takes 0 or 5 to 30."


def test_yahtzee_bonus_tick_only_when_the_rules_allow(qtbot, make_window):
    window = physical_window(make_window, ("Ann",))
    dialog = open_write(qtbot, window)
    assert not dialog.bonus_check.isEnabled()
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("yahtzee"))
    dialog.points_edit.setText("50")
    ok(qtbot, dialog)
    dialog = open_write(qtbot, window)
    assert dialog.bonus_check.isEnabled()
    dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("sixes"))
    dialog.points_edit.setText("30")
    dialog.bonus_check.setChecked(True)
    ok(qtbot, dialog)
    card = window.session.state.cards[0][0]
    assert card.column_totals(0).yahtzee_bonus == 100
    assert card.total() == 50 + 30 + 100
    row = window.sheet_model.find_row(RowKind.YAHTZEE_BONUS)
    index = window.sheet_model.index(row, window.sheet_model.find_column(0))
    assert window.sheet_model.data(index, Qt.ItemDataRole.DisplayRole) == "1 \u00d7 100"
    # Yacht has no Yahtzee bonus: no tick box at all.
    window.start_setup(
        GameSetup.simple(["Ann"], preset("yacht"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    dialog = open_write(qtbot, window)
    assert not dialog.bonus_check.isVisibleTo(dialog)


def test_forced_joker_is_marked_with_entered_dice(qtbot, make_window):
    window = physical_window(make_window, ("Ann",))
    pad = window.physical.pad
    pad.type_text("55555")
    window.score_sheet.setFocus()
    index = window.sheet_model.index(window.sheet_model.find_row(RowKind.BOX, "yahtzee"), 0)
    window.score_sheet.setCurrentIndex(index)
    qtbot.keyClick(window.score_sheet, Qt.Key.Key_Return)
    assert window.session.state.cards[0][0].value("yahtzee") == 50
    pad.type_text("55555")
    legal = window.sheet_model.legal_indexes()
    assert len(legal) == 1
    assert window.sheet_model.data(legal[0], Qt.ItemDataRole.DisplayRole) == "\u2192 25"


def test_incomplete_entry_hides_the_preview(qtbot, make_window):
    window = physical_window(make_window)
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "12345")
    assert window.sheet_model.legal_indexes()
    qtbot.keyClick(pad.field, Qt.Key.Key_Backspace)
    assert pad.faces == (1, 2, 3, 4, 0)
    assert window.sheet_model.legal_indexes() == []
    # Clicking a box now scores nothing: the old dice are no longer what the pad shows.
    index = window.sheet_model.index(0, 0)
    assert not window.score_sheet.score_index(index)
    qtbot.keyClicks(pad.field, "5")
    assert sorted(window.session.state.dice) == [1, 2, 3, 4, 5]
    assert window.sheet_model.legal_indexes()
    # Enter in the field scores the box under the sheet's cursor (tests/ui/test_real_dice_enter.py).
    box, column = window.sheet_model.option_at(window.score_sheet.currentIndex())
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert window.game.actions[-1] == Score(box, column)


@pytest.mark.parametrize("rules", ["triple-yahtzee", "yams"])
def test_multi_column_presets_with_dice_and_direct_entry(qtbot, make_window, rules):
    options = {"dry_column": True} if rules == "yams" else {}
    window = physical_window(make_window, ("Ann", "Bob"), rules=rules, **options)
    state = window.session.state
    rule_set = state.setup.rules
    pad = window.physical.pad
    rng = random.Random(3)
    turns = rule_set.turns * 2
    dry = [c for c, col in enumerate(rule_set.column_rules) if col.first_roll_only]
    for turn in range(turns):
        if turn % 2:
            dialog = open_write(qtbot, window)
            assert dialog.column_combo.isVisibleTo(dialog)
            dialog.column_combo.setCurrentIndex(rng.randrange(dialog.column_combo.count()))
            box = dialog.box
            assert box is not None
            dialog.points_edit.setText(str(max(dialog.card.possible_points(box))))
            ok(qtbot, dialog)
            assert not dialog.isVisible()
            continue
        pad.set_roll(1 if turn % 4 == 0 else 3)
        pad.type_text("".join(str(rng.randint(1, 6)) for _ in range(5)))
        options_now = window.session.state.options()
        if dry and pad.roll != 1:
            assert not any(c in dry for c, _b in options_now)
        if not options_now:
            dialog = open_write(qtbot, window)
            dialog.points_edit.setText("0")
            ok(qtbot, dialog)
            continue
        model = window.sheet_model
        best = max(model.legal_indexes(), key=lambda i: model.data(i, PREVIEW_ROLE))
        assert window.score_sheet.score_index(best)
    state = window.session.state
    assert state.finished
    replay = Game.replay(state.setup, window.game.actions)
    assert replay.state.totals(0) == state.totals(0)
    summary = window.sheet_model.summary_column()
    for seat in range(2):
        window.players.seatChosen.emit(seat)
        index = window.sheet_model.index(window.sheet_model.find_row(RowKind.TOTAL), summary)
        assert (
            int(window.sheet_model.data(index, Qt.ItemDataRole.DisplayRole))
            == (state.totals(0)[seat])
        )


def test_eight_seats_and_six_games(qtbot, make_window):
    names = [f"P{i}" for i in range(1, 9)]
    window = physical_window(make_window, names, rules="yacht", games=1)
    rng = random.Random(8)
    for _ in range(window.session.state.setup.rules.turns * 8):
        window.physical.pad.type_text("".join(str(rng.randint(1, 6)) for _ in range(5)))
        model = window.sheet_model
        assert window.score_sheet.score_index(
            max(model.legal_indexes(), key=lambda i: model.data(i, PREVIEW_ROLE))
        )
    assert window.session.state.finished
    check_totals_against_core(window)

    window = physical_window(make_window, ["Solo"], rules="yacht", games=6)
    for _ in range(window.session.state.setup.rules.turns * 6):
        window.physical.pad.type_text("".join(str(rng.randint(1, 6)) for _ in range(5)))
        model = window.sheet_model
        assert window.score_sheet.score_index(model.legal_indexes()[0])
    state = window.session.state
    assert state.finished and state.game_index == 5
    check_totals_against_core(window)
    series = window.sheet_model.index(
        window.sheet_model.find_row(RowKind.TOTAL), window.sheet_model.summary_column()
    )
    assert int(window.sheet_model.data(series, Qt.ItemDataRole.DisplayRole)) == sum(
        state.totals(g)[0] for g in range(6)
    )


def test_double_click_an_empty_box_writes_there(qtbot, make_window):
    window = physical_window(make_window)
    view, model = window.score_sheet, window.sheet_model
    index = model.index(model.find_row(RowKind.BOX, "large_straight"), model.find_column(0))
    pos = view.visualRect(index).center()
    # A real double click: press and release, then the double-click press.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    dialog = window.physical.dialog
    assert isinstance(dialog, ScoreEntryDialog)
    assert dialog.box == "large_straight"
    assert dialog.allowed_label.text() == "Large straight takes 0 or 40."
    qtbot.keyClicks(dialog.points_edit, "40")
    qtbot.keyClick(dialog.points_edit, Qt.Key.Key_Return)
    assert window.session.state.cards[0][0].value("large_straight") == 40


def test_roll_off_dialog_records_the_starter(qtbot, make_window):
    window = physical_window(make_window, ("Ann", "Bob", "Cleo"))
    pad = window.physical.pad
    assert pad.starter_row.isVisibleTo(window)
    assert "Ann starts" in pad.starter_label.text()
    qtbot.mouseClick(pad.roll_off_button, Qt.MouseButton.LeftButton)
    dialog = window.physical.dialog
    assert dialog is not None and dialog.objectName() == "roll_off_dialog"
    assert not dialog.decide_button.isEnabled()
    for seat, total in enumerate((22, 25, 25)):
        dialog.spins[seat].setValue(total)
    qtbot.mouseClick(dialog.decide_button, Qt.MouseButton.LeftButton)
    assert dialog.contenders == [1, 2] and dialog.starter is None
    assert "Bob, Cleo" in dialog.result_label.text()
    assert not dialog.spins[0].isEnabled()
    dialog.spins[1].setValue(17)
    dialog.spins[2].setValue(12)
    qtbot.mouseClick(dialog.decide_button, Qt.MouseButton.LeftButton)
    assert dialog.starter == 1
    assert dialog.result_label.text() == "Bob starts."
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    state = window.session.state
    assert window.game.actions == (SetStarter(1),)
    assert state.seat == 1 and state.order() == (1, 2, 0)
    assert pad.starter_label.text() == "Bob starts game 1."
    assert not pad.roll_off_button.isVisible()
    assert "Bob" in pad.title.text()
    # Once the first turn is entered the offer is gone; undo brings it back.
    pad.type_text("11111")
    assert window.score_sheet.score_index(window.sheet_model.legal_indexes()[0])
    assert not pad.starter_row.isVisibleTo(window)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert pad.starter_row.isVisibleTo(window)


def test_roll_off_can_be_skipped(qtbot, make_window):
    window = physical_window(make_window, ("Ann", "Bob"))
    dialog = window.physical.open_roll_off()
    assert dialog is not None
    assert dialog.skip_button.text() == "Skip (Ann starts)"
    qtbot.mouseClick(dialog.skip_button, Qt.MouseButton.LeftButton)
    assert window.game.actions == ()
    assert window.session.state.seat == 0


def test_the_pad_is_made_when_real_dice_are_first_used(qtbot, make_window):
    """An evening with app dice never builds the pad (issue 14: a faster first frame);
    the first switch makes it, in its place between the dice and the sheet, in the
    chosen dice look, and the keys typed on the sheet reach it."""
    from yahtzee_desktop.ui.real_dice.entry_pad import DiceEntryPad

    window = make_window(["Ann", "Bob"], "yahtzee", seed=5, games=1)
    window.settings.dice_look = "pips-dark"
    window.show()
    assert window.findChildren(DiceEntryPad) == []
    assert not window.physical.pad_shown()
    window.physical.switch_action.trigger()
    pads = window.findChildren(DiceEntryPad)
    assert len(pads) == 1 and pads[0] is window.physical.pad and window.physical.pad_shown()
    layout = window._left_layout
    assert layout.indexOf(pads[0]) == layout.indexOf(window.dice) + 1
    assert layout.indexOf(window.tabs) == layout.indexOf(pads[0]) + 1
    assert {die.look for die in pads[0].dice} == {"pips-dark"}
    window.score_sheet.setFocus()
    qtbot.keyClicks(window.score_sheet, "12345")
    assert window.session.state.dice is not None
    assert sorted(window.session.state.dice) == [1, 2, 3, 4, 5]


def test_switch_between_app_and_real_dice_between_turns(qtbot, make_window):
    window = make_window(["Ann", "Bob"], "yahtzee", seed=5, games=1)
    window.show()
    switch = window.physical.switch_action
    assert switch.text() == "Use real &dice" and switch.isEnabled()
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert not switch.isEnabled()  # not in the middle of a turn
    model = window.sheet_model
    assert window.score_sheet.score_index(model.legal_indexes()[0])
    assert switch.isEnabled()
    switch.trigger()
    state = window.session.state
    assert state.dice_mode is DiceMode.PHYSICAL
    assert window.physical.pad.isVisible() and not window.dice.isVisible()
    assert not window.dice.roll_action.isEnabled()
    assert switch.text() == "Use &app dice"
    window.physical.pad.type_text("66666")
    assert window.score_sheet.score_index(model.index(model.find_row(RowKind.BOX, "yahtzee"), 0))
    assert window.session.state.cards[0][1].value("yahtzee") == 50
    # Undo goes back over the switch too: the app dice return.
    window.undo_action.trigger()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.session.state.dice_mode is DiceMode.APP
    assert window.dice.isVisible() and not window.physical.pad.isVisible()


def test_correct_action_in_edit_menu_and_print_from_this_mode(qtbot, make_window):
    window = physical_window(make_window)
    correct = window.physical.correct_action
    assert correct in window.edit_menu.actions()
    assert not correct.isEnabled()
    window.physical.pad.type_text("33312")
    assert window.score_sheet.score_index(
        window.sheet_model.index(window.sheet_model.find_row(RowKind.BOX, "threes"), 0)
    )
    assert correct.isEnabled()
    correct.trigger()
    dialog = window.physical.dialog
    assert isinstance(dialog, ScoreEntryDialog) and dialog.kind is EntryKind.CORRECT
    assert dialog.box == "threes" and dialog.points_edit.text() == "9"
    dialog.points_edit.setText("12")
    ok(qtbot, dialog)
    assert window.session.state.cards[0][0].value("threes") == 12
    from yahtzee_desktop.printing import filled_pdf

    pdf = PdfReader(io.BytesIO(filled_pdf(window.game, "en", invariant=True)))
    assert "12" in pdf.pages[0].extract_text()
    assert window.ensure_print_actions()


def test_impossible_score_message_in_french(qtbot, make_window, qapp):
    from yahtzee_desktop.ui.common.i18n import install_translators

    install_translators(qapp, "fr")
    try:
        window = physical_window(make_window)
        dialog = open_write(qtbot, window)
        dialog.box_combo.setCurrentIndex(dialog.box_combo.findData("fours"))
        qtbot.keyClicks(dialog.points_edit, "7")
        ok(qtbot, dialog)
        name = dialog.box_combo.currentText()
        assert dialog.error_label.text() == (
            f"7 n’est pas un score possible pour {name}. {name} accepte 0, 4, 8, 12, 16 ou 20."
        )
        assert window.physical.pad.write_button.text() == "&Inscrire un score…"
    finally:
        install_translators(qapp, "en")


def test_skipping_the_roll_off_names_the_core_default_starter(qtbot, make_window):
    """Under the previous-winner rule the tied winners roll; skipping leaves the first of them."""
    window = make_window(["Ann"], seed=7)
    rules = preset("yacht")
    setup = GameSetup.simple(
        ["Ann", "Bob", "Cleo"],
        rules,
        games=2,
        dice_mode=DiceMode.PHYSICAL,
        start_rule=StartRule.PREVIOUS_WINNER,
    )
    window.start_setup(setup)
    window.show()
    game = window.game
    while not game.state.game_over(0):
        state = game.state
        box = state.card.writable_boxes(0)[0]
        points = 20 if box == "chance" and state.seat > 0 else 0  # Bob and Cleo tie
        game.write(box, points)
    state = window.session.state
    assert state.game_index == 1 and state.outcome(0).winners == (1, 2)
    assert state.starter(1) == 1
    pad = window.physical.pad
    assert "or Bob starts" in pad.starter_label.text()
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    dialog = window.physical.open_roll_off()
    assert dialog is not None
    assert dialog.contenders == [1, 2]
    assert dialog.skip_button.text() == "Skip (Bob starts)"


def test_app_dice_keys_stay_off_with_real_dice_after_a_language_change(qtbot, make_window):
    from PySide6.QtCore import QCoreApplication, QEvent

    window = physical_window(make_window)
    pad = window.physical.pad
    pad.set_roll(1)
    pad.type_text("12345")
    state = window.session.state
    assert state.dice is not None and state.rolls == 1
    dice = window.dice
    QCoreApplication.sendEvent(dice, QEvent(QEvent.Type.LanguageChange))
    # At once, not after a deferred fix-up: the digits are faces for the pad here.
    assert not dice.roll_action.isEnabled()
    assert not any(action.isEnabled() for action in dice.hold_actions)
