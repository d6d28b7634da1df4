"""The coach's table is built in the background, once, off the GUI thread (issue 14).

Each test builds into a cache folder of its own, so the build is real (a small rule
set: Yacht with a 20-point upper bonus, about two seconds).
"""

from __future__ import annotations

import contextlib
import json
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


def test_the_table_is_built_off_the_gui_thread(qtbot, fresh, tmp_path, monkeypatch):
    """Built in a process of its own at idle priority; loaded by a pool thread."""
    from yahtzee_desktop.strategy import table_cache

    log = tmp_path / "log"
    real_build, real_load = table_cache.build_table, table_cache.load_table

    def build_table(*args, **kwargs):
        table = real_build(*args, **kwargs)
        with log.open("a") as f:  # a build that ran to its end (the forked child inherits this)
            f.write(json.dumps(["build", os.getpid(), os.nice(0)]) + "\n")
        return table

    def load_table(*args, **kwargs):
        with log.open("a") as f:
            main = threading.current_thread() is threading.main_thread()
            f.write(json.dumps(["load", os.getpid(), main]) + "\n")
        return real_load(*args, **kwargs)

    monkeypatch.setattr(table_cache, "build_table", build_table)
    monkeypatch.setattr(table_cache, "load_table", load_table)
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    entries = [json.loads(line) for line in log.read_text().splitlines()]
    builds = [e for e in entries if e[0] == "build"]
    loads = [e for e in entries if e[0] == "load" and e[1] == os.getpid()]
    assert len(builds) == 1 and builds[0][1] != os.getpid()  # another process
    assert builds[0][2] >= 10  # niced
    assert loads and not any(main for _, _, main in loads)


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
    """The forked builder is a copy of the whole app: had it kept the app's descriptors,
    the single-instance lock would outlive a crashed app while the build ran, and the
    next start said "already running but does not answer" (seen as a hang of the
    kill-and-resume test). The child keeps only its pipe to the app."""
    from yahtzee_desktop.strategy import table_cache
    from yahtzee_desktop.ui.common.single_instance import LOCK_NAME, SingleInstance

    folder = tmp_path / "data"
    folder.mkdir()
    instance = SingleInstance(folder)
    assert instance.acquire(listen=False)
    seen = tmp_path / "seen"
    real_build = table_cache.build_table

    def build_table(*args, **kwargs):
        targets = []
        for fd in os.listdir("/proc/self/fd"):
            with contextlib.suppress(OSError):
                targets.append(os.readlink(f"/proc/self/fd/{fd}"))
        seen.write_text(json.dumps(targets))
        return real_build(*args, **kwargs)

    monkeypatch.setattr(table_cache, "build_table", build_table)
    service: CoachService = fresh.coach.service
    service.prefetch(RULES)
    qtbot.waitUntil(lambda: service.coach_for(RULES) is not None, timeout=60_000)
    instance.release()
    targets = json.loads(seen.read_text())
    assert not [t for t in targets if t.endswith(LOCK_NAME)]
    assert not [t for t in targets if t.startswith("socket:")]  # nor a window system's
