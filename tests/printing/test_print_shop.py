"""What a print shop checks first, measured on the page (pdfplumber's characters and their
fonts): every character of every name printed in a font that has it, paper used as a
person would (pages, orientation), and a page that says what it is (house rules, team
members, the game in the PDF's title, French thousands)."""

from __future__ import annotations

import io
import unicodedata
from typing import Any

import pdfplumber
import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.core.setup import GameSetup, Player, Seat
from yahtzee_desktop.printing import blank_pdf, filled_pdf, rules_pdf
from yahtzee_desktop.printing.glyphs import REPLACEMENT, covers, fallback_font
from yahtzee_desktop.printing.text import group_number, visual

from .conftest import new_game, pdf_pages, play

MIXED = [
    "김민준",
    "राहुल",
    "Sam 🎲",
    "李 Wei",
    "مريم",
    "Zoë",
    "יוסף",
    "山田 太郎",
]
NO_FONT = "Q\u0378"
"""An unassigned code point: no font has it."""


def _faces() -> dict[str, frozenset[int]]:
    """Each registered TrueType font's PostScript name (as a PDF names it) → its cmap."""
    out = {}
    for name in pdfmetrics.getRegisteredFontNames():
        face = getattr(pdfmetrics.getFont(name), "face", None)
        if face is not None and hasattr(face, "charToGlyph"):
            ps = face.name.decode() if isinstance(face.name, bytes) else str(face.name)
            out[ps] = frozenset(face.charToGlyph)
    return out


def _pages(data: bytes) -> list[Any]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [(p.width, p.height, list(p.chars)) for p in pdf.pages]


def glyphless(data: bytes) -> list[str]:
    """Characters drawn in a font that has no glyph for them (an empty box on paper)."""
    faces = _faces()
    bad = []
    for _w, _h, chars in _pages(data):
        for ch in chars:
            text, font = ch["text"], ch["fontname"].split("+")[-1]
            if font not in faces:
                bad.append(f"{text!r} in an unknown font {font}")
            elif len(text) == 1 and ord(text) not in faces[font]:
                bad.append(f"{text!r} U+{ord(text):04X} has no glyph in {font}")
    return bad


def test_every_character_of_every_name_prints_in_a_font_that_has_it() -> None:
    """Korean, Devanagari, an emoji, Chinese mixed with Latin: each character in a font
    that has it (a fallback per character), or U+FFFD where this machine has none."""
    game = play(new_game(MIXED), 1000)
    data = filled_pdf(game, "fr")
    assert glyphless(data) == []
    ((_w, _h, chars),) = _pages(data)
    drawn = {c["text"] for c in chars}
    drawn |= {ch for text in drawn for ch in text}  # a shaped glyph stands for several
    for name in MIXED:
        for ch in visual(name):
            if ch.isspace():
                continue
            if covers("DejaVuSans-Bold", ch) or fallback_font(ch, bold=True) is not None:
                assert ch in drawn, (name, ch)
            else:
                assert REPLACEMENT in drawn, (name, ch)
    # The Latin part of a mixed name and the winner's star are drawn too.
    assert "W" in drawn and "★" in drawn


def test_a_character_no_font_has_prints_as_a_visible_replacement() -> None:
    data = filled_pdf(play(new_game([NO_FONT, "Bob"]), 1000), "en")
    ((_w, _h, chars),) = _pages(data)
    assert REPLACEMENT in {c["text"] for c in chars}
    assert glyphless(data) == []


def test_fallback_fonts_of_this_machine_cover_korean_devanagari_and_emoji() -> None:
    """The install script's packages (fonts-nanum, fonts-noto-core, fonts-symbola) are
    found: without them those names print as U+FFFD."""
    if fallback_font("김") is None:
        pytest.skip("no Korean font installed (scripts/install-system-deps.sh installs one)")
    for ch in "김र🎲山":
        font = fallback_font(ch)
        assert font is not None, unicodedata.name(ch)


