"""The story of the game on paper: every seat's chance of winning after each box, as a chart.

The page the app's end-of-game dialog and review show (`ui/chances/chart.py`), drawn for
a black-and-white printer: seats differ by grey level and dash pattern, never by colour
alone. The three boxes that moved their scorer's chance most are numbered on the chart
and told in words under it. The story itself comes from `strategy.story` (NumPy), passed
in by the caller; this module only draws it, so the sheets print without NumPy.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.lib import colors  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]

from ..core.actions import Action
from ..core.setup import GameSetup
from ..i18n import QT_TRANSLATE_NOOP
from .glyphs import draw_text
from .style import BOLD, GRID, INK, LIGHT, MARGIN, PAGE, REGULAR, box_name, tr
from .text import fit_text, shorten

if TYPE_CHECKING:
    from ..strategy.chances import WinChances
    from ..strategy.story import Moment, SeatStyles, Story

__all__ = ["SEAT_STYLES", "draw_story", "moment_text", "percent_text", "sheet_story"]

_T = {
    "title": QT_TRANSLATE_NOOP("Printing", "How the chances of winning moved, turn by turn"),
    "title_series": QT_TRANSLATE_NOOP("Printing", "How the chances of winning the series moved"),
    "explain": QT_TRANSLATE_NOOP(
        "Printing", "Each line is a player’s chance of winning after every box."
    ),
    "assume": QT_TRANSLATE_NOOP(
        "Printing",
        "Chances follow how each player plays: computers at their level, people as they "
        "have played so far.",
    ),
    "percent": QT_TRANSLATE_NOOP("Printing", "{n}%"),
    "turn": QT_TRANSLATE_NOOP("Printing", "Turn {turn}"),
    "game_turn": QT_TRANSLATE_NOOP("Printing", "Game {game}, turn {turn}"),
    "game": QT_TRANSLATE_NOOP("Printing", "Game {n}"),
    "turns": QT_TRANSLATE_NOOP("Printing", "Turns"),
    "scores": QT_TRANSLATE_NOOP("Printing", "{name} scores {points} in {box}"),
    "crosses": QT_TRANSLATE_NOOP("Printing", "{name} crosses out {box}"),
    "scores_yahtzee_bonus": QT_TRANSLATE_NOOP(
        "Printing", "{name} scores {points} in {box} and a {kind} bonus of {bonus}"
    ),
    "scores_upper_bonus": QT_TRANSLATE_NOOP(
        "Printing", "{name} scores {points} in {box} and the upper bonus of {bonus}"
    ),
    "scores_both_bonuses": QT_TRANSLATE_NOOP(
        "Printing",
        "{name} scores {points} in {box}, a {kind} bonus of {bonus} and the upper bonus of {upper}",
    ),
    "crosses_yahtzee_bonus": QT_TRANSLATE_NOOP(
        "Printing", "{name} crosses out {box} and earns a {kind} bonus of {bonus}"
    ),
    "moment": QT_TRANSLATE_NOOP("Printing", "{when} — {what}: {before} → {after}"),
    "moments": QT_TRANSLATE_NOOP("Printing", "The moments that moved it most"),
    "no_moment": QT_TRANSLATE_NOOP("Printing", "No single box moved anyone’s chance much."),
    "no_box": QT_TRANSLATE_NOOP("Printing", "No box scored yet."),
}


@dataclass(frozen=True)
class SeatStyle:
    """How a seat's line prints: grey level (0 black), dash pattern (empty: solid), width."""

    grey: float
    dash: tuple[float, ...]
    width: float


SEAT_STYLES = (
    SeatStyle(0.0, (), 1.7),
    SeatStyle(0.45, (6, 2.5), 1.7),
    SeatStyle(0.0, (1.2, 2.2), 1.9),
    SeatStyle(0.45, (7, 2, 1.2, 2), 1.7),
    SeatStyle(0.0, (10, 3), 1.2),
    SeatStyle(0.6, (), 2.4),
    SeatStyle(0.0, (6, 2, 1.2, 2, 1.2, 2), 1.2),
    SeatStyle(0.6, (1.2, 2.2), 2.2),
)
"""Eight seats apart in black and white; a ninth seat starts the list again."""

