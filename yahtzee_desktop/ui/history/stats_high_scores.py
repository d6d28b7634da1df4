"""The statistics dialog's first tab: the ten best totals of a rule set, solo and with
other players side by side.

A tab of its own so the dialog reads as what it coordinates (rule set, player, worker)
and each page as what it shows. Its texts keep the dialog's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.storage.history import HighScore
from yahtzee_desktop.ui.history.stats_tables import (
    HIGH_SCORES,
    StatsTable,
    date_text,
    item,
    make_table,
    name_text,
)

__all__ = ["HighScoresPage"]


class HighScoresPage(QWidget):
    """Two read-only tables of high scores (rank, name, points, date); an empty one says
    there is no such game yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.solo_box = QGroupBox(self)
        self.multi_box = QGroupBox(self)
        self.solo_table = make_table(self.solo_box, "solo_high_scores", 4)
        self.multi_table = make_table(self.multi_box, "multi_high_scores", 4)
        high = QHBoxLayout(self)
        for box, table in ((self.solo_box, self.solo_table), (self.multi_box, self.multi_table)):
            inner = QVBoxLayout(box)
            inner.addWidget(table)
            high.addWidget(box)

    def show_scores(
        self,
        solo: list[HighScore],
        multi: list[HighScore],
        computers: set[str] | frozenset[str] = frozenset(),
        with_computers: bool = False,
    ) -> None:
        """The best totals, people only unless `with_computers` (a computer's, marked)."""
        self._fill(self.solo_table, solo, computers, with_computers)
        self._fill(self.multi_table, multi, computers, with_computers)

    @staticmethod
    def _fill(
        table: StatsTable,
        scores: list[HighScore],
        computers: set[str] | frozenset[str],
        with_computers: bool,
    ) -> None:
        if not with_computers:
            scores = [s for s in scores if s.name not in computers]
        scores = scores[:HIGH_SCORES]
        table.setRowCount(len(scores))
        table.setAccessibleDescription("" if scores else table.empty_text)
        table.viewport().update()
        for row, score in enumerate(scores):
            table.setItem(row, 0, item(str(row + 1), number=True))
            table.setItem(row, 1, item(name_text(score.name, score.name in computers)))
            table.setItem(row, 2, item(str(score.total), number=True))
            table.setItem(row, 3, item(date_text(score.played_at)))
        table.resizeColumnToContents(0)
        table.resizeColumnToContents(2)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def retranslate(self) -> None:
        self.solo_box.setTitle(QCoreApplication.translate("StatisticsDialog", "Solo"))
        self.multi_box.setTitle(
            QCoreApplication.translate("StatisticsDialog", "With other players")
        )
        headers = [
            QCoreApplication.translate("StatisticsDialog", "#"),
            QCoreApplication.translate("StatisticsDialog", "Name"),
            QCoreApplication.translate("StatisticsDialog", "Points"),
            QCoreApplication.translate("StatisticsDialog", "Date"),
        ]
        for table in (self.solo_table, self.multi_table):
            table.setHorizontalHeaderLabels(headers)
        self.solo_table.empty_text = QCoreApplication.translate(
            "StatisticsDialog", "No solo game yet"
        )
        self.multi_table.empty_text = QCoreApplication.translate(
            "StatisticsDialog", "No game with other players yet"
        )
        for table in (self.solo_table, self.multi_table):
            table.setAccessibleDescription("" if table.rowCount() else table.empty_text)
