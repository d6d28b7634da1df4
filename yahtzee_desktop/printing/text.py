"""Text as it must reach the paper: names in their reading order, a font
that has their glyphs, and lines that fit a given width.

Player names are the family's own words, in any script. Arabic and Hebrew are stored in
typing (logical) order; a PDF shows glyphs left to right, so a name is reshaped (Arabic
letters joined, arabic-reshaper) and put in visual order (Unicode bidi algorithm,
python-bidi) before it is drawn. Widths are those of `glyphs.runs`: each character in
DejaVu Sans or, where DejaVu lacks it, in a fallback font of its own.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from .embed import SHAPING
from .fonts import register_fonts
from .glyphs import text_width

__all__ = ["Fitted", "fit_text", "group_number", "shorten", "visual"]

ELLIPSIS = "…"


def group_number(value: int, lang: str) -> str:
    """A score as the language writes it: "1 734" in French (a narrow no-break space, so a
    total never breaks or reads as two numbers), "1,734" in English; "734" unchanged."""
    text = f"{value:,}"
    return text.replace(",", "\u202f") if lang == "fr" else text


def _is_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


_PRE_BASE = "\u093f\u09bf\u09c7\u09c8\u0a3f\u0abf"
"""Vowel signs written before the consonants they follow in typing (Devanagari, Bengali,
Gurmukhi, Gujarati "i", Bengali "e", "ai")."""
_CLUSTER = re.compile(
    r"((?:[\u0915-\u0939\u0958-\u095f\u0995-\u09b9\u09dc-\u09df\u0a15-\u0a39"
    r"\u0a59-\u0a5e\u0a95-\u0ab9][\u093c\u09bc\u0a3c\u0abc]?"
    r"[\u094d\u09cd\u0a4d\u0acd])*"
    r"[\u0915-\u0939\u0958-\u095f\u0995-\u09b9\u09dc-\u09df\u0a15-\u0a39"
    r"\u0a59-\u0a5e\u0a95-\u0ab9][\u093c\u09bc\u0a3c\u0abc]?)"
    "([" + _PRE_BASE + "])"
)


def _indic(text: str) -> str:
    """A pre-base vowel sign put before its consonant cluster ("प्रिया": ि before प्र), as
    a shaping engine would, where there is none (no uharfbuzz): HarfBuzz does it itself,
    and wants the typing order."""
    if not any(ch in _PRE_BASE for ch in text):
        return text
    return _CLUSTER.sub(r"\2\1", text)


@cache
def visual(text: str) -> str:
    """The glyph order a left-to-right page needs: right-to-left names reversed (Arabic
    joined); left-to-right scripts unchanged (shaped when drawn, `glyphs.draw_text`)."""
    if not SHAPING:
        text = _indic(text)
    if not _is_rtl(text):
        return text
    import arabic_reshaper  # type: ignore[import-untyped]
    from bidi import get_display  # type: ignore[import-untyped]

    return str(get_display(arabic_reshaper.reshape(text)))


@dataclass(frozen=True)
class Fitted:
    """A text fitted to a box: its lines (already in visual order), base font and size
    (draw them with `glyphs.draw_text`, which falls back per character)."""

    lines: tuple[str, ...]
    font: str
    size: float
    shortened: bool

    def width(self) -> float:
        return max((text_width(line, self.font, self.size) for line in self.lines), default=0.0)


def _width(text: str, font: str, size: float) -> float:
    return text_width(visual(text), font, size)


def shorten(text: str, font: str, size: float, width: float) -> str:
    """`text` if it fits `width`, else its longest start that fits with "…" after it.

    Unlike `fit_text`, the size stays and the result stays in typing order: for a name set
    inside a longer line (a sentence about a player) that is fitted, and put in visual
    order, as a whole afterwards; a name cut first keeps the rest of the line readable."""
    register_fonts()
    if _width(text, font, size) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _width(text[:mid].rstrip() + ELLIPSIS, font, size) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def _two_lines(text: str, font: str, size: float, width: float) -> tuple[str, str] | None:
    words = text.split()
    best = None
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        if _width(first, font, size) <= width and _width(second, font, size) <= width:
            balance = abs(len(first) - len(second))
            if best is None or balance < best[0]:
                best = (balance, first, second)
    if best is None:
        # One long word with hyphens: break after a hyphen.
        for i in range(len(text) - 1, 0, -1):
            if text[i - 1] == "-":
                first, second = text[:i], text[i:]
                if _width(first, font, size) <= width and _width(second, font, size) <= width:
                    return first, second
        return None
    return best[1], best[2]


def fit_text(
    text: str,
    font: str,
    size: float,
    width: float,
    height: float | None = None,
    min_size: float = 6.5,
    lines: int = 1,
) -> Fitted:
    """Shrink to `min_size`, then (if `lines` is 2 and `height` allows) wrap on two lines,
    then shorten with "…": the text never leaves its box."""
    text = " ".join(text.split())
    steps = []
    s = size
    while s > min_size:
        steps.append(s)
        s = round(s - 0.5, 2)
    steps.append(min_size)
    for s in steps:
        if _width(text, font, s) <= width:
            return Fitted((visual(text),), font, s, False)
    if lines >= 2:
        for s in steps:
            if height is not None and 2 * s * 1.15 > height:
                continue
            pair = _two_lines(text, font, s, width)
            if pair is not None:
                return Fitted((visual(pair[0]), visual(pair[1])), font, s, False)
    return Fitted((visual(shorten(text, font, min_size, width)),), font, min_size, True)
