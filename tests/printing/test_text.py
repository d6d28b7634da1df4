"""`printing.text`'s public helpers, as other modules of the package rely on them."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from yahtzee_desktop.printing.embed import SHAPING
from yahtzee_desktop.printing.style import REGULAR
from yahtzee_desktop.printing.text import _indic, fit_text, shorten, visual


def test_shorten_keeps_what_fits_and_cuts_the_rest_with_an_ellipsis() -> None:
    assert shorten("Zoë", REGULAR, 10, 100) == "Zoë"
    cut = shorten("Anne-Sophie de La Tour d’Auvergne", REGULAR, 10, 90)
    assert cut.endswith("…") and cut.startswith("Anne-Sophie")
    assert stringWidth(cut, REGULAR, 10) <= 90
    assert stringWidth(shorten("X" * 40, REGULAR, 10, 60) + "X", REGULAR, 10) > 60  # longest


def test_shorten_stays_in_typing_order_for_a_sentence_fitted_later() -> None:
    """An Arabic name cut for a sentence: the start of what was typed, not of the glyphs
    drawn; the whole sentence is put in visual order once, by `fit_text`."""
    name = "مريم العلي بنت عبد الرحمن"
    cut = shorten(name, REGULAR, 10, 50)
    assert cut.endswith("…") and name.startswith(cut[:-1].rstrip())
    assert stringWidth(visual(cut), REGULAR, 10) <= 50
    assert fit_text(f"Turn 3 — {cut} scores 50", REGULAR, 10, 400).lines[0] != (
        f"Turn 3 — {cut} scores 50"
    )


def test_without_shaping_an_indic_pre_base_vowel_sign_is_drawn_before_its_consonants() -> None:
    """Where ReportLab cannot shape (no uharfbuzz): "कि" typed as क + ि must be drawn ि
    then क, and "प्रि" puts ि before the whole cluster प्र; other scripts are untouched.
    With shaping, HarfBuzz reorders and wants the typing order."""
    assert _indic("किरण") == "\u093f\u0915\u0930\u0923"
    assert _indic("प्रिया") == "\u093f\u092a\u094d\u0930\u092f\u093e"
    assert _indic("राहुल") == "राहुल"
    assert _indic("Zoë") == "Zoë"
    assert visual("किरण") == ("किरण" if SHAPING else _indic("किरण"))
