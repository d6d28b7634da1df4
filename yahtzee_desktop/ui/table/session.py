"""The game being played, seen from Qt: one object the views share, with signals.

Views never hold a `Game` of their own: the window can swap the game (new game,
open, resume) and every view follows through `gameReplaced`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yahtzee_desktop.core.actions import Action, Roll, Score
from yahtzee_desktop.core.card import Refusal
from yahtzee_desktop.core.dice import IllegalMove, MoveRefusal
from yahtzee_desktop.core.game import Event, Game
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP
from yahtzee_desktop.ui.table.score_cells import refusal_sentence

__all__ = ["GameSession", "refusal_text"]

_MOVE_REFUSALS: dict[MoveRefusal, str] = {
    MoveRefusal.BAD_DICE: QT_TRANSLATE_NOOP("GameSession", "Dice show faces from 1 to 6."),
    MoveRefusal.SERIES_OVER: QT_TRANSLATE_NOOP(
        "GameSession", "The game is over: start a new one to play again."
    ),
    MoveRefusal.ENTER_ONLY_PHYSICAL: QT_TRANSLATE_NOOP(
        "GameSession", "Dice are entered by hand only when you play with real dice."
    ),
    MoveRefusal.ROLL_NUMBER: QT_TRANSLATE_NOOP(
        "GameSession", "This turn has no roll of that number."
    ),
    MoveRefusal.FIRST_ROLL_ONLY: QT_TRANSLATE_NOOP(
        "GameSession", "Only boxes that take the first roll are left: score these dice."
    ),
    MoveRefusal.ROLL_BEFORE_SCORING: QT_TRANSLATE_NOOP(
        "GameSession", "Roll the dice before you score."
    ),
    MoveRefusal.WRITE_ONLY_PHYSICAL: QT_TRANSLATE_NOOP(
        "GameSession", "Scores are written directly only when you play with real dice."
    ),
    MoveRefusal.ROLL_OFF_DECIDES: QT_TRANSLATE_NOOP(
        "GameSession", "With the app’s dice, the roll-off decides who starts."
    ),
    MoveRefusal.NO_SUCH_PLAYER: QT_TRANSLATE_NOOP("GameSession", "There is no such player."),
    MoveRefusal.STARTER_TOO_LATE: QT_TRANSLATE_NOOP(
        "GameSession", "Who starts is chosen before the game’s first turn."
    ),
    MoveRefusal.CHALLENGE_APP_DICE: QT_TRANSLATE_NOOP(
        "GameSession", "A challenge game is played with the app’s dice."
    ),
    MoveRefusal.SWITCH_BETWEEN_TURNS: QT_TRANSLATE_NOOP(
        "GameSession", "Switch the dice between turns."
    ),
    MoveRefusal.NO_SUCH_GAME: QT_TRANSLATE_NOOP("GameSession", "There is no such game to correct."),
    MoveRefusal.CORRECT_ONLY_PHYSICAL: QT_TRANSLATE_NOOP(
        "GameSession", "Scores are corrected only in games played with real dice."
    ),
    MoveRefusal.ENTER_PHYSICAL_DICE: QT_TRANSLATE_NOOP(
        "GameSession", "You play with real dice: enter the dice you rolled."
    ),
    MoveRefusal.NO_ROLLS_LEFT: QT_TRANSLATE_NOOP("GameSession", "No rolls left: score the dice."),
    MoveRefusal.FIRST_ROLL_ALL_DICE: QT_TRANSLATE_NOOP(
        "GameSession", "The first roll of a turn rolls all the dice."
    ),
    MoveRefusal.ALL_HELD: QT_TRANSLATE_NOOP(
        "GameSession", "All the dice are held: score them instead."
    ),
    MoveRefusal.NO_SUCH_BOX: QT_TRANSLATE_NOOP("GameSession", "There is no such box on this card."),
    MoveRefusal.NO_SUCH_COLUMN: QT_TRANSLATE_NOOP(
        "GameSession", "There is no such column on this card."
    ),
    MoveRefusal.BAD_POINTS: QT_TRANSLATE_NOOP("GameSession", "This box cannot hold that score."),
    MoveRefusal.BONUS_NEEDS_YAHTZEE: QT_TRANSLATE_NOOP(
        "GameSession", "A Yahtzee bonus needs the Yahtzee box filled with its points."
    ),
    MoveRefusal.STILL_OPEN: QT_TRANSLATE_NOOP(
        "GameSession", "This box is still open: score it instead."
    ),
    MoveRefusal.BONUS_COUNT: QT_TRANSLATE_NOOP(
        "GameSession", "That number of Yahtzee bonuses is not possible."
    ),
    MoveRefusal.NO_BONUS: QT_TRANSLATE_NOOP("GameSession", "These rules have no Yahtzee bonus."),
}
_GENERIC = QT_TRANSLATE_NOOP("GameSession", "The rules do not allow this move.")


def refusal_text(exc: IllegalMove) -> str:
    """The core's refusal as a plain sentence in the UI's language, found by its `kind`
    (the core's English message is for logs); an unknown kind gets a generic sentence."""
    kind = exc.kind
    if kind in Refusal.__members__.values():
        return refusal_sentence(Refusal(kind))
    if kind in MoveRefusal.__members__.values() and MoveRefusal(kind) in _MOVE_REFUSALS:
        return QCoreApplication.translate("GameSession", _MOVE_REFUSALS[MoveRefusal(kind)])
    return QCoreApplication.translate("GameSession", _GENERIC)


class GameSession(QObject):
    """Owns the current `Game` and turns its events into signals.

    Signals:
        changed(str, object): after an action was done, undone or redone ("do" | "undo" |
            "redo", the action); the state is already the new one.
        gameReplaced(): a different game was loaded; views rebuild.
        refused(str): an action the rules forbid was asked for (why, translated).
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
            self.refused.emit(refusal_text(exc))
            return False
        return True

    def roll(self, hold: tuple[bool, ...]) -> bool:
        if self.held:
            return False
        if self.locked:
            self.refused.emit(self.locked)
            return False
        h = tuple(bool(x) for x in hold)
        if len(h) != self.state.setup.rules.dice:
            return False
        return self.apply(Roll(h))

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
            self.refused.emit(refusal_text(exc))
            return False
