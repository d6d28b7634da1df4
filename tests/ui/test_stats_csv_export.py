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


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (OSError(28, "No space left on device"), "the disk is full."),
        (PermissionError(13, "Permission denied"), "the folder cannot be written."),
    ],
)
def test_a_failed_export_says_the_export_failed_and_why(
    qtbot, tmp_path, monkeypatch, error, reason
):
    """It said "The history cannot be used: the data folder cannot be written." for a
    full disk or a read-only folder chosen for the file: the history was fine, the data
    folder had nothing to do with it, and a full disk was not named."""
    from yahtzee_desktop.storage.history import csv_export

    def refuse(*_args):
        raise error

    monkeypatch.setattr(csv_export, "atomic_write", refuse)
    db = tmp_path / "history.sqlite"
    build_history(db, solo=1, duo=0, yacht=0)
    dialog = open_dialog(qtbot, db)
    failed: list[str] = []
    dialog.failed.connect(failed.append)
    dialog.export_to(str(tmp_path / "games.csv"), ",")
    qtbot.waitUntil(lambda: "games.csv" in dialog.status.text(), timeout=10000)
    assert dialog.status.text() == f"The history could not be exported to games.csv: {reason}"
    assert not failed  # the history itself is fine: the dialog stays usable
    dialog.reload()
    qtbot.waitUntil(lambda: "1 game" in dialog.status.text(), timeout=10000)
