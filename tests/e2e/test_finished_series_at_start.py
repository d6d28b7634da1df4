"""A finished series in the journal at start-up is never lost: the journal is rewritten
only once the series is in the history or waits on disk, even when the history is busy
(another program holds it) and the app is killed right after its window shows."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from tests.e2e.test_kill_and_resume import _read, _start
from tests.play import play
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import Journal, read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import History

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]


def _data(tmp_path: Path) -> Path:
    return tmp_path / "data" / "Yahtzee Desktop" / "Yahtzee Desktop"


def test_a_finished_series_survives_a_kill_right_after_the_start(tmp_path):
    data = _data(tmp_path)
    data.mkdir(parents=True)
    History(data / "history.sqlite").close()
    series = play(Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=9)), random.Random(9))
    assert series.state.finished
    Journal(data / "autosave.jsonl", series).close()
    other = sqlite3.connect(data / "history.sqlite", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # a backup tool holds the history
    try:
        app = _start(tmp_path, {"play": 0})
        try:
            _read(app, "READY", time.monotonic() + 60)
        finally:
            app.send_signal(signal.SIGKILL)
            app.wait(30)
    finally:
        other.execute("ROLLBACK")
        other.close()
    wanted = [a.to_dict() for a in series.actions]
    journal = read_journal(data / "autosave.jsonl").game
    waiting = [
        json.loads(p.read_text(encoding="utf-8"))["game"]["actions"]
        for p in data.rglob("history-pending/*.json")
    ]
    assert [a.to_dict() for a in journal.actions] == wanted or wanted in waiting
