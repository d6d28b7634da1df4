"""A4 score sheets, blank or filled, laid out from the rule set.

The rows (boxes, subtotals, bonus, Yahtzee-bonus ticks, totals) and the columns
(games or players, each with the rule set's columns) come from the `RuleSet`;
filled values come from `Card`, so paper and screen always agree. A sheet picks
portrait or landscape, and drops its optional rows (pace, upper total), only as
far as needed to keep cells at least 7 mm high and 8 mm wide.

This module makes that one decision (`SheetBuilder`: page, cell and row sizes, then the
table). What it lays out: `sheet_model` (what a sheet shows), `sheet_rows` (the rows and
their values), `sheet_texts` (fields, headings and legend fitted to their room),
`sheet_metrics` (the measurements); `sheet_draw` puts it all on the page.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib.pagesizes import landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.platypus import Table, TableStyle  # type: ignore[import-untyped]

from ..i18n import QT_TRANSLATE_NOOP
from .flowables import DieLabel
from .sheet_metrics import (
    HEAD_ROW,
    HEADER_COMPACT,
    HEADER_H,
    INNER,
    LEGEND_LINE,
    MAX_CELL,
    MAX_ROW,
    MIN_CELLS,
    MIN_VALUE_PT,
    NAME_MAX,
    NAME_ROW,
    NAME_W,
    NOTES_ROOM,
    POINTS_W,
)
from .sheet_model import Layout, Sheet
from .sheet_rows import Row, sheet_rows
from .sheet_texts import LEGEND_CAPS, PlacedField, SheetTexts
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
    tr,
)

__all__ = ["SheetBuilder"]

_T = {
    "player": QT_TRANSLATE_NOOP("Printing", "Players"),
    "games": QT_TRANSLATE_NOOP("Printing", "Games"),
}


class SheetBuilder(SheetTexts):
    """Turns a Sheet into rows, then into one ReportLab Table and what goes around it."""

    def __init__(self, sheet: Sheet) -> None:
        self.sheet = sheet
        self.rules = sheet.rules
        self.lang = sheet.lang
        self.ncols = sheet.rules.columns
        self.ngroups = len(sheet.groups)
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

    # --- geometry ------------------------------------------------------------------------

    def _label_widths(self, rows: list[Row]) -> tuple[float, float]:
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

    def geometry(self) -> tuple[tuple[float, float], float, float, list[Row]]:
        """Page size, cell width, row height and the rows that fit (placing the header
        fields too: a value they cut is explained in the legend, which takes room)."""
        cells = self.ngroups * self.ncols
        all_rows = sheet_rows(self.sheet)
        heads = (NAME_ROW if self._name_headings() else HEAD_ROW) + (
            HEAD_ROW if self.ncols > 1 else 0
        )
        need_label, need_points = self._label_widths(all_rows)
        sizes = [PAGE, landscape(PAGE)]
        if self.sheet.landscape is not None:
            sizes = [sizes[1] if self.sheet.landscape else sizes[0]]
        tries = [(c, z, m) for m in MIN_CELLS for c in LEGEND_CAPS for z in sizes]
        for caps, size, least in tries:  # whole names, unless the table would not fit then
            self._caps = caps
            width, height = size
            fixed = max(NAME_W, need_label) + max(POINTS_W, need_points)
            cell_w = (width - 2 * MARGIN - fixed) / cells
            if cell_w < least:
                fixed = need_label + need_points  # narrow labels before cramped cells
                cell_w = (width - 2 * MARGIN - fixed) / cells
            if cell_w < least:
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
            # A portrait page keeps room for its notes box when its rows can spare it.
            rooms = [avail - NOTES_ROOM, avail] if not self.compact else [avail]
            for room in rooms:
                for drop in (3, 2, 1):
                    rows = [r for r in all_rows if r.optional < drop]
                    row_h = min(MAX_ROW, room / len(rows))
                    if row_h >= MIN_ROW:
                        return size, cell_w, row_h, rows
        raise ValueError("this rule set has too many boxes or columns for one A4 page")

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

    def _value_font(self, rows: list[Row], cell_w: float) -> float:
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
        self, row: Row, r: int, size: float, bold: bool, cell_w: float
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

    def _strike_voided(self, row: Row, r: int) -> None:
        for gi, g in enumerate(self.sheet.groups):
            if g.card is None:
                continue
            for c in range(self.ncols):
                if g.card.column_totals(c).plus_minus_void and row.cells[gi * self.ncols + c]:
                    self.struck.append((2 + gi * self.ncols + c, r))