PLOT_H = 135 * mm
AXIS_W = 13 * mm
"""Room left of the plot for "100 %"."""
LEGEND_ROW = 6.5 * mm
LEGEND_PER_ROW = 3
SAMPLE_W = 13 * mm
MARKER_R = 2.5 * mm
HOLE = MARKER_R + 0.6 * mm
"""Lines stop this far from a moment's centre: the number in its white square stays clear
(a square, not a ring: its sides stay off the digit in the page-quality checks, which see a
curve as the chords between its points)."""
NAME_W = 45 * mm
"""At most this much of a line in the list of moments is a name."""


def percent_text(value: float, lang: str) -> str:
    """ "62%" / "62 %": a chance rounded to a whole percent."""
    return tr(_T["percent"], lang).format(n=round(value * 100))


def _short(name: str, font: str, size: float, width: float) -> str:
    """The name in typing order, cut with "…" if it is wider than `width`."""
    return shorten(" ".join(name.split()) or "?", font, size, width)


def moment_text(moment: Moment, setup: GameSetup, series: bool, lang: str) -> str:
    """ "Turn 9 — Mum scores 30 in Sixes and a Yahtzee bonus of 100: 20 % → 55 %", as the
    app words it."""
    name = _short(setup.seats[moment.seat].name or str(moment.seat + 1), REGULAR, 10, NAME_W)
    box = box_name(moment.box, setup.rules.preset, lang)
    key, numbers = moment.wording()  # the box's own points, each bonus apart
    kind = box_name("yahtzee", setup.rules.preset, lang)
    what = tr(_T[key], lang).format(name=name, box=box, kind=kind, **numbers)
    when = tr(_T["turn"], lang).format(turn=moment.turn + 1)
    if series:
        when = tr(_T["game_turn"], lang).format(game=moment.game + 1, turn=moment.turn + 1)
    return tr(_T["moment"], lang).format(
        when=when,
        what=what,
        before=percent_text(moment.before, lang),
        after=percent_text(moment.after, lang),
    )


def sheet_story(
    chances: WinChances,
    setup: GameSetup,
    actions: Sequence[Action],
    styles: SeatStyles | None = None,
) -> Story:
    """The story a printed game tells: the whole series when it has several games, else
    the one game, each seat as it plays (``styles``, as on screen). Heavy (NumPy, a few
    boxes a millisecond): run it off the GUI thread."""
    from ..strategy.story import tell_story

    return tell_story(chances, setup, actions, None if setup.games > 1 else 0, styles)


Point = tuple[float, float]


def _outside(p0: Point, p1: Point, holes: Sequence[Point]) -> list[tuple[float, float]]:
    """The parts (t0, t1 of 0..1) of the segment p0-p1 outside every hole."""
    parts = [(0.0, 1.0)]
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    a = dx * dx + dy * dy
    for cx, cy in holes:
        if a == 0:
            break
        fx, fy = p0[0] - cx, p0[1] - cy
        b = 2 * (fx * dx + fy * dy)
        cc = fx * fx + fy * fy - HOLE * HOLE
        disc = b * b - 4 * a * cc
        if disc <= 0:
            continue
        root = math.sqrt(disc)
        h0, h1 = (-b - root) / (2 * a), (-b + root) / (2 * a)
        kept = []
        for t0, t1 in parts:
            if h1 <= t0 or h0 >= t1:
                kept.append((t0, t1))
                continue
            if h0 > t0:
                kept.append((t0, h0))
            if h1 < t1:
                kept.append((h1, t1))
        parts = kept
    return [(t0, t1) for t0, t1 in parts if t1 - t0 > 1e-6]


def _polyline(c: Canvas, points: Sequence[Point], holes: Sequence[Point]) -> None:
    """One path through the points (so a dash pattern runs on across them), broken where
    it crosses a hole."""
    path = c.beginPath()
    pen_down = False
    drawn = False
    for p0, p1 in itertools.pairwise(points):
        parts = _outside(p0, p1, holes)
        whole = parts == [(0.0, 1.0)]
        for t0, t1 in parts:
            a = (p0[0] + (p1[0] - p0[0]) * t0, p0[1] + (p1[1] - p0[1]) * t0)
            b = (p0[0] + (p1[0] - p0[0]) * t1, p0[1] + (p1[1] - p0[1]) * t1)
            if not pen_down or t0 > 0:
                path.moveTo(*a)
            path.lineTo(*b)
            pen_down, drawn = True, True
        if not whole:
            pen_down = bool(parts) and parts[-1][1] >= 1.0
    if drawn:
        c.drawPath(path, stroke=1, fill=0)


