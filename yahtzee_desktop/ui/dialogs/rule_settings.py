"""The rule settings dialog: a preset and every option of RULES.md, explained in one line each.

The dialog only collects option values; the rule set itself is always built by the
core's `preset(name, **options)`, so the dialog cannot disagree with the engine.
Only options that differ from the preset's defaults are passed, which keeps saved
games small and lets "official rules" be recognised as "no options".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.rules import (
    PRESETS,
    Joker,
    KindsScore,
    RuleSet,
    preset,
    preset_declaration,
    preset_defaults,
    upper_most,
)
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.dialogs._common import box_title, help_label, preset_title, select_data

__all__ = ["RuleSettingsDialog"]


def _default_points(name: str) -> dict[str, int]:
    """Fixed points of the boxes of a preset, as the preset defines them."""
    return {b.id: b.points for b in preset(name).box_rules if b.points is not None}


class RuleSettingsDialog(QDialog):
    """Edit a copy of a rule set; read the result with `rules()` after the dialog is accepted."""

    def __init__(self, parent: QWidget | None, rules: RuleSet) -> None:
        super().__init__(parent)
        self.setObjectName("rule_settings_dialog")
        self._preset = rules.preset
        self._points: dict[str, QSpinBox] = {}
        self._points_labels: dict[str, QLabel] = {}

        # Preset.
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset_combo")
        for name in PRESETS:
            self.preset_combo.addItem(name, name)
        self.preset_label = QLabel(self)
        self.preset_label.setBuddy(self.preset_combo)
        self.preset_help = help_label(self)

        # How the game plays.
        self.joker_combo = QComboBox(self)
        self.joker_combo.setObjectName("joker_combo")
        for joker in Joker:
            self.joker_combo.addItem(joker.value, joker.value)
        self.joker_label = QLabel(self)
        self.joker_label.setBuddy(self.joker_combo)
        self.joker_help = help_label(self)

        self.zeroed_check = QCheckBox(self)
        self.zeroed_check.setObjectName("zeroed_yahtzee_joker_check")
        self.zeroed_help = help_label(self)

        self.kinds_combo = QComboBox(self)
        self.kinds_combo.setObjectName("kinds_score_combo")
        for kinds in KindsScore:
            self.kinds_combo.addItem(kinds.value, kinds.value)
        self.kinds_label = QLabel(self)
        self.kinds_label.setBuddy(self.kinds_combo)
        self.kinds_help = help_label(self)

        self.chance_check = QCheckBox(self)
        self.chance_check.setObjectName("chance_check")
        self.chance_help = help_label(self)

        self.dry_check = QCheckBox(self)
        self.dry_check.setObjectName("dry_column_check")
        self.dry_help = help_label(self)

        self.upper_first_check = QCheckBox(self)
        self.upper_first_check.setObjectName("upper_first_check")
        self.upper_first_help = help_label(self)

        self.saved_rolls_check = QCheckBox(self)
        self.saved_rolls_check.setObjectName("saved_rolls_check")
        self.saved_rolls_help = help_label(self)

        # Numbers.
        self.threshold_spin = self._spin("upper_bonus_threshold_spin", 0, 105)
        self.upper_bonus_spin = self._spin("upper_bonus_spin", 0, 1000)
        self.yahtzee_bonus_spin = self._spin("yahtzee_bonus_spin", 0, 1000)
        self.threshold_label = QLabel(self)
        self.threshold_label.setBuddy(self.threshold_spin)
        self.upper_bonus_label = QLabel(self)
        self.upper_bonus_label.setBuddy(self.upper_bonus_spin)
        self.yahtzee_bonus_label = QLabel(self)
        self.yahtzee_bonus_label.setBuddy(self.yahtzee_bonus_spin)
        self.bonus_help = help_label(self)
        self.yahtzee_bonus_help = help_label(self)
        self.points_help = help_label(self)

        self.status_label = QLabel(self)
        self.status_label.setObjectName("rules_status_label")
        self.restore_button = QPushButton(self)
        self.restore_button.setObjectName("restore_official_button")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # Layout.
        top = QFormLayout()
        top.addRow(self.preset_label, self.preset_combo)
        top.addRow(self.preset_help)

        self.play_group = QGroupBox(self)
        play = QVBoxLayout(self.play_group)
        play.addWidget(self.joker_label)
        play.addWidget(self.joker_combo)
        play.addWidget(self.joker_help)
        play.addWidget(self.zeroed_check)
        play.addWidget(self.zeroed_help)
        play.addWidget(self.kinds_label)
        play.addWidget(self.kinds_combo)
        play.addWidget(self.kinds_help)
        for check, explanation in (
            (self.chance_check, self.chance_help),
            (self.dry_check, self.dry_help),
            (self.upper_first_check, self.upper_first_help),
            (self.saved_rolls_check, self.saved_rolls_help),
        ):
            play.addWidget(check)
            play.addWidget(explanation)
        play.addStretch(1)

        self.points_group = QGroupBox(self)
        points = QVBoxLayout(self.points_group)
        bonus_form = QFormLayout()
        bonus_form.addRow(self.threshold_label, self.threshold_spin)
        bonus_form.addRow(self.upper_bonus_label, self.upper_bonus_spin)
        points.addLayout(bonus_form)
        points.addWidget(self.bonus_help)
        yahtzee_form = QFormLayout()
        yahtzee_form.addRow(self.yahtzee_bonus_label, self.yahtzee_bonus_spin)
        points.addLayout(yahtzee_form)
        points.addWidget(self.yahtzee_bonus_help)
        self.points_form = QFormLayout()
        points.addLayout(self.points_form)
        points.addWidget(self.points_help)
        points.addStretch(1)

        groups = QWidget(self)
        columns = QHBoxLayout(groups)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(self.play_group, 1)
        columns.addWidget(self.points_group, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(groups)

        bottom = QHBoxLayout()
        bottom.addWidget(self.restore_button)
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addLayout(bottom)

        self._retranslate()
        self.set_rules(rules)

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.joker_combo.currentIndexChanged.connect(self._refresh)
        self.kinds_combo.currentIndexChanged.connect(self._refresh)
        for check in (
            self.zeroed_check,
            self.chance_check,
            self.dry_check,
            self.upper_first_check,
            self.saved_rolls_check,
        ):
            check.toggled.connect(self._refresh)
        for spin in (self.threshold_spin, self.upper_bonus_spin, self.yahtzee_bonus_spin):
            spin.valueChanged.connect(self._refresh)
        self.restore_button.clicked.connect(self.restore_official)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(200)
        # Every option without scrolling where the screen allows; within it always (the
        # options scroll on a 1280x720 screen at 125 %).
        fit_to_screen(self, QSize(820, 680))

    # --- public API -------------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The rule set the controls describe, built by the core."""
        return preset(self._preset, **self.options())

    def options(self) -> dict[str, Any]:
        """The options that differ from the chosen preset's defaults."""
        defaults = preset_defaults(self._preset)
        values: dict[str, Any] = {
            "joker": self.joker_combo.currentData(),
            "zeroed_yahtzee_joker": self.zeroed_check.isChecked(),
            "kinds_score": self.kinds_combo.currentData(),
            "chance": self.chance_check.isChecked(),
            "upper_first": self.upper_first_check.isChecked(),
            "saved_rolls": self.saved_rolls_check.isChecked() and self._offers("saved_rolls"),
            "dry_column": self.dry_check.isChecked() and self._offers("dry_column"),
            "upper_bonus_threshold": self.threshold_spin.value(),
            "upper_bonus": self.upper_bonus_spin.value(),
            "yahtzee_bonus": self.yahtzee_bonus_spin.value(),
        }
        options = {k: v for k, v in values.items() if v != defaults[k]}
        official = _default_points(self._preset)
        points = {b: s.value() for b, s in self._points.items() if s.value() != official[b]}
        if points:
            options["points"] = points
        return options

    def set_rules(self, rules: RuleSet) -> None:
        """Show a rule set in the controls."""
        self._preset = rules.preset
        self.preset_combo.blockSignals(True)
        select_data(self.preset_combo, rules.preset)
        self.preset_combo.blockSignals(False)
        self._rebuild_points(rules)
        with _Quiet(self):
            select_data(self.joker_combo, rules.joker.value)
            self.zeroed_check.setChecked(rules.zeroed_yahtzee_joker)
            select_data(self.kinds_combo, rules.kinds_score.value)
            self.chance_check.setChecked("chance" in rules.by_id)
            self.dry_check.setChecked(any(c.first_roll_only for c in rules.column_rules))
            self.upper_first_check.setChecked(rules.upper_first)
            self.saved_rolls_check.setChecked(rules.saved_rolls)
            self.threshold_spin.setMaximum(upper_most(rules.dice))
            self.threshold_spin.setValue(rules.upper_bonus_threshold)
            self.upper_bonus_spin.setValue(rules.upper_bonus)
            self.yahtzee_bonus_spin.setValue(rules.yahtzee_bonus)
        self._refresh()

    def restore_official(self) -> None:
        """Back to the chosen preset as published (RULES.md defaults)."""
        self.set_rules(preset(self._preset))

    # --- internals --------------------------------------------------------------------

    def _spin(self, name: str, low: int, high: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setAccelerated(True)
        spin.setMinimumWidth(90)
        spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return spin

    def _preset_chosen(self) -> None:
        self._preset = str(self.preset_combo.currentData())
        self.restore_official()

    def _rebuild_points(self, rules: RuleSet) -> None:
        while self.points_form.rowCount():
            self.points_form.removeRow(0)
        self._points.clear()
        self._points_labels.clear()
        for box in rules.box_rules:
            if box.points is None:
                continue
            spin = self._spin(f"points_{box.id}_spin", 0, 1000)
            spin.setValue(box.points)
            spin.valueChanged.connect(self._refresh)
            label = QLabel(self)
            label.setBuddy(spin)
            self._points[box.id] = spin
            self._points_labels[box.id] = label
            self.points_form.addRow(label, spin)
        self._retranslate_points()

    def _refresh(self) -> None:
        """Enable what applies, explain the current choices, say whether rules are official."""
        # What the preset's declaration does not offer stays as the preset has it.
        for key, widget in self._option_widgets().items():
            widget.setEnabled(self._offers(key))
        # Under "No joker" the zeroed-box option means nothing: hidden, not shown ticked
        # and greyed.
        joker = self.joker_combo.currentData() != Joker.NONE.value
        self.zeroed_check.setEnabled(joker and self._offers("zeroed_yahtzee_joker"))
        self.zeroed_check.setVisible(joker)
        self.zeroed_help.setVisible(joker)
        self._name_the_yahtzee()
        self.joker_help.setText(self._joker_help(str(self.joker_combo.currentData())))
        self.kinds_help.setText(self._kinds_help(str(self.kinds_combo.currentData())))
        official = not self.options()
        self.restore_button.setEnabled(not official)
        self.status_label.setText(
            self.tr("Official rules") if official else self.tr("Changed from the official rules")
        )
        self.preset_help.setText(self._preset_help(self._preset))

    def _offers(self, option: str) -> bool:
        """Whether the chosen preset lets a player change this option (its declaration)."""
        return option in preset_declaration(self._preset).offers

    def _option_widgets(self) -> dict[str, QWidget]:
        return {
            "joker": self.joker_combo,
            "kinds_score": self.kinds_combo,
            "chance": self.chance_check,
            "dry_column": self.dry_check,
            "upper_first": self.upper_first_check,
            "saved_rolls": self.saved_rolls_check,
            "upper_bonus_threshold": self.threshold_spin,
            "upper_bonus": self.upper_bonus_spin,
            "yahtzee_bonus": self.yahtzee_bonus_spin,
        }

    def _name_the_yahtzee(self) -> None:
        """The five-of-a-kind box by its name in these rules ("Yams" on the Yams grid)."""
        name = box_title("yahtzee", self._preset)
        self.joker_label.setText(self.tr("&Extra {yahtzee}:").format(yahtzee=name))
        self.joker_combo.setAccessibleName(
            self.tr("Joker rule for an extra {yahtzee}").format(yahtzee=name)
        )
        self.zeroed_check.setText(
            self.tr("A &zeroed {yahtzee} box still gives the joker").format(yahtzee=name)
        )
        self.zeroed_check.setAccessibleName(self.zeroed_check.text().replace("&", ""))
        self.zeroed_help.setText(
            self.tr(
                "Unticked: a player who scored 0 in the {yahtzee} box places extra {yahtzee}s "
                "without the joker."
            ).format(yahtzee=name)
        )
        self.yahtzee_bonus_label.setText(
            self.tr("Bonus per e&xtra {yahtzee}:").format(yahtzee=name)
        )
        self.yahtzee_bonus_spin.setAccessibleName(
            self.tr("Bonus for each extra {yahtzee}").format(yahtzee=name)
        )
        self.yahtzee_bonus_help.setText(
            self.tr(
                "Added for each extra {yahtzee} while the {yahtzee} box holds its points (0: none)."
            ).format(yahtzee=name)
        )
        self._align_points()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rule settings"))
        self.preset_label.setText(self.tr("&Rules:"))
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, preset_title(str(self.preset_combo.itemData(i))))
        self.preset_combo.setAccessibleName(self.tr("Rules"))
        self.play_group.setTitle(self.tr("How the game plays"))
        self.points_group.setTitle(self.tr("Points"))

        self._name_the_yahtzee()
        joker_names = {
            Joker.FORCED.value: self.tr("Forced joker (official)"),
            Joker.FREE.value: self.tr("Free joker"),
            Joker.NONE.value: self.tr("No joker"),
        }
        for i in range(self.joker_combo.count()):
            self.joker_combo.setItemText(i, joker_names[str(self.joker_combo.itemData(i))])

        self.kinds_label.setText(self.tr("Three and four of a &kind count:"))
        self.kinds_combo.setAccessibleName(self.tr("What three and four of a kind count"))
        kinds_names = {
            KindsScore.ALL_DICE.value: self.tr("All the dice"),
            KindsScore.MATCHING.value: self.tr("Only the matching dice"),
        }
        for i in range(self.kinds_combo.count()):
            self.kinds_combo.setItemText(i, kinds_names[str(self.kinds_combo.itemData(i))])

        self.chance_check.setText(self.tr("&Chance box"))
        self.chance_check.setAccessibleName(self.tr("Chance box"))
        self.chance_help.setText(self.tr("A box that takes the sum of all the dice."))
        self.dry_check.setText(self.tr("&Dry column (French Yams grid only)"))
        self.dry_check.setAccessibleName(self.tr("Dry column"))
        self.dry_help.setText(
            self.tr("A fourth column whose boxes take only the dice of the first roll of a turn.")
        )
        self.upper_first_check.setText(self.tr("&Upper section first"))
        self.upper_first_check.setAccessibleName(self.tr("Upper section first"))
        self.upper_first_help.setText(
            self.tr("The lower boxes of a column open only once its upper boxes are all filled.")
        )
        self.saved_rolls_check.setText(self.tr("&Saved rolls"))
        self.saved_rolls_check.setAccessibleName(self.tr("Saved rolls"))
        self.saved_rolls_help.setText(
            self.tr(
                "Rolls a turn leaves unused are kept for the player's later turns (Maxi Yatzy)."
            )
        )

        self.threshold_label.setText(self.tr("Upper bonus &threshold:"))
        self.threshold_spin.setAccessibleName(self.tr("Upper bonus threshold"))
        self.upper_bonus_label.setText(self.tr("Upper &bonus:"))
        self.upper_bonus_spin.setAccessibleName(self.tr("Upper bonus points"))
        self.bonus_help.setText(
            self.tr("Earned when the upper subtotal of a column reaches the threshold (0: none).")
        )
        self.points_help.setText(self.tr("Points a box scores when its dice meet its condition."))

        self.restore_button.setText(self.tr("Restore &official rules"))
        self.restore_button.setAccessibleName(self.tr("Restore official rules"))
        self.buttons.setAccessibleName(self.tr("Dialog buttons"))
        self._retranslate_points()
        self._refresh()

    def _retranslate_points(self) -> None:
        for box_id, label in self._points_labels.items():
            name = box_title(box_id, self._preset)
            label.setText(self.tr("%s:") % name)
            self._points[box_id].setAccessibleName(self.tr("Points for %s") % name)
        self._align_points()

    def _align_points(self) -> None:
        """The Points group's three forms share one label width, so that every field
        starts at one x (each form alone sizes its label column to its own labels)."""
        labels = [self.threshold_label, self.upper_bonus_label, self.yahtzee_bonus_label]
        labels += self._points_labels.values()
        for label in labels:
            label.setMinimumWidth(0)
        widest = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(widest)

    def _joker_help(self, joker: str) -> str:
        name = box_title("yahtzee", self._preset)
        if joker == Joker.FORCED.value:
            return self.tr(
                "Five of a kind when the {yahtzee} box is filled must go in its upper box "
                "(five 4s: Fours, 20); if that is filled, in any lower box scored in full "
                "(full house 25); else in an upper box for 0."
            ).format(yahtzee=name)
        if joker == Joker.FREE.value:
            return self.tr(
                "Five of a kind when the {yahtzee} box is filled may go in any open box; it "
                "counts as a full house or a straight only once its upper box is filled."
            ).format(yahtzee=name)
        return self.tr(
            "An extra {yahtzee} scores by the plain table: five 4s are worth 0 as a full house."
        ).format(yahtzee=name)

    def _kinds_help(self, kinds: str) -> str:
        if kinds == KindsScore.MATCHING.value:
            return self.tr("French reading: 5-5-5-3-1 scores 15 as three of a kind.")
        return self.tr("5-5-5-3-1 scores 19 as three of a kind.")

    def _preset_help(self, name: str) -> str:
        """The official rules of `name` in one line: its declaration's help, with the
        numbers read from the preset itself."""
        try:
            rules = preset(name)
        except (KeyError, ValueError):
            return ""
        numbers = {
            "boxes": len(rules.box_rules),
            "dice": rules.dice,
            "bonus": rules.upper_bonus,
            "threshold": rules.upper_bonus_threshold,
            "extra": rules.yahtzee_bonus,
            "multipliers": ", ".join(f"×{c.multiplier}" for c in rules.column_rules[:-1]),
            "last": f"×{rules.column_rules[-1].multiplier}",
        }
        help_text = rules.declaration.help
        return QCoreApplication.translate("RuleSettingsDialog", help_text).format(**numbers)


class _Quiet:
    """Block the option controls' signals while several are set at once."""

    def __init__(self, dialog: RuleSettingsDialog) -> None:
        self._widgets: list[QWidget] = [
            dialog.joker_combo,
            dialog.zeroed_check,
            dialog.kinds_combo,
            dialog.chance_check,
            dialog.dry_check,
            dialog.upper_first_check,
            dialog.saved_rolls_check,
            dialog.threshold_spin,
            dialog.upper_bonus_spin,
            dialog.yahtzee_bonus_spin,
        ]

    def __enter__(self) -> None:
        for widget in self._widgets:
            widget.blockSignals(True)

    def __exit__(self, *exc: object) -> None:
        for widget in self._widgets:
            widget.blockSignals(False)
