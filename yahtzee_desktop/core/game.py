"""The game: its setup plus an action log; the state is the log replayed.

Undo drops the last action, save writes the log, the journal appends each action,
and the coach can replay the same log. App dice come from a hash of the seed and
the position (game, seat, turn, roll), so a replay is exact, undoing a roll gives
the same dice back, and a challenge game (no seat in the hash) deals everyone the
same rolls.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from functools import cached_property
from typing import Any, ClassVar, Literal

from .card import Card
from .dice import Dice, IllegalMove, check_dice
from .rules import RuleSet

__all__ = [
    "MAX_GAMES",
    "MAX_ROLLS",
    "MAX_SEATS",
    "Action",
    "Correct",
    "DiceMode",
    "EnterDice",
    "Event",
    "Game",
    "GameSetup",
    "GameState",
    "Outcome",
    "Player",
    "PlayerKind",
    "Roll",
    "RollOff",
    "Score",
    "Seat",
    "SeedCodeError",
    "SetStarter",
    "StartRule",
    "SwitchDice",
    "WriteScore",
    "action_from_dict",
    "decide_roll_off",
    "default_games",
    "dice_for",
    "format_seed",
    "new_seed",
    "now_iso",
    "parse_seed",
]

MAX_SEATS = 8
MAX_GAMES = 6
MAX_ROLLS = 3
MAX_NAME = 500


class PlayerKind(StrEnum):
    HUMAN = "human"
    COMPUTER = "computer"


class DiceMode(StrEnum):
    """App dice are rolled by the program; physical dice are entered by hand."""

    APP = "app"
    PHYSICAL = "physical"


class StartRule(StrEnum):
    """Who starts each game of the series."""

    ROLL_FIVE = "roll_five"
    """Everyone rolls five dice; the highest total starts; tied players roll again."""
    ROLL_ONE = "roll_one"
    """The same with one die each."""
    PREVIOUS_WINNER = "previous_winner"
    """The previous game's winner starts (a roll-off for the first game, or among tied winners)."""


@dataclass(frozen=True)
class Player:
    """A person (or the computer) who takes turns."""

    name: str
    kind: PlayerKind = PlayerKind.HUMAN
    level: str = ""
    """For computer players: beginner, club or expert."""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME:
            raise ValueError(f"a player name is text of at most {MAX_NAME} characters")
        object.__setattr__(self, "kind", PlayerKind(self.kind))


@dataclass(frozen=True)
class Seat:
    """One card at the table: a player alone, or a team whose members take turns in rotation."""

    name: str
    members: tuple[Player, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME:
            raise ValueError(f"a seat name is text of at most {MAX_NAME} characters")
        if not self.members:
            raise ValueError("a team needs at least one member")

    @classmethod
    def solo(cls, name: str, kind: PlayerKind = PlayerKind.HUMAN, level: str = "") -> Seat:
        return cls(name, (Player(name, kind, level),))

    @property
    def is_team(self) -> bool:
        return len(self.members) > 1


@dataclass(frozen=True)
class GameSetup:
    """Everything fixed when a series starts."""

    rules: RuleSet
    seats: tuple[Seat, ...]
    games: int = 1
    """Games in the series (the official pad has six columns)."""
    seed: int = 0
    """Seeds the app dice; shown as a code for challenge games."""
    challenge: bool = False
    """Everyone gets the same sequence of rolls."""
    dice_mode: DiceMode = DiceMode.APP
    start_rule: StartRule = StartRule.ROLL_FIVE
    started: str = ""
    """When the series started (ISO 8601), for sheets and history."""
    _roll_offs: dict[tuple[int, tuple[int, ...]], RollOff] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )
    """Roll-offs already worked out (they derive from the seed, so they never change)."""

    def __post_init__(self) -> None:
        if not 1 <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"a game has 1 to {MAX_SEATS} players or teams")
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"a series has 1 to {MAX_GAMES} games")
        if not 0 <= self.seed < 2**40:
            raise ValueError("the seed must be a number from 0 to 2^40 - 1")
        object.__setattr__(self, "dice_mode", DiceMode(self.dice_mode))
        object.__setattr__(self, "start_rule", StartRule(self.start_rule))
        if self.challenge and self.dice_mode is DiceMode.PHYSICAL:
            raise ValueError("a challenge game needs app dice")

    @classmethod
    def simple(cls, names: Sequence[str], rules: RuleSet, **kwargs: Any) -> GameSetup:
        return cls(rules, tuple(Seat.solo(n) for n in names), **kwargs)


