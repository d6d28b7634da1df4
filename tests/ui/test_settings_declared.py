"""Settings as data: a declaration alone gives a preference that is read, checked, saved,
healed when damaged, and shown (and put back by Cancel) in the Preferences dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFormLayout, QLabel

from yahtzee_desktop.ui.common.setting import Choice, OneOf, Page, Row, Setting, Switch
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog


class WithFelt(Settings):
    """The app's settings plus two declared in a test, nowhere else."""

    table_felt = Setting(
        OneOf(("green", "blue")),
        "green",
        row=Row(
            "&Felt:",
            name="Colour of the felt",
            help="The cloth under the dice.",
            choices=(Choice("green", "Green"), Choice("blue", "Blue")),
        ),
    )
    loud_dice = Setting(Switch(), False, row=Row("Lou&d dice"))


class WithSoundPage(Settings):
    loud_dice = Setting(Switch(), False, row=Row("Lou&d dice", page=Page("sound", "Sound")))


def open_ini(cls: type[Settings], path: Path) -> Settings:
    return cls(QSettings(str(path), QSettings.Format.IniFormat))


def test_a_declaration_alone_is_read_checked_saved_and_healed(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    settings = open_ini(WithFelt, path)
    assert settings.table_felt == "green" and settings.loud_dice is False  # defaults
    with qtbot.waitSignal(settings.changed, timeout=1000) as blocker:
        settings.table_felt = "blue"
    assert blocker.args == ["table_felt"]
    with pytest.raises(ValueError, match="table_felt"):
        settings.table_felt = "red"
    settings.loud_dice = True
    settings.sync()
    again = open_ini(WithFelt, path)
    assert (again.table_felt, again.loud_dice) == ("blue", True)

    path.write_text("[General]\ntable_felt=purple\nloud_dice=maybe\n", encoding="utf-8")
    damaged = open_ini(WithFelt, path)
    assert (damaged.table_felt, damaged.loud_dice) == ("green", False)
    damaged.sync()
    text = path.read_text(encoding="utf-8")
    assert "purple" not in text and "maybe" not in text  # the defaults written instead


def test_a_declaration_alone_is_a_dialog_row(qtbot, english, tmp_path: Path) -> None:
    settings = open_ini(WithFelt, tmp_path / "s.ini")
    dialog = PreferencesDialog(None, settings)
    qtbot.addWidget(dialog)
    combo = dialog.combo("table_felt")
    assert combo.objectName() == "table_felt_combo"
    assert [combo.itemText(i) for i in range(combo.count())] == ["Green", "Blue"]
    assert combo.accessibleName() == "Colour of the felt"
    label = dialog.label("table_felt")
    assert label is not None and label.text() == "&Felt:" and label.buddy() is combo
    helps = [w.text() for w in dialog.findChildren(QLabel)]
    assert "The cloth under the dice." in helps
    assert dialog.check("loud_dice").text() == "Lou&d dice"

    # The rows follow the declarations' order: the app's first, then the new ones.
    form = dialog.findChild(QFormLayout)
    in_form = []
    for i in range(form.rowCount()):
        for role in (QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
            item = form.itemAt(i, role)
            if item is not None and item.widget() is not None:
                in_form.append(item.widget().objectName())
                break
    shown = [s.key for s in WithFelt.declared() if s.row is not None]
    assert shown[-2:] == ["table_felt", "loud_dice"]
    assert [n for n in in_form if n] == [dialog.widget(k).objectName() for k in shown]

    combo.setCurrentIndex(combo.findData("blue"))
    dialog.check("loud_dice").setChecked(True)
    assert (settings.table_felt, settings.loud_dice) == ("blue", True)  # at once
    dialog.reject()
    assert (settings.table_felt, settings.loud_dice) == ("green", False)  # Cancel puts back


def test_a_second_page_is_a_tab(qtbot, english, tmp_path: Path) -> None:
    plain = PreferencesDialog(None, open_ini(Settings, tmp_path / "a.ini"))
    qtbot.addWidget(plain)
    assert plain.tabs is None  # the app's own rows: one page, no tabs (as it always looked)
    dialog = PreferencesDialog(None, open_ini(WithSoundPage, tmp_path / "b.ini"))
    qtbot.addWidget(dialog)
    assert dialog.tabs is not None
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == ["General", "Sound"]
    assert dialog.tabs.widget(1).isAncestorOf(dialog.check("loud_dice"))


def test_a_row_must_fit_its_setting() -> None:
    with pytest.raises(ValueError):  # a choice the setting refuses
        Setting(OneOf(("a",)), "a", row=Row("&A:", choices=(Choice("b", "B"),)))
    with pytest.raises(TypeError):  # no choices: a check box, for a switch only
        Setting(OneOf(("a",)), "a", row=Row("&A:"))


def test_an_old_sound_key_is_left_alone(tmp_path: Path) -> None:
    """`sound` had no row and no reader and is gone; a file that has it still reads."""
    path = tmp_path / "s.ini"
    path.write_text("[General]\nsound=true\nlanguage=fr\n", encoding="utf-8")
    before = path.read_bytes()
    settings = open_ini(Settings, path)
    assert settings.language == "fr" and not hasattr(settings, "sound")
    settings.sync()
    assert path.read_bytes() == before


def test_every_row_text_is_in_the_catalogue() -> None:
    """The texts live in the declarations now: each has its French in the catalogue."""
    from yahtzee_desktop.i18n import translate

    for setting in Settings.declared():
        if setting.row is None:
            continue
        texts = [setting.row.label, setting.row.help, setting.row.name, setting.row.page.title]
        texts += [c.text for c in setting.row.choices if c.translated]
        for text in filter(None, texts):
            assert translate("PreferencesDialog", text, "fr") != text, text


def test_the_french_dialog_says_french(qtbot, english, tmp_path: Path) -> None:
    from yahtzee_desktop.ui.common.i18n import install_translators

    install_translators(english, "fr")
    try:
        dialog = PreferencesDialog(None, open_ini(Settings, tmp_path / "s.ini"))
        qtbot.addWidget(dialog)
        label = dialog.label("dice_look")
        assert label is not None and label.text() == "&Dés\u00a0:"
        assert dialog.check("coach_mode").text() == "Mode c&oach"
        assert dialog.combo("ui_scale").currentText() == "100\u202f%"
    finally:
        install_translators(english, "en")
