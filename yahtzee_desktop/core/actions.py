"""The actions a game is made of (roll, enter real dice, score, write a score, choose the
starter, switch dice, correct), and their JSON form in save files and the journal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .dice import MOST_DICE, Dice, IllegalMove, check_faces
from .setup import DiceMode

__all__ = [
    "Action",
    "Correct",
    "EnterDice",
    "Roll",
    "Score",
    "SetStarter",
    "SwitchDice",
    "WriteScore",
    "action_from_dict",
    "json_field",
]


@dataclass(frozen=True)
class Roll:
    """Roll the dice not held (app dice): one flag per die, or none at all for "hold
    nothing" (the first roll of a turn holds nothing)."""

    hold: tuple[bool, ...] = ()
    type: ClassVar[str] = "roll"

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "hold": list(self.hold)}


@dataclass(frozen=True)
class EnterDice:
    """Physical dice: the faces showing (one per die) after roll number `roll` of the turn."""

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
        if len(hold) > MOST_DICE or not all(isinstance(h, bool) for h in hold):
            raise ValueError("a roll holds one true/false flag per die")
        return Roll(tuple(hold))
    if kind == "enter_dice":
        dice = json_field(data, "dice", list)
        try:
            values = check_faces(dice)
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
