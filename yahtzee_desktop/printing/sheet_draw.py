"""A score sheet on the page: the title, the header fields, the laid-out table, its legend
and a notes box in the space left; and the PDFs made of such pages.

`sheets.SheetBuilder` decides the layout; this module only draws what it decided, so a
change of layout never touches the canvas code, and the reverse.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import replace

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]
from reportlab.platypus import Table  # type: ignore[import-untyped]

from ..core.rules import RuleSet
from ..i18n import QT_TRANSLATE_NOOP
from .glyphs import draw_text
from .sheet_metrics import HEADER_COMPACT, HEADER_H, LEGEND_LINE, NOTES_MIN
from .sheet_model import Layout, Sheet, blank_sheet, sheet_title
from .sheet_texts import FIELD_GAP, TITLE_PT, PlacedField, rules_summary
from .sheets import SheetBuilder
from .style import BOLD, GRID, INK, LIGHT, MARGIN, REGULAR, new_canvas, tr
from .text import fit_text, visual

__all__ = ["VOID", "blank_pdf", "draw_sheet", "one_orientation", "render_sheets"]

_T = {
    "notes": QT_TRANSLATE_NOOP("Printing", "Notes"),
}

VOID = colors.Color(0.55, 0.1, 0.1)
"""The stroke through a voided Plus/Moins pair: dark red, readable in grey too."""


def _draw_fields(c: Canvas, x: float, y: float, fields: list[PlacedField]) -> None:
    """The header fields from x, as the builder placed them."""
    for f in fields:
        c.setFont(REGULAR, 9)
        c.setFillColor(INK)
        c.drawString(x, y, f.label)
        x += stringWidth(f.label, REGULAR, 9) + 1.5 * mm
        if f.value is not None:
            draw_text(c, x, y, f.value.lines[0], f.value.font, f.value.size)
            x += f.value.width() + FIELD_GAP
        else:
            c.setStrokeColor(GRID)
            c.setLineWidth(0.5)
            c.line(x, y - 1.2 * mm, x + f.room, y - 1.2 * mm)
            x += f.room + FIELD_GAP


def draw_sheet(c: Canvas, sheet: Sheet) -> None:
    """One page: title, fields, the table, its legend and a notes box in the space left."""
    builder = SheetBuilder(sheet)
    table, size, _cell = builder.table()
    width, height = size
    c.setPageSize(size)
    lang = sheet.lang
    top = height - MARGIN
    title = sheet_title(sheet.rules, lang)
    c.setFillColor(INK)
    c.setFont(BOLD, TITLE_PT)
    c.drawString(MARGIN, top - 5.5 * mm, title)
    summary = sheet.subtitle or rules_summary(sheet.rules, lang)
    inner = width - 2 * MARGIN
    if builder.compact:
        fields_y, summary_y, header = top - 5.5 * mm, top - 10.5 * mm, HEADER_COMPACT
    else:
        fields_y, summary_y, header = top - 12 * mm, top - 17 * mm, HEADER_H
    _draw_fields(c, builder.fields_x, fields_y, builder.fields)
    c.setFont(REGULAR, 7.5)
    c.setFillColor(LIGHT)
    fitted_summary = fit_text(summary, REGULAR, 7.5, inner, min_size=6)
    draw_text(c, MARGIN, summary_y, fitted_summary.lines[0], REGULAR, fitted_summary.size)
    _w, h = table.wrapOn(c, inner, height)
    table_top = top - header
    table.drawOn(c, MARGIN, table_top - h)
    _strike(c, table, builder.struck, table_top - h)
    y = table_top - h - 1.5 * mm
    lines = builder.legend_lines(builder.table_w)
    c.setFillColor(LIGHT)
    for text, font in lines:
        y -= LEGEND_LINE
        draw_text(c, MARGIN, y + 0.9 * mm, visual(text) if _rtl_only(text) else text, font, 7.5)
    if y - MARGIN >= NOTES_MIN:
        _notes(c, MARGIN, MARGIN, builder.table_w, y - MARGIN - 2 * mm, lang)
    c.showPage()


def _rtl_only(text: str) -> bool:
    return visual(text) != text and all(not ch.isascii() or not ch.isalpha() for ch in text)


def _strike(c: Canvas, table: Table, cells: list[tuple[int, int]], bottom: float) -> None:
    """A diagonal stroke through each voided Plus/Minus cell, corner to corner inside it."""
    if not cells:
        return
    xs = table._colpositions
    ys = table._rowpositions  # from the table's top (index 0) downwards, in table coordinates
    c.saveState()
    c.setStrokeColor(VOID)
    c.setLineWidth(0.9)
    for col, row in cells:
        x0, x1 = MARGIN + xs[col] + 0.8 * mm, MARGIN + xs[col + 1] - 0.8 * mm
        y0, y1 = bottom + ys[row + 1] + 0.8 * mm, bottom + ys[row] - 0.8 * mm
        c.line(x0, y0, x1, y1)
    c.restoreState()


def _notes(c: Canvas, x: float, y: float, w: float, h: float, lang: str) -> None:
    """The space under a portrait table, ruled for notes (who starts, house rules...)."""
    c.saveState()
    c.setStrokeColor(GRID)
    c.setLineWidth(0.5)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.setFillColor(LIGHT)
    c.setFont(BOLD, 8)
    c.drawString(x + 2 * mm, y + h - 4.5 * mm, tr(_T["notes"], lang))
    c.setStrokeColor(colors.Color(0.8, 0.8, 0.8))
    line_y = y + h - 6 * mm - 7 * mm
    while line_y > y + 3 * mm:
        c.line(x + 2 * mm, line_y, x + w - 2 * mm, line_y)
        line_y -= 7 * mm
    c.restoreState()


def one_orientation(sheets: Sequence[Sheet]) -> list[Sheet]:
    """The pages turned all the same way, as a person feeds paper: all in landscape if any
    needs it (else all in portrait), each as it chose only if no one way fits them all."""
    wide = {_is_wide(sheet) for sheet in sheets}
    if len(wide) < 2:
        return list(sheets)
    for landscape in (True, False):
        turned = [replace(sheet, landscape=landscape) for sheet in sheets]
        try:
            for sheet in turned:
                SheetBuilder(sheet).geometry()
        except ValueError:
            continue
        return turned
    return list(sheets)


def _is_wide(sheet: Sheet) -> bool:
    width, height = SheetBuilder(sheet).geometry()[0]
    return bool(width > height)


def render_sheets(sheets: Sequence[Sheet], title: str = "", invariant: bool = False) -> bytes:
    """The PDF bytes of these pages, in order, all turned the same way."""
    buffer = io.BytesIO()
    lang = sheets[0].lang if sheets else "en"
    c = new_canvas(buffer, title, invariant, lang)
    for sheet in one_orientation(sheets):
        draw_sheet(c, sheet)
    c.save()
    return buffer.getvalue()


def blank_pdf(
    rules: RuleSet,
    layout: Layout | str,
    lang: str,
    copies: int = 1,
    invariant: bool = False,
    pace: bool = False,
) -> bytes:
    """`copies` identical blank pages in one PDF, for printing a pad."""
    if not 1 <= copies <= 100:
        raise ValueError("copies must be from 1 to 100")
    sheet = blank_sheet(rules, layout, lang, pace)
    return render_sheets([sheet] * copies, sheet_title(rules, lang), invariant)
