"""Statistics and high scores: what the history database knows, per rule set and player.

Every query runs on a one-thread pool with the dialog's own sqlite connection (the
recorder keeps another; WAL lets them read and write side by side), so ten thousand
stored games never freeze the window: the dialog opens at once, says "Loading…", and
fills in when the figures arrive. A result that arrives after the user chose another
player or rule set is dropped (each request has a number).

Names are shown as plain text everywhere (table items, combo boxes, labels set to
PlainText): a player called `<b>x</b>` is shown as typed.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QLocale,
    QObject,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.storage.history import (
    GameRecord,
    HighScore,
    History,
    HistoryError,
    HistoryProblem,
    PlayerStats,
)
from yahtzee_desktop.ui.common.i18n import box_title
from yahtzee_desktop.ui.common.message_box import message_box
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.common.workers import Jobs
from yahtzee_desktop.ui.history.charts import HistogramChart, TotalsChart
from yahtzee_desktop.ui.history.recorder import history_problem_text
from yahtzee_desktop.ui.history.stats_tables import (
    Overview,
    box_order,
    date_text,
    item,
    load_overview,
    make_table,
    number,
    plain_name_label,
    rules_title,
)

__all__ = ["Overview", "StatisticsDialog", "load_overview", "rules_title"]


class _Bridge(QObject):
    """Carries results from the worker thread to the GUI thread (queued signals)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class StatisticsDialog(QDialog):
    """High scores per rule set, a player's statistics with charts, the latest games.

    Signals:
        loaded(): the overview (rule sets, players, high scores, games) is shown.
        statsShown(): a player's statistics are shown.
        failed(str): a query failed; the message is also shown in the dialog.
    """

    loaded = Signal()
    statsShown = Signal()
    failed = Signal(str)

    def __init__(self, path: str | os.PathLike[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.path = Path(path)
        self.overview: Overview | None = None
        self.stats: PlayerStats | None = None
        self.confirm_box: QMessageBox | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.jobs = Jobs(self.pool)
        self._history: History | None = None
        self._lock = threading.Lock()
        self._next_request = 0
        self._handlers: dict[int, Callable[[Any], None]] = {}
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._bridge.failed.connect(self._on_failed)

        # --- top: rule set, status ---
        self.rules_label = QLabel(self)
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("rules_combo")
        self.rules_label.setBuddy(self.rules_combo)
        self.status = plain_name_label(self, "stats_status")
        top = QHBoxLayout()
        top.addWidget(self.rules_label)
        top.addWidget(self.rules_combo, 1)
        top.addWidget(self.status, 1)

        # --- high scores ---
        self.high_page = QWidget(self)
        self.solo_box = QGroupBox(self.high_page)
        self.multi_box = QGroupBox(self.high_page)
        self.solo_table = make_table(self.solo_box, "solo_high_scores", 4)
        self.multi_table = make_table(self.multi_box, "multi_high_scores", 4)
        high = QHBoxLayout(self.high_page)
        for box, table in ((self.solo_box, self.solo_table), (self.multi_box, self.multi_table)):
            inner = QVBoxLayout(box)
            inner.addWidget(table)
            high.addWidget(box)

        # --- one player ---
        self.player_page = QWidget(self)
        self.player_label = QLabel(self.player_page)
        self.player_combo = QComboBox(self.player_page)
        self.player_combo.setObjectName("player_combo")
        self.player_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.player_combo.setMinimumContentsLength(18)
        self.player_label.setBuddy(self.player_combo)
        self.delete_player_button = QPushButton(self.player_page)
        self.delete_player_button.setObjectName("delete_player")
        self.figures_box = QGroupBox(self.player_page)
        figures = QFormLayout(self.figures_box)
        self.figure_labels: dict[str, QLabel] = {}
        self.figure_values: dict[str, QLabel] = {}
        for key in ("games", "wins", "average", "best", "worst", "bonus", "yahtzees"):
            label = QLabel(self.figures_box)
            value = plain_name_label(self.figures_box, f"figure_{key}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.figure_labels[key], self.figure_values[key] = label, value
            figures.addRow(label, value)
        self.boxes_table = make_table(self.player_page, "box_averages", 2)
        self.totals_box = QGroupBox(self.player_page)
        self.totals_chart = TotalsChart(self.totals_box)
        QVBoxLayout(self.totals_box).addWidget(self.totals_chart)
        self.histogram_box = QGroupBox(self.player_page)
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
        player = QVBoxLayout(self.player_page)
        player.addLayout(chooser)
        player.addLayout(grid, 1)

        # --- latest games ---
        self.games_page = QWidget(self)
        self.games_table = make_table(self.games_page, "games_table", 5)
        self.delete_game_button = QPushButton(self.games_page)
        self.delete_game_button.setObjectName("delete_game")
        self.delete_game_button.setEnabled(False)
        games = QVBoxLayout(self.games_page)
        games.addWidget(self.games_table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.delete_game_button)
        games.addLayout(row)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("stats_tabs")
        self.tabs.addTab(self.high_page, "")
        self.tabs.addTab(self.player_page, "")
        self.tabs.addTab(self.games_page, "")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setObjectName("export_csv")
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        fit_to_screen(self, QSize(980, 640))  # a 125 % laptop screen is 614 px tall

        self.rules_combo.currentIndexChanged.connect(self._on_rules_chosen)
        self.player_combo.currentIndexChanged.connect(lambda _i: self._request_stats())
        self.delete_player_button.clicked.connect(self.confirm_delete_player)
        self.delete_game_button.clicked.connect(self.confirm_delete_game)
        self.games_table.itemSelectionChanged.connect(self._update_buttons)
        self.export_button.clicked.connect(self.export_dialog)
        self.retranslate()
        self._update_buttons()
        self.reload()

    # --- the worker ---------------------------------------------------------------------

    def _submit(self, job: Callable[[History], Any], handler: Callable[[Any], None]) -> int:
        """Run `job(history)` on the worker; `handler(result)` later on the GUI thread."""
        self._next_request += 1
        request = self._next_request
        if self.jobs.closed:  # a late answer asked for more after the dialog closed
            return request
        self._handlers[request] = handler
        self.status.setText(self.tr("Loading…"))
        self.jobs.start(lambda: self._run(request, job))
        return request

    def _run(self, request: int, job: Callable[[History], Any]) -> None:
        """Runs on the pool's thread."""
        with self._lock:
            try:
                if self._history is None:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    self._history = History(self.path)
                result = job(self._history)
            except HistoryError as exc:
                problem = exc.problem.value
            except OSError:
                problem = HistoryProblem.UNWRITABLE.value
            except Exception:  # sqlite errors History does not wrap
                problem = HistoryProblem.CORRUPT.value
            else:
                with contextlib.suppress(RuntimeError):
                    self._bridge.done.emit(request, result)
                return
        with contextlib.suppress(RuntimeError):
            self._bridge.failed.emit(request, problem)

    def _on_done(self, request: int, result: object) -> None:
        handler = self._handlers.pop(request, None)
        if handler is not None:
            handler(result)
        if not self._handlers and self.status.text() == self.tr("Loading…"):
            self._show_count()

    def _on_failed(self, request: int, problem: str) -> None:
        self._handlers.pop(request, None)
        text = self.tr("The history cannot be used: {problem}").format(
            problem=history_problem_text(problem)
        )
        self.status.setText(text)
        self.failed.emit(text)

    def wait(self, msecs: int = 10000) -> bool:
        return self.jobs.wait(msecs)

    def done(self, result: int) -> None:
        self.jobs.close()
        with self._lock:
            if self._history is not None:
                self._history.close()
                self._history = None
        super().done(result)

    # --- loading ------------------------------------------------------------------------

    def reload(self) -> None:
        self._submit(load_overview, self._show_overview)

    def _show_overview(self, result: object) -> None:
        assert isinstance(result, Overview)
        self.overview = result
        current = self.rules_combo.currentData()
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for key in result.keys:
            self.rules_combo.addItem(rules_title(key), key)
            if " " in key:
                self.rules_combo.setItemData(
                    self.rules_combo.count() - 1, key.partition(" ")[2], Qt.ItemDataRole.ToolTipRole
                )
        index = self.rules_combo.findData(current) if current is not None else -1
        if index < 0 and result.keys:
            # The rule set most played, so the dialog opens on something worth seeing.
            index = max(
                range(len(result.keys)),
                key=lambda i: sum(result.players.get(result.keys[i], {}).values()),
            )
        self.rules_combo.setCurrentIndex(index)
        self.rules_combo.blockSignals(False)
        self._fill_games(result.games)
        self._on_rules_chosen()
        self.loaded.emit()

    def _on_rules_chosen(self, *_args: object) -> None:
        overview = self.overview
        key = self.rules_combo.currentData()
        if overview is None:
            return
        self._fill_high_scores(self.solo_table, overview.solo.get(key, []))
        self._fill_high_scores(self.multi_table, overview.multi.get(key, []))
        players = overview.players.get(key, {})
        current = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for name in sorted(players, key=lambda n: (-players[n], n.casefold())):
            self.player_combo.addItem(self._name_text(name), name)
        index = self.player_combo.findData(current) if current is not None else -1
        self.player_combo.setCurrentIndex(max(0, index) if players else -1)
        self.player_combo.blockSignals(False)
        self._request_stats()

    def _request_stats(self) -> None:
        name = self.player_combo.currentData()
        key = self.rules_combo.currentData()
        self._update_buttons()
        if name is None or key is None:
            self._show_stats(PlayerStats("", ""))
            return
        self._submit(lambda history: history.player_stats(name, key), self._show_stats)

    def _show_stats(self, result: object) -> None:
        assert isinstance(result, PlayerStats)
        if result.name != (self.player_combo.currentData() or "") or result.rules_key != (
            self.rules_combo.currentData() or ""
        ):
            return  # an older request: the user has moved on
        self.stats = stats = result
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
            else self.tr("{percent} %").format(percent=number(stats.upper_bonus_rate * 100, 0))
        )
        values["yahtzees"].setText("" if empty else number(stats.yahtzees_per_game, 2))
        preset = stats.rules_key.partition(" ")[0]
        self.boxes_table.setRowCount(len(stats.box_averages))
        boxes = box_order(preset, stats.box_averages)  # as on the sheet, Aces first
        for row, (box, average) in enumerate((b, stats.box_averages[b]) for b in boxes):
            self.boxes_table.setItem(row, 0, item(box_title(box, preset)))
            self.boxes_table.setItem(row, 1, item(number(average), number=True))
        self.boxes_table.resizeColumnToContents(0)
        self.totals_chart.set_totals([t for _, t in stats.totals])
        self.histogram.set_bins(stats.histogram())
        self._describe_charts()
        self.statsShown.emit()

    def _describe_charts(self) -> None:
        stats = self.stats
        if stats is None or not stats.games:
            self.totals_chart.setAccessibleDescription("")
            self.histogram.setAccessibleDescription("")
            return
        self.totals_chart.setAccessibleDescription(
            self.tr("{games} games, from {first} to {last} points; latest {latest}.").format(
                games=stats.games,
                first=stats.worst,
                last=stats.best,
                latest=stats.totals[-1][1],
            )
        )
        self.histogram.setAccessibleDescription(
            "; ".join(
                self.tr("{low} to {high}: {count}").format(low=lo, high=hi, count=c)
                for lo, hi, c in self.histogram.bins
            )
        )

    def _fill_high_scores(self, table: QTableWidget, scores: list[HighScore]) -> None:
        table.setRowCount(len(scores))
        for row, score in enumerate(scores):
            table.setItem(row, 0, item(str(row + 1), number=True))
            table.setItem(row, 1, item(self._name_text(score.name)))
            table.setItem(row, 2, item(str(score.total), number=True))
            table.setItem(row, 3, item(date_text(score.played_at)))
        table.resizeColumnToContents(0)
        table.resizeColumnToContents(2)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def _fill_games(self, records: list[GameRecord]) -> None:
        table = self.games_table
        table.setRowCount(len(records))
        for row, record in enumerate(records):
            table.setItem(row, 0, item(date_text(record.played_at), data=record.id))
            table.setItem(row, 1, item(rules_title(record.rules_key)))
            table.setItem(
                row,
                2,
                item(self.tr("physical dice") if record.dice_mode == "physical" else ""),
            )
            table.setItem(
                row,
                3,
                item(
                    ", ".join(
                        f"{self._name_text(n)} {t}"
                        for n, t in zip(record.names, record.totals, strict=True)
                    )
                ),
            )
            table.setItem(row, 4, item(", ".join(self._name_text(n) for n in record.winners)))
        header = table.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 2):
            table.resizeColumnToContents(column)
        self._update_buttons()

    def _name_text(self, name: str) -> str:
        return name if name.strip() else self.tr("(no name)")

    def _show_count(self) -> None:
        count = self.overview.game_count if self.overview is not None else 0
        text = (
            self.tr("1 game in the history")
            if count == 1
            else self.tr("{count} games in the history").format(count=QLocale().toString(count))
        )
        self.status.setText(text)

    def _update_buttons(self) -> None:
        self.delete_player_button.setEnabled(self.player_combo.currentData() is not None)
        self.delete_game_button.setEnabled(bool(self.games_table.selectedItems()))

    # --- changes ------------------------------------------------------------------------

    def _confirm(self, title: str, text: str, then: Callable[[], object]) -> QMessageBox:
        box = message_box(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("confirm_box")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(result: int) -> None:
            self.confirm_box = None
            if result == QMessageBox.StandardButton.Yes:
                then()

        box.finished.connect(answered)
        self.confirm_box = box
        box.open()
        return box

    def confirm_delete_player(self) -> None:
        name = self.player_combo.currentData()
        if name is None:
            return
        self._confirm(
            self.tr("Delete a player's history"),
            self.tr(
                "Delete every game card of {name} from the history, under all rule sets?\n"
                "Other players' cards of those games are kept. This cannot be undone."
            ).format(name=self._name_text(name)),
            lambda: self._submit(lambda h: h.delete_player(name), lambda _r: self.reload()),
        )

    def selected_game(self) -> int | None:
        items = self.games_table.selectedItems()
        if not items:
            return None
        first = self.games_table.item(items[0].row(), 0)
        return None if first is None else int(first.data(Qt.ItemDataRole.UserRole))

    def confirm_delete_game(self) -> None:
        game_id = self.selected_game()
        if game_id is None:
            return
        row = self.games_table.currentRow()
        what = " — ".join(
            item.text()
            for item in (self.games_table.item(row, 0), self.games_table.item(row, 3))
            if item is not None
        )
        self._confirm(
            self.tr("Delete a game"),
            self.tr("Delete this game from the history?\n{game}").format(game=what),
            lambda: self._submit(lambda h: h.delete_game(game_id), lambda _r: self.reload()),
        )

    def csv_filters(self) -> dict[str, str]:
        """File-dialog filter -> separator. Both are offered, the one Excel expects in the
        user's language first (";" where the decimal mark is a comma, as in French)."""
        semicolon = self.tr("CSV for French spreadsheets, separated by semicolons (*.csv)")
        comma = self.tr("CSV for English spreadsheets, separated by commas (*.csv)")
        if QLocale().decimalPoint() == ",":
            return {semicolon: ";", comma: ","}
        return {comma: ",", semicolon: ";"}

    def export_dialog(self) -> None:
        filters = self.csv_filters()
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the history"),
            str(Path.home() / "yahtzee-history.csv"),
            ";;".join(filters),
            next(iter(filters)),
        )
        if path:
            self.export_to(path, filters.get(chosen, next(iter(filters.values()))))

    def export_to(self, path: str, delimiter: str | None = None) -> None:
        """Export in the background; `delimiter` defaults to the user's language's."""
        separator = delimiter or next(iter(self.csv_filters().values()))

        def shown(rows: object) -> None:
            count = rows if isinstance(rows, int) else 0
            text = (
                self.tr("1 row exported to {file}")
                if count == 1
                else self.tr("{count} rows exported to {file}")
            )
            self.status.setText(text.format(count=count, file=Path(path).name))

        self._submit(lambda h: h.export_csv(path, separator), shown)

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics and high scores"))
        self.rules_label.setText(self.tr("&Rules:"))
        self.player_label.setText(self.tr("&Player:"))
        self.tabs.setTabText(0, self.tr("High scores"))
        self.tabs.setTabText(1, self.tr("Players"))
        self.tabs.setTabText(2, self.tr("Latest games"))
        self.solo_box.setTitle(self.tr("Solo"))
        self.multi_box.setTitle(self.tr("With other players"))
        headers = [self.tr("#"), self.tr("Name"), self.tr("Points"), self.tr("Date")]
        for table in (self.solo_table, self.multi_table):
            table.setHorizontalHeaderLabels(headers)
        self.games_table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Rules"), self.tr("Dice"), self.tr("Players and points"),
             self.tr("Winner")]
        )  # fmt: skip
        self.boxes_table.setHorizontalHeaderLabels([self.tr("Box"), self.tr("Average")])
        texts = {
            "games": self.tr("Games:"),
            "wins": self.tr("Wins:"),
            "average": self.tr("Average:"),
            "best": self.tr("Best:"),
            "worst": self.tr("Worst:"),
            "bonus": self.tr("Upper bonus:"),
            "yahtzees": self.tr("Yahtzees per game:"),
        }
        for key, text in texts.items():
            self.figure_labels[key].setText(text)
        self.figures_box.setTitle(self.tr("Figures"))
        self.totals_box.setTitle(self.tr("Totals over time (line: average of the last 10)"))
        self.histogram_box.setTitle(self.tr("Distribution of totals"))
        self.totals_chart.setAccessibleName(self.tr("Totals over time"))
        self.histogram.setAccessibleName(self.tr("Distribution of totals"))
        for chart in (self.totals_chart, self.histogram):
            chart.empty_text = self.tr("No games yet")
        self.delete_player_button.setText(self.tr("&Delete this player's history…"))
        self.delete_game_button.setText(self.tr("Delete the &game…"))
        self.export_button.setText(self.tr("&Export CSV…"))
        if self.overview is not None:
            for i in range(self.rules_combo.count()):
                self.rules_combo.setItemText(i, rules_title(self.rules_combo.itemData(i)))
            self._fill_games(self.overview.games)
            self._show_count()
        self._describe_charts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
