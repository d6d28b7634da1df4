"""Running Python callables on a QThreadPool without a shutdown deadlock.

`pool.start(callable)` makes an auto-deleting runnable whose Python wrapper PySide6
deletes on the worker thread, which needs the GIL. If the GUI thread is destroying
the pool at that moment (a dialog closing), it waits for that worker while holding
the GIL, and neither ever moves again. These jobs are never auto-deleted: they stay
referenced here until the pool has finished them, and die on the GUI thread; and the
owner of a pool calls `Jobs.close()` before it is deleted, so the pool's C++ destructor
(which waits for its threads while the GIL is held) finds nothing left to wait for.
Called from Python, `waitForDone` releases the GIL, so waiting there is safe.
"""

from __future__ import annotations

from collections.abc import Callable

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

    def __init__(self, pool: QThreadPool) -> None:
        self.pool = pool
        self._jobs: list[Job] = []
        self.closed = False

    def start(self, fn: Callable[[], object]) -> Job | None:
        """Run fn on the pool; None (nothing started) once closed."""
        if self.closed:
            return None
        if self._jobs and self.pool.activeThreadCount() == 0:
            self._jobs.clear()  # all finished: safe to let them go (GUI thread)
        job = Job(fn)
        self._jobs.append(job)
        self.pool.start(job)
        return job

    def wait(self, msecs: int = -1) -> bool:
        """Wait for every job (releasing the GIL meanwhile); True if all finished."""
        done = bool(self.pool.waitForDone(msecs))
        if done:
            self._jobs.clear()
        return done

    def close(self) -> None:
        """Start nothing more and wait for what runs: call it before the pool is deleted."""
        self.closed = True
        self.wait()
