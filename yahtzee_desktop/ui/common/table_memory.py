"""Who sat at the table last time: seats (person or computer, level, team members), the
dice, the number of games and who starts, so the family finds its table again at the
next start and in the New game dialog (the rules are `Settings.last_rules`).

Kept in the settings file under one key, as JSON. Every value read back is checked on
its own: a bad one falls back to its default while the rest of the table is kept, and
the healed table is written back, as `settings.py` does for the preferences.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.seeds import new_seed
from yahtzee_desktop.core.setup import (
    MAX_GAMES,
    MAX_NAME,
    MAX_SEATS,
    DiceMode,
    GameSetup,
    Player,
    PlayerKind,
    Seat,
    StartRule,
    default_games,
    now_iso,
)
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP
from yahtzee_desktop.ui.common.settings import MAX_STORED_TEXT, Settings

__all__ = [
    "COMPUTER_LEVELS",
    "TABLE_KEY",
    "SeatMemory",
    "TableMemory",
    "forget_table",
    "remember_table",
    "remembered_table",
    "setup_for",
    "startup_setup",
]

TABLE_KEY = "last_table"
COMPUTER_LEVELS = ("beginner", "club", "expert")
DEFAULT_LEVEL = "club"


@dataclass(frozen=True)
class SeatMemory:
    """One seat as the dialog showed it (an empty name stays empty: "Player 2" is a
    placeholder, said again in the user's language next time)."""

    name: str = ""
    kind: PlayerKind = PlayerKind.HUMAN
    level: str = DEFAULT_LEVEL
    """Computer level (kept for a person too, so switching back to Computer finds it)."""
    members: tuple[str, ...] = ()
    """Team members in turn order; empty for someone playing alone."""


@dataclass(frozen=True)
class TableMemory:
    """The whole table but the rules."""

    seats: tuple[SeatMemory, ...] = ()
    dice_mode: DiceMode = DiceMode.APP
    games: int | None = None
    """Games in the series; None: the rules' default (six, or one for a grid)."""
    start_rule: StartRule = StartRule.ROLL_FIVE

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [
                {"name": s.name, "kind": s.kind.value, "level": s.level, "members": list(s.members)}
                for s in self.seats
            ],
            "dice": self.dice_mode.value,
            "games": self.games,
            "start": self.start_rule.value,
        }


def _text(value: Any) -> str | None:
    """A name as stored, or None if it is not one (too long, control characters)."""
    if (
        not isinstance(value, str)
        or len(value) > MAX_NAME
        or any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in value)
    ):
        return None
    return value


def _seat(value: Any) -> SeatMemory | None:
    """A stored seat; a seat without a readable name is dropped, other bad fields default."""
    if not isinstance(value, dict):
        return None
    name = _text(value.get("name", ""))
    if name is None:
        return None
    try:
        kind = PlayerKind(value.get("kind", PlayerKind.HUMAN.value))
    except ValueError:
        kind = PlayerKind.HUMAN
    level = value.get("level", DEFAULT_LEVEL)
    if level not in COMPUTER_LEVELS:
        level = DEFAULT_LEVEL
    raw = value.get("members", [])
    members: tuple[str, ...] = ()
    if isinstance(raw, list) and len(raw) <= MAX_SEATS * 4:
        names = [_text(m) for m in raw]
        members = tuple(m.strip() for m in names if m is not None and m.strip())
    return SeatMemory(name, kind, level, members)


def _parse(raw: Any) -> tuple[TableMemory | None, bool]:
    """(the table, whether anything had to be mended); None if nothing is readable."""
    if not isinstance(raw, str) or not raw or len(raw) > MAX_STORED_TEXT:
        return None, True
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None, True
    if not isinstance(data, dict):
        return None, True
    stored = data.get("seats")
    seats = [_seat(s) for s in stored] if isinstance(stored, list) else []
    kept = tuple(s for s in seats if s is not None)[:MAX_SEATS]
    if not kept:
        return None, True
    mended = len(kept) != len(stored) if isinstance(stored, list) else True
    try:
        dice = DiceMode(data.get("dice", DiceMode.APP.value))
    except ValueError:
        dice, mended = DiceMode.APP, True
    games = data.get("games")
    if games is not None and (
        isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES
    ):
        games, mended = None, True
    try:
        start = StartRule(data.get("start", StartRule.ROLL_FIVE.value))
    except ValueError:
        start, mended = StartRule.ROLL_FIVE, True
    return TableMemory(kept, dice, games, start), mended


