"""The rows of a sheet's table, with every value it prints taken from the core's `Card`
(totals, bonuses, pace), so paper and screen always agree.

Which rows there are depends on the rule set and the sheet alone; which of the optional
ones fit on the page is the layout's choice (`SheetBuilder.geometry`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.card import Card
from ..core.rules import BoxRule
from ..i18n import QT_TRANSLATE_NOOP, format_pace
from .describe import box_points
from .flowables import DieLabel, TickBoxes
from .sheet_model import GROUPS, Layout, Sheet
from .style import REGULAR, box_name, tr
from .text import group_number

__all__ = ["Row", "sheet_rows"]

_T = {
    "upper_sub": QT_TRANSLATE_NOOP("Printing", "Upper subtotal"),
    "bonus": QT_TRANSLATE_NOOP("Printing", "Bonus"),
    "bonus_rule": QT_TRANSLATE_NOOP("Printing", "{points} if ≥ {threshold}"),
    # The print dialog's words for this row ("A row to follow the upper bonus (ahead of
    # or behind 63)"), short enough for the label column: "Pace (par 63)" was jargon.
    "pace": QT_TRANSLATE_NOOP("Printing", "Ahead/behind {par}"),
    "pace_rule": QT_TRANSLATE_NOOP("Printing", "{count} of each"),
    "upper_total": QT_TRANSLATE_NOOP("Printing", "Upper total"),
    "ybonus": QT_TRANSLATE_NOOP("Printing", "{name} bonus"),
    "ybonus_rule": QT_TRANSLATE_NOOP("Printing", "✓ = {points}"),
    "lower_total": QT_TRANSLATE_NOOP("Printing", "Lower total"),
    "column_total": QT_TRANSLATE_NOOP("Printing", "Column total"),
    "multiplied": QT_TRANSLATE_NOOP("Printing", "Column × factor"),
    "grand": QT_TRANSLATE_NOOP("Printing", "Grand total"),
    "n_games": QT_TRANSLATE_NOOP("Printing", "Total of the {n} games"),
    "six_games": QT_TRANSLATE_NOOP("Printing", "Total of the six games"),
    "ybonus_score": QT_TRANSLATE_NOOP("Printing", "Score {points} per ✓"),
    "lower_upper_total": QT_TRANSLATE_NOOP("Printing", "Upper total (carried)"),
    "series": QT_TRANSLATE_NOOP("Printing", "Series total"),
    "rank": QT_TRANSLATE_NOOP("Printing", "Rank"),
}


@dataclass
class Row:
    """One line of the table: its label, the rule's points, one cell per column."""

    kind: str
    """box, sum, bonus, pace, ticks, grand, extra, footer."""
    label: Any
    points: str = ""
    cells: list[Any] = field(default_factory=list)
    optional: int = 0
    """0: always printed; higher numbers are dropped first when space runs out."""
    starts_lower: bool = False
    box: str = ""
    """The box id of a box row."""
    span_label: bool = False
    """The label runs over the points column too."""


def _fmt(value: int | None, lang: str = "en") -> str:
    return "" if value is None else group_number(value, lang)


def _per_cell(sheet: Sheet, fn: Any) -> list[Any]:
    """One value per (group, column); blank groups get empty cells."""
    out: list[Any] = []
    for g in sheet.groups:
        for c in range(sheet.rules.columns):
            out.append("" if g.card is None else fn(g.card, c))
    return out


def _per_group(sheet: Sheet, fn: Any, blank_too: bool = False) -> list[Any]:
    """One value per group, padded to the group's width (the cells are spanned)."""
    out: list[Any] = []
    for g in sheet.groups:
        out.append(fn(g) if g.card is not None or blank_too else "")
        out.extend([""] * (sheet.rules.columns - 1))
    return out


