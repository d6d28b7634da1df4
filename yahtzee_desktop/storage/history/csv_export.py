"""The history as a CSV file for a spreadsheet, one row per card.

A file a user opens in Excel or LibreOffice is untrusted output: this module is where
the rules for making it safe (formula neutralising, control characters, the BOM and the
separator the user's language expects) live, apart from the queries the dialog shows.
"""

from __future__ import annotations

import csv
import errno
import io
import os
from collections.abc import Sequence
from pathlib import Path

from ...core.savefile import atomic_write
from .connection import HistoryConnection, HistoryError, HistoryProblem

__all__ = ["CSV_DELIMITERS", "CsvExport", "csv_cell"]


class CsvExport(HistoryConnection):
    """The history's export to a file."""

    def export_csv(self, path: str | os.PathLike[str], delimiter: str = ",") -> int:
        """Write one row per card (date, rules, mode, name, total, winner); rows written.

        Safe to open in a spreadsheet: text cells are neutralised (`csv_cell`), and the
        file starts with a UTF-8 BOM so Excel reads the accents. `delimiter` is "," or
        ";" (what Excel expects where the decimal mark is a comma, as in French).
        A file that cannot be written raises HistoryError: DISK_FULL, or UNWRITABLE (a
        read-only or vanished folder), the history itself untouched.
        """
        if delimiter not in CSV_DELIMITERS:
            raise ValueError(f"the separator is one of {CSV_DELIMITERS}")
        rows = self.db.execute(
            "SELECT g.played_at, s.rules_key, s.dice_mode, g.game_index + 1, c.name, c.total,"
            " c.upper, c.upper_bonus, c.yahtzees, c.winner FROM cards c"
            " JOIN games g ON g.id = c.game_id JOIN series s ON s.id = g.series_id"
            " ORDER BY g.played_at, g.id, c.seat"
        ).fetchall()
        header: Sequence[str] = (
            "played_at", "rules", "dice", "game", "name", "total",
            "upper", "upper_bonus", "yahtzees", "winner",
        )  # fmt: skip
        text = io.StringIO(newline="")
        writer = csv.writer(text, delimiter=delimiter)
        writer.writerow(header)
        writer.writerows([csv_cell(v) for v in row] for row in rows)
        try:
            atomic_write(Path(path), text.getvalue().encode("utf-8-sig"))
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise HistoryError(
                    HistoryProblem.DISK_FULL, "The disk is full: the file was not written."
                ) from exc
            raise HistoryError(
                HistoryProblem.UNWRITABLE, f"The file cannot be written: {exc.strerror}."
            ) from exc
        return len(rows)


CSV_DELIMITERS = (",", ";")

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_CONTROL = dict.fromkeys([*range(0x20), *range(0x7F, 0xA0)])


def csv_cell(value: object) -> object:
    """A value as a spreadsheet may safely read it: numbers as they are; text without
    control characters, and a text that a spreadsheet would run as a formula (it starts
    with = + - @, a tab or a carriage return: the OWASP rule) shown as text by a leading
    apostrophe. A name such as =cmd|'/C calc'!A0 is exported, and stays a name."""
    if not isinstance(value, str):
        return value
    clean = value.translate(_CONTROL)
    if value.startswith(_FORMULA_STARTS) or clean.startswith(_FORMULA_STARTS):
        return "'" + clean
    return clean
