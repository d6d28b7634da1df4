"""Reading the history: the rule sets and names it knows, high scores, the latest games and
one player's statistics.

Read-only SQL that returns the plain values of `values`, so the statistics dialog can
run any of it on a worker thread, on its own connection, while a game is being stored.
"""

from __future__ import annotations

from itertools import groupby

from .connection import HistoryConnection
from .values import GameRecord, HighScore, PlayerStats

__all__ = ["Queries"]


class Queries(HistoryConnection):
    """The history's reading half."""

    def rule_keys(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT rules_key FROM series ORDER BY 1")]

    def names(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT name FROM cards ORDER BY 1")]

    def computer_names(self) -> set[str]:
        """Names that sat at the table as a computer player (a seat of one member whose
        kind is "computer" in its series' setup): statistics show people by default."""
        seat = "'$.seats[' || c.seat || ']"
        rows = self.db.execute(
            "SELECT DISTINCT c.name FROM cards c JOIN games g ON g.id = c.game_id"
            " JOIN series s ON s.id = g.series_id"
            f" WHERE json_extract(s.setup_json, {seat}.members[0].kind') = 'computer'"
            f" AND json_array_length(json_extract(s.setup_json, {seat}.members')) = 1"
        )
        return {r[0] for r in rows}

    def card_counts_by_rules(self) -> dict[str, dict[str, int]]:
        """Rule key -> {name: cards played under that rule set}."""
        counts: dict[str, dict[str, int]] = {}
        for key, name, count in self.db.execute(
            "SELECT s.rules_key, c.name, COUNT(*) FROM cards c JOIN games g ON g.id = c.game_id"
            " JOIN series s ON s.id = g.series_id GROUP BY s.rules_key, c.name"
        ):
            counts.setdefault(key, {})[name] = count
        return counts

    def game_count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def high_scores(self, key: str, solo: bool | None = None, limit: int = 10) -> list[HighScore]:
        """Best totals for one rule set; solo True/False filters one-card games."""
        where = "s.rules_key = ?"
        if solo is True:
            where += " AND g.seats = 1"
        elif solo is False:
            where += " AND g.seats > 1"
        rows = self.db.execute(
            "SELECT c.name, c.total, g.played_at, s.rules_key, g.seats FROM cards c"
            " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            f" WHERE {where} ORDER BY c.total DESC, g.played_at ASC LIMIT ?",
            (key, limit),
        )
        return [HighScore(*row) for row in rows]

    def games(self, limit: int = 200) -> list[GameRecord]:
        """The latest games, newest first."""
        rows = self.db.execute(
            "SELECT g.id, g.played_at, s.rules_key, s.dice_mode, c.name, c.total, c.winner"
            " FROM (SELECT * FROM games ORDER BY played_at DESC, id DESC LIMIT ?) g"
            " JOIN series s ON s.id = g.series_id JOIN cards c ON c.game_id = g.id"
            " ORDER BY g.played_at DESC, g.id DESC, c.seat",
            (limit,),
        ).fetchall()
        records: list[GameRecord] = []
        for (gid, played, key, mode), seats in groupby(rows, key=lambda r: r[:4]):
            cards = list(seats)
            records.append(
                GameRecord(
                    gid,
                    played,
                    key,
                    mode,
                    tuple(c[4] for c in cards),
                    tuple(c[5] for c in cards),
                    tuple(c[4] for c in cards if c[6]),
                )
            )
        return records

    def player_stats(self, name: str, key: str) -> PlayerStats:
        """Statistics of one name under one rule set."""
        stats = PlayerStats(name, key)
        rows = self.db.execute(
            "SELECT g.played_at, c.total, c.upper_bonus, c.yahtzees, c.winner,"
            " (SELECT COUNT(*) FROM cards o WHERE o.game_id = c.game_id)"
            " FROM cards c JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            " WHERE c.name = ? AND s.rules_key = ? ORDER BY g.played_at, g.id",
            (name, key),
        ).fetchall()
        if not rows:
            return stats
        bonuses = yahtzees = 0
        for played, total, bonus, ys, winner, cards in rows:
            stats.totals.append((played, total))
            stats.wins += winner if cards > 1 else 0  # alone at the table, nobody was beaten
            bonuses += bonus
            yahtzees += ys
        values = [t for _, t in stats.totals]
        stats.games = len(values)
        stats.average = sum(values) / len(values)
        stats.best, stats.worst = max(values), min(values)
        stats.upper_bonus_rate = bonuses / len(values)
        stats.yahtzees_per_game = yahtzees / len(values)
        stats.box_averages = dict(
            self.db.execute(
                "SELECT b.box, AVG(b.points) FROM box_scores b JOIN cards c ON c.id = b.card_id"
                " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
                " WHERE c.name = ? AND s.rules_key = ? GROUP BY b.box",
                (name, key),
            ).fetchall()
        )
        return stats
