"""The score sheet's table model: the core's numbers, cell by cell.

The model computes nothing itself: every number comes from the core's `Card`
(totals, bonus, pace, legal boxes and what they would score). It keeps a snapshot
of what each cell shows and, after each action, emits `dataChanged` only for the
cells that differ, so a view repaints a box and its totals, not the whole sheet.

One model serves two layouts: a player's sheet (six game columns of the official
pad for single-column rules, or the rule set's columns for the current game) and
the current game with every player side by side.

Over 600 lines for one reason: it is one class, and the rows' cells (boxes, bonus,
pace, totals, multipliers, Plus/Minus) are computed together so a refresh compares
one snapshot; splitting them would spread one table's rules over modules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, IntEnum
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
from yahtzee_desktop.core.card import Card, Refusal
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, format_pace
from yahtzee_desktop.ui.common.i18n import box_title, column_title
from yahtzee_desktop.ui.table.session import GameSession

__all__ = [
    "BOX_ROLE",
    "CARD_COLUMN_ROLE",
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


class RowKind(IntEnum):
    BOX = 0
    UPPER_SUBTOTAL = 1
    UPPER_BONUS = 2
    PACE = 3
    YAHTZEE_BONUS = 4
    LOWER_TOTAL = 5
    TOTAL = 6


class Layout(Enum):
    SHEET = "sheet"
    """One seat: the games of the series (single-column rules) or the card's columns."""
    TABLE = "table"
    """The current game, every seat side by side."""


_ROW_LABELS = {
    RowKind.UPPER_SUBTOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Upper subtotal"),
    RowKind.UPPER_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Bonus"),
    RowKind.PACE: QT_TRANSLATE_NOOP("ScoreSheet", "On par"),
    RowKind.YAHTZEE_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Yahtzee bonus"),
    RowKind.LOWER_TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Lower total"),
    RowKind.TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Total"),
}

_REFUSALS = {
    Refusal.NO_SUCH_BOX: QT_TRANSLATE_NOOP("ScoreSheet", "There is no such box on this card."),
    Refusal.FILLED: QT_TRANSLATE_NOOP("ScoreSheet", "This box is already filled."),
    Refusal.DRY_FIRST_ROLL: QT_TRANSLATE_NOOP(
        "ScoreSheet", "The dry column takes only the dice of the first roll."
    ),
    Refusal.UPPER_FIRST: QT_TRANSLATE_NOOP(
        "ScoreSheet", "The lower section opens when the upper section is full."
    ),
    Refusal.ORDER_DESCENDING: QT_TRANSLATE_NOOP(
        "ScoreSheet", "This column is filled from top to bottom."
    ),
    Refusal.ORDER_ASCENDING: QT_TRANSLATE_NOOP(
        "ScoreSheet", "This column is filled from bottom to top."
    ),
    Refusal.JOKER_UPPER: QT_TRANSLATE_NOOP(
        "ScoreSheet", "An extra Yahtzee must go in the upper box of its face (joker rule)."
    ),
    Refusal.JOKER_LOWER: QT_TRANSLATE_NOOP(
        "ScoreSheet", "An extra Yahtzee must go in an open lower box first (joker rule)."
    ),
}


