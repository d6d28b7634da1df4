"""Names in scripts DejaVu lacks, measured in the PDF: Devanagari shaped (a conjunct is one
glyph), an emoji that copies out as itself, and fallback fonts found the Windows way (the
font folders read directly) on this machine."""

from __future__ import annotations

import io
import shutil
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from pypdf import PdfReader

from yahtzee_desktop.printing import filled_pdf, fontfiles, glyphs
from yahtzee_desktop.printing.embed import SHAPING, _made, to_unicode_cmap
from yahtzee_desktop.printing.glyphs import fallback_font, runs

from .conftest import new_game, play
from .test_print_shop import glyphless

HINDI = ["अक्षय", "क्षत्रिय"]


def _chars(data: bytes) -> list[dict[str, Any]]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [c for page in pdf.pages for c in page.chars]


def _name_glyphs(chars: list[dict[str, Any]], name: str) -> list[str]:
    """The characters pdfplumber reads for `name`'s glyphs: its first run of glyphs whose
    texts, joined, have the name's code points."""
    texts = [c["text"] for c in chars]
    for start in range(len(texts)):
        for end in range(start + 1, min(len(texts), start + len(name)) + 1):
            if sorted("".join(texts[start:end])) == sorted(name):
                return texts[start:end]
    return []


@pytest.mark.skipif(not SHAPING, reason="ReportLab shapes only with uharfbuzz installed")
def test_a_hindi_name_prints_its_conjuncts_as_one_glyph() -> None:
    """अक्षय is five code points and three glyphs (अ, the conjunct क्ष, य); the
    conjunct's glyph copies out as the three characters it stands for."""
    if fallback_font("क") is None:
        pytest.skip("no Devanagari font installed (scripts/install-system-deps.sh)")
    data = filled_pdf(play(new_game([*HINDI, "Bob"]), 1000), "en")
    chars = _chars(data)
    assert glyphless(data) == []
    for name in HINDI:
        drawn = _name_glyphs(chars, name)
        assert drawn, name
        assert len(drawn) < len(name)  # glyphs fewer than code points: shaped
        assert "क्ष" in drawn  # the conjunct, one glyph
    assert "अक्षय" in PdfReader(io.BytesIO(data)).pages[0].extract_text()


@pytest.mark.skipif(not SHAPING, reason="ReportLab shapes only with uharfbuzz installed")
def test_shaped_names_copy_out_with_their_own_characters() -> None:
    """A vowel sign drawn before its consonants is a glyph of its own: it copies out as
    that sign (Lohit Gujarati's variant of ि has the code U+FFF5, no character), and a
    conjunct as its letters, so the name's characters all come back, none added."""
    names = [n for n in ("प्रिया", "પ્રિયંકા", "ਗੁਰਪ੍ਰੀਤ") if fallback_font(n[0]) is not None]
    if not names:
        pytest.skip("no Indic font installed (scripts/install-system-deps.sh)")
    chars = _chars(filled_pdf(play(new_game([*names, "Bob"]), 1000), "en"))
    for name in names:
        assert _name_glyphs(chars, name), name
    assert not [c["text"] for c in chars if any(_made(ord(ch)) for ch in c["text"])]


def test_an_emoji_copies_out_of_the_pdf_as_itself() -> None:
    """🎲 is U+1F3B2: the ToUnicode map must say it as a surrogate pair (pdfminer read
    ReportLab's five hex digits as "Ἳ", pypdf as nothing)."""
    if fallback_font("🎲") is None:
        pytest.skip("no emoji font installed (fonts-symbola)")
    data = filled_pdf(play(new_game(["Sam 🎲", "Zoë"]), 1000), "en")
    assert "🎲" in [c["text"] for c in _chars(data)]
    assert "🎲" in PdfReader(io.BytesIO(data)).pages[0].extract_text()


def test_the_to_unicode_map_writes_utf16() -> None:
    cmap = to_unicode_cmap("AAAAAA+F", [0, 0x41, 0x1F3B2, 0xE000], {0xE000: "क्ष"})
    assert "<01> <0041>" in cmap
    assert "<02> <D83CDFB2>" in cmap  # a surrogate pair
    assert "<03> <0915094D0937>" in cmap  # what the shaped glyph stands for