@pytest.mark.parametrize("rules", PRESETS)
def test_eight_players_share_one_page(rules: str) -> None:
    options = {"dry_column": True} if rules == "yams" else {}
    data = filled_pdf(play(new_game(MIXED, rules, **options), 1000), "en")
    pages = _pages(data)
    assert len(pages) == 1
    words = pdf_pages(data)[0]
    assert "Zoë" in words


def test_a_pdf_keeps_one_orientation() -> None:
    """Seven players of Triple Yahtzee over two games: every page landscape."""
    game = play(new_game([f"P{i}" for i in range(7)], "triple-yahtzee", games=2), 1000)
    pages = _pages(filled_pdf(game, "en"))
    assert len(pages) == 2
    assert len({w > h for w, h, _c in pages}) == 1


def test_a_two_player_series_of_six_games_prints_as_the_pad() -> None:
    """One sheet per player with its six game columns: two pages, not six."""
    game = play(new_game(["Alice", "Benoît"], games=6), 2000)
    data = filled_pdf(game, "en")
    texts = pdf_pages(data)
    assert len(texts) == 2
    for text in texts:
        assert all(f"Game {n}" in text for n in range(1, 7))
        assert "Total of the six games" in text
    names = sorted(t.split("Name:\n")[1].split("\n")[0] for t in texts)
    assert names == ["Alice", "Benoît"]  # one sheet each


def test_a_changed_preset_is_house_rules_and_says_what_differs() -> None:
    rules = preset("yahtzee", points={"full_house": 30})
    (page,) = pdf_pages(rules_pdf(rules, "en"))
    flat = " ".join(page.split())
    assert "official" not in flat
    assert "Yahtzee (house rules)" in flat
    assert "Full house: 30 (usually 25)" in flat
    title = PdfReader(io.BytesIO(rules_pdf(rules, "fr"))).metadata.title
    assert "maison" in title and "officielle" not in title
    (sheet,) = pdf_pages(blank_pdf(rules, "games", "fr"))
    flat = " ".join(sheet.split())
    assert "règle maison" in flat and "Full : 30 (d’habitude 25)" in flat
    official = " ".join(pdf_pages(rules_pdf(preset("yahtzee"), "en"))[0].split())
    assert "house rules" not in official and "usually" not in official


def test_team_members_print_under_the_team_name() -> None:
    setup = GameSetup(
        preset("yahtzee"),
        (
            Seat("Les Bleus", (Player("Ana"), Player("Ben"))),
            Seat.solo("Chloé"),
        ),
        seed=3,
        started="2025-06-01T20:00:00",
    )
    data = filled_pdf(play(Game(setup), 1000), "fr")
    ((_w, _h, chars),) = _pages(data)
    text = pdf_pages(data)[0]
    assert "Les Bleus" in text and "Ana, Ben" in text
    team_top = min(c["top"] for c in chars if c["text"] == "L")
    member_top = min(c["top"] for c in chars if c["text"] == "A" and c["top"] < 150)
    assert member_top > team_top  # under the name


def test_a_filled_pdf_is_titled_from_its_game() -> None:
    game = play(new_game(["Alice", "Benoît"]), 1000)
    title = PdfReader(io.BytesIO(filled_pdf(game, "fr"))).metadata.title
    assert "Alice" in title and "Benoît" in title and "1er juin 2025" in title
    assert "Yahtzee" in title


def test_french_thousands_take_a_narrow_no_break_space() -> None:
    assert group_number(1734, "fr") == "1\u202f734"
    assert group_number(1734, "en") == "1,734"
    assert group_number(734, "fr") == "734"
    game = play(new_game(["Solo"], "triple-yahtzee", games=6), 4000)
    total = game.state.series_totals()[0]
    assert total >= 1000  # six games of three columns
    text = pdf_pages(filled_pdf(game, "fr"))[0]
    assert group_number(total, "fr") in text and str(total) not in text


