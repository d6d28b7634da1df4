"""The game being played, seen from Qt: one object the views share, and the window's flow.

Views never hold a `Game` of their own: the window can swap the game (new game,
open, resume) and every view follows.

The flow of an action, one way: the core applies it and its savers (the autosave
journal) write it to disk; then the session tells the views, each once, in the order
`STAGES` declares (views register with `add_view`, in any order; the order they were
made or registered in changes nothing). A view that raises is reported (`viewFailed`,
the traceback on stderr) and the others are still told: the action stays applied and
saved. `changed` and `gameReplaced` are emitted last, for observers outside the window
(tests, the autoplay driver); no view of the window connects to them.
"""

from __future__ import annotations

import inspect
import sys
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yahtzee_desktop.core.actions import Action, Roll, Score
from yahtzee_desktop.core.card import Refusal
from yahtzee_desktop.core.dice import IllegalMove, MoveRefusal
from yahtzee_desktop.core.game import Event, Game
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP
from yahtzee_desktop.ui.table.score_cells import refusal_sentence

__all__ = ["STAGES", "GameSession", "View", "refusal_text"]

STAGES: tuple[str, ...] = (
    "journal",  # a game put on the table is journalled before any view shows it
    "dice",  # starts a roll's animation: `DiceWidget.animating` is true from here on
    "sheets",  # both sheet models, once each, previews hidden while the dice tumble
    "turn_line",  # "Kids scored 25 in Full house · Robo to play"
    "players",  # the players list
    "real_dice",  # the entry pad and the real-dice menu entries
    "celebration",  # a Yahtzee's moment (after the sheets: it may pin the scorer's sheet)
    "status",  # the keys of the moment
    "window",  # end-of-game dialog, undo/redo, the pad or the dice, titles
    "history",  # a finished game stored
    "coach",  # hint, coach's note, the coach's tables for new rules
    "computer",  # a computer seat's next move (on a timer)
    "chances",  # win chances (in a worker)
)
"""The order the views hear of an action (or of a new game): declared here, once.

An action is journalled before any of them (the core's savers), so `"journal"` is only
for a game put on the table. Views of one stage read nothing of each other."""

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


def _weak(call: Callable[..., object]) -> Callable[[], Callable[..., object] | None]:
    """A bound method held weakly (a view the session alone kept would never go, as a
    Qt connection lets it go); any other callable as it is."""
    if inspect.ismethod(call):
        return weakref.WeakMethod(call)
    return lambda: call


@dataclass(frozen=True, eq=False)
class View:
    """A view told of the session's changes: at its `stage`, while its owner lives (held
    weakly, as a Qt connection holds its receiver)."""

    stage: str
    changed: Callable[[], Callable[[Event, Action], object] | None]
    """After an action was done, undone or redone; the state is already the new one."""
    replaced: Callable[[], Callable[[], object] | None]
    """A different game is on the table: rebuild."""


_T = TypeVar("_T")


class _Gone(Exception):
    """A view's owner was garbage-collected: the view is dropped."""


def _alive(ref: Callable[[], _T | None]) -> _T:
    call = ref()
    if call is None:
        raise _Gone
    return call


class GameSession(QObject):
    """Owns the current `Game` and tells the views of each change, in `STAGES` order.

    Signals:
        changed(str, object): after every view was told of an action done, undone or
            redone ("do" | "undo" | "redo", the action); for observers outside the window.
        gameReplaced(): after every view was told of a different game; likewise.
        refused(str): an action the rules forbid was asked for (why, translated).
        heldChanged(): the game was held or let go (`held`).
        viewFailed(str): a view raised while being told (its stage); the action stays
            applied and journalled, the other views were told.
    """

    changed = Signal(str, object)
    gameReplaced = Signal()
    refused = Signal(str)
    heldChanged = Signal()
    viewFailed = Signal(str)

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
        self.settle_hook: Callable[[], object] | None = None
        """What `settle` calls (the window: end the roll's animation)."""
        self._views: list[View] = []
        game.subscribe(self._forward)

    @property
    def game(self) -> Game:
        return self._game

    @property
    def state(self) -> GameState:
        return self._game.state

    # --- the views, told in `STAGES` order ------------------------------------------

    def add_view(
        self,
        stage: str,
        owner: QObject,
        changed: Callable[[Event, Action], object],
        replaced: Callable[[], object],
    ) -> None:
        """Tell `changed`/`replaced` at `stage` (one of `STAGES`) until `owner` is destroyed
        (bound methods are held weakly, like Qt's connections)."""
        if stage not in STAGES:
            raise ValueError(f"unknown stage {stage!r}: declare it in STAGES")
        view = View(stage, _weak(changed), _weak(replaced))
        self._views.append(view)
        owner.destroyed.connect(lambda _obj=None, view=view: self._drop(view))

    def _drop(self, view: View) -> None:
        if view in self._views:
            self._views.remove(view)

    def views(self) -> tuple[View, ...]:
        """The views in the order they are told."""
        return tuple(sorted(self._views, key=lambda v: STAGES.index(v.stage)))

    def _tell(self, call: Callable[[View], object]) -> None:
        """Each view once, in `STAGES` order; one that raises is reported, not the end."""
        failed: list[str] = []
        for view in self.views():
            try:
                call(view)
            except _Gone:
                self._drop(view)
            except Exception:
                traceback.print_exc(file=sys.stderr)
                failed.append(view.stage)
        if failed:
            self.viewFailed.emit(", ".join(dict.fromkeys(failed)))

    # --- the game ---------------------------------------------------------------------

    def replace(self, game: Game) -> None:
        self._game.unsubscribe(self._forward)
        self._game = game
        game.subscribe(self._forward)
        self._tell(lambda view: _alive(view.replaced)())
        self.gameReplaced.emit()

    def set_held(self, held: bool) -> None:
        if held != self.held:
            self.held = held
            self.heldChanged.emit()

    def _forward(self, event: Event, action: Action) -> None:
        """The game changed (already journalled: the core tells its savers first)."""
        self._tell(lambda view: _alive(view.changed)(event, action))
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
        """The one way a person scores the dice (a click or Enter on the sheet, on the box
        the coach marked too, Enter on the real-dice pad): the dice land first (`settle`),
        then `Score(box, column)`; False if refused."""
        if self.held:
            return False
        if self.locked:
            self.refused.emit(self.locked)
            return False
        self.settle()
        return self.apply(Score(box, column))

    def settle(self) -> None:
        """End what still shows the last action (a roll's animation): the dice land and
        the sheet shows what they score, before a person scores or picks a box."""
        if self.settle_hook is not None:
            self.settle_hook()

    def undo(self) -> bool:
        return self._game.undo() is not None

    def redo(self) -> bool:
        try:
            return self._game.redo() is not None
        except IllegalMove as exc:
            self.refused.emit(refusal_text(exc))
            return False
