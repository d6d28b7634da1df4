"""The export dialog offers the separator Excel expects in the user's language first."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from tests.ui.test_save_dialogs import choose_file
from tests.ui.test_stats_dialog import build_history, open_dialog
from yahtzee_desktop.ui.common.file_dialog import FileDialog


@pytest.fixture
def locale():
    before = QLocale()
    yield QLocale.setDefault
    QLocale.setDefault(before)


@pytest.mark.parametrize(
    ("language", "separator", "pick"),
    [
        (QLocale.Language.French, ";", 0),
        (QLocale.Language.English, ",", 0),
        (QLocale.Language.French, ",", 1),  # the other choice, taken on purpose
    ],
)
def test_export_uses_the_chosen_separator(qtbot, tmp_path, locale, language, separator, pick):
    locale(QLocale(language))
    db = tmp_path / "history.sqlite"
    build_history(db, solo=2, duo=1, yacht=0)
    target = tmp_path / "out.csv"
    dialog = open_dialog(qtbot, db)
    dialog.export_button.click()
    box = dialog.export_box
    assert isinstance(box, FileDialog) and box.isVisible()
    filters = box.nameFilters()
    assert box.selectedNameFilter() == filters[0] and len(filters) == 2
    assert ("semicolons" in filters[0]) == (language == QLocale.Language.French)
    box.selectNameFilter(filters[pick])
    choose_file(box, target)
    qtbot.waitUntil(lambda: "exported" in dialog.status.text(), timeout=10000)
    text = target.read_bytes().decode("utf-8-sig")
    rows = list(csv.reader(text.splitlines(), delimiter=separator))
    assert rows[0][:2] == ["played_at", "rules"] and all(len(r) == 10 for r in rows)


def test_export_opens_in_the_documents_folder(qtbot, tmp_path, monkeypatch):
    """It opened in the home folder, where Save as PDF and Save open in the documents."""
    from tests.storage.test_paths import _Documents
    from yahtzee_desktop.storage import paths

    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(paths, "QStandardPaths", _Documents(docs))
    db = tmp_path / "history.sqlite"
    build_history(db, solo=1, duo=0, yacht=0)
    dialog = open_dialog(qtbot, db)
    dialog.export_button.click()
    box = dialog.export_box
    assert isinstance(box, FileDialog) and box.isVisible()
    assert Path(box.directory().absolutePath()) == docs
    assert [Path(f).name for f in box.selectedFiles()] == ["yahtzee-history.csv"]
    choose_file(box, docs / "games")
    qtbot.waitUntil(lambda: "exported" in dialog.status.text(), timeout=10000)
    assert (docs / "games.csv").exists()
