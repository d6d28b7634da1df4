"""The dialogs driven through their widgets (never exec()): what the user sets is what comes out."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QWidget,
)

from yahtzee_desktop.core.rules import PRESETS, Joker, KindsScore, RuleSet, preset
from yahtzee_desktop.core.seeds import format_seed, parse_seed
from yahtzee_desktop.core.setup import DiceMode, PlayerKind, StartRule
from yahtzee_desktop.ui.common.i18n import current_language, install_translators
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.dialogs import NewGameDialog, PreferencesDialog, RuleSettingsDialog
from yahtzee_desktop.ui.dialogs.new_game import SeatEntry


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def same_rules(a: RuleSet, b: RuleSet) -> bool:
    """Equal as played (the options mapping may list defaults or not)."""
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(a) if f.name != "options")


# --- Settings -------------------------------------------------------------------------


def test_settings_defaults(settings: Settings) -> None:
    assert settings.language == "system"
    assert settings.animation_speed == 1.0
    assert settings.animation_ms == 500
    assert settings.dice_look == "classic"
    assert settings.ui_scale == 1.0
    assert settings.coach_mode is False
    assert settings.last_rules == preset("yahtzee")
    assert settings.last_players == []


def test_settings_persist_and_signal(qtbot, tmp_path: Path) -> None:
    path = str(tmp_path / "s.ini")
    first = Settings(QSettings(path, QSettings.Format.IniFormat))
    with qtbot.waitSignal(first.changed, timeout=1000) as blocker:
        first.animation_speed = 2.0
    assert blocker.args == ["animation_speed"]
    first.language = "fr"
    first.ui_scale = 1.5
    first.dice_look = "large"
    rules = preset("triple-yahtzee", joker="free", points={"full_house": 30})
    first.last_rules = rules
    first.last_players = ["Ann", "<b>Bob</b>"]
    first.sync()

    again = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert again.animation_ms == 250
    assert again.language == "fr"
    assert again.ui_scale == 1.5
    assert again.dice_look == "large"
    assert again.last_rules == rules
    assert again.last_players == ["Ann", "<b>Bob</b>"]


def test_settings_animation_off_and_slow(settings: Settings) -> None:
    settings.animation_speed = 0
    assert settings.animation_ms == 0
    settings.animation_speed = 0.5
    assert settings.animation_ms == 1000


def test_settings_no_signal_when_unchanged(qtbot, settings: Settings) -> None:
    settings.dice_look = "large"
    with qtbot.assertNotEmitted(settings.changed):
        settings.dice_look = "large"


def test_settings_reject_bad_values(settings: Settings) -> None:
    with pytest.raises(ValueError):
        settings.language = "de"
    with pytest.raises(ValueError):
        settings.ui_scale = 3.0
    with pytest.raises(ValueError):
        settings.dice_look = "wooden"
    with pytest.raises(ValueError):
        settings.animation_speed = -1


def test_settings_survive_a_hand_edited_file(settings: Settings) -> None:
    store = settings.store
    store.setValue("language", "klingon")
    store.setValue("animation_speed", "fast")
    store.setValue("ui_scale", "9")
    store.setValue("last_rules", '{"preset": "chess"}')
    store.setValue("last_players", "not json")
    store.setValue("coach_mode", "maybe")
    assert settings.language == "system"
    assert settings.animation_ms == 500
    assert settings.ui_scale == 2.0
    assert settings.last_rules == preset("yahtzee")
    assert settings.last_players == []
    assert settings.coach_mode is False


# --- Rule settings --------------------------------------------------------------------


def test_rule_settings_official_rules_give_no_options(qtbot, english) -> None:
    dialog = RuleSettingsDialog(None, preset("yahtzee"))
    qtbot.addWidget(dialog)
    assert dialog.options() == {}
    assert dialog.rules() == preset("yahtzee")
    assert not dialog.restore_button.isEnabled()
    assert dialog.status_label.text() == "Official rules"


def test_rule_settings_every_option_reaches_the_rule_set(qtbot, english) -> None:
    dialog = RuleSettingsDialog(None, preset("yahtzee"))
    qtbot.addWidget(dialog)
    dialog.joker_combo.setCurrentIndex(dialog.joker_combo.findData("free"))
    dialog.zeroed_check.setChecked(False)
    dialog.kinds_combo.setCurrentIndex(dialog.kinds_combo.findData("matching"))
    dialog.chance_check.setChecked(False)
    dialog.upper_first_check.setChecked(True)
    dialog.threshold_spin.setValue(70)
    dialog.upper_bonus_spin.setValue(50)
    dialog.yahtzee_bonus_spin.setValue(0)
    dialog.findChild(QAbstractSpinBox, "points_full_house_spin").setValue(30)
    dialog.findChild(QAbstractSpinBox, "points_yahtzee_spin").setValue(60)
    assert dialog.restore_button.isEnabled()
    dialog.accept()

    rules = dialog.rules()
    assert rules.joker is Joker.FREE
    assert rules.zeroed_yahtzee_joker is False
    assert rules.kinds_score is KindsScore.MATCHING
    assert "chance" not in rules.boxes
    assert rules.upper_first is True
    assert (rules.upper_bonus_threshold, rules.upper_bonus, rules.yahtzee_bonus) == (70, 50, 0)
    assert rules.box("full_house").points == 30
    assert rules.box("yahtzee").points == 60
    assert rules.box("small_straight").points == 30  # untouched boxes keep the official value
    # Built by the core from the same options: saving and reloading gives the same rules.
    assert RuleSet.from_dict(rules.to_dict()) == rules


def test_rule_settings_restore_official(qtbot, english) -> None:
    dialog = RuleSettingsDialog(None, preset("yatzy", upper_bonus=35, chance=False))
    qtbot.addWidget(dialog)
    assert dialog.upper_bonus_spin.value() == 35
    assert not dialog.chance_check.isChecked()
    dialog.restore_button.click()
    assert dialog.options() == {}
    assert dialog.upper_bonus_spin.value() == 50
    assert dialog.chance_check.isChecked()
    assert dialog.rules() == preset("yatzy")


@pytest.mark.parametrize(
    "rules",
    [
        preset("yahtzee", joker="none", zeroed_yahtzee_joker=False),
        preset("triple-yahtzee", upper_first=True, points={"large_straight": 45}),
        preset("yacht", chance=False, kinds_score="matching"),
        preset("yatzy", upper_bonus_threshold=60, points={"small_straight": 20}),
        preset("yams", dry_column=True, chance=True, points={"yahtzee": 60}),
    ],
)
def test_rule_settings_show_the_rules_they_were_given(qtbot, english, rules: RuleSet) -> None:
    dialog = RuleSettingsDialog(None, rules)
    qtbot.addWidget(dialog)
    assert dialog.preset_combo.currentData() == rules.preset
    assert same_rules(dialog.rules(), rules)
    assert dialog.rules().options == rules.options


def test_rule_settings_preset_switch(qtbot, english) -> None:
    dialog = RuleSettingsDialog(None, preset("yahtzee", joker="free"))
    qtbot.addWidget(dialog)
    assert not dialog.dry_check.isEnabled()
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("yams"))
    assert dialog.options() == {}  # a new preset starts from its own official rules
    assert dialog.dry_check.isEnabled()
    assert dialog.findChild(QAbstractSpinBox, "points_yahtzee_spin") is not None
    dialog.dry_check.setChecked(True)
    rules = dialog.rules()
    assert rules.preset == "yams"
    assert [c.id for c in rules.column_rules] == ["descending", "free", "ascending", "dry"]
    # Back to Yacht: its own fixed points, no stale spin boxes of the Yams grid.
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("yacht"))
    spins = {s.objectName() for s in dialog.findChildren(QAbstractSpinBox) if s.isVisibleTo(dialog)}
    assert "points_full_house_spin" not in spins  # Yacht's full house scores the dice
    assert dialog.rules() == preset("yacht")


@pytest.mark.parametrize("name", PRESETS)
def test_rule_settings_follow_the_preset_declaration(qtbot, english, name: str) -> None:
    """Issue 29: the help line is the declaration's, and only the options the preset offers
    can be changed (Maxi Yatzy offers no joker, only Yams the dry column)."""
    dialog = RuleSettingsDialog(None, preset(name))
    qtbot.addWidget(dialog)
    spec = preset(name).declaration
    assert dialog.preset_help.text() and "{" not in dialog.preset_help.text()
    assert dialog.joker_combo.isEnabled() == ("joker" in spec.offers)
    assert dialog.dry_check.isEnabled() == ("dry_column" in spec.offers)
    assert dialog.chance_check.isEnabled() == ("chance" in spec.offers)
    assert dialog.rules() == preset(name)


def test_rule_settings_explanations_follow_the_choice(qtbot, english) -> None:
    dialog = RuleSettingsDialog(None, preset("yahtzee"))
    qtbot.addWidget(dialog)
    forced = dialog.joker_help.text()
    assert "Fours, 20" in forced
    dialog.joker_combo.setCurrentIndex(dialog.joker_combo.findData("none"))
    assert dialog.joker_help.text() != forced
    assert not dialog.zeroed_check.isEnabled()  # no joker: nothing for a zeroed box to give
    dialog.kinds_combo.setCurrentIndex(dialog.kinds_combo.findData("matching"))
    assert "15" in dialog.kinds_help.text()


# --- New game -------------------------------------------------------------------------


def names(dialog: NewGameDialog) -> list[str]:
    return [e.name for e in dialog.entries()]


def test_new_game_defaults(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.result_setup() is None
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None
    assert [s.name for s in setup.seats] == ["Player 1", "Player 2"]
    assert setup.rules == preset("yahtzee")
    assert setup.games == 6  # a series on the six game columns of the pad, as at start-up
    assert setup.dice_mode is DiceMode.APP
    assert setup.challenge is False
    assert setup.start_rule is StartRule.ROLL_FIVE
    assert setup.started


def test_new_game_players_teams_and_series(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.findChild(QLineEdit, "seat_1_name").setText("Ann")
    dialog.findChild(QLineEdit, "seat_2_name").setText("The Bees")
    dialog.findChild(QLineEdit, "seat_2_members").setText("Bob, Cy ,, Dee")
    dialog.add_button.click()
    dialog.findChild(QLineEdit, "seat_3_name").setText("Robot")
    kind = dialog.findChild(QComboBox, "seat_3_kind")
    kind.setCurrentIndex(kind.findData("computer"))
    level = dialog.findChild(QComboBox, "seat_3_level")
    assert level.isEnabled()
    level.setCurrentIndex(level.findData("expert"))
    dialog.games_spin.setValue(6)
    dialog.physical_dice_radio.setChecked(True)
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("previous_winner"))
    dialog.accept()

    setup = dialog.result_setup()
    assert setup is not None
    ann, bees, robot = setup.seats
    assert ann.name == "Ann" and not ann.is_team
    assert bees.name == "The Bees"
    assert [m.name for m in bees.members] == ["Bob", "Cy", "Dee"]
    assert robot.members[0].kind is PlayerKind.COMPUTER
    assert robot.members[0].level == "expert"
    assert setup.games == 6
    assert setup.dice_mode is DiceMode.PHYSICAL
    assert setup.start_rule is StartRule.PREVIOUS_WINNER


def test_new_game_order_up_down_remove(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    for n, name in enumerate(["Ann", "Bob"], 1):
        dialog.findChild(QLineEdit, f"seat_{n}_name").setText(name)
    dialog.add_seat(SeatEntry("Cy", members="Cy, Dee"))
    assert not dialog.findChild(QAbstractButton, "seat_1_up").isEnabled()
    assert not dialog.findChild(QAbstractButton, "seat_3_down").isEnabled()
    dialog.findChild(QAbstractButton, "seat_3_up").click()
    assert names(dialog) == ["Ann", "Cy", "Bob"]
    assert dialog.entries()[1].members == "Cy, Dee"  # the team moves with its members
    dialog.findChild(QAbstractButton, "seat_1_down").click()
    assert names(dialog) == ["Cy", "Ann", "Bob"]
    dialog.findChild(QAbstractButton, "seat_2_remove").click()
    assert names(dialog) == ["Cy", "Bob"]
    dialog.remove_seat(0)
    assert names(dialog) == ["Bob"]
    assert not dialog.findChild(QAbstractButton, "seat_1_remove").isEnabled()
    dialog.remove_seat(0)  # the last seat stays
    assert names(dialog) == ["Bob"]


def test_new_game_one_to_eight_seats(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    for _ in range(10):
        if dialog.add_button.isEnabled():
            dialog.add_button.click()
    assert len(dialog.entries()) == 8
    assert not dialog.add_button.isEnabled()
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None and len(setup.seats) == 8


def test_new_game_names_stay_plain_text(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.findChild(QLineEdit, "seat_1_name").setText("<b>Ann</b>")
    dialog.findChild(QLineEdit, "seat_2_name").setText("<B>ann</B>")
    dialog.accept()
    assert dialog.result_setup() is None  # same name, differing only by case
    assert dialog.error_label.textFormat().name == "PlainText"
    assert "“<B>ann</B>”" in dialog.error_label.text()
    dialog.findChild(QLineEdit, "seat_2_name").setText("Bob & <i>Co</i>")
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None
    assert [s.name for s in setup.seats] == ["<b>Ann</b>", "Bob & <i>Co</i>"]


def test_new_game_challenge_code(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    assert not dialog.seed_edit.isEnabled()
    dialog.challenge_check.setChecked(True)
    generated = dialog.seed_edit.text()
    assert parse_seed(generated) >= 0  # a fresh valid code is offered at once

    code = format_seed(123456789)
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    for bad in ("", "ABC", typo):
        dialog.seed_edit.setText(bad)
        dialog.accept()
        assert dialog.result() != QDialog.DialogCode.Accepted
        assert dialog.result_setup() is None
        assert dialog.error_label.text()

    dialog.seed_edit.setText(code.lower().replace("-", " "))
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.challenge is True
    assert setup.seed == 123456789


def test_new_game_physical_dice_cannot_be_a_challenge(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.challenge_check.setChecked(True)
    dialog.physical_dice_radio.setChecked(True)
    assert not dialog.challenge_check.isEnabled()
    assert not dialog.seed_edit.isEnabled()
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.challenge is False and setup.dice_mode is DiceMode.PHYSICAL


def test_new_game_rules_from_preset_and_settings(qtbot, english, settings: Settings) -> None:
    settings.last_rules = preset("yams", dry_column=True)
    settings.last_players = ["Ann", "Bob", "Cy"]
    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    assert names(dialog) == ["Ann", "Bob", "Cy"]
    assert dialog.preset_combo.currentData() == "yams"
    assert dialog.rules().columns == 4
    assert dialog.rules_summary.text() == "Rules changed from the official ones"
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("triple-yahtzee"))
    assert dialog.rules() == preset("triple-yahtzee")
    assert dialog.rules_summary.text() == "Official rules"
    dialog.set_rules(preset("triple-yahtzee", joker="free"))  # as the Rules… button does
    dialog.findChild(QLineEdit, "seat_3_name").setText("Dee")
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None
    assert setup.rules == preset("triple-yahtzee", joker="free")
    assert settings.last_rules == setup.rules
    assert settings.last_players == ["Ann", "Bob", "Dee"]


def test_a_name_left_empty_does_not_start_the_next_session_nameless(
    qtbot, english, settings: Settings
) -> None:
    """The dialog keeps an empty name empty (its placeholder says "Player 3"); the game
    shown at the next start must name that seat too, not show a blank row."""
    from yahtzee_desktop.ui.app import startup_names

    dialog = NewGameDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.add_seat()
    dialog.findChild(QLineEdit, "seat_1_name").setText("Ann")
    dialog.findChild(QLineEdit, "seat_2_name").setText("Bob")
    dialog.accept()
    setup = dialog.result_setup()
    assert setup is not None and setup.seats[2].name == "Player 3"
    assert settings.last_players == ["Ann", "Bob", ""]
    assert startup_names(settings.last_players) == ["Ann", "Bob", "Player 3"]
    assert startup_names([]) == ["Player 1", "Player 2"]


def test_new_game_cancel_gives_nothing(qtbot, english) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.reject()
    assert dialog.result_setup() is None


# --- Preferences ----------------------------------------------------------------------


def test_preferences_apply_at_once_and_ok_keeps(qtbot, english, settings: Settings) -> None:
    dialog = PreferencesDialog(None, settings)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(settings.changed, timeout=1000):
        dialog.combo("animation_speed").setCurrentIndex(
            dialog.combo("animation_speed").findData(0.0)
        )
    assert settings.animation_ms == 0
    dialog.combo("dice_look").setCurrentIndex(dialog.combo("dice_look").findData("pips-dark"))
    dialog.combo("ui_scale").setCurrentIndex(dialog.combo("ui_scale").findData(1.5))
    dialog.combo("language").setCurrentIndex(dialog.combo("language").findData("fr"))
    assert current_language() == "fr"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Préférences")  # retranslated while open
    dialog.accept()
    assert (settings.language, settings.dice_look, settings.ui_scale) == ("fr", "pips-dark", 1.5)


def test_preferences_cancel_restores(qtbot, english, settings: Settings) -> None:
    settings.language = "en"
    dialog = PreferencesDialog(None, settings)
    qtbot.addWidget(dialog)
    dialog.combo("language").setCurrentIndex(dialog.combo("language").findData("fr"))
    dialog.combo("animation_speed").setCurrentIndex(dialog.combo("animation_speed").findData(2.0))
    dialog.combo("dice_look").setCurrentIndex(dialog.combo("dice_look").findData("large"))
    assert current_language() == "fr"
    dialog.reject()
    assert settings.language == "en"
    assert settings.animation_ms == 500
    assert settings.dice_look == "classic"
    assert current_language() == "en"


# --- Accessibility and keyboard -------------------------------------------------------


def dialogs(settings: Settings) -> list[QDialog]:
    new_game = NewGameDialog(None, settings)
    new_game.add_seat(SeatEntry("Team", members="A, B"))
    return [
        new_game,
        RuleSettingsDialog(None, preset("yams")),
        PreferencesDialog(None, settings),
    ]


def controls(dialog: QWidget) -> list[QWidget]:
    """Widgets a keyboard user reaches (spin box and combo box insides excluded)."""
    found = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, QAbstractButton | QComboBox | QAbstractSpinBox | QLineEdit):
            continue
        if isinstance(widget.parent(), QAbstractSpinBox | QComboBox):
            continue
        if widget.isVisibleTo(dialog):
            found.append(widget)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_control_has_an_accessible_name(qtbot, english, settings: Settings, lang) -> None:
    install_translators(english, lang)
    for dialog in dialogs(settings):
        qtbot.addWidget(dialog)
        for widget in controls(dialog):
            name = widget.accessibleName()
            if not name and isinstance(widget, QAbstractButton):
                name = widget.text().replace("&", "")  # Qt names buttons by their text
            assert name, f"{dialog.objectName()}: {widget.objectName() or widget} has no name"
            assert widget.focusPolicy().value != 0, f"{widget.objectName()} is not focusable"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_keyboard_shortcuts_are_unique(qtbot, english, settings: Settings, lang) -> None:
    """Alt+letter must reach one control only, in each language."""
    install_translators(english, lang)
    for dialog in dialogs(settings):
        qtbot.addWidget(dialog)
        letters: dict[str, str] = {}
        for widget in dialog.findChildren(QWidget):
            if not isinstance(widget, QLabel | QAbstractButton) or not widget.isVisibleTo(dialog):
                continue
            match = re.search(r"&([^&\s])", widget.text())
            if match:
                key = match.group(1).lower()
                assert key not in letters, (
                    f"{dialog.objectName()}: Alt+{key} on {letters.get(key)!r} "
                    f"and {widget.text()!r}"
                )
                letters[key] = widget.text()


def test_number_of_games_follows_the_rules_until_chosen(qtbot):
    from yahtzee_desktop.core import preset
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.set_rules(preset("yahtzee"))
    select = dialog.preset_combo
    select.setCurrentIndex(select.findData("yahtzee"))
    assert dialog.games_spin.value() == 6  # the pad's six game columns
    select.setCurrentIndex(select.findData("yams"))
    assert dialog.games_spin.value() == 1  # the grid already has its columns
    dialog.games_spin.setValue(3)
    select.setCurrentIndex(select.findData("yacht"))
    assert dialog.games_spin.value() == 3  # the player's choice stays


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", ["yahtzee", "yams"])
def test_rule_settings_points_line_up_in_one_column(qtbot, lang: str, name: str) -> None:
    """The bonus, extra-Yahtzee and box points fields start at one x, as one form: three
    forms each sized to its own labels left them ragged (63, 0 and 25 at three places)."""
    from PySide6.QtWidgets import QApplication

    install_translators(QApplication.instance(), lang)
    try:
        dialog = RuleSettingsDialog(None, preset(name))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        group = dialog.points_group
        spins = [dialog.threshold_spin, dialog.upper_bonus_spin, dialog.yahtzee_bonus_spin]
        spins += list(dialog._points.values())
        lefts = {spin.mapTo(group, spin.rect().topLeft()).x() for spin in spins}
        assert len(lefts) == 1, lefts
        # Still so after the rules change the labels (Yahtzee <-> Yams names).
        other = "yams" if name == "yahtzee" else "yahtzee"
        dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData(other))
        QApplication.processEvents()
        spins = [dialog.threshold_spin, dialog.upper_bonus_spin, dialog.yahtzee_bonus_spin]
        spins += list(dialog._points.values())
        lefts = {spin.mapTo(group, spin.rect().topLeft()).x() for spin in spins}
        assert len(lefts) == 1, lefts
    finally:
        install_translators(QApplication.instance(), "en")


@pytest.mark.parametrize(("lang", "text"), [("en", "100%"), ("fr", "100\u202f%")])
def test_board_sizes_are_written_as_each_language_writes_percents(
    qtbot, settings: Settings, lang: str, text: str
) -> None:
    """English writes 125%, French 125 % with a (narrow) no-break space (it read "125 %" in both,
    and a plain space lets a line break before the sign)."""
    from PySide6.QtWidgets import QApplication

    install_translators(QApplication.instance(), lang)
    try:
        dialog = PreferencesDialog(None, settings)
        qtbot.addWidget(dialog)
        combo = dialog.combo("ui_scale")
        assert combo.itemText(combo.findData(1.0)) == text
    finally:
        install_translators(QApplication.instance(), "en")


@pytest.mark.parametrize(
    ("lang", "levels"),
    [("en", ["Beginner", "Good", "Expert"]), ("fr", ["Débutant", "Confirmé", "Expert"])],
)
def test_computer_levels_are_words_a_child_knows(
    qtbot, settings: Settings, lang: str, levels: list[str]
) -> None:
    """The middle level read "Club" (a club player's level): a child choosing an opponent
    does not know it sits between beginner and expert."""
    from PySide6.QtWidgets import QApplication

    install_translators(QApplication.instance(), lang)
    try:
        dialog = NewGameDialog(None, settings)
        qtbot.addWidget(dialog)
        combo = dialog._rows[0].level
        assert [combo.itemText(i) for i in range(combo.count())] == levels
    finally:
        install_translators(QApplication.instance(), "en")


def test_only_a_computer_seat_shows_a_level(qtbot, settings: Settings) -> None:
    """A greyed "Club" beside each child's name read as the child's own level; the level
    is the computer's only. Its room stays, so nothing moves when a seat changes hands."""
    dialog = NewGameDialog(None, settings, welcome=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog._rows[1]
    assert not row.level.isVisible()
    members_x, width = row.members.x(), dialog.width()
    row.kind.setCurrentIndex(row.kind.findData(PlayerKind.COMPUTER.value))
    assert row.level.isVisible() and row.level.isEnabled()
    assert not dialog._rows[0].level.isVisible()
    assert (row.members.x(), dialog.width()) == (members_x, width)
    row.members.setText("Tom, Lea")  # a team is people: no level
    assert not row.level.isVisible()
    dialog.add_seat(SeatEntry("Robo", PlayerKind.COMPUTER.value, "expert", ""))
    assert dialog._rows[2].level.isVisible()
