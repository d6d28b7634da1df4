"""The coach's table is built in the background, once, off the GUI thread (issue 14).

Each test builds into a cache folder of its own, so the build is real (a small rule
set: Yacht with a 20-point upper bonus, about two seconds).
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
from yahtzee_desktop.ui.coach.service import CoachService

RULES = preset("yacht", upper_bonus_threshold=20)


@pytest.fixture
def fresh(make_window, tmp_path):
    """A window over RULES whose coach builds into an empty cache folder."""
    window = make_window(["Ann"], RULES, seed=8)
    window.coach.service.directory = tmp_path
    window.show()
    return window


def test_two_askers_share_one_build(qtbot, make_window, tmp_path):
    """A Hint and an expert computer seat asking at once: one build, both served."""
    window = make_window(["Ann"], RULES, seed=8)
    service: CoachService = window.coach.service
    service.directory = tmp_path
    window.computer.pause_override = 60_000
    window.start_setup(
        GameSetup(
            RULES,
            (Seat.solo("Ann"), Seat.solo("Robo", PlayerKind.COMPUTER, "expert")),
            seed=3,
        )
    )
    window.show()
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    window.coach.show_hint()
    service.prepare(RULES)  # and once more, as the review would
    assert service.builds_started == 1
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    assert service.builds_started == 1
    assert len(list(tmp_path.glob("*.table"))) == 1
    qtbot.waitUntil(
        lambda: "by the end of the game" in window.coach.detail_label.text(), timeout=5_000
    )


def test_quitting_kills_the_build_at_once(qtbot, fresh, tmp_path):
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    build = service._builds[RULES]
    qtbot.waitUntil(lambda: build.process is not None and build.process.is_alive(), timeout=20_000)
    process = build.process
    start = time.monotonic()
    fresh.close()
    assert time.monotonic() - start < 2.0  # the build itself takes longer: not waited for
    assert process.exitcode is not None  # gone, not left behind
    assert service.jobs.closed and not service.building(RULES)
    assert not list(tmp_path.glob("*.table"))


def test_progress_is_shown_where_the_hint_appears_once_asked(qtbot, fresh):
    service: CoachService = fresh.coach.service
    panel = fresh.coach
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.percent(RULES) > 0, timeout=30_000)
    assert not panel.progress_bar.isVisible()  # a prefetch alone changes nothing on screen
    qtbot.mouseClick(fresh.dice.roll_button, Qt.MouseButton.LeftButton)
    panel.show_hint()
    assert panel.hint_label.text().startswith("Preparing the coach")
    assert panel.progress_bar.isVisible()  # at once, with the percent reached so far
    assert panel.progress_bar.value() == service.percent(RULES)
    qtbot.waitUntil(lambda: "by the end of the game" in panel.detail_label.text(), timeout=60_000)
    assert not panel.progress_bar.isVisible()
    assert service.builds_started == 1


def _watch_the_builder(monkeypatch) -> dict:
    """What the building child process is like, looked at from the app while it builds
    (at its first progress report it is alive and busy): its pid, niceness, open files."""
    from yahtzee_desktop.ui.coach import service as service_module

    seen: dict = {}
    real_progress = service_module._Build._progress

    def progress(self, done: int, total: int) -> None:
        if not seen and self.process is not None:
            pid = self.process.pid
            seen["pid"] = pid
            seen["nice"] = os.getpriority(os.PRIO_PROCESS, pid)
            files = []
            for fd in os.listdir(f"/proc/{pid}/fd"):
                with contextlib.suppress(OSError):
                    files.append(os.readlink(f"/proc/{pid}/fd/{fd}"))
            seen["files"] = files
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                seen["cmdline"] = cmdline.read().split(b"\0")
        real_progress(self, done, total)

    monkeypatch.setattr(service_module._Build, "_progress", progress)
    return seen


def test_the_table_is_built_off_the_gui_thread(qtbot, fresh, tmp_path, monkeypatch):
    """Built in a process of its own at idle priority, a fresh interpreter (spawned, never
    a fork of the app's threads: issue 24); loaded by a pool thread."""
    from yahtzee_desktop.strategy import table_cache

    loads = []
    real_load = table_cache.load_table

    def load_table(*args, **kwargs):
        main = threading.current_thread() is threading.main_thread()
        loads.append(main)
        return real_load(*args, **kwargs)

    monkeypatch.setattr(table_cache, "load_table", load_table)
    seen = _watch_the_builder(monkeypatch)
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    assert seen["pid"] != os.getpid()  # another process
    assert seen["nice"] >= 10  # niced
    assert b"from multiprocessing.spawn import spawn_main" in b" ".join(seen["cmdline"])
    assert loads and not any(loads)
    assert list(tmp_path.glob("*.table"))  # the child built and cached it


def test_a_damaged_table_is_rebuilt_not_trusted(qtbot, fresh, tmp_path):
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    expected = service.coach_for(RULES).expected  # type: ignore[union-attr]
    (table,) = tmp_path.glob("*.table")
    data = bytearray(table.read_bytes())
    data[-100:] = bytes(100)
    table.write_bytes(bytes(data))
    other = CoachService(directory=tmp_path)
    from yahtzee_desktop.ui.coach import service as service_module

    service_module._READY.pop((RULES, str(tmp_path)))  # as in a new start of the app
    other.prefetch(RULES)
    assert other.builds_started == 1
    qtbot.waitUntil(lambda: other.coach_for(RULES) is not None, timeout=60_000)
    card = fresh.session.state.card
    assert other.coach_for(RULES).expected(card) == pytest.approx(expected(card))  # type: ignore[union-attr]
    other.shutdown()
    assert Path(table).exists()


def test_the_build_holds_none_of_the_apps_files(qtbot, fresh, tmp_path, monkeypatch):
    """Had the builder kept the app's descriptors, the single-instance lock would outlive
    a crashed app while the build ran, and the next start said "already running but does
    not answer" (seen as a hang of the kill-and-resume test). The child keeps only its
    pipe to the app."""
    from yahtzee_desktop.ui.common.single_instance import LOCK_NAME, SingleInstance

    folder = tmp_path / "data"
    folder.mkdir()
    instance = SingleInstance(folder)
    assert instance.acquire(listen=False)
    seen = _watch_the_builder(monkeypatch)
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    instance.release()
    targets = seen["files"]
    assert targets  # looked at
    assert not [t for t in targets if t.endswith(LOCK_NAME)]
    assert not [t for t in targets if t.startswith("socket:")]  # nor a window system's
