"""The story of a game on screen: every seat's chance box by box, and its moments in words.

Drawn with QPainter like the statistics charts (no plotting library). Seats differ by
colour and by line style, so the lines part without colour too; the accessible
description states the moments, so a screen reader tells the story as well.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, box_label
from yahtzee_desktop.ui.chances.text import assumption_text, percent_text
from yahtzee_desktop.ui.common.nobreak import unbroken
from yahtzee_desktop.ui.common.screen import available_geometry
from yahtzee_desktop.ui.table.players import short_name

if TYPE_CHECKING:
    from yahtzee_desktop.strategy.story import Moment, Story

__all__ = ["StoryChart", "StoryWidget", "moment_text"]

NBSP = "\N{NO-BREAK SPACE}"

SEAT_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
SEAT_STYLES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
    Qt.PenStyle.SolidLine,
)


_WORDS = {
    "scores": QT_TRANSLATE_NOOP("Chances", "{name} scores {points} in {box}"),
    "crosses": QT_TRANSLATE_NOOP("Chances", "{name} crosses out {box}"),
    "scores_yahtzee_bonus": QT_TRANSLATE_NOOP(
        "Chances", "{name} scores {points} in {box} and a {kind} bonus of {bonus}"
    ),
    "scores_upper_bonus": QT_TRANSLATE_NOOP(
        "Chances", "{name} scores {points} in {box} and the upper bonus of {bonus}"
    ),
    "scores_both_bonuses": QT_TRANSLATE_NOOP(
        "Chances",
        "{name} scores {points} in {box}, a {kind} bonus of {bonus} and the upper bonus of {upper}",
    ),
    "crosses_yahtzee_bonus": QT_TRANSLATE_NOOP(
        "Chances", "{name} crosses out {box} and earns a {kind} bonus of {bonus}"
    ),
}
"""`Moment.wording`'s sentences: the points written in the box, each bonus apart."""


def moment_text(moment: Moment, setup: GameSetup, series: bool, phrases: bool = False) -> str:
    """ "Turn 9 — Mum scores 30 in Sixes and a Yahtzee bonus of 100: 20% → 55%", in plain
    words (the box's own points, each bonus apart). `phrases`: a line too long for the
    screen may wrap after its "—" or its ":" only, never inside "Turn 9" or "20% → 55%"."""
    name = short_name(setup.seats[moment.seat].name)
    box = QCoreApplication.translate("Box", box_label(moment.box, setup.rules.preset))
    key, numbers = moment.wording()
    kind = QCoreApplication.translate("Box", box_label("yahtzee", setup.rules.preset))
    what = QCoreApplication.translate("Chances", _WORDS[key]).format(
        name=name, box=box, kind=kind, **numbers
    )
    when = QCoreApplication.translate("Chances", "Turn {turn}").format(turn=moment.turn + 1)
    if series:
        when = QCoreApplication.translate("Chances", "Game {game}, turn {turn}").format(
            game=moment.game + 1, turn=moment.turn + 1
        )
    before, after = percent_text(moment.before), percent_text(moment.after)
    template = QCoreApplication.translate("Chances", "{when} — {what}: {before} → {after}")
    if phrases:
        when, what = unbroken(when), unbroken(what)
        before, after = unbroken(before), unbroken(after)
        template = template.replace(" —", NBSP + "—").replace(" → ", f"{NBSP}→{NBSP}")
    return template.format(when=when, what=what, before=before, after=after)


