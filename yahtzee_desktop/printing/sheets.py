"""A4 score sheets, blank or filled, laid out from the rule set.

The rows (boxes, subtotals, bonus, Yahtzee-bonus ticks, totals) and the columns
(games or players, each with the rule set's columns) come from the `RuleSet`;
filled values come from `Card`, so paper and screen always agree. A sheet picks
portrait or landscape, and drops its optional rows (pace, upper total), only as
far as needed to keep cells at least 7 mm high and 8 mm wide.

This module decides the layout (`SheetBuilder`: rows, page, table); `sheet_draw` puts it on
the page with what goes around it (title, fields, legend, notes).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from reportlab.lib.pagesizes import landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.platypus import Table, TableStyle  # type: ignore[import-untyped]

from ..core.card import Card
from ..core.rules import BoxRule, Joker, Order, RuleSet
from ..core.setup import MAX_NAME
from ..i18n import QT_TRANSLATE_NOOP, format_pace
from .describe import box_points, upper_bonus_text
from .flowables import DieLabel, FittedLabel, TickBoxes
from .style import (
    BOLD,
    GRID,
    INK,
    LIGHT,
    MARGIN,
    MIN_ROW,
    PAGE,
    REGULAR,
    SHADE,
    TINT,
    box_name,
    column_name,
    preset_name,
    tr,
)
from .text import Fitted, fit_text, font_for, visual

__all__ = [
    "Group",
    "Layout",
    "PlacedField",
    "Sheet",
    "SheetBuilder",
    "blank_sheet",
    "rules_summary",
    "sheet_title",
]


class Layout(StrEnum):
    """Six games for one player, or one game for six players."""

    GAMES = "games"
    PLAYERS = "players"


GROUPS = 6
"""Six game columns, as on the official pad, or six players, as on French grids."""

MAX_ROW = 10 * mm
MIN_CELL = 8 * mm
MAX_CELL = 30 * mm
"""Score cells stop growing here: a wider cell only spreads a number; the label gets the rest."""
NAME_W = 32 * mm
NAME_MAX = 75 * mm
POINTS_W = 20 * mm
HEAD_ROW = 6.5 * mm
NAME_ROW = 9.5 * mm
HEADER_H = 20 * mm
HEADER_COMPACT = 14 * mm
"""Landscape pages put the fields beside the title and the legend under it."""
LEGEND_LINE = 3.6 * mm
INNER = 1.0 * mm
"""Room kept between a number and its cell's grid lines."""
MIN_VALUE_PT = 6.0
SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"
FIELD_W = 50 * mm
"""The writing line of a blank header field."""
FIELD_GAP = 6 * mm
FIELD_PT, FIELD_MIN_PT = 10, 7
TITLE_PT = 15
LEGEND_CAPS = ((MAX_NAME, 90), (90, 40), (0, 0))
"""The most characters of a cut (field value, heading) that the legend gives, tried in
turn: a field's name whole (up to the longest a player may have), a heading's up to 90;
shorter only when the legend would otherwise leave the table no room on the page, and
at worst (0) none, the text then cut with "…" and no mark: the page still prints."""