_PLUS_MINUS_TIP = QT_TRANSLATE_NOOP(
    "ScoreSheet",
    "Plus and Minus: the sum of the five dice. Plus must be higher than Minus, "
    "otherwise both count 0.",
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def _times(points: int, multiplier: int) -> str:
    """A preview in a multiplied column shows what it will give: "6 ×3 = 18"."""
    if multiplier == 1 or not points:
        return str(points)
    return f"{points} \u00d7{multiplier} = {points * multiplier}"


@dataclass(frozen=True)
class _Row:
    kind: RowKind
    box: str | None = None


@dataclass(frozen=True)
class _Col:
    """A model column: a card column of (game, seat), or the summary column.

    game -1 means the game in progress; seat None means the seat being viewed.
    """

    game: int = -1
    seat: int | None = None
    column: int = 0
    summary: bool = False


@dataclass(frozen=True)
class _Cell:
    text: str = ""
    points: int | None = None
    preview: int | None = None
    enabled: bool = True
    forced: bool = False
    current: bool = False
    tooltip: str = ""


class ScoreSheetModel(QAbstractTableModel):
    """The score sheet of a `GameSession`, as a table.

    Signals:
        viewedSeatChanged(int): the sheet now shows another seat.
        refreshed(): the cells were brought up to date with the game.
    """

    viewedSeatChanged = Signal(int)
    refreshed = Signal()

    def __init__(
        self, session: GameSession, layout: Layout = Layout.SHEET, parent: Any = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.layout = layout
        self._pinned: int | None = None
        self._preview = True
        self._rows: list[_Row] = []
        self._cols: list[_Col] = []
        self._cells: dict[tuple[int, int], _Cell] = {}
        self._headers: list[tuple[str, bool]] = []
        self._seat_shown = 0
        self.before_score: Callable[[], None] | None = None
        """Called before scoring from a cell (the window ends a running roll animation)."""
        self._build()
        self._seat_shown = self.viewed_seat
        session.changed.connect(self._on_changed)
        session.gameReplaced.connect(self.reset)

    # --- structure --------------------------------------------------------------------

    def _build(self) -> None:
        state = self.session.state
        rules = state.setup.rules
        rows = [_Row(RowKind.BOX, b) for b in rules.upper_boxes]
        rows += [_Row(RowKind.UPPER_SUBTOTAL), _Row(RowKind.UPPER_BONUS), _Row(RowKind.PACE)]
        rows += [_Row(RowKind.BOX, b) for b in rules.lower_boxes]
        if rules.yahtzee_bonus > 0 and "yahtzee" in rules.boxes:
            rows.append(_Row(RowKind.YAHTZEE_BONUS))
        rows += [_Row(RowKind.LOWER_TOTAL), _Row(RowKind.TOTAL)]
        self._rows = rows
        games = state.setup.games
        if self.layout is Layout.TABLE:  # in playing order, as the players list reads
            self._cols = [_Col(-1, s, c) for s in state.order() for c in range(rules.columns)]
        elif rules.columns == 1:
            self._cols = [_Col(g, None, 0) for g in range(games)]
            if games > 1:
                self._cols.append(_Col(summary=True))
        else:
            self._cols = [_Col(-1, None, c) for c in range(rules.columns)]
            self._cols.append(_Col(summary=True))
        self._cells = self._compute()
        self._headers = self._header_snapshot()

    def _header_snapshot(self) -> list[tuple[str, bool]]:
        """Column titles and which is bold: a header is repainted only when these change."""
        state = self.session.state
        return [
            (self._column_title(col, state), self._header_bold(col, state)) for col in self._cols
        ]

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
        """Hide what the dice would score while they are still tumbling."""
        if visible != self._preview:
            self._preview = visible
            self.refresh()

    def _on_changed(self, event: str, action: object) -> None:
        if isinstance(action, (Score, WriteScore)):
            self._pinned = None
        self.refresh()

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
        new = self._compute()
        old = self._cells
        self._cells = new
        for c in range(len(self._cols)):
            changed = [r for r in range(len(self._rows)) if old.get((r, c)) != new.get((r, c))]
            if changed:
                self.dataChanged.emit(self.index(min(changed), c), self.index(max(changed), c))
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
        if self._rows and self._cols:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(self._cols) - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._rows) - 1)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._cols) - 1)

    def _resolve(self, col: _Col, state: GameState) -> tuple[int, int]:
        game = state.game_index if col.game < 0 else col.game
        seat = self.viewed_seat if col.seat is None else col.seat
        return game, seat

    def _compute(self) -> dict[tuple[int, int], _Cell]:
        state = self.session.state
        options = state.options() if self._preview else {}
        forced = (
            state.card.forced_box(state.dice)
            if state.dice is not None and not state.finished
            else None
        )
        cells: dict[tuple[int, int], _Cell] = {}
        for c, col in enumerate(self._cols):
            if col.summary:
                for r, row in enumerate(self._rows):
                    cells[(r, c)] = self._summary_cell(row, state)
                continue
            game, seat = self._resolve(col, state)
            card = state.cards[game][seat]
            active = (
                game == state.game_index
                and seat == state.seat
                and state.dice is not None
                and not state.finished
            )
            for r, row in enumerate(self._rows):
                cells[(r, c)] = self._cell(
                    row, card, col.column, game, state, active, options, forced
                )
        return cells

    def _cell(
        self,
        row: _Row,
        card: Card,
        column: int,
        game: int,
        state: GameState,
        active: bool,
        options: dict[tuple[int, str], int],
        forced: tuple[int, str] | None,
    ) -> _Cell:
        current = game == state.game_index
        future = game > state.game_index
        if row.kind is RowKind.BOX:
            assert row.box is not None
            value = card.value(row.box, column)
            label = box_title(row.box, card.rules.preset)
            if value is not None:
                tooltip = QCoreApplication.translate("ScoreSheet", "{row}: {points}").format(
                    row=label, points=value
                )
                return _Cell(str(value), value, current=current, tooltip=tooltip)
            if not active:
                return _Cell(current=current)
            key = (column, row.box)
            if key in options:
                points = options[key]
                is_forced = forced == key
                tip = QCoreApplication.translate("ScoreSheet", "Score {points} in {box}").format(
                    points=points, box=label
                )
                if is_forced:
                    tip += "\n" + QCoreApplication.translate(
                        "ScoreSheet", "The joker rule sends these dice here."
                    )
                multiplier = card.rules.column_rules[column].multiplier
                shown = _times(points, multiplier)
                if multiplier != 1 and points:
                    tip += "\n" + QCoreApplication.translate(
                        "ScoreSheet", "This column counts {times} times: {points} points"
                    ).format(times=multiplier, points=points * multiplier)
                text = f"\u2192 {shown}" if is_forced else shown
                return _Cell(text, None, points, True, is_forced, current, tip)
            if not self._preview:
                return _Cell(current=current)
            assert state.dice is not None
            reason = card.why_not(state.dice, row.box, column, state.rolls)
            tip = _tr(_REFUSALS[reason]) if reason is not None else ""
            return _Cell(enabled=False, current=current, tooltip=tip)
        if future:
            return _Cell(current=current)
        totals = card.column_totals(column)
        rules = card.rules
        if row.kind is RowKind.UPPER_SUBTOTAL:
            return _Cell(str(totals.upper), totals.upper, current=current)
        if row.kind is RowKind.UPPER_BONUS:
            missing = rules.upper_bonus_threshold - totals.upper
            tip = (
                QCoreApplication.translate(
                    "ScoreSheet",
                    "{missing} more points in the upper section earn the bonus of {bonus}",
                ).format(missing=missing, bonus=rules.upper_bonus)
                if missing > 0
                else QCoreApplication.translate("ScoreSheet", "Bonus earned")
            )
            if totals.upper_bonus or totals.upper_complete:
                return _Cell(
                    str(totals.upper_bonus), totals.upper_bonus, current=current, tooltip=tip
                )
            return _Cell(current=current, tooltip=tip)
        if row.kind is RowKind.PACE:
            if not any(card.value(b, column) is not None for b in rules.upper_boxes):
                return _Cell(current=current)
            pace = card.pace(column)
            tip = QCoreApplication.translate(
                "ScoreSheet", "Upper section against par (three dice of each face filled so far)"
            )
            return _Cell(format_pace(pace), pace, current=current, tooltip=tip)
        if row.kind is RowKind.YAHTZEE_BONUS:
            count = totals.yahtzee_bonus_count
            text = f"{count} \u00d7 {rules.yahtzee_bonus}" if count else ""
            tip = (
                QCoreApplication.translate(
                    "ScoreSheet", "{count} extra Yahtzee bonuses: {points} points"
                ).format(count=count, points=totals.yahtzee_bonus)
                if count
                else ""
            )
            return _Cell(text, totals.yahtzee_bonus, current=current, tooltip=tip)
        if row.kind is RowKind.LOWER_TOTAL:
            lower = totals.lower_total
            tip = (
                QCoreApplication.translate("ScoreSheet", "Plus is not above Minus: both count 0")
                if totals.plus_minus_void
                else ""
            )
            return _Cell(str(lower), lower, current=current, tooltip=tip)
        # TOTAL
        tip = ""
        text = str(totals.total)
        if totals.multiplier != 1:
            # Triple Yahtzee: the column's points and what its multiplier makes of them.
            text = f"{totals.raw} \u00d7{totals.multiplier} = {totals.total}"
            tip = QCoreApplication.translate(
                "ScoreSheet", "{raw} points in this column, counted {times} times: {total}"
            ).format(raw=totals.raw, times=totals.multiplier, total=totals.total)
        return _Cell(text, totals.total, current=current, tooltip=tip)

    def _summary_cell(self, row: _Row, state: GameState) -> _Cell:
        if row.kind is not RowKind.TOTAL:
            return _Cell()
        seat = self.viewed_seat
        if state.setup.rules.columns == 1:
            value = state.series_totals()[seat]
            tip = QCoreApplication.translate("ScoreSheet", "Cumulative total of the series")
        else:
            value = state.cards[state.game_index][seat].total()
            tip = QCoreApplication.translate("ScoreSheet", "Total of the card")
        return _Cell(str(value), value, tooltip=tip)

    # --- Qt model interface -----------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cols)

    def _info(self, index: QModelIndex | QPersistentModelIndex) -> tuple[_Row, _Col, _Cell] | None:
        if not index.isValid() or index.model() is not self:
            return None
        r, c = index.row(), index.column()
        if not (0 <= r < len(self._rows) and 0 <= c < len(self._cols)):
            return None
        return self._rows[r], self._cols[c], self._cells[(r, c)]

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
            return cell.text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
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
            return self._background(row, cell, palette)
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tooltip or None
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
        game, seat = self._resolve(col, state)
        if role == CARD_COLUMN_ROLE:
            return col.column
        if role == GAME_ROLE:
            return game
        if role == SEAT_ROLE:
            return seat
        return None

    def _background(self, row: _Row, cell: _Cell, palette: QPalette) -> QBrush | None:
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
            rules = state.setup.rules
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                if row.box is not None:
                    title = box_title(row.box, rules.preset)
                    if row.box in ("plus", "minus") and rules.has_plus_minus:
                        # Yams: the rule that makes Plus and Minus, on the sheet itself.
                        other = box_title("minus" if row.box == "plus" else "plus", rules.preset)
                        sign = ">" if row.box == "plus" else "<"
                        return f"{title} ({sign} {other})"
                    return title
                return _tr(_ROW_LABELS[row.kind])
            plus_minus = row.box in ("plus", "minus") and rules.has_plus_minus
            if role == Qt.ItemDataRole.ToolTipRole and plus_minus:
                return _tr(_PLUS_MINUS_TIP)
            if role == Qt.ItemDataRole.FontRole and row.kind is not RowKind.BOX:
                font = QFont()
                font.setBold(row.kind is RowKind.TOTAL)
                font.setItalic(row.kind is not RowKind.TOTAL)
                return font
            return None
        if not 0 <= section < len(self._cols):
            return None
        col = self._cols[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._column_title(col, state)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(self._header_bold(col, state))
            return font
        if role == Qt.ItemDataRole.ToolTipRole and not col.summary:
            multiplier = state.setup.rules.column_rules[col.column].multiplier
            if multiplier != 1:
                return QCoreApplication.translate(
                    "ScoreSheet", "The total of this column counts {times} times."
                ).format(times=multiplier)
        return None

    def _header_bold(self, col: _Col, state: GameState) -> bool:
        if col.summary:
            return False
        game, seat = self._resolve(col, state)
        return game == state.game_index if self.layout is Layout.SHEET else seat == state.seat

    def _column_title(self, col: _Col, state: GameState) -> str:
        rules = state.setup.rules
        if col.summary:
            return (
                QCoreApplication.translate("ScoreSheet", "Series")
                if rules.columns == 1
                else QCoreApplication.translate("ScoreSheet", "Card")
            )
        game, seat = self._resolve(col, state)
        name = column_title(rules.column_rules[col.column].id)
        if self.layout is Layout.TABLE:
            seat_name = state.setup.seats[seat].name
            title = seat_name if rules.columns == 1 else f"{seat_name} {name}"
            return ("\u25b6 " if seat == state.seat and not state.finished else "") + title
        if rules.columns == 1:
            return QCoreApplication.translate("ScoreSheet", "Game {n}").format(n=game + 1)
        return name

    # --- acting -----------------------------------------------------------------------

    def option_at(self, index: QModelIndex | QPersistentModelIndex) -> tuple[str, int] | None:
        """(box, card column) if the dice may be scored in this cell now."""
        info = self._info(index)
        if info is None:
            return None
        row, col, cell = info
        if row.box is None or cell.preview is None or col.summary:
            return None
        return row.box, col.column

    def score_at(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Score the dice in this cell for the seat to play; False if it is not a legal cell."""
        if self.before_score is not None:
            self.before_score()
        option = self.option_at(index)
        if option is None:
            return False
        return self.session.score(*option)

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
            g, s = self._resolve(col, state)
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
        """Cells the dice may be scored in now, top to bottom, left to right."""
        return [
            self.index(r, c)
            for c in range(len(self._cols))
            for r in range(len(self._rows))
            if self._cells[(r, c)].preview is not None
        ]
