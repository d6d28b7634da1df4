"""The data folder may be impossible to create: the app still starts and plays in memory."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from yahtzee_desktop.storage import paths


class _Locations:
    """Qt's standard locations, pointing into a folder that cannot be created."""

    def __init__(self, data: Path, docs: Path) -> None:
        self.data, self.docs = data, docs

    def writableLocation(self, location: object) -> str:
        kind = paths.QStandardPaths.StandardLocation
        return str(self.docs if location == kind.DocumentsLocation else self.data)


@pytest.fixture
def blocked(tmp_path, monkeypatch) -> Path:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    fake = _Locations(blocker / "Yahtzee Desktop", tmp_path / "no-documents")
    fake.StandardLocation = paths.QStandardPaths.StandardLocation  # type: ignore[attr-defined]
    monkeypatch.setattr(paths, "QStandardPaths", fake)
    return blocker / "Yahtzee Desktop"


def test_paths_never_raise_and_say_why(blocked: Path) -> None:
    assert paths.data_dir() == blocked
    assert paths.autosave_path() == blocked / paths.AUTOSAVE_NAME
    assert paths.history_path() == blocked / paths.HISTORY_NAME
    assert paths.unfinished_dir() == blocked / paths.UNFINISHED_NAME
    assert paths.saved_games_dir() == Path.home()
    problem = paths.data_dir_problem()
    assert problem is not None and "directory" in problem.lower()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores modes")
def test_read_only_folder_is_a_problem(tmp_path, monkeypatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    fake = _Locations(home / "data", tmp_path)
    fake.StandardLocation = paths.QStandardPaths.StandardLocation  # type: ignore[attr-defined]
    monkeypatch.setattr(paths, "QStandardPaths", fake)
    home.chmod(0o555)
    try:
        assert paths.data_dir() == home / "data"
        assert paths.data_dir_problem() is not None
    finally:
        home.chmod(0o755)


def test_a_usable_folder_has_no_problem(qapp: object) -> None:
    from yahtzee_desktop.ui.app import set_identity

    set_identity()
    assert paths.data_dir_problem() is None
    assert not [p for p in paths.data_dir().iterdir() if p.name.startswith(".probe-")]


def test_the_window_plays_on_in_memory(qtbot, blocked: Path) -> None:
    from yahtzee_desktop.ui import build_main_window

    window = build_main_window(["Ann"], seed=4)
    qtbot.addWidget(window)
    window.dice.set_animation_ms(0)
    assert window.autosave is not None and window.autosave.error is not None
    assert window.session.roll((False,) * 5)
    assert window.session.score("chance", 0)
    assert window.session.state.card.value("chance") is not None
    window.recorder.close()


class _Documents:
    """Qt's standard locations with the documents folder moved to `docs`."""

    def __init__(self, docs: Path) -> None:
        self.docs = docs
        self.real = paths.QStandardPaths
        self.StandardLocation = self.real.StandardLocation

    def writableLocation(self, location: object) -> str:
        if location == self.StandardLocation.DocumentsLocation:
            return str(self.docs)
        return self.real.writableLocation(location)


def test_exports_open_in_the_documents_folder(tmp_path, monkeypatch) -> None:
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(paths, "QStandardPaths", _Documents(docs))
    assert paths.export_dir() == docs
    assert paths.saved_games_dir() == docs


def test_exports_open_at_home_without_a_documents_folder(blocked: Path) -> None:
    assert paths.export_dir() == Path.home()
