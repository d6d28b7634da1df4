"""The game: its setup plus an action log; the state is the log replayed.

Undo drops the last action, save writes the log, the journal appends each action,
and the coach can replay the same log. The pieces live beside it: `setup` (what is
fixed at the start), `actions` (the log's entries and their JSON), `state` (one
point of the log), `seeds` (app dice and challenge codes), `roll_off` (who starts).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from .actions import Action, Correct, EnterDice, Roll, Score, SetStarter, SwitchDice, WriteScore
from .dice import Dice, check_dice
from .setup import DiceMode, GameSetup
from .state import GameState

__all__ = ["Event", "Game"]


Event = Literal["do", "undo", "redo"]


@dataclass
class Game:
    """A series being played: setup + action log, with unlimited undo and redo.

    Listeners (`subscribe`) hear ("do" | "undo" | "redo", action) after each change.
    Savers (`subscribe(..., saver=True)`: the autosave journal) hear it before every
    other listener, whatever the order they subscribed in: an action is saved, then
    shown, so a listener that fails or hangs never costs a finished turn.
    """

    setup: GameSetup
    _states: list[GameState] = field(default_factory=list, repr=False)
    _log: list[Action] = field(default_factory=list, repr=False)
    _redo: list[Action] = field(default_factory=list, repr=False)
    _listeners: list[Callable[[Event, Action], None]] = field(default_factory=list, repr=False)
    _savers: list[Callable[[Event, Action], None]] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        if not self._states:
            self._states = [GameState.initial(self.setup)]

    @classmethod
    def replay(
        cls, setup: GameSetup, actions: Iterable[Action], redo: Iterable[Action] = ()
    ) -> Game:
        """Rebuild a game from its log; IllegalMove if the log breaks the rules."""
        game = cls(setup)
        for action in actions:
            game.apply(action)
        game._redo = list(redo)
        return game

    @property
    def state(self) -> GameState:
        return self._states[-1]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._log)

    @property
    def redo_actions(self) -> tuple[Action, ...]:
        """Undone actions, the next one to redo last."""
        return tuple(self._redo)

    def subscribe(self, listener: Callable[[Event, Action], None], *, saver: bool = False) -> None:
        """Hear each change; a `saver` hears it before any other listener."""
        (self._savers if saver else self._listeners).append(listener)

    def unsubscribe(self, listener: Callable[[Event, Action], None]) -> None:
        if listener in self._savers:
            self._savers.remove(listener)
        else:
            self._listeners.remove(listener)

    def subscribed(self, listener: Callable[[Event, Action], None]) -> bool:
        return listener in self._savers or listener in self._listeners

    def _notify(self, event: Event, action: Action) -> None:
        for listener in [*self._savers, *self._listeners]:
            listener(event, action)

    def apply(self, action: Action) -> GameState:
        """Take an action; IllegalMove (and nothing changes) if the rules forbid it."""
        state = self.state.after(action)
        self._states.append(state)
        self._log.append(action)
        self._redo.clear()
        self._notify("do", action)
        return state

    @property
    def can_undo(self) -> bool:
        return bool(self._log)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Action | None:
        if not self._log:
            return None
        action = self._log.pop()
        self._states.pop()
        self._redo.append(action)
        self._notify("undo", action)
        return action

    def redo(self) -> Action | None:
        if not self._redo:
            return None
        action = self._redo[-1]
        state = self.state.after(action)
        self._redo.pop()
        self._states.append(state)
        self._log.append(action)
        self._notify("redo", action)
        return action

    # -- conveniences ------------------------------------------------------------------

    def roll(self, hold: Sequence[bool] = ()) -> Dice:
        """Roll the dice not held (one flag per die; none: hold nothing)."""
        state = self.apply(Roll(tuple(bool(x) for x in hold)))
        assert state.dice is not None
        return state.dice

    def score(self, box: str, column: int = 0) -> GameState:
        return self.apply(Score(box, column))

    def enter_dice(self, dice: Iterable[int], roll: int = 1) -> GameState:
        return self.apply(EnterDice(check_dice(dice, self.setup.rules.dice), roll))

    def write(
        self, box: str, points: int, column: int = 0, yahtzee_bonus: bool = False
    ) -> GameState:
        return self.apply(WriteScore(box, points, column, yahtzee_bonus))

    def set_starter(self, seat: int) -> GameState:
        return self.apply(SetStarter(seat))

    def switch_dice(self, mode: DiceMode | str) -> GameState:
        return self.apply(SwitchDice(DiceMode(mode)))

    def correct(
        self,
        game: int,
        seat: int,
        box: str,
        points: int,
        column: int = 0,
        yahtzee_bonuses: int | None = None,
    ) -> GameState:
        return self.apply(Correct(game, seat, box, points, column, yahtzee_bonuses))
