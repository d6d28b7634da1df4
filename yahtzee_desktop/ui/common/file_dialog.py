"""The app's file dialogs (Open, Save, Save as PDF): in the app's language, word and number.

Qt's own words come from its catalogues (qtbase_fr.qm and our supplement to it). Its file
list writes sizes and dates in the *system's* language ("2 bytes" in a French dialog on an
English desktop); a proxy writes them as the app's language does (`QLocale()`, which
`install_translators` sets). A native dialog (a desktop's own) ignores the proxy and speaks
the desktop's language anyway.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QSplitter,
    QTreeView,
    QWidget,
)

from yahtzee_desktop.ui.common.screen import fit_to_screen

__all__ = ["FileDialog", "InAppLanguage", "file_dialog"]

SIZE_COLUMN = 1
DATE_COLUMN = 3

PREFERRED_EMS = (56, 30)
"""The dialog's size in font heights: Qt's default (about 630×410 px) cut "Dernière
modification" and "Ordinateur"."""


class InAppLanguage(QIdentityProxyModel):
    """A QFileSystemModel with its sizes and dates written in the app's language."""

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        shown = super().data(index, role)
        source = self.sourceModel()
        if (
            role != Qt.ItemDataRole.DisplayRole
            or index.column() not in (SIZE_COLUMN, DATE_COLUMN)
            or not isinstance(source, QFileSystemModel)
            or not shown  # a folder's size, a drive's date: nothing to write
        ):
            return shown
        info = source.fileInfo(self.mapToSource(index))
        if index.column() == SIZE_COLUMN:
            return QLocale().formattedDataSize(info.size())
        return QLocale().toString(info.lastModified(), QLocale.FormatType.ShortFormat)


class FileDialog(QFileDialog):
    """Qt's dialog with sizes and dates in the app's language, and room for its French
    words: the columns as wide as their titles and contents ("Dernière modification",
    "01/12/2026 05:25"), the sidebar as wide as its places ("Ordinateur")."""

    def __init__(self, parent: QWidget | None, title: str, folder: str, name_filter: str) -> None:
        super().__init__(parent, title, folder, name_filter)
        self.setProxyModel(InAppLanguage(self))
        view = self.findChild(QTreeView, "treeView")
        if view is not None:  # the widget-based dialog (a native one has no views)
            header = view.header()
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, header.count()):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        em = self.fontMetrics().height()
        fit_to_screen(self, QSize(PREFERRED_EMS[0] * em, PREFERRED_EMS[1] * em), share=0.8)

    def done(self, result: int) -> None:
        """Hand the columns back resizable, at the widths they took: Qt keeps the list's
        header in the settings every Qt app's file dialog shares (QtProject.conf)."""
        view = self.findChild(QTreeView, "treeView")
        if view is not None:
            header = view.header()
            for column in range(header.count()):
                width = header.sectionSize(column)
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(column, width)
        super().done(result)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # the splitter gets its sizes here
        splitter = self.findChild(QSplitter, "splitter")
        sidebar = self.findChild(QListView, "sidebar")
        if splitter is None or sidebar is None or splitter.count() != 2:
            return
        needed = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + 8
        sizes = splitter.sizes()
        if sizes[0] < needed:
            splitter.setSizes([needed, max(1, sum(sizes) - needed)])


def file_dialog(parent: QWidget | None, title: str, folder: str, name_filter: str) -> QFileDialog:
    """A file dialog in the app's language (`FileDialog`)."""
    return FileDialog(parent, title, folder, name_filter)
