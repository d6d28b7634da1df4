"""Nothing lost: the real app, killed with SIGKILL mid-game, resumes at the same point.

The app runs in a subprocess with its own HOME and XDG folders, driven by its test hook
(yahtzee_desktop/testing/autoplay.py), which plays random legal moves through the widgets
and prints each action once the autosave journal holds it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path
from queue import Empty, Queue

import pytest

from tests.app_env import app_env
from yahtzee_desktop.core.actions import action_from_dict
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.journal import read_journal
from yahtzee_desktop.testing import ENV_VAR

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="SIGKILL")]

REPO = Path(__file__).resolve().parents[2]


def _start(tmp_path: Path, hook: dict[str, object], *args: str) -> subprocess.Popen[str]:
    """The app (`args`: its command line, e.g. "play", FILE) driven by the test hook, in
    a home of its own; its output read with `_read`."""
    env = app_env(tmp_path, PYTHONUNBUFFERED="1", **{ENV_VAR: json.dumps(hook)})
    return subprocess.Popen(
        [sys.executable, "-m", "yahtzee_desktop", *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        encoding="utf-8",
    )


_OUTPUT: weakref.WeakKeyDictionary[subprocess.Popen[str], Queue[str]] = weakref.WeakKeyDictionary()


def _read(proc: subprocess.Popen[str], until: str, deadline: float) -> list[tuple[str, dict]]:
    """Lines tag+JSON from the app, up to and including the first `until` line; fails
    at the deadline even if the app prints nothing (a thread reads its output)."""
    queue = _OUTPUT.get(proc)
    if queue is None:  # one reader per app, for all the _read calls on it
        assert proc.stdout is not None
        stdout = proc.stdout
        queue = _OUTPUT[proc] = Queue()

        def pump(queue: Queue[str] = queue) -> None:
            for output in stdout:
                queue.put(output)
            queue.put("")

        threading.Thread(target=pump, daemon=True).start()
    lines = []
    while True:
        try:
            line = queue.get(timeout=max(0.0, deadline - time.monotonic()))
        except Empty:
            break
        if not line:
            break
        tag, _, rest = line.partition(" ")
        if tag in ("READY", "DO", "DONE", "ASKED", "REPLACED"):
            lines.append((tag, json.loads(rest)))
            if tag == until or (until == "DO*" and sum(t == "DO" for t, _ in lines) >= 40):
                return lines
    pytest.fail(f"the app did not report {until}; got {lines[-3:]}")


def test_killed_app_resumes_the_same_game(tmp_path):
    deadline = time.monotonic() + 120
    first = _start(tmp_path, {"play": 10_000, "seed": 7, "interval": 5})
    try:
        lines = _read(first, "DO*", deadline)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    assert first.returncode == -signal.SIGKILL
    ready = lines[0][1]
    reported = [data for tag, data in lines if tag == "DO"]
    assert len(reported) >= 40

    second = _start(tmp_path, {"resume": "yes", "play": 0, "quit": True})
    try:
        resumed = _read(second, "DONE", deadline)[-1][1]
        assert second.wait(60) == 0
    finally:
        if second.poll() is None:
            second.kill()
    assert resumed["seed"] == ready["seed"]
    assert resumed["names"] == ready["names"]
    # Every action the first app reported is kept, in order; the kill may have landed
    # between an action (already journalled) and its report, so one more may be there.
    assert resumed["actions"][: len(reported)] == reported
    assert len(resumed["actions"]) - len(reported) <= 1
    # The journal on disk replays to the same game, and so does the reported log.
    recovered = read_journal(resumed["journal"]).game
    assert [a.to_dict() for a in recovered.actions] == resumed["actions"]
    replayed = Game.replay(recovered.setup, [action_from_dict(a) for a in resumed["actions"]])
    assert replayed.state == recovered.state
