"""One app per user, with two real processes: the second launch hands its file to the
first (which opens it through the same ask-first path) and exits; a lock left by a
kill -9 does not block the next start; and the app starts without a data folder."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time

import pytest

from tests.app_env import app_env
from tests.e2e.test_kill_and_resume import REPO, _read, _start
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.core.setup import GameSetup

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]


def _env(tmp_path):
    return app_env(tmp_path)


def _second_launch(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "yahtzee_desktop", *args],
        cwd=REPO,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )


def _stop(proc):
    if proc.poll() is None:
        proc.kill()
        proc.wait(30)


def test_second_launch_hands_its_file_to_the_first(tmp_path):
    deadline = time.monotonic() + 120
    saved = tmp_path / "eve.yahtzee.json"
    save_game(Game(GameSetup.simple(["Eve", "Max"], preset("yahtzee"), seed=3)), saved)
    first = _start(tmp_path, {"play": 3, "seed": 7, "interval": 5, "replace": "yes"})
    try:
        _read(first, "DONE", deadline)
        second = _second_launch(tmp_path, "play", str(saved))
        assert second.returncode == 0, second.stderr
        lines = _read(first, "REPLACED", deadline)
        # Mid-series, the first instance asked before replacing its game...
        assert [tag for tag, _ in lines] == ["ASKED", "REPLACED"]
        assert lines[-1][1]["names"] == ["Eve", "Max"]
        # ...and its game went to the unfinished games.
        assert len(list((tmp_path / "data").rglob("unfinished/*.yahtzee.json"))) == 1
    finally:
        _stop(first)


def test_a_lock_left_by_kill_9_does_not_block_the_next_start(tmp_path):
    deadline = time.monotonic() + 120
    first = _start(tmp_path, {"play": 2, "seed": 7, "interval": 5})
    try:
        _read(first, "DONE", deadline)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    assert list((tmp_path / "data").rglob("instance.lock"))  # left behind by the kill
    second = _start(tmp_path, {"resume": "yes", "play": 0, "quit": True})
    try:
        done = _read(second, "DONE", deadline)[-1][1]
        assert second.wait(60) == 0
    finally:
        _stop(second)
    assert len(done["actions"]) == 2  # it ran, and resumed the killed game


@pytest.mark.parametrize("case", ["read-only home", "file where the data folder goes"])
def test_the_app_starts_when_games_cannot_be_kept(tmp_path, case):
    if case == "read-only home" and os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    deadline = time.monotonic() + 120
    home = tmp_path / "home"
    home.mkdir()
    if case == "read-only home":
        for sub in ("data", "config", "cache"):
            (tmp_path / sub).mkdir()
            (tmp_path / sub).chmod(stat.S_IRUSR | stat.S_IXUSR)
    else:
        (tmp_path / "data").write_text("not a folder", encoding="utf-8")
    try:
        app = _start(tmp_path, {"play": 5, "seed": 2, "interval": 5, "quit": True})
        try:
            lines = _read(app, "DONE", deadline)
            assert app.wait(60) == 0
        finally:
            _stop(app)
    finally:
        for sub in ("data", "config", "cache"):
            if (tmp_path / sub).is_dir():
                (tmp_path / sub).chmod(stat.S_IRWXU)
    ready, done = lines[0][1], lines[-1][1]
    assert "cannot be kept" in ready["warning"]  # said once, plainly
    assert done["journal"] == ""  # playing in memory
    assert len(done["actions"]) == 5


def _lock_path(tmp_path):
    return tmp_path / "data" / "Yahtzee Desktop" / "Yahtzee Desktop" / "instance.lock"


@pytest.mark.parametrize(
    "lock", ["empty", "garbage", "directory", "another computer's", "a live process's"]
)
def test_a_lock_nobody_answers_for_does_not_block_the_start(tmp_path, lock):
    """A lock file no running app answers for (restored from a backup, synced from another
    laptop, emptied by a full disk, its PID now another program's) is taken over: the
    app starts, at once."""
    path = _lock_path(tmp_path)
    path.parent.mkdir(parents=True)
    if lock == "directory":
        path.mkdir()
    else:
        host = "another-laptop" if lock == "another computer's" else os.uname().nodename
        text = {
            "empty": "",
            "garbage": "\x00\xffnot a lock\n",
            "another computer's": f"{os.getpid()}\nYahtzee Desktop\n{host}\n",
            "a live process's": f"{os.getpid()}\npython3\n{host}\n",
        }[lock]
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
    started = time.monotonic()
    app = _start(tmp_path, {"play": 2, "seed": 1, "interval": 5, "quit": True})
    try:
        done = _read(app, "DONE", started + 30)[-1][1]
        assert app.wait(30) == 0
    finally:
        _stop(app)
    assert len(done["actions"]) == 2
    assert time.monotonic() - started < 20  # no long wait for an answer that never comes


def test_a_file_handed_over_is_acknowledged_once_open(tmp_path):
    """The second launch is told OK only once the first has the file: an unreadable file
    is not acknowledged (the first says why), and the second exits with a failure."""
    deadline = time.monotonic() + 120
    bad = tmp_path / "bad.yahtzee.json"
    bad.write_text("{not a game", encoding="utf-8")
    first = _start(tmp_path, {"play": 1, "seed": 7, "interval": 5})
    try:
        _read(first, "DONE", deadline)
        second = _second_launch(tmp_path, "play", str(bad))
        assert second.returncode == 1, second.stderr
    finally:
        _stop(first)
