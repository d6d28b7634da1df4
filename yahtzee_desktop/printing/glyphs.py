"""Every character of a text in a font that has it: runs of (text, font) to draw side by side.

DejaVu Sans (embedded) has Latin, Greek, Cyrillic, Arabic, Hebrew and many symbols; a name
may mix in Korean, Devanagari, CJK or an emoji. Each character DejaVu lacks is looked up on
its own (fontfiles: fontconfig, or Windows' font folders; then cached), so "李 Wei ★"
prints its Latin letters and star in DejaVu and only 李 in a CJK font: a font chosen for
the whole text would drop whatever it lacks. Runs in a script whose letters combine
(Devanagari…) are shaped (embed). The install script provides, on Debian: Lohit
(Devanagari and other Indic scripts, fonts-lohit-*; fonts-noto-core's serve as well), Nanum
Gothic (Hangul, fonts-nanum; Noto's CJK fonts are CFF outlines, which ReportLab cannot
embed), Droid Sans Fallback (Chinese, Japanese) and Symbola (monochrome emoji,
fonts-symbola). A character no font has prints as U+FFFD, a
visible "�", never as nothing; invisible joiners and emoji variation selectors are dropped.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]

from .embed import Font, needs_shaping, shaped, shaped_width
from .fontfiles import system_fonts
from .fonts import BOLD, fonts_dir, register_fonts

__all__ = ["REPLACEMENT", "covers", "draw_text", "fallback_font", "runs", "text_width"]

REPLACEMENT = "\ufffd"
"""What a character no font has prints as (DejaVu has it): visible, and searchable."""


@cache
def _cmap(font: str) -> frozenset[int]:
    register_fonts()
    return frozenset(pdfmetrics.getFont(font).face.charToGlyph)


def covers(font: str, ch: str) -> bool:
    """Whether `font` (a registered TrueType name) has a glyph for `ch`."""
    return ord(ch) in _cmap(font)


def _ignorable(ch: str) -> bool:
    """Format characters that draw nothing (zero-width joiners, direction marks, variation
    selectors, emoji tags): skipped where the font lacks them rather than shown as a box."""
    code = ord(ch)
    return (
        unicodedata.category(ch) == "Cf"
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or 0x1F3FB <= code <= 0x1F3FF  # skin tones: a monochrome emoji has none
    )


def _shipped() -> list[str]:
    """Extra TrueType fonts shipped beside DejaVu (a bundle may carry some), tried first."""
    folder = fonts_dir()
    return sorted(str(p) for p in folder.glob("*.ttf") if not p.name.startswith("DejaVu"))


@cache
def _registered(file: str) -> str | None:
    name = "Fallback-" + Path(file).stem
    try:
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(Font(name, file))
    except Exception:  # CFF outlines, collections, damaged files: not usable here
        return None
    return name


@cache
def fallback_font(ch: str, bold: bool = False) -> str | None:
    """A registered font that has `ch`: a shipped one, else the system's best; None if none."""
    candidates = _shipped() + system_fonts(ch, bold)
    for file in candidates:
        name = _registered(file)
        if name is not None and covers(name, ch):
            return name
    return None


@cache
def runs(text: str, font: str) -> tuple[tuple[str, str], ...]:
    """`text` (already in visual order) cut into runs, each in a font that has its glyphs:
    `font` wherever it can, a fallback per character elsewhere, U+FFFD where none can."""
    register_fonts()
    out: list[list[str]] = []
    used: list[str] = []  # fallbacks of this text, tried first: one face for a whole name
    for ch in text:
        if covers(font, ch):
            use = font
        elif ch.isspace():
            ch, use = " ", font
        elif _ignorable(ch):
            continue
        else:
            found = next((f for f in used if covers(f, ch)), None)
            found = found or fallback_font(ch, font == BOLD)
            if found is None:
                ch, use = REPLACEMENT, font
            else:
                use = found
                if found not in used:
                    used.append(found)
        if out and out[-1][1] == use:
            out[-1][0] += ch
        else:
            out.append([ch, use])
    return tuple((t, f) for t, f in out)


def _width(part: str, font: str, size: float) -> float:
    if needs_shaping(part):
        return shaped_width(part, font, size)
    return float(stringWidth(part, font, size))


def text_width(text: str, font: str, size: float) -> float:
    """The width `draw_text` gives `text` (in visual order) at `size`."""
    return sum(_width(t, f, size) for t, f in runs(text, font))


def draw_text(
    c: Any, x: float, y: float, text: str, font: str, size: float, anchor: str = "start"
) -> float:
    """Draw `text` (visual order) from x ("start"), centred on x ("middle") or ending at x
    ("end"), each run in its own font; returns the width drawn."""
    width = text_width(text, font, size)
    if anchor == "middle":
        x -= width / 2
    elif anchor == "end":
        x -= width
    for part, f in runs(text, font):
        c.setFont(f, size)
        c.drawString(x, y, shaped(part, f) if needs_shaping(part) else part)
        x += _width(part, f, size)
    return width
