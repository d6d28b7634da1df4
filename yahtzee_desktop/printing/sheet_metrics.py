"""The sheet's measurements: rows, cells, label columns, header and legend.

Shared by the layout (`sheets.SheetBuilder`), the texts fitted to those cells
(`sheet_texts`) and the drawing (`sheet_draw`), so all three agree to the point.
"""

from __future__ import annotations

from reportlab.lib.units import mm  # type: ignore[import-untyped]

__all__ = [
    "HEADER_COMPACT",
    "HEADER_H",
    "HEAD_ROW",
    "INNER",
    "LEGEND_LINE",
    "MAX_CELL",
    "MAX_ROW",
    "MIN_CELL",
    "MIN_CELLS",
    "MIN_VALUE_PT",
    "NAME_MAX",
    "NAME_ROW",
    "NAME_W",
    "NOTES_MIN",
    "NOTES_ROOM",
    "POINTS_W",
]

MAX_ROW = 10 * mm
MIN_CELL = 8 * mm
MIN_CELLS = (MIN_CELL, 6.5 * mm)
"""Cell widths tried in turn: 8 mm, then 6.5 mm (room for "105" at 7 pt with its margins),
so that eight players of a four-column Yams still share one page."""
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
NOTES_MIN = 16 * mm
"""Space left under the table from which a notes box is drawn."""
NOTES_ROOM = NOTES_MIN + 3.6 * mm
"""What a portrait page keeps for it (the box and the gap above it) while rows stay 7 mm."""
