"""The score sheet a player scores in: the view over `ScoreSheetModel`.

The model (every number the sheet shows, from the core) lives in `score_model`.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from yahtzee_desktop.ui.table.die import KEEP_MARK_COLOR
from yahtzee_desktop.ui.table.score_model import (
    CARD_COLUMN_ROLE,
    COACH_ROLE,
    PREVIEW_ROLE,
    ScoreSheetModel,
)

__all__ = ["ScoreSheetView"]


class CoachMarkDelegate(QStyledItemDelegate):
    """Draws the coach's box with the dice's mark, a green dashed ring: seen even under the
    cursor's highlight, which covers the cell's own colour."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        super().paint(painter, option, index)
        if not index.data(COACH_ROLE):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(KEEP_MARK_COLOR), 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = option.rect.adjusted(2, 2, -2, -2)
        painter.drawRoundedRect(rect, 4, 4)
        painter.restore()


class ScoreSheetView(QTableView):
    """The sheet as drawn on the pad: click a previewed box, or select it and press Enter
    (on the box the coach marked, Enter does as it says); both call `score_index`, which
    scores through `GameSession.score`, the one way a person scores."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setItemDelegate(CoachMarkDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setWordWrap(False)
        self.setAlternatingRowColors(False)
        self.setCornerButtonEnabled(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(56)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._size_rows()
        model.set_font(self.font())
        self._turn_seen: object = None
        self.clicked.connect(self._score)
        model.modelReset.connect(self._follow_options)
        model.refreshed.connect(self._follow_options)
        model.coachChanged.connect(self._follow_coach)

    def sheet(self) -> ScoreSheetModel:
        model = self.model()
        assert isinstance(model, ScoreSheetModel)
        return model

    def _score(self, index: QModelIndex) -> None:
        self.score_index(index)

    def score_index(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Score the dice in this cell (a click, Enter, the real-dice pad's Enter on the
        cursor's box); False if they may not go there. The dice land first, so the cell
        is read as the player will see it."""
        model = self.sheet()
        model.session.settle()
        option = model.option_at(index)
        if option is None or not model.session.score(*option):
            return False
        self.clearSelection()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.currentIndex()
            if index.isValid():
                self._score(index)
            event.accept()
            return
        super().keyPressEvent(event)

    def moveCursor(
        self, cursorAction: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        """The arrows go only from one box the dice may be scored in to the next: never
        to Subtotal, Bonus, On par, the totals or a game still to come, where Enter would
        do nothing. With no dice to score, the cursor stays where it is."""
        legal = self.sheet().legal_indexes()
        current = self.currentIndex()
        if not legal:
            return current
        if current not in legal:
            return self.best_option()
        action = QAbstractItemView.CursorAction
        row, col = current.row(), current.column()
        if cursorAction in (action.MoveUp, action.MoveDown, action.MovePrevious, action.MoveNext):
            down = cursorAction in (action.MoveDown, action.MoveNext)
            same = sorted((i for i in legal if i.column() == col), key=lambda i: i.row())
            ahead = [i for i in same if (i.row() > row if down else i.row() < row)]
            if ahead:
                return ahead[0] if down else ahead[-1]
            return current
        if cursorAction in (action.MoveLeft, action.MoveRight):
            right = cursorAction is action.MoveRight
            side = [i for i in legal if (i.column() > col if right else i.column() < col)]
            if not side:
                return current
            nearest = min(abs(i.column() - col) for i in side)
            return min(
                (i for i in side if abs(i.column() - col) == nearest),
                key=lambda i: (abs(i.row() - row), i.row()),
            )
        if cursorAction in (action.MoveHome, action.MovePageUp):
            return legal[0]
        if cursorAction in (action.MoveEnd, action.MovePageDown):
            return legal[-1]
        return current

    def best_option(self) -> QModelIndex:
        """Where a blind Enter does best: the box the joker rule forces, else the one the
        dice score most in (counting a column's multiplier), the first such from the top."""
        model = self.sheet()
        legal = model.legal_indexes()
        if not legal:
            return QModelIndex()
        rules = model.session.state.setup.rules

        def worth(index: QModelIndex) -> tuple[bool, int, int, int]:
            points = int(index.data(PREVIEW_ROLE) or 0)
            column = index.data(CARD_COLUMN_ROLE) or 0
            forced = model.is_forced(index)
            value = points * rules.column_rules[column].multiplier
            return (forced, value, -index.column(), -index.row())

        return max(legal, key=worth)

    def _follow_options(self) -> None:
        """After each roll the cursor goes to the best legal box (a blind Enter never
        scores 0 in an old box); otherwise it stays on a legal box it is on. With nothing
        to score, no cell stays selected."""
        model = self.sheet()
        state = model.session.state
        turn = (state.game_index, state.seat, state.turn, state.rolls, state.dice)
        rolled = turn != self._turn_seen
        self._turn_seen = turn
        if not rolled and model.option_at(self.currentIndex()) is not None:
            return
        best = self.best_option()
        coach = model.coach_index()
        if coach.isValid():  # the coach named a box for these dice: Enter does as it said
            best = coach
        if best.isValid():
            self.setCurrentIndex(best)
        else:
            self.clearSelection()
            self.selectionModel().setCurrentIndex(
                QModelIndex(), QItemSelectionModel.SelectionFlag.Clear
            )

    def _follow_coach(self) -> None:
        """The coach named a box for these dice: the cursor goes there, so Enter scores
        what the hint says (not the box that scores most now)."""
        coach = self.sheet().coach_index()
        if coach.isValid():
            self.setCurrentIndex(coach)
            self.scrollTo(coach)

    ROW_PADDING = 5
    """Pixels a row has over its text's line."""
    LEAST_ROW_PADDING = 1
    """What a short window may take a row down to (`set_row_padding`): the text still
    clear of the grid lines."""

    def _size_rows(self) -> None:
        """Rows as tall as the font needs, no more: the whole sheet fits a laptop screen,
        and grows with the board's size (Preferences). Spare height is shared out."""
        line = self.fontMetrics().height()
        padding = self.row_padding
        self.verticalHeader().setMinimumSectionSize(line + padding)
        self.verticalHeader().setDefaultSectionSize(line + padding)

    @property
    def row_padding(self) -> int:
        return int(getattr(self, "_row_padding", self.ROW_PADDING))

    def set_row_padding(self, padding: int) -> None:
        """Tighter rows on a short window (Maxi Yatzy's 20 boxes at 125 %), so the whole
        sheet shows without scrolling; `ROW_PADDING` again when there is room."""
        padding = max(self.LEAST_ROW_PADDING, min(self.ROW_PADDING, padding))
        if padding != self.row_padding:
            self._row_padding = padding
            self._size_rows()

    def full_height(self) -> int:
        """Height that shows every row, Aces to Total, without a scroll bar."""
        rows = self.model().rowCount() if self.model() is not None else 0
        header = self.horizontalHeader().sizeHint().height()
        return header + rows * self.verticalHeader().minimumSectionSize() + 2 * self.frameWidth()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.sheet().retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self.sheet().set_font(self.font())
            self._size_rows()
        super().changeEvent(event)
