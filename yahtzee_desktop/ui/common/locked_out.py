"""The one question asked before any window: another process holds the app's lock and
does not answer. Said as it is, with the choice to start anyway (a frozen window, or a
process that only looks like the app); apart so that start-up imports it only then."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from yahtzee_desktop.ui.common.message_box import message_box

__all__ = ["locked_box", "start_anyway"]


def translate(context: str, text: str) -> str:
    """`QCoreApplication.translate` under a name lupdate reads."""
    return QCoreApplication.translate(context, text)


def locked_box(lock_path: Path) -> tuple[QMessageBox, QAbstractButton]:
    """The box, and its "Start anyway" button (Quit is the default and Escape)."""
    text = (
        translate(
            "App",
            "Yahtzee Desktop seems to be running already: a program holds its lock file "
            "({path}), but no Yahtzee Desktop window answers.",
        ).format(path=str(lock_path))
        + "\n\n"
        + translate(
            "App",
            "If a Yahtzee Desktop window is open but frozen, close it first. Started anyway, "
            "this window takes over the autosave: what the other one does after that is "
            "not saved.",
        )
    )
    box = message_box(
        QMessageBox.Icon.Warning,
        "Yahtzee Desktop",
        text,
        QMessageBox.StandardButton.Close,
        None,
    )
    box.setObjectName("locked_out_box")
    start = box.addButton(translate("App", "&Start anyway"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Close)
    box.setEscapeButton(QMessageBox.StandardButton.Close)
    return box, start


def start_anyway(lock_path: Path) -> bool:
    """Ask (blocking: there is no window yet); True when the family chose to start."""
    box, start = locked_box(lock_path)
    box.exec()
    return box.clickedButton() is start
