"""Blank and filled sheets: A4, rows from the rule set, same bytes twice, values from the core."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader

from yahtzee_desktop.cli import main
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.printing import blank_pdf, filled_pdf, filled_sheets
from yahtzee_desktop.printing.describe import box_points
from yahtzee_desktop.printing.sheet_model import Layout, blank_sheet
from yahtzee_desktop.printing.sheets import SheetBuilder
from yahtzee_desktop.printing.style import MIN_ROW, box_name

from .conftest import new_game, pdf_pages, play

A4 = (595.2756, 841.8898)


def _size(data: bytes, page: int = 0) -> tuple[float, float]:
    box = PdfReader(io.BytesIO(data)).pages[page].mediabox
    return float(box.width), float(box.height)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("layout", list(Layout))
@pytest.mark.parametrize("name", PRESETS)
def test_blank_sheet_has_every_box_and_the_bonus_rule(name: str, layout: Layout, lang: str) -> None:
    rules = preset(name)
    data = blank_pdf(rules, layout, lang, invariant=True)
    (text,) = pdf_pages(data)
    for b in rules.box_rules:
        assert box_name(b.id, name, lang) in text
        assert box_points(b, lang) in text
    word = "if" if lang == "en" else "si"
    assert f"{rules.upper_bonus} {word} ≥ {rules.upper_bonus_threshold}" in text
    assert ("Grand total" if lang == "en" else "Total général") in text
    if rules.yahtzee_bonus:
        assert "✓ = 100" in text
    assert sorted(_size(data)) == sorted(A4)


def test_sheet_follows_options_not_a_fixed_list() -> None:
    rules = preset(
        "yahtzee",
        chance=False,
        upper_bonus=50,
        upper_bonus_threshold=70,
        points={"full_house": 30},
        yahtzee_bonus=0,
    )
    (text,) = pdf_pages(blank_pdf(rules, "games", "en"))
    assert "\nChance\n" not in text and "without Chance" in " ".join(text.split())
    assert "50 if ≥ 70" in text
    assert "30\n" in text and "\n25\n" not in text
    assert "Yahtzee bonus\n" not in text  # no row; the house rules say "none"


def test_french_accents_come_out_right() -> None:
    (text,) = pdf_pages(blank_pdf(preset("yams", dry_column=True), "players", "fr"))
    for word in (
        "Carré",
        "Feuille de marque",
        "Total général",
        "Sèche",
        "règle"[0:0] + "Grille",
        "dés du premier lancer",
    ):
        assert word in text


@pytest.mark.parametrize(
    ("lang", "layout", "field"),
    [
        ("en", "players", "Date:"),
        ("fr", "players", "Date :"),
        ("en", "games", "Name:"),
        ("fr", "games", "Nom :"),
    ],
)
def test_header_fields_follow_the_language_s_punctuation(
    lang: str, layout: str, field: str
) -> None:
    """French sets a (non-breaking) space before a colon, as the rest of the sheet does."""
    (text,) = pdf_pages(blank_pdf(preset("yahtzee"), layout, lang))
    assert field in text.replace("\u00a0", " ")


def test_invariant_mode_gives_the_same_bytes() -> None:
    rules = preset("triple-yahtzee")
    first = blank_pdf(rules, "games", "fr", copies=2, invariant=True)
    assert first == blank_pdf(rules, "games", "fr", copies=2, invariant=True)
    assert first != blank_pdf(rules, "games", "en", copies=2, invariant=True)


def test_copies_make_a_pad() -> None:
    data = blank_pdf(preset("yahtzee"), "players", "en", copies=4)
    assert len(pdf_pages(data)) == 4
    with pytest.raises(ValueError):
        blank_pdf(preset("yahtzee"), "players", "en", copies=0)


@pytest.mark.parametrize(
    "options", [{}, {"dry_column": True}, {"dry_column": True, "chance": True}]
)
@pytest.mark.parametrize("layout", list(Layout))
def test_multi_column_grids_fit_one_page_with_writable_cells(
    options: dict[str, object], layout: Layout
) -> None:
    for name in ("yams", "triple-yahtzee"):
        if name != "yams" and options:
            continue
        rules = preset(name, **options)
        builder = SheetBuilder(blank_sheet(rules, layout, "fr"))
        size, cell_w, row_h, _rows = builder.geometry()
        assert row_h >= MIN_ROW
        assert cell_w >= 8 * 72 / 25.4
        data = blank_pdf(rules, layout, "fr")
        (text,) = pdf_pages(data)
        assert size[0] > size[1]  # landscape: 18 to 24 score columns
        assert sorted(_size(data)) == sorted(A4)
        # Column headings: one form for all (full names, or all proper short forms).
        headings, _size_pt = builder._column_headings(cell_w - 2 * 72 / 25.4)
        assert all(h in text for h in headings)
        if name == "yams":
            # The arrows the legend explains are in the headings (as French printables).
            assert headings in (
                ["↓ Descendante", "Libre", "↑ Montante", "Sèche"][: rules.columns],
                ["↓ Desc.", "Libre", "↑ Mont.", "Sèche"][: rules.columns],
                ["↓", "Libre", "↑", "Sèche"][: rules.columns],
            )
            assert "↓" in text and "↑" in text and "Desc." not in text.replace("↓ Desc.", "")


def test_single_column_sheets_are_portrait_with_an_optional_pace_row() -> None:
    builder = SheetBuilder(blank_sheet(preset("yahtzee"), "games", "en", pace=True))
    size, _cell, row_h, rows = builder.geometry()
    assert size[0] < size[1]
    assert any(r.kind == "pace" for r in rows)
    assert row_h >= MIN_ROW
    paced = pdf_pages(blank_pdf(preset("yahtzee"), "games", "en", pace=True))[0]
    assert "Ahead/behind 63" in paced
    assert "Ahead/behind" not in pdf_pages(blank_pdf(preset("yahtzee"), "games", "en"))[0]


def test_the_pad_s_yahtzee_bonus_cell_and_upper_total_in_the_lower_section() -> None:
    (text,) = pdf_pages(blank_pdf(preset("yahtzee"), "players", "en"))
    assert "Score 100 per ✓" in text
    lines = text.splitlines()
    assert lines.index("Upper total (carried)") > lines.index("Lower total")
    assert "Notes" in text  # the space under a portrait table is used


def test_filled_sheets_show_scores_totals_and_winners(finished_duel: Game) -> None:
    state = finished_duel.state
    data = filled_pdf(finished_duel, "en", invariant=True)
    pages = pdf_pages(data)
    assert len(pages) == 2  # one per game
    for g, text in enumerate(pages):
        assert "Alice" in text and "Benoît" in text
        assert f"Game:\n{g + 1} of 2" in text
        for total in state.totals(g):
            assert str(total) in text
        card = state.cards[g][0]
        assert str(card.column_totals().upper) in text
    last = pages[-1]
    for total in state.series_totals():
        assert str(total) in last
    winners = [finished_duel.setup.seats[s].name for s in state.series_outcome().winners]
    assert "Series won by" in last and all(w in last for w in winners)
    game_winner = finished_duel.setup.seats[state.outcome(1).winners[0]].name
    assert f"★ {game_winner}" in last
    assert "June 1, 2025" in last
    assert "Ahead/behind 63" in last  # kept on filled sheets
    assert data == filled_pdf(finished_duel, "en", invariant=True)


def test_filled_sheet_of_a_running_solo_series_uses_the_games_layout() -> None:
    game = play(new_game(["Zoé"], games=3), 20)  # game 1 done, game 2 running
    (sheet,) = filled_sheets(game, "fr")
    assert sheet.layout is Layout.GAMES
    assert [g.card is not None for g in sheet.groups] == [True, True, False]
    (text,) = pdf_pages(filled_pdf(game, "fr"))
    assert "Zoé" in text
    assert str(game.state.series_totals()[0]) in text
    assert "Total des 3 parties" in text
    assert "1er juin 2025" in text


def _row_values(data: bytes, label: str, page: int = 0) -> list[str]:
    """The texts printed right of `label` on its row, left to right."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        words = pdf.pages[page].extract_words()
    parts = label.split()
    for i in range(len(words) - len(parts) + 1):
        run = words[i : i + len(parts)]
        if [w["text"] for w in run] == parts and all(
            abs(w["top"] - run[0]["top"]) < 1 for w in run
        ):
            top, end = run[0]["top"], run[-1]["x1"]
            row = [w for w in words if abs(w["top"] - top) < 3 and w["x0"] > end]
            return [w["text"] for w in sorted(row, key=lambda w: w["x0"])]
    raise AssertionError(f"no row {label!r}")


