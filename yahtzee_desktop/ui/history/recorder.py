"""Finished games go into the history database, off the GUI thread.

A commit fsyncs the database, which can take longer than a frame, so writes run on
the connection's own thread (`ThreadConnection`, shared with the statistics' worker).
A write that fails (disk full, read-only folder, damaged
database) is told to the player once, in plain words, and the game goes on; later
games are still tried, so freeing the disk is enough to get the history back.
The history module (and sqlite3) is imported by the first write, on the worker.
"""

from __future__ import annotations

import contextlib
import os

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.ui.history.thread_connection import ThreadConnection
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["HistoryRecorder", "history_problem_text"]


def history_problem_text(problem: str) -> str:
    """A translated sentence for a `HistoryProblem` value."""
    from yahtzee_desktop.storage.history import HistoryProblem

    texts = {
        HistoryProblem.CORRUPT: QCoreApplication.translate(
            "HistoryRecorder", "the history database is damaged."
        ),
        HistoryProblem.FUTURE_VERSION: QCoreApplication.translate(
            "HistoryRecorder", "the history was written by a newer version of Yahtzee Desktop."
        ),
        HistoryProblem.UNWRITABLE: QCoreApplication.translate(
            "HistoryRecorder", "the data folder cannot be written."
        ),
        HistoryProblem.DISK_FULL: QCoreApplication.translate(
            "HistoryRecorder", "the disk is full."
        ),
    }
    return texts.get(HistoryProblem(problem), texts[HistoryProblem.CORRUPT])


def _snapshot(game: Game) -> Game:
    """A game frozen at its current state, safe to read from another thread.

    `GameState` is immutable; the live `Game` is not (the GUI thread keeps playing),
    so the worker gets a `Game` holding only the current state.
    """
    return Game(game.setup, _states=[game.state])


class HistoryRecorder(QObject):
    """Stores each finished game of the session's series in the history.

    Signals:
        recorded(int): games stored or updated by one write (0 when they were there as they are).
        problem(str, str): a translated title and message, the first time writing fails
            or when a damaged database had to be set aside.
    """

    recorded = Signal(int)
    problem = Signal(str, str)
    _done = Signal(int, str, str)
    """(stored, problem, aside path) from the worker, delivered on the GUI thread."""

    def __init__(self, path: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = ThreadConnection(path, self, set_aside_damaged=True, keep_thread=True)
        self.path = self.connection.path
        self._session: GameSession | None = None
        self._recorded: tuple[object, ...] = ()
        self._failed = False
        self.stored = 0
        """Games stored since the app started (for tests and the status bar)."""
        self._done.connect(self._finish)

    def watch(self, session: GameSession) -> None:
        self._session = session
        session.changed.connect(self._on_changed)
        session.gameReplaced.connect(self._on_replaced)
        self._on_replaced()

    @staticmethod
    def _finished_cards(game: Game) -> tuple[object, ...]:
        """The cards of the series' finished games: what a record must follow."""
        state = game.state
        return tuple((g, state.cards[g]) for g in range(len(state.cards)) if state.game_over(g))

    def _on_replaced(self) -> None:
        """A resumed or opened series may hold finished games not stored yet: they are
        stored with the series' own date, and a record already there is left as it is."""
        if self._session is None:
            return
        game = self._session.game
        self._recorded = self._finished_cards(game)
        if self._recorded:
            self.record_missing(game)

    def _on_changed(self, event: str, _action: object) -> None:
        """Store a game when it ends, and again whenever a finished game's cards change
        (a correction after the end, undo and re-score): the record follows the game."""
        if event == "undo" or self._session is None:
            return
        game = self._session.game
        finished = self._finished_cards(game)
        if finished and finished != self._recorded:
            self._recorded = finished
            self.record(game)

    def record(self, game: Game, played_at: str | None = None, *, update: bool = True) -> None:
        """Store the finished games of this series (in the background): new ones dated
        `played_at` (default: now); with `update`, stored ones follow their cards."""
        snapshot = _snapshot(game)
        self.connection.start(lambda: self._store(snapshot, played_at, update))

    def record_missing(self, game: Game) -> None:
        """Store the finished games of a series the history lacks, dated when the series
        started, without touching records already there: for a game opened from a file,
        and at start for the autosave's game (finished or not, resumed or not)."""
        self.record(game, game.setup.started or None, update=False)

    def _store(self, game: Game, played_at: str | None = None, update: bool = True) -> None:
        """Runs on the connection's thread."""
        answer = self.connection.use(
            lambda history: history.record_finished_games(game, played_at, update=update)
        )
        with contextlib.suppress(RuntimeError):  # the recorder is gone (app closing)
            self._done.emit(answer.result or 0, answer.problem, answer.aside)

    def _finish(self, stored: int, problem: str, aside: str) -> None:
        if aside:
            self.problem.emit(
                self.tr("History damaged"),
                self.tr(
                    "The history database was damaged; it was kept as {path} "
                    "and a new history was started."
                ).format(path=aside),
            )
        if problem:
            if not self._failed:
                self._failed = True
                self.problem.emit(
                    self.tr("History not saved"),
                    self.tr(
                        "The finished game could not be added to the history: {problem}"
                    ).format(problem=history_problem_text(problem))
                    + "\n"
                    + self.tr("You can go on playing."),
                )
            return
        self.stored += stored
        self.recorded.emit(stored)

    def wait(self, msecs: int = 5000) -> bool:
        """Let pending writes finish (tests; quitting)."""
        return self.connection.wait(msecs)

    def close(self) -> None:
        """Finish the writes under way, then start none (the database stays closed)."""
        self.connection.close()
