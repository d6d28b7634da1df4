"""The look shared by every printed page: fonts, greys, sizes and the one table style.

DejaVu Sans is embedded (subset) so accents, × and ≥ print the same on every
machine and every viewer; ReportLab's base-14 fonts lack some of them.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from .. import i18n as _i18n
from ..i18n import QT_TRANSLATE_NOOP, translate
from .fonts import BOLD, REGULAR, fonts_dir, register_fonts

__all__ = [
    "BOLD",
    "GRID",
    "INK",
    "LIGHT",
    "MARGIN",
    "MIN_ROW",
    "MIN_TEXT_PT",
    "PAGE",
    "REGULAR",
    "SHADE",
    "box_name",
    "column_name",
    "fonts_dir",
    "new_canvas",
    "preset_name",
    "register_fonts",
    "tr",
]

PAGE = A4
MARGIN = 12 * mm
"""Home printers leave 3-6 mm blank; 12 mm keeps every line on paper."""
MIN_ROW = 7 * mm
"""The smallest cell a handwritten score fits in."""
INK = colors.black
GRID = colors.Color(0.35, 0.35, 0.35)
"""Thin grid lines in dark grey: visible on paper without dominating the writing."""
SHADE = colors.Color(0.90, 0.90, 0.90)
"""Background of headings and total rows."""
LIGHT = colors.Color(0.38, 0.38, 0.38)
"""Secondary text: points descriptions, the pace row, the legend. 62 % black: a draft-mode
laser or a photocopy keeps it (nothing a person must read is lighter than 55 %)."""
MIN_TEXT_PT = 6.0
"""No printed word is smaller (a photocopy loses 5.5 pt)."""
TINT = colors.Color(0.96, 0.96, 0.96)

CONTEXT = "Printing"


def tr(text: str, lang: str) -> str:
    """Translate a string marked with QT_TRANSLATE_NOOP("Printing", ...). The app's catalogue
    holds it with French typography written in (tests/ui/test_french_typography.py), so
    paper and screen say the same words with the same spaces."""
    return translate(CONTEXT, text, lang)


def box_name(box_id: str, preset: str, lang: str) -> str:
    return _i18n.box_name(box_id, preset, lang)


def column_name(column_id: str, lang: str) -> str:
    return _i18n.column_name(column_id, lang)


def preset_name(preset: str, lang: str) -> str:
    return _i18n.preset_name(preset, lang)


_SUBJECT = QT_TRANSLATE_NOOP("Printing", "Score sheets and rules for dice games")


def new_canvas(
    output: BinaryIO, title: str, invariant: bool, lang: str = "en", subject: str = ""
) -> Canvas:
    """A compressed A4 canvas with our fonts and the document's metadata (title, author,
    subject, language: a print shop's preflight and screen readers read them); `invariant`
    drops the timestamps, so tests and reproducible builds get identical bytes. The
    initial font is ours too, so no base-14 font is ever referenced without being embedded."""
    register_fonts()
    c = Canvas(
        output,
        pagesize=PAGE,
        invariant=1 if invariant else 0,
        pageCompression=1,
        lang=lang,
        initialFontName=REGULAR,
        initialFontSize=9,
    )
    c.setTitle(title)
    c.setAuthor("Yahtzee Desktop")
    c.setCreator("Yahtzee Desktop")
    c.setSubject(subject or tr(_SUBJECT, lang))
    return c
