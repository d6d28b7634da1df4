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


def test_the_levels_moments_are_built_in_the_background(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The chances' loader starts the computer levels' build when their moments are
    missing (once: not while one runs), never waiting for it; the build writes them."""
    from yahtzee_desktop.strategy.level_tables import POLICY_LEVELS, level_path, open_level
    from yahtzee_desktop.ui.chances import loader

    rules = preset("yacht", chance=False, upper_bonus=0)  # a few seconds a level
    monkeypatch.setattr(loader, "LEVEL_BUILDS", True)
    chances = loader.load_chances(rules, tmp_path)
    assert chances is not None and chances.directory == tmp_path
    assert len(loader._LEVELS) == 1
    building = loader._LEVELS[0]
    assert loader.load_chances(rules, tmp_path) is chances
    assert (
        len(loader._LEVELS) == 1 and loader._LEVELS[0] is building
    )  # asked again meanwhile: still the one build
    building.join(300)  # idle priority: slow only if the machine is busy
    assert building.exitcode == 0
    for level in POLICY_LEVELS:
        assert level_path(rules, tmp_path, level).exists()
        found = open_level(rules, tmp_path, level)
        assert found is not None
        found.close()
    loader.load_chances(rules, tmp_path)
    assert loader._LEVELS == []  # nothing left to build


def test_a_window_closed_while_its_chances_load_never_waits_for_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing a window cancels its builds; a load whose child was only being made then
    (the cancel came first) gives up instead of waiting for the whole idle build, and
    one waiting for its child stops at once (the close hung for minutes under load)."""
    import threading
    import time

    from yahtzee_desktop.strategy import build_process
    from yahtzee_desktop.ui.chances import loader

    real_spawn = build_process.spawn

    def spawn_then_close(*args: object) -> object:
        made = real_spawn(*args)
        loader.cancel_builds()  # the window closes just as the child is made
        return made

    monkeypatch.setattr(build_process, "spawn", spawn_then_close)
    started = time.monotonic()
    assert loader.load_chances(preset("yahtzee"), tmp_path / "raced") is None
    assert time.monotonic() - started < 10
    monkeypatch.setattr(build_process, "spawn", real_spawn)

    got: list[object] = []
    worker = threading.Thread(
        target=lambda: got.append(loader.load_chances(preset("yahtzee"), tmp_path / "waits"))
    )
    worker.start()
    end = time.monotonic() + 30
    while not loader._BUILDING and time.monotonic() < end:
        time.sleep(0.02)
    assert loader._BUILDING
    loader.cancel_builds()
    worker.join(10)
    assert not worker.is_alive() and got == [None]
