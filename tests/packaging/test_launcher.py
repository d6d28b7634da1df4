"""The frozen app's entry point tells multiprocessing's own processes from the app."""

from __future__ import annotations

import importlib.util
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parents[2] / "packaging" / "launcher.py"


def _launcher():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("launcher", LAUNCHER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_resource_tracker_and_spawned_processes_are_not_the_app() -> None:
    helper = _launcher().multiprocessing_helper
    exe = "/opt/yahtzee-desktop/yahtzee-desktop"
    # What multiprocessing runs (spawn.get_command_line, resource_tracker.ensure_running).
    assert helper([exe, "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"])
    assert helper(
        [exe, "-B", "-s", "-c", "from multiprocessing.resource_tracker import main;main(12)"]
    )
    assert helper([exe, "-c", "from multiprocessing.resource_tracker import main;main(12)"])
    # The app's own command lines.
    for argv in (
        [exe],
        [exe, "solve", "--quiet"],
        [exe, "game.yahtzee"],
        [exe, "print", "-o", "c"],
    ):
        assert not helper(argv)
