"""The New game dialog's players and teams, round the table: one row per seat (`SeatRow`),
the buttons that add, move and remove them, and the help under them.

The rows sit in a scroll area that is as tall as all of them when the screen has room (no
scroll bar with the usual two to four players), yet may shrink to a few rows: with eight
seats on a 1366x768 laptop at 125 % the dialog ran past the bottom of the screen, its Start
button out of reach. Rows stay in place when players are moved or removed: their contents
move, so focus and tab order remain where the keyboard user expects them.
Texts keep the dialog's translation context ("NewGameDialog"): they were its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.setup import MAX_SEATS, PlayerKind
from yahtzee_desktop.ui.common.table_memory import default_name
from yahtzee_desktop.ui.dialogs.seat_rows import SeatEntry, SeatRow

__all__ = ["MIN_ROWS_SHOWN", "SeatsEditor"]

MIN_ROWS_SHOWN = 3
"""Rows still shown when the screen is short (the others are scrolled to)."""


def translate(context: str, text: str, disambiguation: str | None = None) -> str:
    """`QCoreApplication.translate` under a name lupdate reads (the dialog's context)."""
    return QCoreApplication.translate(context, text, disambiguation)


class SeatScroll(QScrollArea):
    """A frameless scroll area as tall as its rows when there is room, and never narrower
    than they are (a vertical scroll bar only, beside them, when the screen is short)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.min_rows = MIN_ROWS_SHOWN + 1  # the headers' line too

    def _bar_width(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    def sizeHint(self) -> QSize:
        """All the rows (QScrollArea's own hint stops at 24 lines of text, 36 wide)."""
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        bar = self._bar_width() if self.verticalScrollBar().isVisible() else 0
        return QSize(hint.width() + bar, hint.height())

    def minimumSizeHint(self) -> QSize:
        """As wide as the rows beside a scroll bar; as tall as a few rows."""
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        layout = inner.layout()
        full = inner.sizeHint().height()
        height = full
        if isinstance(layout, QGridLayout) and layout.rowCount() > self.min_rows:
            rect = layout.cellRect(self.min_rows, 0)
            if rect.isValid() and rect.top() > 0:
                height = min(full, rect.top())
            else:  # not laid out yet: the rows are alike
                per_row = full // max(1, layout.rowCount())
                height = min(full, per_row * self.min_rows)
        return QSize(inner.minimumSizeHint().width() + self._bar_width(), height)


class SeatsEditor(QGroupBox):
    """Who plays, in table order: rows of `SeatRow` and the Add a player button.

    Signals:
        rowsChanged(): a row was added or removed (the dialog may need more room).
        seatsEdited(): who plays changed (a row's kind or team), or a row came or went.
    """

    rowsChanged = Signal()
    seatsEdited = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.rows: list[SeatRow] = []
        self.inner = QWidget(self)
        self.inner.setObjectName("seats_inner")
        self.seat_grid = QGridLayout(self.inner)
        self.seat_grid.setContentsMargins(0, 0, 0, 0)
        self.seat_grid.setColumnStretch(1, 2)
        self.seat_grid.setColumnStretch(4, 3)
        self.header_name = QLabel(self.inner)
        self.header_kind = QLabel(self.inner)
        self.header_level = QLabel(self.inner)
        self.header_members = QLabel(self.inner)
        for column, header in enumerate(
            (self.header_name, self.header_kind, self.header_level, self.header_members), 1
        ):
            self.seat_grid.addWidget(header, 0, column)
        self.rows_scroll = SeatScroll(self)
        self.rows_scroll.setObjectName("seats_scroll")
        self.rows_scroll.setWidget(self.inner)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("add_player_button")
        self.add_button.clicked.connect(self._add_clicked)
        self.players_help = QLabel(self)
        self.players_help.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rows_scroll, 1)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.players_help, 1)
        layout.addLayout(add_row)

    def entries(self) -> list[SeatEntry]:
        return [row.entry() for row in self.rows]

    def add_seat(self, entry: SeatEntry | None = None) -> None:
        """Add a row at the end (at most MAX_SEATS players or teams)."""
        if len(self.rows) >= MAX_SEATS:
            return
        row = SeatRow(self.inner, len(self.rows), self.retranslate_rows)
        grid_row = len(self.rows) + 1
        for column, widget in enumerate(row.widgets()):
            self.seat_grid.addWidget(widget, grid_row, column)
        index = len(self.rows)
        row.up.clicked.connect(lambda: self.move_seat(index, -1))
        row.down.clicked.connect(lambda: self.move_seat(index, 1))
        row.remove.clicked.connect(lambda: self.remove_seat(index))
        for widget in row.widgets():  # tabbing to a row below the fold brings it up
            widget.installEventFilter(self)
        self.rows.append(row)
        if entry is not None:
            row.set_entry(entry)
        self.retranslate_rows()
        self._update_seat_buttons()
        self._rows_changed()

    def remove_seat(self, index: int) -> None:
        """Remove one player or team; the rows below move up. One seat always stays."""
        if len(self.rows) <= 1 or not 0 <= index < len(self.rows):
            return
        entries = self.entries()
        del entries[index]
        for row, entry in zip(self.rows, entries, strict=False):
            row.set_entry(entry)
        last = self.rows.pop()
        for widget in last.widgets():
            self.seat_grid.removeWidget(widget)
        last.delete()
        self._update_seat_buttons()
        self.rows[min(index, len(self.rows) - 1)].name.setFocus()
        self._rows_changed()

    def move_seat(self, index: int, step: int) -> None:
        """Move a player or team up (-1) or down (+1) in the playing order."""
        other = index + step
        if not (0 <= index < len(self.rows) and 0 <= other < len(self.rows)):
            return
        entries = self.entries()
        entries[index], entries[other] = entries[other], entries[index]
        self.rows[index].set_entry(entries[index])
        self.rows[other].set_entry(entries[other])
        button = self.rows[other].up if step < 0 else self.rows[other].down
        if button.isEnabled():
            button.setFocus()
        else:
            self.rows[other].name.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget):
            # Once a row just added is laid out (and the dialog has grown for it).
            QTimer.singleShot(0, watched, lambda: self._bring_up(watched))
        return False

    def _bring_up(self, widget: QWidget) -> None:
        if widget.hasFocus():
            self.seat_grid.activate()
            self.rows_scroll.ensureWidgetVisible(widget, 0, 8)

    def _rows_changed(self) -> None:
        self.rows_scroll.updateGeometry()
        self.rowsChanged.emit()

    def _update_seat_buttons(self) -> None:
        count = len(self.rows)
        for i, row in enumerate(self.rows):
            row.up.setEnabled(i > 0)
            row.down.setEnabled(i < count - 1)
            row.remove.setEnabled(count > 1)
        self.add_button.setEnabled(count < MAX_SEATS)
        previous: QWidget | None = None
        for row in self.rows:
            for widget in row.widgets()[1:]:
                if previous is not None:
                    QWidget.setTabOrder(previous, widget)
                previous = widget
        if previous is not None:
            QWidget.setTabOrder(previous, self.add_button)

    def _add_clicked(self) -> None:
        self.add_seat()
        self.rows[-1].name.setFocus()

    # --- texts ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setTitle(translate("NewGameDialog", "Players and teams, round the table"))
        self.header_name.setText(translate("NewGameDialog", "Name"))
        self.header_kind.setText(translate("NewGameDialog", "Played by"))
        self.header_level.setText(translate("NewGameDialog", "Level"))
        self.header_members.setText(translate("NewGameDialog", "Team members (optional)"))
        self.add_button.setText(translate("NewGameDialog", "Add a &player"))
        self.add_button.setAccessibleName(translate("NewGameDialog", "Add a player"))
        self.players_help.setText(
            translate(
                "NewGameDialog",
                "For a team, list its members separated by commas: they take turns.",
            )
        )
        self.retranslate_rows()

    def retranslate_rows(self) -> None:
        self.seatsEdited.emit()
        kinds = {
            PlayerKind.HUMAN.value: translate("NewGameDialog", "Person"),
            PlayerKind.COMPUTER.value: translate("NewGameDialog", "Computer"),
        }
        levels = {
            "beginner": translate("NewGameDialog", "Beginner"),
            "club": translate(
                "NewGameDialog", "Good", "computer level, between Beginner and Expert"
            ),
            "expert": translate("NewGameDialog", "Expert"),
        }
        computers = 0
        for n, row in enumerate(self.rows, 1):
            team = bool(row.members.text().strip())
            computer = not team and row.kind.currentData() == PlayerKind.COMPUTER.value
            computers += computer
            row.name.setPlaceholderText(default_name(n, team, computers if computer else 0))
            row.name.setAccessibleName(translate("NewGameDialog", "Name of player or team %d") % n)
            row.kind.setAccessibleName(translate("NewGameDialog", "Player %d is played by") % n)
            for i in range(row.kind.count()):
                row.kind.setItemText(i, kinds[str(row.kind.itemData(i))])
            row.level.setAccessibleName(
                translate("NewGameDialog", "Computer level of player %d") % n
            )
            for i in range(row.level.count()):
                row.level.setItemText(i, levels[str(row.level.itemData(i))])
            row.members.setPlaceholderText(translate("NewGameDialog", "Alone"))
            row.members.setAccessibleName(
                translate("NewGameDialog", "Team members of seat %d, separated by commas") % n
            )
            row.up.setAccessibleName(translate("NewGameDialog", "Move player %d up") % n)
            row.up.setToolTip(row.up.accessibleName())
            row.down.setAccessibleName(translate("NewGameDialog", "Move player %d down") % n)
            row.down.setToolTip(row.down.accessibleName())
            row.remove.setAccessibleName(translate("NewGameDialog", "Remove player %d") % n)
            row.remove.setToolTip(row.remove.accessibleName())
            row.number.setAccessibleName(translate("NewGameDialog", "Seat %d") % n)