def sheet_rows(sheet: Sheet) -> list[Row]:
    """Every row the sheet may print, top to bottom, with its cells' values."""
    rules, lang = sheet.rules, sheet.lang
    ncols, ngroups = rules.columns, len(sheet.groups)
    multiplied = any(c.multiplier != 1 for c in rules.column_rules)
    rows: list[Row] = []
    index = {b.id: i for i, b in enumerate(rules.box_rules)}

    def num(value: int) -> str:
        return group_number(value, lang)

    def box_row(b: BoxRule) -> Row:
        i = index[b.id]
        label = DieLabel(
            b.face if b.upper else None, box_name(b.id, rules.preset, lang), REGULAR, 9
        )
        return Row(
            "box",
            label if b.upper else box_name(b.id, rules.preset, lang),
            box_points(b, lang),
            _per_cell(sheet, lambda card, c: _fmt(card.cells[c][i], lang)),
            box=b.id,
        )

    uppers = [b for b in rules.box_rules if b.upper]
    lowers = [b for b in rules.box_rules if not b.upper]
    rows.extend(box_row(b) for b in uppers)
    par = rules.upper_par

    def any_upper(card: Card, c: int) -> bool:
        cells = zip(card.cells[c], rules.box_rules, strict=True)
        return any(v is not None and b.upper for v, b in cells)

    def bonus_cell(card: Card, c: int) -> str:
        t = card.column_totals(c)
        return num(t.upper_bonus) if t.upper_bonus or t.upper_complete else ""

    def upper_total(card: Card, c: int) -> str:
        return num(card.column_totals(c).upper_total) if any_upper(card, c) else ""

    rows.append(
        Row(
            "sum",
            tr(_T["upper_sub"], lang),
            "",
            _per_cell(
                sheet,
                lambda card, c: (
                    _fmt(card.column_totals(c).upper, lang) if any_upper(card, c) else ""
                ),
            ),
        )
    )
    bonus_rule = tr(_T["bonus_rule"], lang).format(
        points=rules.upper_bonus, threshold=rules.upper_bonus_threshold
    )
    if rules.upper_bonus:
        rows.append(Row("bonus", tr(_T["bonus"], lang), bonus_rule, _per_cell(sheet, bonus_cell)))
    if sheet.show_pace:
        rows.append(
            Row(
                "pace",
                tr(_T["pace"], lang).format(par=par),
                tr(_T["pace_rule"], lang).format(count=rules.par),
                _per_cell(
                    sheet, lambda card, c: format_pace(card.pace(c)) if any_upper(card, c) else ""
                ),
                optional=0 if sheet.pace_kept else 2,
            )
        )
    rows.append(
        Row("sum", tr(_T["upper_total"], lang), "", _per_cell(sheet, upper_total), optional=1)
    )
    rows.extend(box_row(b) for b in lowers)
    rows[-len(lowers)].starts_lower = True
    if rules.yahtzee_bonus and "yahtzee" in rules.by_id:
        # As on the official pad: a square to tick per extra Yahtzee, then its points.
        all_same = box_name("yahtzee", rules.preset, lang)
        cells: list[Any] = [
            TickBoxes(3, 0 if g.card is None else g.card.bonus_counts[c])
            for g in sheet.groups
            for c in range(ncols)
        ]
        rows.append(
            Row(
                "ticks",
                tr(_T["ybonus"], lang).format(name=all_same),
                tr(_T["ybonus_rule"], lang).format(points=rules.yahtzee_bonus),
                cells,
            )
        )

        def ybonus(card: Card, c: int) -> str:
            # Like the upper bonus: 0 once decided (the column full), not a blank that
            # reads as "not added up yet" on a finished sheet.
            decided = card.bonus_counts[c] or not card.open_boxes(c)
            return num(card.column_totals(c).yahtzee_bonus) if decided else ""

        rows.append(
            Row(
                "bonus",
                tr(_T["ybonus_score"], lang).format(points=rules.yahtzee_bonus),
                "",
                _per_cell(sheet, ybonus),
                span_label=True,
            )
        )

    def lower_total(card: Card, c: int) -> str:
        cells = zip(card.cells[c], rules.box_rules, strict=True)
        if all(v is None for v, b in cells if not b.upper):
            return "" if not card.bonus_counts[c] else num(card.column_totals(c).yahtzee_bonus)
        return num(card.column_totals(c).lower_total)

    rows.append(Row("sum", tr(_T["lower_total"], lang), "", _per_cell(sheet, lower_total)))
    rows.append(
        Row(
            "sum",
            tr(_T["lower_upper_total"], lang),
            "",
            _per_cell(sheet, upper_total),
            optional=1,
        )
    )
    if ncols > 1:
        rows.append(
            Row(
                "sum",
                tr(_T["column_total"], lang),
                "",
                _per_cell(
                    sheet,
                    lambda card, c: num(card.column_totals(c).raw) if card.filled_count() else "",
                ),
            )
        )
    if multiplied:
        rows.append(
            Row(
                "sum",
                tr(_T["multiplied"], lang),
                "",
                _per_cell(
                    sheet,
                    lambda card, c: num(card.column_totals(c).total) if card.filled_count() else "",
                ),
            )
        )
    rows.append(
        Row("grand", tr(_T["grand"], lang), "", _per_group(sheet, lambda g: num(g.card.total())))
    )
    if sheet.show_extra:
        rows.append(
            Row(
                "extra",
                tr(_T["series"], lang),
                "",
                _per_group(sheet, lambda g: _fmt(g.extra, lang), True),
            )
        )
    if sheet.show_rank:
        rows.append(
            Row("extra", tr(_T["rank"], lang), "", _per_group(sheet, lambda g: ""), optional=1)
        )
    if sheet.layout is Layout.GAMES and ngroups > 1:
        cells = [sheet.footer_value] + [""] * (ngroups * ncols - 1)
        label = (
            tr(_T["six_games"], lang)
            if ngroups == GROUPS
            else tr(_T["n_games"], lang).format(n=ngroups)
        )
        rows.append(Row("footer", label, "", cells))
    return rows
