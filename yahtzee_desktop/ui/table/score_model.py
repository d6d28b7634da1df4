"""The score sheet's table model: the sheet's cells served to a Qt view.

What each cell says comes from `score_cells.py` (itself asking the core's `Card` for
every number); this module is the Qt side: item roles, fonts and colours from the
palette, flags, and after each action `dataChanged` only for the cells that differ
from the last snapshot, so a view repaints a box and its totals, not the whole sheet.

The session tells the model of each action once, at its "sheets" stage, after the dice
(a roll's animation has begun by then, so the previews are hidden in that same, single
recomputation); showing them when the dice land asks the core nothing more. The model
does not score: a view asks `option_at` and calls `GameSession.score`, the one way in.

One model serves two layouts: a player's sheet (six game columns of the official
pad for single-column rules, or the rule set's columns for the current game) and
the current game with every player side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from yahtzee_desktop.core.actions import Score, WriteScore
from yahtzee_desktop.i18n import format_pace
from yahtzee_desktop.ui.table.die import KEEP_MARK_COLOR
from yahtzee_desktop.ui.table.score_cells import (
    Cell,
    Column,
    Layout,
    Row,
    RowKind,
    compute_cells,
    game_and_seat,
    header_bold,
    header_title,
    header_tooltip,
    row_title,
    row_tooltip,
    sheet_columns,
    sheet_rows,
    without_preview,
)
from yahtzee_desktop.ui.table.session import GameSession

__all__ = [
    "BOX_ROLE",
    "CARD_COLUMN_ROLE",
    "COACH_ROLE",
    "GAME_ROLE",
    "POINTS_ROLE",
    "PREVIEW_ROLE",
    "ROW_KIND_ROLE",
    "SEAT_ROLE",
    "Layout",
    "RowKind",
    "ScoreSheetModel",
    "format_pace",
]

BOX_ROLE = Qt.ItemDataRole.UserRole + 1
"""The box id of a box row, else None."""
CARD_COLUMN_ROLE = Qt.ItemDataRole.UserRole + 2
"""The column of the card a cell belongs to (None for the summary column)."""
GAME_ROLE = Qt.ItemDataRole.UserRole + 3
SEAT_ROLE = Qt.ItemDataRole.UserRole + 4
POINTS_ROLE = Qt.ItemDataRole.UserRole + 5
"""Points written (or the total) as an int; None when nothing is written."""
PREVIEW_ROLE = Qt.ItemDataRole.UserRole + 6
"""What the current dice would score in this box, if they may go there now."""
ROW_KIND_ROLE = Qt.ItemDataRole.UserRole + 7
COACH_ROLE = Qt.ItemDataRole.UserRole + 8
"""True in the box the coach's hint says to score now (marked like the dice to keep)."""

COACH_MARK = "\u2713"
"""The tick before the points of the coach's box: the dice's mark, on the sheet."""


