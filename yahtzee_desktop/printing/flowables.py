"""Small vector pictures for table cells: a die face, tick boxes, a label with its die."""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.platypus import Flowable  # type: ignore[import-untyped]

from .glyphs import draw_text
from .style import GRID, INK, REGULAR

__all__ = ["DieLabel", "FittedLabel", "TickBoxes", "draw_die"]

_PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.75), (0.75, 0.25)),
    3: ((0.25, 0.75), (0.5, 0.5), (0.75, 0.25)),
    4: ((0.25, 0.25), (0.25, 0.75), (0.75, 0.25), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (0.75, 0.75)),
    6: ((0.25, 0.2), (0.25, 0.5), (0.25, 0.8), (0.75, 0.2), (0.75, 0.5), (0.75, 0.8)),
}


def draw_die(canv: Any, x: float, y: float, size: float, face: int) -> None:
    """A die face with its pips, lower-left corner at (x, y)."""
    c = canv
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColor(INK)
    c.roundRect(x, y, size, size, size * 0.18, stroke=1, fill=0)
    c.setFillColor(INK)
    for px, py in _PIPS[face]:
        c.circle(x + px * size, y + py * size, size * 0.09, stroke=0, fill=1)
    c.restoreState()


class DieLabel(Flowable):  # type: ignore[misc]
    """An upper-box label: the die of its face, then the box's name."""

    def __init__(self, face: int | None, text: str, font: str, size: float) -> None:
        super().__init__()
        self.face = face
        self.text = text
        self.font = font
        self.size = size
        self.die = 3.8 * mm

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        self.height = self.die
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        if self.face:
            draw_die(c, 0, 0, self.die, self.face)
        c.setFont(self.font, self.size)
        c.setFillColor(INK)
        c.drawString(self.die + 1.6 * mm, (self.die - self.size * 0.7) / 2, self.text)


class TickBoxes(Flowable):  # type: ignore[misc]
    """Small squares to tick, one per extra Yahtzee; ticked ones carry a drawn check mark
    (a line, not a glyph: it stays inside its square at any size). More ticks than squares
    of at least `MIN_SIDE` fit in the cell print as a count instead ("✓ × 8")."""

    MIN_SIDE = 1.8 * mm

    def __init__(self, count: int, ticked: int = 0) -> None:
        super().__init__()
        self.count = max(count, ticked)
        self.ticked = ticked
        self.side = 2.6 * mm
        self.gap = 1.0 * mm
        self.as_count = False
        self.font_size = 8.0

    def count_text(self) -> str:
        return f"✓\u00a0×\u00a0{self.ticked}"

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        fit = int((avail_width + self.gap) // (self.side + self.gap))
        self.as_count = False
        if fit < self.count and self.ticked > fit:
            # More extra Yahtzees than squares of the standard size: smaller squares,
            # or the count when even those would cross the cell's lines.
            gap = 0.5 * mm
            side = (avail_width - (self.count - 1) * gap) / self.count
            if side >= self.MIN_SIDE:
                self.side, self.gap = side, gap
            else:
                self.as_count = True
                self.font_size = 8.0
                while self.font_size > 6 and (
                    stringWidth(self.count_text(), REGULAR, self.font_size) > avail_width
                ):
                    self.font_size -= 0.5
                self.width = stringWidth(self.count_text(), REGULAR, self.font_size)
                self.height = self.font_size * 0.75
                return self.width, self.height
        else:
            self.count = max(1, min(self.count, fit))
        self.width = self.count * self.side + (self.count - 1) * self.gap
        self.height = self.side
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        if self.as_count:
            c.setFillColor(INK)
            c.setFont(REGULAR, self.font_size)
            c.drawString(0, 0, self.count_text())
            return
        c.setLineWidth(0.5)
        c.setStrokeColor(GRID)
        s = self.side
        for i in range(self.count):
            x = i * (s + self.gap)
            c.rect(x, 0, s, s, stroke=1, fill=0)
            if i < self.ticked:
                c.saveState()
                c.setStrokeColor(INK)
                c.setLineWidth(0.8)
                path = c.beginPath()
                path.moveTo(x + 0.2 * s, 0.5 * s)
                path.lineTo(x + 0.42 * s, 0.22 * s)
                path.lineTo(x + 0.82 * s, 0.8 * s)
                c.drawPath(path, stroke=1, fill=0)
                c.restoreState()


class FittedLabel(Flowable):  # type: ignore[misc]
    """Text already fitted to its cell (one or two lines, see text.fit_text), centred;
    `below`, if given, is a second text under it (a team's members under its name)."""

    def __init__(self, fitted: Any, color: Any = INK, below: Any = None) -> None:
        super().__init__()
        self.parts = [fitted] if below is None else [fitted, below]
        self.fitted = fitted
        self.color = color

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        self.height = sum(len(f.lines) * f.size * 1.15 for f in self.parts)
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        c.setFillColor(self.color)
        y = self.height
        for f in self.parts:
            lead = f.size * 1.15
            for line in f.lines:
                y -= lead
                draw_text(
                    c,
                    self.width / 2,
                    y + (lead - f.size * 0.72) / 2,
                    line,
                    f.font,
                    f.size,
                    "middle",
                )
