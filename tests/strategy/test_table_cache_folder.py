"""The command line and the app share one folder of tables: a table built by one is not
built again by the other (60 MB each), and the folder earlier versions' command line used
is emptied into it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from yahtzee_desktop.strategy.table_cache import adopt, cache_dir

QT_FOLDER = """
from PySide6.QtCore import QCoreApplication
from yahtzee_desktop.ui.app import set_identity
from yahtzee_desktop.ui.coach.service import table_cache_dir
set_identity()
app = QCoreApplication([])
print(table_cache_dir())
"""


def test_the_command_line_uses_the_app_s_folder(tmp_path: Path) -> None:
    """Qt itself is asked (outside its test mode, which moves the folder), on this system."""
    env = {**os.environ, "HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    for home in (env, {**env, "XDG_CACHE_HOME": ""}):
        got = subprocess.run(
            [sys.executable, "-c", QT_FOLDER], env=home, capture_output=True, text=True
        )
        assert got.returncode == 0, got.stderr
        cli = subprocess.run(
            [
                sys.executable,
                "-c",
                "from yahtzee_desktop.strategy.table_cache import cache_dir;print(cache_dir())",
            ],
            env=home,
            capture_output=True,
            text=True,
        )
        assert cli.returncode == 0, cli.stderr
        assert Path(got.stdout.strip()) == Path(cli.stdout.strip())
        assert Path(cli.stdout.strip()).is_relative_to(tmp_path)


def test_the_old_command_line_folder_is_moved_into_the_app_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    old = tmp_path / "yahtzee-desktop"
    old.mkdir()
    (old / "yahtzee-abc.table").write_bytes(b"built by the command line")
    (old / "yahtzee-dup.table").write_bytes(b"a second copy")
    folder = tmp_path / "Yahtzee Desktop" / "Yahtzee Desktop" / "tables"
    folder.mkdir(parents=True)
    (folder / "yahtzee-dup.table").write_bytes(b"the app's copy")

    assert cache_dir() == folder
    assert (folder / "yahtzee-abc.table").read_bytes() == b"built by the command line"
    assert (folder / "yahtzee-dup.table").read_bytes() == b"the app's copy"
    assert not old.exists()
    assert cache_dir() == folder  # and again: nothing left to move


def test_a_folder_that_cannot_be_emptied_is_left_as_it_is(tmp_path: Path) -> None:
    old = tmp_path / "old"
    (old / "inside").mkdir(parents=True)  # a folder nobody expected: not the cache's
    (old / "t.table").write_bytes(b"x")
    adopt(old, tmp_path / "new")
    assert (tmp_path / "new" / "t.table").read_bytes() == b"x"
    assert (old / "inside").is_dir()  # kept, and the old folder with it
    adopt(tmp_path / "missing", tmp_path / "new")  # nothing there: nothing done
