"""One history connection owned by one worker thread: what the recorder (finished games
in) and the statistics' worker (queries, deletions, the export) share.

Apart because this is the part that must be right about threads, once for both: a
one-thread pool, so the sqlite connection is only ever used by one thread at a time;
the connection opened by the first job, on the worker (the history module and sqlite3
are imported there, not at start-up), its folder made first; kept for the next jobs;
closed by `close()` under the same lock, once the running job is done, so a closing
window never closes it under a query or a write. Every failure comes back as a
`HistoryProblem` value, the vocabulary the UI translates, never as an exception that
would end the pool's job with a console traceback and nothing told.
"""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject, QThreadPool

from yahtzee_desktop.ui.common.workers import Jobs

if TYPE_CHECKING:
    from yahtzee_desktop.storage.history import History

__all__ = ["Answer", "ThreadConnection", "problem_value"]

T = TypeVar("T")


@dataclass(frozen=True)
class Answer(Generic[T]):
    """What one job gave: its result, or the `HistoryProblem` value that stopped it
    ("" when none); and the name a damaged file was set aside as ("" when none)."""

    result: T | None
    problem: str = ""
    aside: str = ""
    salvaged: int = 0
    """With `aside`: the games of the damaged file that came back into the new one."""


def problem_value(exc: Exception) -> str:
    """The `HistoryProblem` value for a failure: a HistoryError's own; a full disk or
    quota; any other OSError (the data folder cannot be made or written); anything else,
    such as an sqlite error the history did not wrap, a damaged database."""
    from yahtzee_desktop.storage.history import HistoryError, HistoryProblem

    if isinstance(exc, HistoryError):
        return exc.problem.value
    if isinstance(exc, OSError):
        full = exc.errno in (errno.ENOSPC, errno.EDQUOT)
        return (HistoryProblem.DISK_FULL if full else HistoryProblem.UNWRITABLE).value
    return HistoryProblem.CORRUPT.value


class ThreadConnection:
    """The history at `path`, opened and used only on its own one-thread pool.

    `set_aside_damaged`: open with `open_history`, which renames a damaged file aside
    and starts a new one (the recorder: games must go somewhere), and do the same when a
    write meets a bad page in a file that opened (once SQLite confirms the damage: a
    busy or healthy file is never moved); otherwise a damaged file is only reported,
    never touched (the statistics: looking changes nothing).
    `keep_thread`: the pool's thread never expires (the recorder lives as long as the
    window and writes now and then).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        parent: QObject,
        *,
        set_aside_damaged: bool = False,
        keep_thread: bool = False,
    ) -> None:
        self.path = Path(path)
        self.pool = QThreadPool(parent)
        self.pool.setMaxThreadCount(1)
        if keep_thread:
            self.pool.setExpiryTimeout(-1)
        self.jobs = Jobs(self.pool)
        self.history: History | None = None
        """Open between the first job and `close()`; only the pool's thread uses it."""
        self._set_aside_damaged = set_aside_damaged
        self._lock = threading.Lock()

    @property
    def closed(self) -> bool:
        return self.jobs.closed

    def start(self, fn: Callable[[], object]) -> None:
        """Run `fn()` on the pool's thread (nothing once closed); `fn` calls `use`."""
        self.jobs.start(fn)

    def use(self, job: Callable[[History], T]) -> Answer[T]:
        """On the pool's thread: `job(history)`, the history opened first if it is not."""
        aside = ""
        with self._lock:
            try:
                if self.history is None:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    self.history, aside = self._open()
                return Answer(job(self.history), aside=aside, salvaged=self._salvaged(aside))
            except Exception as exc:
                problem = problem_value(exc)
            fresh = self._replace_damaged(problem) if not aside else ""
            if not fresh:
                return Answer(None, problem, aside, self._salvaged(aside))
            salvaged = self._salvaged(fresh)
            try:  # once more, in the new history
                assert self.history is not None
                return Answer(job(self.history), aside=fresh, salvaged=salvaged)
            except Exception as exc:
                return Answer(None, problem_value(exc), fresh, salvaged)

    def _salvaged(self, aside: str) -> int:
        """The games that came back from the file just set aside (0 when none was)."""
        history = self.history
        return (history.salvaged or 0) if aside and history is not None else 0

    def _replace_damaged(self, problem: str) -> str:
        """A write failed on a history that opened: if the file is damaged (a bad page),
        set it aside and start a new one, as a file that does not open is; the name it
        was kept as, or "" (nothing moved: healthy, busy, not ours to move)."""
        from yahtzee_desktop.storage.history import HistoryProblem, replace_if_damaged

        history = self.history
        if problem != HistoryProblem.CORRUPT or not self._set_aside_damaged or history is None:
            return ""
        self.history = None  # reopened by the next job if starting a new one fails
        try:
            replaced = replace_if_damaged(history)
        except Exception:
            return ""
        if replaced is None:
            self.history = history
            return ""
        self.history, aside = replaced
        return aside

    def _open(self) -> tuple[History, str]:
        from yahtzee_desktop.storage.history import History, open_history

        if not self._set_aside_damaged:
            return History(self.path), ""
        history, aside = open_history(self.path)
        return history, aside or ""

    def wait(self, msecs: int) -> bool:
        """Let the jobs under way finish (tests; quitting)."""
        return self.jobs.wait(msecs)

    def close(self) -> None:
        """Start no more jobs, let the running one finish, then close the connection."""
        self.jobs.close()
        with self._lock:
            if self.history is not None:
                self.history.close()
                self.history = None
