"""The history's two users off the GUI thread (the recorder, the statistics' worker) meet
the same failures and tell them the same way."""

from __future__ import annotations

import errno

import pytest

from yahtzee_desktop.storage import history as history_module
from yahtzee_desktop.storage.history import HistoryProblem
from yahtzee_desktop.ui.history.stats_worker import StatsWorker


@pytest.mark.parametrize(
    ("error", "problem"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), HistoryProblem.DISK_FULL),
        (PermissionError(errno.EACCES, "Permission denied"), HistoryProblem.UNWRITABLE),
    ],
)
def test_the_statistics_worker_names_a_full_disk(qtbot, tmp_path, monkeypatch, error, problem):
    """A full disk when the data folder is made was told as a folder that cannot be
    written (the recorder said it was full)."""

    def refuse(_path):
        raise error

    monkeypatch.setattr(history_module, "History", refuse)
    worker = StatsWorker(tmp_path / "data" / "history.sqlite")
    answers: list[object] = []
    try:
        with qtbot.waitSignal(worker.failed, timeout=10000) as signal:
            worker.submit(lambda history: 1, answers.append)
    finally:
        worker.close()
    assert signal.args == [problem.value]
    assert answers == []
