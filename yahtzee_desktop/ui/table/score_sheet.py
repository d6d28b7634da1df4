"""The score sheet a player scores in: the view over `ScoreSheetModel`.

The model (every number the sheet shows, from the core) lives in `score_model`;
its names are re-exported here so callers keep one import for "the sheet".
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from yahtzee_desktop.ui.table.score_model import (
    BOX_ROLE,
    CARD_COLUMN_ROLE,
    GAME_ROLE,
    POINTS_ROLE,
    PREVIEW_ROLE,
    ROW_KIND_ROLE,
    SEAT_ROLE,
    Layout,
    RowKind,
    ScoreSheetModel,
    format_pace,
)

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
    "ScoreSheetView",
    "format_pace",
]


class ScoreSheetView(QTableView):
    """The sheet as drawn on the pad: click a previewed box, or select it and press Enter.

    Signals:
        scored(): the dice were scored from this view.
    """

    scored = Signal()

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
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
        self.clicked.connect(self._score)
        model.modelReset.connect(self._follow_options)
        model.refreshed.connect(self._follow_options)

    def sheet(self) -> ScoreSheetModel:
        model = self.model()
        assert isinstance(model, ScoreSheetModel)
        return model

    def _score(self, index: QModelIndex) -> None:
        if self.sheet().score_at(index):
            self.clearSelection()
            self.scored.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            index = self.currentIndex()
            if index.isValid():
                self._score(index)
            event.accept()
            return
        super().keyPressEvent(event)

    def _follow_options(self) -> None:
        """Put the keyboard cursor on a box the dice may go in, unless it already is on one."""
        model = self.sheet()
        if model.option_at(self.currentIndex()) is not None:
            return
        legal = model.legal_indexes()
        if legal:
            self.setCurrentIndex(legal[0])

    def _size_rows(self) -> None:
        """Rows as tall as the font needs, no more: the whole sheet fits a laptop screen,
        and grows with the board's size (Preferences). Spare height is shared out."""
        line = self.fontMetrics().height()
        self.verticalHeader().setMinimumSectionSize(line + 5)
        self.verticalHeader().setDefaultSectionSize(line + 5)

    def full_height(self) -> int:
        """Height that shows every row, Aces to Total, without a scroll bar."""
        rows = self.model().rowCount() if self.model() is not None else 0
        header = self.horizontalHeader().sizeHint().height()
        return header + rows * self.verticalHeader().minimumSectionSize() + 2 * self.frameWidth()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.sheet().retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._size_rows()
        super().changeEvent(event)
