"""The preferences dialog: language, roll animation, dice look, size of the board.

Every change applies at once (the language too, through `install_translators`), so
the family sees the effect while choosing; Cancel puts the previous values back.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.common.settings import (
    ANIMATION_SPEEDS,
    BOT_PAUSES_MS,
    DICE_LOOKS,
    LANGUAGE_CHOICES,
    Settings,
)
from yahtzee_desktop.ui.dialogs._common import help_label, select_data

__all__ = ["UI_SCALES", "PreferencesDialog"]

UI_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)

_KEYS = (
    "language",
    "animation_speed",
    "dice_look",
    "ui_scale",
    "bot_speed",
    "coach_mode",
    "show_chances",
)


class PreferencesDialog(QDialog):
    """Edit the `Settings` in place; rejecting the dialog restores what was there before."""

    def __init__(self, parent: QWidget | None, settings: Settings) -> None:
        super().__init__(parent)
        self.setObjectName("preferences_dialog")
        self._settings = settings
        self._before: dict[str, Any] = {k: getattr(settings, k) for k in _KEYS}

        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("language_combo")
        for lang in LANGUAGE_CHOICES:
            self.language_combo.addItem(lang, lang)
        self.animation_combo = QComboBox(self)
        self.animation_combo.setObjectName("animation_combo")
        for speed in ANIMATION_SPEEDS:
            self.animation_combo.addItem(str(speed), speed)
        self.dice_combo = QComboBox(self)
        self.dice_combo.setObjectName("dice_look_combo")
        for look in DICE_LOOKS:
            self.dice_combo.addItem(look, look)
        self.scale_combo = QComboBox(self)
        self.scale_combo.setObjectName("ui_scale_combo")
        for scale in UI_SCALES:
            self.scale_combo.addItem("", scale)

        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language_combo)
        self.animation_label = QLabel(self)
        self.animation_label.setBuddy(self.animation_combo)
        self.dice_label = QLabel(self)
        self.dice_label.setBuddy(self.dice_combo)
        self.scale_label = QLabel(self)
        self.scale_label.setBuddy(self.scale_combo)
        self.scale_help = help_label(self)
        self.bot_combo = QComboBox(self)
        self.bot_combo.setObjectName("bot_speed_combo")
        for bot_speed in BOT_PAUSES_MS:
            self.bot_combo.addItem(bot_speed, bot_speed)
        self.bot_label = QLabel(self)
        self.bot_label.setBuddy(self.bot_combo)
        self.coach_check = QCheckBox(self)
        self.coach_check.setObjectName("coach_mode_check")
        self.coach_help = help_label(self)
        self.chances_check = QCheckBox(self)
        self.chances_check.setObjectName("show_chances_check")
        self.chances_help = help_label(self)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.animation_label, self.animation_combo)
        form.addRow(self.dice_label, self.dice_combo)
        form.addRow(self.scale_label, self.scale_combo)
        form.addRow(self.scale_help)
        form.addRow(self.bot_label, self.bot_combo)
        form.addRow(self.coach_check)
        form.addRow(self.coach_help)
        form.addRow(self.chances_check)
        form.addRow(self.chances_help)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        # Combos follow their texts when the language switches live ("Classiques (blancs,
        # points noirs)" was cut at the English width).
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._show(self._before)
        self._retranslate()
        fit_to_screen(self, self._wanted_size())
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        self.animation_combo.currentIndexChanged.connect(self._animation_chosen)
        self.dice_combo.currentIndexChanged.connect(self._dice_chosen)
        self.scale_combo.currentIndexChanged.connect(self._scale_chosen)
        self.bot_combo.currentIndexChanged.connect(self._bot_chosen)
        self.coach_check.toggled.connect(self._coach_toggled)
        self.chances_check.toggled.connect(self._chances_toggled)

    def reject(self) -> None:
        """Put back the values the dialog opened with (the language included)."""
        changed_language = self._settings.language != self._before["language"]
        for key, value in self._before.items():
            setattr(self._settings, key, value)
        if changed_language:
            self._apply_language()
        super().reject()

    # --- internals --------------------------------------------------------------------

    def _show(self, values: dict[str, Any]) -> None:
        select_data(self.language_combo, values["language"])
        select_data(self.dice_combo, values["dice_look"])
        nearest_speed = min(ANIMATION_SPEEDS, key=lambda s: abs(s - values["animation_speed"]))
        select_data(self.animation_combo, nearest_speed)
        nearest_scale = min(UI_SCALES, key=lambda s: abs(s - values["ui_scale"]))
        select_data(self.scale_combo, nearest_scale)
        select_data(self.bot_combo, values["bot_speed"])
        self.coach_check.setChecked(bool(values["coach_mode"]))
        self.chances_check.setChecked(bool(values["show_chances"]))

    def _language_chosen(self) -> None:
        self._settings.language = str(self.language_combo.currentData())
        self._apply_language()

    def _apply_language(self) -> None:
        app = QCoreApplication.instance()
        if app is not None:
            install_translators(app, self._settings.language)

    def _animation_chosen(self) -> None:
        self._settings.animation_speed = float(self.animation_combo.currentData())

    def _dice_chosen(self) -> None:
        self._settings.dice_look = str(self.dice_combo.currentData())

    def _scale_chosen(self) -> None:
        self._settings.ui_scale = float(self.scale_combo.currentData())

    def _bot_chosen(self) -> None:
        self._settings.bot_speed = str(self.bot_combo.currentData())

    def _coach_toggled(self, on: bool) -> None:
        self._settings.coach_mode = on

    def _chances_toggled(self, on: bool) -> None:
        self._settings.show_chances = on

    def _wanted_size(self, width: int = 0) -> QSize:
        """The size hint, but as tall as the explanations need once wrapped at `width`
        (the hint's own width if 0): the hint counts them at the labels' preferred width,
        and a window does not follow its layout's height-for-width, so at the dialog's
        width they were cut to a line and a half."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        width = max(width, hint.width())
        height = hint.height()
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.totalHeightForWidth(width))
        return QSize(width, height)

    def _grow_to_fit(self) -> None:
        """Wider and taller if the new texts need it (never smaller than the user made it)."""
        if not self.isVisible():
            return
        wanted = self._wanted_size(self.width())
        if self.width() < wanted.width() or self.height() < wanted.height():
            self.resize(wanted.expandedTo(self.size()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_combo.setAccessibleName(self.tr("Language"))
        # Language names are written in their own language, so anyone can find theirs.
        languages = {"system": self.tr("As the system"), "fr": "Français", "en": "English"}
        for i in range(self.language_combo.count()):
            self.language_combo.setItemText(i, languages[str(self.language_combo.itemData(i))])
        self.animation_label.setText(self.tr("&Roll animation:"))
        self.animation_combo.setAccessibleName(self.tr("Roll animation speed"))
        speeds = {
            0.0: self.tr("Off"),
            0.5: self.tr("Slow"),
            1.0: self.tr("Normal"),
            2.0: self.tr("Fast"),
        }
        for i in range(self.animation_combo.count()):
            self.animation_combo.setItemText(i, speeds[float(self.animation_combo.itemData(i))])
        self.dice_label.setText(self.tr("&Dice:"))
        self.dice_combo.setAccessibleName(self.tr("Dice look"))
        looks = {
            "classic": self.tr("Classic (white, black pips)"),
            "pips-dark": self.tr("Dark (black, white pips)"),
            "large": self.tr("Large pips, high contrast"),
        }
        for i in range(self.dice_combo.count()):
            self.dice_combo.setItemText(i, looks[str(self.dice_combo.itemData(i))])
        self.scale_label.setText(self.tr("&Size of the board:"))
        self.scale_combo.setAccessibleName(self.tr("Size of the dice and score sheet"))
        for i in range(self.scale_combo.count()):
            percent = round(float(self.scale_combo.itemData(i)) * 100)
            # French puts a no-break space before %, English none.
            self.scale_combo.setItemText(i, self.tr("{percent}%").format(percent=percent))
        self.scale_help.setText(
            self.tr("Larger dice and score sheet, to read them from across the table.")
        )
        self.bot_label.setText(self.tr("&Computer speed:"))
        self.bot_combo.setAccessibleName(self.tr("Speed of the computer players"))
        bot_speeds = {
            "slow": self.tr("Slow (time to follow each step)"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
        }
        for i in range(self.bot_combo.count()):
            self.bot_combo.setItemText(i, bot_speeds[str(self.bot_combo.itemData(i))])
        self.coach_check.setText(self.tr("C&oach mode"))
        self.coach_help.setText(
            self.tr(
                "After a choice that costs more than a point on average, a note says what was "
                "better."
            )
        )
        self.chances_check.setText(self.tr("Chances of &winning"))
        self.chances_help.setText(
            self.tr(
                "Beside the totals, each player's chance of winning, as the best play from "
                "now on would give it."
            )
        )
        self._grow_to_fit()
