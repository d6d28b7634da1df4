"""Renders docs/screenshots/main-en.png and main-fr.png: the main window mid-game.

Offscreen, with Qt's test folders (no real autosave touched) and a fixed seed, so the
pictures are the same every time. Run: .venv/bin/python scripts/screenshot-main.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.ui import build_main_window
from yahtzee_desktop.ui.common.i18n import install_translators

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def shoot(app: QApplication, lang: str, names: list[str]) -> Path:
    install_translators(app, lang)
    window = build_main_window(players=names, rules="yahtzee", seed=2026)
    window.dice.set_animation_ms(0)
    window.show()
    # What the window looks like on a 1366x768 laptop (the offscreen screen is smaller).
    window.resize(1200, 690)
    session = window.session
    # Three turns each, scoring the best-looking box, then a roll with two dice held.
    for _ in range(3 * len(names)):
        session.roll((False,) * 5)
        session.roll((True, True, False, False, False))
        options = session.state.options()
        column, box = max(options, key=lambda k: options[k])
        session.score(box, column)
    session.roll((False,) * 5)
    session.roll((True, False, True, False, False))
    for _ in range(5):
        app.processEvents()
    path = OUT / f"main-{lang}.png"
    window.grab().save(str(path))
    window.close()
    return path


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv)
    print(shoot(app, "en", ["Ann", "Bob", "Camille"]))
    print(shoot(app, "fr", ["Zoé", "Hugo", "Camille"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
