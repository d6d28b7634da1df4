"""A4 score sheets, blank or filled, laid out from the rule set.

The rows (boxes, subtotals, bonus, Yahtzee-bonus ticks, totals) and the columns
(games or players, each with the rule set's columns) come from the `RuleSet`;
filled values come from `Card`, so paper and screen always agree. A sheet picks
portrait or landscape, and drops its optional rows (pace, upper total), only as
far as needed to keep cells at least 7 mm high and 8 mm wide.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from reportlab.lib.pagesizes import landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]
from reportlab.platypus import Table, TableStyle  # type: ignore[import-untyped]

from ..core.card import Card
from ..core.rules import BoxRule, Joker, Order, RuleSet
from ..i18n import QT_TRANSLATE_NOOP, box_name, column_name, format_pace, preset_name
from .describe import box_points, upper_bonus_text
from .flowables import DieLabel, TickBoxes
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
    new_canvas,
    tr,
)

__all__ = ["Group", "Layout", "Sheet", "blank_sheet", "render_sheets", "sheet_title"]


class Layout(StrEnum):
    """Six games for one player, or one game for six players."""

    GAMES = "games"
    PLAYERS = "players"


GROUPS = 6
"""Six game columns, as on the official pad, or six players, as on French grids."""

MAX_ROW = 10 * mm
MIN_CELL = 8 * mm
MAX_CELL = 20 * mm
NAME_W = 40 * mm
POINTS_W = 23 * mm
HEAD_ROW = 6.5 * mm
NAME_ROW = 9 * mm
HEADER_H = 20 * mm
HEADER_COMPACT = 14 * mm
"""Landscape pages put the fields beside the title and the legend under it."""
LEGEND_H = 5 * mm

_T = {
    "sheet": QT_TRANSLATE_NOOP("Printing", "Score sheet"),
    "name": QT_TRANSLATE_NOOP("Printing", "Name"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "field": QT_TRANSLATE_NOOP("Printing", "{label}:"),  # French puts a space before ":"
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
    "six_games": QT_TRANSLATE_NOOP("Printing", "Total of the six games"),
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


class _Builder:
    """Turns a Sheet into rows, then into one ReportLab Table."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.rules = sheet.rules
        self.lang = sheet.lang
        self.ncols = sheet.rules.columns
        self.ngroups = len(sheet.groups)
        self.multiplied = any(c.multiplier != 1 for c in sheet.rules.column_rules)
        self.compact = False

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

        rows.append(
            _Row("sum", tr(_T["upper_sub"], lang), "",
                 self._per_cell(lambda card, c: _fmt(card.column_totals(c).upper)
                                if any_upper(card, c) else ""))
        )
        bonus_rule = tr(_T["bonus_rule"], lang).format(
            points=rules.upper_bonus, threshold=rules.upper_bonus_threshold
        )
        if rules.upper_bonus:
            rows.append(_Row("bonus", tr(_T["bonus"], lang), bonus_rule,
                             self._per_cell(bonus_cell)))
        rows.append(
            _Row("pace", tr(_T["pace"], lang).format(par=par), tr(_T["pace_rule"], lang),
                 self._per_cell(lambda card, c: format_pace(card.pace(c))
                                if any_upper(card, c) else ""),
                 optional=2)
        )
        rows.append(
            _Row("sum", tr(_T["upper_total"], lang), "",
                 self._per_cell(lambda card, c: str(card.column_totals(c).upper_total)
                                if any_upper(card, c) else ""),
                 optional=1)
        )
        rows.extend(box_row(b) for b in lowers)
        rows[-len(lowers)].starts_lower = True
        if rules.yahtzee_bonus and "yahtzee" in rules.by_id:
            five = box_name("yahtzee", rules.preset, lang)

            def ticks(card: Card | None, c: int) -> Any:
                count = 0 if card is None else card.bonus_counts[c]
                if card is not None:
                    return f"{'✓' * count} {card.column_totals(c).yahtzee_bonus}" if count else ""
                return TickBoxes(4, 0, REGULAR)

            cells = [ticks(g.card, c) for g in self.sheet.groups for c in range(self.ncols)]
            rows.append(
                _Row("ticks", tr(_T["ybonus"], lang).format(name=five),
                     tr(_T["ybonus_rule"], lang).format(points=rules.yahtzee_bonus), cells)
            )

        def lower_total(card: Card, c: int) -> str:
            cells = zip(card.cells[c], rules.box_rules, strict=True)
            if all(v is None for v, b in cells if not b.upper):
                return "" if not card.bonus_counts[c] else str(card.column_totals(c).yahtzee_bonus)
            return str(card.column_totals(c).lower_total)

        rows.append(_Row("sum", tr(_T["lower_total"], lang), "", self._per_cell(lower_total)))
        if self.ncols > 1:
            rows.append(_Row("sum", tr(_T["column_total"], lang), "",
                             self._per_cell(lambda card, c: str(card.column_totals(c).raw)
                                            if card.filled_count() else "")))
        if self.multiplied:
            rows.append(_Row("sum", tr(_T["multiplied"], lang), "",
                             self._per_cell(lambda card, c: str(card.column_totals(c).total)
                                            if card.filled_count() else "")))
        rows.append(_Row("grand", tr(_T["grand"], lang), "",
                         self._per_group(lambda g: str(g.card.total()))))
        if self.sheet.show_extra:
            rows.append(_Row("extra", tr(_T["series"], lang), "", self._per_group(_extra, True)))
        if self.sheet.show_rank:
            rows.append(_Row("extra", tr(_T["rank"], lang), "", self._per_group(lambda g: ""),
                             optional=1))
        if self.sheet.layout is Layout.GAMES:
            cells = [self.sheet.footer_value] + [""] * (self.ngroups * self.ncols - 1)
            rows.append(_Row("footer", tr(_T["six_games"], lang), "", cells))
        return rows

    # --- geometry ------------------------------------------------------------------------

    def geometry(self) -> tuple[tuple[float, float], float, float, list[_Row]]:
        """Page size, cell width, row height and the rows that fit."""
        cells = self.ngroups * self.ncols
        all_rows = self.rows()
        heads = (NAME_ROW if self._name_headings() else HEAD_ROW) + (
            HEAD_ROW if self.ncols > 1 else 0
        )
        for size in (PAGE, landscape(PAGE)):
            width, height = size
            cell_w = (width - 2 * MARGIN - NAME_W - POINTS_W) / cells
            if cell_w < MIN_CELL:
                continue
            self.compact = width > height
            legend = LEGEND_H if self._legend() and not self.compact else 0
            header = HEADER_COMPACT if self.compact else HEADER_H
            avail = height - 2 * MARGIN - header - legend - heads
            for drop in (3, 2, 1):
                rows = [r for r in all_rows if r.optional < drop]
                row_h = min(MAX_ROW, avail / len(rows))
                if row_h >= MIN_ROW:
                    return size, min(MAX_CELL, cell_w), row_h, rows
        raise ValueError("this rule set has too many boxes or columns for one A4 page")

    def _legend(self) -> str:
        legend = _legend(self.rules, self.lang)
        if self._has_winner():
            legend = " · ".join(p for p in (tr(_T["winner"], self.lang), legend) if p)
        return legend

    def _name_headings(self) -> bool:
        return self.sheet.layout is Layout.PLAYERS

    def _has_winner(self) -> bool:
        return any(g.winner for g in self.sheet.groups)

    # --- table ---------------------------------------------------------------------------

    def table(self) -> tuple[Table, tuple[float, float], float]:
        size, cell_w, row_h, rows = self.geometry()
        sheet, lang, n = self.sheet, self.lang, self.ncols
        ncells = self.ngroups * n
        extra_w = size[0] - 2 * MARGIN - NAME_W - POINTS_W - cell_w * ncells
        name_w = NAME_W + extra_w
        widths = [name_w, POINTS_W] + [cell_w] * ncells

        data: list[list[Any]] = []
        heights: list[float] = []
        style: list[tuple[Any, ...]] = [
            ("FONT", (0, 0), (-1, -1), REGULAR, 9),
            ("TEXTCOLOR", (0, 0), (-1, -1), INK),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("ALIGN", (2, 0), (-1, -1), "CENTER"),
            ("LEFTPADDING", (0, 0), (-1, -1), 1.5 * mm),
            ("RIGHTPADDING", (0, 0), (-1, -1), 1 * mm),
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
        for gi, g in enumerate(sheet.groups):
            text = ("★ " if g.winner else "") + g.heading
            head.extend([text] + [""] * (n - 1))
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
            for _g in sheet.groups:
                for col in self.rules.column_rules:
                    sub.append(self._column_heading(col.id, col.order, cell_w))
            data.append(sub)
            heights.append(HEAD_ROW)
            style += [
                ("BACKGROUND", (0, 1), (-1, 1), SHADE),
                ("FONT", (2, 1), (-1, 1), BOLD, 8),
                ("SPAN", (0, 1), (1, 1)),
            ]
        top = len(data)
        value_font = 11 if any(g.card is not None for g in sheet.groups) else 9
        for r, row in enumerate(rows, start=top):
            data.append([row.label, row.points, *row.cells])
            heights.append(row_h)
            style.append(("FONT", (2, r), (-1, r), REGULAR, value_font))
            if row.kind in ("sum", "grand", "extra", "footer"):
                style += [("FONT", (0, r), (0, r), BOLD, 9), ("BACKGROUND", (0, r), (1, r), TINT)]
                style.append(("SPAN", (0, r), (1, r)))
            if row.kind == "sum":
                style.append(("BACKGROUND", (2, r), (-1, r), TINT))
            if row.kind in ("grand", "footer", "extra"):
                style += [
                    ("BACKGROUND", (0, r), (-1, r), SHADE),
                    ("FONT", (2, r), (-1, r), BOLD, value_font + 1),
                    ("LINEABOVE", (0, r), (-1, r), 1.0, INK),
                ]
                if row.kind != "footer":
                    for gi in range(self.ngroups):
                        x = 2 + gi * n
                        style.append(("SPAN", (x, r), (x + n - 1, r)))
                else:
                    style.append(("SPAN", (2, r), (-1, r)))
            if row.kind == "pace":
                style += [
                    ("TEXTCOLOR", (0, r), (-1, r), LIGHT),
                    ("FONT", (0, r), (0, r), REGULAR, 7.5),
                    ("FONT", (2, r), (-1, r), REGULAR, 8),
                ]
            if row.kind == "bonus":
                style += [("FONT", (0, r), (0, r), BOLD, 9), ("FONT", (1, r), (1, r), BOLD, 7),
                          ("TEXTCOLOR", (1, r), (1, r), INK)]
            if row.kind == "ticks":
                style.append(("FONT", (2, r), (-1, r), REGULAR, 8))
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

    def _column_heading(self, col_id: str, order: Order, cell_w: float) -> str:
        name = column_name(col_id, self.lang)
        if stringWidth(name, BOLD, 8) <= cell_w - 2 * mm:
            arrow = {Order.DESCENDING: "↓ ", Order.ASCENDING: "↑ "}.get(order, "")
            full = arrow + name
            return full if stringWidth(full, BOLD, 8) <= cell_w - 2 * mm else name
        return {Order.DESCENDING: "↓", Order.ASCENDING: "↑"}.get(order, name[:3])


def _extra(g: Group) -> str:
    return _fmt(g.extra)


FIELD_W = 50 * mm


def _field_width(label: str, value: str) -> float:
    w = float(stringWidth(label, REGULAR, 9)) + 1.5 * mm + 6 * mm
    return float(w + (max(stringWidth(value, BOLD, 10), FIELD_W * 0.4) if value else FIELD_W))


def _draw_field(c: Canvas, x: float, y: float, label: str, value: str, line_w: float) -> float:
    """A "Name: ______" field (`label` has its colon); returns its width."""
    c.setFont(REGULAR, 9)
    c.setFillColor(INK)
    c.drawString(x, y, label)
    lx: float = x + stringWidth(label, REGULAR, 9) + 1.5 * mm
    if value:
        c.setFont(BOLD, 10)
        c.drawString(lx, y, value)
        return float(lx - x + max(stringWidth(value, BOLD, 10), line_w * 0.4) + 6 * mm)
    c.setStrokeColor(GRID)
    c.setLineWidth(0.5)
    c.line(lx, y - 0.8 * mm, lx + line_w, y - 0.8 * mm)
    return float(lx - x + line_w + 6 * mm)


def draw_sheet(c: Canvas, sheet: Sheet) -> None:
    """One page: title, fields, the table and its legend."""
    builder = _Builder(sheet)
    table, size, _cell = builder.table()
    width, height = size
    c.setPageSize(size)
    lang = sheet.lang
    top = height - MARGIN
    c.setFillColor(INK)
    c.setFont(BOLD, 15)
    c.drawString(MARGIN, top - 5.5 * mm, sheet_title(sheet.rules, lang))
    summary = sheet.subtitle or rules_summary(sheet.rules, lang)
    legend = builder._legend()
    fields = [(tr(_T["field"], lang).format(label=label), value) for label, value in sheet.fields]
    if builder.compact:
        widths = [_field_width(label, value) for label, value in fields]
        x = width - MARGIN - sum(widths) + 6 * mm
        fields_y = top - 5.5 * mm
        summary = " · ".join(p for p in (summary, legend) if p)
        summary_y = top - 10.5 * mm
        header = HEADER_COMPACT
    else:
        x, fields_y, summary_y, header = MARGIN, top - 12 * mm, top - 17 * mm, HEADER_H
    for label, value in fields:
        x += _draw_field(c, x, fields_y, label, value, FIELD_W)
    c.setFont(REGULAR, 7.5)
    c.setFillColor(LIGHT)
    c.drawString(MARGIN, summary_y, summary)
    _w, h = table.wrapOn(c, width - 2 * MARGIN, height)
    table.drawOn(c, MARGIN, top - header - h)
    if legend and not builder.compact:
        c.setFont(REGULAR, 7.5)
        c.setFillColor(LIGHT)
        c.drawString(MARGIN, top - header - h - 4 * mm, legend)
    c.showPage()


def sheet_title(rules: RuleSet, lang: str) -> str:
    """ "Yahtzee — Score sheet": the page heading and the PDF's title."""
    return f"{preset_name(rules.preset, lang)} — {tr(_T['sheet'], lang)}"


def render_sheets(sheets: Sequence[Sheet], title: str = "", invariant: bool = False) -> bytes:
    """The PDF bytes of these pages, in order."""
    buffer = io.BytesIO()
    c = new_canvas(buffer, title, invariant)
    for sheet in sheets:
        draw_sheet(c, sheet)
    c.save()
    return buffer.getvalue()


def blank_sheet(rules: RuleSet, layout: Layout | str, lang: str) -> Sheet:
    """An empty page of the chosen layout for this rule set."""
    layout = Layout(layout)
    if layout is Layout.GAMES:
        groups = tuple(
            Group(tr(_T["game"], lang).format(n=i + 1)) for i in range(GROUPS)
        )
        fields = ((tr(_T["name"], lang), ""), (tr(_T["date"], lang), ""))
        return Sheet(rules, lang, layout, groups, fields)
    groups = tuple(Group("") for _ in range(GROUPS))
    return Sheet(rules, lang, layout, groups, ((tr(_T["date"], lang), ""),), show_rank=True)


def blank_pdf(
    rules: RuleSet, layout: Layout | str, lang: str, copies: int = 1, invariant: bool = False
) -> bytes:
    """`copies` identical blank pages in one PDF, for printing a pad."""
    if not 1 <= copies <= 100:
        raise ValueError("copies must be from 1 to 100")
    sheet = blank_sheet(rules, layout, lang)
    return render_sheets([sheet] * copies, sheet_title(rules, lang), invariant)