class ScoreSheetModel(QAbstractTableModel):
    """The score sheet of a `GameSession`, as a table.

    Signals:
        viewedSeatChanged(int): the sheet now shows another seat.
        refreshed(): the cells were brought up to date with the game.
        coachChanged(): the coach named another box for these dice (`coach_index`).
    """

    viewedSeatChanged = Signal(int)
    refreshed = Signal()
    coachChanged = Signal()

    def __init__(
        self, session: GameSession, layout: Layout = Layout.SHEET, parent: Any = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.layout = layout
        self._pinned: int | None = None
        self._preview = True
        self._rows: list[Row] = []
        self._cols: list[Column] = []
        self._cells: dict[tuple[int, int], Cell] = {}
        """Every cell with what the dice would score: computed once per action."""
        self._shown: dict[tuple[int, int], Cell] = {}
        """The cells as shown: `_cells`, their previews hidden while `_preview` is off."""
        self.recomputes = 0
        """How many times every cell was computed (once per action; tests count it)."""
        self._headers: list[tuple[str, bool]] = []
        self._seat_shown = 0
        self._font = QFont()
        """The view's font (the board's size): cells and headers are drawn from it."""
        self._flash: tuple[tuple[int, int, int, str], QColor] | None = None
        """(game, seat, card column, box) glowing for a moment (a Yahtzee), its colour."""
        self._coach: tuple[object, int, str, bool] | None = None
        """(the state it is for, card column, box, marked) of the coach's box."""
        self.previews_hidden: Callable[[], bool] | None = None
        """Whether what the dice would score must not show yet (the window: the dice
        still tumble); asked once per action, the dice having been told first."""
        self._build()
        self._seat_shown = self.viewed_seat
        session.add_view("sheets", self, self._on_changed, self._on_replaced)

    # --- structure --------------------------------------------------------------------

    def _build(self) -> None:
        state = self.session.state
        self._rows = sheet_rows(state.setup.rules)
        self._cols = sheet_columns(state, self.layout)
        self._cells = self._compute()
        self._shown = self._mask()
        self._headers = self._header_snapshot()

    def _header_snapshot(self) -> list[tuple[str, bool]]:
        """Column titles and which is bold: a header is repainted only when these change."""
        state, seat = self.session.state, self.viewed_seat
        return [
            (
                header_title(col, state, self.layout, seat),
                header_bold(col, state, self.layout, seat),
            )
            for col in self._cols
        ]

    def _on_replaced(self) -> None:
        self._preview = True  # no dice on a new table, nor any tumbling
        self.reset()

    def reset(self) -> None:
        """A new game: rows and columns may differ."""
        self.beginResetModel()
        self._pinned = None
        self._build()
        self.endResetModel()
        # Kept in step: choosing seat 0 first, when another starts, is a change to signal.
        self._seat_shown = self.viewed_seat
        self.viewedSeatChanged.emit(self.viewed_seat)

    # --- what is shown ----------------------------------------------------------------

    @property
    def viewed_seat(self) -> int:
        """The seat whose sheet is shown (the seat to play unless one was chosen)."""
        return self.session.state.seat if self._pinned is None else self._pinned

    def set_viewed_seat(self, seat: int | None) -> None:
        """Show a seat's sheet; None follows the turn. Scoring the turn follows it again."""
        if seat is not None and not 0 <= seat < len(self.session.state.setup.seats):
            return
        self._pinned = seat
        self.refresh()

    @property
    def preview_visible(self) -> bool:
        return self._preview

    def set_preview_visible(self, visible: bool) -> None:
        """Hide what the dice would score while they are still tumbling (or while real
        dice are being typed); the cells are not computed again."""
        if visible != self._preview:
            self._preview = visible
            self._show(self._mask())
            self.refreshed.emit()

    def _on_changed(self, event: str, action: object) -> None:
        """Told of an action (the "sheets" stage): every cell computed once."""
        if isinstance(action, (Score, WriteScore)):
            self._pinned = None
        if self.previews_hidden is not None and self.previews_hidden():
            self._preview = False
        self.refresh()

    def _mask(self) -> dict[tuple[int, int], Cell]:
        if self._preview:
            return self._cells
        return {key: without_preview(cell) for key, cell in self._cells.items()}

    def _show(self, shown: dict[tuple[int, int], Cell]) -> None:
        """Show these cells: `dataChanged` for those that differ from the ones shown."""
        old, self._shown = self._shown, shown
        for c in range(len(self._cols)):
            changed = [r for r in range(len(self._rows)) if old.get((r, c)) != shown.get((r, c))]
            if changed:
                self.dataChanged.emit(self.index(min(changed), c), self.index(max(changed), c))

    def _seat_order(self) -> tuple[int, ...]:
        return tuple(col.seat for col in self._cols if col.seat is not None and col.column == 0)

    def refresh(self) -> None:
        """Recompute every cell and signal those that changed."""
        if self.layout is Layout.TABLE and self._seat_order() != self.session.state.order():
            # A new game of the series, or its starter recorded: columns in the new order.
            self.beginResetModel()
            self._build()
            self.endResetModel()
            self.refreshed.emit()
            return
        self._cells = self._compute()
        self._show(self._mask())
        headers = self._header_snapshot()
        if headers != self._headers:
            self._headers = headers
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, len(self._cols) - 1))
        seat = self.viewed_seat
        if seat != self._seat_shown:
            self._seat_shown = seat
            self.viewedSeatChanged.emit(seat)
        self.refreshed.emit()

    def retranslate(self) -> None:
        """The language changed: every text is new."""
        self._cells = self._compute()
        self._shown = self._mask()
        if self._rows and self._cols:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self._cols) - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._rows) - 1)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._cols) - 1)

    def _compute(self) -> dict[tuple[int, int], Cell]:
        """Every cell, with what the dice would score (hidden later by `_mask` if need be)."""
        self.recomputes += 1
        return compute_cells(self._rows, self._cols, self.session.state, self.viewed_seat, True)

    # --- the coach's box --------------------------------------------------------------

    def set_coach_box(self, state: object, box: tuple[int, str] | None, marked: bool) -> None:
        """The box the coach would score these dice in (`state`: the state the hint was
        for; the mark goes once the game moves on), drawn marked if `marked` (the hint
        says to score now), where the cursor goes in any case so Enter does as it says."""
        old = self.coach_index()
        self._coach = None if box is None else (state, box[0], box[1], marked)
        new = self.coach_index()
        for index in (old, new):
            if index.isValid():
                self.dataChanged.emit(index, index)
        self.coachChanged.emit()

    def coach_index(self, marked_only: bool = False) -> QModelIndex:
        """The cell of the coach's box, while the game is where the hint was given."""
        coach = self._coach
        if coach is None or coach[0] is not self.session.state or (marked_only and not coach[3]):
            return QModelIndex()
        _state, column, box, _marked = coach
        index = self.index(
            self.find_row(RowKind.BOX, box),
            self.find_column(None, column, self.session.state.seat),
        )
        return index if self.option_at(index) is not None else QModelIndex()

    def _coach_marked(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        if self._coach is None or not self._coach[3]:
            return False
        marked = self.coach_index(marked_only=True)
        return marked.isValid() and (marked.row(), marked.column()) == (
            index.row(),
            index.column(),
        )

    def set_font(self, font: QFont) -> None:
        """The board's size changed (Preferences): bold, italic and the rest follow it (a
        plain QFont() drew the sheet at the app's size and cut the row names at 150 %)."""
        if font != self._font:
            self._font = QFont(font)
            if self._rows and self._cols:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(self._rows) - 1, len(self._cols) - 1)
                )
                self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._rows) - 1)
                self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._cols) - 1)

    # --- a moment (celebration.py) ----------------------------------------------------

    def set_flash(self, where: tuple[int, int, int, str] | None, color: QColor) -> None:
        """Let this box (game, seat, card column, box) glow in `color` (None: no more)."""
        old = self._flash_index()
        self._flash = None if where is None else (where, QColor(color))
        for index in (old, self._flash_index()):
            if index.isValid():
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.BackgroundRole])

    def _flash_index(self) -> QModelIndex:
        if self._flash is None:
            return QModelIndex()
        (game, seat, column, box), _color = self._flash
        row, col = self.find_row(RowKind.BOX, box), self.find_column(game, column, seat)
        return self.index(row, col) if row >= 0 and col >= 0 else QModelIndex()

    # --- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cols)

    def _info(self, index: QModelIndex | QPersistentModelIndex) -> tuple[Row, Column, Cell] | None:
        """The row, column and cell as shown."""
        if not index.isValid() or index.model() is not self:
            return None
        r, c = index.row(), index.column()
        if not (0 <= r < len(self._rows) and 0 <= c < len(self._cols)):
            return None
        return self._rows[r], self._cols[c], self._shown[(r, c)]

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        info = self._info(index)
        if info is None:
            return Qt.ItemFlag.NoItemFlags
        if not info[2].enabled:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        info = self._info(index)
        if info is None:
            return None
        row, col, cell = info
        palette = QGuiApplication.palette()
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{COACH_MARK} {cell.text}" if self._coach_marked(index) else cell.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self._font)
            if cell.preview is not None:
                font.setItalic(True)
            if row.kind is RowKind.TOTAL or cell.forced or col.summary:
                font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if cell.preview is not None and not cell.forced:
                return QBrush(palette.color(QPalette.ColorRole.PlaceholderText))
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if self._flash is not None and self._flash_index() == index:
                return QBrush(self._flash[1])
            if self._coach_marked(index):
                color = QColor(KEEP_MARK_COLOR)
                color.setAlpha(70)
                return QBrush(color)
            return self._background(row, cell, palette)
        if role == Qt.ItemDataRole.ToolTipRole:
            if self._coach_marked(index):
                coach = QCoreApplication.translate("ScoreSheet", "The coach would score here.")
                return f"{cell.tooltip}\n{coach}" if cell.tooltip else coach
            return cell.tooltip or None
        if role == COACH_ROLE:
            return self._coach_marked(index)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            label = self.headerData(index.row(), Qt.Orientation.Vertical)
            if cell.preview is not None:
                text = QCoreApplication.translate("ScoreSheet", "{row}: {points} possible").format(
                    row=label, points=cell.preview
                )
                return text + (
                    ", " + QCoreApplication.translate("ScoreSheet", "forced") if cell.forced else ""
                )
            return QCoreApplication.translate("ScoreSheet", "{row}: {points}").format(
                row=label, points=cell.text or "-"
            )
        if role == BOX_ROLE:
            return row.box
        if role == ROW_KIND_ROLE:
            return int(row.kind)
        if role == POINTS_ROLE:
            return cell.points
        if role == PREVIEW_ROLE:
            return cell.preview
        if col.summary:
            return None
        state = self.session.state
        game, seat = game_and_seat(col, state, self.viewed_seat)
        if role == CARD_COLUMN_ROLE:
            return col.column
        if role == GAME_ROLE:
            return game
        if role == SEAT_ROLE:
            return seat
        return None

    def _background(self, row: Row, cell: Cell, palette: QPalette) -> QBrush | None:
        if cell.forced:
            color = QColor(palette.color(QPalette.ColorRole.Highlight))
            color.setAlpha(110)
            return QBrush(color)
        if row.kind is not RowKind.BOX:
            return QBrush(palette.color(QPalette.ColorRole.AlternateBase))
        if cell.current and self.layout is Layout.SHEET and len(self._cols) > 1:
            color = QColor(palette.color(QPalette.ColorRole.Highlight))
            color.setAlpha(28)
            return QBrush(color)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        state = self.session.state
        if orientation == Qt.Orientation.Vertical:
            if not 0 <= section < len(self._rows):
                return None
            row = self._rows[section]
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return row_title(row, state.setup.rules)
            if role == Qt.ItemDataRole.ToolTipRole:
                return row_tooltip(row, state.setup.rules)
            if role == Qt.ItemDataRole.FontRole and row.kind is not RowKind.BOX:
                font = QFont(self._font)
                font.setBold(row.kind is RowKind.TOTAL)
                font.setItalic(row.kind is not RowKind.TOTAL)
                return font
            return None
        if not 0 <= section < len(self._cols):
            return None
        col = self._cols[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return header_title(col, state, self.layout, self.viewed_seat)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont(self._font)
            font.setBold(header_bold(col, state, self.layout, self.viewed_seat))
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return header_tooltip(col, state.setup.rules)
        return None

    # --- acting -----------------------------------------------------------------------

    def option_at(self, index: QModelIndex | QPersistentModelIndex) -> tuple[str, int] | None:
        """(box, card column) if the sheet shows the dice may be scored in this cell now
        (not while they tumble): what `GameSession.score` takes."""
        info = self._info(index)
        if info is None:
            return None
        row, col, cell = info
        if row.box is None or cell.preview is None or col.summary:
            return None
        return row.box, col.column

    def find_row(self, kind: RowKind, box: str | None = None) -> int:
        """The row of a box or a total (-1 if this rule set has none)."""
        for r, row in enumerate(self._rows):
            if row.kind is kind and (box is None or row.box == box):
                return r
        return -1

    def find_column(self, game: int | None = None, column: int = 0, seat: int | None = None) -> int:
        """The model column showing a card column of a game (the current game if None)."""
        state = self.session.state
        for c, col in enumerate(self._cols):
            if col.summary:
                continue
            g, s = game_and_seat(col, state, self.viewed_seat)
            if (
                col.column == column
                and g == (state.game_index if game is None else game)
                and (seat is None or s == seat)
            ):
                return c
        return -1

    def summary_column(self) -> int:
        return next((c for c, col in enumerate(self._cols) if col.summary), -1)

    def is_forced(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """The joker rule sends the dice to this cell."""
        info = self._info(index)
        return info is not None and info[2].forced

    def legal_indexes(self) -> list[QModelIndex]:
        """Cells the sheet shows the dice may be scored in now, top to bottom, left to
        right (none while the dice tumble)."""
        return [
            self.index(r, c)
            for c in range(len(self._cols))
            for r in range(len(self._rows))
            if self._shown[(r, c)].preview is not None
        ]
