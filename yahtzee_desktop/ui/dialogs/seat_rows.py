"""One row of the New game dialog's players table: a seat's name, who plays it (a person
or the computer, and its level) and its team members, with the buttons that move or
remove it. Kept apart so the dialog file holds the dialog's flow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QToolButton, QWidget

from yahtzee_desktop.core.setup import MAX_SEATS, PlayerKind
from yahtzee_desktop.ui.common.table_memory import COMPUTER_LEVELS, SeatMemory
from yahtzee_desktop.ui.dialogs._common import select_data

__all__ = ["NAME_LENGTH", "SeatEntry", "SeatRow"]

NAME_LENGTH = 40
"""Longest name accepted: it must fit the side panel and the printed sheet."""


@dataclass(frozen=True)
class SeatEntry:
    """What one row of the players table holds."""

    name: str = ""
    kind: str = PlayerKind.HUMAN.value
    level: str = "club"
    members: str = ""
    """Team members separated by commas; empty for a player alone."""

    def member_names(self) -> list[str]:
        return [m.strip() for m in self.members.split(",") if m.strip()]

    def memory(self) -> SeatMemory:
        members = tuple(self.member_names())
        return SeatMemory(self.name.strip(), PlayerKind(self.kind), self.level, members)

    @staticmethod
    def of(seat: SeatMemory) -> SeatEntry:
        return SeatEntry(seat.name, seat.kind.value, seat.level, ", ".join(seat.members))


class SeatRow:
    """The editors of one seat (widgets owned by the dialog)."""

    def __init__(self, dialog: QWidget, index: int, on_members: Callable[[], None]) -> None:
        """`on_members`: called when the team members change (placeholders follow)."""
        n = index + 1
        self.number = QLabel(str(n), dialog)
        self.name = QLineEdit(dialog)
        self.name.setObjectName(f"seat_{n}_name")
        self.name.setMaxLength(NAME_LENGTH)
        self.kind = QComboBox(dialog)
        self.kind.setObjectName(f"seat_{n}_kind")
        for kind in PlayerKind:
            self.kind.addItem(kind.value, kind.value)
        self.level = QComboBox(dialog)
        self.level.setObjectName(f"seat_{n}_level")
        for level in COMPUTER_LEVELS:
            self.level.addItem(level, level)
        select_data(self.level, "club")
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # nothing moves when a seat changes hands
        self.level.setSizePolicy(policy)
        self.members = QLineEdit(dialog)
        self.members.setObjectName(f"seat_{n}_members")
        self.members.setMaxLength(MAX_SEATS * (NAME_LENGTH + 2))
        self.up = QToolButton(dialog)
        self.up.setObjectName(f"seat_{n}_up")
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.down = QToolButton(dialog)
        self.down.setObjectName(f"seat_{n}_down")
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.remove = QToolButton(dialog)
        self.remove.setObjectName(f"seat_{n}_remove")
        self.remove.setText("✕")
        self.kind.currentIndexChanged.connect(self.update_enabled)
        self.kind.currentIndexChanged.connect(lambda _i: on_members())  # "Robot" or "Player 3"
        self.members.textChanged.connect(self.update_enabled)
        self.members.textChanged.connect(on_members)
        self.update_enabled()

    def widgets(self) -> list[QWidget]:
        return [
            self.number,
            self.name,
            self.kind,
            self.level,
            self.members,
            self.up,
            self.down,
            self.remove,
        ]

    def update_enabled(self) -> None:
        team = bool(self.members.text().strip())
        self.kind.setEnabled(not team)
        computer = not team and self.kind.currentData() == PlayerKind.COMPUTER.value
        self.level.setEnabled(computer)
        # Only the computer has a level: a greyed one beside a child's name read as hers.
        self.level.setVisible(computer)

    def entry(self) -> SeatEntry:
        return SeatEntry(
            self.name.text(),
            str(self.kind.currentData()),
            str(self.level.currentData()),
            self.members.text(),
        )

    def set_entry(self, entry: SeatEntry) -> None:
        self.name.setText(entry.name)
        select_data(self.kind, entry.kind)
        select_data(self.level, entry.level)
        self.members.setText(entry.members)
        self.update_enabled()

    def delete(self) -> None:
        for widget in self.widgets():
            widget.hide()
            widget.deleteLater()
