"""The coach's tables, built or loaded off the GUI thread, once, whoever asks.

`CoachService` gives the coach of a rule set at once if it is ready, else prepares it:
a pool thread loads the table from the cache; if it must be built, a child process
(spawned, at idle priority: `strategy.build_process`) builds and caches it, reporting
progress through a pipe, and the thread then loads it. The build in a process never
holds the GUI's GIL, and quitting kills it at once instead of waiting for the solver's
level to end.
Everything that asks (the Hint, coach mode, the review, computer seats, the start-up
prefetch) shares one build per rule set.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QStandardPaths, QThreadPool, Signal

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.strategy.build_process import BUILD_NICE
from yahtzee_desktop.ui.common.workers import Jobs

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from yahtzee_desktop.strategy import Coach
    from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["BUILD_NICE", "CoachService", "coach_now", "table_cache_dir"]


def table_cache_dir() -> Path:
    """Where solved tables are cached: the app's cache folder (Qt's test folder in tests)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) / "tables"


_READY: dict[tuple[RuleSet, str], Any] = {}
"""Coaches already built or loaded in this process (a table is a few MB, read-only)."""


def coach_now(rules: RuleSet, directory: Path | None = None) -> Coach:
    """The coach of these rules, built or loaded right here (blocking: scripts and tests only)."""
    from yahtzee_desktop.strategy import coach

    directory = table_cache_dir() if directory is None else directory
    key = (rules, str(directory))
    if key not in _READY:
        _READY[key] = coach(rules, directory)
    ready: Coach = _READY[key]
    return ready


class _Cancelled(Exception):
    pass


class _NeedsBuild(Exception):
    """Raised from the progress callback when loading turns into building."""


def _idle_priority() -> None:
    """Lower the calling thread (Linux: niceness is per thread, inherited by its threads)."""
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BUILD_NICE)


def _in_process() -> bool:
    """Whether builds run in a process of their own (tests say no, to build in-thread)."""
    return True


class _JobSignals(QObject):
    """From the pool thread to the service's slots (queued: they run on the GUI thread)."""

    progress = Signal(object, int, int)
    done = Signal(object, object)
    failed = Signal(object, str)


class _Build:
    """One rule set's coach, prepared by a pool thread (run by `Jobs`); `cancel()` kills
    the building process at once, or stops an in-thread build at its next level."""

    def __init__(self, rules: RuleSet, directory: Path) -> None:
        self.rules = rules
        self.directory = directory
        self.signals = _JobSignals()
        self.cancelled = False
        self.wanted = False
        """Someone waits for it (not only the start-up prefetch): its progress is shown."""
        self.percent = 0
        self.process: BaseProcess | None = None
        self._lock = threading.Lock()

    def cancel(self) -> None:
        with self._lock:
            self.cancelled = True
            if self.process is not None and self.process.is_alive():
                self.process.kill()

    def _progress(self, done: int, total: int) -> None:
        if self.cancelled:
            raise _Cancelled
        self.signals.progress.emit(self.rules, done, total)

    def _load_only(self, done: int, total: int) -> None:
        if done == 0 and total > 1:  # the solver starts building: do that in a process
            raise _NeedsBuild
        self._progress(done, total)

    def run(self) -> None:
        from yahtzee_desktop.strategy import coach

        # The window may be gone (the app quitting mid-build): then nobody listens.
        with contextlib.suppress(RuntimeError):
            try:
                try:
                    result = coach(self.rules, self.directory, self._load_only)
                except _NeedsBuild:
                    if _in_process():
                        self._run_process()
                    _idle_priority()  # building here only if the process could not
                    result = coach(self.rules, self.directory, self._progress)
            except _Cancelled:
                return
            except Exception as exc:  # reported to the GUI, never lost in a thread
                self.signals.failed.emit(self.rules, str(exc))
                return
            self.signals.done.emit(self.rules, result)

    def _run_process(self) -> None:
        """Build in a spawned child (this thread waits on its pipe); raises _Cancelled."""
        from multiprocessing import Pipe

        from yahtzee_desktop.strategy.build_process import build_coach, spawn

        receive, send = Pipe(duplex=False)
        process = spawn(build_coach, self.rules, self.directory, send)
        with self._lock:
            if self.cancelled:
                raise _Cancelled
            process.start()
            self.process = process
        send.close()
        failure = ""
        try:
            while True:
                try:
                    message = receive.recv()
                except (EOFError, OSError):
                    break
                if message[0] == "progress":
                    self._progress(int(message[1]), int(message[2]))
                elif message[0] == "failed":
                    failure = str(message[1])
        except _Cancelled:
            process.kill()
            raise
        finally:
            receive.close()
            process.join()
        if self.cancelled:
            raise _Cancelled
        if failure:
            raise RuntimeError(failure)
        # A killed or crashed child: the thread tries itself (and reports what fails).


