"""Two small charts drawn with QPainter: totals over time, and their distribution.

Drawn by hand so the app needs no plotting library (the Qt Charts addon alone is a
160 MB wheel). Colours come from the palette, so the charts follow dark mode; the
accessible description states the figures, so a screen reader gets them too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from yahtzee_desktop.storage.history import nice_bins

__all__ = ["HistogramChart", "TotalsChart", "nice_bins", "nice_ticks"]


def nice_ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round values (1, 2 or 5 times a power of ten apart) covering low..high; `whole`
    keeps them whole numbers (a count of games has no half game)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if whole:
        step = max(1, round(step))
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value < high + step * 0.5:
        ticks.append(round(value, 6))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 6))
    return ticks


class _Chart(QWidget):
    """Shared frame: margins, the empty message, palette colours."""

    MARGIN_LEFT = 44
    MARGIN_RIGHT = 12
    MARGIN_TOP = 10
    MARGIN_BOTTOM = 28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.empty_text = ""
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(380, 220)

    def plot_rect(self) -> QRectF:
        return QRectF(
            self.MARGIN_LEFT,
            self.MARGIN_TOP,
            max(1, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
            max(1, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM),
        )

    def accent(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Highlight)

    def text_color(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.WindowText)

    def grid_color(self) -> QColor:
        color = self.palette().color(QPalette.ColorRole.WindowText)
        color.setAlpha(45)
        return color

    def _paint_empty(self, painter: QPainter) -> None:
        painter.setPen(self.text_color())
        painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.empty_text)

    def _paint_y_axis(self, painter: QPainter, ticks: list[float], top: float) -> None:
        plot = self.plot_rect()
        metrics = QFontMetrics(self.font())
        for tick in ticks:
            y = plot.bottom() - (tick - ticks[0]) / (top - ticks[0]) * plot.height()
            painter.setPen(QPen(self.grid_color(), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self.text_color())
            label = f"{tick:g}"
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )


class TotalsChart(_Chart):
    """Each game's total in time order, with a running average over the last games."""

    WINDOW = 10
    MIN_SPAN = 20
    """Points the y axis spans at least: one game (or equal totals) sits mid-chart on a
    round scale, not on the floor of a one-point axis."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("totals_chart")
        self.values: list[int] = []
        self._axis: list[float] = [0.0, 1.0]

    def set_totals(self, values: Sequence[int]) -> None:
        self.values = list(values)
        # Once per data change, not per dot: painting stays linear in the games.
        # Totals are whole points: no 409.5 on the axis of a first game.
        values = self.values
        if values:
            low, high = min(values), max(values)
            pad = max(0.0, (self.MIN_SPAN - (high - low)) / 2)
            self._axis = nice_ticks(low - pad, high + pad, 4, True)
        else:
            self._axis = [0.0, 1.0]
        self.update()

    def axis_ticks(self) -> list[float]:
        """The y axis's round values, bottom to top."""
        return list(self._axis)

    def x_labels(self) -> list[tuple[float, str]]:
        """(x, text) of the game numbers under the axis: the first and last dots' (one
        label when there is one game)."""
        if not self.values:
            return []
        points = self._points(self.plot_rect())
        labels = [(points[0].x(), "1")]
        if len(points) > 1:
            labels.append((points[-1].x(), str(len(points))))
        return labels

    def running_average(self) -> list[float]:
        out: list[float] = []
        total = 0
        for i, v in enumerate(self.values):
            total += v
            if i >= self.WINDOW:
                total -= self.values[i - self.WINDOW]
            out.append(total / min(i + 1, self.WINDOW))
        return out

    def point_at(self, index: int) -> QPointF:
        """Where a game's dot is drawn (for tests and tooltips)."""
        return self._points(self.plot_rect())[index]

    def _points(self, plot: QRectF) -> list[QPointF]:
        ticks = self._axis
        n = len(self.values)
        left, bottom, width, height = plot.left(), plot.bottom(), plot.width(), plot.height()
        scale = height / (ticks[-1] - ticks[0])
        return [
            QPointF(left + width * (i + 0.5) / n, bottom - (v - ticks[0]) * scale)
            for i, v in enumerate(self.values)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.values:
            self._paint_empty(painter)
            return
        ticks = self._axis
        self._paint_y_axis(painter, ticks, ticks[-1])
        plot = self.plot_rect()
        n = len(self.values)
        # Totals: dots (a line when there are more games than pixels to spare).
        color = self.accent()
        points = self._points(plot)
        if n <= plot.width() / 4:
            faint = QColor(color)
            faint.setAlpha(110)
            painter.setPen(QPen(faint, 1))
            painter.drawPolyline(QPolygonF(points))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            for p in points:
                painter.drawEllipse(p, 3, 3)
        else:
            faint = QColor(color)
            faint.setAlpha(80)
            painter.setPen(QPen(faint, 1))
            # Several games per pixel: smoothing the hairline buys nothing and costs tenfold.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawPolyline(QPolygonF(points))
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The running average, drawn over the totals.
        if n >= 2:
            span = ticks[-1] - ticks[0]
            average = [
                QPointF(p.x(), plot.bottom() - (a - ticks[0]) / span * plot.height())
                for p, a in zip(points, self.running_average(), strict=True)
            ]
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.text_color(), 2))
            painter.drawPolyline(QPolygonF(average))
        # The x axis: first and last game numbers, under their dots.
        painter.setPen(self.text_color())
        metrics = QFontMetrics(self.font())
        y = plot.bottom() + 4
        for x, text in self.x_labels():
            painter.drawText(
                QRectF(x - 30, y, 60, metrics.height()), Qt.AlignmentFlag.AlignHCenter, text
            )