def remembered_table(settings: Settings) -> TableMemory | None:
    """The last table, or None at the very first start (nothing remembered yet).

    A table remembered by an older version (names only) comes back as people.
    """
    store = settings.store
    if store.contains(TABLE_KEY):
        table, mended = _parse(store.value(TABLE_KEY))
        if table is not None:
            if mended:
                store.setValue(TABLE_KEY, json.dumps(table.to_dict()))
            return table
        store.remove(TABLE_KEY)  # unreadable: forgotten, so the next start is clean
    if store.contains("last_players"):
        names = settings.last_players
        if names:
            return TableMemory(tuple(SeatMemory(n) for n in names))
    return None


def remember_table(settings: Settings, table: TableMemory) -> None:
    """Keep this table for the next start and the next New game dialog."""
    settings.store.setValue(TABLE_KEY, json.dumps(table.to_dict()))
    settings.last_players = [s.name.strip() for s in table.seats]


def forget_table(settings: Settings) -> None:
    settings.store.remove(TABLE_KEY)
    settings.store.remove("last_players")


def default_name(n: int, team: bool, computer: int = 0) -> str:
    """What an empty name field stands for (the dialog's own words): "Player 3", "Team 2",
    or for the `computer`-th computer seat "Robot", "Robot 2" (it said "Player 3", which
    told no one it was the computer), in the app's language when the seat is made."""
    if computer:
        if computer == 1:
            return QCoreApplication.translate("NewGameDialog", "Robot")
        return QCoreApplication.translate("NewGameDialog", "Robot %d") % computer
    return QCoreApplication.translate("NewGameDialog", _TEAM if team else _PLAYER) % n


_TEAM = QT_TRANSLATE_NOOP("NewGameDialog", "Team %d")
_PLAYER = QT_TRANSLATE_NOOP("NewGameDialog", "Player %d")


def seats_of(table: TableMemory) -> tuple[Seat, ...]:
    """The seats a table describes; empty names become "Player 1", "Team 2", "Robot"..."""
    seats = []
    computers = 0
    for n, remembered in enumerate(table.seats, 1):
        team = len(remembered.members) > 0
        computer = not team and remembered.kind is PlayerKind.COMPUTER
        computers += computer
        name = remembered.name.strip() or default_name(n, team, computers if computer else 0)
        if team:
            seats.append(Seat(name, tuple(Player(m) for m in remembered.members)))
        else:
            level = remembered.level if remembered.kind is PlayerKind.COMPUTER else ""
            seats.append(Seat.solo(name, remembered.kind, level))
    return tuple(seats)


def setup_for(table: TableMemory, rules: RuleSet, seed: int | None = None) -> GameSetup:
    """A new series at this table, under these rules, starting now."""
    games = table.games if table.games is not None else default_games(rules)
    return GameSetup(
        rules=rules,
        seats=seats_of(table),
        games=games,
        seed=new_seed() if seed is None else seed,
        dice_mode=table.dice_mode,
        start_rule=table.start_rule,
        started=now_iso(),
    )


def startup_setup(settings: Settings) -> tuple[GameSetup, bool]:
    """The game the app opens on, and whether this is the family's very first start.

    With a remembered table, that table under the rules of the last game played (the
    rules last picked in the New game dialog may never have been played). At the first
    start, a single seat stands in while the New game dialog asks who is playing.
    """
    rules = settings.played_rules or settings.last_rules
    table = remembered_table(settings)
    if table is None:
        return setup_for(TableMemory((SeatMemory(),), games=1), rules), True
    return setup_for(table, rules), False
