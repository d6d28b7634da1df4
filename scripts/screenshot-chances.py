"""Renders the win-chances screenshots at 1366×768: chances-{en,fr}.png (the players
panel's "%" column at turn 8) and story-{en,fr}.png (the end-of-game dialog with the
chart of each player's chance turn by turn and the moments in words).

Three players in a one-game series, each played by a bot (Mum expert, Kids beginner, Robo
club) on the window's own seeded dice, so the game is the same each time; seed 2 ends on
a comeback whose last moment is a Yahtzee bonus ("scores 40 in Large straight and a
Yahtzee bonus of 100"). The optimal table with its moments is built (or loaded) once
before the window opens, in a forked child as the app does. Qt's test folders keep the
real settings, cache and autosave apart. Run under Xvfb:
    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshot-chances.py
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.strategy.bots import Bot
from yahtzee_desktop.ui import build_main_window
from yahtzee_desktop.ui.app import set_identity
from yahtzee_desktop.ui.chances.feature import ChancesFeature
from yahtzee_desktop.ui.chances.loader import load_chances
from yahtzee_desktop.ui.coach.service import table_cache_dir
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.table.turn_summary import GLOW_MS

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZE = (1366 - 16, 768 - 40)  # the screen less a panel, as the earlier pictures
PLAYERS = ("Mum", "Kids", "Robo")
LEVELS = ("expert", "beginner", "club")
SEED = 2
STORY_SIZE = (640, 620)  # a roomier chart than the app's own ~550×490 (where each moment
# now reads on one line too)
PANEL_TURN = 7  # the column is shown with Mum to play turn 8 (from 0: 7)


def settle(app: QApplication, rounds: int = 8) -> None:
    for _ in range(rounds):
        app.processEvents()


def wait_for(app: QApplication, done: Callable[[], bool], what: str, seconds: float = 120) -> None:
    """Runs the event loop until the workers deliver (the chances come from a pool thread)."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.02)
    settle(app)


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / name))
    print(OUT / name)


def play_turn(window, bots: list[Bot]) -> None:  # type: ignore[no-untyped-def]
    """One turn of the seat to play, by its bot: roll, keep what it keeps, score."""
    session = window.session
    bot = bots[session.state.seat]
    session.apply(Roll())
    for rolls_left in (2, 1):
        state = session.state
        keep = list(bot.choose_keep(state.card, state.dice, rolls_left))
        if len(keep) == 5:
            break
        hold = []
        for value in state.dice:
            hold.append(value in keep)
            if value in keep:
                keep.remove(value)
        session.apply(Roll(tuple(hold)))  # type: ignore[arg-type]
    state = session.state
    column, box = bot.choose_box(state.card, state.dice, state.rolls)
    session.apply(Score(box, column))


def shoot(app: QApplication, lang: str, bots: list[Bot]) -> None:
    window = build_main_window(players=list(PLAYERS), seed=SEED, games=1)
    window.dice.set_animation_ms(0)
    window.roll_off.set_animation_ms(0)
    window.resize(*SIZE)
    window.show()
    settle(app)
    feature = window.features["chances"]
    assert isinstance(feature, ChancesFeature)
    session = window.session
    first = session.state.order()[0]
    while not (session.state.turn == PANEL_TURN and session.state.seat == first):
        play_turn(window, bots)
    state = session.state
    cards = (state.setup, state.cards, state.dice, state.rolls)  # the feature's key
    wait_for(app, lambda: feature.latest is not None and feature._cards == cards, "the chances")
    # The summary line glows after each box, then fades to its resting shade: wait it
    # out (a result of the same cards may still be on its way too).
    end = time.monotonic() + GLOW_MS / 1000 + 0.3
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)
    settle(app, 20)
    save(window, f"chances-{lang}.png")
    print("  chances:", [round(c, 3) for c in feature.latest or ()])

    while not session.state.finished:
        play_turn(window, bots)
    settle(app)
    wait_for(app, lambda: window.outcome_dialog is not None, "the end-of-game dialog")
    dialog = window.outcome_dialog
    wait_for(app, lambda: bool(dialog.property("story_asked")), "the story to be asked")
    from yahtzee_desktop.ui.chances.chart import StoryWidget

    wait_for(app, lambda: dialog.findChild(StoryWidget) is not None, "the story")
    dialog.resize(*STORY_SIZE)
    settle(app, 20)
    save(dialog, f"story-{lang}.png")
    print("  totals:", session.state.totals(0), "dialog:", dialog.size().toTuple())
    dialog.close()
    window.close()
    settle(app)


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    set_identity()
    app.setApplicationDisplayName("Yahtzee Desktop")
    QSettings().clear()
    rules = preset("yahtzee")
    directory = table_cache_dir()
    load_chances(rules, directory)  # the table and its moments, built once (a child) or loaded
    from yahtzee_desktop.strategy.level_tables import POLICY_LEVELS, load_or_build_level

    for level in POLICY_LEVELS:  # each level's own moments, as the app's background build
        load_or_build_level(rules, directory, level).close()
    for lang in ("en", "fr"):
        install_translators(app, lang)
        bots = [
            Bot(level, rules, rng=random.Random(seat), cache_dir=directory)
            for seat, level in enumerate(LEVELS)
        ]
        shoot(app, lang, bots)
    QSettings().clear()
    return 0


if __name__ == "__main__":
    sys.exit(main())
