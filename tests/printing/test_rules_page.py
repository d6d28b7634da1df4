"""The rules PDF: exactly one A4 page, every box and the options' own sentences."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.printing import rules_pdf
from yahtzee_desktop.printing.style import box_name

from .conftest import pdf_pages


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", PRESETS)
def test_one_a4_page_with_every_box(name: str, lang: str) -> None:
    rules = preset(name)
    data = rules_pdf(rules, lang, invariant=True)
    reader = PdfReader(io.BytesIO(data))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)
    text = _flat(reader.pages[0].extract_text())
    for b in rules.box_rules:
        assert box_name(b.id, name, lang) in text
    assert str(rules.upper_bonus_threshold) in text and f"+{rules.upper_bonus}" in text
    assert data == rules_pdf(rules, lang, invariant=True)


@pytest.mark.parametrize(
    "options",
    [
        {"dry_column": True, "chance": True, "upper_first": True},
        {"kinds_score": "all_dice", "dry_column": True},
    ],
)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_variants_still_fit_one_page(options: dict[str, object], lang: str) -> None:
    assert len(pdf_pages(rules_pdf(preset("yams", **options), lang))) == 1


def test_joker_and_bonus_sentences_follow_the_options() -> None:
    forced = _flat(pdf_pages(rules_pdf(preset("yahtzee"), "en"))[0])
    assert "Forced joker" in forced and "Full house 25" in forced and "+100" in forced
    free = _flat(pdf_pages(rules_pdf(preset("yahtzee", joker="free"), "en"))[0])
    assert "Free joker" in free and "Forced joker" not in free
    none = _flat(pdf_pages(rules_pdf(preset("yahtzee", joker="none", yahtzee_bonus=0), "en"))[0])
    assert "No joker" in none and "earns no bonus" in none
    strict = _flat(pdf_pages(rules_pdf(preset("yahtzee", zeroed_yahtzee_joker=False), "en"))[0])
    assert "neither bonus nor joker" in strict
    custom = _flat(pdf_pages(rules_pdf(preset("yahtzee", points={"full_house": 30}), "en"))[0])
    assert "Full house 30" in custom


def test_french_page_reads_french_with_accents() -> None:
    text = _flat(pdf_pages(rules_pdf(preset("yams", dry_column=True), "fr"))[0])
    for words in (
        "la règle en une page",
        "Matériel",
        "Sèche",
        "de haut en bas",
        "Plus et Moins",
        "joueurs à égalité",
        "Carré",
        "total des 3 dés identiques",
        "Descendante : ",
        "Sèche : ",
    ):  # French spaces its colons
        assert words in text


def test_triple_yahtzee_explains_multipliers() -> None:
    text = _flat(pdf_pages(rules_pdf(preset("triple-yahtzee"), "en"))[0])
    # Every column bullet has the same shape: worth, then order.
    assert "×1: every score counts as written; fill the boxes in any order." in text
    assert "×3: every score, bonuses included, counts ×3; fill the boxes in any order." in text
    assert "39 turns" in text
    # RULES.md §2: bonus and joker follow the Yahtzee box of the column the roll goes into.
    assert "follow the Yahtzee box of the column the roll goes into" in text


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_says_tied_players_roll_again(name: str, lang: str) -> None:
    text = _flat(pdf_pages(rules_pdf(preset(name), lang))[0])
    assert ("tied players roll again" if lang == "en" else "en cas d’égalité, on relance") in text


# Words an 8-year-old reading the page to the table stumbles on (first evening, issue 13):
# Latin, statistics, and "face" (of a die) where "number" says it.
HARD_WORDS = {"en": ("cumulative", "face"), "fr": ("ex æquo", "cumul")}


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_child_can_read_the_page_aloud(name: str, lang: str) -> None:
    free = name != "yams" and "joker" in preset(name).declaration.offers
    for options in ({}, {"joker": "free"}) if free else ({},):
        text = _flat(pdf_pages(rules_pdf(preset(name, **options), lang))[0]).lower()
        assert not [word for word in HARD_WORDS[lang] if word in text]


def test_yams_dry_column_page_says_when_only_one_roll_is_allowed() -> None:
    text = _flat(pdf_pages(rules_pdf(preset("yams", dry_column=True), "en"))[0])
    assert "only open boxes of your card are in the Dry column, your turn has a single roll" in text
    plain = _flat(pdf_pages(rules_pdf(preset("yams"), "en"))[0])
    assert "single roll" not in plain


def test_french_rules_use_french_typography() -> None:
    """No-break space before ":", narrow no-break space before ";": no line starts with ";"."""
    for options in ({}, {"dry_column": True}):
        raw = pdf_pages(rules_pdf(preset("yams", **options), "fr"))[0]
        # DejaVu draws U+00A0 with the space glyph, so the PDF's text maps it back to a
        # space: the catalogue test checks the no-break space itself.
        assert "'" not in raw and " ;" in raw and " :" in raw
        assert not any(p + ";" in raw or p + ":" in raw for p in "abcdefghijklmnopqrstuvwxyzé")
        assert not any(line.lstrip().startswith((";", ":")) for line in raw.splitlines())


DICE_WORDS = {5: {"en": "five dice", "fr": "cinq dés"}, 6: {"en": "six dice", "fr": "six dés"}}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", PRESETS)
def test_the_page_counts_the_dice_of_its_rules(name: str, lang: str) -> None:
    """Issue 29: the page said "five dice" for a six-dice game and no test noticed."""
    rules = preset(name)
    text = _flat(pdf_pages(rules_pdf(rules, lang))[0]).lower()
    assert DICE_WORDS[rules.dice][lang] in text
    others = [words[lang] for n, words in DICE_WORDS.items() if n != rules.dice]
    assert not [w for w in others if w in text]
    saved = "unused are saved" if lang == "en" else "n’utilisez pas sont gardés"
    assert (saved in text.replace("'", "’")) == rules.saved_rolls
    if not rules.saved_rolls:
        return
    off = _flat(pdf_pages(rules_pdf(preset(name, saved_rolls=False), lang))[0]).lower()
    assert saved not in off.replace("'", "’")


def test_a_preset_s_notes_are_on_its_page() -> None:
    text = _flat(pdf_pages(rules_pdf(preset("maxi-yatzy"), "en"))[0])
    assert "four 5s are not two pairs, but four 5s and two 2s are" in text
    assert "four 5s" not in _flat(pdf_pages(rules_pdf(preset("yatzy"), "en"))[0])