class HistogramChart(_Chart):
    """How many games fell in each band of totals."""

    MAX_BAR = 56
    """Widest a bar gets: after a first game, one band is a bar in the middle, not a
    block filling the chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("histogram_chart")
        self.bins: list[tuple[int, int, int]] = []
        self._axis: list[float] = [0.0, 1.0]

    def set_bins(self, bins: Sequence[tuple[int, int, int]]) -> None:
        self.bins = list(bins)
        top = max((c for _, _, c in self.bins), default=0)
        self._axis = nice_ticks(0, top, 4, True) if self.bins else [0, 1]
        self.update()

    def _texts(self) -> list[str]:
        return [f"{low}" if low == high else f"{low}\u2013{high}" for low, high, _ in self.bins]

    def _label_width(self) -> float:
        metrics = QFontMetrics(self.font())
        return max(metrics.horizontalAdvance(text) for text in self._texts()) + 8

    def _slot(self) -> tuple[float, float]:
        """(left of the first band, width of each band): few bands are centred, each as
        wide as its label at most."""
        plot = self.plot_rect()
        widest = max(float(self.MAX_BAR), self._label_width())
        width = min(plot.width() / len(self.bins), widest)
        return plot.center().x() - width * len(self.bins) / 2, width

    def bar_rect(self, index: int) -> QRectF:
        """The rectangle of one bar (for tests)."""
        plot = self.plot_rect()
        top = self._axis[-1]
        left, width = self._slot()
        count = self.bins[index][2]
        height = count / top * plot.height() if top else 0
        return QRectF(left + index * width + 2, plot.bottom() - height, width - 4, height)

    def band_labels(self) -> list[tuple[float, str]]:
        """(x, text) of the bands named under their bars ("140–149", or "142" for a band
        of one total), thinned out to what fits."""
        if not self.bins:
            return []
        texts = self._texts()
        left, width = self._slot()
        every = max(1, math.ceil(self._label_width() / width))
        return [(left + (i + 0.5) * width, text) for i, text in enumerate(texts) if i % every == 0]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.bins or not any(c for _, _, c in self.bins):
            self._paint_empty(painter)
            return
        ticks = self._axis
        self._paint_y_axis(painter, ticks, ticks[-1])
        plot = self.plot_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.accent())
        for i in range(len(self.bins)):
            painter.drawRect(self.bar_rect(i))
        # Band labels under the bars, thinned out to what fits.
        painter.setPen(self.text_color())
        metrics = QFontMetrics(self.font())
        for x, text in self.band_labels():
            half = metrics.horizontalAdvance(text) / 2 + 4
            painter.drawText(
                QRectF(x - half, plot.bottom() + 4, 2 * half, metrics.height()),
                Qt.AlignmentFlag.AlignHCenter,
                text,
            )
