"""The app's message boxes: wide enough for their titles, and one at a time per window.

A window manager shortens a title that does not fit its title bar ("Commencer une
nouvell… rtie ?"): QMessageBox sizes itself for its text and ignores a minimum width, so
`MessageBox` (made by `message_box`, and `warning` for a blocking one) puts a spacer of
the title's width (measured in the desktop's font, bold, plus the title bar's icon and
buttons, capped to what QMessageBox allows on the screen) in its layout: as wide as the
title needs, no wider. Every box of the app is one.

`MessageQueue` shows a window's boxes one after the other: a box posted while another is
open waits for it to be answered (the storage warning, then the resume offer; a warning
during a question), so none opens hidden behind another and none is lost.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

from yahtzee_desktop.ui.common.screen import available_geometry

__all__ = ["MessageBox", "MessageQueue", "message_box", "title_font", "title_width", "warning"]

TITLE_BAR_ALLOWANCE_LINES = 7
"""Room for the title bar's icon and buttons (minimize, maximize, close) and margins, in
title-font line heights: they grow with the font in KDE's Breeze, GNOME's and Openbox's."""

TITLE_BAR_ALLOWANCE_PX = 120
"""The same room at least, in the window manager's pixels (Breeze at 96 dpi needs about
this beside a 10-point title)."""


def title_font() -> QFont:
    """The font a window manager draws titles in, or a close bound over it: the desktop's
    UI font (Qt takes it from GNOME's, KDE's or Xfce's settings), bold. GNOME draws titles
    in just that; KDE, Xfce and Openbox in a font no wider by default. (Qt's "title font"
    is no better: outside KDE it is fontconfig's 12-point default, a third too wide.)"""
    font = QFont(QGuiApplication.font())
    font.setBold(True)
    return font


def _qt_scale_factor() -> float:
    """QT_SCALE_FACTOR: it enlarges the app's pixels, not the window manager's titles."""
    try:
        factor = float(os.environ.get("QT_SCALE_FACTOR", "") or 1)
    except ValueError:
        return 1.0
    return factor if math.isfinite(factor) and factor > 0 else 1.0


def _shown_title(title: str) -> str:
    """The title as the window manager gets it: Qt adds " — <app display name>" on X11
    and Wayland unless the title already says it."""
    name = QGuiApplication.applicationDisplayName()
    if not name or name in title or QGuiApplication.platformName() == "cocoa":
        return title
    return f"{title} \N{EM DASH} {name}"


def _width_cap(widget: QWidget) -> int:
    """The widest QMessageBox lays itself out (its own hard limit, QMessageBoxPrivate::
    updateSize): a spacer wider than that would squeeze its contents."""
    screen = available_geometry(widget).width()
    return screen if screen <= 1024 else min(screen - 480, 1000)


def title_width(title: str, widget: QWidget) -> int:
    """The width (Qt's pixels) a window needs for its whole title in the title bar, with
    the bar's icon and buttons, capped to the screen."""
    metrics = QFontMetrics(title_font())
    width = metrics.horizontalAdvance(_shown_title(title))
    width += max(TITLE_BAR_ALLOWANCE_LINES * metrics.height(), TITLE_BAR_ALLOWANCE_PX)
    return min(math.ceil(width / _qt_scale_factor()), _width_cap(widget))


