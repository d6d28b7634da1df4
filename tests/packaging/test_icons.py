"""The app icon: the SVG, its PNG renderings (up to date), and the .ico/.icns containers."""

from __future__ import annotations

import importlib.util
import struct
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader

from .conftest import ROOT

ICONS = ROOT / "resources" / "icons"


@pytest.fixture(scope="module")
def render_icons(qapp: object) -> Iterator[ModuleType]:
    """scripts/render-icons.py, imported as a module (its name has a dash)."""
    path = ROOT / "scripts" / "render-icons.py"
    spec = importlib.util.spec_from_file_location("render_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["render_icons"] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules["render_icons"]


def decode(data: bytes) -> QImage:
    image = QImage.fromData(QByteArray(data), "PNG")  # type: ignore[arg-type]
    assert not image.isNull()
    return image


def max_difference(a: QImage, b: QImage) -> int:
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    assert a.size() == b.size()
    return max(abs(x - y) for x, y in zip(a.constBits(), b.constBits(), strict=True))


def test_svg_is_square_and_valid(render_icons: ModuleType) -> None:
    root = ET.parse(ICONS / "yahtzee-desktop.svg").getroot()
    _, _, width, height = (float(v) for v in root.attrib["viewBox"].split())
    assert width == height
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(ICONS / "yahtzee-desktop.svg")).isValid()


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256, 512])
def test_png_size_and_transparency(render_icons: ModuleType, size: int) -> None:
    image = QImage(str(render_icons.png_path(size)))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert image.pixelColor(0, size - 1).alpha() == 0, "the corners stay transparent"
    # The die (red) covers the lower right quarter's centre.
    die = image.pixelColor(round(size * 0.76), round(size * 0.60))
    assert die.alpha() == 255 and die.red() > 150 and die.green() < 100, die.name()


def test_pngs_are_rendered_from_the_current_svg(render_icons: ModuleType) -> None:
    """Fails when the SVG changed and scripts/render-icons.py was not run again."""
    for size in render_icons.PNG_SIZES:
        fresh = render_icons.render(size)
        stored = QImage(str(render_icons.png_path(size)))
        assert max_difference(fresh, stored) <= 8, f"{size} px is stale"


def test_ico_holds_every_size_as_png(render_icons: ModuleType) -> None:
    data = (ICONS / "yahtzee-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        side = width or 256
        assert height == width and (planes, bits) == (1, 32)
        image = decode(data[offset : offset + length])
        assert (image.width(), image.height()) == (side, side)
        assert max_difference(image, render_icons.render(side)) <= 8
        sizes.append(side)
    assert sizes == list(render_icons.ICO_SIZES)
    if b"ico" in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]:
        assert QImageReader(str(ICONS / "yahtzee-desktop.ico")).imageCount() == count


def test_icns_holds_the_retina_set(render_icons: ModuleType) -> None:
    data = (ICONS / "yahtzee-desktop.icns").read_bytes()
    magic, total = struct.unpack_from(">4sI", data)
    assert magic == b"icns" and total == len(data)
    found = []
    offset = 8
    while offset < total:
        kind, length = struct.unpack_from(">4sI", data, offset)
        image = decode(data[offset + 8 : offset + length])
        found.append((kind, image.width()))
        assert image.height() == image.width()
        offset += length
    assert offset == total
    assert found == list(render_icons.ICNS_TYPES)
    assert (b"ic10", 1024) in found  # 512 pt @2x, what Finder shows at full size


def test_icon_reads_at_16_px(render_icons: ModuleType) -> None:
    """At 16 px the die still shows white pips on red: some pixels are near white."""
    image = QImage(str(render_icons.png_path(16)))
    lower_right = [image.pixelColor(x, y) for x in range(8, 16) for y in range(8, 16)]
    reds = [c for c in lower_right if c.alpha() == 255 and c.red() > 150 and c.green() < 100]
    pips = [c for c in lower_right if c.lightness() > 180 and c.alpha() > 200]
    assert len(reds) >= 12 and len(pips) >= 2, (len(reds), len(pips))


def test_staleness_check_sees_a_colour_change(render_icons: ModuleType, tmp_path: Path) -> None:
    """The tolerance above is tight enough to notice an edited SVG."""
    edited = tmp_path / "edited.svg"
    edited.write_text(
        (ICONS / "yahtzee-desktop.svg").read_text(encoding="utf-8").replace("#d83a34", "#c8402f"),
        encoding="utf-8",
    )
    stored = QImage(str(render_icons.png_path(32)))
    assert max_difference(render_icons.render(32, edited), stored) > 8
