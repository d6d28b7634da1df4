"""A saved game opened at start-up (`yahtzee-desktop play FILE`, a double-click) while an
unfinished game waits to be resumed: the offer names both, whichever is not played goes
to the unfinished games, and nothing touches the journal while the question shows."""

from __future__ import annotations

import os
import signal
import time

import pytest

from tests.e2e.test_kill_and_resume import _read, _start
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import load_game, save_game
from yahtzee_desktop.core.setup import GameSetup

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]


def _killed_mid_game(tmp_path, deadline) -> list[dict]:
    """A game of 6 actions left by a kill -9; its actions as reported."""
    first = _start(tmp_path, {"play": 6, "seed": 5, "interval": 5})
    try:
        lines = _read(first, "DONE", deadline)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    return lines[-1][1]["actions"]


def _saved(tmp_path):
    saved = tmp_path / "sunday.yahtzee.json"
    save_game(Game(GameSetup.simple(["Eve", "Max"], preset("yahtzee"), seed=3)), saved)
    return saved


def _kept(tmp_path) -> list[Game]:
    games = []
    for path in sorted((tmp_path / "data").rglob("unfinished/*")):
        if path.name.endswith(".jsonl"):
            games.append(read_journal(path).game)
        else:
            games.append(load_game(path))
    return games


def _stop(proc):
    if proc.poll() is None:
        proc.kill()
        proc.wait(30)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_the_unfinished_game_and_the_file_are_both_kept(tmp_path, answer):
    deadline = time.monotonic() + 120
    played = _killed_mid_game(tmp_path, deadline)
    saved = _saved(tmp_path)
    app = _start(tmp_path, {"resume": answer, "play": 0, "quit": True}, "play", str(saved))
    try:
        lines = _read(app, "DONE", deadline)
        assert app.wait(60) == 0
    finally:
        _stop(app)
    ready = next(data for tag, data in lines if tag == "READY")
    done = lines[-1][1]
    assert "sunday.yahtzee.json" in ready["offer"]  # the offer says both
    kept = _kept(tmp_path)
    assert len(kept) == 1
    if answer == "yes":  # the unfinished game goes on; the file waits among the kept games
        assert done["actions"] == played
        assert [s.name for s in kept[0].setup.seats] == ["Eve", "Max"]
    else:  # the file is played; the unfinished game waits, every action of it
        assert done["names"] == ["Eve", "Max"]
        assert [a.to_dict() for a in kept[0].actions] == played


def test_a_crash_while_the_question_shows_loses_nothing(tmp_path):
    deadline = time.monotonic() + 120
    played = _killed_mid_game(tmp_path, deadline)
    app = _start(tmp_path, {"resume": "later", "play": 0}, "play", str(_saved(tmp_path)))
    try:
        _read(app, "READY", deadline)
        time.sleep(0.5)  # the window settled, the question on screen
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait(30)
    journal = next((tmp_path / "data").rglob("autosave*.jsonl"))
    assert [a.to_dict() for a in read_journal(journal).game.actions] == played