class MessageBox(QMessageBox):
    """A QMessageBox at least as wide as its title needs, through a spacer under its
    contents (QMessageBox ignores a minimum width, but its own sizing keeps the spacer).
    Fitted as it shows: its title is final then, and QMessageBox rebuilds its layout
    when details are added."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._spacer: QSpacerItem | None = None
        self._spaced: QLayout | None = None  # the layout the spacer is in

    def fit_title(self) -> None:
        layout = self.layout()
        width = title_width(self.windowTitle(), self)
        if layout is not None:  # the title bar spans the margins too
            margins = layout.contentsMargins()
            width = max(0, width - margins.left() - margins.right())
        policy = QSizePolicy.Policy.Minimum
        if layout is not None and self._spacer is not None and self._spaced is layout:
            self._spacer.changeSize(width, 0, policy, policy)
            layout.invalidate()
        elif isinstance(layout, QGridLayout):  # QMessageBox's own: a row under everything
            self._spacer = QSpacerItem(width, 0, policy, policy)
            self._spaced = layout
            layout.addItem(self._spacer, layout.rowCount(), 0, 1, layout.columnCount())

    def showEvent(self, event: QShowEvent) -> None:
        self.fit_title()
        super().showEvent(event)  # sizes the box, now with the spacer


def message_box(
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton,
    parent: QWidget | None,
) -> QMessageBox:
    """A box with plain text (names are shown as typed), wide enough for its title."""
    box = MessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def warning(parent: QWidget | None, title: str, text: str) -> int:
    """`QMessageBox.warning`, as wide as its title (blocking, for the few places that
    have nothing else to do until it is read)."""
    box = message_box(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    return int(box.exec())


class MessageQueue(QObject):
    """A window's boxes, shown one at a time in the order they were posted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current: QMessageBox | None = None
        self._waiting: list[tuple[QMessageBox, Callable[[], object] | None]] = []
        self._idle: list[Callable[[], object]] = []

    @property
    def busy(self) -> bool:
        """A box is open (or waits for one to close)."""
        return self.current is not None or bool(self._waiting)

    def post(self, box: QMessageBox, shown: Callable[[], object] | None = None) -> None:
        """Open `box` (window-modal) now, or once the boxes before it are answered;
        `shown` runs as it opens. A box answered before its turn (by a test or the
        end-to-end hook clicking its button) is dropped from the queue."""
        box.finished.connect(lambda _result: self._finished(box))
        if self.current is None:
            self._open(box, shown)
        else:
            self._waiting.append((box, shown))

    def when_idle(self, callback: Callable[[], object]) -> None:
        """Run `callback` now if no box is open, else once the last one is answered."""
        if self.busy:
            self._idle.append(callback)
        else:
            callback()

    def _open(self, box: QMessageBox, shown: Callable[[], object] | None) -> None:
        self.current = box
        box.open()
        if shown is not None:
            shown()

    def _finished(self, box: QMessageBox) -> None:
        if box is not self.current:
            self._waiting = [(b, s) for b, s in self._waiting if b is not box]
            return
        self.current = None
        if self._waiting:
            self._open(*self._waiting.pop(0))
            return
        idle, self._idle = self._idle, []
        for callback in idle:
            callback()


class WholeLinesBox(MessageBox):
    """A message box wide enough for each line of its text, so that its sentences read
    whole (QMessageBox wraps at about 500 px whatever the screen), capped where
    QMessageBox stops widening (it would squeeze its contents beyond)."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self._lines: QSpacerItem | None = None
        self._lined: object = None  # the layout the spacer is in (rebuilt with details)

    def lines_width(self) -> int:
        """The width the contents need for the longest line, icon and margins aside."""
        label = self.findChild(QLabel, "qt_msgbox_label")
        if label is None:
            return 0
        metrics = label.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line in self.text().split("\n"))
        icon = self.findChild(QLabel, "qt_msgboxex_icon_label")
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 6
        beside = icon.sizeHint().width() + 7 + 2 * max(spacing, 0) if icon is not None else 15
        screen = available_geometry(self).width()
        cap = screen if screen <= 1024 else min(screen - 480, 1000)  # QMessageBox's own
        return min(widest + beside + 2 * metrics.averageCharWidth(), cap)

    def showEvent(self, event: QShowEvent) -> None:
        layout = self.layout()
        policy = QSizePolicy.Policy.Minimum
        width = self.lines_width()
        if layout is not None and self._lines is not None and self._lined is layout:
            self._lines.changeSize(width, 0, policy, policy)
            layout.invalidate()
        elif isinstance(layout, QGridLayout):
            self._lines = QSpacerItem(width, 0, policy, policy)
            self._lined = layout
            layout.addItem(self._lines, layout.rowCount(), 0, 1, layout.columnCount())
        super().showEvent(event)
