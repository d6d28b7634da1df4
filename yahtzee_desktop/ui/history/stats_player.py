"""The statistics dialog's middle tab: one player under one rule set, in figures, box
averages and two charts.

A tab of its own so the dialog reads as what it coordinates (which player, which rule
set, the worker) and this page as what it shows of a `PlayerStats`. Its texts keep the
dialog's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.storage.history import PlayerStats
from yahtzee_desktop.ui.common.i18n import box_title
from yahtzee_desktop.ui.history.charts import HistogramChart, TotalsChart
from yahtzee_desktop.ui.history.stats_tables import (
    box_order,
    item,
    make_table,
    name_text,
    number,
    plain_name_label,
)

__all__ = ["PlayerPage"]

FIGURES = ("games", "wins", "average", "best", "worst", "bonus", "yahtzees")
"""The keys of `figure_labels` and `figure_values`, in the order shown."""


class PlayerPage(QWidget):
    """A player chooser, that player's figures and box averages, totals over time and
    their distribution."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preset = "yahtzee"
        """The rule set shown (names its five of a kind)."""
        self.player_label = QLabel(self)
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("player_combo")
        self.player_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.player_combo.setMinimumContentsLength(18)
        self.player_label.setBuddy(self.player_combo)
        self.delete_player_button = QPushButton(self)
        self.delete_player_button.setObjectName("delete_player")
        self.figures_box = QGroupBox(self)
        figures = QFormLayout(self.figures_box)
        self.figure_labels: dict[str, QLabel] = {}
        self.figure_values: dict[str, QLabel] = {}
        for key in FIGURES:
            label = QLabel(self.figures_box)
            value = plain_name_label(self.figures_box, f"figure_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.figure_labels[key], self.figure_values[key] = label, value
            figures.addRow(label, value)
        self.boxes_table = make_table(self, "box_averages", 2)
        self.totals_box = QGroupBox(self)
        self.totals_chart = TotalsChart(self.totals_box)
        QVBoxLayout(self.totals_box).addWidget(self.totals_chart)
        self.histogram_box = QGroupBox(self)
        self.histogram = HistogramChart(self.histogram_box)
        QVBoxLayout(self.histogram_box).addWidget(self.histogram)
        chooser = QHBoxLayout()
        chooser.addWidget(self.player_label)
        chooser.addWidget(self.player_combo, 1)
        chooser.addWidget(self.delete_player_button)
        left = QVBoxLayout()
        left.addWidget(self.figures_box)
        left.addWidget(self.boxes_table, 1)
        grid = QGridLayout()
        grid.addLayout(left, 0, 0, 2, 1)
        grid.addWidget(self.totals_box, 0, 1)
        grid.addWidget(self.histogram_box, 1, 1)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(0, 1)
        player = QVBoxLayout(self)
        player.addLayout(chooser)
        player.addLayout(grid, 1)

    def show_players(
        self, players: dict[str, int], computers: set[str] | frozenset[str] = frozenset()
    ) -> None:
        """The names of a rule set, most cards first (a computer's marked); the current
        one stays chosen if it is among them. No signal: the caller asks for the
        statistics."""
        current = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for name in sorted(players, key=lambda n: (-players[n], n.casefold())):
            self.player_combo.addItem(name_text(name, name in computers), name)
        index = self.player_combo.findData(current) if current is not None else -1
        self.player_combo.setCurrentIndex(max(0, index) if players else -1)
        self.player_combo.blockSignals(False)

    def show_stats(self, stats: PlayerStats) -> None:
        values = self.figure_values
        values["games"].setText(str(stats.games))
        values["wins"].setText(str(stats.wins))
        empty = stats.games == 0
        values["average"].setText("" if empty else number(stats.average))
        values["best"].setText("" if empty else str(stats.best))
        values["worst"].setText("" if empty else str(stats.worst))
        values["bonus"].setText(
            ""
            if empty
            else QCoreApplication.translate("StatisticsDialog", "{percent} %").format(
                percent=number(stats.upper_bonus_rate * 100, 0)
            )
        )
        values["yahtzees"].setText("" if empty else number(stats.yahtzees_per_game, 2))
        preset = stats.rules_key.partition(" ")[0]
        self._preset = preset
        self._name_yahtzees()
        self.boxes_table.setRowCount(len(stats.box_averages))
        boxes = box_order(preset, stats.box_averages)  # as on the sheet, Aces first
        for row, (box, average) in enumerate((b, stats.box_averages[b]) for b in boxes):
            self.boxes_table.setItem(row, 0, item(box_title(box, preset)))
            self.boxes_table.setItem(row, 1, item(number(average), number=True))
        self.boxes_table.resizeColumnToContents(0)
        self.totals_chart.set_totals([t for _, t in stats.totals])
        self.histogram.set_bins(stats.histogram())
        self.describe_charts(stats)

    def describe_charts(self, stats: PlayerStats | None) -> None:
        """The charts' figures in words, for a screen reader."""
        if stats is None or not stats.games:
            self.totals_chart.setAccessibleDescription("")
            self.histogram.setAccessibleDescription("")
            return
        self.totals_chart.setAccessibleDescription(
            QCoreApplication.translate(
                "StatisticsDialog", "{games} games, from {first} to {last} points; latest {latest}."
            ).format(
                games=stats.games,
                first=stats.worst,
                last=stats.best,
                latest=stats.totals[-1][1],
            )
        )
        self.histogram.setAccessibleDescription(
            "; ".join(
                QCoreApplication.translate("StatisticsDialog", "{low} to {high}: {count}").format(
                    low=lo, high=hi, count=c
                )
                for lo, hi, c in self.histogram.bins
            )
        )

    def _name_yahtzees(self) -> None:
        """The five (or six) of a kind by its name in the rule set shown: "Maxi Yatzy per
        game" (it said Yahtzees for every rule set)."""
        box = box_title("yahtzee", self._preset)
        self.figure_labels["yahtzees"].setText(
            QCoreApplication.translate("StatisticsDialog", "{box} per game:").format(box=box)
        )

    def retranslate(self) -> None:
        self.player_label.setText(QCoreApplication.translate("StatisticsDialog", "&Player:"))
        self.boxes_table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("StatisticsDialog", "Box"),
                QCoreApplication.translate("StatisticsDialog", "Average"),
            ]
        )
        texts = {
            "games": QCoreApplication.translate("StatisticsDialog", "Games:"),
            "wins": QCoreApplication.translate("StatisticsDialog", "Wins:"),
            "average": QCoreApplication.translate("StatisticsDialog", "Average:"),
            "best": QCoreApplication.translate("StatisticsDialog", "Best:"),
            "worst": QCoreApplication.translate("StatisticsDialog", "Worst:"),
            "bonus": QCoreApplication.translate("StatisticsDialog", "Upper bonus:"),
        }
        for key, text in texts.items():
            self.figure_labels[key].setText(text)
        self._name_yahtzees()
        self.figures_box.setTitle(QCoreApplication.translate("StatisticsDialog", "Figures"))
        self.totals_box.setTitle(
            QCoreApplication.translate(
                "StatisticsDialog", "Totals over time (line: average of the last 10)"
            )
        )
        self.histogram_box.setTitle(
            QCoreApplication.translate("StatisticsDialog", "Distribution of totals")
        )
        self.totals_chart.setAccessibleName(
            QCoreApplication.translate("StatisticsDialog", "Totals over time")
        )
        self.histogram.setAccessibleName(
            QCoreApplication.translate("StatisticsDialog", "Distribution of totals")
        )
        for chart in (self.totals_chart, self.histogram):
            chart.empty_text = QCoreApplication.translate("StatisticsDialog", "No games yet")
        self.delete_player_button.setText(
            QCoreApplication.translate("StatisticsDialog", "&Delete this player's history…")
        )
