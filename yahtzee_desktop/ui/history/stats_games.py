"""The statistics dialog's last tab: the latest games, newest first, one to delete.

A tab of its own so the dialog reads as what it coordinates and each page as what it
shows; the game's id rides on the date cell so a deletion names the right row. Its
texts keep the dialog's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QPushButton, QVBoxLayout, QWidget

from yahtzee_desktop.storage.history import GameRecord
from yahtzee_desktop.ui.history.stats_tables import (
    date_text,
    item,
    make_table,
    name_text,
    rules_title,
)

__all__ = ["GamesPage"]


class GamesPage(QWidget):
    """The latest games (date, rules, dice, players and points, winner) and a delete button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games_table = make_table(self, "games_table", 5)
        self.delete_game_button = QPushButton(self)
        self.delete_game_button.setObjectName("delete_game")
        self.delete_game_button.setEnabled(False)
        games = QVBoxLayout(self)
        games.addWidget(self.games_table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.delete_game_button)
        games.addLayout(row)

    def show_games(self, records: list[GameRecord]) -> None:
        table = self.games_table
        table.setRowCount(len(records))
        translate = QCoreApplication.translate
        for row, record in enumerate(records):
            players = ", ".join(
                f"{name_text(n)} {t}" for n, t in zip(record.names, record.totals, strict=True)
            )
            winners = ", ".join(name_text(n) for n in record.winners)
            if record.dice_mode == "physical":
                dice = translate("StatisticsDialog", "Real", "dice rolled on the table")
                dice_tip = translate("StatisticsDialog", "Real dice, their faces entered by hand")
            else:
                dice = translate("StatisticsDialog", "App", "dice rolled by the app")
                dice_tip = translate("StatisticsDialog", "Dice rolled by the app")
            table.setItem(row, 0, item(date_text(record.played_at), data=record.id))
            table.setItem(row, 1, item(rules_title(record.rules_key)))
            table.setItem(row, 2, item(dice, tooltip=dice_tip))
            table.setItem(row, 3, item(players, tooltip=players))
            table.setItem(row, 4, item(winners, tooltip=winners))
        # Every column as wide as its contents but the players and points, which take
        # the rest: they are the long text, and they elide only when the dialog is
        # narrower than the whole row (the tooltip then has it all).
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        for column in (0, 1, 2, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            table.resizeColumnToContents(column)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)

    def selected_game(self) -> int | None:
        items = self.games_table.selectedItems()
        if not items:
            return None
        first = self.games_table.item(items[0].row(), 0)
        return None if first is None else int(first.data(Qt.ItemDataRole.UserRole))

    def current_game_text(self) -> str:
        """The current row's date and players, for the question before deleting it."""
        row = self.games_table.currentRow()
        return " — ".join(
            item.text()
            for item in (self.games_table.item(row, 0), self.games_table.item(row, 3))
            if item is not None
        )

    def retranslate(self) -> None:
        self.games_table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("StatisticsDialog", "Date"),
                QCoreApplication.translate("StatisticsDialog", "Rules"),
                QCoreApplication.translate("StatisticsDialog", "Dice"),
                QCoreApplication.translate("StatisticsDialog", "Players and points"),
                QCoreApplication.translate("StatisticsDialog", "Winner"),
            ]
        )
        dice = self.games_table.horizontalHeaderItem(2)
        if dice is not None:
            dice.setToolTip(
                QCoreApplication.translate(
                    "StatisticsDialog",
                    "App: dice rolled by the app. Real: real dice, their faces entered by hand.",
                )
            )
        self.delete_game_button.setText(
            QCoreApplication.translate("StatisticsDialog", "Delete the &game…")
        )
