"""The embedded fonts: their names, their folder, and registering them with ReportLab once.

Its own module because both the page style and the text fitting (which falls back to
system fonts) need them, and the style imports the text fitting.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]

from .embed import Font

__all__ = ["BOLD", "REGULAR", "fonts_dir", "register_fonts"]

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"


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
    pdfmetrics.registerFont(Font(REGULAR, str(folder / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(Font(BOLD, str(folder / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
