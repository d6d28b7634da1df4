"""The game being played, seen from Qt: one object the views share, with signals.

Views never hold a `Game` of their own: the window can swap the game (new game,
open, resume) and every view follows through `gameReplaced`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yahtzee_desktop.core.actions import Action, Roll, Score
from yahtzee_desktop.core.dice import IllegalMove
from yahtzee_desktop.core.game import Event, Game
from yahtzee_desktop.core.state import GameState

__all__ = ["GameSession"]


class GameSession(QObject):
    """Owns the current `Game` and turns its events into signals.

    Signals:
        changed(str, object): after an action was done, undone or redone ("do" | "undo" |
            "redo", the action); the state is already the new one.
        gameReplaced(): a different game was loaded; views rebuild.
        refused(str): an action the rules forbid was asked for (the core's message).
        heldChanged(): the game was held or let go (`held`).
    """

    changed = Signal(str, object)
    gameReplaced = Signal()
    refused = Signal(str)
    heldChanged = Signal()

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.locked = ""
        """While set, `roll` and `score` (the views' way in) are refused with this message:
        a computer seat is playing, and it acts through `apply`."""
        self.held = False
        """The game on the table waits: the app asks whether to resume another one. It does
        not start meanwhile (no roll-off shown, no computer move, `roll` refused): the
        family may not play it at all."""
        game.subscribe(self._forward)

    @property
    def game(self) -> Game:
        return self._game

    @property
    def state(self) -> GameState:
        return self._game.state

    def replace(self, game: Game) -> None:
        self._game.unsubscribe(self._forward)
        self._game = game
        game.subscribe(self._forward)
        self.gameReplaced.emit()

    def set_held(self, held: bool) -> None:
        if held != self.held:
            self.held = held
            self.heldChanged.emit()

    def _forward(self, event: Event, action: Action) -> None:
        self.changed.emit(event, action)

    def apply(self, action: Action) -> bool:
        """Take an action; False (and `refused` emitted) if the rules forbid it."""
        try:
            self._game.apply(action)
        except IllegalMove as exc:
            self.refused.emit(str(exc))
            return False
        return True

    def roll(self, hold: tuple[bool, ...]) -> bool:
        if self.held:
            return False
        if self.locked:
            self.refused.emit(self.locked)
            return False
        h = tuple(bool(x) for x in hold)
        if len(h) != 5:
            return False
        return self.apply(Roll((h[0], h[1], h[2], h[3], h[4])))

    def score(self, box: str, column: int) -> bool:
        if self.held:
            return False
        if self.locked:
            self.refused.emit(self.locked)
            return False
        return self.apply(Score(box, column))

    def undo(self) -> bool:
        return self._game.undo() is not None

    def redo(self) -> bool:
        try:
            return self._game.redo() is not None
        except IllegalMove as exc:
            self.refused.emit(str(exc))
            return False
