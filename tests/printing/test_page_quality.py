"""What a print shop checks, measured on the page itself (pdfplumber's character boxes and
stroked lines, pypdf's font dictionaries), not on the code that draws it: no text over other
text, nothing within 5 mm of the paper's edge, no grid line touching a character (every
number keeps an inner margin in its cell), every font embedded, and the PDF's metadata."""

from __future__ import annotations

import io
import itertools
from collections import defaultdict
from typing import Any

import pdfplumber
import pytest
from pypdf import PdfReader

from yahtzee_desktop.core.rules import PRESETS, preset
from yahtzee_desktop.printing import blank_pdf, filled_pdf, rules_pdf
from yahtzee_desktop.printing.glyphs import fallback_font
from yahtzee_desktop.printing.sheet_draw import VOID
from yahtzee_desktop.printing.sheet_model import Layout

from .conftest import new_game, play

MM = 72 / 25.4
EDGE = 5 * MM
NUMBER_MARGIN = 0.5 * MM
"""A digit keeps at least this much paper between itself and any grid line beside it."""
TEXT_MARGIN = 0.25 * MM

NAMES = [
    "Marie-Françoise",
    "Élodie Brontë",
    "Jean-Baptiste",
    "Christophe",
    "مريم العلي",
    "יוסף כהן",
    "山田 太郎",
    "Anne-Sophie de La Tour d’Auvergne-Lauraguais",
    "X" * 60,
    "Zoë",
]
CJK = fallback_font("山") is not None


