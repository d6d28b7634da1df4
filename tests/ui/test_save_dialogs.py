"""Save as PDF and the statistics' CSV export ask where in the app's file dialog, as File ▸
Open and Save do: Qt's words, the sizes and dates in the app's language, sized for French.

Qt's static QFileDialog.getSaveFileName gave a bare dialog: "120 KiB" in a French one on an
English desktop, "Dernière modifica" cut off; and it ran a nested event loop.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QLineEdit,
    QTreeView,
    QWidget,
)

from tests.ui.test_stats_dialog import build_history, open_dialog
from yahtzee_desktop.ui.common.file_dialog import FileDialog, InAppLanguage
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.printing.actions import PrintActions

pytestmark = pytest.mark.qt_log_ignore(r".*(propagateSizeHints|raise|grabbing).*")


def choose_file(box: QFileDialog, path: Path | str) -> None:
    """Type `path` in the file name box and press Save, as the user does (`selectFile`
    leaves the box as it is while it has the keyboard)."""
    name = box.findChild(QLineEdit, "fileNameEdit")
    assert name is not None
    name.setText(str(path))
    box.accept()


@pytest.fixture
def french(qapp: QApplication) -> Iterator[QApplication]:
    install_translators(qapp, "fr")
    yield qapp
    install_translators(qapp, "en")


def _is_the_app_s_french_dialog(qtbot, box: QFileDialog | None, folder: Path, listed: str) -> None:
    assert isinstance(box, FileDialog) and box.isVisible()
    assert isinstance(box.proxyModel(), InAppLanguage)
    assert box.windowModality() == Qt.WindowModality.WindowModal  # open(), not exec()
    assert box.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    labels = {w.objectName(): w.text() for w in box.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Voir dans\N{NO-BREAK SPACE}:"
    assert box.width() >= 40 * box.fontMetrics().height()
    box.setDirectory(str(folder))
    view = box.findChild(QTreeView, "treeView")
    assert view is not None
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 1)
    row = view.model().index(0, 0, view.rootIndex())
    assert row.data() == listed  # the other file filtered out
    assert row.siblingAtColumn(1).data() == "7 octets"
    date = row.siblingAtColumn(3).data()
    assert re.fullmatch(r"\d\d/\d\d/\d{4} \d\d:\d\d", date), date


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    place = tmp_path / "documents"
    place.mkdir()
    for name in ("notes.pdf", "notes.csv"):
        (place / name).write_text("bonjour")
    return place


def test_save_as_pdf_asks_in_the_app_s_french_dialog(qtbot, french, folder: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    actions = PrintActions(parent, lambda: None, lambda: "fr")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    dialog.save_button.click()
    box = dialog.save_box
    assert box is not None
    assert box.windowTitle() == "Enregistrer en PDF"
    assert box.nameFilters() == ["Fichiers PDF (*.pdf)"]
    _is_the_app_s_french_dialog(qtbot, box, folder, "notes.pdf")
    target = folder / "règles"
    with qtbot.waitSignal(actions.saved, timeout=10_000):
        choose_file(box, target)
    assert (folder / "règles.pdf").exists()
    assert str(folder / "règles.pdf") in dialog.saved_label.text()


def test_the_csv_export_asks_in_the_app_s_french_dialog(
    qtbot, french, folder: Path, tmp_path: Path
) -> None:
    db = tmp_path / "history.sqlite"
    build_history(db, solo=1, duo=0, yacht=0)
    dialog = open_dialog(qtbot, db)
    dialog.export_button.click()
    box = dialog.export_box
    assert box is not None
    assert box.windowTitle() == "Exporter l’historique"
    _is_the_app_s_french_dialog(qtbot, box, folder, "notes.csv")
    box.reject()
