"""Who starts, with real dice: type each player's roll-off total; ties roll again.

The decision is the core's (`decide_roll_off`, the same rule the app dice use); the
dialog records its outcome with a SetStarter action, so it is in the log and undoable.
Skipping leaves the core's default starter (`GameState.starter`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import SetStarter
from yahtzee_desktop.core.roll_off import decide_roll_off
from yahtzee_desktop.core.setup import StartRule
from yahtzee_desktop.ui.dialogs._common import plain_label
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["RollOffDialog"]


class RollOffDialog(QDialog):
    """Round after round, the totals of the players still in contention."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roll_off_dialog")
        self.session = session
        state = session.state
        self.one_die = state.setup.start_rule is StartRule.ROLL_ONE
        self.dice = 1 if self.one_die else state.setup.rules.dice
        self.low, self.high = self.dice, 6 * self.dice
        self.contenders = list(state.roll_off_contenders(state.game_index))
        self.round = 1
        self.starter: int | None = self.contenders[0] if len(self.contenders) == 1 else None
        self.history: list[dict[int, int]] = []

        self.intro = plain_label("", self)
        self.intro.setWordWrap(True)
        self.round_label = QLabel(self)
        self.round_label.setObjectName("round_label")
        font = self.round_label.font()
        font.setBold(True)
        self.round_label.setFont(font)
        grid = QGridLayout()
        self.spins: dict[int, QSpinBox] = {}
        self.name_labels: dict[int, QLabel] = {}
        for row, seat in enumerate(range(len(state.setup.seats))):
            label = plain_label(state.setup.seats[seat].name, self)
            spin = QSpinBox(self)
            spin.setObjectName(f"roll_off_total_{seat + 1}")
            # One below the lowest total means "not rolled yet" and shows a dash.
            spin.setRange(self.low - 1, self.high)
            spin.setSpecialValueText("\u2013")
            spin.setValue(self.low - 1)
            spin.valueChanged.connect(self._update_buttons)
            label.setBuddy(spin)
            grid.addWidget(label, row, 0)
            grid.addWidget(spin, row, 1)
            self.spins[seat] = spin
            self.name_labels[seat] = label
        self.result_label = plain_label("", self)
        self.result_label.setObjectName("roll_off_result")
        self.result_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.decide_button = QPushButton(self)
        self.decide_button.setObjectName("decide_button")
        self.decide_button.setDefault(True)
        self.decide_button.clicked.connect(self.decide)
        self.buttons.addButton(self.decide_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.ok_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("roll_off_ok")
        self.skip_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.skip_button.setObjectName("roll_off_skip")
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.round_label)
        layout.addLayout(grid)
        layout.addWidget(self.result_label)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._update_buttons()
        first = self.spins[self.contenders[0]]
        first.setFocus()
        first.selectAll()

    # --- rounds -----------------------------------------------------------------------

    def totals(self) -> dict[int, int]:
        """Totals entered for the seats in contention (those not entered are left out)."""
        return {
            s: self.spins[s].value() for s in self.contenders if self.spins[s].value() >= self.low
        }

    def decide(self) -> list[int]:
        """Apply the roll-off rule to this round; returns the seats still in contention."""
        if self.starter is not None:
            return [self.starter]
        totals = self.totals()
        if len(totals) < len(self.contenders):
            return self.contenders
        self.history.append(totals)
        best = decide_roll_off(totals)
        if len(best) == 1:
            self.starter = best[0]
        else:
            self.contenders = best
            self.round += 1
            for spin in self.spins.values():
                spin.setValue(self.low - 1)
        self.retranslate()
        self._update_buttons()
        if self.starter is None:
            self.spins[self.contenders[0]].setFocus()
        else:
            self.ok_button.setFocus()
        return best

    def record(self) -> None:
        """Record the starter (SetStarter) and close; stays open if the core refuses."""
        if self.starter is None:
            return
        if self.session.apply(SetStarter(self.starter)):
            self.accept()

    def _update_buttons(self) -> None:
        decided = self.starter is not None
        for seat, spin in self.spins.items():
            active = not decided and seat in self.contenders
            spin.setEnabled(active)
            self.name_labels[seat].setEnabled(active)
        complete = len(self.totals()) == len(self.contenders)
        self.decide_button.setEnabled(not decided and complete)
        self.decide_button.setVisible(not decided)
        self.ok_button.setEnabled(decided)

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        state = self.session.state
        names = state.setup.seats
        self.setWindowTitle(self.tr("Who starts game {n}?").format(n=state.game_index + 1))
        if self.one_die:
            rule = self.tr("Each player rolls one die; the highest starts.")
        else:
            rule = self.tr("Each player rolls the {n} dice; the highest total starts.").format(
                n=self.dice
            )
        self.intro.setText(
            rule + " " + self.tr("Tied players roll again. Type each total, then Decide.")
        )
        self.round_label.setText(self.tr("Round {n}").format(n=self.round))
        if self.starter is not None:
            self.result_label.setText(
                self.tr("{name} starts.").format(name=names[self.starter].name)
            )
        elif self.round > 1:
            tied = ", ".join(names[s].name for s in self.contenders)
            self.result_label.setText(
                self.tr("Tie between {names}: they roll again.").format(names=tied)
            )
        else:
            self.result_label.setText("")
        self.decide_button.setText(self.tr("&Decide"))
        self.ok_button.setText(self.tr("Record the starter"))
        default = names[state.starter(state.game_index)].name
        self.skip_button.setText(self.tr("Skip ({name} starts)").format(name=default))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_roll_off_dialog(session: GameSession, parent: QWidget) -> RollOffDialog:
    dialog = RollOffDialog(session, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