def default_games(rules: RuleSet) -> int:
    """Six games (the official pad's six columns) for one-column cards; one for grids
    whose card already has several columns (Triple Yahtzee, Yams)."""
    return MAX_GAMES if rules.columns == 1 else 1


# --- dice from the seed --------------------------------------------------------------------


def dice_for(seed: int, game: int, seat: int | None, turn: int, roll: int) -> Dice:
    """The five values slot by slot for one roll; seat None for challenge games."""
    key = f"yahtzee-desktop:{seed}:{game}:{'all' if seat is None else seat}:{turn}:{roll}"
    digest = hashlib.blake2b(key.encode(), digest_size=15).digest()
    return tuple(int.from_bytes(digest[3 * i : 3 * i + 3], "big") % 6 + 1 for i in range(5))


_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base 32


class SeedCodeError(ValueError):
    """A challenge code that cannot be read; `typo` tells a mistyped code from a malformed one."""

    def __init__(self, message: str, typo: bool) -> None:
        super().__init__(message)
        self.typo = typo


def now_iso() -> str:
    """The local time to stamp a series with (`GameSetup.started`), to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def new_seed() -> int:
    return secrets.randbits(40)


def format_seed(seed: int) -> str:
    """A 40-bit seed as a code to read aloud or type in: 8 symbols and a check symbol."""
    symbols = [_CODE_ALPHABET[(seed >> (5 * i)) & 31] for i in reversed(range(8))]
    check = _CODE_ALPHABET[
        sum((i + 1) * _CODE_ALPHABET.index(s) for i, s in enumerate(symbols)) % 32
    ]
    code = "".join(symbols) + check
    return f"{code[:3]}-{code[3:6]}-{code[6:]}"


def parse_seed(code: str) -> int:
    """The seed of a code typed by a person (case, dashes, spaces, O/0 and I/L/1 forgiven)."""
    cleaned = code.upper().replace("-", "").replace(" ", "")
    cleaned = cleaned.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(cleaned) != 9 or any(c not in _CODE_ALPHABET for c in cleaned):
        raise SeedCodeError(
            f"a challenge code has nine letters and digits, like {format_seed(0x3A5F1C2B7)}",
            typo=False,
        )
    seed = 0
    for c in cleaned[:8]:
        seed = seed * 32 + _CODE_ALPHABET.index(c)
    if format_seed(seed).replace("-", "") != cleaned:
        raise SeedCodeError(
            "this challenge code has a typing mistake (its check symbol is wrong)", typo=True
        )
    return seed


# --- who starts ----------------------------------------------------------------------------


def decide_roll_off(totals: dict[int, int]) -> list[int]:
    """Seats with the highest total: one seat starts; several must roll again."""
    best = max(totals.values())
    return sorted(s for s, t in totals.items() if t == best)


@dataclass(frozen=True)
class RollOff:
    """The rolls that decided who starts a game, round by round (for display)."""

    rounds: tuple[tuple[tuple[int, Dice], ...], ...]
    """Each round: (seat, dice) for the seats still in contention."""
    starter: int


def _roll_off(setup: GameSetup, game: int, candidates: tuple[int, ...]) -> RollOff:
    known = setup._roll_offs.get((game, candidates))
    if known is None:
        known = setup._roll_offs[(game, candidates)] = _work_out_roll_off(setup, game, candidates)
    return known


def _work_out_roll_off(setup: GameSetup, game: int, candidates: tuple[int, ...]) -> RollOff:
    dice_count = 1 if setup.start_rule is StartRule.ROLL_ONE else 5
    contenders = list(candidates)
    rounds: list[tuple[tuple[int, Dice], ...]] = []
    for round_no in range(1000):
        rolls = tuple(
            (s, dice_for(setup.seed, game, s, -1 - round_no, 0)[:dice_count]) for s in contenders
        )
        rounds.append(rolls)
        contenders = decide_roll_off({s: sum(d) for s, d in rolls})
        if len(contenders) == 1:
            break
    return RollOff(tuple(rounds), contenders[0])


# --- actions -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Roll:
    """Roll the dice not held (app dice). The first roll of a turn holds nothing."""

    hold: tuple[bool, bool, bool, bool, bool] = (False, False, False, False, False)
    type: ClassVar[str] = "roll"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "hold": list(self.hold)}


@dataclass(frozen=True)
class EnterDice:
    """Physical dice: the five faces showing after roll number `roll` of the turn."""

    dice: Dice
    roll: int = 1
    type: ClassVar[str] = "enter_dice"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "dice": list(self.dice), "roll": self.roll}


@dataclass(frozen=True)
class Score:
    """Score the current dice in a box; ends the turn."""

    box: str
    column: int = 0
    type: ClassVar[str] = "score"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "box": self.box, "column": self.column}


@dataclass(frozen=True)
class WriteScore:
    """Physical dice: write points directly in a box (score-pad use); ends the turn."""

    box: str
    points: int
    column: int = 0
    yahtzee_bonus: bool = False
    type: ClassVar[str] = "write_score"

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "box": self.box,
            "points": self.points,
            "column": self.column,
            "yahtzee_bonus": self.yahtzee_bonus,
        }


@dataclass(frozen=True)
class SetStarter:
    """Physical dice: record who won the roll-off, before the game's first turn."""

    seat: int
    type: ClassVar[str] = "set_starter"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True)
