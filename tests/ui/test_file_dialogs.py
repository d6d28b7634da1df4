"""The file dialogs (Open, Save, Save as PDF) speak French in French, every word of them.

Qt's own widget-based QFileDialog takes its words from qtbase_fr.qm, which lags behind Qt
(Qt 6 renamed "Look in:" to "&Look in:" and gave "Folder" a disambiguation): a spy
translator records every text the dialog asks for, and each must have a French translation
in one of the installed catalogues.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTranslator
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHeaderView,
    QLabel,
    QListView,
    QMenu,
    QTreeView,
)

from yahtzee_desktop.ui.common.i18n import install_translators, installed_translators

pytestmark = pytest.mark.qt_log_ignore(r".*(propagateSizeHints|raise|grabbing).*")

FILE_DIALOG_CONTEXTS = (
    "QFileDialog",
    "QFileSystemModel",
    "QAbstractFileIconProvider",
    "QPlatformTheme",
)


class Spy(QTranslator):
    """Answers nothing (the real catalogues answer) and remembers every question."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[tuple[str, str, str | None]] = set()

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        self.asked.add((context, source, disambiguation))
        return None  # a null string: no answer (an empty one would be the answer)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def french(qapp: QApplication) -> Iterator[QApplication]:
    install_translators(qapp, "fr")
    yield qapp
    install_translators(qapp, "en")


def _has_french(context: str, source: str, disambiguation: str | None) -> bool:
    return any(t.translate(context, source, disambiguation) for t in installed_translators())


def _exercise(qtbot, dialog: QFileDialog, folder: Path) -> None:
    """Everything a family sees: both views, a folder and files, the context menu."""
    dialog.setDirectory(str(folder))
    dialog.show()
    view = dialog.findChild(QTreeView, "treeView")
    assert view is not None
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 3)
    model = view.model()
    for row in range(3):
        for column in range(4):
            model.index(row, column, view.rootIndex()).data()
    view.customContextMenuRequested.emit(QPoint(4, 4))
    for menu in QApplication.topLevelWidgets():
        if isinstance(menu, QMenu):
            menu.close()
    dialog.setViewMode(QFileDialog.ViewMode.List)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)


def test_the_open_and_save_dialogs_are_all_french(qtbot, make_window, french, tmp_path) -> None:
    (tmp_path / "partie.yahtzee.json").write_text("{}")
    (tmp_path / "notes.json").write_text("{}")
    (tmp_path / "sous-dossier").mkdir()
    window = make_window(players=["Ann", "Bob"])
    spy = Spy()
    french.installTranslator(spy)  # installed last: asked first
    try:
        for command in (window.files.open_dialog, window.files.save_dialog):
            command()
            dialog = window.findChild(QFileDialog)
            assert dialog is not None
            _exercise(qtbot, dialog, tmp_path)
            labels = {w.objectName(): w.text() for w in dialog.findChildren(QLabel)}
            assert labels["lookInLabel"] == "&Voir dans\N{NO-BREAK SPACE}:"
            assert labels["fileTypeLabel"] == "Fichiers de &type\N{NO-BREAK SPACE}:"
            # Our own filter is named in French too.
            assert dialog.nameFilters() == ["Parties de Yahtzee Desktop (*.yahtzee.json *.json)"]
            view = dialog.findChild(QTreeView, "treeView")
            kinds = {
                view.model().index(r, 0, view.rootIndex()).data(): view.model()
                .index(r, 2, view.rootIndex())
                .data()
                for r in range(3)
            }
            assert kinds["sous-dossier"] == "Dossier"
            # Sizes and dates as French writes them, whatever the system's language.
            row = next(
                r
                for r in range(3)
                if view.model().index(r, 0, view.rootIndex()).data() == "notes.json"
            )
            assert view.model().index(row, 1, view.rootIndex()).data() == "2 octets"
            date = view.model().index(row, 3, view.rootIndex()).data()
            assert re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", date), date
            # Wide enough for "Dernière modification" and the sidebar's "Ordinateur".
            assert dialog.width() >= 40 * dialog.fontMetrics().height()
            sidebar = dialog.findChild(QListView, "sidebar")
            assert sidebar.width() >= sidebar.sizeHintForColumn(0)
            header = view.header()
            metrics = header.fontMetrics()
            for column in range(1, 4):
                title = view.model().headerData(column, Qt.Orientation.Horizontal)
                assert header.sectionSize(column) > metrics.horizontalAdvance(title), title
            dialog.close()
            # The header goes back to the shared settings as a user could have left it.
            modes = {header.sectionResizeMode(c) for c in range(header.count())}
            assert modes == {QHeaderView.ResizeMode.Interactive}
            dialog.deleteLater()
            qtbot.waitUntil(lambda: window.findChild(QFileDialog) is None)
    finally:
        french.removeTranslator(spy)
    english = sorted(
        f"{c} / {s!r} ({d})"
        for c, s, d in spy.asked
        if c in FILE_DIALOG_CONTEXTS and not _has_french(c, s, d)
    )
    assert not english, "no French for:\n" + "\n".join(english)
