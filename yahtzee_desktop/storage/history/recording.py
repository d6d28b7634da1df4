"""Writing the history: a finished game recorded (or its record corrected), a game or a
player's cards forgotten.

Apart from the reading side because this is where a game's state becomes rows: it is
the only part that reads the core's cards and setups, and each change here is one
transaction, so a crash never leaves half a game behind.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from datetime import UTC, datetime

from ...core.game import Game
from ...core.savefile import setup_to_dict
from .connection import HistoryConnection, write_problem
from .values import rules_key

__all__ = ["Recording", "series_uid"]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def series_uid(game: Game) -> str:
    """The series a game belongs to: the hash of its setup (the `series` table's uid)."""
    text = json.dumps(setup_to_dict(game.setup), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


class Recording(HistoryConnection):
    """The history's writing half."""

    def record_game(
        self,
        game: Game,
        game_index: int,
        played_at: str | None = None,
        *,
        update: bool = True,
    ) -> bool:
        """Store one finished game of a series (in one transaction); True if the history
        changed.

        A game already stored keeps its date; with `update`, its cards are replaced when
        they differ (a correction, or undo and re-score after the end: the record follows
        the game's final state). Without it (a game opened from a file), it is left as is.
        `played_at` defaults to now.
        """
        state = game.state
        if not state.game_over(game_index):
            raise ValueError("only finished games go into the history")
        try:
            with self._transaction():
                return self._write_game(game, game_index, played_at, update)
        except sqlite3.Error as exc:
            raise write_problem(exc) from exc

    def _write_game(self, game: Game, game_index: int, played_at: str | None, update: bool) -> bool:
        """`record_game`'s rows, inside the caller's transaction."""
        state = game.state
        setup = game.setup
        rules = setup.rules
        key = rules_key(rules.preset, dict(rules.options))
        outcome = state.outcome(game_index)
        cards: list[tuple[object, ...]] = []
        scores: list[list[tuple[str, int]]] = []
        for seat_no, (seat, card) in enumerate(
            zip(setup.seats, state.cards[game_index], strict=True)
        ):
            totals = [card.column_totals(c) for c in range(rules.columns)]
            cards.append(
                (
                    seat_no,
                    seat.name,
                    json.dumps([m.name for m in seat.members], ensure_ascii=False),
                    card.total(),
                    sum(t.upper for t in totals),
                    int(any(t.upper_bonus for t in totals)),
                    card.yahtzees(),
                    int(seat_no in outcome.winners),
                    json.dumps(
                        {"boxes": list(rules.boxes), "cells": [list(c) for c in card.cells]}
                    ),
                )
            )
            scores.append(
                [
                    (box, value)
                    for column in card.cells
                    for box, value in zip(rules.boxes, column, strict=True)
                    if value is not None
                ]
            )
        uid = series_uid(game)
        self.db.execute(
            "INSERT OR IGNORE INTO series (uid, started, preset, rules_key, rules_json,"
            " dice_mode, setup_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                uid,
                setup.started or _now(),
                rules.preset,
                key,
                json.dumps(rules.to_dict()),
                setup.dice_mode.value,
                json.dumps(setup_to_dict(setup), ensure_ascii=False),
            ),
        )
        (series_id,) = self.db.execute("SELECT id FROM series WHERE uid = ?", (uid,)).fetchone()
        row = self.db.execute(
            "SELECT id FROM games WHERE series_id = ? AND game_index = ?",
            (series_id, game_index),
        ).fetchone()
        if row is None:
            game_id = self.db.execute(
                "INSERT INTO games (series_id, game_index, played_at, seats) VALUES (?, ?, ?, ?)",
                (series_id, game_index, played_at or _now(), len(setup.seats)),
            ).lastrowid
        else:
            game_id = row[0]
            stored = self.db.execute(
                "SELECT seat, name, members_json, total, upper, upper_bonus, yahtzees,"
                " winner, cells_json FROM cards WHERE game_id = ? ORDER BY seat",
                (game_id,),
            ).fetchall()
            if not update or stored == cards:
                return False
            self.db.execute("DELETE FROM cards WHERE game_id = ?", (game_id,))
        for values, boxes in zip(cards, scores, strict=True):
            card_id = self.db.execute(
                "INSERT INTO cards (game_id, seat, name, members_json, total, upper,"
                " upper_bonus, yahtzees, winner, cells_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, *values),
            ).lastrowid
            self.db.executemany(
                "INSERT INTO box_scores (card_id, box, points) VALUES (?, ?, ?)",
                [(card_id, box, points) for box, points in boxes],
            )
        return True

    def record_finished_games(
        self, game: Game, played_at: str | None = None, *, update: bool = True
    ) -> int:
        """Store every finished game of a series (see `record_game`), all in one
        transaction (a series is never half stored); how many changed."""
        finished = [g for g in range(len(game.state.cards)) if game.state.game_over(g)]
        try:
            with self._transaction():
                return sum(self._write_game(game, g, played_at, update) for g in finished)
        except sqlite3.Error as exc:
            raise write_problem(exc) from exc

    def delete_game(self, game_id: int) -> None:
        try:
            with self._transaction():
                self.db.execute("DELETE FROM games WHERE id = ?", (game_id,))
                self.db.execute("DELETE FROM series WHERE id NOT IN (SELECT series_id FROM games)")
        except sqlite3.Error as exc:
            raise write_problem(exc) from exc

    def delete_player(self, name: str) -> int:
        """Forget a name's cards (other players' cards of those games stay); rows removed."""
        try:
            with self._transaction():
                removed = self.db.execute("DELETE FROM cards WHERE name = ?", (name,)).rowcount
                self.db.execute("DELETE FROM games WHERE id NOT IN (SELECT game_id FROM cards)")
                self.db.execute("DELETE FROM series WHERE id NOT IN (SELECT series_id FROM games)")
        except sqlite3.Error as exc:
            raise write_problem(exc) from exc
        return int(removed)