class SwitchDice:
    """Change between app and physical dice for the rest of the series (between turns)."""

    mode: DiceMode
    type: ClassVar[str] = "switch_dice"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "mode": DiceMode(self.mode).value}


@dataclass(frozen=True)
class Correct:
    """Physical dice: correct a box already written, in any game so far; totals follow."""

    game: int
    seat: int
    box: str
    points: int
    column: int = 0
    yahtzee_bonuses: int | None = None
    """Also set the column's count of Yahtzee bonuses, when not None."""
    type: ClassVar[str] = "correct"

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "game": self.game,
            "seat": self.seat,
            "box": self.box,
            "points": self.points,
            "column": self.column,
            "yahtzee_bonuses": self.yahtzee_bonuses,
        }


Action = Roll | EnterDice | Score | WriteScore | SetStarter | SwitchDice | Correct


def json_field(data: dict[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    """A field of a JSON object, of this type (a bool is no int); ValueError otherwise."""
    if name not in data:
        if default is ...:
            raise ValueError(f"missing field {name!r}")
        return default
    value = data[name]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ValueError(f"field {name!r} must be a whole number")
    if not isinstance(value, kind):
        raise ValueError(f"field {name!r} has the wrong type")
    return value


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from its JSON form; ValueError if it is malformed."""
    if not isinstance(data, dict):
        raise ValueError("an action must be a JSON object")
    kind = data.get("type")
    if kind == "roll":
        hold = json_field(data, "hold", list)
        if len(hold) != 5 or not all(isinstance(h, bool) for h in hold):
            raise ValueError("a roll holds five true/false flags")
        return Roll((hold[0], hold[1], hold[2], hold[3], hold[4]))
    if kind == "enter_dice":
        dice = json_field(data, "dice", list)
        try:
            values = check_dice(dice)
        except IllegalMove as exc:
            raise ValueError(str(exc)) from None
        return EnterDice(values, json_field(data, "roll", int, 1))
    if kind == "score":
        return Score(json_field(data, "box", str), json_field(data, "column", int, 0))
    if kind == "write_score":
        return WriteScore(
            json_field(data, "box", str),
            json_field(data, "points", int),
            json_field(data, "column", int, 0),
            json_field(data, "yahtzee_bonus", bool, False),
        )
    if kind == "set_starter":
        return SetStarter(json_field(data, "seat", int))
    if kind == "switch_dice":
        return SwitchDice(DiceMode(json_field(data, "mode", str)))
    if kind == "correct":
        bonuses = data.get("yahtzee_bonuses")
        if bonuses is not None and (isinstance(bonuses, bool) or not isinstance(bonuses, int)):
            raise ValueError("yahtzee_bonuses must be a whole number")
        return Correct(
            json_field(data, "game", int),
            json_field(data, "seat", int),
            json_field(data, "box", str),
            json_field(data, "points", int),
            json_field(data, "column", int, 0),
            bonuses,
        )
    raise ValueError(f"unknown action type {kind!r}")


# --- state ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """The end of a game or series: totals per seat and the winners (ties share the win)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1

    @staticmethod
    def of(totals: Sequence[int]) -> Outcome:
        best = max(totals)
        return Outcome(tuple(totals), tuple(i for i, t in enumerate(totals) if t == best))


@dataclass(frozen=True)
class GameState:
    """A snapshot of the whole series after some actions; every field derives from the log."""

    setup: GameSetup
    cards: tuple[tuple[Card, ...], ...]
    """cards[game][seat]."""
    starters: tuple[int | None, ...] = ()
    """Physical dice: the recorded starter of each game, if any."""
    dice: Dice | None = None
    """The dice of the turn in progress, None before its first roll."""
    held: tuple[bool, ...] = (False,) * 5
    """Which dice the last roll kept."""
    rolls: int = 0
    """Rolls made in the turn in progress (0 to 3)."""
    modes: tuple[DiceMode, ...] = ()
    """The dice of each game: app or physical (switchable between turns)."""

    @staticmethod
    def initial(setup: GameSetup) -> GameState:
        blank = tuple(setup.rules.new_card() for _ in setup.seats)
        n = setup.games
        return GameState(setup, (blank,) * n, (None,) * n, modes=(setup.dice_mode,) * n)

    @property
    def dice_mode(self) -> DiceMode:
        """App or physical dice, for the game in progress."""
        return self.modes[self.game_index]

    # -- where we are ------------------------------------------------------------------

    @cached_property
    def game_index(self) -> int:
        """The game in progress (the last one once the series is over)."""
        for g, cards in enumerate(self.cards):
            if not all(c.is_complete() for c in cards):
                return g
        return len(self.cards) - 1

    @property
    def finished(self) -> bool:
        """The whole series is over."""
        return self.game_over(len(self.cards) - 1)

    def game_over(self, game: int) -> bool:
        return all(c.is_complete() for c in self.cards[game])

    def game_started(self, game: int) -> bool:
        return any(c.filled_count() for c in self.cards[game]) or (
            game == self.game_index and self.rolls > 0
        )

    def roll_off_contenders(self, game: int | None = None) -> tuple[int, ...]:
        """Seats that roll to start a game: everyone, or under the previous-winner rule the
        previous game's winners. A single contender starts without rolling."""
        g = self.game_index if game is None else game
        if self.setup.start_rule is StartRule.PREVIOUS_WINNER and g > 0:
            return self.outcome(g - 1).winners
        return tuple(range(len(self.setup.seats)))

    def roll_off(self, game: int | None = None) -> RollOff | None:
        """How app dice decided the starter of a game (None if no roll was made by the app:
        a single contender, a recorded starter, or physical dice)."""
        g = self.game_index if game is None else game
        contenders = self.roll_off_contenders(g)
        if len(contenders) == 1 or self.starters[g] is not None:
            return None
        if self.modes[g] is DiceMode.PHYSICAL:
            return None
        return _roll_off(self.setup, g, contenders)

    def starter(self, game: int | None = None) -> int:
        """The seat that plays first in a game. With physical dice and nothing recorded,
        the first contender in playing order starts."""
        g = self.game_index if game is None else game
        recorded = self.starters[g]
        if recorded is not None:
            return recorded
        off = self.roll_off(g)
        return off.starter if off is not None else self.roll_off_contenders(g)[0]

    def order(self, game: int | None = None) -> tuple[int, ...]:
        """Seats in playing order: clockwise (entry order) from the starter."""
        n = len(self.setup.seats)
        s = self.starter(game)
        return tuple((s + i) % n for i in range(n))

    @cached_property
    def seat(self) -> int:
        """The seat whose turn it is."""
        cards = self.cards[self.game_index]
        order = self.order()
        fewest = min(cards[s].filled_count() for s in order)
        return next(s for s in order if cards[s].filled_count() == fewest)

    @property
    def turn(self) -> int:
        """The turn number (from 0) of the seat to play, in the game in progress."""
        return self.cards[self.game_index][self.seat].filled_count()

    @property
    def player(self) -> Player:
        """The member of the seat who plays this turn (teams rotate)."""
        members = self.setup.seats[self.seat].members
        return members[self.turn % len(members)]

    @property
    def card(self) -> Card:
        """The card of the seat to play, in the game in progress."""
        return self.cards[self.game_index][self.seat]

    def options(self) -> dict[tuple[int, str], int]:
        """Legal placements of the current dice: {(column, box): points}."""
        if self.dice is None or self.finished:
            return {}
        return self.card.options(self.dice, roll=self.rolls)

    # -- totals ------------------------------------------------------------------------

    def totals(self, game: int | None = None) -> tuple[int, ...]:
        g = self.game_index if game is None else game
        return tuple(c.total() for c in self.cards[g])

    def series_totals(self, upto: int | None = None) -> tuple[int, ...]:
        """Cumulative totals over the games of the series so far (or up to game `upto`,
        included, for a running total)."""
        games = range(len(self.cards) if upto is None else upto + 1)
        return tuple(
            sum(self.cards[g][s].total() for g in games) for s in range(len(self.setup.seats))
        )

    def outcome(self, game: int) -> Outcome:
        return Outcome.of(self.totals(game))

    def series_outcome(self) -> Outcome:
        return Outcome.of(self.series_totals())

    # -- transitions -------------------------------------------------------------------

    def _with_card(self, card: Card, **changes: Any) -> GameState:
        g, s = self.game_index, self.seat
        row = list(self.cards[g])
        row[s] = card
        cards = list(self.cards)
        cards[g] = tuple(row)
        return replace(self, cards=tuple(cards), dice=None, rolls=0, **changes)

    def after(self, action: Action) -> GameState:
        """The state once this action is taken; IllegalMove if the rules forbid it."""
        if self.finished and not isinstance(action, Correct):
            raise IllegalMove("the series is over")
        physical = self.dice_mode is DiceMode.PHYSICAL
        if isinstance(action, Roll):
            return self._roll(action, physical)
        if isinstance(action, EnterDice):
            if not physical:
                raise IllegalMove("dice are entered by hand only with physical dice")
            if not (isinstance(action.roll, int) and 1 <= action.roll <= MAX_ROLLS):
                raise IllegalMove("a turn has rolls 1 to 3")
            values = check_dice(action.dice)
            return self._same_turn(replace(self, dice=values, rolls=action.roll))
        if isinstance(action, Score):
            if self.dice is None:
                raise IllegalMove("roll the dice before scoring")
            card = self.card.place(self.dice, action.box, action.column, roll=self.rolls)
            return self._with_card(card)
        if isinstance(action, WriteScore):
            if not physical:
                raise IllegalMove("scores are written directly only with physical dice")
            card = self.card.write(action.box, action.points, action.column, action.yahtzee_bonus)
            return self._with_card(card)
        if isinstance(action, SetStarter):
            if not physical:
                raise IllegalMove("with app dice, the roll-off decides who starts")
            if not (isinstance(action.seat, int) and 0 <= action.seat < len(self.setup.seats)):
                raise IllegalMove("there is no such player")
            g = self.game_index
            if self.game_started(g):
                raise IllegalMove("the starter is chosen before the game's first turn")
            starters = list(self.starters)
            starters[g] = action.seat
            return replace(self, starters=tuple(starters))
        if isinstance(action, SwitchDice):
            return self._switch(action)
        if isinstance(action, Correct):
            return self._correct(action)
        raise IllegalMove(f"unknown action {action!r}")

    def _switch(self, action: SwitchDice) -> GameState:
        mode = DiceMode(action.mode)
        if self.setup.challenge and mode is DiceMode.PHYSICAL:
            raise IllegalMove("a challenge game is played with app dice")
        if self.rolls or self.dice is not None:
            raise IllegalMove("switch the dice between turns")
        g = self.game_index
        starters = list(self.starters)
        if self.game_started(g):  # keep the playing order as it is
            starters[g] = self.starter(g)
        modes = self.modes[:g] + (mode,) * (len(self.modes) - g)
        return replace(self, starters=tuple(starters), modes=modes)

    def _correct(self, action: Correct) -> GameState:
        g, seat = action.game, action.seat
        if not (isinstance(g, int) and 0 <= g <= self.game_index):
            raise IllegalMove("there is no such game to correct")
        if not (isinstance(seat, int) and 0 <= seat < len(self.setup.seats)):
            raise IllegalMove("there is no such player")
        if self.modes[g] is not DiceMode.PHYSICAL:
            raise IllegalMove("scores are corrected only in games played with physical dice")
        card = self.cards[g][seat].corrected(
            action.box, action.points, action.column, action.yahtzee_bonuses
        )
        row = list(self.cards[g])
        row[seat] = card
        cards = list(self.cards)
        cards[g] = tuple(row)
        # Not _same_turn: a corrected winner of the last game may start this one.
        return replace(self, cards=tuple(cards))

    def _roll(self, action: Roll, physical: bool) -> GameState:
        if physical:
            raise IllegalMove("with physical dice, enter the dice you rolled")
        if self.rolls >= MAX_ROLLS:
            raise IllegalMove("no rolls left: score the dice")
        hold = tuple(bool(h) for h in action.hold)
        if len(hold) != 5:
            raise IllegalMove("a roll holds five true/false flags")
        if self.dice is None and any(hold):
            raise IllegalMove("the first roll of a turn rolls all five dice")
        if all(hold):
            raise IllegalMove("all five dice are held: score them instead")
        setup = self.setup
        seat = None if setup.challenge else self.seat
        fresh = dice_for(setup.seed, self.game_index, seat, self.turn, self.rolls)
        old = self.dice or fresh
        dice = tuple(o if h else f for o, f, h in zip(old, fresh, hold, strict=True))
        return self._same_turn(replace(self, dice=dice, held=hold, rolls=self.rolls + 1))

    def _same_turn(self, state: GameState) -> GameState:
        """Carry over what derives from the cards alone, which a roll does not change."""
        for name in ("game_index", "seat"):
            if name in self.__dict__:
                state.__dict__[name] = self.__dict__[name]
        return state


# --- the game: log, undo, redo -------------------------------------------------------------

Event = Literal["do", "undo", "redo"]


@dataclass
class Game:
    """A series being played: setup + action log, with unlimited undo and redo.

    Listeners (`subscribe`) hear ("do" | "undo" | "redo", action) after each change;
    the autosave journal is one of them.
    """

    setup: GameSetup
    _states: list[GameState] = field(default_factory=list, repr=False)
    _log: list[Action] = field(default_factory=list, repr=False)
    _redo: list[Action] = field(default_factory=list, repr=False)
    _listeners: list[Callable[[Event, Action], None]] = field(default_factory=list, repr=False)

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

    def subscribe(self, listener: Callable[[Event, Action], None]) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Event, Action], None]) -> None:
        self._listeners.remove(listener)

    def _notify(self, event: Event, action: Action) -> None:
        for listener in list(self._listeners):
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

    def roll(self, hold: Sequence[bool] = (False,) * 5) -> Dice:
        h = tuple(bool(x) for x in hold)
        if len(h) != 5:
            raise IllegalMove("a roll holds five true/false flags")
        state = self.apply(Roll((h[0], h[1], h[2], h[3], h[4])))
        assert state.dice is not None
        return state.dice

    def score(self, box: str, column: int = 0) -> GameState:
        return self.apply(Score(box, column))

    def enter_dice(self, dice: Iterable[int], roll: int = 1) -> GameState:
        return self.apply(EnterDice(check_dice(dice), roll))

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
