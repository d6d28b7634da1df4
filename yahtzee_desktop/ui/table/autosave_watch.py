"""The autosave after a write error (a full disk, a folder gone): told once, then tried
again every little while, quietly, until the journal holds the whole game again.

Apart from the file actions because it is a small state of its own (a timer) that no
rule of keeping games depends on. Texts keep the "MainWindow" translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

from yahtzee_desktop.core.savefile import SaveFileError
from yahtzee_desktop.ui.table.file_texts import problem_text, translate

if TYPE_CHECKING:
    from yahtzee_desktop.storage.autosave import Autosave

__all__ = ["AutosaveWatch"]


class WatchHost(Protocol):
    """What the watch needs of the window: its autosave and where to say things."""

    autosave: Autosave | None

    def show_status(self, text: str, msecs: int = 5000) -> None: ...

    def show_warning(self, title: str, text: str) -> None: ...


class AutosaveWatch(QObject):
    """Says the autosave stopped, and starts it again once it can write."""

    RETRY_MS = 15_000
    """How often the autosave is tried again after a write error."""

    def __init__(self, window: WatchHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.timer = QTimer(self)
        self.timer.setInterval(self.RETRY_MS)
        self.timer.timeout.connect(self.retry)

    def failed(self, error: SaveFileError) -> None:
        """The journal's first write error: the game goes on, only the journal stopped."""
        text = translate(
            "MainWindow", "The game can no longer be saved automatically: {problem}"
        ).format(problem=problem_text(error))
        text += "\n" + translate(
            "MainWindow", "You can go on playing; use File › Save as… to keep the game."
        )
        text += "\n" + translate(
            "MainWindow", "It starts again by itself once the disk has room again."
        )
        self.window.show_status(translate("MainWindow", "Autosave stopped"), 0)
        self.window.show_warning(translate("MainWindow", "Autosave stopped"), text)
        self.timer.start()

    def retry(self) -> None:
        """The whole game again, once there is room (what the history does too)."""
        autosave = self.window.autosave
        if autosave is None or autosave.error is None:
            self.timer.stop()  # replaced by a journal that works, or none
        elif autosave.retry():
            self.timer.stop()
            self.window.show_status(
                translate("MainWindow", "The game is saved automatically again."), 8000
            )
