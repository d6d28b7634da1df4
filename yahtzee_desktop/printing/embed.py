"""TrueType fonts embedded so the text copied out of a PDF is the text printed, and the
shaping of scripts whose letters combine (Devanagari, Bengali, Gurmukhi, Gujarati…).

ReportLab writes a subset's ToUnicode map with four hex digits a character: a character
beyond U+FFFF (an emoji, 🎲 U+1F3B2) comes out as five, which readers reject or misread
(pdfminer read "Ἳ", pypdf nothing); `Font` writes UTF-16, a surrogate pair for those.

Shaping: a conjunct such as क्ष is one glyph of its own, not क + ् + ष side by side, and
the vowel sign ि is drawn before the consonants it follows. ReportLab (5.1 here) shapes with
HarfBuzz (uharfbuzz) and gives such glyphs private-use codes (U+E000…); `Font` maps each
of them back to the characters it was shaped from, so copying "अक्षय" gives "अक्षय".
Only runs in a script that needs it are shaped: Latin, Greek, Cyrillic and CJK keep
ReportLab's plain widths (the sheets' layout does not move), Arabic is joined earlier
(arabic-reshaper, text.visual) and would be reshaped twice.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]

__all__ = ["SHAPING", "Font", "needs_shaping", "shaped", "shaped_width", "to_unicode_cmap"]

try:  # a ReportLab that shapes, and uharfbuzz (a dependency: pyproject.toml)
    import uharfbuzz  # type: ignore[import-untyped]
    from reportlab.pdfbase.ttfonts import shapeStr

    SHAPING = True
except ImportError:  # then text.visual moves pre-base vowel signs itself
    SHAPING = False

_COMPLEX = re.compile(
    "[\u0900-\u0dff"  # Devanagari … Sinhala
    "\u0e00-\u0eff"  # Thai, Lao (marks stacked)
    "\u0f00-\u0fff"  # Tibetan
    "\u1000-\u109f"  # Myanmar
    "\u1780-\u17ff"  # Khmer
    "\ua8e0-\ua8ff]"  # Devanagari extended
)


def needs_shaping(text: str) -> bool:
    """Whether `text` has letters that only print right once shaped."""
    return SHAPING and _COMPLEX.search(text) is not None


class Font(TTFont):  # type: ignore[misc]
    """A TrueType font whose ToUnicode maps say what each glyph stands for."""

    def __init__(self, name: str, filename: str, **kwargs: Any) -> None:
        super().__init__(name, filename, **kwargs)
        self.spelled: dict[int, str] = {}
        """Private-use code of a shaped glyph → the characters it was shaped from."""

    def addObjects(self, doc: Any) -> None:
        subsets = [
            (self.getSubsetInternalName(n, doc)[1:], list(subset))
            for n, subset in enumerate(self.state[doc].subsets)
        ]
        super().addObjects(doc)  # which forgets the subsets
        for internal, subset in subsets:
            pdf_font = doc.idToObject[internal]
            stream = doc.idToObject[pdf_font.ToUnicode.name]
            stream.content = to_unicode_cmap(pdf_font.BaseFont, subset, self.spelled)


def _utf16(text: str) -> str:
    return text.encode("utf-16-be").hex().upper()


def to_unicode_cmap(name: str, subset: list[int], spelled: dict[int, str]) -> str:
    """A ToUnicode CMap (PDF 1.7, 9.10.3) for a subset: code i → subset[i] in UTF-16BE,
    or the characters a shaped glyph stands for."""
    lines = [
        "/CIDInit /ProcSet findresource begin",
        "12 dict begin",
        "begincmap",
        f"/CIDSystemInfo << /Registry ({name}) /Ordering ({name}) /Supplement 0 >> def",
        f"/CMapName /{name} def",
        "/CMapType 2 def",
        "1 begincodespacerange",
        f"<00> <{len(subset) - 1:02X}>",
        "endcodespacerange",
    ]
    pairs = [(i, spelled.get(code) or chr(code)) for i, code in enumerate(subset)]
    for start in range(0, len(pairs), 100):  # at most 100 entries a block
        block = pairs[start : start + 100]
        lines.append(f"{len(block)} beginbfchar")
        lines += [f"<{i:02X}> <{_utf16(text)}>" for i, text in block]
        lines.append("endbfchar")
    lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    return "\n".join(lines)


def _made(code: int) -> bool:
    """A code ReportLab gave a glyph no character maps to (private use), or a font's own
    code outside Unicode's assigned characters (Lohit Gujarati's ि variant is U+FFF5)."""
    return unicodedata.category(chr(code)) in ("Co", "Cn")


def _spell(text: str, face: Font) -> None:
    """Record what each glyph shaping made stands for. HarfBuzz is run again at cluster
    level "characters", where a glyph's cluster is the first character it was made from
    and reordering merges nothing: a glyph stands for the characters from its cluster to
    the next (प्र for the conjunct of "प्रिया", ि for the vowel sign drawn before it)."""
    buffer = uharfbuzz.Buffer()
    buffer.cluster_level = uharfbuzz.BufferClusterLevel.CHARACTERS
    buffer.add_str(text)
    buffer.guess_segment_properties()
    uharfbuzz.shape(face.hbFont(10), buffer, _FEATURES)
    starts = sorted({info.cluster for info in buffer.glyph_infos})
    ends = dict(zip(starts, [*starts[1:], len(text)], strict=True))
    to_char = face.face.glyphToChar
    for info in buffer.glyph_infos:
        codes = to_char.get(info.codepoint, ())
        if codes and _made(codes[0]):
            face.spelled.setdefault(codes[0], text[info.cluster : ends[info.cluster]])


_FEATURES = {"kern": True, "liga": True, "dlig": True}
"""ReportLab's shaping features (ttfonts.shapeFragWord): the same glyphs are chosen."""


@cache
def shaped(text: str, font: str) -> str:
    """`text` (one run, in logical order) as HarfBuzz shapes it in `font`: a string
    ReportLab draws glyph by glyph (its width: `shaped_width`); `text` itself where
    shaping changes nothing. The glyphs shaping made are recorded in the font's `spelled`."""
    out = shapeStr(text, font, 10)
    if getattr(out, "__shapeData__", None) is None:
        return text
    face = pdfmetrics.getFont(font)
    if isinstance(face, Font):
        _spell(text, face)
    return out  # type: ignore[no-any-return]


def shaped_width(text: str, font: str, size: float) -> float:
    """The width `text` takes once shaped, at `size`."""
    out = shaped(text, font)
    data = getattr(out, "__shapeData__", None)
    if data is None:
        return float(pdfmetrics.stringWidth(text, font, size))
    return float(sum(d.x_advance for d in data)) * size / 1000