def _printed(game: Game, tmp_path: Path) -> bytes:
    """The sheet as `yahtzee-desktop print filled GAME.json` writes it."""
    save_game(game, tmp_path / "game.json")
    out = tmp_path / "game.pdf"
    assert main(["print", "filled", str(tmp_path / "game.json"), "-o", str(out)]) == 0
    return out.read_bytes()


def test_a_finished_column_without_yahtzee_bonus_scores_0_in_the_bonus_row(
    tmp_path: Path,
) -> None:
    """Like the upper bonus once the section is complete: an empty cell on a finished
    sheet would read as not added up yet."""
    game = play(new_game(["Mum"]), 1000)
    assert game.state.finished and game.state.cards[0][0].bonus_counts == (0,)
    data = _printed(game, tmp_path)
    assert _row_values(data, "Score 100 per ✓") == ["0"]
    upper_bonus = game.state.cards[0][0].column_totals().upper_bonus
    assert _row_values(data, "Bonus") == ["35", "if", "≥", "63", str(upper_bonus)]


def test_the_yahtzee_bonus_row_is_0_or_the_points_per_player(
    finished_duel: Game, tmp_path: Path
) -> None:
    data = _printed(finished_duel, tmp_path)
    for g in range(2):
        cards = finished_duel.state.cards[g]
        expected = [str(card.column_totals().yahtzee_bonus) for card in cards]
        assert _row_values(data, "Score 100 per ✓", page=g) == expected