def test_the_seeds_word_bonus_in_french() -> None:
    (page,) = pdf_pages(blank_pdf(preset("yahtzee"), "games", "fr"))
    assert "Bonus" in page and "Prime\n" not in page and "Prime :" not in page
    assert "Prime Yahtzee" in page  # the extra Yahtzees keep their "prime", as the seeds say


UPPER_BONUS_ON_SCREEN = [
    ("Celebration", "Upper bonus! +{points} for {name}"),
    ("StatisticsDialog", "Upper bonus:"),
    ("ScoreSheet", "Bonus earned"),
    ("ScoreSheet", "{missing} more points in the upper section earn the bonus of {bonus}"),
    ("RuleSettingsDialog", "Upper &bonus:"),
    ("RuleSettingsDialog", "Upper bonus &threshold:"),
    ("RuleSettingsDialog", "Upper bonus points"),
    (
        "RuleSettingsDialog",
        "Earned when the upper subtotal of a column reaches the threshold (0: none).",
    ),
    ("Chances", "{name} scores {points} in {box} and the upper bonus of {bonus}"),
    ("PdfJobDialog", "A row to follow the upper bonus (ahead of or behind {par})"),
]


def test_the_screen_says_bonus_as_the_printed_sheet_does() -> None:
    """The score sheet's row on screen and the printed row both say "Bonus" in French, and
    no word of the screen about the upper bonus says "prime" (kept for extra Yahtzees)."""
    from yahtzee_desktop.i18n import _catalogue, translate
    from yahtzee_desktop.ui.table.score_cells import _ROW_LABELS, RowKind

    screen = translate("ScoreSheet", _ROW_LABELS[RowKind.UPPER_BONUS], "fr")
    assert screen == translate("Printing", "Bonus", "fr") == "Bonus"
    catalogue = _catalogue("fr")
    for key in UPPER_BONUS_ON_SCREEN:
        french = catalogue[key].lower()
        assert "prime" not in french and "gagnée" not in french, key
        assert "bonus" in french or key[1].startswith("Earned"), key
    assert "prime" in catalogue[("ScoreSheet", "Yahtzee bonus")].lower()


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_pages_keep_sentence_ends_together_and_fill_the_page(name: str, lang: str) -> None:
    """No line of a rules page is a sentence's short end ("0.", "contient 0."); the text
    stays large (a body of 9 pt or more) and the page is used (under 12 mm left)."""
    with pdfplumber.open(io.BytesIO(rules_pdf(preset(name), lang))) as pdf:
        (page,) = pdf.pages
        lines = page.extract_text().split("\n")
        sizes = [round(c["size"], 1) for c in page.chars]
        unused = (page.height - max(c["bottom"] for c in page.chars)) / 72 * 25.4 - 12
    assert [line for line in lines if len(line) <= 12 and line.endswith(".")] == []
    assert max(set(sizes), key=sizes.count) >= 9
    assert unused < 12


def test_the_rules_page_walks_through_one_turn() -> None:
    """Three rolls, what is kept, where the score goes and why, with the rule set's points:
    Four of a kind pays the sum of the dice in Yahtzee, only the four equal dice in Yatzy."""
    text = " ".join(pdf_pages(rules_pdf(preset("yahtzee"), "en"))[0].split())
    assert "A turn, step by step" in text
    assert "First roll: 2-3-3-5-6. You keep the two 3s" in text
    assert "Four of a kind pays 18 (sum of all 5 dice), Threes only 12." in text
    assert "You write 18 in Four of a kind." in text
    yatzy = " ".join(pdf_pages(rules_pdf(preset("yatzy"), "en"))[0].split())
    assert "pays 12" in yatzy and "too. You write 12 in" in yatzy
    french = " ".join(pdf_pages(rules_pdf(preset("triple-yahtzee"), "fr"))[0].split())
    assert "Un tour pas à pas" in french and "Vous écrivez 18 dans la case Carré." in french


