"""Renders the README's pictures of the main window and its everyday dialogs, mid-game:
main-en.png, main-fr.png, main-en-dark.png (a dark palette), main-triple-en.png (the
×1/×2/×3 columns), physical-en.png (real dice, the entry pad), rule-settings-en/fr.png,
rule-settings-yams-fr.png, review-en/fr.png and statistics-en/fr.png.

Offscreen, with Qt's test folders (no real autosave or history touched) and fixed seeds,
so the pictures are the same every time. Run: .venv/bin/python scripts/screenshot-main.py
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui import build_main_window
from yahtzee_desktop.ui.app import set_identity
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.table.main_window import MainWindow

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZE = (1200, 690)
"""What the window looks like on a 1366x768 laptop (the offscreen screen is smaller)."""


def settle(app: QApplication, seconds: float = 0.1) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def save(widget: QWidget, name: str) -> Path:
    path = OUT / name
    widget.grab().save(str(path))
    print(path)
    return path


def play_turns(window: MainWindow, turns: int) -> None:
    """`turns` turns scoring the best-looking box, then a roll with two dice held."""
    session = window.session
    for _ in range(turns):
        session.roll((False,) * 5)
        session.roll((True, True, False, False, False))
        options = session.state.options()
        column, box = max(options, key=lambda k: options[k])
        session.score(box, column)
    session.roll((False,) * 5)
    session.roll((True, False, True, False, False))


def window_for(app: QApplication, names: list[str], rules: str = "yahtzee", **kw) -> MainWindow:  # type: ignore[no-untyped-def]
    window = build_main_window(players=names, rules=rules, seed=2026, **kw)
    window.dice.set_animation_ms(0)
    window.roll_off.set_animation_ms(0)
    window.show()
    window.resize(*SIZE)
    settle(app)
    return window


def main_window(app: QApplication, lang: str, names: list[str], name: str) -> None:
    window = window_for(app, names)
    play_turns(window, 3 * len(names))
    settle(app)
    save(window, name)
    window.close()


def triple(app: QApplication) -> None:
    window = window_for(app, ["Ann", "Bob"], rules="triple-yahtzee")
    play_turns(window, 10)
    settle(app)
    save(window, "main-triple-en.png")
    window.close()


def physical(app: QApplication) -> None:
    window = window_for(app, ["Ann"])
    setup = GameSetup.simple(
        ["Mum", "Dad", "Kids"], preset("yahtzee"), games=3, dice_mode=DiceMode.PHYSICAL
    )
    window.start_setup(setup)
    settle(app)
    pad = window.physical.pad
    for faces in ("44424", "12345", "66613", "22255"):
        pad.clear()
        pad.field.clear()
        pad.type_text(faces)
        options = window.session.state.options()
        column, box = max(options, key=lambda k: options[k])
        window.session.score(box, column)
    pad.clear()
    pad.field.clear()
    pad.type_text("3352")
    settle(app)
    save(window, "physical-en.png")
    window.close()


def rule_settings(app: QApplication, lang: str) -> None:
    from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog

    shots = [("yahtzee", f"rule-settings-{lang}.png")]
    if lang == "fr":
        shots.append(("yams", "rule-settings-yams-fr.png"))
    for rules, name in shots:
        dialog = RuleSettingsDialog(None, preset(rules))
        dialog.show()
        settle(app)
        save(dialog, name)
        dialog.close()


def review(app: QApplication, lang: str) -> None:
    from PySide6.QtCore import QSize

    from yahtzee_desktop.ui.coach.hints import coach_now
    from yahtzee_desktop.ui.coach.review import ReviewDialog, fitted_size

    coach_now(preset("yahtzee"))
    window = window_for(app, ["Ann", "Bob"])
    play_turns(window, 8)
    dialog = ReviewDialog(window.session.game, window.coach.service, None, window)
    dialog.resize(fitted_size(QSize(1366, 768 - 40)))  # as on a laptop, a panel below
    dialog.show()
    settle(app, 1.0)
    save(dialog, f"review-{lang}.png")
    dialog.close()
    window.close()


def statistics(app: QApplication, lang: str) -> None:
    """Three finished one-game series in the (test) history, then the dialog."""
    from yahtzee_desktop.storage import paths
    from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog as StatsDialog

    if lang == "en":
        for seed in (1, 2, 3):
            window = build_main_window(["Ann", "Bob", "Camille"], seed=seed, games=1)
            window.dice.set_animation_ms(0)
            session = window.session
            while not session.state.finished:
                session.roll((False,) * 5)
                options = session.state.options()
                column, box = max(options, key=lambda k: options[k])
                session.score(box, column)
            settle(app, 1.0)  # the recorder writes in a worker
            if window.outcome_dialog is not None:
                window.outcome_dialog.close()
            window.close()
    dialog = StatsDialog(paths.history_path())
    dialog.resize(900, 600)
    dialog.show()
    settle(app, 1.0)
    save(dialog, f"statistics-{lang}.png")
    dialog.close()


def dark_palette() -> QPalette:
    """A dark desktop theme, as Fusion draws it."""
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#2f2f2f",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#3d8ee8",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
        QPalette.ColorRole.PlaceholderText: "#8a8a8a",
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7a7a"))
    return palette


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    set_identity()
    app.setApplicationDisplayName("Yahtzee Desktop")
    QSettings().clear()
    from yahtzee_desktop.storage import paths

    paths.history_path().unlink(missing_ok=True)
    paths.autosave_path().unlink(missing_ok=True)
    app.setStyle("Fusion")
    light = app.palette()
    for lang in ("en", "fr"):
        install_translators(app, lang)
        names = ["Ann", "Bob", "Camille"] if lang == "en" else ["Zoé", "Hugo", "Camille"]
        main_window(app, lang, names, f"main-{lang}.png")
        rule_settings(app, lang)
        statistics(app, lang)
        review(app, lang)
    install_translators(app, "en")
    triple(app)
    physical(app)
    app.setPalette(dark_palette())
    main_window(app, "en", ["Ann", "Bob"], "main-en-dark.png")
    app.setPalette(light)
    QSettings().clear()
    paths.history_path().unlink(missing_ok=True)
    paths.autosave_path().unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