def _style(c: Canvas, seat: int) -> None:
    style = SEAT_STYLES[seat % len(SEAT_STYLES)]
    c.setStrokeColor(colors.Color(style.grey, style.grey, style.grey))
    c.setLineWidth(style.width)
    c.setDash(list(style.dash) if style.dash else [])
    c.setLineCap(1 if style.dash and style.dash[0] < 2 else 0)
    c.setLineJoin(1)


def _legend(
    c: Canvas, names: Sequence[str], order: Sequence[int], top: float, width: float
) -> float:
    """Each seat's line and name, three to a row, the seats in playing `order` (as the
    players panel and the app's chart list them); returns the y under the legend."""
    column = width / LEGEND_PER_ROW
    y = top
    for n, seat in enumerate(order):
        name = names[seat]
        col = n % LEGEND_PER_ROW
        if col == 0:
            y -= LEGEND_ROW
        x = MARGIN + col * column
        c.saveState()
        _style(c, seat)
        c.line(x, y + 1.1 * mm, x + SAMPLE_W, y + 1.1 * mm)
        c.restoreState()
        fitted = fit_text(name or str(seat + 1), BOLD, 10, column - SAMPLE_W - 5 * mm, min_size=7)
        c.setFillColor(INK)
        draw_text(c, x + SAMPLE_W + 2 * mm, y, fitted.lines[0], fitted.font, fitted.size)
    return y


def _label_stride(story: Story, plot_w: float) -> int:
    """Every how many turns the x axis names one, so that the numbers keep 6 mm apart."""
    per_turn = plot_w * len(story.start) / max(1, len(story.steps))
    for stride in (1, 2, 3, 4, 6, 13):
        if per_turn * stride >= 6 * mm:
            return stride
    return 13


def _markers(points: Sequence[Point], bottom: float, top: float) -> list[Point]:
    """Where the numbered squares go: on their points, a square that would cover an
    earlier one moved just above it (or below, at the top of the chart)."""
    placed: list[Point] = []
    for x, y in points:
        for other in list(placed):
            if math.dist((x, y), other) < 2 * MARKER_R + 0.8 * mm:
                step = 2 * MARKER_R + 1 * mm
                y = other[1] + step if other[1] + step <= top else other[1] - step
        placed.append((x, max(bottom, min(top, y))))
    return placed


