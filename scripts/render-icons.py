#!/usr/bin/env python3
"""Render the app icon SVG to the PNG sizes, the Windows .ico and the macOS .icns.

Qt (QtSvg) does the rendering, so the build needs nothing beyond the app's own
dependencies. Qt's ICO and ICNS writers store a single image, so both containers
are written here by hand: each is a small header followed by PNG images.

    .venv/bin/python scripts/render-icons.py           # write resources/icons/*
    .venv/bin/python scripts/render-icons.py --check   # exit 1 if they are stale
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "yahtzee-desktop"
SVG = ICONS / f"{NAME}.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, and the pixel size each one holds.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"ic11", 32),  # 16 pt @2x
    (b"icp5", 32),
    (b"ic12", 64),  # 32 pt @2x
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic13", 256),  # 128 pt @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 pt @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt @2x
)


def png_path(size: int, icons: Path = ICONS) -> Path:
    """The freedesktop hicolor layout, so Linux packagers can copy the tree as is."""
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def render(size: int, svg: Path = SVG) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # bytes fails at run time
        raise SystemExit("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNGs (Windows Vista and later read PNG)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """'icns' + total length, then (type, length incl. 8-byte header, PNG) elements."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs(svg: Path = SVG, icons: Path = ICONS) -> dict[Path, bytes]:
    """Every file this script writes, with its content."""
    needed = set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: png_bytes(render(size, svg)) for size in sorted(needed)}
    files = {png_path(size, icons): pngs[size] for size in PNG_SIZES}
    files[icons / f"{NAME}.ico"] = ico_bytes({s: pngs[s] for s in ICO_SIZES})
    files[icons / f"{NAME}.icns"] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale files")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    stale = []
    for path, content in outputs().items():
        if path.exists() and path.read_bytes() == content:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
    for path in stale:
        verb = "stale" if args.check else "wrote"
        print(f"{verb}: {path.relative_to(ROOT)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
