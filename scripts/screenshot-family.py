"""Renders the screenshots of the family table (issue 13, part B) at 1366×768:
new-game-{en,fr}.png (the remembered table), new-game-welcome-en.png (the first start),
turn-summary-{en,fr}.png, coach-{en,fr}.png (the hint with the dice marked),
coach-box-{en,fr}.png (the last roll's hint, its box marked on the sheet, issue 26),
yahtzee-{en,fr}.png (the Yahtzee moment, issue 26) and end-of-series-{en,fr}.png.

Qt's test folders keep the real settings and autosave apart; fixed seeds make the
pictures the same each time. Run under Xvfb:
    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshot-family.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, PlayerKind, StartRule
from yahtzee_desktop.ui import build_main_window
from yahtzee_desktop.ui.app import set_identity
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.common.table_memory import (
    SeatMemory,
    TableMemory,
    remember_table,
    setup_for,
)
from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZE = (1366, 768 - 40)  # the screen less a panel
FAMILY = TableMemory(
    (
        SeatMemory("Mum"),
        SeatMemory("Kids", members=("Tom", "Lea")),
        SeatMemory("Robo", PlayerKind.COMPUTER, "club"),
    ),
    DiceMode.APP,
    3,
    StartRule.ROLL_FIVE,
)


def settle(app: QApplication, rounds: int = 8) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(OUT / name))
    print(OUT / name)


def new_game(app: QApplication, lang: str) -> None:
    settings = Settings()
    settings.reset()
    remember_table(settings, FAMILY)
    dialog = NewGameDialog(None, settings)
    dialog.show()
    settle(app)
    save(dialog, f"new-game-{lang}.png")
    dialog.close()
    if lang == "en":
        settings.reset()
        welcome = NewGameDialog(None, settings, welcome=True)
        welcome.show()
        settle(app)
        save(welcome, "new-game-welcome-en.png")
        welcome.close()


def window_at_table(app: QApplication, seed: int):  # type: ignore[no-untyped-def]
    window = build_main_window(players=["Mum", "Kids"], seed=seed)
    window.dice.set_animation_ms(0)
    window.roll_off.set_animation_ms(0)
    setup = setup_for(
        TableMemory((SeatMemory("Mum"), SeatMemory("Kids", members=("Tom", "Lea")))),
        preset("yahtzee"),
        seed=seed,
    )
    window.start_setup(setup)
    window.resize(*SIZE)
    window.show()
    settle(app)
    return window


def turn_summary(app: QApplication, lang: str) -> None:
    window = window_at_table(app, 2026)
    session = window.session
    for _ in range(3):
        session.roll((False,) * 5)
        options = session.state.options()
        column, box = max(options, key=lambda k: options[k])
        session.score(box, column)
    settle(app)
    save(window, f"turn-summary-{lang}.png")
    window.close()


def coach(app: QApplication, lang: str) -> None:
    from yahtzee_desktop.ui.coach.hints import coach_now

    coach_now(preset("yahtzee"))  # the table, built or loaded once
    window = window_at_table(app, 77)
    session = window.session
    session.roll((False,) * 5)
    session.score(*reversed(max(session.state.options().items(), key=lambda kv: kv[1])[0]))
    session.roll((False,) * 5)
    window.coach.show_hint()
    settle(app)
    save(window, f"coach-{lang}.png")
    window.close()


def coach_box(app: QApplication, lang: str) -> None:
    """The hint on the last roll: the box the coach names is marked on the sheet and the
    cursor waits there, so Enter scores it."""
    window = window_at_table(app, 77)
    session = window.session
    for _ in range(3):
        session.roll((False,) * 5)
    window.coach.show_hint()
    window.score_sheet.setFocus()
    settle(app)
    save(window, f"coach-box-{lang}.png")
    window.close()


def yahtzee_moment(app: QApplication, lang: str) -> None:
    """The first seed whose opening turn rolls a Yahtzee (keeping the most common face),
    scored, and caught in the middle of its moment."""
    import time
    from collections import Counter

    for seed in range(1, 400):
        window = window_at_table(app, seed)
        window.dice.set_animation_ms(0)
        session = window.session
        for _ in range(3):
            dice = session.state.dice
            if dice is not None and len(set(dice)) == 1:
                break
            if dice is None:
                session.roll((False,) * 5)
                continue
            face = Counter(dice).most_common(1)[0][0]
            session.roll(tuple(d == face for d in dice))
        dice = session.state.dice
        if dice is not None and len(set(dice)) == 1:
            session.score("yahtzee", 0)
            end = time.monotonic() + 0.33
            while time.monotonic() < end:
                app.processEvents()
            save(window, f"yahtzee-{lang}.png")
            window.celebration.finish()
            window.close()
            return
        window.close()
        window.deleteLater()
        settle(app, 2)


def end_of_series(app: QApplication, lang: str) -> None:
    window = build_main_window(players=["Mum", "Kids", "Dad"], seed=9, games=2)
    window.dice.set_animation_ms(0)
    window.resize(*SIZE)
    window.show()
    session = window.session
    for game in range(2):
        while not session.state.finished and session.state.game_index == game:
            session.apply(Roll((False,) * 5))
            options = session.state.options()
            column, box = max(options, key=lambda k: options[k])
            session.apply(Score(box, column))
        settle(app)
        if game == 0 and window.outcome_dialog is not None:
            window.outcome_dialog.accept()
    settle(app)
    dialog = window.outcome_dialog
    assert dialog is not None
    save(dialog, f"end-of-series-{lang}.png")
    dialog.close()
    window.close()


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    set_identity()
    app.setApplicationDisplayName("Yahtzee Desktop")
    QSettings().clear()
    for lang in ("en", "fr"):
        install_translators(app, lang)
        new_game(app, lang)
        turn_summary(app, lang)
        coach(app, lang)
        coach_box(app, lang)
        yahtzee_moment(app, lang)
        end_of_series(app, lang)
    QSettings().clear()
    return 0


if __name__ == "__main__":
    sys.exit(main())
