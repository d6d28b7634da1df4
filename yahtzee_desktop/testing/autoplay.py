"""A hook for end-to-end tests: the real app plays itself, as a player would.

Imported and active only when the environment variable YAHTZEE_DESKTOP_TEST_HOOK
(`yahtzee_desktop.testing.ENV_VAR`) holds a JSON object (never set by the app itself):

    {"resume": "yes" | "no" | "escape" | "later", "replace": "yes" | "no", "play": N, "seed": S,
     "interval": MS, "quit": true}

`resume` answers the start-up offer to resume the autosaved game (Escape: the key; "later"
leaves it on screen, for a kill while it shows);
`replace` answers each "the current game is not over" question (New game, Open, a file
handed over by a second launch), reported as `ASKED {...}`; then N random legal
actions are taken through the widgets (dice holds, Roll, a click on the score sheet),
one per `interval` milliseconds. The hook reports on stdout, one line each, flushed:
`READY {...}` once the game to play is settled (with the offer's text, if one
shows), `DO {...}` after each action (at that point the autosave journal already
holds it), `DONE {...}` after the N actions,
`REPLACED {...}` whenever another game takes the table (an open file handed over);
with `quit` the window then closes. A test can SIGKILL the process at any time and
compare what it read with what the next start recovers. Where there is no stdout (the
Windows app started from its shortcut), it plays all the same, silently.
"""

from __future__ import annotations

import json
import os
import random
import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from yahtzee_desktop.testing import ENV_VAR

if TYPE_CHECKING:
    from yahtzee_desktop.ui.table.main_window import MainWindow

__all__ = ["ENV_VAR", "AutoPlayer", "install_from_environment"]


def _say(tag: str, data: dict[str, Any]) -> None:
    out = sys.stdout
    if out is None:  # a Windows GUI executable has no console: the journal tells the play
        return
    out.write(f"{tag} {json.dumps(data, ensure_ascii=False)}\n")
    out.flush()


class AutoPlayer(QObject):
    """Answers the resume offer, then plays random legal moves through the widgets."""

    def __init__(self, window: MainWindow, options: dict[str, Any]) -> None:
        super().__init__(window)
        self.window = window
        self.resume = str(options.get("resume", "yes"))
        self.remaining = int(options.get("play", 0))
        self.quit = bool(options.get("quit", False))
        self.replace = str(options.get("replace", "yes"))
        self.rng = random.Random(int(options.get("seed", 0)))
        self.timer = QTimer(self)
        self.timer.setInterval(int(options.get("interval", 10)))
        self.timer.timeout.connect(self._step)
        window.dice.set_animation_ms(0)
        window.files.asking.connect(self._answer)
        window.session.gameReplaced.connect(lambda: self._report("REPLACED"))
        QTimer.singleShot(0, self._start)

    def _report(self, tag: str, offer: str = "") -> None:
        game = self.window.game
        _say(
            tag,
            {
                "offer": offer,
                "seed": game.setup.seed,
                "names": [seat.name for seat in game.setup.seats],
                "actions": [a.to_dict() for a in game.actions],
                "journal": str(self.window.autosave.path) if self.window.autosave else "",
                "warning": box.text() if (box := self.window.error_box) is not None else "",
            },
        )

    def _start(self) -> None:
        box = self.window.resume_box
        offer = box.text() if box is not None else ""
        if box is not None and self.resume != "later":
            if self.resume == "escape":
                escape = QKeyEvent(
                    QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier
                )
                QApplication.sendEvent(box, escape)
            else:
                yes = self.resume == "yes"
                button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
                box.button(button).click()
        self._report("READY", offer)
        self.timer.start()

    def _answer(self, box: QMessageBox) -> None:
        _say("ASKED", {"title": box.windowTitle()})
        if self.replace == "yes":
            box.defaultButton().click()
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()

    def _step(self) -> None:
        if self.remaining <= 0 or self.window.game.state.finished:
            self.timer.stop()
            self._report("DONE")
            if self.quit:
                self.window.close()
            return
        before = len(self.window.game.actions)
        self._play_one()
        if len(self.window.game.actions) > before:
            self.remaining -= 1
            _say("DO", self.window.game.actions[-1].to_dict())

    def _play_one(self) -> None:
        window = self.window
        state = window.game.state
        dice = window.dice
        if state.rolls == 0 or (state.rolls < state.rolls_allowed and self.rng.random() < 0.5):
            for i in range(state.setup.rules.dice):
                if state.rolls and dice.holds()[i] != (self.rng.random() < 0.4):
                    dice.toggle(i)
            dice.request_roll()
            return
        legal = window.table_model.legal_indexes()
        if legal:
            window.all_players.score_index(self.rng.choice(legal))


def install_from_environment(window: MainWindow) -> AutoPlayer | None:
    """Start the auto-player if the test environment variable asks for it."""
    text = os.environ.get(ENV_VAR)
    if not text:
        return None
    return AutoPlayer(window, json.loads(text))