class CoachService(QObject):
    """Gives the coach of a rule set at once if it is ready, else prepares it in a worker.

    Signals:
        progress(object, int): rules, percent done.
        ready(object): the coach of these rules is ready (`coach_for` returns it).
        failed(object, str): the table could not be built (the message says why).
    """

    progress = Signal(object, int)
    ready = Signal(object)
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None, directory: Path | None = None) -> None:
        super().__init__(parent)
        self.directory = directory
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        self.jobs = Jobs(self.pool)
        self._builds: dict[RuleSet, _Build] = {}
        self.builds_started = 0
        """Builds (or loads) started by this service: one per rule set however many ask."""

    def _dir(self) -> Path:
        return self.directory if self.directory is not None else table_cache_dir()

    def _key(self, rules: RuleSet) -> tuple[RuleSet, str]:
        return rules, str(self._dir())

    def coach_for(self, rules: RuleSet) -> Coach | None:
        """The coach of these rules if it is ready (never blocks)."""
        coach: Coach | None = _READY.get(self._key(rules))
        return coach

    def building(self, rules: RuleSet) -> bool:
        return rules in self._builds

    def wanted(self, rules: RuleSet) -> bool:
        """Someone waits for this rule set's coach (its progress is worth showing)."""
        build = self._builds.get(rules)
        return build is not None and build.wanted

    def percent(self, rules: RuleSet) -> int:
        build = self._builds.get(rules)
        return build.percent if build is not None else 0

    def prepare(self, rules: RuleSet) -> Coach | None:
        """The coach if ready; else start preparing it (once) and return None."""
        return self._prepare(rules, wanted=True)

    def prefetch(self, rules: RuleSet) -> None:
        """Prepare these rules' coach in the background, nobody waiting yet (no progress
        shown until someone asks)."""
        self._prepare(rules, wanted=False)

    def follow(self, session: GameSession) -> None:
        """Prefetch the coach of the rules in play, now and for each new game."""
        session.add_view(
            "coach",
            self,
            lambda *_a: None,  # the rules change only with the game
            lambda: self.prefetch(session.state.setup.rules),
        )
        self.prefetch(session.state.setup.rules)

    def _prepare(self, rules: RuleSet, wanted: bool) -> Coach | None:
        ready = self.coach_for(rules)
        if ready is not None or self.jobs.closed:
            return ready
        build = self._builds.get(rules)
        if build is not None:
            if wanted and not build.wanted:
                build.wanted = True
                self.progress.emit(rules, build.percent)  # shown at once, not at next level
            return None
        build = _Build(rules, self._dir())
        build.wanted = wanted
        build.signals.progress.connect(self._progress)
        build.signals.done.connect(self._done)
        build.signals.failed.connect(self._failed)
        self._builds[rules] = build
        self.builds_started += 1
        self.jobs.start(build.run)
        return None

    def _progress(self, rules: RuleSet, done: int, total: int) -> None:
        build = self._builds.get(rules)
        if build is None:
            return
        build.percent = int(100 * done / max(total, 1))
        self.progress.emit(rules, build.percent)

    def _done(self, rules: RuleSet, coach: Coach) -> None:
        build = self._builds.pop(rules, None)
        if build is not None:
            _READY[(rules, str(build.directory))] = coach
        self.ready.emit(rules)

    def _failed(self, rules: RuleSet, message: str) -> None:
        self._builds.pop(rules, None)
        self.failed.emit(rules, message)

    def shutdown(self) -> None:
        """Stop the builds under way (a building process is killed), wait for the workers
        and start no more: the window is closing."""
        for build in self._builds.values():
            build.cancel()
        self.jobs.close()
        self._builds.clear()
