"""The setup of a series: its rule set, its seats (players and teams), how many games,
the seed and how the starter is chosen. Everything here is fixed when a series starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from .rules import RuleSet

__all__ = [
    "MAX_GAMES",
    "MAX_NAME",
    "MAX_ROLLS",
    "MAX_SEATS",
    "DiceMode",
    "GameSetup",
    "Player",
    "PlayerKind",
    "Seat",
    "SetupLimit",
    "StartRule",
    "default_games",
    "now_iso",
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
    """Everyone rolls all the dice; the highest total starts; tied players roll again."""
    ROLL_ONE = "roll_one"
    """The same with one die each."""
    PREVIOUS_WINNER = "previous_winner"
    """The previous game's winner starts (a roll-off for the first game, or among tied winners)."""


class SetupLimit(ValueError):
    """A setup outside the game's limits (players, games): a message a person can act on,
    which a damaged file's report repeats."""


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

    def __post_init__(self) -> None:
        if not 1 <= len(self.seats) <= MAX_SEATS:
            raise SetupLimit(
                f"a game has 1 to {MAX_SEATS} players or teams, this one {len(self.seats)}"
            )
        if not 1 <= self.games <= MAX_GAMES:
            raise SetupLimit(f"a series has 1 to {MAX_GAMES} games, this one {self.games}")
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


def now_iso() -> str:
    """The local time to stamp a series with (`GameSetup.started`), to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")