def _collection(ttf: Path, ttc: Path) -> None:
    """`ttf` as a one-font TrueType collection (Windows' CJK and Nirmala UI files are):
    a "ttcf" header, then the font with its tables' offsets moved past the header."""
    data = bytearray(ttf.read_bytes())
    (count,) = struct.unpack_from(">H", data, 4)
    for i in range(count):
        at = 12 + 16 * i + 8
        struct.pack_into(">I", data, at, struct.unpack_from(">I", data, at)[0] + 16)
    ttc.write_bytes(b"ttcf" + struct.pack(">HHII", 1, 0, 1, 16) + bytes(data))


WINDOWS_COPIES = {
    # Windows' file name: a font of this machine with the same scripts
    "nirmala.ttc": "Lohit-Devanagari.ttf",  # Nirmala UI: Indic (a collection)
    "malgun.ttf": "NanumGothic.ttf",  # Malgun Gothic: Korean
    "malgunbd.ttf": "NanumGothicBold.ttf",
    "seguiemj.ttf": "Symbola_hint.ttf",  # Segoe UI Emoji
}


@pytest.fixture
def windows_fonts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A Windows without fontconfig: %WINDIR%\\Fonts holding copies of this machine's
    fonts under Windows' file names, and a Chinese font in the user's own folder."""
    files = {Path(f).name: f for ch in "क김🎲山" for f in fontfiles.fontconfig_fonts(ch)}
    bold = fontfiles.fontconfig_fonts("김")
    files.update({Path(f).name: f for f in bold})
    wanted = [*WINDOWS_COPIES.values(), "DroidSansFallbackFull.ttf"]
    if any(name not in files for name in wanted):
        pytest.skip("the install script's fonts are missing")
    system = tmp_path / "Windows" / "Fonts"
    user = tmp_path / "Local" / "Microsoft" / "Windows" / "Fonts"
    system.mkdir(parents=True)
    user.mkdir(parents=True)
    for windows, linux in WINDOWS_COPIES.items():
        if windows.endswith(".ttc"):
            _collection(Path(files[linux]), system / windows)
        else:
            shutil.copy(files[linux], system / windows)
    shutil.copy(files["DroidSansFallbackFull.ttf"], user / "msyh.ttc")  # not a collection
    (system / "notes.txt").write_text("not a font")
    monkeypatch.setenv("WINDIR", str(tmp_path / "Windows"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "Local"))
    monkeypatch.setattr(fontfiles, "fontconfig_fonts", lambda ch: [])
    fallback_font.cache_clear()
    runs.cache_clear()
    yield tmp_path
    fallback_font.cache_clear()
    runs.cache_clear()


def test_windows_fonts_are_found_in_the_font_folders(windows_fonts: Path) -> None:
    assert fallback_font("김") == "Fallback-malgun"
    assert fallback_font("김", bold=True) == "Fallback-malgunbd"
    assert fallback_font("क") == "Fallback-nirmala"
    assert fallback_font("🎲") == "Fallback-seguiemj"
    assert fallback_font("山") == "Fallback-msyh"  # the user's folder
    assert fallback_font("\u0378") is None
    data = filled_pdf(play(new_game(["김민준", "अक्षय", "Sam 🎲", "李 Wei"]), 1000), "en")
    assert glyphless(data) == []
    fonts = {c["fontname"].split("+")[-1] for c in _chars(data)}
    assert {"NanumGothicBold", "Lohit-Devanagari", "Symbola", "DroidSansFallback"} <= fonts
    assert glyphs.REPLACEMENT not in {c["text"] for c in _chars(data)}


def test_without_fc_list_the_unix_font_folders_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A minimal Debian has libfontconfig1 but not fontconfig's fc-list: the install
    script's fonts were there and never found (Debian 12's chroot skipped five tests).
    The folders fontconfig reads are read directly, the user's own, nested, too."""
    found = fontfiles.fontconfig_fonts("क")
    if not found:
        pytest.skip("no Devanagari font installed (scripts/install-system-deps.sh)")
    mine = tmp_path / "data" / "fonts" / "deep" / "MyDevanagari.ttf"
    mine.parent.mkdir(parents=True)
    shutil.copy(found[0], mine)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(fontfiles, "_fc_list", lambda: None)
    fontfiles._unix_files.cache_clear()
    fallback_font.cache_clear()
    runs.cache_clear()
    try:
        files = fontfiles.fontconfig_fonts("क")
        assert str(mine) in files and all(Path(f).suffix in (".ttf", ".ttc") for f in files)
        assert fontfiles.fontconfig_fonts("\u0378") == []
        assert fallback_font("क") is not None
    finally:
        fontfiles._unix_files.cache_clear()
        fallback_font.cache_clear()
        runs.cache_clear()
