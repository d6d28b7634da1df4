"""What the statistics dialog shows, apart from the dialog: the overview loaded on the
worker, rule titles, box order, and the read-only tables and cells it fills.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableWidget, QTableWidgetItem, QWidget

from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.storage.history import GameRecord, HighScore, History
from yahtzee_desktop.ui.common.i18n import preset_title
from yahtzee_desktop.ui.common.plain import isolate, plain_tip
from yahtzee_desktop.ui.common.seat_names import COMPUTER_MARK
from yahtzee_desktop.ui.dialogs._common import plain_label

__all__ = [
    "Overview",
    "StatsTable",
    "box_order",
    "date_text",
    "item",
    "load_overview",
    "make_table",
    "name_text",
    "number",
    "plain_name_label",
    "rules_title",
]


def box_order(preset_name: str, boxes: Iterable[str]) -> list[str]:
    """Box ids in the order of the rule set's sheet (Aces first); ids the sheet does not
    know (an older rule set) come after, alphabetically."""
    known = preset(preset_name).boxes if preset_name in PRESETS else ()
    order = {b: i for i, b in enumerate(known)}
    return sorted(boxes, key=lambda b: (order.get(b, len(order)), b))


@dataclass
class Overview:
    """What the dialog shows before a player is chosen; built on the worker thread."""

    keys: list[str] = field(default_factory=list)
    game_count: int = 0
    players: dict[str, dict[str, int]] = field(default_factory=dict)
    """Rule key -> {name: cards under that rule set}."""
    solo: dict[str, list[HighScore]] = field(default_factory=dict)
    multi: dict[str, list[HighScore]] = field(default_factory=dict)
    games: list[GameRecord] = field(default_factory=list)
    computers: set[str] = field(default_factory=set)
    """Names that played as a computer: hidden unless "Show computer players" is ticked."""


HIGH_SCORES = 10
"""Rows of a high-score table (more are read, so that hiding computers leaves ten)."""


def load_overview(history: History, limit: int = 200) -> Overview:
    overview = Overview(keys=history.rule_keys(), game_count=history.game_count())
    overview.players = history.card_counts_by_rules()
    overview.computers = history.computer_names()
    more = HIGH_SCORES * 4
    for key in overview.keys:
        overview.solo[key] = history.high_scores(key, solo=True, limit=more)
        overview.multi[key] = history.high_scores(key, solo=False, limit=more)
    overview.games = history.games(limit)
    return overview


def rules_title(key: str) -> str:
    """A rule key as a person reads it: the preset's name, marked when options differ."""
    preset, _, options = key.partition(" ")
    title = preset_title(preset)
    if options:
        title = QCoreApplication.translate("StatisticsDialog", "{rules}, custom rules").format(
            rules=title
        )
    return title


def name_text(name: str, computer: bool = False) -> str:
    """A player's name as shown: a blank name would be an empty cell, so it is named; a
    right-to-left name isolated (it cannot turn the cell around); a computer's with the
    computer mark."""
    text = isolate(name) if name.strip() else ""
    if not text:
        text = QCoreApplication.translate("StatisticsDialog", "(no name)")
    return f"{COMPUTER_MARK}\u00a0{text}" if computer else text


def date_text(iso: str) -> str:
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def number(value: float, decimals: int = 1) -> str:
    return QLocale().toString(float(value), "f", decimals)


def item(
    text: str, number: bool = False, data: Any = None, tooltip: str | None = None
) -> QTableWidgetItem:
    """A read-only cell; `tooltip` holds the whole text where a narrow column may elide it."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if tooltip:
        item.setToolTip(plain_tip(tooltip))
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        item.setData(Qt.ItemDataRole.UserRole, data)
    return item


class StatsTable(QTableWidget):
    """A read-only table that, while it has no row, says so in its middle (`empty_text`),
    as the charts do: an empty grid under headers reads as a fault, not as "nothing yet"."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(rows, columns, parent)
        self._empty_text = ""

    @property
    def empty_text(self) -> str:
        return self._empty_text

    @empty_text.setter
    def empty_text(self, text: str) -> None:
        self._empty_text = text
        self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.rowCount() or not self._empty_text:
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        painter.drawText(
            self.viewport().rect().adjusted(8, 8, -8, -8),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._empty_text,
        )
        painter.end()


def make_table(parent: QWidget, name: str, columns: int) -> StatsTable:
    table = StatsTable(0, columns, parent)
    table.setObjectName(name)
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    return table


def plain_name_label(parent: QWidget, name: str) -> QLabel:
    label = plain_label(parent=parent)
    label.setObjectName(name)
    return label
