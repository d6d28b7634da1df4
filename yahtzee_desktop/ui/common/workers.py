"""Running Python callables on a QThreadPool without a shutdown deadlock.

`pool.start(callable)` makes an auto-deleting runnable whose Python wrapper PySide6
deletes on the worker thread, which needs the GIL. If the GUI thread is destroying
the pool at that moment (a dialog closing), it waits for that worker while holding
the GIL, and neither ever moves again. These jobs are never auto-deleted: they stay
referenced here until the pool has finished them, and die on the GUI thread, deleted
(`shiboken6.delete`) when let go: a runnable handed to `start` is owned by C++ from then
on, and PySide6 keeps its Python object (and the callable, and all it holds: a feature,
its window) alive until the C++ object is deleted, which with auto-deletion off nobody
else does. Every window's jobs leaked its whole window so (issue 31). And the
owner of a pool calls `Jobs.close()` before it is deleted, so the pool's C++ destructor
(which waits for its threads while the GIL is held) finds nothing left to wait for.
Called from Python, `waitForDone` releases the GIL, so waiting there is safe.

Every `Jobs` is known to the class (weakly), so the app at quit and each test at its end
can wait for all pool work at once (`Jobs.close_all`, `Jobs.wait_all`): no worker may
outlive the event loop that it reports to.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable
from typing import ClassVar

import shiboken6
from PySide6.QtCore import QRunnable, QThreadPool

__all__ = ["Job", "Jobs"]


class Job(QRunnable):
    """Runs `fn()` on a pool thread."""

    def __init__(self, fn: Callable[[], object]) -> None:
        super().__init__()
        self.fn = fn
        self.setAutoDelete(False)

    def run(self) -> None:
        self.fn()


class Jobs:
    """Starts jobs on one pool and keeps each alive until the pool is done with it."""

    _every: ClassVar[weakref.WeakSet[Jobs]] = weakref.WeakSet()

    def __init__(self, pool: QThreadPool) -> None:
        self.pool = pool
        self._jobs: list[Job] = []
        self.closed = False
        Jobs._every.add(self)

    def start(self, fn: Callable[[], object]) -> Job | None:
        """Run fn on the pool; None (nothing started) once closed."""
        if self.closed:
            return None
        if self._jobs and self.pool.activeThreadCount() == 0:
            self._let_go()  # all finished: safe to let them go (GUI thread)
        job = Job(fn)
        self._jobs.append(job)
        self.pool.start(job)
        return job

    def wait(self, msecs: int = -1) -> bool:
        """Wait for every job (releasing the GIL meanwhile); True if all finished."""
        try:
            done = bool(self.pool.waitForDone(msecs))
        except RuntimeError:  # the pool is gone: its C++ destructor waited for its threads
            done = True
        if done:
            self._let_go()
        return done

    def _let_go(self) -> None:
        """Delete the finished jobs (the pool no longer touches them), here: what their
        callables held dies on this thread, now."""
        jobs, self._jobs = self._jobs, []
        for job in jobs:
            with contextlib.suppress(RuntimeError):  # already deleted
                shiboken6.delete(job)

    def close(self) -> None:
        """Start nothing more and wait for what runs: call it before the pool is deleted."""
        self.closed = True
        self.wait()

    @classmethod
    def wait_all(cls, msecs: int = -1) -> list[Jobs]:
        """Wait for the work of every pool (each up to msecs); those still running."""
        return [jobs for jobs in list(cls._every) if not jobs.wait(msecs)]

    @classmethod
    def close_all(cls) -> None:
        """Start nothing more anywhere and wait for what runs: the app is quitting."""
        for jobs in list(cls._every):
            jobs.close()
