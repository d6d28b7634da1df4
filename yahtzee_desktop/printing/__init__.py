"""Printable A4 PDFs with ReportLab: blank and filled score sheets, the one-page rules.

Qt-free: the GUI and the command line both call these functions and get bytes.

The modules, from the page down to the glyph:

- `filled`: a game (running or finished) as its sheets' pages; `story`: its chances page.
- `sheet_draw`: a sheet on the canvas (title, fields, table, legend, notes) and the PDFs.
- `sheets`: a sheet's layout (`SheetBuilder`: page, cells, rows that fit, the table), from
  `sheet_model` (what a sheet shows: `Sheet`, `Group`), `sheet_rows` (the rows and their
  values, from the core), `sheet_texts` (fields, headings and legend fitted to their room)
  and `sheet_metrics` (the measurements).
- `rules_page`: the one-page rules; `describe`: the rule texts both pages share.
- `flowables`: pictures in table cells (die faces, tick squares, fitted labels).
- `style`: the look every page shares, and `tr`; `fonts`: the embedded fonts.
- `text`: typography, right-to-left names, text fitted to a width; `glyphs`: each
  character in a font that has it, from `fontfiles` (fontconfig or the font folders);
  `embed`: fonts whose text copies out of the PDF, and the shaping of Indic scripts.
- `commands`: `yahtzee-desktop print`; `output`: a PDF written whole or not at all.
"""

from __future__ import annotations

from .filled import filled_pdf, filled_sheets
from .output import write_pdf
from .rules_page import rules_pdf
from .sheet_draw import blank_pdf, render_sheets
from .sheet_model import Layout, blank_sheet

__all__ = [
    "Layout",
    "blank_pdf",
    "blank_sheet",
    "filled_pdf",
    "filled_sheets",
    "render_sheets",
    "rules_pdf",
    "write_pdf",
]
