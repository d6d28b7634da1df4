"""The story of a game reads well in the end-of-game dialog: each moment on one line, the
dialog inside the screen, in English and in French.

The story is made by hand (no table needed): three moments, the last one the longest
sentence the app says ("… scores 30 in Sixes, a Yahtzee bonus of 100 and the upper bonus of
35"), told by a long name.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.play import play
from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.strategy.story import Step, Story
from yahtzee_desktop.ui.chances.chart import INDENT, StoryWidget
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.screen import available_geometry
from yahtzee_desktop.ui.table.outcome import OutcomeDialog

NAMES = ["Grand-mère Josiane", "Kids", "Robo"]


def _story() -> Story:
    start = (0.34, 0.33, 0.33)
    steps = (
        Step(0, 8, 1, "yahtzee", 50, (0.2, 0.55, 0.25), written=50),
        Step(0, 9, 1, "fives", 5, (0.3, 0.35, 0.35), written=5),
        Step(
            0,
            12,
            0,
            "sixes",
            165,
            (0.9, 0.05, 0.05),
            written=30,
            yahtzee_bonus=100,
            upper_bonus=35,
        ),
    )
    return Story(series=False, start=start, steps=steps)


@pytest.fixture(params=["en", "fr"])
def language(request, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def _dialog(qtbot, monkeypatch, screen_width: int) -> tuple[OutcomeDialog, StoryWidget]:
    """The end-of-game dialog with the story, on a screen `screen_width` wide (1366 at
    1.25 is 1093 wide in Qt's pixels)."""
    from yahtzee_desktop.ui.chances import chart

    monkeypatch.setattr(chart, "available_geometry", lambda _w: QRect(0, 0, screen_width, 700))
    game = play(Game(GameSetup.simple(NAMES, preset("yahtzee"), games=1, seed=2)), random.Random(3))
    dialog = OutcomeDialog(game.state, 0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    widget = StoryWidget()
    widget.set_story(_story(), game.setup)
    dialog.add_story(widget)
    qtbot.wait(50)
    return dialog, widget


@pytest.mark.parametrize("screen_width", [1366, 1093])
def test_each_moment_reads_on_one_line(qtbot, monkeypatch, language, screen_width) -> None:
    dialog, widget = _dialog(qtbot, monkeypatch, screen_width)
    lines = widget.moment_lines()
    assert len(lines) == 3 and "35" in lines[2]
    metrics = widget.moments.fontMetrics()
    room = widget.moments.contentsRect().width()
    for line in lines:
        assert metrics.horizontalAdvance(line) <= room, (line, room)
    # The dialog makes room for them: none runs past its edge.
    right = widget.moments.mapTo(dialog, widget.moments.rect().topRight()).x()
    assert right < dialog.width(), (right, dialog.width())
    # (The offscreen test screen is 800×600: the dialog fits it too.)
    assert available_geometry(dialog).contains(dialog.geometry())


@pytest.mark.parametrize("screen_width", [720, 760])
def test_a_moment_too_long_for_the_screen_goes_on_at_a_phrase(
    qtbot, monkeypatch, language, screen_width
) -> None:
    """Past the screen's width, "Turn 13 —", the sentence and "30% → 90%" each stay whole."""
    dialog, widget = _dialog(qtbot, monkeypatch, screen_width)
    metrics = widget.moments.fontMetrics()
    room = widget.moments.contentsRect().width()
    moments: list[list[str]] = []
    for row in widget.moments.text().split("\n"):
        if row.startswith(INDENT):  # the moment goes on
            moments[-1].append(row.removeprefix(INDENT))
        else:
            moments.append([row])
    lines = widget.moment_lines(phrases=True)
    assert len(moments) == len(lines) == 3
    for rows, line in zip(moments, lines, strict=True):
        # The rows break where the phrases end (their own spaces are non-breaking).
        assert [p for row in rows for p in row.split(" ")] == line.split(" ")
        assert all(metrics.horizontalAdvance(r) <= room for r in rows), (rows, room)
    assert len(moments[2]) > 1  # the longest had to go on
    right = widget.moments.mapTo(dialog, widget.moments.rect().topRight()).x()
    assert right < dialog.width(), (right, dialog.width())
