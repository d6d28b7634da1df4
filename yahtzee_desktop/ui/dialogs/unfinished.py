"""File › Unfinished games…: the games kept until the user deletes them, to resume or delete.

The list is read on a worker thread (each entry replays its game, which adds up with
many kept games); a damaged file is listed as such, never hidden, and can be deleted.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.i18n import preset_label
from yahtzee_desktop.storage.unfinished import UnfinishedGame, UnfinishedGames
from yahtzee_desktop.ui.common.message_box import message_box, warning
from yahtzee_desktop.ui.common.workers import Jobs

__all__ = ["UnfinishedGamesDialog", "date_text"]

PATH_ROLE = Qt.ItemDataRole.UserRole


def date_text(iso: str) -> str:
    """An ISO 8601 time as the user's locale writes a short date and time ("" if none)."""
    if not iso:
        return ""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


class UnfinishedGamesDialog(QDialog):
    """The unfinished games, most recently kept first.

    Signals:
        resumeRequested(str): the user chose to resume this kept game (its file); the
            dialog then closes and the window does the rest.
        listed(int): the list was (re)read; how many entries.
    """

    resumeRequested = Signal(str)
    listed = Signal(int)
    _read = Signal(list)

    def __init__(self, store: UnfinishedGames, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unfinished_dialog")
        self.store = store
        self.entries: list[UnfinishedGame] = []
        self.confirm_box: QMessageBox | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.jobs = Jobs(self.pool)

        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("unfinished_list")
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemActivated.connect(lambda _item, _col: self.resume_selected())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resume_button")
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("delete_button")
        self.buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.resume_button.clicked.connect(self.resume_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.buttons)
        self.resize(720, 360)
        self._read.connect(self._show)
        self.finished.connect(lambda _r: self.jobs.close())
        self._retranslate()
        self.refresh()

    # --- the list ---------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the folder again, off the GUI thread; `listed` tells when it is shown."""
        self.label.setText(self.tr("Reading the unfinished games…"))
        store, done = self.store, self._read

        def work() -> None:
            entries = store.list()
            with contextlib.suppress(RuntimeError):  # the dialog is gone
                done.emit(entries)

        self.jobs.start(work)

    def _show(self, entries: list[UnfinishedGame]) -> None:
        selected = self.selected()
        self.entries = entries
        self.tree.clear()
        for entry in entries:
            item = QTreeWidgetItem(self._texts(entry))
            item.setData(0, PATH_ROLE, str(entry.path))
            item.setToolTip(0, str(entry.path))
            if entry.damaged:
                for column in range(self.tree.columnCount()):
                    item.setForeground(column, self.palette().placeholderText())
            self.tree.addTopLevelItem(item)
            if selected is not None and entry.path == selected.path:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)
        for column in range(1, self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)
        self.label.setText(
            self.tr("Games kept until you delete them: resume one, or delete it.")
            if entries
            else self.tr("There are no unfinished games.")
        )
        self._update_buttons()
        self.listed.emit(len(entries))

    def _texts(self, entry: UnfinishedGame) -> list[str]:
        kept = date_text(entry.kept_at)
        if entry.damaged:
            why = (
                self.tr("From a newer version of Yahtzee Desktop")
                if entry.problem is SaveFileProblem.FUTURE_VERSION
                else self.tr("Damaged file")
            )
            return [why, "", kept, ""]  # the file's path is the row's tooltip
        rules = QCoreApplication.translate("Preset", preset_label(entry.rules))
        percent = QLocale().toString(round(entry.progress * 100))
        if entry.games > 1:
            progress = self.tr("Game {n} of {games}, {percent}% filled").format(
                n=entry.game, games=entry.games, percent=percent
            )
        else:
            progress = self.tr("{percent}% filled").format(percent=percent)
        return [", ".join(entry.players), rules, date_text(entry.started) or kept, progress]

    def selected(self) -> UnfinishedGame | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        path = Path(str(item.data(0, PATH_ROLE)))
        return next((e for e in self.entries if e.path == path), None)

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.resume_button.setEnabled(entry is not None and not entry.damaged)
        self.delete_button.setEnabled(entry is not None)

    # --- resume and delete ------------------------------------------------------------

    def resume_selected(self) -> None:
        entry = self.selected()
        if entry is None or entry.damaged:
            return
        self.accept()
        self.resumeRequested.emit(str(entry.path))

    def delete_selected(self) -> None:
        """Delete the selected game, once the user confirms (nothing else deletes one)."""
        entry = self.selected()
        if entry is None:
            return
        who = ", ".join(entry.players) or entry.path.name
        box = message_box(
            QMessageBox.Icon.Warning,
            self.tr("Delete this game?"),
            self.tr("The unfinished game of {players} will be deleted for good.").format(
                players=who
            ),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("confirm_delete_box")
        delete = box.addButton(self.tr("&Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(_result: int) -> None:
            self.confirm_box = None
            if box.clickedButton() is not delete:
                return
            try:
                self.store.delete(entry.path)
            except SaveFileError:
                warning(
                    self,
                    self.tr("Delete this game?"),
                    self.tr("The file could not be deleted: {path}").format(path=str(entry.path)),
                )
            self.refresh()

        box.finished.connect(answered)
        self.confirm_box = box
        box.open()

    # --- texts ------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Unfinished games"))
        self.tree.setHeaderLabels(
            [self.tr("Players"), self.tr("Rules"), self.tr("Started"), self.tr("Progress")]
        )
        self.resume_button.setText(self.tr("&Resume"))
        self.delete_button.setText(self.tr("&Delete…"))
        if self.entries:
            self._show(self.entries)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
