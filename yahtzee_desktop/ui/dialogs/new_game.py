"""The new game dialog: who plays (players and teams, in table order), the rules, the series.

It produces a core `GameSetup` and nothing else; the window starts the game from it.
It opens on the table remembered last time (`ui/common/table_memory.py`: seat kinds,
levels, teams, dice, games, who starts) and remembers the table it starts. At the very
first start it greets the family instead of inventing players. The players' rows are
`seats_editor.py` (a scroll area when the screen is short), the challenge code
`challenge_code.py`; this file holds the dialog's flow.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.rules import PRESETS, RuleSet, preset
from yahtzee_desktop.core.seeds import new_seed
from yahtzee_desktop.core.setup import (
    MAX_GAMES,
    DiceMode,
    GameSetup,
    Seat,
    StartRule,
    default_games,
    now_iso,
)
from yahtzee_desktop.ui.common.seat_names import is_computer
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.common.table_memory import (
    COMPUTER_LEVELS,
    SeatMemory,
    TableMemory,
    remember_table,
    remembered_table,
    seats_of,
)
from yahtzee_desktop.ui.dialogs._common import fit_wrapped_text, preset_title, select_data
from yahtzee_desktop.ui.dialogs.challenge_code import EXAMPLE_CODE, ChallengeCode
from yahtzee_desktop.ui.dialogs.play_time import play_time_text
from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog
from yahtzee_desktop.ui.dialogs.seat_rows import NAME_LENGTH, SeatEntry, SeatRow
from yahtzee_desktop.ui.dialogs.seats_editor import SeatsEditor

__all__ = ["COMPUTER_LEVELS", "EXAMPLE_CODE", "NAME_LENGTH", "NewGameDialog", "SeatEntry"]


class NewGameDialog(QDialog):
    """Set up a new series; `result_setup()` gives the `GameSetup` once accepted."""

    def __init__(
        self,
        parent: QWidget | None = None,
        settings: Settings | None = None,
        welcome: bool = False,
    ) -> None:
        """`welcome`: the family's first start; a line greets them and asks who plays."""
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self._settings = settings
        self.welcome_label = QLabel(self)
        self.welcome_label.setObjectName("welcome_label")
        self.welcome_label.setWordWrap(True)
        self.welcome_label.setVisible(welcome)
        self._rules: RuleSet = settings.last_rules if settings is not None else preset("yahtzee")
        self._setup: GameSetup | None = None

        # Players and teams.
        self.players_group = SeatsEditor(self)
        self.players_group.setObjectName("players_group")
        self.players_group.rowsChanged.connect(self._rows_changed)
        self.players_group.seatsEdited.connect(self._show_play_time)
        self.add_button = self.players_group.add_button

        # Rules and series.
        self.game_group = QGroupBox(self)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset_combo")
        for name in PRESETS:
            self.preset_combo.addItem(name, name)
        self.rules_button = QPushButton(self)
        self.rules_button.setObjectName("rules_button")
        self.rules_button.clicked.connect(self.edit_rules)
        self.rules_summary = QLabel(self)
        self.rules_summary.setObjectName("rules_summary")
        self.games_spin = QSpinBox(self)
        self.games_spin.setObjectName("games_spin")
        self.games_spin.setRange(1, MAX_GAMES)
        self.games_spin.setValue(default_games(self._rules))
        self._games_touched = False
        self.games_spin.valueChanged.connect(self._games_edited)
        self.games_spin.valueChanged.connect(self._show_play_time)
        self.play_time = QLabel(self)
        self.play_time.setObjectName("play_time")
        self.games_spin.setMaximumWidth(self.games_spin.sizeHint().width() + 24)
        self.start_combo = QComboBox(self)
        self.start_combo.setObjectName("start_combo")
        for rule in StartRule:
            self.start_combo.addItem(rule.value, rule.value)

        self.app_dice_radio = QRadioButton(self)
        self.app_dice_radio.setObjectName("app_dice_radio")
        self.physical_dice_radio = QRadioButton(self)
        self.physical_dice_radio.setObjectName("physical_dice_radio")
        self.dice_buttons = QButtonGroup(self)
        self.dice_buttons.addButton(self.app_dice_radio)
        self.dice_buttons.addButton(self.physical_dice_radio)
        self.app_dice_radio.setChecked(True)

        self.challenge = ChallengeCode(self)
        self.challenge_check = self.challenge.check
        self.seed_edit = self.challenge.edit
        self.new_code_button = self.challenge.new_button
        self.seed_error = self.challenge.error

        self.preset_label = QLabel(self)
        self.preset_label.setBuddy(self.preset_combo)
        self.games_label = QLabel(self)
        self.games_label.setBuddy(self.games_spin)
        self.start_label = QLabel(self)
        self.start_label.setBuddy(self.start_combo)
        self.dice_label = QLabel(self)
        self.challenge_label = QLabel(self)
        self.challenge_label.setBuddy(self.seed_edit)

        rules_row = QHBoxLayout()
        rules_row.addWidget(self.preset_combo, 1)
        rules_row.addWidget(self.rules_button)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.app_dice_radio)
        dice_row.addWidget(self.physical_dice_radio)
        dice_row.addStretch(1)
        form = QFormLayout(self.game_group)
        form.addRow(self.preset_label, rules_row)
        form.addRow("", self.rules_summary)
        games_row = QHBoxLayout()  # the time beside the number: no line more to fit
        games_row.addWidget(self.games_spin)
        games_row.addWidget(self.play_time, 1)
        form.addRow(self.games_label, games_row)
        form.addRow(self.start_label, self.start_combo)
        form.addRow(self.dice_label, dice_row)
        form.addRow(self.challenge_label, self.challenge.row)
        form.addRow("", self.seed_error)

        self.error_label = QLabel(self)
        self.error_label.setObjectName("error_label")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setWordWrap(True)
        font = self.error_label.font()
        font.setBold(True)
        self.error_label.setFont(font)
        self.error_label.hide()
        self.seed_error.setFont(font)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.welcome_label)
        layout.addWidget(self.players_group)
        layout.addWidget(self.game_group)
        layout.addWidget(self.error_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        table = remembered_table(settings) if settings is not None else None
        for seat in table.seats if table is not None else (SeatMemory(), SeatMemory()):
            self.add_seat(SeatEntry.of(seat))
        if table is not None:
            self._restore(table)
        elif welcome:  # a first evening: one game, a series one click away
            self.games_spin.blockSignals(True)
            self.games_spin.setValue(1)
            self.games_spin.blockSignals(False)
            self._games_touched = True
        self._show_rules()

        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self.challenge_check.toggled.connect(self._challenge_toggled)
        self.app_dice_radio.toggled.connect(self._update_enabled)
        self.app_dice_radio.toggled.connect(self._show_play_time)
        self._retranslate()
        self._update_enabled()
        self.setMinimumWidth(self.sizeHint().width() + 80)
        if welcome:  # the greeting says "type everyone's name": the keyboard is there
            self._rows[0].name.setFocus()

    # --- public API -------------------------------------------------------------------

    def result_setup(self) -> GameSetup | None:
        """The setup chosen, or None if the dialog was cancelled (or not closed yet)."""
        return self._setup if self.result() == QDialog.DialogCode.Accepted else None

    def rules(self) -> RuleSet:
        return self._rules

    def set_rules(self, rules: RuleSet) -> None:
        self._rules = rules
        self._show_play_time()
        self._show_rules()

    def entries(self) -> list[SeatEntry]:
        return self.players_group.entries()

    @property
    def _rows(self) -> list[SeatRow]:
        return self.players_group.rows

    def add_seat(self, entry: SeatEntry | None = None) -> None:
        """Add a row at the end (at most MAX_SEATS players or teams)."""
        self.players_group.add_seat(entry)

    def _show_play_time(self) -> None:
        """How long one game (and the series) takes with the seats set now."""
        seats = self.seats()
        computers = sum(1 for s in seats if is_computer(s))
        self.play_time.setText(
            play_time_text(
                self._rules.turns,
                len(seats) - computers,
                computers,
                self.games_spin.value(),
                self.physical_dice_radio.isChecked(),
            )
        )

    def _rows_changed(self) -> None:
        self._show_play_time()
        if self.isVisible():  # once Qt has grown the window by the row: wrapped text too
            QTimer.singleShot(0, self, lambda: fit_wrapped_text(self))

    def showEvent(self, event: QShowEvent) -> None:
        """Tall enough for the wrapped greeting and help at the width it opens at (the
        form was squeezed 12 px, its text clipped, in French at 125 %)."""
        super().showEvent(event)
        fit_wrapped_text(self)

    def remove_seat(self, index: int) -> None:
        """Remove one player or team; the rows below move up. One seat always stays."""
        self.players_group.remove_seat(index)

    def move_seat(self, index: int, step: int) -> None:
        """Move a player or team up (-1) or down (+1) in the playing order."""
        self.players_group.move_seat(index, step)

    def generate_code(self) -> None:
        """A fresh challenge code, to read out to players on other computers."""
        self.challenge.generate()

    def seats(self) -> tuple[Seat, ...]:
        """The seats the rows describe; empty names become "Player 1", "Team 2"..."""
        return seats_of(self.table())

    def edit_rules(self) -> None:
        """Open the rule settings on the current rules (modal: the user is choosing now)."""
        dialog = RuleSettingsDialog(self, self._rules)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_rules(dialog.rules())
        dialog.deleteLater()

    def accept(self) -> None:
        setup = self._build()
        if setup is None:
            return
        self._setup = setup
        if self._settings is not None:
            self._settings.last_rules = setup.rules
            remember_table(self._settings, self.table())
        super().accept()

    def table(self) -> TableMemory:
        """The table as set now (names as typed), to remember for next time."""
        return TableMemory(
            tuple(entry.memory() for entry in self.entries()),
            DiceMode.APP if self.app_dice_radio.isChecked() else DiceMode.PHYSICAL,
            self.games_spin.value(),
            StartRule(str(self.start_combo.currentData())),
        )

    # --- internals --------------------------------------------------------------------

    def _restore(self, table: TableMemory) -> None:
        """Dice, games and who starts as last time (seats are added by the caller)."""
        physical = table.dice_mode is DiceMode.PHYSICAL
        (self.physical_dice_radio if physical else self.app_dice_radio).setChecked(True)
        if table.games is not None:
            self.games_spin.blockSignals(True)
            self.games_spin.setValue(table.games)
            self.games_spin.blockSignals(False)
            # A number other than the rules' own was chosen: it no longer follows them.
            self._games_touched = table.games != default_games(self._rules)
        select_data(self.start_combo, table.start_rule.value)

    def _build(self) -> GameSetup | None:
        """The setup, or None after showing plainly what must be fixed."""
        seats = self.seats()
        seen: set[str] = set()
        for seat in seats:
            key = seat.name.casefold()
            if key in seen:
                return self._fail(
                    self.tr("Two players or teams are called “%s”: please tell them apart.")
                    % seat.name
                )
            seen.add(key)
        challenge = self.challenge_check.isChecked() and self.app_dice_radio.isChecked()
        if challenge:
            seed = self.challenge.seed()
            if seed is None:
                return self._fail(self.seed_error.text())
        else:
            seed = new_seed()
        dice = DiceMode.APP if self.app_dice_radio.isChecked() else DiceMode.PHYSICAL
        self.error_label.hide()
        return GameSetup(
            rules=self._rules,
            seats=seats,
            games=self.games_spin.value(),
            seed=seed,
            challenge=challenge,
            dice_mode=dice,
            start_rule=StartRule(str(self.start_combo.currentData())),
            started=now_iso(),
        )

    def _fail(self, message: str) -> GameSetup | None:
        """Show why the game cannot start; returns None for `_build` to return."""
        self.error_label.setText(message)
        self.error_label.show()
        return None

    def _challenge_toggled(self, on: bool) -> None:
        self.challenge.toggled(on)
        self._update_enabled()

    def _update_enabled(self) -> None:
        self.challenge.update_enabled(self.app_dice_radio.isChecked())

    def _preset_chosen(self) -> None:
        self._rules = preset(str(self.preset_combo.currentData()))
        if not self._games_touched:  # follow the rules until the player picks a number
            self.games_spin.blockSignals(True)
            self.games_spin.setValue(default_games(self._rules))
            self.games_spin.blockSignals(False)
        self._show_rules()
        self._show_play_time()

    def _games_edited(self) -> None:
        self._games_touched = True

    def _show_rules(self) -> None:
        self.preset_combo.blockSignals(True)
        select_data(self.preset_combo, self._rules.preset)
        self.preset_combo.blockSignals(False)
        if self._rules.options:
            self.rules_summary.setText(self.tr("Rules changed from the official ones"))
        else:
            self.rules_summary.setText(self.tr("Official rules"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.welcome_label.setText(
            self.tr(
                "Welcome to Yahtzee Desktop! Who is at the table? Type everyone's name "
                "in the order you sit round it; choose Computer for a seat the app plays. "
                "The app remembers this table for next time."
            )
        )
        self.players_group.retranslate()
        self.game_group.setTitle(self.tr("Game"))
        self.preset_label.setText(self.tr("&Rules:"))
        self.preset_combo.setAccessibleName(self.tr("Rules"))
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, preset_title(str(self.preset_combo.itemData(i))))
        self.rules_button.setText(self.tr("Ru&le settings…"))
        self.rules_button.setAccessibleName(self.tr("Rule settings"))
        self.rules_summary.setAccessibleName(self.tr("Rules in use"))
        self.games_label.setText(self.tr("&Games in the series:"))
        self.games_spin.setAccessibleName(self.tr("Games in the series"))
        self.start_label.setText(self.tr("&Who starts:"))
        self.start_combo.setAccessibleName(self.tr("Who starts"))
        starts = {
            StartRule.ROLL_FIVE.value: self.tr("Everyone rolls all the dice, the highest starts"),
            StartRule.ROLL_ONE.value: self.tr("Everyone rolls one die, the highest starts"),
            StartRule.PREVIOUS_WINNER.value: self.tr("The winner of the previous game starts"),
        }
        for i in range(self.start_combo.count()):
            self.start_combo.setItemText(i, starts[str(self.start_combo.itemData(i))])
        self.dice_label.setText(self.tr("Dice:"))
        self.app_dice_radio.setText(self.tr("Rolled by the &app"))
        self.app_dice_radio.setAccessibleName(self.tr("Dice rolled by the app"))
        self.physical_dice_radio.setText(self.tr("Real dice on the &table"))
        self.physical_dice_radio.setAccessibleName(
            self.tr("Real dice on the table, entered by hand")
        )
        self.challenge_label.setText(self.tr("Challenge:"))
        self.challenge.retranslate()
        self.error_label.setAccessibleName(self.tr("Problem"))
        self._show_play_time()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        self._show_rules()
        if self.seed_error.isVisible() or self.seed_error.text():
            self._update_enabled()
