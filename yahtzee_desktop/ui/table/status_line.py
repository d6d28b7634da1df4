"""The status bar's line: what the keys do at this moment of the turn.

The bar was an empty strip most of the evening (a message now and then: "Saved as…").
This line fills it with what a first evening needs to learn, "Space: roll the dice",
"1–5: keep a die", "Enter: score the marked box", "H: a hint", as the turn goes. It is
one of the bar's normal widgets, which a message covers for its few seconds, and the bar
keeps one height whether it shows a message or the line: nothing moves either way.
With real dice on a short screen, the pad's own hint is hidden (compact pad), so the
line says it instead: "Enter scores 18 in Three of a kind".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from yahtzee_desktop.core.setup import DiceMode, PlayerKind
from yahtzee_desktop.ui.common.plain import plain_tip
from yahtzee_desktop.ui.real_dice.typed_faces import example_faces
from yahtzee_desktop.ui.table.players import short_name
from yahtzee_desktop.ui.table.session import GameSession

if TYPE_CHECKING:
    from yahtzee_desktop.ui.real_dice.controller import PhysicalDice

__all__ = ["StatusLine"]

SEPARATOR = "  \u00b7  "


class StatusLine(QLabel):
    """The keys of the moment, for the status bar (`QStatusBar.addWidget`)."""

    def __init__(
        self,
        session: GameSession,
        physical: PhysicalDice,
        hint_key: Callable[[], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("status_line")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.session = session
        self.physical = physical
        self.hint_key = hint_key
        """Whether H gives a hint in this window (the coach is there)."""
        self._watched_pad = False
        session.add_view("status", self, self.refresh, self.refresh)
        session.heldChanged.connect(self.refresh)
        self.refresh()

    def _app_dice(self) -> list[str]:
        state = self.session.state
        if state.rolls == 0:
            parts = [self.tr("Space: roll the dice")]
        elif state.rolls < state.rolls_allowed:
            parts = [
                self.tr("1–{last} or a click on a die: keep it").format(
                    last=state.setup.rules.dice
                ),
                self.tr("Space: roll again"),
                self.tr("Enter or a click on the sheet: score"),
            ]
        else:
            parts = [self.tr("Enter or a click on the sheet: score the marked box")]
        if state.rolls > 0 and self.hint_key():
            parts.append(self.tr("H: a hint"))
        return parts

    def _real_dice(self) -> list[str]:
        pad = self.physical.pad
        if not self._watched_pad:
            self._watched_pad = True
            pad.hintChanged.connect(self.refresh)
        if pad.compact and pad.hint.text():  # the pad's hint is hidden: say it here
            return [pad.hint.text()]
        parts = [
            self.tr("Type the faces, e.g. {faces} (on the sheet too)").format(
                faces=example_faces(self.session.state.setup.rules.dice)
            ),
            self.tr("Enter: score them in the marked box"),
        ]
        if self.hint_key():
            parts.append(self.tr("H: a hint"))
        return parts

    def _finished(self) -> list[str]:
        """After the last game: what can be done next (the line was empty)."""
        new_game = QKeySequence(QKeySequence.StandardKey.New).toString(
            QKeySequence.SequenceFormat.NativeText
        )
        parts = [self.tr("{key}: new game").format(key=new_game)]
        if self.hint_key():
            parts.append(self.tr("R: review the game with the coach"))
        return parts

    def text_now(self) -> str:
        """What the line says for the game as it is now ("" when nothing is to be done)."""
        state = self.session.state
        if self.session.held:
            return ""
        if state.finished:
            return SEPARATOR.join(self._finished())
        if state.player.kind is not PlayerKind.HUMAN:
            # The computer plays: say so, and how to hurry it (the line was empty).
            return self.tr("{name} is playing — F: faster").format(
                name=short_name(state.player.name)
            )
        if state.dice_mode is DiceMode.PHYSICAL:
            return SEPARATOR.join(self._real_dice())
        return SEPARATOR.join(self._app_dice())

    def refresh(self, *_args: object) -> None:
        text = self.text_now()
        self.setText(text)
        self.setToolTip(plain_tip(text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
