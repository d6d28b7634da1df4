#!/usr/bin/env python3
"""Fingerprints of the dice's pixels, to show that a change of code changed no pixel.

    .venv/bin/python scripts/dice-pixels.py save /tmp/dice-before.json
    (change the code)
    .venv/bin/python scripts/dice-pixels.py check /tmp/dice-before.json --diff /tmp/dice-diff

Renders, offscreen, `paint_die` alone (every look, face, angle, enabled or not, square
and oblong), single dice (`DieButton`: each face, held, marked by the coach, blank and
disabled, three sizes, light and dark palettes) and the whole tray (`DiceWidget`: before
the first roll, rolled, held, a frame of the roll animation at a fixed time and seed, no
rolls left, locked for a computer seat, disabled, two sizes, dark palette), and keeps a
SHA-256 of each picture's pixels. `check` exits 1 and, with --diff, writes the pictures
that differ. The fingerprints depend on Qt, the fonts and the platform (the tray shows
text), so they are compared on one machine, before and after; none is kept in the repo.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.ui.table import dice as tray_module
from yahtzee_desktop.ui.table import die as die_module
from yahtzee_desktop.ui.table.session import GameSession

LOOKS = ("classic", "pips-dark", "large", "no-such-look")
"""Every look, and one the settings cannot hold (it must fall back to classic)."""


def dark_palette() -> QPalette:
    """A dark theme's roles that the dice read (highlight, text, window)."""
    palette = QPalette()
    for role, color in (
        (QPalette.ColorRole.Window, "#202326"),
        (QPalette.ColorRole.WindowText, "#eff0f1"),
        (QPalette.ColorRole.Base, "#141618"),
        (QPalette.ColorRole.AlternateBase, "#1c1e20"),
        (QPalette.ColorRole.Button, "#292c30"),
        (QPalette.ColorRole.ButtonText, "#eff0f1"),
        (QPalette.ColorRole.Text, "#eff0f1"),
        (QPalette.ColorRole.Highlight, "#3daee9"),
        (QPalette.ColorRole.HighlightedText, "#eff0f1"),
    ):
        palette.setColor(role, QColor(color))
    return palette


def _grab(widget: QWidget) -> QImage:
    widget.show()
    QApplication.processEvents()
    return widget.grab().toImage()


def _painted(width: int, height: int, paint: Callable[[QPainter], None]) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def _die_alone(face: int, look: str, angle: float, enabled: bool, size: int = 64) -> QImage:
    def paint(painter: QPainter) -> None:
        die_module.paint_die(painter, QRectF(0, 0, size, size), face, look, angle, enabled)

    return _painted(size, size, paint)


def _paint_die_alone() -> Iterator[tuple[str, QImage]]:
    for look in LOOKS:
        for face in range(7):
            for enabled in (True, False):
                for angle in (0.0, 17.5):
                    name = f"paint_die/{look}/face{face}/{'on' if enabled else 'off'}/{angle}"
                    yield name, _die_alone(face, look, angle, enabled)

    def oblong(painter: QPainter) -> None:
        die_module.paint_die(painter, QRectF(3, 2, 84, 46), 5, "classic", -9.0)

    yield "paint_die/oblong", _painted(90, 50, oblong)


def _die_buttons() -> Iterator[tuple[str, QImage]]:
    host = QWidget()  # one parent, so each die is drawn over the same window background
    host.resize(200, 200)
    host.show()

    def die(
        face: int,
        *,
        held: bool = False,
        marked: bool = False,
        enabled: bool = True,
        look: str = "classic",
        angle: float = 0.0,
        size: tuple[int, int] = (96, 110),
        palette: QPalette | None = None,
    ) -> QImage:
        button = die_module.DieButton(2, host)
        if palette is not None:
            button.setPalette(palette)
        button.look = look
        button.marked = marked
        button.setChecked(held)
        button.setEnabled(enabled)
        button.set_face(face, angle)
        button.setFixedSize(*size)
        image = _grab(button)
        button.deleteLater()
        return image

    for face in range(7):
        yield f"die/face{face}", die(face)
        yield f"die/face{face}/held", die(face, held=True)
    yield "die/face4/marked", die(4, marked=True)
    yield "die/face4/marked/held", die(4, marked=True, held=True)
    yield "die/face0/disabled", die(0, enabled=False)
    yield "die/face3/disabled", die(3, enabled=False)
    yield "die/face6/turned", die(6, angle=23.0)
    for look in LOOKS:
        yield f"die/{look}/face6/held", die(6, held=True, look=look)
    for size in ((44, 52), (150, 172), (120, 80)):
        yield (
            f"die/{size[0]}x{size[1]}/face5/held/marked",
            die(5, held=True, marked=True, size=size),
        )
    dark = dark_palette()
    yield "die/dark/face2", die(2, palette=dark)
    yield "die/dark/face2/held", die(2, held=True, palette=dark)
    yield "die/dark/face2/held/marked", die(2, held=True, marked=True, palette=dark)
    host.close()
    host.deleteLater()