def _core(ch: dict[str, Any]) -> tuple[float, float, float, float]:
    """The box a glyph really inks: baseline-relative, not the font's whole ascent/descent."""
    size = ch["size"]
    baseline = (
        ch["bottom"] - 0.236 * size if "DejaVu" in ch["fontname"] else ch["bottom"] - 0.12 * size
    )
    return ch["x0"] + 0.15, baseline - 0.72 * size, ch["x1"] - 0.15, baseline + 0.08 * size


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check_page(page: Any) -> list[str]:
    problems: list[str] = []
    w, h = page.width, page.height
    chars = [c for c in page.chars if c["text"].strip()]
    objects = chars + page.lines + page.rects + page.curves
    for o in objects:
        if o["x0"] < EDGE or o["x1"] > w - EDGE or o["top"] < EDGE or o["bottom"] > h - EDGE:
            problems.append(
                f"near the edge: {o.get('text', o['object_type'])!r} at "
                f"{o['x0']:.0f},{o['top']:.0f}"
            )
    # Text over text: characters of different runs whose inked boxes intersect.
    grid: dict[tuple[int, int], list[int]] = defaultdict(list)
    cores = [_core(c) for c in chars]
    for i, b in enumerate(cores):
        for gx in range(int(b[0] // 20), int(b[2] // 20) + 1):
            for gy in range(int(b[1] // 20), int(b[3] // 20) + 1):
                grid[gx, gy].append(i)
    seen = set()
    for cell in grid.values():
        for i, j in itertools.combinations(cell, 2):
            if (i, j) in seen:
                continue
            seen.add((i, j))
            if _overlap(cores[i], cores[j]):
                problems.append(
                    f"text over text: {chars[i]['text']!r} and {chars[j]['text']!r} "
                    f"at {chars[i]['x0']:.0f},{chars[i]['top']:.0f}"
                )
    # Lines through or against text: stroked edges only, the void stroke excepted.
    void = (round(VOID.red, 2), round(VOID.green, 2), round(VOID.blue, 2))
    edges = [
        e
        for e in page.edges
        if e.get("stroke", True)
        and tuple(round(v, 2) for v in (e.get("stroking_color") or ())) != void
    ]
    for ch, b in zip(chars, cores, strict=True):
        mx = NUMBER_MARGIN if ch["text"].isdigit() else TEXT_MARGIN
        box = (b[0] - mx, b[1] - 0.2, b[2] + mx, b[3] + 0.2)
        for e in edges:
            if e["orientation"] == "v":
                if box[0] < e["x0"] < box[2] and e["top"] < box[3] and box[1] < e["bottom"]:
                    problems.append(
                        f"vertical line against {ch['text']!r} at {ch['x0']:.0f},{ch['top']:.0f}"
                    )
            elif box[1] < e["top"] < box[3] and e["x0"] < box[2] and box[0] < e["x1"]:
                problems.append(
                    f"horizontal line against {ch['text']!r} at {ch['x0']:.0f},{ch['top']:.0f}"
                )
    return problems


MIN_PT = 6.0
MIN_BLACK = 0.55
"""A black-and-white printer in draft mode, or a photocopy, loses text lighter or smaller."""


def blackness(color: Any) -> float:
    """How black a fill colour prints on a grey-only printer: 1 is black, 0 is paper."""
    values = tuple(color or (0,))
    if len(values) == 1:
        return 1 - float(values[0])
    if len(values) == 4:  # CMYK
        c, m, y, k = (float(v) for v in values)
        return min(1.0, k + (c + m + y) / 3 * (1 - k))
    r, g, b = (float(v) for v in values[:3])
    return 1 - (0.299 * r + 0.587 * g + 0.114 * b)


def check_ink(page: Any) -> list[str]:
    """Every word at least 6 pt and 55 % black."""
    problems = []
    for ch in page.chars:
        if not ch["text"].strip():
            continue
        if ch["size"] < MIN_PT - 0.01:
            problems.append(
                f"{ch['size']:.1f} pt text: {ch['text']!r} at {ch['x0']:.0f},{ch['top']:.0f}"
            )
        black = blackness(ch.get("non_stroking_color"))
        if black < MIN_BLACK - 0.005:
            problems.append(
                f"{black:.0%} black text: {ch['text']!r} at {ch['x0']:.0f},{ch['top']:.0f}"
            )
    return problems


def check_pdf(data: bytes, lang: str) -> list[str]:
    problems = []
    reader = PdfReader(io.BytesIO(data))
    meta = reader.metadata
    assert meta is not None and meta.title and meta.subject
    assert meta.author == "Yahtzee Desktop"
    assert reader.trailer["/Root"].get("/Lang") == lang
    for page in reader.pages:
        for name, ref in page["/Resources"]["/Font"].items():
            font = ref.get_object()
            desc = font.get("/FontDescriptor")
            if desc is None and "/DescendantFonts" in font:
                desc = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
            desc = desc.get_object() if desc is not None else None
            if desc is None or not any(
                k in desc for k in ("/FontFile", "/FontFile2", "/FontFile3")
            ):
                problems.append(f"font not embedded: {name} {font.get('/BaseFont')}")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for n, page in enumerate(pdf.pages):
            problems += [f"page {n + 1}: {p}" for p in check_page(page) + check_ink(page)]
    return problems


def _names(n: int, start: int) -> list[str]:
    pool = [x for x in NAMES if CJK or x != "山田 太郎"]
    return [pool[(start + i) % len(pool)] for i in range(n)]


def _filled(rules: str, players: int, lang: str, options: dict[str, Any], games: int = 1) -> bytes:
    game = new_game(_names(players, players + len(rules)), rules, games=games, **options)
    return filled_pdf(play(game, 1000), lang)


BLANK = [
    (name, layout, lang, pace)
    for name in PRESETS
    for layout in Layout
    for lang in ("en", "fr")
    for pace in (False, True)
]
VARIANTS = [
    ("yams", {"dry_column": True}),
    ("yams", {"dry_column": True, "chance": True}),
    ("yams", {"kinds_score": "all_dice", "upper_first": True}),
    ("yahtzee", {"joker": "none", "yahtzee_bonus": 0}),
    ("yahtzee", {"chance": False}),
]


def test_the_sheets_of_the_issue_are_clean() -> None:
    """The sheets the issue named: four long French names, Triple Yahtzee and the Yams dry
    column with six players, right-to-left and very long names."""
    cases = [
        (_filled("yahtzee", 4, "fr", {}, games=2), "fr"),
        (_filled("triple-yahtzee", 6, "en", {}), "en"),
        (_filled("yams", 6, "fr", {"dry_column": True}), "fr"),
        (filled_pdf(play(new_game(["N" * 500, "مريم", "Bob"]), 1000), "en"), "en"),
        (blank_pdf(preset("yams", dry_column=True), "players", "fr"), "fr"),
        (rules_pdf(preset("triple-yahtzee"), "fr"), "fr"),
    ]
    for data, lang in cases:
        assert check_pdf(data, lang) == []


def test_the_checker_sees_a_number_on_a_grid_line() -> None:
    """The check can fail: a number drawn across a grid line, and text over text."""
    from reportlab.pdfgen.canvas import Canvas

    from yahtzee_desktop.printing.style import REGULAR, register_fonts

    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer)
    c.setFont(REGULAR, 11)
    c.line(100, 100, 100, 200)
    c.drawString(96, 150, "123")
    c.drawString(300, 300, "abc")
    c.drawString(303, 301, "xyz")
    c.drawString(2, 400, "edge")
    c.save()
    with pdfplumber.open(io.BytesIO(buffer.getvalue())) as pdf:
        problems = " ".join(check_page(pdf.pages[0]))
    assert "vertical line against" in problems
    assert "text over text" in problems
    assert "near the edge" in problems


@pytest.mark.slow
@pytest.mark.parametrize(("name", "layout", "lang", "pace"), BLANK)
def test_every_blank_sheet_is_clean(name: str, layout: Layout, lang: str, pace: bool) -> None:
    assert check_pdf(blank_pdf(preset(name), layout, lang, pace=pace), lang) == []


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), VARIANTS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_variant_sheet_and_rules_page_is_clean(
    name: str, options: dict[str, Any], lang: str
) -> None:
    rules = preset(name, **options)
    for layout in Layout:
        assert check_pdf(blank_pdf(rules, layout, lang), lang) == []
    assert check_pdf(rules_pdf(rules, lang), lang) == []


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rules_page_is_clean(name: str, lang: str) -> None:
    assert check_pdf(rules_pdf(preset(name), lang), lang) == []


@pytest.mark.slow
@pytest.mark.parametrize("players", range(1, 9))
@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("yahtzee", {}),
        ("triple-yahtzee", {}),
        ("yams", {"dry_column": True}),
        ("yatzy", {}),
        ("yacht", {}),
    ],
)
def test_every_filled_sheet_is_clean(players: int, name: str, options: dict[str, Any]) -> None:
    lang = "fr" if (players + len(name)) % 2 else "en"
    games = 2 if players in (1, 4) else 1
    assert check_pdf(_filled(name, players, lang, options, games), lang) == []


def test_the_ink_check_sees_pale_and_small_text() -> None:
    """Text at 45 % black (the old hint grey) or at 5.5 pt is reported; 62 % at 6 pt is not."""
    from reportlab.lib import colors
    from reportlab.pdfgen.canvas import Canvas

    from yahtzee_desktop.printing.style import LIGHT, REGULAR, register_fonts

    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer)
    c.setFillColor(colors.Color(0.55, 0.55, 0.55))
    c.setFont(REGULAR, 8)
    c.drawString(100, 500, "pale")
    c.setFillColor(LIGHT)
    c.setFont(REGULAR, 5.5)
    c.drawString(100, 400, "tiny")
    c.setFont(REGULAR, 6)
    c.drawString(100, 300, "fine")
    c.save()
    with pdfplumber.open(io.BytesIO(buffer.getvalue())) as pdf:
        problems = check_ink(pdf.pages[0])
    assert any("45% black" in p and "'p'" in p for p in problems)
    assert any("5.5 pt" in p and "'t'" in p for p in problems)
    assert not any("'f'" in p for p in problems)