def test_many_extra_yahtzees_fit_their_cell_as_a_count() -> None:
    """Eight extra Yahtzees in a Triple column of six players: squares that would cross
    the grid print as "✓ × 8", inside the cell (no line against any character)."""
    from yahtzee_desktop.core.card import Card
    from yahtzee_desktop.printing.sheet_draw import render_sheets
    from yahtzee_desktop.printing.sheet_model import Group, Layout, Sheet

    from .test_page_quality import check_page

    rules = preset("triple-yahtzee")
    column = tuple(50 if b.id == "yahtzee" else None for b in rules.box_rules)
    card = Card(rules, (column,) * 3, (8, 1, 0))
    groups = tuple(Group(f"P{i}", card) for i in range(6))
    data = render_sheets([Sheet(rules, "en", Layout.PLAYERS, groups)])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        (page,) = pdf.pages
        assert check_page(page) == []
        text = page.extract_text()
    assert text.count("✓ × 8") == 6


@pytest.mark.parametrize("name", PRESETS)
def test_pace_means_the_same_on_every_rule_set(name: str) -> None:
    """`--pace` adds its row on every sheet (Triple and Yams too), and a portrait sheet
    keeps its notes box with it."""
    for layout in ("games", "players"):
        (plain,) = pdf_pages(blank_pdf(preset(name), layout, "en"))
        (paced,) = pdf_pages(blank_pdf(preset(name), layout, "en", pace=True))
        assert "Ahead/behind" in paced and "Ahead/behind" not in plain
        if "Notes" in plain:
            assert "Notes" in paced


@pytest.mark.parametrize("seats", [0, 9])
def test_print_filled_says_the_players_limit(
    seats: int, tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file of 0 or 9 players: the one-line error says the limit, not only "damaged"."""
    import json

    from yahtzee_desktop.cli import main
    from yahtzee_desktop.core.savefile import save_game

    path = tmp_path / "game.json"
    save_game(new_game(["A", "B"]), path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["setup"]["seats"] = [data["setup"]["seats"][0]] * seats
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["print", "filled", str(path), "-o", str(tmp_path / "out.pdf")])
    err = capsys.readouterr().err
    assert code == 2
    assert "1 to 8 players or teams" in err and f"this one {seats}" in err
    assert not (tmp_path / "out.pdf").exists()


def test_chances_say_what_their_table_leaves_in_the_cache(tmp_path: Any) -> None:
    from yahtzee_desktop.printing.commands import cache_note

    (tmp_path / "tables").mkdir()
    (tmp_path / "tables" / "t.npz").write_bytes(b"\0" * 3_000_000)
    note = cache_note(tmp_path)
    assert str(tmp_path) in note and "(3 MB)" in note and "delete" in note


@pytest.mark.parametrize(
    ("name", "options", "said"),
    [
        ("yahtzee", {}, "le bonus et les primes"),
        ("maxi-yatzy", {}, "Additionnez les sections et le bonus\u00a0:"),
        ("yacht", {}, "Additionnez les sections et le bonus\u00a0:"),
        ("yacht", {"upper_bonus": 0}, "Additionnez les sections\u00a0:"),
        ("yams", {}, "Additionnez les sections et leurs bonus\u00a0:"),
    ],
)
def test_the_end_of_the_game_adds_only_the_bonuses_the_rules_have(
    name: str, options: dict[str, int], said: str
) -> None:
    """Maxi Yatzy, Yacht and Yatzy have no Yahtzee bonus: their French page said to add
    "le bonus et les primes" (the seeds' "prime" is the extra Yahtzee's)."""
    (page,) = pdf_pages(rules_pdf(preset(name, **options), "fr"))
    page = " ".join(page.split())
    assert said.replace("\u00a0", "") in page.replace("\u00a0", "").replace(" :", ":")
    if "primes" not in said:
        assert "les primes" not in page