class StoryChart(QWidget):
    """Each seat's chance of winning (0 to 100 %) after every box, moments numbered."""

    MARGIN_LEFT = 44
    MARGIN_RIGHT = 12
    MARGIN_TOP = 10
    MARGIN_BOTTOM = 28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("story_chart")
        self.story: Story | None = None
        self.names: list[str] = []
        """Every seat's name, by seat."""
        self.moments: list[Moment] = []
        self.setMinimumSize(300, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(520, 230)

    def set_story(self, story: Story | None, names: Sequence[str], moments: list[Moment]) -> None:
        self.story, self.names, self.moments = story, list(names), moments
        self.update()

    def order(self) -> Sequence[int]:
        """The seats as the legend lists them: in playing order, as the players panel
        (`Story.playing_order`, which the printed page follows too)."""
        return self.story.playing_order() if self.story is not None else range(len(self.names))

    def legend(self) -> list[str]:
        """The names as the legend shows them."""
        return [short_name(self.names[s]) for s in self.order()]

    def plot_rect(self) -> QRectF:
        legend = QFontMetrics(self.font()).height() + 6
        return QRectF(
            self.MARGIN_LEFT,
            self.MARGIN_TOP + legend,
            max(1, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT),
            max(1, self.height() - self.MARGIN_TOP - self.MARGIN_BOTTOM - legend),
        )

    def point(self, step: int, seat: int) -> QPointF:
        """Where a seat's chance after `step` (-1: the start) is drawn."""
        assert self.story is not None
        plot = self.plot_rect()
        count = max(1, len(self.story.steps))
        value = self.story.chances_at(step)[seat]
        return QPointF(
            plot.left() + plot.width() * (step + 1) / count, plot.bottom() - value * plot.height()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(45)
        metrics = QFontMetrics(self.font())
        story = self.story
        if story is None or not story.steps:
            painter.setPen(text)
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Chances", "No box yet."),
            )
            return
        plot = self.plot_rect()
        for tick in (0, 25, 50, 75, 100):
            y = plot.bottom() - tick / 100 * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                percent_text(tick / 100),
            )
        steps = story.steps
        # The x axis: turns (a label at each turn's first box), games apart in a series.
        seats = len(story.start)
        shown_turn = -1
        for i, step in enumerate(steps):
            x = self.point(i, 0).x()
            if story.series and i and steps[i - 1].game != step.game:
                painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            label_turn = step.game * 100 + step.turn
            if label_turn != shown_turn and (step.turn % (3 if story.series else 2) == 0):
                shown_turn = label_turn
                painter.setPen(text)
                painter.drawText(
                    QRectF(x - 20, plot.bottom() + 4, 40, metrics.height()),
                    Qt.AlignmentFlag.AlignHCenter,
                    str(step.turn + 1),
                )
        for seat in range(seats):
            pen = QPen(QColor(SEAT_COLORS[seat % len(SEAT_COLORS)]), 2.2)
            pen.setStyle(SEAT_STYLES[seat % len(SEAT_STYLES)])
            painter.setPen(pen)
            line = QPolygonF([self.point(i, seat) for i in range(-1, len(steps))])
            painter.drawPolyline(line)
        # The legend over the plot: each seat's line and name.
        x = plot.left()
        y = self.MARGIN_TOP + metrics.height() / 2
        for seat in self.order():
            pen = QPen(QColor(SEAT_COLORS[seat % len(SEAT_COLORS)]), 2.2)
            pen.setStyle(SEAT_STYLES[seat % len(SEAT_STYLES)])
            painter.setPen(pen)
            painter.drawLine(QPointF(x, y), QPointF(x + 22, y))
            painter.setPen(text)
            shown = short_name(self.names[seat])
            painter.drawText(QPointF(x + 26, y + metrics.ascent() / 2 - 1), shown)
            x += 40 + metrics.horizontalAdvance(shown)
        # The moments: numbered rings on the scorer's line.
        for n, moment in enumerate(self.moments, 1):
            at = self.point(moment.step, moment.seat)
            painter.setPen(QPen(text, 1.5))
            painter.setBrush(self.palette().color(QPalette.ColorRole.Base))
            painter.drawEllipse(at, 8, 8)
            painter.drawText(
                QRectF(at.x() - 8, at.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, str(n)
            )
        painter.end()


SCREEN_MARGIN = 96
"""What a dialog around the story takes of the screen's width besides the moments: its
frame and margins (the moments wrap past the screen less this)."""

FRACTIONAL_SCALE_SLACK = 1.04
"""How much wider than measured text may be drawn at a fractional scale factor."""

INDENT = "\N{EM SPACE}" * 2
"""Where a moment's next line starts: under its words, past its number."""


class StoryWidget(QWidget):
    """The chart with its title and the moments that moved it most, numbered as on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("story")
        self.setup: GameSetup | None = None
        self.story: Story | None = None
        self.title = QLabel(self)
        self.title.setObjectName("story_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.chart = StoryChart(self)
        self.moments = QLabel(self)
        self.moments.setObjectName("story_moments")
        self.moments.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.moments.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.chart, 1)
        self.assumption = QLabel(self)
        """What the chances assume, under the chart (`assumption_text`)."""
        self.assumption.setObjectName("story_assumption")
        self.assumption.setWordWrap(True)
        layout.addWidget(self.assumption)
        layout.addWidget(self.moments)
        self.retranslate()

    def set_story(self, story: Story | None, setup: GameSetup) -> None:
        self.story, self.setup = story, setup
        self.retranslate()

    def moment_lines(self, phrases: bool = False) -> list[str]:
        """The numbered moments (`phrases`: as shown, wrapping at phrase ends only)."""
        if self.story is None or self.setup is None:
            return []
        setup, series = self.setup, self.story.series
        number = "{n}." + (NBSP if phrases else " ")
        return [
            number.format(n=n) + moment_text(m, setup, series, phrases)
            for n, m in enumerate(self.story.moments(), 1)
        ]

    def _fit_moments(self) -> None:
        """Each moment on one line: the label (so the dialog) as wide as the longest, as
        far as the screen allows. A moment longer than that goes on at its next phrase
        ("Turn 9 —", "Mum scores … of 100:", "20% → 55%"), indented under its number; only
        a phrase wider than the screen wraps inside."""
        metrics = self.moments.fontMetrics()
        # At a fractional scale (QT_SCALE_FACTOR=1.25) text is drawn with the hinted
        # advances of the larger font, up to 2 % wider than the metrics say: the end of
        # "… 30 % → 90 %" was cut off.
        slack = 1.0 if self.devicePixelRatioF().is_integer() else FRACTIONAL_SCALE_SLACK

        def advance(text: str) -> int:
            return math.ceil(metrics.horizontalAdvance(text) * slack)

        room = available_geometry(self).width() - SCREEN_MARGIN
        shown = []
        for line in self.moment_lines(phrases=True):
            if advance(line) <= room:
                shown.append(line)
                continue
            rows: list[str] = []
            for phrase in line.split(" "):  # its only breakable spaces: phrase ends
                joined = f"{rows[-1]} {phrase}" if rows else phrase
                if rows and advance(joined) <= room:
                    rows[-1] = joined
                else:
                    rows.append(phrase if rows == [] else INDENT + phrase)
            shown.append("\n".join(r if advance(r) <= room else r.replace(NBSP, " ") for r in rows))
        widest = max(
            (advance(row) for text in shown for row in text.split("\n")),
            default=0,
        )
        self.moments.setText("\n".join(shown))
        self.moments.setMinimumWidth(max(0, min(widest + 2, room)))
        if self.isVisible():
            self._claim_room()

    def _claim_room(self) -> None:
        """Make the window around the story at least as wide as its layout needs. A
        window given a minimum width of its own (the end-of-game dialog's, for its title)
        no longer takes its layout's, and `adjustSize` keeps a window within two thirds
        of the screen: at 1.25 on a 1366-pixel screen, 728 pixels, the end of the
        longest moment cut off."""
        window = self.window()
        if window is self:
            return
        needed = min(window.minimumSizeHint().width(), available_geometry(window).width())
        if window.minimumWidth() < needed:
            window.setMinimumWidth(needed)

    def showEvent(self, event: QShowEvent) -> None:
        self._claim_room()
        super().showEvent(event)

    def retranslate(self) -> None:
        series = self.story is not None and self.story.series
        if series:
            title = QCoreApplication.translate(
                "Chances", "How the chances of winning the series moved"
            )
        elif self.story is not None and self.setup is not None and self.setup.games > 1:
            # One game of a series: its own chances, which the series' column is not.
            title = QCoreApplication.translate(
                "Chances", "How the chances of winning game {n} moved, turn by turn"
            ).format(n=self.story.game + 1)
        else:
            title = QCoreApplication.translate(
                "Chances", "How the chances of winning moved, turn by turn"
            )
        self.title.setText(title)
        self.assumption.setText(assumption_text())
        names = [seat.name for seat in self.setup.seats] if self.setup is not None else []
        moments = self.story.moments() if self.story is not None else []
        self.chart.set_story(self.story, names, moments)
        lines = self.moment_lines()
        self._fit_moments()
        self.moments.setVisible(bool(lines))
        self.chart.setAccessibleName(self.title.text())
        self.chart.setAccessibleDescription("\n".join(lines))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
