"""The statistics dialog's queries, run off the GUI thread on the dialog's own connection.

Apart from the dialog because this is the part that must be right about threads: one
pool thread owns the sqlite connection (`ThreadConnection`, shared with the recorder:
opened on first use, closed under the same lock), answers cross back by queued signal,
and each request has a number so an answer nobody waits for any more is dropped. The
dialog only says what to ask and what to do with the answer.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from yahtzee_desktop.storage.history import History
from yahtzee_desktop.ui.history.thread_connection import ThreadConnection

__all__ = ["StatsWorker"]


class _Bridge(QObject):
    """Carries results from the worker thread to the GUI thread (queued signals)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class StatsWorker(QObject):
    """Runs `job(history)` on a one-thread pool and hands the result to a handler.

    Signals:
        asked(): a request was sent (the dialog says "Loading…").
        settled(): an answer was handled and no other is awaited.
        failed(str): a request failed; the `HistoryProblem` value.
    """

    asked = Signal()
    settled = Signal()
    failed = Signal(str)

    def __init__(self, path: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = ThreadConnection(path, self)
        self.path = self.connection.path
        self._next_request = 0
        self._handlers: dict[int, Callable[[Any], None]] = {}
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._bridge.failed.connect(self._on_failed)

    def submit(self, job: Callable[[History], Any], handler: Callable[[Any], None]) -> int:
        """Run `job(history)` on the worker; `handler(result)` later on the GUI thread."""
        self._next_request += 1
        request = self._next_request
        if self.connection.closed:  # a late answer asked for more after the dialog closed
            return request
        self._handlers[request] = handler
        self.asked.emit()
        self.connection.start(lambda: self._run(request, job))
        return request

    def _run(self, request: int, job: Callable[[History], Any]) -> None:
        """Runs on the connection's thread."""
        answer = self.connection.use(job)
        with contextlib.suppress(RuntimeError):  # the dialog is gone
            if answer.problem:
                self._bridge.failed.emit(request, answer.problem)
            else:
                self._bridge.done.emit(request, answer.result)

    def _on_done(self, request: int, result: object) -> None:
        handler = self._handlers.pop(request, None)
        if handler is not None:
            handler(result)
        if not self._handlers:
            self.settled.emit()

    def _on_failed(self, request: int, problem: str) -> None:
        self._handlers.pop(request, None)
        self.failed.emit(problem)

    def wait(self, msecs: int = 10000) -> bool:
        return self.connection.wait(msecs)

    def close(self) -> None:
        """No more requests; the connection is closed once the running one is done."""
        self.connection.close()
