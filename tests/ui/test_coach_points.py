"""The coach and Enter agree (issue 26): after a hint, or after each roll in coach mode, the
sheet marks the box the coach names and the cursor goes there, so Enter scores what it
said (it waited on the box that scores most now); on the last roll the hint speaks of
certain points; with real dice the typed dice are marked too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.actions import Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.coach.plain_words import plain_figures
from yahtzee_desktop.ui.table.score_model import COACH_ROLE, RowKind

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture(scope="module")
def official_advisor(qapp):
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.coach.hints import coach_now

    set_identity()
    return coach_now(preset("yahtzee"))


def real_dice_window(make_window, qtbot):
    window = make_window(["Ann", "Bob"], "yahtzee", seed=7, games=1)
    window.start_setup(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    qtbot.waitExposed(window)
    return window


def marked_cells(model):
    return [
        (model.index(r, c).data(Qt.ItemDataRole.UserRole + 1), c)
        for r in range(model.rowCount())
        for c in range(model.columnCount())
        if model.index(r, c).data(COACH_ROLE)
    ]


def test_enter_scores_the_box_the_hint_names(qtbot, make_window, official_advisor):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "44424")  # entered as the last roll
    state = window.session.state
    sheet = window.score_sheet
    assert window.sheet_model.option_at(sheet.currentIndex()) == ("three_kind", 0)  # most now
    hint = official_advisor.hint(state.card, state.dice, 0, 3)
    coach_box = hint.best.box
    assert coach_box is not None and coach_box != (0, "three_kind")  # they disagreed
    window.coach.show_hint()
    # The box is marked on the sheet, as the dice are, and the cursor went there.
    assert marked_cells(window.sheet_model) == [(coach_box[1], 0)]
    index = sheet.currentIndex()
    assert window.sheet_model.option_at(index) == (coach_box[1], coach_box[0])
    assert index.data().startswith("\u2713")
    assert "coach" in index.data(Qt.ItemDataRole.ToolTipRole)
    # The pad's words name the same box, and Enter scores it.
    assert pad.hint.text().startswith("Enter scores 16 in Fours")
    assert sorted(pad.marks()) == []  # scoring: no die to keep
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    scored = [a for a in window.game.actions if isinstance(a, Score)]
    assert [(s.column, s.box) for s in scored] == [coach_box]
    assert marked_cells(window.sheet_model) == []  # the mark goes with its dice


def test_the_last_roll_speaks_of_certain_points(qtbot, make_window, official_advisor):
    window = real_dice_window(make_window, qtbot)
    qtbot.keyClicks(window.physical.pad.field, "44424")
    state = window.session.state
    hint = official_advisor.hint(state.card, state.dice, 0, 3)
    lines = plain_figures(hint, state).split("\n")
    assert lines[0] == "That scores 16 now."
    fewer = round(hint.best.expected - hint.choices[1].expected)
    assert lines[1] == (
        f"Or score 18 in Four of a kind: about {fewer} fewer points by the end of the game."
    )
    assert "on average" not in lines[0]


def test_real_dice_hint_marks_the_typed_dice(qtbot, make_window, official_advisor):
    window = real_dice_window(make_window, qtbot)
    pad = window.physical.pad
    pad.set_roll(1)
    buttons = [b.mapTo(window, b.rect().topLeft()) for b in pad.roll_buttons]
    qtbot.keyClicks(pad.field, "41442")
    window.coach.show_hint()
    state = window.session.state
    assert window.coach.hint_label.text().startswith("Keep the three 4s")
    assert sorted(pad.faces[i] for i in pad.marks()) == [4, 4, 4]
    qtbot.wait(10)
    assert [b.mapTo(window, b.rect().topLeft()) for b in pad.roll_buttons] == buttons
    pad.set_faces([4, 1, 4, 4, 3])  # other dice typed: the marks were for the others
    assert pad.marks() == () and state is not window.session.state


def test_coach_mode_puts_the_cursor_on_the_coach_box(qtbot, make_window, official_advisor):
    window = real_dice_window(make_window, qtbot)
    window.settings.coach_mode = True
    qtbot.keyClicks(window.physical.pad.field, "44424")
    index = window.score_sheet.currentIndex()
    assert window.sheet_model.option_at(index) == ("fours", 0)
    assert window.coach.hint_label.text() == ""  # no words unless asked for


def test_a_note_names_its_player_and_is_kept_in_the_log(qtbot, make_window, official_advisor):
    """Léo's costly choice read as Maman's ("cost you …" shown in her turn): a note names
    whom it is about, goes when the next player decides, and stays in the notes' log."""
    from yahtzee_desktop.ui.coach.attach import open_notes
    from yahtzee_desktop.ui.coach.notes_log import NotesDialog

    window = make_window(["Léo", "Maman"], seed=4242, games=1)
    window.settings.coach_mode = True
    coach = window.coach
    action = window.findChild(type(coach.hint_action), "coach_notes_action")
    assert action is not None and not action.isEnabled()
    first = window.session.state.player.name
    window.session.roll((False,) * 5)
    model = window.sheet_model
    window.score_sheet.score_index(
        model.index(model.find_row(RowKind.BOX, "yahtzee"), model.find_column(None))
    )
    note = coach.note_label.text()
    assert note.startswith(f"{first}: scoring 0 in Yahtzee") and " you" not in note
    assert action.isEnabled()
    window.session.roll((False,) * 5)  # Maman decides: the note about Léo goes
    assert coach.note_label.text() == ""
    open_notes(window, coach)
    dialog = window.findChild(NotesDialog)
    assert dialog is not None and dialog.texts() == [f"Turn 1 — {note}"]


def test_a_long_hint_and_a_note_never_push_the_players_list(qtbot, make_window, english):
    """The hint panel grew with a long hint and a note: the players list went down."""
    from yahtzee_desktop.ui.common.i18n import install_translators

    install_translators(english, "fr")
    window = make_window(["Maman", "Léo", "Robot", "Kids (Tom, Lea)"], seed=5)
    window.resize(1100, 690)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)
    tree = window.players.tree
    before = tree.mapTo(window, tree.rect().topLeft())
    coach = window.coach
    long_text = " ".join(["Garder les trois 4, puis relancer les deux autres dés."] * 4)
    coach._set_hint(long_text, long_text)
    coach.set_note(long_text)
    qtbot.wait(50)
    assert tree.mapTo(window, tree.rect().topLeft()) == before
    assert coach.note_label.height() >= coach.note_label.heightForWidth(coach.note_label.width())
