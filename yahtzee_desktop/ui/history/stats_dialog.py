"""Statistics and high scores: what the history database knows, per rule set and player.

Every query runs on a one-thread pool with the dialog's own sqlite connection (the
recorder keeps another; WAL lets them read and write side by side), so ten thousand
stored games never freeze the window: the dialog opens at once, says "Loading…", and
fills in when the figures arrive. A result that arrives after the user chose another
player or rule set is dropped (each request has a number).

The dialog holds what its tabs share (the rule set, the worker, deleting and exporting);
each tab is its own widget (`stats_high_scores`, `stats_player`, `stats_games`), the
worker is `stats_worker`, and the cells and the overview they show are `stats_tables`.

Names are shown as plain text everywhere (table items, combo boxes, labels set to
PlainText): a player called `<b>x</b>` is shown as typed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.storage.history import (
    GameRecord,
    History,
    HistoryError,
    HistoryProblem,
    PlayerStats,
)
from yahtzee_desktop.ui.common.message_box import message_box
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.history.recorder import history_problem_text
from yahtzee_desktop.ui.history.stats_games import GamesPage
from yahtzee_desktop.ui.history.stats_high_scores import HighScoresPage
from yahtzee_desktop.ui.history.stats_player import PlayerPage
from yahtzee_desktop.ui.history.stats_tables import (
    Overview,
    load_overview,
    name_text,
    plain_name_label,
    rules_title,
)
from yahtzee_desktop.ui.history.stats_worker import StatsWorker

__all__ = ["Overview", "StatisticsDialog", "load_overview", "rules_title"]


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
        self.worker = StatsWorker(self.path, self)
        self.worker.asked.connect(self._show_loading)
        self.worker.settled.connect(self._on_settled)
        self.worker.failed.connect(self._on_failed)

        # --- top: rule set, status ---
        self.rules_label = QLabel(self)
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("rules_combo")
        self.rules_label.setBuddy(self.rules_combo)
        self.status = plain_name_label(self, "stats_status")
        self.computers_check = QCheckBox(self)
        self.computers_check.setObjectName("show_computers")
        top = QHBoxLayout()
        top.addWidget(self.rules_label)
        top.addWidget(self.rules_combo, 1)
        top.addWidget(self.computers_check)
        top.addWidget(self.status, 1)

        # --- the tabs, and the widgets of theirs the dialog drives ---
        self.high_page = HighScoresPage(self)
        self.player_page = PlayerPage(self)
        self.games_page = GamesPage(self)
        self.solo_table = self.high_page.solo_table
        self.multi_table = self.high_page.multi_table
        self.player_combo = self.player_page.player_combo
        self.delete_player_button = self.player_page.delete_player_button
        self.figure_values = self.player_page.figure_values
        self.boxes_table = self.player_page.boxes_table
        self.totals_chart = self.player_page.totals_chart
        self.histogram = self.player_page.histogram
        self.games_table = self.games_page.games_table
        self.delete_game_button = self.games_page.delete_game_button
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("stats_tabs")
        self.tabs.addTab(self.high_page, "")
        self.tabs.addTab(self.player_page, "")
        self.tabs.addTab(self.games_page, "")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.export_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setObjectName("export_csv")
        self.export_box: QFileDialog | None = None
        """The last export's file dialog (deleted once closed)."""
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._settle_tabs()
        fit_to_screen(self, QSize(980, 640))  # a 125 % laptop screen is 614 px tall

        self.rules_combo.currentIndexChanged.connect(self._on_rules_chosen)
        self.computers_check.toggled.connect(self._on_rules_chosen)
        self.player_combo.currentIndexChanged.connect(lambda _i: self._request_stats())
        self.delete_player_button.clicked.connect(self.confirm_delete_player)
        self.delete_game_button.clicked.connect(self.confirm_delete_game)
        self.games_table.itemSelectionChanged.connect(self._update_buttons)
        self.export_button.clicked.connect(self.export_dialog)
        self._update_buttons()
        self.reload()

    def _settle_tabs(self) -> None:
        """Lay out the hidden tabs now, so the dialog is sized for the tallest one.

        A tab's layout keeps the sizes its widgets had before their titles and style were
        set until it is first shown: the Players tab then asked 28 px more than at
        opening, and a dialog opened at its minimum (a 125 % laptop screen) grew when it
        was chosen. The tab widget caches its pages' sizes too, hence `updateGeometry`.
        """
        for page in (self.high_page, self.player_page, self.games_page):
            page_layout = page.layout()
            if page_layout is not None:
                page_layout.activate()
        self.tabs.updateGeometry()

    # --- the worker ---------------------------------------------------------------------

    def _submit(self, job: Callable[[History], Any], handler: Callable[[Any], None]) -> int:
        """Run `job(history)` on the worker; `handler(result)` later on the GUI thread."""
        return self.worker.submit(job, handler)

    def _show_loading(self) -> None:
        self.status.setText(self.tr("Loading…"))

    def _on_settled(self) -> None:
        if self.status.text() == self.tr("Loading…"):
            self._show_count()

    def _on_failed(self, problem: str) -> None:
        text = self.tr("The history cannot be used: {problem}").format(
            problem=history_problem_text(problem)
        )
        self.status.setText(text)
        self.failed.emit(text)

    def wait(self, msecs: int = 10000) -> bool:
        return self.worker.wait(msecs)

    def done(self, result: int) -> None:
        self.worker.close()
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
        # People by default: a computer ranked among the family (Show computer players).
        shown = self.computers_check.isChecked()
        computers = overview.computers
        self.high_page.show_scores(
            overview.solo.get(key, []), overview.multi.get(key, []), computers, shown
        )
        players = overview.players.get(key, {})
        if not shown:
            players = {n: c for n, c in players.items() if n not in computers}
        self.player_page.show_players(players, computers)
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
        self.stats = result
        self.player_page.show_stats(result)
        self.statsShown.emit()

    def _fill_games(self, records: list[GameRecord]) -> None:
        self.games_page.show_games(records)
        self._update_buttons()

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
            ).format(name=name_text(name)),
            lambda: self._submit(lambda h: h.delete_player(name), lambda _r: self.reload()),
        )

    def selected_game(self) -> int | None:
        return self.games_page.selected_game()

    def confirm_delete_game(self) -> None:
        game_id = self.selected_game()
        if game_id is None:
            return
        self._confirm(
            self.tr("Delete a game"),
            self.tr("Delete this game from the history?\n{game}").format(
                game=self.games_page.current_game_text()
            ),
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
        """Ask where in the app's file dialog (Qt's words, sizes and dates in the app's
        language, sized for French), opened on the documents folder as Save as PDF and
        Save are, the separator by the filter chosen. Window-modal: the statistics stay
        live while the family looks."""
        from yahtzee_desktop.storage.paths import export_dir
        from yahtzee_desktop.ui.common.file_dialog import file_dialog

        filters = self.csv_filters()
        box = file_dialog(
            self,
            self.tr("Export the history"),
            str(export_dir() / "yahtzee-history.csv"),
            ";;".join(filters),
        )
        box.setObjectName("export_dialog")
        box.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        box.setDefaultSuffix("csv")
        box.selectNameFilter(next(iter(filters)))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen(path: str) -> None:
            separator = filters.get(box.selectedNameFilter(), next(iter(filters.values())))
            self.export_to(path, separator)

        box.fileSelected.connect(chosen)
        self.export_box = box
        box.open()

    def export_to(self, path: str, delimiter: str | None = None) -> None:
        """Export in the background; `delimiter` defaults to the user's language's.

        A file that cannot be written (a full disk, a read-only folder) is the export's
        failure, said as such with the file's name: the history is fine and the dialog
        goes on (the worker's `failed` is for a history that cannot be read)."""
        separator = delimiter or next(iter(self.csv_filters().values()))

        def export(history: History) -> int | HistoryProblem:
            try:
                return history.export_csv(path, separator)
            except HistoryError as exc:
                return exc.problem

        def shown(rows: object) -> None:
            if isinstance(rows, HistoryProblem):
                reason = (
                    history_problem_text(rows)
                    if rows is HistoryProblem.DISK_FULL
                    else self.tr("the folder cannot be written.")
                )
                self.status.setText(
                    self.tr("The history could not be exported to {file}: {problem}").format(
                        file=Path(path).name, problem=reason
                    )
                )
                return
            count = rows if isinstance(rows, int) else 0
            text = (
                self.tr("1 row exported to {file}")
                if count == 1
                else self.tr("{count} rows exported to {file}")
            )
            self.status.setText(text.format(count=count, file=Path(path).name))

        self._submit(export, shown)

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics and high scores"))
        self.rules_label.setText(self.tr("&Rules:"))
        self.computers_check.setText(self.tr("Show &computer players"))
        self.computers_check.setToolTip(
            self.tr("High scores and players show people only unless this is ticked")
        )
        self.tabs.setTabText(0, self.tr("High scores"))
        self.tabs.setTabText(1, self.tr("Players"))
        self.tabs.setTabText(2, self.tr("Latest games"))
        self.high_page.retranslate()
        self.player_page.retranslate()
        self.games_page.retranslate()
        self.export_button.setText(self.tr("&Export CSV…"))
        if self.overview is not None:
            for i in range(self.rules_combo.count()):
                self.rules_combo.setItemText(i, rules_title(self.rules_combo.itemData(i)))
            self._fill_games(self.overview.games)
            self._show_count()
        self.player_page.describe_charts(self.stats)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
