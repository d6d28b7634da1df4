"""The export dialog offers the separator Excel expects in the user's language first."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFileDialog

from tests.ui.test_stats_dialog import build_history, open_dialog


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
def test_export_uses_the_chosen_separator(
    qtbot, tmp_path, monkeypatch, locale, language, separator, pick
):
    locale(QLocale(language))
    db = tmp_path / "history.sqlite"
    build_history(db, solo=2, duo=1, yacht=0)
    target = tmp_path / "out.csv"
    offered = []

    def fake(parent, caption, folder, filters, selected):
        offered.append((filters.split(";;"), selected))
        return str(target), filters.split(";;")[pick]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    dialog = open_dialog(qtbot, db)
    dialog.export_button.click()
    qtbot.waitUntil(lambda: "exported" in dialog.status.text(), timeout=10000)
    filters, selected = offered[0]
    assert selected == filters[0] and len(filters) == 2
    assert ("semicolons" in filters[0]) == (language == QLocale.Language.French)
    text = target.read_bytes().decode("utf-8-sig")
    rows = list(csv.reader(text.splitlines(), delimiter=separator))
    assert rows[0][:2] == ["played_at", "rules"] and all(len(r) == 10 for r in rows)
