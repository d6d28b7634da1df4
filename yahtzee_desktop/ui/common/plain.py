"""A player's name shown as typed, wherever it goes.

Two ways a name could be read as something else: as markup (Qt renders a tooltip, or a
label in AutoText, as rich text when it looks like HTML, so a name `<img src=…>` from a
save file would load a local image), and as a direction (an unterminated right-to-left
override in a name turns the rest of the line around). `plain_tip` escapes a tooltip
that looks like HTML; `isolate` puts a name with right-to-left text or direction
controls between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which
close whatever the name opened (Unicode's bidi algorithm, rule X6a). A name of
left-to-right letters is left exactly as it is.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import Qt

__all__ = ["isolate", "plain_tip"]

FSI = "\u2068"
PDI = "\u2069"
_DIRECTIONAL = {"R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"}


def isolate(name: str) -> str:
    """`name`, isolated when anything in it could change the direction around it."""
    if any(unicodedata.bidirectional(ch) in _DIRECTIONAL for ch in name):
        return FSI + name + PDI
    return name


def plain_tip(text: str) -> str:
    """A tooltip Qt shows as typed: escaped in a paragraph when it would look like HTML."""
    if not Qt.mightBeRichText(text) and "&" not in text:
        return text
    import html  # only for such a name: not before the first frame (issue 14)

    return "<p>" + html.escape(text, quote=False).replace("\n", "<br>") + "</p>"
