"""Real dice: how the entry pad reads the faces typed (in its field, on the sheet, or set
from code) and what it says Enter will do. Families type dice as they read them off the
table, "6 6 6 5 5", "6,6,6,5,5", one face too many, a letter by mistake, on a French
keyboard: the pad takes the faces and ignores the rest, and never scores half a roll."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.actions import EnterDice, Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.real_dice.entry_pad import DiceEntryPad
from yahtzee_desktop.ui.real_dice.typed_faces import (
    dice_faces,
    faces_from_text,
    faces_text,
    field_after_key,
    field_text,
)
from yahtzee_desktop.ui.table.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture
def window(qtbot, make_window) -> Iterator[MainWindow]:
    names = ["Ann", "Bob"]
    window = make_window(names, "yahtzee", seed=7, games=1)
    window.start_setup(
        GameSetup.simple(names, preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    window.show()
    qtbot.waitExposed(window)
    yield window


def entered(window: MainWindow) -> list[EnterDice]:
    return [a for a in window.game.actions if isinstance(a, EnterDice)]


def scored(window: MainWindow) -> list[Score]:
    return [a for a in window.game.actions if isinstance(a, Score)]


def key_on(widget, text: str, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as a keyboard layout sends it: the key's code and the character it types."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text)
    QApplication.sendEvent(widget, event)


# --- the field --------------------------------------------------------------------------


def test_faces_typed_in_the_field_are_entered_once_five_are_set(qtbot, window) -> None:
    pad: DiceEntryPad = window.physical.pad
    qtbot.keyClicks(pad.field, "6665")
    assert pad.faces == (6, 6, 6, 5, 0)
    assert entered(window) == [] and not pad.is_entered()
    qtbot.keyClicks(pad.field, "5")
    assert pad.faces == (6, 6, 6, 5, 5)
    assert pad.is_entered()
    assert [a.dice for a in entered(window)] == [(6, 6, 6, 5, 5)]
    assert [die.face for die in pad.dice] == [6, 6, 6, 5, 5]


@pytest.mark.parametrize("typed", ["6 6 6 5 5", "6,6,6,5,5", "6, 6; 6-5.5", "6a6b6x55"])
def test_spaces_commas_and_letters_typed_between_faces_are_ignored(
    qtbot, window, typed: str
) -> None:
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, typed)
    assert pad.field.text() == "66655"
    assert pad.faces == (6, 6, 6, 5, 5) and pad.is_entered()


@pytest.mark.parametrize("typed", ["0", "7", "8", "9", "abc", " ", "&\"'("])
def test_what_is_no_face_is_refused(qtbot, window, typed: str) -> None:
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, typed)
    assert pad.field.text() == ""
    assert pad.faces == (0, 0, 0, 0, 0)
    assert entered(window) == []


def test_a_sixth_face_typed_in_the_field_is_refused(qtbot, window) -> None:
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "666551")
    assert pad.field.text() == "66655"
    assert pad.faces == (6, 6, 6, 5, 5)
    assert [a.dice for a in entered(window)] == [(6, 6, 6, 5, 5)]


@pytest.mark.parametrize("pasted", ["6,6,6,5,5", "6 6 6 5 5", "6-6-6-5-5", "6; 6; 6; 5; 5"])
def test_pasted_faces_with_separators_read_as_the_faces(qtbot, window, pasted: str) -> None:
    """A family copies "6, 6, 6, 5, 5" from a message: the separators are dropped."""
    pad = window.physical.pad
    QApplication.clipboard().setText(pasted)
    pad.field.setFocus()
    pad.field.paste()
    assert pad.field.text() == "66655"
    assert pad.faces == (6, 6, 6, 5, 5) and pad.is_entered()
    assert [a.dice for a in entered(window)] == [(6, 6, 6, 5, 5)]


@pytest.mark.parametrize("pasted", ["6,6,x,5,5", "6 6 6 5 5 4", "66655!"])
def test_a_paste_with_more_than_faces_and_separators_is_refused_whole(window, pasted) -> None:
    pad = window.physical.pad
    QApplication.clipboard().setText(pasted)
    pad.field.paste()
    assert pad.field.text() == "" and pad.faces == (0, 0, 0, 0, 0)


def test_separators_typed_between_faces_are_dropped(qtbot, window) -> None:
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "6, 6, 6")
    assert pad.field.text() == "666" and pad.faces == (6, 6, 6, 0, 0)


def test_backspace_unsets_the_last_die_and_hides_the_preview(qtbot, window) -> None:
    pad = window.physical.pad
    qtbot.keyClicks(pad.field, "66655")
    qtbot.keyClick(pad.field, Qt.Key.Key_Backspace)
    assert pad.faces == (6, 6, 6, 5, 0)
    assert not pad.is_entered()
    assert window.sheet_model.legal_indexes() == []


# --- typed on the sheet (type_text) -----------------------------------------------------


def test_type_text_fills_from_the_left_and_a_sixth_face_starts_over(window) -> None:
    pad = window.physical.pad
    pad.type_text("666")
    assert pad.faces == (6, 6, 6, 0, 0) and pad.field.text() == "666"
    pad.type_text("551")
    # The five were entered as they came; the sixth face begins the next entry.
    assert [a.dice for a in entered(window)] == [(6, 6, 6, 5, 5)]
    assert pad.faces == (1, 0, 0, 0, 0) and pad.field.text() == "1"
    assert not pad.is_entered()
    assert window.session.state.dice == (6, 6, 6, 5, 5)  # still the game's dice


def test_type_text_ignores_what_is_no_face_and_backspace_unsets(window) -> None:
    pad = window.physical.pad
    pad.type_text("6 6,x0796")
    assert pad.faces == (6, 6, 6, 0, 0)
    pad.type_text("\b")
    assert pad.faces == (6, 6, 0, 0, 0) and pad.field.text() == "66"
    pad.type_text("\b\b\b")  # more backspaces than faces: nothing left, no error
    assert pad.faces == (0, 0, 0, 0, 0) and pad.field.text() == ""


def test_digits_typed_on_the_sheet_go_to_the_pad(window) -> None:
    pad = window.physical.pad
    sheet = window.score_sheet
    sheet.setFocus()
    for digit in "4442":
        key_on(sheet, digit, Qt.Key(Qt.Key.Key_0 + int(digit)))
    key_on(sheet, "4", Qt.Key.Key_4, Qt.KeyboardModifier.KeypadModifier)  # the keypad too
    assert pad.faces == (4, 4, 4, 2, 4) and pad.is_entered()
    key_on(sheet, "", Qt.Key.Key_Backspace)
    assert pad.faces == (4, 4, 4, 2, 0)
    key_on(sheet, "1", Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # a shortcut
    assert pad.faces == (4, 4, 4, 2, 0)


def test_an_unshifted_french_keyboard_types_no_faces_on_the_sheet(window) -> None:
    """AZERTY's top row types & é " ' ( without Shift: none is a face."""
    pad = window.physical.pad
    window.score_sheet.setFocus()
    for text, key in (
        ("&", Qt.Key.Key_Ampersand),
        ("é", Qt.Key.Key_Eacute),
        ('"', Qt.Key.Key_QuoteDbl),
        ("'", Qt.Key.Key_Apostrophe),
        ("(", Qt.Key.Key_ParenLeft),
    ):
        key_on(window.score_sheet, text, key)
    assert pad.faces == (0, 0, 0, 0, 0) and pad.field.text() == ""


def test_a_french_keyboard_types_faces_on_the_sheet_with_shift(window) -> None:
    """AZERTY's digits are on Shift: Shift+& types "1" (key 1, Shift held). They are faces
    on the sheet as in the field; a QWERTY Shift+1 types "!", no face."""
    pad = window.physical.pad
    sheet = window.score_sheet
    sheet.setFocus()
    shift = Qt.KeyboardModifier.ShiftModifier
    for digit in "6665":
        key_on(sheet, digit, Qt.Key(Qt.Key.Key_0 + int(digit)), shift)
    assert pad.faces == (6, 6, 6, 5, 0)
    key_on(sheet, "!", Qt.Key.Key_Exclam, shift)
    assert pad.faces == (6, 6, 6, 5, 0)
    key_on(sheet, "5", Qt.Key.Key_5, shift | Qt.KeyboardModifier.ControlModifier)
    assert pad.faces == (6, 6, 6, 5, 0)  # Ctrl+Shift+5 is a shortcut, not a face
    key_on(sheet, "5", Qt.Key.Key_5, shift)
    assert pad.faces == (6, 6, 6, 5, 5) and pad.is_entered()


# --- set_faces --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "faces", "field"),
    [
        ([6, 6, 6, 5, 5], (6, 6, 6, 5, 5), "66655"),
        ((3, 1), (3, 1, 0, 0, 0), "31"),
        ([], (0, 0, 0, 0, 0), ""),
        ([1, 2, 3, 4, 5, 6], (1, 2, 3, 4, 5), "12345"),  # too many: the first five
        ([7, 0, 3, "4", 2, -1], (0, 0, 3, 0, 2), "32"),  # no face: a die not set
    ],
)
def test_set_faces_keeps_dice_faces_from_one_to_six(window, given, faces, field) -> None:
    pad = window.physical.pad
    pad.set_faces(given)
    assert pad.faces == faces
    assert pad.field.text() == field
    assert pad.is_entered() is (0 not in faces)


# --- what the pad says, and Enter -------------------------------------------------------


def test_the_hint_follows_the_faces_set(qtbot, window) -> None:
    pad = window.physical.pad
    assert pad.hint.text().startswith("Click the dice or type their faces")
    qtbot.keyClicks(pad.field, "44")
    assert pad.hint.text() == "2 of 5 dice set."
    qtbot.keyClicks(pad.field, "424")
    assert pad.hint.text().startswith("Enter scores 18 in Three of a kind")
    pad.clear()
    assert pad.faces == (0, 0, 0, 0, 0)


def test_enter_with_too_few_faces_scores_nothing(qtbot, window) -> None:
    pad = window.physical.pad
    fired: list[bool] = []
    pad.enterPressed.connect(lambda: fired.append(True))
    qtbot.keyClicks(pad.field, "666")
    qtbot.keyClick(pad.field, Qt.Key.Key_Return)
    assert fired == [] and scored(window) == []
    qtbot.keyClicks(pad.field, "55")
    qtbot.keyClick(pad.field, Qt.Key.Key_Enter)  # the keypad's Enter as well
    assert fired == [True] and len(scored(window)) == 1


def test_the_compact_pad_says_its_hint_in_the_title_tooltip(qtbot, window) -> None:
    pad = window.physical.pad
    pad.set_compact(True)
    qtbot.keyClicks(pad.field, "44")
    assert pad.hint.isHidden()
    assert pad.title.toolTip() == "2 of 5 dice set."
    pad.set_compact(False)
    assert pad.title.toolTip() == ""
    assert pad.hint.text() == "2 of 5 dice set." and not pad.hint.isHidden()


def test_the_roll_chosen_is_the_roll_entered(qtbot, window) -> None:
    pad = window.physical.pad
    pad.set_roll(2)
    qtbot.keyClicks(pad.field, "12345")
    assert entered(window)[-1].roll == 2
    pad.roll_buttons[0].click()  # the roll changed: the same dice entered again for it
    assert entered(window)[-1] == EnterDice((1, 2, 3, 4, 5), 1)
    assert pad.is_entered()


def test_dice_are_read_the_same_in_french(qtbot, window, qapp) -> None:
    install_translators(qapp, "fr")
    try:
        pad = window.physical.pad
        qtbot.keyClicks(pad.field, "6 6,6x55")
        assert pad.faces == (6, 6, 6, 5, 5) and pad.is_entered()
        assert pad.hint.text().startswith("Entrée")
        pad.type_text("\b\b")
        assert pad.hint.text() == "3 dés sur 5 saisis."
    finally:
        install_translators(qapp, "en")


# --- the reading rules alone (typed_faces) ----------------------------------------------


def test_the_reading_rules_without_a_window() -> None:
    assert faces_from_text("6 6,6x55") == [6, 6, 6, 5, 5]
    assert faces_from_text("6665517") == [6, 6, 6, 5, 5]
    assert faces_from_text("07") == [0, 0, 0, 0, 0]
    assert field_after_key("6665", "5") == "66655"
    assert field_after_key("66655", "1") == "1"  # a sixth face starts a new roll
    assert field_after_key("66", "\b") == "6" and field_after_key("", "\b") == ""
    assert [field_after_key("66", k) for k in ("", "7", "a", " ", ",", "12", "&")] == [None] * 7
    assert dice_faces([6, 6.0, None, 2]) == [6, 0, 0, 2, 0]
    assert faces_text([6, 0, 5, 0, 1]) == "651"
    assert field_text("6, 6, 6, 5, 5") == "66655" and field_text("6\u00a06") == "66"
    assert field_text(" ") == "" and field_text("") == ""
    assert [field_text(t) for t in ("6x", "666554", "7", "6,6,6,5,5,1")] == [None] * 4
