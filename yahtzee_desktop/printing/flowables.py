"""Small vector pictures for table cells: a die face, tick boxes, a label with its die."""

from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]
from reportlab.platypus import Flowable  # type: ignore[import-untyped]

from .style import GRID, INK

__all__ = ["DieLabel", "TickBoxes", "draw_die"]

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
    """Small squares to tick, one per extra Yahtzee; ticked ones carry a check mark."""

    def __init__(self, count: int, ticked: int = 0, font: str = "Helvetica") -> None:
        super().__init__()
        self.count = count
        self.ticked = ticked
        self.font = font
        self.side = 2.6 * mm
        self.gap = 1.0 * mm

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        fit = int((avail_width + self.gap) // (self.side + self.gap))
        self.count = max(1, min(self.count, fit))
        self.width = self.count * self.side + (self.count - 1) * self.gap
        self.height = self.side
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        c.setLineWidth(0.5)
        c.setStrokeColor(GRID)
        for i in range(self.count):
            x = i * (self.side + self.gap)
            c.rect(x, 0, self.side, self.side, stroke=1, fill=0)
            if i < self.ticked:
                c.setFont(self.font, 8)
                w = stringWidth("✓", self.font, 8)
                c.drawString(x + (self.side - w) / 2, 0.25 * mm, "✓")