def test_the_yahtzee_bonus_row_waits_for_the_column_unless_a_bonus_is_won(
    tmp_path: Path,
) -> None:
    """While boxes are open an extra Yahtzee can still come: no 0 yet; ticks show at once."""
    game = new_game(["Mum"])
    game.switch_dice("physical")
    game.write("chance", 22)
    assert _row_values(_printed(game, tmp_path), "Score 100 per ✓") == []
    game.write("yahtzee", 50)
    game.write("four_kind", 30, yahtzee_bonus=True)
    assert _row_values(_printed(game, tmp_path), "Score 100 per ✓") == ["100"]
    for box in (
        "aces",
        "twos",
        "threes",
        "fours",
        "fives",
        "sixes",
        "three_kind",
        "full_house",
        "small_straight",
        "large_straight",
    ):
        game.write(box, 0)
    assert game.state.finished
    assert _row_values(_printed(game, tmp_path), "Score 100 per ✓") == ["100"]


def test_filled_triple_yahtzee_multiplies_columns() -> None:
    game = play(new_game(["Ann", "Bob"], "triple-yahtzee"), 100)
    (text,) = pdf_pages(filled_pdf(game, "en"))
    card = game.state.cards[0][0]
    assert str(card.column_totals(2).total) in text
    assert str(card.total()) in text
    assert "Column × factor" in text


def test_eight_players_share_one_page_in_playing_order() -> None:
    """Eight players on one page (narrower cells), the starter the roll-off chose first."""
    game = play(new_game([f"P{i}" for i in range(8)]), 30)
    pages = pdf_pages(filled_pdf(game, "en"))
    assert len(pages) == 1
    first, last = game.state.order(0)[0], game.state.order(0)[-1]
    assert first == 5 and last == 4
    assert pages[0].index("P5") < pages[0].index("P0") < pages[0].index("P4")


LONG_NAME = " ".join(["Anne-Sophie de La Tour d’Auvergne"] * 6)


@pytest.mark.parametrize(
    ("lang", "rules", "games", "legend"),
    [
        ("en", "yahtzee", 2, "Full names:"),
        ("fr", "yahtzee", 2, "Noms complets :"),
        ("en", "yams", 6, "Full names:"),  # landscape: the fields beside the title
        ("fr", "yams", 6, "Noms complets :"),
    ],
)
def test_a_name_cut_in_a_header_field_is_given_whole_in_the_legend(
    lang: str, rules: str, games: int, legend: str, tmp_path: Path
) -> None:
    from .test_page_quality import check_pdf

    save_game(play(new_game([LONG_NAME], rules, games=games), 20), tmp_path / "game.json")
    out = tmp_path / "game.pdf"
    assert (
        main(["print", "filled", str(tmp_path / "game.json"), "--lang", lang, "-o", str(out)]) == 0
    )
    data = out.read_bytes()
    width, height = _size(data)
    assert (width > height) == (games == 6)
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        chars = page.chars
        text = page.extract_text()
    # The field is cut, and marked: "…" then the mark, on the header's line.
    cut = [i for i, ch in enumerate(chars) if ch["text"] == "…"]
    assert cut, "the name should not fit its field"
    header = chars[cut[0]]
    assert header["top"] < page.height / 6
    assert chars[cut[0] + 1]["text"] == "¹"
    # The legend gives the whole name after the same mark.
    flat = " ".join(text.split())
    assert f"{legend} ¹ {LONG_NAME}" in flat
    assert check_pdf(data, lang) == []


def test_a_page_with_no_room_for_the_legend_still_prints() -> None:
    """Six games of Triple Yahtzee leave no line under the table: the long name is then
    cut without a mark (nothing to point to), rather than the page failing to print."""
    from .test_page_quality import check_pdf

    data = filled_pdf(play(new_game([LONG_NAME], "triple-yahtzee", games=6), 20), "en")
    width, height = _size(data)
    assert width > height
    (text,) = pdf_pages(data)
    assert "…" in text and "Full names" not in text and "¹" not in text
    assert check_pdf(data, "en") == []


def test_six_long_names_on_a_triple_yahtzee_sheet_still_print() -> None:
    """The legend of six long names used to leave the table no room (the page failed to
    print at all); the names are now given shorter in the legend."""
    from .test_page_quality import check_pdf

    names = [f"{LONG_NAME} {i}" for i in range(6)]
    data = filled_pdf(play(new_game(names, "triple-yahtzee"), 20), "fr")
    (text,) = pdf_pages(data)
    assert "Noms complets" in text and "⁶" in text
    assert check_pdf(data, "fr") == []