def _tray(
    size: tuple[int, int] = (640, 150), palette: QPalette | None = None
) -> tuple[tray_module.DiceWidget, GameSession]:
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), seed=7))
    session = GameSession(game)
    tray = tray_module.DiceWidget(session)
    if palette is not None:
        tray.setPalette(palette)
    tray.set_animation_ms(0)
    tray.resize(*size)
    return tray, session


def _trays() -> Iterator[tuple[str, QImage]]:
    for size in ((640, 150), (420, 110)):
        label = f"tray/{size[0]}x{size[1]}"
        tray, session = _tray(size)
        yield f"{label}/not-rolled", _grab(tray)
        tray.request_roll()
        yield f"{label}/rolled", _grab(tray)
        tray.toggle(0)
        tray.toggle(3)
        yield f"{label}/held", _grab(tray)
        tray.set_marks((1, 4))
        yield f"{label}/marked", _grab(tray)
        tray.set_marks(())
        session.locked = "A computer seat is playing"
        tray.refresh()
        yield f"{label}/locked", _grab(tray)
        session.locked = ""
        tray.refresh()
        tray.request_roll()
        tray.request_roll()
        yield f"{label}/no-rolls-left", _grab(tray)
        tray.setEnabled(False)
        yield f"{label}/disabled", _grab(tray)
        tray.close()
        tray.deleteLater()

    for look in LOOKS:
        tray, session = _tray()
        tray.set_look(look)
        tray.request_roll()
        yield f"tray/{look}/rolled", _grab(tray)
        tray.close()
        tray.deleteLater()

    tray, session = _tray(palette=dark_palette())
    yield "tray/dark/not-rolled", _grab(tray)
    tray.request_roll()
    tray.toggle(1)
    yield "tray/dark/held", _grab(tray)
    tray.close()
    tray.deleteLater()

    # A frame of the roll animation: a fixed time and a fixed seed for the faces shown.
    for at_ms in (60, 240):
        tray, session = _tray()
        tray.request_roll()
        tray.toggle(2)
        tray.set_animation_ms(500)
        tray._rng.seed(11)
        tray.request_roll()
        tray._begin_animation()
        tray.animation.pause()
        tray.animation.setCurrentTime(at_ms)
        yield f"tray/rolling/{at_ms}ms", _grab(tray)
        tray.animation.resume()
        tray.finish_animation()
        yield f"tray/rolling/{at_ms}ms/finished", _grab(tray)
        tray.close()
        tray.deleteLater()


def fingerprint(image: QImage) -> str:
    """SHA-256 of the pixels (one fixed format) and the size: independent of PNG encoders."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    digest = hashlib.sha256(f"{image.width()}x{image.height()}:".encode())
    for y in range(image.height()):
        digest.update(bytes(image.constScanLine(y))[: image.width() * 4])
    return digest.hexdigest()


def render_all() -> dict[str, QImage]:
    """Every state's picture, by name (a QApplication must exist)."""
    pictures: dict[str, QImage] = {}
    for source in (_paint_die_alone, _die_buttons, _trays):
        for name, image in source():
            assert name not in pictures, name
            pictures[name] = image
    return pictures


def fingerprints() -> dict[str, str]:
    return {name: fingerprint(image) for name, image in render_all().items()}


def compare(before: dict[str, str], now: dict[str, str]) -> list[str]:
    """Names whose pictures differ, are new or are gone."""
    return sorted(n for n in before.keys() | now.keys() if before.get(n) != now.get(n))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("save", "check"))
    parser.add_argument("file", type=Path, help="the fingerprints (JSON)")
    parser.add_argument("--diff", type=Path, help="check: write the differing pictures here")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    if args.mode == "save":
        now = fingerprints()
        args.file.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
        print(f"{len(now)} pictures fingerprinted in {args.file}")
        return 0
    before = json.loads(args.file.read_text())
    pictures = render_all()
    now = {name: fingerprint(image) for name, image in pictures.items()}
    differ = compare(before, now)
    for name in differ:
        print(f"DIFFERS {name}")
        if args.diff is not None and name in pictures:
            args.diff.mkdir(parents=True, exist_ok=True)
            pictures[name].save(str(args.diff / (name.replace("/", "_") + ".png")))
    print(f"{len(now)} pictures, {len(differ)} differ from {args.file}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
