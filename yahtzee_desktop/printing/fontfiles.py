"""The system's font files that have a character, best first: what `glyphs` falls back to.

Two ways, whichever the system has: fontconfig (`fc-list`, Linux and the BSDs), and the
font folders read directly, which is how Windows keeps them (`%WINDIR%\\Fonts` and the
user's own `%LOCALAPPDATA%\\Microsoft\\Windows\\Fonts`; no fontconfig there). A folder's
files are judged by their own cmap table (read here, a few kB of each file), the families
Windows ships for each script first: Segoe UI (Latin, Greek, Cyrillic), Segoe UI Symbol
and Segoe UI Emoji (symbols, monochrome emoji outlines), Nirmala UI (Devanagari, Bengali
and the other Indic scripts), Malgun Gothic (Korean), Microsoft YaHei and SimSun
(Chinese), Yu Gothic and MS Gothic (Japanese), Arial Unicode where Office installed it.
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from functools import cache
from pathlib import Path

__all__ = [
    "WINDOWS_FAMILIES",
    "folder_fonts",
    "font_folders",
    "fontconfig_fonts",
    "system_fonts",
    "unix_font_folders",
]

WINDOWS_FAMILIES = (
    ("segoeui.ttf", "segoeuib.ttf"),
    ("seguisym.ttf",),
    ("seguiemj.ttf",),
    ("nirmala.ttf", "nirmalab.ttf", "nirmala.ttc"),
    ("msyh.ttc", "msyhbd.ttc"),
    ("simsun.ttc",),
    ("yugothm.ttc", "yugothb.ttc"),
    ("msgothic.ttc",),
    ("malgun.ttf", "malgunbd.ttf"),
    ("arialuni.ttf",),
    ("mangal.ttf", "mangalb.ttf"),
    ("leelawui.ttf", "leelauib.ttf"),
    ("ebrima.ttf", "ebrimabd.ttf"),
    ("gadugi.ttf", "gadugib.ttf"),
)
"""Windows' own fonts by family and file name, tried in this order (in a family, the
weight asked for first): the Chinese fonts before Malgun Gothic, whose Hanja would give a
Chinese name Korean forms."""

FONT_SUFFIXES = (".ttf", ".ttc", ".otf")


def font_folders() -> list[Path]:
    """The font folders that exist where there is no fontconfig: Windows' (the system's
    and the user's own), macOS's."""
    folders = []
    windir = os.environ.get("WINDIR") or os.environ.get("SYSTEMROOT")
    if windir:
        folders.append(Path(windir) / "Fonts")
    local = os.environ.get("LOCALAPPDATA")
    if local:
        folders.append(Path(local) / "Microsoft" / "Windows" / "Fonts")
    if sys.platform == "darwin":  # macOS keeps no fontconfig either
        folders += [Path("/System/Library/Fonts"), Path("/Library/Fonts")]
        folders.append(Path.home() / "Library" / "Fonts")
    return [f for f in folders if f.is_dir()]


@cache
def _face(file: str) -> tuple[frozenset[int], bool] | None:
    """A TrueType file's characters and whether it is bold (its head table's macStyle);
    None for what ReportLab cannot embed (CFF outlines) or cannot read. Only the table
    directory, cmap and head are read: Windows' CJK collections are 15-20 MB each."""
    try:
        with open(file, "rb") as f:

            def read(at: int, size: int) -> bytes:
                f.seek(at)
                return f.read(size)

            head = read(0, 16)
            base = struct.unpack_from(">I", head, 12)[0] if head[:4] == b"ttcf" else 0
            header = read(base, 12)
            if header[:4] not in (b"\0\1\0\0", b"true"):
                return None  # "OTTO": CFF outlines
            (count,) = struct.unpack_from(">H", header, 4)
            directory = read(base + 12, 16 * count)
            tables = {}
            for i in range(count):
                tag, _sum, offset, length = struct.unpack_from(">4sIII", directory, 16 * i)
                tables[tag] = (offset, length)
            if b"glyf" not in tables or b"cmap" not in tables:
                return None
            style = read(tables[b"head"][0] + 44, 2)
            cmap = read(*tables[b"cmap"])
        return _cmap(cmap, 0), bool(struct.unpack(">H", style)[0] & 1)
    except (OSError, struct.error, KeyError):
        return None


