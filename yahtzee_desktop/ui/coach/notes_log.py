"""The coach's notes of the game, in a short log the family can open (Game ▸ Coach's notes…).

A note shows beside the sheet until the next player decides; one about Léo may pass while
Maman is busy, so every note is kept here too, named and in the order they came.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.ui.coach.hints import note_words

if TYPE_CHECKING:
    from yahtzee_desktop.core.state import GameState
    from yahtzee_desktop.strategy import Decision, ReviewEntry

__all__ = ["NotesDialog"]

Note = tuple["GameState", "Decision", "ReviewEntry", bool]


class NotesDialog(QDialog):
    """The notes of the game on the table, oldest first, each with its exact figures as
    its tooltip; worded again if the language changes while it is open."""

    def __init__(self, notes: Sequence[Note], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach_notes_dialog")
        self._notes = list(notes)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("coach_notes_list")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().averageCharWidth() * 70, self.fontMetrics().height() * 22)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Coach’s notes"))
        self.intro.setText(
            self.tr("What the coach noted in this game, oldest first.")
            if self._notes
            else self.tr("The coach has noted nothing in this game yet.")
        )
        self.list.clear()
        for before, decision, entry, exact in self._notes:
            text, precise = note_words(before, decision, entry, exact)
            item = QListWidgetItem(
                self.tr("Turn {turn}").format(turn=before.turn + 1) + " — " + text
            )
            item.setToolTip(precise)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
