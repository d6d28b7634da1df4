"""Text as it must reach the paper: French typography, names in their reading order, a font
that has their glyphs, and lines that fit a given width.

Player names are the family's own words, in any script. Arabic and Hebrew are stored in
typing (logical) order; a PDF shows glyphs left to right, so a name is reshaped (Arabic
letters joined, arabic-reshaper) and put in visual order (Unicode bidi algorithm,
python-bidi) before it is drawn. DejaVu Sans (embedded) covers Latin, Greek, Cyrillic,
Arabic and Hebrew; for other scripts (Chinese, Japanese, Korean...) fontconfig names a
TrueType font of the system that has the glyphs, embedded as a subset like DejaVu.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]

from .fonts import register_fonts

__all__ = ["Fitted", "fit_text", "font_for", "shorten", "typo", "visual"]

ELLIPSIS = "…"

_COLON = re.compile(r"[ \u00a0\u202f]?:(?!\d)")
_TALL = re.compile(r"[ \u00a0\u202f]?([;!?])")
_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")


def typo(text: str, lang: str) -> str:
    """French typography: a no-break space before ":", a narrow one before ";", "!" and "?",
    and the typographic apostrophe. Idempotent, so catalogue text may already have them."""
    if lang != "fr":
        return text.replace("'", "’") if "'" in text else text
    if ":" in text:
        text = _COLON.sub("\u00a0:", text)
    if any(p in text for p in ";!?"):
        text = _TALL.sub("\u202f\\1", text)
    if "'" in text:
        text = _APOSTROPHE.sub("’", text)
    return text


def _is_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


@cache
def visual(text: str) -> str:
    """The glyph order a left-to-right page needs: unchanged for left-to-right scripts."""
    if not _is_rtl(text):
        return text
    import arabic_reshaper  # type: ignore[import-untyped]
    from bidi import get_display  # type: ignore[import-untyped]

    return str(get_display(arabic_reshaper.reshape(text)))


@cache
def _cmap(font: str) -> frozenset[int]:
    face = pdfmetrics.getFont(font).face
    return frozenset(face.charToGlyph)


def _covers(font: str, text: str) -> bool:
    cmap = _cmap(font)
    return all(ord(ch) in cmap or ch.isspace() for ch in text)


@cache
def _system_font(chars: str) -> str | None:
    """A registered fallback font that has every one of `chars`, found by fontconfig."""
    fc_list = shutil.which("fc-list")
    if not fc_list or not chars:
        return None
    charset = " ".join(f"{ord(c):x}" for c in sorted(set(chars)))
    try:
        out = subprocess.run(
            [fc_list, f":charset={charset}", "file"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    files = sorted({line.split(":")[0].strip() for line in out.splitlines() if line.strip()})
    # Sans faces first; ReportLab embeds TrueType outlines only (not CFF .otf).
    files.sort(key=lambda f: ("sans" not in f.lower(), not f.lower().endswith(".ttf"), f))
    for file in files:
        name = "Fallback-" + Path(file).stem
        try:
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, file))
        except Exception:
            continue
        if _covers(name, chars):
            return name
    return None


def font_for(text: str, font: str) -> str:
    """`font` if it has every glyph of `text`, else a system font that has them all."""
    register_fonts()
    if _covers(font, text):
        return font
    missing = "".join(sorted({ch for ch in text if not _covers(font, ch)}))
    return _system_font(text.replace(" ", "")) or _system_font(missing) or font


@dataclass(frozen=True)
class Fitted:
    """A text fitted to a box: its lines (already in visual order), font and size."""

    lines: tuple[str, ...]
    font: str
    size: float
    shortened: bool

    def width(self) -> float:
        return max(
            (float(stringWidth(line, self.font, self.size)) for line in self.lines), default=0.0
        )


def _width(text: str, font: str, size: float) -> float:
    return float(stringWidth(visual(text), font, size))


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
    font = font_for(visual(text), font)
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
