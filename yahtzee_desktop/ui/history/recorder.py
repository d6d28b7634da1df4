"""Finished games go into the history database, off the GUI thread.

A commit fsyncs the database, which can take longer than a frame, so writes run on
the connection's own thread (`ThreadConnection`, shared with the statistics' worker).
A write that fails (disk full, read-only folder, damaged
database, another program holding it) is told to the player once, in plain words,
and the game goes on. The game is not forgotten: it waits (`PendingGames`, a file
beside the history) and is tried again after the next write, every little while,
at quit and at the next start-up, so freeing the disk or closing the other program
is enough. A damaged file is set aside intact and a new history started; a busy one
is healthy and never touched. The history module (and sqlite3) is imported by the
first write, on the worker.
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.storage.paths import pending_dir
from yahtzee_desktop.ui.history.thread_connection import ThreadConnection
from yahtzee_desktop.ui.table.session import GameSession

if TYPE_CHECKING:
    from yahtzee_desktop.storage.history.pending import PendingGames

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
        HistoryProblem.BUSY: QCoreApplication.translate(
            "HistoryRecorder", "the history is in use by another program."
        ),
    }
    return texts.get(HistoryProblem(problem), texts[HistoryProblem.CORRUPT])


def _snapshot(game: Game) -> Game:
    """A game frozen at its current state, safe to read from another thread.

    `GameState` is immutable; the live `Game` is not (the GUI thread keeps playing),
    so the worker gets a `Game` holding only the current state, and its moves (a game
    that must wait for the history is written to a file as moves).
    """
    return Game(game.setup, _states=[game.state], _log=list(game.actions))


class HistoryRecorder(QObject):
    """Stores each finished game of the session's series in the history.

    Signals:
        recorded(int): games stored or updated by one write (0 when they were there as they are).
        problem(str, str): a translated title and message, the first time writing fails
            or when a damaged database had to be set aside.
    """

    recorded = Signal(int)
    problem = Signal(str, str)
    _done = Signal(int, str, str, int, int)
    """(stored, problem, aside path, games salvaged from it, the write's number or -1)
    from the worker, delivered on the GUI thread."""

    CHECK_MS = 3000
    """When the history's health is checked after start (a damaged one is repaired)."""

    RETRY_MS = 30_000
    """How long a game that could not be stored waits before it is tried again."""

    def __init__(self, path: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = ThreadConnection(path, self, set_aside_damaged=True, keep_thread=True)
        self.path = self.connection.path
        self._session: GameSession | None = None
        self._recorded: tuple[object, ...] = ()
        self._told: set[str] = set()
        self._pending: PendingGames | None = None
        """Made on the worker (it imports the history module); only the worker uses it."""
        self._in_flight: dict[int, tuple[Game, str | None, bool]] = {}
        """Writes started and not yet answered (GUI thread): their games live in memory
        only until `secure` puts them on disk."""
        self._writes = 0
        self.stored = 0
        """Games stored since the app started (for tests and the status bar)."""
        self._done.connect(self._finish)
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.timeout.connect(self.retry)
        if self._waiting_on_disk():  # left by an earlier session: stored now
            self.retry()
        QTimer.singleShot(self.CHECK_MS, self, self.check)

    def check(self) -> None:
        """Ask SQLite whether the history is sound (in the background, once a start is
        over): a bad page is found now, not at every look at Statistics for ever, and
        the history repaired (the file kept aside, what it holds salvaged)."""
        if not self.connection.closed:
            self.connection.start(self._check)

    def _check(self) -> None:
        answer = self.connection.use(lambda history: history.verify())
        if answer.aside:  # repaired: said; a sound (or busy) history says nothing
            with contextlib.suppress(RuntimeError):  # the recorder is gone (app closing)
                self._done.emit(0, "", answer.aside, answer.salvaged, -1)

    def watch(self, session: GameSession) -> None:
        self._session = session
        session.add_view("history", self, self._on_changed, self._on_replaced)
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
        self._writes += 1
        number = self._writes
        self._in_flight[number] = (snapshot, played_at, update)
        self.connection.start(lambda: self._store(snapshot, played_at, update, number))

    def secure(self) -> int:
        """Put every finished game whose write has not answered yet on disk, beside the
        history (a waiting file, fsync'd), before the file that holds it (the journal) is
        replaced: a kill in the next milliseconds, or a history busy for seconds, then
        loses nothing. Runs on the GUI thread, and only when a write is under way (a small
        file). How many were written."""
        if not self._in_flight:
            return 0
        from yahtzee_desktop.storage.history.pending import PendingGames

        pending = PendingGames(pending_dir(self.path))
        for game, played_at, update in self._in_flight.values():
            pending.add(game, played_at, update)
        written = len(self._in_flight)
        self._in_flight.clear()  # on disk now: the worker's answer removes the file
        return written

    def record_missing(self, game: Game) -> None:
        """Store the finished games of a series the history lacks, dated when the series
        started, without touching records already there: for a game opened from a file,
        and at start for the autosave's game (finished or not, resumed or not)."""
        self.record(game, game.setup.started or None, update=False)

    def retry(self) -> None:
        """Try again to store the games waiting for the history (in the background)."""
        self.connection.start(lambda: self._store(None))

    def _waiting_on_disk(self) -> bool:
        """Games an earlier session could not store wait beside the history (looked up
        without importing the history module: start-up stays light)."""
        try:
            return any(p.suffix == ".json" for p in pending_dir(self.path).iterdir())
        except OSError:
            return False

    def _store(
        self,
        game: Game | None,
        played_at: str | None = None,
        update: bool = True,
        number: int = -1,
    ) -> None:
        """Runs on the connection's thread: `game` (None: none), then the games waiting,
        oldest problem first; a game that fails joins those waiting."""
        from yahtzee_desktop.storage.history.pending import PendingGames
        from yahtzee_desktop.storage.history.recording import series_uid

        if self._pending is None:
            self._pending = PendingGames(pending_dir(self.path))
        pending = self._pending
        stored, problem, aside, salvaged = 0, "", "", 0
        if game is not None:
            answer = self.connection.use(
                lambda history: history.record_finished_games(game, played_at, update=update)
            )
            aside, salvaged = answer.aside, answer.salvaged
            if answer.problem:
                problem = answer.problem
                pending.add(game, played_at, update)
            else:
                stored += answer.result or 0
                pending.done(series_uid(game))
        if not problem:
            for entry in pending.entries():
                answer = self.connection.use(
                    lambda history, e=entry: history.record_finished_games(  # type: ignore[misc]
                        e.game, e.played_at, update=e.update
                    )
                )
                if not aside:
                    aside, salvaged = answer.aside, answer.salvaged
                if answer.problem:
                    problem = answer.problem
                    break
                stored += answer.result or 0
                pending.done(entry.key)
        with contextlib.suppress(RuntimeError):  # the recorder is gone (app closing)
            self._done.emit(stored, problem, aside, salvaged, number)

    def _finish(
        self, stored: int, problem: str, aside: str, salvaged: int = 0, number: int = -1
    ) -> None:
        self._in_flight.pop(number, None)  # stored, or waiting on disk (the worker wrote it)
        if aside:
            self.problem.emit(self.tr("History damaged"), self._repaired_text(aside, salvaged))
        if stored:
            self.stored += stored
        if problem:
            if not self.connection.closed:
                self._retry_timer.start(self.RETRY_MS)
            if problem not in self._told:
                self._told.add(problem)
                self.problem.emit(*self._problem_text(problem))
            return
        self._retry_timer.stop()
        self.recorded.emit(stored)

    def _repaired_text(self, aside: str, salvaged: int) -> str:
        """What happened to a damaged history: kept aside, and how many games came back."""
        if not salvaged:
            return self.tr(
                "The history database was damaged; it was kept as {path} "
                "and a new history was started."
            ).format(path=aside)
        if salvaged == 1:
            text = self.tr(
                "The history database was damaged. One game could still be read: it is in "
                "a new history."
            )
        else:
            text = self.tr(
                "The history database was damaged. {n} games could still be read: they are "
                "in a new history."
            ).format(n=salvaged)
        return text + " " + self.tr("The damaged file is kept as {path}.").format(path=aside)

    def _problem_text(self, problem: str) -> tuple[str, str]:
        """The title and message for a write that failed; the game waits either way."""
        from yahtzee_desktop.storage.history import HistoryProblem

        if problem == HistoryProblem.BUSY:
            return (
                self.tr("History in use"),
                self.tr(
                    "The history is in use by another program; the finished game will be "
                    "stored as soon as it is free."
                )
                + "\n"
                + self.tr("You can go on playing."),
            )
        return (
            self.tr("History not saved"),
            self.tr("The finished game could not be added to the history: {problem}").format(
                problem=history_problem_text(problem)
            )
            + "\n"
            + self.tr("It will be tried again later, and when Yahtzee Desktop starts next.")
            + "\n"
            + self.tr("You can go on playing."),
        )

    def wait(self, msecs: int = 5000) -> bool:
        """Let pending writes finish (tests; quitting)."""
        return self.connection.wait(msecs)

    def close(self) -> None:
        """Try the games waiting once more, finish the writes under way, then start none
        (the database stays closed; games still waiting are tried at the next start)."""
        self._retry_timer.stop()
        if self._retry_pending_at_close():
            self.retry()
        self.connection.close()

    def _retry_pending_at_close(self) -> bool:
        """Some write failed this session, or an earlier one left games waiting."""
        return bool(self._told) or self._waiting_on_disk()
