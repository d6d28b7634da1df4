"""Screenshots of Maxi Yatzy (six dice) on a laptop's screen, for the README's variants:
maxi-en.png and maxi-fr.png (app dice, mid-game, with saved rolls), maxi-physical-en.png
(the real-dice pad with six dice).

Run under Xvfb at a laptop's size, with openbox as window manager, e.g.:
  xvfb-run -a -s "-screen 0 1366x768x24" sh -c 'openbox & sleep 1; \\
      .venv/bin/python scripts/screenshot-maxi.py en maxi-en.png'
  (and QT_SCALE_FACTOR=1.25 to check 125 %). Arguments: the language, the file name in
docs/screenshots/, and "physical" for the real-dice pad. Qt's test folders are used (no
real autosave or history touched), and fixed seeds, so the pictures are the same each time.
Prints the window's frame against the screen's available geometry.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def settle(app: QApplication, seconds: float = 1.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def main() -> int:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    name = sys.argv[2] if len(sys.argv) > 2 else f"maxi-{lang}.png"
    physical = len(sys.argv) > 3 and sys.argv[3] == "physical"
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication(sys.argv[:1])
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.setup import DiceMode, GameSetup
    from yahtzee_desktop.ui import build_main_window
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.common.settings import Settings

    Settings().reset()
    install_translators(app, lang)
    names = ["Ann", "Bob"]
    window = build_main_window(names, rules="maxi-yatzy", seed=2026)
    window.dice.set_animation_ms(0)
    mode = DiceMode.PHYSICAL if physical else DiceMode.APP
    window.start_setup(
        GameSetup.simple(names, preset("maxi-yatzy"), seed=2026, games=1, dice_mode=mode)
    )
    window.show()
    settle(app)
    session = window.session
    if physical:
        # Who starts, then a few turns written as typed: 6 faces each.
        if session.state.starters and session.state.starters[0] is None:
            from yahtzee_desktop.core.actions import SetStarter

            session.apply(SetStarter(0))
        # Ann stops after her first roll (two rolls saved: her next turn has five).
        pad = window.physical.pad
        for roll, faces, box in ((1, "333451", "threes"), (3, "662214", "pair")):
            pad.set_roll(roll)
            pad.type_text(faces)
            session.score(box, 0)
        pad.type_text("4442")
    else:
        # Turns that stop early save rolls: the counter then says how many are saved.
        for turn in range(6):
            dice = session.state.setup.rules.dice
            session.roll((False,) * dice)
            if turn % 3 == 2:
                faces = session.state.dice
                common = max(set(faces), key=faces.count)
                session.roll(tuple(f == common for f in faces))
            options = session.state.options()
            column, box = max(options, key=lambda k: options[k])
            session.score(box, column)
        session.roll((False,) * session.state.setup.rules.dice)
        faces = session.state.dice
        common = max(set(faces), key=faces.count)
        window.dice.set_holds(tuple(f == common for f in faces))
    settle(app)
    area = app.primaryScreen().availableGeometry()
    frame = window.frameGeometry()
    print(
        f"{name}: {frame.width()}x{frame.height()} at {frame.x()},{frame.y()} in "
        f"{area.width()}x{area.height()}: {'fits' if area.contains(frame) else 'DOES NOT FIT'};"
        f" dice {[d.height() for d in window.dice.dice]}"
    )
    path = OUT / name
    app.primaryScreen().grabWindow(0).save(str(path))
    print(path)
    Settings().reset()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
