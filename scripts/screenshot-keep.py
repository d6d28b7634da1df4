"""Screenshots of the questions that keep games (issue 25): the start-up offer when a
saved game is opened while an unfinished one waits, and the lock nobody answers for.

Run under Xvfb, e.g.:
  xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshot-keep.py en
  QT_SCALE_FACTOR=1.25 xvfb-run -a -s "-screen 0 1366x768x24" \\
      .venv/bin/python scripts/screenshot-keep.py fr
Writes docs/screenshots/keep-<what>-<lang>.png (each box grabbed as shown).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui import build_main_window
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.locked_out import locked_box
from yahtzee_desktop.ui.table.file_actions import OpenedFile

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def main() -> int:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv[:1])
    install_translators(app, lang)
    first = build_main_window(["Ann", "Tom"], rules="yahtzee", seed=7)
    for _ in range(5):
        first.session.roll((False,) * 5)
        state = first.session.state
        column, box = next(iter(state.options()))
        first.session.score(box, column)
    journal = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    window = build_main_window(["Zoé"], rules="yahtzee", seed=1)
    window.autosave.stop()
    autosave_path().write_text(journal, encoding="utf-8")
    window.show()
    saved = Path(tempfile.mkdtemp()) / "sunday.yahtzee.json"
    game = Game(GameSetup.simple(["Eve", "Max"], preset("yahtzee"), seed=3))
    save_game(game, saved)
    found = find_resumable(autosave_path())
    assert found is not None
    window.files.offer_resume(found, OpenedFile(saved, game, None))
    box = window.resume_box
    assert box is not None
    for _ in range(20):
        app.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    box.grab().save(str(OUT / f"keep-offer-{lang}.png"))
    locked, _start = locked_box(Path.home() / ".local/share/Yahtzee Desktop/instance.lock")
    locked.show()
    for _ in range(20):
        app.processEvents()
    locked.grab().save(str(OUT / f"keep-locked-{lang}.png"))
    print("wrote", OUT / f"keep-offer-{lang}.png", OUT / f"keep-locked-{lang}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