def draw_story(c: Canvas, story: Story, setup: GameSetup, lang: str, subtitle: str = "") -> None:
    """One A4 page: the title, the legend, the chart and its moments in words."""
    width, height = PAGE
    c.setPageSize(PAGE)
    inner = width - 2 * MARGIN
    top = height - MARGIN
    title = tr(_T["title_series" if story.series else "title"], lang)
    fitted = fit_text(title, BOLD, 15, inner, min_size=11)
    c.setFillColor(INK)
    draw_text(c, MARGIN, top - 5.5 * mm, fitted.lines[0], fitted.font, fitted.size)
    c.setFillColor(LIGHT)
    # What the chances assume, on a line of its own (as under the app's chart).
    texts = [t for t in (subtitle, tr(_T["explain"], lang), tr(_T["assume"], lang)) if t]
    for n, text in enumerate(texts):
        small = fit_text(text, REGULAR, 8, inner, min_size=6)
        draw_text(c, MARGIN, top - (11 + 4 * n) * mm, small.lines[0], small.font, small.size)
    names = [seat.name for seat in setup.seats]
    legend_top = top - (12 + 4 * len(texts)) * mm
    legend_bottom = _legend(c, names, story.playing_order(), legend_top, inner)

    plot_left = MARGIN + AXIS_W
    plot_w = width - MARGIN - 2 * mm - plot_left
    plot_top = legend_bottom - (12 if story.series else 7) * mm
    plot_bottom = plot_top - PLOT_H
    steps = story.steps
    count = max(1, len(steps))

    def at(step: int, seat: int) -> Point:
        value = story.chances_at(step)[seat]
        return plot_left + plot_w * (step + 1) / count, plot_bottom + value * PLOT_H

    # The grid and the y axis: 0 to 100 %.
    c.setFont(REGULAR, 8)
    moments = story.moments() if steps else []
    holes = _markers([at(m.step, m.seat) for m in moments], plot_bottom, plot_top)
    for tick in (0, 25, 50, 75, 100):
        y = plot_bottom + tick / 100 * PLOT_H
        c.saveState()
        c.setStrokeColor(GRID if tick in (0, 100) else colors.Color(0.78, 0.78, 0.78))
        c.setLineWidth(0.6 if tick in (0, 100) else 0.4)
        _polyline(c, [(plot_left, y), (plot_left + plot_w, y)], holes)
        c.restoreState()
        c.setFillColor(INK)
        c.drawRightString(plot_left - 2 * mm, y - 2.8, percent_text(tick / 100, lang))
    c.setStrokeColor(GRID)
    c.setLineWidth(0.6)
    c.line(plot_left, plot_bottom, plot_left, plot_top)

    # The x axis: a turn's number at its first box; games apart in a series.
    stride = _label_stride(story, plot_w)
    last_x = -1e9
    c.setFont(REGULAR, 8)
    for i, step in enumerate(steps):
        x = at(i, 0)[0]
        new_game = i == 0 or steps[i - 1].game != step.game
        if story.series and new_game:
            x0 = plot_left if i == 0 else at(i - 1, 0)[0]
            if i:
                c.saveState()
                c.setStrokeColor(GRID)
                c.setLineWidth(0.5)
                c.setDash([2, 2])
                c.line(x0, plot_bottom, x0, plot_top)
                c.restoreState()
            c.setFillColor(LIGHT)
            c.setFont(BOLD, 8)
            game_label = tr(_T["game"], lang).format(n=step.game + 1)
            c.drawString(x0 + 1 * mm, plot_top + 4 * mm, game_label)
            c.setFont(REGULAR, 8)
        first_box = i == 0 or steps[i - 1].turn != step.turn or new_game
        if first_box and (step.turn == 0 or (step.turn + 1) % stride == 0):
            label = str(step.turn + 1)
            if x - last_x >= 6 * mm:
                c.setFillColor(INK)
                c.drawCentredString(x, plot_bottom - 6 * mm, label)
                last_x = x
    c.setFillColor(LIGHT)
    c.drawCentredString(plot_left + plot_w / 2, plot_bottom - 11 * mm, tr(_T["turns"], lang))

    if not steps:
        c.setFillColor(INK)
        c.setFont(REGULAR, 11)
        c.drawCentredString(
            plot_left + plot_w / 2, plot_bottom + PLOT_H / 2 + 8 * mm, tr(_T["no_box"], lang)
        )

    # Every seat's line, then the moments' numbered squares over them.
    for seat in range(len(story.start)):
        c.saveState()
        _style(c, seat)
        _polyline(c, [at(i, seat) for i in range(-1, len(steps))], holes)
        c.restoreState()
    for n, (x, y) in enumerate(holes, 1):
        c.saveState()
        c.setStrokeColor(INK)
        c.setFillColor(colors.white)
        c.setLineWidth(0.9)
        c.rect(x - MARKER_R, y - MARKER_R, 2 * MARKER_R, 2 * MARKER_R, stroke=1, fill=1)
        c.setFillColor(INK)
        c.setFont(BOLD, 8)
        c.drawCentredString(x, y - 2.9, str(n))
        c.restoreState()

    # The moments in words.
    y = plot_bottom - 19 * mm
    c.setFillColor(INK)
    c.setFont(BOLD, 11)
    if steps:
        c.drawString(MARGIN, y, tr(_T["moments"], lang))
    lines = [f"{n}. {moment_text(m, setup, story.series, lang)}" for n, m in enumerate(moments, 1)]
    if steps and not lines:
        lines = [tr(_T["no_moment"], lang)]
    for line in lines:
        told = fit_text(line, REGULAR, 10, inner, height=12 * mm, min_size=7.5, lines=2)
        for text in told.lines:
            y -= 5.5 * mm
            draw_text(c, MARGIN, y, text, told.font, told.size)
        y -= 1 * mm
    c.showPage()
