"""The look shared by every printed page: fonts, greys, sizes and the one table style.

DejaVu Sans is embedded (subset) so accents, × and ≥ print the same on every
machine and every viewer; ReportLab's base-14 fonts lack some of them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import BinaryIO

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from ..i18n import translate

__all__ = [
    "BOLD",
    "GRID",
    "INK",
    "LIGHT",
    "MARGIN",
    "MIN_ROW",
    "PAGE",
    "REGULAR",
    "SHADE",
    "fonts_dir",
    "new_canvas",
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
LIGHT = colors.Color(0.55, 0.55, 0.55)
"""Secondary text: points descriptions, the pace row."""
TINT = colors.Color(0.96, 0.96, 0.96)

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
CONTEXT = "Printing"


def fonts_dir() -> Path:
    """resources/fonts in a checkout, an installed wheel or a frozen bundle."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources" / "fonts", here.parent / "resources" / "fonts"):
        if candidate.is_dir():
            return candidate
    return here.parent / "resources" / "fonts"


@cache
def register_fonts() -> None:
    """Load the TTFs once per process (parsing them is the slowest step of a sheet)."""
    folder = fonts_dir()
    pdfmetrics.registerFont(TTFont(REGULAR, str(folder / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )


def tr(text: str, lang: str) -> str:
    """Translate a string marked with QT_TRANSLATE_NOOP("Printing", ...)."""
    return translate(CONTEXT, text, lang)



def new_canvas(output: BinaryIO, title: str, invariant: bool) -> Canvas:
    """A compressed A4 canvas with our fonts and the document's metadata; `invariant`
    drops the timestamps, so tests and reproducible builds get identical bytes."""
    register_fonts()
    c = Canvas(output, pagesize=PAGE, invariant=1 if invariant else 0, pageCompression=1)
    c.setTitle(title)
    c.setCreator("Yahtzee Desktop")
    return c