_T = {
    "sheet": QT_TRANSLATE_NOOP("Printing", "Score sheet"),
    "field": QT_TRANSLATE_NOOP("Printing", "{label}:"),  # French puts a space before ":"
    "name": QT_TRANSLATE_NOOP("Printing", "Name"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "game": QT_TRANSLATE_NOOP("Printing", "Game {n}"),
    "player": QT_TRANSLATE_NOOP("Printing", "Players"),
    "games": QT_TRANSLATE_NOOP("Printing", "Games"),
    "upper_sub": QT_TRANSLATE_NOOP("Printing", "Upper subtotal"),
    "bonus": QT_TRANSLATE_NOOP("Printing", "Bonus"),
    "bonus_rule": QT_TRANSLATE_NOOP("Printing", "{points} if ≥ {threshold}"),
    "pace": QT_TRANSLATE_NOOP("Printing", "Pace (par {par})"),
    "pace_rule": QT_TRANSLATE_NOOP("Printing", "vs 3 of each"),
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
    "full_names": QT_TRANSLATE_NOOP("Printing", "Full names"),
    "void": QT_TRANSLATE_NOOP(
        "Printing", "Struck-through Plus and Minus: Plus not higher than Minus, both count 0"
    ),
    "short_descending": QT_TRANSLATE_NOOP("Printing", "Desc."),
    "short_ascending": QT_TRANSLATE_NOOP("Printing", "Asc."),
    "short_free": QT_TRANSLATE_NOOP("Printing", "Free"),
    "short_dry": QT_TRANSLATE_NOOP("Printing", "Dry"),
    "series": QT_TRANSLATE_NOOP("Printing", "Series total"),
    "rank": QT_TRANSLATE_NOOP("Printing", "Rank"),
    "winner": QT_TRANSLATE_NOOP("Printing", "★ winner"),
    "ybonus_opt": QT_TRANSLATE_NOOP("Printing", "{name} bonus: {points} per extra {name}"),
    "joker_forced": QT_TRANSLATE_NOOP("Printing", "joker: forced"),
    "joker_free": QT_TRANSLATE_NOOP("Printing", "joker: free choice"),
    "upper_first": QT_TRANSLATE_NOOP("Printing", "upper section first"),
    "descending": QT_TRANSLATE_NOOP("Printing", "↓ top to bottom"),
    "ascending": QT_TRANSLATE_NOOP("Printing", "↑ bottom to top"),
    "dry": QT_TRANSLATE_NOOP("Printing", "{dry}: dice of the first roll only"),
    "plus_minus": QT_TRANSLATE_NOOP(
        "Printing", "Plus and Minus count 0 unless Plus is higher than Minus"
    ),
}


@dataclass(frozen=True)
class Group:
    """One block of columns: a game (six-games layout) or a player (six-players layout)."""

    heading: str = ""
    """Printed above the block; empty leaves room to write a name."""
    card: Card | None = None
    """The scores to print; None for a blank block."""
    winner: bool = False
    """Marked with a star."""
    extra: int | None = None
    """Series total shown under the grand total (filled sheets of a series)."""


@dataclass(frozen=True)
class Sheet:
    """Everything one page shows."""

    rules: RuleSet
    lang: str
    layout: Layout
    groups: tuple[Group, ...]
    fields: tuple[tuple[str, str], ...] = ()
    """Header fields (label, value); an empty value prints a line to write on."""
    subtitle: str = ""
    footer_value: str = ""
    """Games layout: the total of the six games, if known."""
    show_extra: bool = False
    """Print the `Group.extra` row (series totals)."""
    show_rank: bool = False
    """Print an empty rank row to fill in (blank six-player sheets)."""
    show_pace: bool = True
    """Print the pace row (against par 63): on filled sheets; optional on blank ones."""


@dataclass(frozen=True)
class PlacedField:
    """A header field as the page prints it."""

    label: str
    """The label with its colon ("Name:"), in the sheet's language."""
    value: Fitted | None
    """The value fitted to its room (cut with "…" and a mark that the legend explains);
    None for a blank field, a line to write on."""
    room: float


@dataclass
class _Row:
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


def _fmt(value: int | None) -> str:
    return "" if value is None else str(value)


def rules_summary(rules: RuleSet, lang: str) -> str:
    """The options a player must know while scoring, on one line under the title."""
    parts = [upper_bonus_text(rules, lang)]
    if rules.yahtzee_bonus and "yahtzee" in rules.by_id:
        five = box_name("yahtzee", rules.preset, lang)
        parts.append(tr(_T["ybonus_opt"], lang).format(name=five, points=rules.yahtzee_bonus))
    if rules.joker is Joker.FORCED:
        parts.append(tr(_T["joker_forced"], lang))
    elif rules.joker is Joker.FREE:
        parts.append(tr(_T["joker_free"], lang))
    if rules.upper_first:
        parts.append(tr(_T["upper_first"], lang))
    return " · ".join(parts)


def _legend(rules: RuleSet, lang: str) -> str:
    parts = []
    orders = {c.order for c in rules.column_rules}
    if Order.DESCENDING in orders:
        parts.append(tr(_T["descending"], lang))
    if Order.ASCENDING in orders:
        parts.append(tr(_T["ascending"], lang))
    for col in rules.column_rules:
        if col.first_roll_only:
            parts.append(tr(_T["dry"], lang).format(dry=column_name(col.id, lang)))
    if rules.has_plus_minus:
        parts.append(tr(_T["plus_minus"], lang))
    return " · ".join(parts)


class SheetBuilder:
    """Turns a Sheet into rows, then into one ReportLab Table and what goes around it."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.rules = sheet.rules
        self.lang = sheet.lang
        self.ncols = sheet.rules.columns
        self.ngroups = len(sheet.groups)
        self.multiplied = any(c.multiplier != 1 for c in sheet.rules.column_rules)
        self.compact = False
        self.shortened: list[str] = []
        """Full texts printed shortened with a superscript number, for the legend: the
        header fields' first (they come first on the page), then the group headings."""
        self.fields: list[PlacedField] = []
        """The header fields, placed for the page `geometry` chose (from `fields_x`)."""
        self.fields_x = MARGIN
        self._cut_fields: list[str] = []
        self._caps = LEGEND_CAPS[0]
        self.struck: list[tuple[int, int]] = []
        """(column, row) of the voided Plus/Minus cells, struck through once drawn."""

    # --- rows ----------------------------------------------------------------------------

    def _per_cell(self, fn: Any) -> list[Any]:
        """One value per (group, column); blank groups get empty cells."""
        out: list[Any] = []
        for g in self.sheet.groups:
            for c in range(self.ncols):
                out.append("" if g.card is None else fn(g.card, c))
        return out

    def _per_group(self, fn: Any, blank_too: bool = False) -> list[Any]:
        """One value per group, padded to the group's width (the cells are spanned)."""
        out: list[Any] = []
        for g in self.sheet.groups:
            out.append(fn(g) if g.card is not None or blank_too else "")
            out.extend([""] * (self.ncols - 1))
        return out

    def rows(self) -> list[_Row]:
        rules, lang = self.rules, self.lang
        rows: list[_Row] = []
        index = {b.id: i for i, b in enumerate(rules.box_rules)}

        def box_row(b: BoxRule) -> _Row:
            i = index[b.id]
            label = DieLabel(
                b.face if b.upper else None, box_name(b.id, rules.preset, lang), REGULAR, 9
            )
            return _Row(
                "box",
                label if b.upper else box_name(b.id, rules.preset, lang),
                box_points(b, lang),
                self._per_cell(lambda card, c: _fmt(card.cells[c][i])),
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
            return str(t.upper_bonus) if t.upper_bonus or t.upper_complete else ""

        def upper_total(card: Card, c: int) -> str:
            return str(card.column_totals(c).upper_total) if any_upper(card, c) else ""

        rows.append(
            _Row(
                "sum",
                tr(_T["upper_sub"], lang),
                "",
                self._per_cell(
                    lambda card, c: _fmt(card.column_totals(c).upper) if any_upper(card, c) else ""
                ),
            )
        )
        bonus_rule = tr(_T["bonus_rule"], lang).format(
            points=rules.upper_bonus, threshold=rules.upper_bonus_threshold
        )
        if rules.upper_bonus:
            rows.append(
                _Row("bonus", tr(_T["bonus"], lang), bonus_rule, self._per_cell(bonus_cell))
            )
        if self.sheet.show_pace:
            rows.append(
                _Row(
                    "pace",
                    tr(_T["pace"], lang).format(par=par),
                    tr(_T["pace_rule"], lang),
                    self._per_cell(
                        lambda card, c: format_pace(card.pace(c)) if any_upper(card, c) else ""
                    ),
                    optional=2,
                )
            )
        rows.append(
            _Row("sum", tr(_T["upper_total"], lang), "", self._per_cell(upper_total), optional=1)
        )
        rows.extend(box_row(b) for b in lowers)
        rows[-len(lowers)].starts_lower = True
        if rules.yahtzee_bonus and "yahtzee" in rules.by_id:
            # As on the official pad: a square to tick per extra Yahtzee, then its points.
            five = box_name("yahtzee", rules.preset, lang)
            cells: list[Any] = [
                TickBoxes(3, 0 if g.card is None else g.card.bonus_counts[c])
                for g in self.sheet.groups
                for c in range(self.ncols)
            ]
            rows.append(
                _Row(
                    "ticks",
                    tr(_T["ybonus"], lang).format(name=five),
                    tr(_T["ybonus_rule"], lang).format(points=rules.yahtzee_bonus),
                    cells,
                )
            )

            def ybonus(card: Card, c: int) -> str:
                # Like the upper bonus: 0 once decided (the column full), not a blank that
                # reads as "not added up yet" on a finished sheet.
                decided = card.bonus_counts[c] or not card.open_boxes(c)
                return str(card.column_totals(c).yahtzee_bonus) if decided else ""

            rows.append(
                _Row(
                    "bonus",
                    tr(_T["ybonus_score"], lang).format(points=rules.yahtzee_bonus),
                    "",
                    self._per_cell(ybonus),
                    span_label=True,
                )
            )

        def lower_total(card: Card, c: int) -> str:
            cells = zip(card.cells[c], rules.box_rules, strict=True)
            if all(v is None for v, b in cells if not b.upper):
                return "" if not card.bonus_counts[c] else str(card.column_totals(c).yahtzee_bonus)
            return str(card.column_totals(c).lower_total)

        rows.append(_Row("sum", tr(_T["lower_total"], lang), "", self._per_cell(lower_total)))
        rows.append(
            _Row(
                "sum",
                tr(_T["lower_upper_total"], lang),
                "",
                self._per_cell(upper_total),
                optional=1,
            )
        )
        if self.ncols > 1:
            rows.append(
                _Row(
                    "sum",
                    tr(_T["column_total"], lang),
                    "",
                    self._per_cell(
                        lambda card, c: (
                            str(card.column_totals(c).raw) if card.filled_count() else ""
                        )
                    ),
                )
            )
        if self.multiplied:
            rows.append(
                _Row(
                    "sum",
                    tr(_T["multiplied"], lang),
                    "",
                    self._per_cell(
                        lambda card, c: (
                            str(card.column_totals(c).total) if card.filled_count() else ""
                        )
                    ),
                )
            )
        rows.append(
            _Row("grand", tr(_T["grand"], lang), "", self._per_group(lambda g: str(g.card.total())))
        )
        if self.sheet.show_extra:
            rows.append(_Row("extra", tr(_T["series"], lang), "", self._per_group(_extra, True)))
        if self.sheet.show_rank:
            rows.append(
                _Row("extra", tr(_T["rank"], lang), "", self._per_group(lambda g: ""), optional=1)
            )
        if self.sheet.layout is Layout.GAMES and self.ngroups > 1:
            cells = [self.sheet.footer_value] + [""] * (self.ngroups * self.ncols - 1)
            label = (
                tr(_T["six_games"], lang)
                if self.ngroups == GROUPS
                else tr(_T["n_games"], lang).format(n=self.ngroups)
            )
            rows.append(_Row("footer", label, "", cells))
        return rows

    # --- geometry ------------------------------------------------------------------------

    def _label_widths(self, rows: list[_Row]) -> tuple[float, float]:
        """What the label and points columns need for their longest texts."""
        label = points = 0.0
        span = 0.0
        for row in rows:
            text = row.label.text if isinstance(row.label, DieLabel) else str(row.label)
            extra = 3.8 * mm + 1.6 * mm if isinstance(row.label, DieLabel) else 0
            if row.kind in ("box", "pace", "ticks") or (row.kind == "bonus" and row.points):
                label = max(label, stringWidth(text, REGULAR, 9) + extra)
                points = max(points, stringWidth(row.points, REGULAR, 7))
            else:
                span = max(span, stringWidth(text, BOLD, 9))
        pad = 2.5 * mm
        label, points = label + pad, points + pad
        if span + pad > label + points:
            label += span + pad - label - points
        return max(label, NAME_W * 0.8), max(points, POINTS_W * 0.8)

    def geometry(self) -> tuple[tuple[float, float], float, float, list[_Row]]:
        """Page size, cell width, row height and the rows that fit (placing the header
        fields too: a value they cut is explained in the legend, which takes room)."""
        cells = self.ngroups * self.ncols
        all_rows = self.rows()
        heads = (NAME_ROW if self._name_headings() else HEAD_ROW) + (
            HEAD_ROW if self.ncols > 1 else 0
        )
        need_label, need_points = self._label_widths(all_rows)
        for caps in LEGEND_CAPS:  # whole names, unless the table would not fit then
            self._caps = caps
            for size in (PAGE, landscape(PAGE)):
                width, height = size
                fixed = max(NAME_W, need_label) + max(POINTS_W, need_points)
                cell_w = (width - 2 * MARGIN - fixed) / cells
                if cell_w < MIN_CELL:
                    fixed = need_label + need_points  # narrow labels before cramped cells
                    cell_w = (width - 2 * MARGIN - fixed) / cells
                if cell_w < MIN_CELL:
                    continue
                self.compact = width > height
                self._place_fields(width)  # a cut value adds to the legend, so before it
                cell_w = min(MAX_CELL, cell_w)
                self.label_w = max(
                    need_label,
                    min(NAME_MAX, width - 2 * MARGIN - cell_w * cells - max(POINTS_W, need_points)),
                )
                self.points_w = max(
                    need_points, min(POINTS_W, width - 2 * MARGIN - cell_w * cells - self.label_w)
                )
                self.cell_w = cell_w
                self.table_w = self.label_w + self.points_w + cell_w * cells
                legend_lines = len(self.legend_lines(self.table_w))
                legend = legend_lines * LEGEND_LINE + (1.5 * mm if legend_lines else 0)
                header = HEADER_COMPACT if self.compact else HEADER_H
                avail = height - 2 * MARGIN - header - legend - heads
                for drop in (3, 2, 1):
                    rows = [r for r in all_rows if r.optional < drop]
                    row_h = min(MAX_ROW, avail / len(rows))
                    if row_h >= MIN_ROW:
                        return size, cell_w, row_h, rows
        raise ValueError("this rule set has too many boxes or columns for one A4 page")

    def _legend(self) -> str:
        legend = _legend(self.rules, self.lang)
        if self._has_winner():
            legend = " · ".join(p for p in (tr(_T["winner"], self.lang), legend) if p)
        if self._has_void():
            legend = " · ".join(p for p in (legend, tr(_T["void"], self.lang)) if p)
        return legend

    def legend_lines(self, width: float) -> list[tuple[str, str]]:
        """The legend's lines (text, font) under the table: the rules' symbols, then the
        full names of the shortened ones."""
        lines: list[tuple[str, str]] = []
        legend = self._legend()
        if legend:
            lines += _wrap(legend, REGULAR, 7.5, width)
        self._fit_headings()
        if self.shortened:
            parts = [f"{SUPERSCRIPTS[i % 9]}\u00a0{name}" for i, name in enumerate(self.shortened)]
            lines += _wrap(
                tr(_T["full_names"], self.lang)
                + "\u00a0: " * (self.lang == "fr")
                + ": " * (self.lang != "fr")
                + "   ".join(parts),
                REGULAR,
                7.5,
                width,
            )
        return lines

    def _name_headings(self) -> bool:
        return self.sheet.layout is Layout.PLAYERS

    def _has_winner(self) -> bool:
        return any(g.winner for g in self.sheet.groups)

    def _has_void(self) -> bool:
        return any(
            g.card.column_totals(c).plus_minus_void
            for g in self.sheet.groups
            if g.card is not None
            for c in range(self.ncols)
        )

    def _fit_headings(self) -> list[Any]:
        """Each group's heading fitted to its cell: shrunk, then on two lines, then
        shortened with "…" and a number that the legend explains (after the fields')."""
        self.shortened = list(self._cut_fields)
        out: list[Any] = []
        width = self.cell_w * self.ncols - 2 * INNER
        for g in self.sheet.groups:
            text = ("★ " if g.winner else "") + g.heading
            if not text:
                out.append("")
                continue
            lines = 2 if self._name_headings() else 1
            fitted = fit_text(text, BOLD, 9, width, NAME_ROW - 1 * mm, lines=lines)
            if fitted.shortened and self._caps[1]:
                mark = SUPERSCRIPTS[len(self.shortened) % 9]
                self.shortened.append(_cap(g.heading, self._caps[1]))
                fitted = fit_text(text, BOLD, 9, width - stringWidth(mark, BOLD, 6.5))
                fitted = Fitted((fitted.lines[0] + mark,), fitted.font, fitted.size, True)
            out.append(FittedLabel(fitted))
        return out

    # --- header fields -------------------------------------------------------------------

    def _place_fields(self, width: float) -> None:
        """The header fields for a page `width` wide: under the title, or beside it on a
        compact (landscape) page; blank ones get a writing line, the longest values give
        way first, and a value still too long is cut with "…" and a mark, its full text
        kept for the legend (a name, whole up to the longest a player may have)."""
        lang = self.lang
        fields = [(tr(_T["field"], lang).format(label=k), v) for k, v in self.sheet.fields]
        inner = width - 2 * MARGIN
        avail = inner
        if self.compact:
            avail -= stringWidth(sheet_title(self.rules, lang), BOLD, TITLE_PT) + 8 * mm
        labels = sum(stringWidth(k, REGULAR, 9) + 1.5 * mm + FIELD_GAP for k, _v in fields)
        room = avail - labels + FIELD_GAP
        give = [
            float(stringWidth(visual(v), font_for(visual(v), BOLD), FIELD_PT)) + 0.5
            if v
            else FIELD_W
            for _k, v in fields
        ]
        if sum(give) > room:
            # Water-filling: the short values keep their width, the long ones share the rest.
            order = sorted(range(len(give)), key=lambda i: give[i])
            left = room
            for k, i in enumerate(order):
                share = left / (len(order) - k)
                give[i] = min(give[i], share)
                left -= give[i]
        self._cut_fields = []
        self.fields = []
        for (label, value), w in zip(fields, give, strict=True):
            fitted = fit_text(value, BOLD, FIELD_PT, w, min_size=FIELD_MIN_PT) if value else None
            if fitted is not None and fitted.shortened and self._caps[0]:
                mark = SUPERSCRIPTS[len(self._cut_fields) % 9]
                self._cut_fields.append(_cap(value, self._caps[0]))
                mark_w = stringWidth(mark, fitted.font, FIELD_MIN_PT)
                cut = fit_text(value, BOLD, FIELD_PT, w - mark_w, min_size=FIELD_MIN_PT)
                fitted = Fitted((cut.lines[0] + mark,), cut.font, cut.size, True)
            self.fields.append(PlacedField(label, fitted, w))
        used = sum(
            stringWidth(f.label, REGULAR, 9)
            + 1.5 * mm
            + (f.value.width() if f.value is not None else f.room)
            for f in self.fields
        ) + FIELD_GAP * max(0, len(self.fields) - 1)
        self.fields_x = width - MARGIN - min(avail, used) if self.compact else MARGIN

    # --- table ---------------------------------------------------------------------------

    def table(self) -> tuple[Table, tuple[float, float], float]:
        size, cell_w, row_h, rows = self.geometry()
        sheet, lang, n = self.sheet, self.lang, self.ncols
        ncells = self.ngroups * n
        widths = [self.label_w, self.points_w] + [cell_w] * ncells

        data: list[list[Any]] = []
        heights: list[float] = []
        style: list[tuple[Any, ...]] = [
            ("FONT", (0, 0), (-1, -1), REGULAR, 9),
            ("TEXTCOLOR", (0, 0), (-1, -1), INK),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("ALIGN", (2, 0), (-1, -1), "CENTER"),
            ("LEFTPADDING", (0, 0), (1, -1), 1.5 * mm),
            ("RIGHTPADDING", (0, 0), (1, -1), 1 * mm),
            ("LEFTPADDING", (2, 0), (-1, -1), INNER),
            ("RIGHTPADDING", (2, 0), (-1, -1), INNER),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ("GRID", (0, 0), (-1, -1), 0.4, GRID),
            ("BOX", (0, 0), (-1, -1), 1.0, INK),
            ("FONT", (1, 0), (1, -1), REGULAR, 7),
            ("TEXTCOLOR", (1, 0), (1, -1), LIGHT),
        ]
        # Heading rows: group titles, then the rule set's column names.
        kind = _T["games"] if sheet.layout is Layout.GAMES else _T["player"]
        head: list[Any] = [tr(kind, lang), ""]
        for gi, label in enumerate(self._fit_headings()):
            head.extend([label] + [""] * (n - 1))
            x = 2 + gi * n
            style.append(("SPAN", (x, 0), (x + n - 1, 0)))
        data.append(head)
        heights.append(NAME_ROW if self._name_headings() else HEAD_ROW)
        style += [
            ("BACKGROUND", (0, 0), (1, 0), SHADE),
            ("FONT", (0, 0), (-1, 0), BOLD, 9),
            ("SPAN", (0, 0), (1, 0)),
        ]
        if not self._name_headings():
            style.append(("BACKGROUND", (2, 0), (-1, 0), SHADE))
        if n > 1:
            sub: list[Any] = ["", ""]
            headings, head_size = self._column_headings(cell_w - 2 * INNER)
            for _g in sheet.groups:
                sub.extend(headings)
            data.append(sub)
            heights.append(HEAD_ROW)
            style += [
                ("BACKGROUND", (0, 1), (-1, 1), SHADE),
                ("FONT", (2, 1), (-1, 1), BOLD, head_size),
                ("SPAN", (0, 1), (1, 1)),
            ]
        top = len(data)
        value_font = self._value_font(rows, cell_w)
        for r, row in enumerate(rows, start=top):
            data.append([row.label, row.points, *row.cells])
            heights.append(row_h)
            style.append(("FONT", (2, r), (-1, r), REGULAR, value_font))
            if row.kind in ("sum", "grand", "extra", "footer") or row.span_label:
                style += [("FONT", (0, r), (0, r), BOLD, 9), ("BACKGROUND", (0, r), (1, r), TINT)]
                style.append(("SPAN", (0, r), (1, r)))
            if row.kind == "sum":
                style.append(("BACKGROUND", (2, r), (-1, r), TINT))
            fsize: float = value_font
            if row.kind in ("grand", "footer", "extra"):
                fsize = value_font + 1
                style += [
                    ("BACKGROUND", (0, r), (-1, r), SHADE),
                    ("FONT", (2, r), (-1, r), BOLD, fsize),
                    ("LINEABOVE", (0, r), (-1, r), 1.0, INK),
                ]
                if row.kind != "footer":
                    for gi in range(self.ngroups):
                        x = 2 + gi * n
                        style.append(("SPAN", (x, r), (x + n - 1, r)))
                else:
                    style.append(("SPAN", (2, r), (-1, r)))
            if row.kind == "pace":
                fsize = 8
                style += [
                    ("TEXTCOLOR", (0, r), (-1, r), LIGHT),
                    ("FONT", (0, r), (0, r), REGULAR, 7.5),
                    ("FONT", (2, r), (-1, r), REGULAR, fsize),
                ]
            if row.kind == "bonus":
                style += [
                    ("FONT", (0, r), (0, r), BOLD, 9),
                    ("FONT", (1, r), (1, r), BOLD, 7),
                    ("TEXTCOLOR", (1, r), (1, r), INK),
                ]
            bold = row.kind in ("grand", "footer", "extra")
            style += self._fit_values(row, r, fsize, bold, cell_w)
            if row.box in ("plus", "minus"):
                self._strike_voided(row, r)
        # The thick line between the sections, and between groups of a multi-column card.
        lower_row = top + next(i for i, row in enumerate(rows) if row.starts_lower)
        style.append(("LINEABOVE", (0, lower_row), (-1, lower_row), 1.2, INK))
        style.append(("LINEAFTER", (1, 0), (1, -1), 1.0, INK))
        if n > 1:
            for gi in range(1, self.ngroups):
                x = 2 + gi * n
                style.append(("LINEBEFORE", (x, 0), (x, -1), 1.0, INK))
        table = Table(data, colWidths=widths, rowHeights=heights)
        table.setStyle(TableStyle(style))
        return table, size, cell_w

    def _value_font(self, rows: list[_Row], cell_w: float) -> float:
        """One size for every score of the sheet: 11 pt, or less if the widest number of
        a single cell needs it (a sheet of mixed sizes reads badly)."""
        if not any(g.card is not None for g in self.sheet.groups):
            return 9
        room = cell_w - 2 * INNER - 1.2 * mm
        widest = max(
            (
                stringWidth(v, REGULAR, 1)
                for row in rows
                if row.kind in ("box", "sum")
                for v in row.cells
                if isinstance(v, str)
            ),
            default=0,
        )
        size = 11.0
        while size > MIN_VALUE_PT and widest * size > room:
            size -= 0.5
        return size

    def _fit_values(
        self, row: _Row, r: int, size: float, bold: bool, cell_w: float
    ) -> list[tuple[Any, ...]]:
        """A smaller font for any number wider than its cell less the inner margins."""
        out: list[tuple[Any, ...]] = []
        font = BOLD if bold else REGULAR
        spanned = row.kind in ("grand", "extra")
        span = self.ncols if spanned else (self.ngroups * self.ncols if row.kind == "footer" else 1)
        room = cell_w * span - 2 * INNER - 1.2 * mm
        for i, value in enumerate(row.cells):
            if not isinstance(value, str) or not value:
                continue
            s = size
            while s > MIN_VALUE_PT and stringWidth(value, font, s) > room:
                s -= 0.5
            if s != size:
                out.append(("FONT", (2 + i, r), (2 + i, r), font, s))
        return out

    def _strike_voided(self, row: _Row, r: int) -> None:
        for gi, g in enumerate(self.sheet.groups):
            if g.card is None:
                continue
            for c in range(self.ncols):
                if g.card.column_totals(c).plus_minus_void and row.cells[gi * self.ncols + c]:
                    self.struck.append((2 + gi * self.ncols + c, r))

    def _column_headings(self, room: float) -> tuple[list[str], float]:
        """One form for every column heading of the sheet, the longest that fits them all:
        "↓ Descending", then "Descending", then the short form ("Desc."), smaller if need be."""
        cols = self.rules.column_rules
        arrows = {Order.DESCENDING: "↓ ", Order.ASCENDING: "↑ "}
        full = [column_name(c.id, self.lang) for c in cols]
        short = [
            tr(_T[f"short_{c.id}"], self.lang) if f"short_{c.id}" in _T else full[i]
            for i, c in enumerate(cols)
        ]
        forms = [[arrows.get(c.order, "") + full[i] for i, c in enumerate(cols)], full, short]
        for form in forms:
            if all(stringWidth(t, BOLD, 8) <= room for t in form):
                return form, 8
        for s in (7.5, 7, 6.5, 6, 5.5):
            if all(stringWidth(t, BOLD, s) <= room for t in short):
                return short, s
        return short, 5.5


def _cap(name: str, limit: int = 90) -> str:
    """A name of hundreds of characters is cut in the legend too: the page has to end."""
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def _wrap(text: str, font: str, size: float, width: float) -> list[tuple[str, str]]:
    """Lines of at most `width`, broken at spaces (a word longer than a line is cut)."""
    lines: list[tuple[str, str]] = []
    current = ""
    for word in text.split(" "):
        trial = f"{current} {word}" if current else word
        if stringWidth(visual(trial), font_for(visual(trial), font), size) <= width:
            current = trial
            continue
        if current:
            lines.append((current, font))
        current = word
        while stringWidth(visual(current), font_for(visual(current), font), size) > width:
            cut = len(current)
            while cut > 1 and stringWidth(visual(current[:cut]), font, size) > width:
                cut -= 1
            lines.append((current[:cut], font))
            current = current[cut:]
    if current:
        lines.append((current, font))
    return lines


def _extra(g: Group) -> str:
    return _fmt(g.extra)


def sheet_title(rules: RuleSet, lang: str) -> str:
    """ "Yahtzee — Score sheet": the page heading and the PDF's title."""
    return f"{preset_name(rules.preset, lang)} — {tr(_T['sheet'], lang)}"


def blank_sheet(rules: RuleSet, layout: Layout | str, lang: str, pace: bool = False) -> Sheet:
    """An empty page of the chosen layout for this rule set; the pace row is optional on
    paper filled by hand (it is a running count a player keeps in mind)."""
    layout = Layout(layout)
    if layout is Layout.GAMES:
        groups = tuple(Group(tr(_T["game"], lang).format(n=i + 1)) for i in range(GROUPS))
        fields = ((tr(_T["name"], lang), ""), (tr(_T["date"], lang), ""))
        return Sheet(rules, lang, layout, groups, fields, show_pace=pace)
    groups = tuple(Group("") for _ in range(GROUPS))
    return Sheet(
        rules, lang, layout, groups, ((tr(_T["date"], lang), ""),), show_rank=True, show_pace=pace
    )
