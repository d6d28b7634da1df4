"""The history database's on-disk format, as the list of migrations that build it.

Kept apart from the code that opens, writes and reads the file so that a change of
format is one place: append a migration (never edit a shipped one), and name any new
table or column in `REQUIRED_COLUMNS` so an older file that lacks it is caught.
"""

from __future__ import annotations

__all__ = ["MIGRATIONS", "REQUIRED_COLUMNS", "SCHEMA_VERSION"]

MIGRATIONS: tuple[str, ...] = (
    # 1: series, games and cards.
    """
    CREATE TABLE series (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        started TEXT NOT NULL,
        preset TEXT NOT NULL,
        rules_key TEXT NOT NULL,
        rules_json TEXT NOT NULL,
        dice_mode TEXT NOT NULL,
        setup_json TEXT NOT NULL
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
        game_index INTEGER NOT NULL,
        played_at TEXT NOT NULL,
        seats INTEGER NOT NULL,
        UNIQUE (series_id, game_index)
    );
    CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        members_json TEXT NOT NULL,
        total INTEGER NOT NULL,
        upper INTEGER NOT NULL,
        upper_bonus INTEGER NOT NULL,
        yahtzees INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        cells_json TEXT NOT NULL
    );
    CREATE INDEX cards_name ON cards(name);
    CREATE INDEX cards_game ON cards(game_id);
    CREATE INDEX series_rules ON series(rules_key);
    """,
    # 2: one row per written box, so box averages are an SQL aggregate, not JSON parsing.
    """
    CREATE TABLE box_scores (
        card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
        box TEXT NOT NULL,
        points INTEGER NOT NULL
    );
    CREATE INDEX box_scores_card ON box_scores(card_id, box, points);
    CREATE INDEX games_played ON games(played_at);
    INSERT INTO box_scores (card_id, box, points)
        SELECT c.id, json_extract(c.cells_json, '$.boxes[' || cell.key || ']'), cell.value
        FROM cards c, json_each(c.cells_json, '$.cells') col, json_each(col.value) cell
        WHERE cell.value IS NOT NULL;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)

REQUIRED_COLUMNS: dict[str, tuple[str, ...]] = {
    "series": ("id", "uid", "started", "preset", "rules_key", "rules_json", "dice_mode",
               "setup_json"),
    "games": ("id", "series_id", "game_index", "played_at", "seats"),
    "cards": ("id", "game_id", "seat", "name", "members_json", "total", "upper", "upper_bonus",
              "yahtzees", "winner", "cells_json"),
    "box_scores": ("card_id", "box", "points"),
}  # fmt: skip
"""What the schema must hold once migrated."""
