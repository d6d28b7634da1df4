"""Screenshots of the whole screen at a laptop's size: the main window and each dialog,
to see that everything fits (issue 13).

Run under Xvfb at the size to check, e.g.:
  xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshot-screens.py 1366x768
  QT_SCALE_FACTOR=1.25 xvfb-run -a -s "-screen 0 1366x768x24" \\
      .venv/bin/python scripts/screenshot-screens.py 1366x768-125
Writes docs/screenshots/screen-<tag>-<what>.png and prints, for each window, its frame
against the screen's available geometry (and whether it fits).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from yahtzee_desktop.ui import build_main_window

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    tag = sys.argv[1] if len(sys.argv) > 1 else "screen"
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv[:1])
    window = build_main_window(["Ann", "Robo", "Kids (Tom, Lea)"], rules="yahtzee", seed=2026)
    window.dice.set_animation_ms(0)
    window.show()
    session = window.session
    for _ in range(7):
        session.roll((False,) * 5)
        session.roll((True, True, False, False, False))
        options = session.state.options()
        column, box = max(options, key=lambda k: options[k])
        session.score(box, column)
    session.roll((False,) * 5)
    area = app.primaryScreen().availableGeometry()
    failures: list[str] = []

    def shoot(what: str, widget: QWidget) -> None:
        for _ in range(60):  # until the window manager has mapped and framed it
            app.processEvents()
            time.sleep(0.02)
        frame = widget.frameGeometry()
        fits = area.contains(frame)
        print(
            f"{what}: {frame.width()}x{frame.height()} at {frame.x()},{frame.y()} "
            f"in {area.width()}x{area.height()}: {'fits' if fits else 'DOES NOT FIT'}"
        )
        if not fits:
            failures.append(what)
        path = OUT / f"screen-{tag}-{what}.png"
        app.primaryScreen().grabWindow(0).save(str(path))

    def dialog(what: str, make: Callable[[], QDialog]) -> None:
        shown = make()
        shown.show()
        shoot(what, shown)
        shown.close()

    def run() -> None:
        from yahtzee_desktop.core.rules import preset
        from yahtzee_desktop.ui.common.settings import Settings
        from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
        from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog
        from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog
        from yahtzee_desktop.ui.printing.rules_viewer import RulesViewer

        shoot("main", window)
        dialog("new-game", lambda: NewGameDialog(window, Settings(parent=window)))
        dialog("rule-settings", lambda: RuleSettingsDialog(window, preset("yams")))
        dialog("preferences", lambda: PreferencesDialog(window, Settings(parent=window)))
        dialog("rules", lambda: RulesViewer(window, preset("yahtzee"), lambda: "en"))
        from yahtzee_desktop.ui.dialogs.about import AboutDialog

        dialog("about", lambda: AboutDialog(window))
        opened("unfinished", window.files.show_unfinished)
        opened("statistics", window.feature("history").open_statistics)
        printing = window.ensure_print_actions()
        if printing:
            blank = window.feature("printing").printing.blank_sheets()
            blank.show()
            blank.adjustSize()
            shoot("print-blank", blank)
            blank.close()
        # The end of a game, then of a (one-game) series with Play again.
        from yahtzee_desktop.core.setup import GameSetup

        window.start_setup(
            GameSetup.simple(["Ann", "Robo", "Kids (Tom, Lea)"], preset("yahtzee"), games=1, seed=7)
        )
        opened("end-of-series", lambda: play_to_the_end(window))
        window.close()
        app.quit()

    def opened(what: str, action: Callable[[], object]) -> None:
        """A window the action opens by itself (found among the new top-level windows)."""
        before = {id(w) for w in app.topLevelWidgets() if w.isVisible()}
        action()
        for _ in range(100):
            app.processEvents()
            new = [w for w in app.topLevelWidgets() if w.isVisible() and id(w) not in before]
            if new:
                shoot(what, new[0])
                new[0].close()
                return
            time.sleep(0.02)
        failures.append(f"{what} (never opened)")

    QTimer.singleShot(300, run)
    app.exec()
    if failures:
        print("does not fit:", ", ".join(failures))
    return 1 if failures else 0


def play_to_the_end(window) -> None:  # type: ignore[no-untyped-def]
    """Every turn of the game in play: roll once, score the best box."""
    session = window.session
    while not session.state.finished:
        session.roll((False,) * 5)
        options = session.state.options()
        column, box = max(options, key=lambda k: options[k])
        session.score(box, column)


if __name__ == "__main__":
    sys.exit(main())
