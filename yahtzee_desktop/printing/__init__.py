"""Printable A4 PDFs with ReportLab: blank and filled score sheets, the one-page rules.

Qt-free: the GUI and the command line both call these functions and get bytes.
"""

from __future__ import annotations

from .filled import filled_pdf, filled_sheets
from .output import write_pdf
from .rules_page import rules_pdf
from .sheets import Layout, blank_pdf, blank_sheet, render_sheets

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