def _cmap(data: bytes, at: int) -> frozenset[int]:
    """The characters of a cmap table: its Unicode subtable (format 12, else 4)."""
    (count,) = struct.unpack_from(">H", data, at + 2)
    best: tuple[int, int] | None = None
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, at + 4 + 8 * i)
        if (platform, encoding) in ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3), (0, 1), (0, 0)):
            fmt = struct.unpack_from(">H", data, at + offset)[0]
            rank = {12: 0, 4: 1}.get(fmt)
            if rank is not None and (best is None or rank < best[0]):
                best = (rank, at + offset)
    if best is None:
        return frozenset()
    sub = best[1]
    chars: set[int] = set()
    if best[0] == 0:  # format 12: groups of (start, end, glyph)
        (groups,) = struct.unpack_from(">I", data, sub + 12)
        for g in range(groups):
            start, end, _glyph = struct.unpack_from(">III", data, sub + 16 + 12 * g)
            chars.update(range(start, end + 1))
    else:  # format 4: segments; a code maps to glyph 0 (none) only through its delta
        (seg2,) = struct.unpack_from(">H", data, sub + 6)
        ends = struct.unpack_from(f">{seg2 // 2}H", data, sub + 14)
        starts = struct.unpack_from(f">{seg2 // 2}H", data, sub + 16 + seg2)
        for start, end in zip(starts, ends, strict=True):
            if start != 0xFFFF:
                chars.update(range(start, end + 1))
    return frozenset(chars)


def _folder_files() -> list[Path]:
    return sorted(
        (p for d in font_folders() for p in d.iterdir() if p.suffix.lower() in FONT_SUFFIXES),
        key=lambda p: p.name.lower(),
    )


def folder_fonts(ch: str, bold: bool = False) -> list[str]:
    """The font folders' files that have `ch`: Windows' families for its script first,
    the weight asked for first; the other files only when none of those has it."""
    files = _folder_files()
    family = {name: n for n, names in enumerate(WINDOWS_FAMILIES) for name in names}
    first = [p for p in files if p.name.lower() in family]
    rest = [p for p in files if p.name.lower() not in family]
    for group in (first, rest):
        found = []
        for path in group:
            face = _face(str(path))
            if face is not None and ord(ch) in face[0]:
                found.append((family.get(path.name.lower(), 0), face[1] != bold, str(path)))
        if found:
            return [file for _f, _b, file in sorted(found)]
    return []


def unix_font_folders() -> list[Path]:
    """The folders fontconfig reads by default on Linux and other Unixes, which exist."""
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    folders = [Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), Path(data) / "fonts"]
    folders.append(Path.home() / ".fonts")
    return [f for f in folders if f.is_dir()]


@cache
def _unix_files() -> tuple[str, ...]:
    return tuple(
        sorted(
            str(p)
            for d in unix_font_folders()
            for p in d.rglob("*")
            if p.suffix.lower() in FONT_SUFFIXES and p.is_file()
        )
    )


def _fc_list() -> str | None:
    return shutil.which("fc-list")


def fontconfig_fonts(ch: str) -> list[str]:
    """The font files fontconfig says have `ch`. Without its `fc-list` (a minimal Debian
    installs the library without it, and the fonts of the install script were then never
    found) the Unix font folders are read directly; none on Windows and macOS."""
    fc_list = _fc_list()
    if not fc_list:
        if sys.platform in ("win32", "darwin"):
            return []
        return [f for f in _unix_files() if (face := _face(f)) is not None and ord(ch) in face[0]]
    try:
        out = subprocess.run(
            [fc_list, f":charset={ord(ch):x}", "file"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted({line.split(":")[0].strip() for line in out.splitlines() if line.strip()})


def _rank(file: str, bold: bool) -> tuple[bool, bool, bool, bool, bool, int, str]:
    """Sans before serif, TrueType before the rest, a wide fallback font (Droid's: all of
    a Chinese or Japanese name in one face) before a script's own, the weight asked for,
    plain faces (not condensed, mono, italic) first."""
    low = Path(file).name.lower()
    plain = not any(w in low for w in ("condensed", "mono", "oblique", "italic", "coding", "ui"))
    return (
        "sans" not in low and "gothic" not in low,
        not low.endswith(".ttf"),
        "fallback" not in low,
        ("bold" in low) != bold,
        not plain,
        len(low),
        low,
    )


def system_fonts(ch: str, bold: bool = False) -> list[str]:
    """The system's font files that have `ch`, best first: fontconfig's, then the font
    folders' (Windows)."""
    return sorted(fontconfig_fonts(ch), key=lambda f: _rank(f, bold)) + folder_fonts(ch, bold)
