"""Scores typed in by hand: the score-pad entry of a box, and the correction of any box.

Both go through the core's actions (WriteScore, Correct), so the rules, the totals
and the action log (hence undo and the autosave journal) stay the core's business;
this dialog only checks the points first, to say in the user's language what the
box can take instead of showing the core's English refusal.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QIntValidator, QShortcutEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import Correct, WriteScore
from yahtzee_desktop.core.card import Card
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import column_label
from yahtzee_desktop.ui.dialogs._common import box_title, plain_label, select_data
from yahtzee_desktop.ui.table.session import GameSession

__all__ = [
    "EntryKind",
    "ScoreEntryDialog",
    "describe_points",
]


class EntryKind(Enum):
    WRITE = "write"
    """Write points in an open box of the seat to play (ends the turn)."""
    CORRECT = "correct"
    """Change a box already written, in any game played with physical dice."""


def describe_points(values: Iterable[int]) -> str:
    """ "0, 4, 8, 12, 16 or 20"; runs of four or more read "5 to 30"."""
    numbers = sorted(set(values))
    parts: list[str] = []
    i = 0
    while i < len(numbers):
        j = i
        while j + 1 < len(numbers) and numbers[j + 1] == numbers[j] + 1:
            j += 1
        if j - i >= 3:
            parts.append(
                QCoreApplication.translate("ScoreEntryDialog", "{low} to {high}").format(
                    low=numbers[i], high=numbers[j]
                )
            )
        else:
            parts.extend(str(n) for n in numbers[i : j + 1])
        i = j + 1
    if len(parts) <= 1:
        return "".join(parts)
    return QCoreApplication.translate("ScoreEntryDialog", "{items} or {last}").format(
        items=", ".join(parts[:-1]), last=parts[-1]
    )


def _last_seat(state: GameState, game: int) -> int:
    """The seat that wrote last in a game (the one before the seat to play), as a default."""
    order = state.order(game)
    i = order.index(state.seat) if game == state.game_index else 0
    for k in range(1, len(order) + 1):
        seat = order[(i - k) % len(order)]
        if state.cards[game][seat].filled_count():
            return seat
    return state.seat


class InstantCheckBox(QCheckBox):
    """A check box whose mnemonic (Alt+Y) ticks it at once.

    Qt's mnemonic does an animated click that toggles the box 100 ms later, so Alt+Y
    then Enter typed fast wrote the score without the tick (a lost Yahtzee bonus).
    """

    def event(self, e: QEvent) -> bool:
        shortcut = e.type() == QEvent.Type.Shortcut and isinstance(e, QShortcutEvent)
        if shortcut and not e.isAmbiguous() and self.isEnabled():  # type: ignore[attr-defined]
            self.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.click()
            return True
        return super().event(e)


class ScoreEntryDialog(QDialog):
    """Type the points of a box; only values the box can take are accepted.

    In WRITE mode the box is one the seat to play may fill now; in CORRECT mode any
    written box of any seat in any physical-dice game of the series. Accepting applies
    the action to the session; a refusal keeps the dialog open with the reason.
    """

    def __init__(
        self,
        session: GameSession,
        kind: EntryKind,
        parent: QWidget | None = None,
        *,
        game: int | None = None,
        seat: int | None = None,
        box: str | None = None,
        column: int = 0,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("score_entry_dialog")
        self.session = session
        self.kind = kind
        self.state = session.state
        state = self.state
        rules = state.setup.rules

        self.intro = plain_label("", self)
        self.intro.setObjectName("score_entry_intro")
        self.intro.setWordWrap(True)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("game_combo")
        self.seat_combo = QComboBox(self)
        self.seat_combo.setObjectName("seat_combo")
        self.column_combo = QComboBox(self)
        self.column_combo.setObjectName("column_combo")
        self.box_combo = QComboBox(self)
        self.box_combo.setObjectName("box_combo")
        self.points_edit = QLineEdit(self)
        self.points_edit.setObjectName("points_edit")
        self.points_edit.setValidator(QIntValidator(0, 9999, self))
        self.points_edit.setMaxLength(4)
        self.allowed_label = plain_label("", self)
        self.allowed_label.setObjectName("allowed_label")
        self.allowed_label.setWordWrap(True)
        self.error_label = plain_label("", self)
        self.error_label.setObjectName("error_label")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.error_label.hide()
        self.bonus_check = InstantCheckBox(self)
        self.bonus_check.setObjectName("bonus_check")
        self.bonus_spin = QSpinBox(self)
        self.bonus_spin.setObjectName("bonus_spin")
        self.bonus_spin.setRange(0, rules.turns)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)

        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_combo)
        self.seat_label = QLabel(self)
        self.seat_label.setBuddy(self.seat_combo)
        self.column_label = QLabel(self)
        self.column_label.setBuddy(self.column_combo)
        self.box_label = QLabel(self)
        self.box_label.setBuddy(self.box_combo)
        self.points_label = QLabel(self)
        self.points_label.setBuddy(self.points_edit)
        self.bonus_label = QLabel(self)
        self.bonus_label.setBuddy(self.bonus_spin)

        form = QFormLayout()
        form.addRow(self.game_label, self.game_combo)
        form.addRow(self.seat_label, self.seat_combo)
        form.addRow(self.column_label, self.column_combo)
        form.addRow(self.box_label, self.box_combo)
        form.addRow(self.points_label, self.points_edit)
        form.addRow("", self.allowed_label)
        form.addRow("", self.bonus_check)
        form.addRow(self.bonus_label, self.bonus_spin)
        self.form = form
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

        correcting = kind is EntryKind.CORRECT
        has_bonus = rules.yahtzee_bonus > 0 and "yahtzee" in rules.boxes
        form.setRowVisible(self.game_combo, correcting and state.setup.games > 1)
        form.setRowVisible(self.seat_combo, correcting and len(state.setup.seats) > 1)
        form.setRowVisible(self.column_combo, rules.columns > 1)
        form.setRowVisible(self.bonus_check, has_bonus and not correcting)
        form.setRowVisible(self.bonus_spin, has_bonus and correcting)

        if correcting:
            games = state.correctable_games()
            for g in games:
                self.game_combo.addItem("", g)
            for s, seat_info in enumerate(state.setup.seats):
                self.seat_combo.addItem(seat_info.name, s)
            select_data(self.game_combo, game if game is not None else games[-1] if games else 0)
            chosen = self.game if games else state.game_index
            select_data(self.seat_combo, _last_seat(state, chosen) if seat is None else seat)
        else:
            self.game_combo.addItem("", state.game_index)
            self.seat_combo.addItem(state.setup.seats[state.seat].name, state.seat)
        self._fill_columns()
        select_data(self.column_combo, column)
        self._fill_boxes()
        if box is not None:
            select_data(self.box_combo, box)
        self._box_changed()

        self.game_combo.currentIndexChanged.connect(self._card_changed)
        self.seat_combo.currentIndexChanged.connect(self._card_changed)
        self.column_combo.currentIndexChanged.connect(self._column_changed)
        self.box_combo.currentIndexChanged.connect(self._box_changed)
        self.points_edit.textEdited.connect(lambda _t: self._show_error(""))
        self.retranslate()
        self.points_edit.setFocus()

    # --- what is being entered --------------------------------------------------------

    @property
    def game(self) -> int:
        data = self.game_combo.currentData()
        return int(data) if data is not None else self.state.game_index

    @property
    def seat(self) -> int:
        data = self.seat_combo.currentData()
        return int(data) if data is not None else self.state.seat

    @property
    def column(self) -> int:
        data = self.column_combo.currentData()
        return int(data) if data is not None else 0

    @property
    def box(self) -> str | None:
        data = self.box_combo.currentData()
        return str(data) if data is not None else None

    @property
    def card(self) -> Card:
        return self.state.cards[self.game][self.seat]

    def _boxes(self, column: int) -> list[str]:
        card = self.card
        if self.kind is EntryKind.WRITE:
            return list(card.writable_boxes(column))
        return [b for b in card.rules.boxes if card.value(b, column) is not None]

    def _fill_columns(self) -> None:
        keep = self.column_combo.currentData()
        self.column_combo.blockSignals(True)
        self.column_combo.clear()
        rules = self.state.setup.rules
        for c in range(rules.columns):
            if self._boxes(c):
                name = column_label(rules.column_rules[c].id)
                self.column_combo.addItem(QCoreApplication.translate("Column", name), c)
        if keep is not None:
            select_data(self.column_combo, keep)
        self.column_combo.blockSignals(False)

    def _fill_boxes(self) -> None:
        keep = self.box_combo.currentData()
        self.box_combo.blockSignals(True)
        self.box_combo.clear()
        preset = self.state.setup.rules.preset
        if self.column_combo.count():
            for b in self._boxes(self.column):
                self.box_combo.addItem(box_title(b, preset), b)
        if keep is not None:
            select_data(self.box_combo, keep)
        self.box_combo.blockSignals(False)

    def _card_changed(self) -> None:
        self._fill_columns()
        self._column_changed()

    def _column_changed(self) -> None:
        self._fill_boxes()
        self._box_changed()

    def _box_changed(self) -> None:
        box = self.box
        card = self.card
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(box is not None)
        self._show_error("")
        if box is None:
            self.allowed_label.setText(
                self.tr("No box can be written here now.")
                if self.kind is EntryKind.WRITE
                else self.tr("No box is written on this card yet.")
            )
            return
        self.allowed_label.setText(self._allowed_text(box))
        if self.kind is EntryKind.CORRECT:
            value = card.value(box, self.column)
            self.points_edit.setText("" if value is None else str(value))
            self.bonus_spin.setValue(card.bonus_counts[self.column])
        else:
            can_tick = card.can_tick_yahtzee_bonus(self.column)
            self.bonus_check.setEnabled(can_tick)
            if not can_tick:
                self.bonus_check.setChecked(False)
        self.points_edit.selectAll()

    def _allowed_text(self, box: str) -> str:
        name = box_title(box, self.state.setup.rules.preset)
        values = describe_points(self.card.possible_points(box))
        return self.tr("{box} takes {values}.").format(box=name, values=values)

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    # --- accepting --------------------------------------------------------------------

    def points_problem(self) -> str:
        """Why the typed points cannot go in the box ("" if they can)."""
        box = self.box
        if box is None:
            return self.tr("Choose a box.")
        text = self.points_edit.text().strip()
        if not text.isdigit():
            return self.tr("Type the points written in the box.") + " " + self._allowed_text(box)
        points = int(text)
        if points not in self.card.possible_points(box):
            name = box_title(box, self.state.setup.rules.preset)
            return (
                self.tr("{points} is not a score for {box}.").format(points=points, box=name)
                + " "
                + self._allowed_text(box)
            )
        return ""

    def action(self) -> WriteScore | Correct | None:
        """The action the entry stands for, or None while the points are not acceptable."""
        if self.points_problem():
            return None
        box = self.box
        assert box is not None
        points = int(self.points_edit.text())
        if self.kind is EntryKind.WRITE:
            bonus = self.bonus_check.isVisibleTo(self) and self.bonus_check.isChecked()
            return WriteScore(box, points, self.column, bonus)
        bonuses: int | None = None
        if self.bonus_spin.isVisibleTo(self):
            count = self.bonus_spin.value()
            if count != self.card.bonus_counts[self.column]:
                bonuses = count
        return Correct(self.game, self.seat, box, points, self.column, bonuses)

    def try_accept(self) -> bool:
        """Apply the entry; on a refusal show why and stay open."""
        problem = self.points_problem()
        if problem:
            self._show_error(problem)
            self.points_edit.setFocus()
            return False
        action = self.action()
        assert action is not None
        if self.session.state is not self.state:
            self._show_error(self.tr("The game changed meanwhile: open this window again."))
            return False
        refusal: list[str] = []
        self.session.refused.connect(refusal.append)
        try:
            applied = self.session.apply(action)
        finally:
            self.session.refused.disconnect(refusal.append)
        if not applied:
            self._show_error(
                self.tr("The rules do not allow this entry. {reason}")
                .format(reason=refusal[0] if refusal else "")
                .strip()
            )
            return False
        self.accept()
        return True

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        state = self.state
        if self.kind is EntryKind.WRITE:
            name = state.setup.seats[state.seat].name
            self.setWindowTitle(self.tr("Write a score"))
            self.intro.setText(
                self.tr("Write the points {name} scored this turn, as on a paper sheet.").format(
                    name=name
                )
            )
        else:
            self.setWindowTitle(self.tr("Correct a score"))
            self.intro.setText(
                self.tr("Change a box already written; totals and bonuses are worked out again.")
            )
        for i in range(self.game_combo.count()):
            g = int(self.game_combo.itemData(i))
            self.game_combo.setItemText(i, self.tr("Game {n}").format(n=g + 1))
        self.game_label.setText(self.tr("&Game:"))
        self.seat_label.setText(self.tr("&Player:"))
        self.column_label.setText(self.tr("&Column:"))
        self.box_label.setText(self.tr("&Box:"))
        self.points_label.setText(self.tr("P&oints:"))
        self.bonus_label.setText(self.tr("&Yahtzee bonuses:"))
        bonus = state.setup.rules.yahtzee_bonus
        self.bonus_check.setText(
            self.tr("This turn earns a &Yahtzee bonus (+{points})").format(points=bonus)
        )
        self.bonus_check.setToolTip(
            self.tr("Tick when an extra Yahtzee was rolled and the Yahtzee box holds its points.")
        )
        self.bonus_spin.setToolTip(self.tr("Extra Yahtzees that earned the bonus in this column"))
        self.points_edit.setAccessibleName(self.tr("Points"))
        if self.box is not None:
            self.allowed_label.setText(self._allowed_text(self.box))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_entry_dialog(
    session: GameSession,
    kind: EntryKind,
    parent: QWidget,
    **where: object,
) -> ScoreEntryDialog:
    """Open the dialog window-modal without blocking (deleted when closed)."""
    dialog = ScoreEntryDialog(session, kind, parent, **where)  # type: ignore[arg-type]
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
