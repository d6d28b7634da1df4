"""The app's table builds run in spawned processes (issue 24: never a fork of the app)."""

from __future__ import annotations

from multiprocessing import Pipe
from pathlib import Path

import pytest

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.strategy.build_process import build_coach, spawn

RULES = preset("yacht", upper_bonus_threshold=20)


def test_a_build_reports_its_progress_then_done(tmp_path: Path) -> None:
    receive, send = Pipe(duplex=False)
    process = spawn(build_coach, RULES, tmp_path, send)
    process.start()
    send.close()
    messages = []
    while True:
        try:
            messages.append(receive.recv())
        except EOFError:
            break
    process.join(120)
    assert process.exitcode == 0
    assert messages[0][0] == "progress" and messages[-1] == ("done",)
    assert list(tmp_path.glob("*.table"))


def test_a_build_nobody_listens_to_stops_quietly(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """The app quit (or gave up on the build): its end of the pipe is closed. The build
    stops at its next report, with no traceback on the terminal (it printed a
    BrokenPipeError's)."""
    receive, send = Pipe(duplex=False)
    receive.close()
    process = spawn(build_coach, RULES, tmp_path, send)
    process.start()
    send.close()
    process.join(120)
    assert process.exitcode == 0
    assert "Traceback" not in capfd.readouterr().err
