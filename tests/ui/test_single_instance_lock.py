"""The single-instance lock is proven by a live process, never by the file alone, and the
hand-over socket lives in the user's private runtime folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from yahtzee_desktop.ui.common.locked_out import locked_box, start_anyway
from yahtzee_desktop.ui.common.single_instance import LOCK_NAME, SingleInstance

fcntl = pytest.importorskip("fcntl")


def test_the_socket_is_in_the_private_runtime_folder(qapp, tmp_path, monkeypatch):
    import shutil
    import tempfile

    # Short, as /run/user/UID is: pytest's own folders (a worker's popen-gw1/ in them)
    # can pass a socket's 108 bytes, and then the app rightly goes elsewhere.
    runtime = Path(tempfile.mkdtemp(prefix="run-"))
    os.chmod(runtime, 0o700)
    try:
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
        instance = SingleInstance(tmp_path / "data")
        assert os.path.dirname(instance.name) == str(runtime)  # not a name anyone may claim
    finally:
        shutil.rmtree(runtime, ignore_errors=True)


def test_a_lock_held_by_a_live_process_is_taken_only_when_asked(qapp, tmp_path):
    path = tmp_path / LOCK_NAME
    path.write_text("12345\npython3\nelsewhere\n", encoding="utf-8")
    fd = os.open(path, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # what a running app's Qt holds
    try:
        instance = SingleInstance(tmp_path)
        assert instance.held_elsewhere()
        assert not instance.acquire(listen=False)
        assert not instance.take_over()
        assert instance.take_over(force=True)  # "Start anyway"
    finally:
        os.close(fd)
    aside = [p for p in tmp_path.iterdir() if ".stale-" in p.name]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8").startswith("12345")
    assert instance.lock.isLocked()
    instance.release()


def test_a_lock_nobody_holds_is_taken_over(qapp, tmp_path):
    (tmp_path / LOCK_NAME).write_bytes(b"")
    instance = SingleInstance(tmp_path)
    assert not instance.held_elsewhere()
    assert instance.acquire(listen=False)
    instance.release()


def test_the_locked_out_box_says_so_and_offers_to_start_anyway(qapp, tmp_path):
    box, start = locked_box(tmp_path / LOCK_NAME)
    assert str(tmp_path / LOCK_NAME) in box.text()
    assert start.text().replace("&", "") == "Start anyway"
    box.deleteLater()

    def click() -> None:
        for widget in qapp.topLevelWidgets():
            if widget.objectName() == "locked_out_box" and widget.isVisible():
                next(b for b in widget.buttons() if "Start" in b.text()).click()

    QTimer.singleShot(100, click)
    assert start_anyway(tmp_path / LOCK_NAME)


def test_a_data_folder_too_deep_for_a_socket_listens_in_a_private_folder(tmp_path, monkeypatch):
    """A socket's path must fit in 108 bytes: a deep home (no runtime folder) listened
    nowhere and a second launch hung. The socket goes to a 0700 folder of the user's."""
    import os
    import stat

    from yahtzee_desktop.ui.common import single_instance as module

    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    path = module._socket_path(deep)
    assert len(path.encode()) <= module.SOCKET_PATH_MAX
    folder = os.path.dirname(path)
    assert module.private_folder(type(deep)(folder))
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
