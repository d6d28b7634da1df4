"""Real dice at the table: one die of the entry pad (`EntryDie`), set by click, wheel or
key, and `retain_size`, which keeps a hidden widget's room in the pad's layout.

Apart from the pad (`entry_pad`), which lays five of these out with the field and the
roll buttons: a die knows only its face and how to draw it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QWheelEvent
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from yahtzee_desktop.ui.table.die import paint_die, paint_keep_mark

__all__ = ["EntryDie", "retain_size"]


def retain_size(widget: QWidget, retain: bool = True) -> None:
    """Hidden, the widget keeps its room in the layout (nothing below it moves)."""
    policy = widget.sizePolicy()
    if policy.retainSizeWhenHidden() != retain:
        policy.setRetainSizeWhenHidden(retain)
        widget.setSizePolicy(policy)


class EntryDie(QAbstractButton):
    """One die of the pad: click for the next face, right click or wheel for the other way.

    Face 0 is a die not set yet (drawn as an outline with a question mark).

    Signals:
        faceChanged(int, int): (die index, new face) after a click, the wheel or a key.
    """

    faceChanged = Signal(int, int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.face = 0
        self.look = "classic"
        self.setObjectName(f"entry_die_{index + 1}")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.clicked.connect(lambda _checked=False: self.step(1))
        self.side = self.FULL_SIDE
        self.marked = False
        """The coach suggests keeping this die (the same mark as the app's dice)."""

    FULL_SIDE = 78
    COMPACT_SIDE = 30
    """Still a comfortable click target, as tall as the line of buttons beside it."""

    def sizeHint(self) -> QSize:
        return QSize(self.side, self.side)

    def set_side(self, side: int) -> None:
        if side != self.side:
            self.side = side
            self.updateGeometry()

    def set_face(self, face: int) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def set_marked(self, marked: bool) -> None:
        if marked != self.marked:
            self.marked = marked
            self.update()

    def step(self, delta: int) -> None:
        """Next (or previous) face, 1 to 6 round and round; a blank die starts at 1 (or 6)."""
        face = (1 if delta > 0 else 6) if self.face == 0 else (self.face - 1 + delta) % 6 + 1
        self.set_face(face)
        self.faceChanged.emit(self.index, face)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.isEnabled():
            self.step(-1)
            event.accept()
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not self.isEnabled():
            return
        delta = event.angleDelta().y()
        if delta:
            self.step(1 if delta > 0 else -1)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            face = key - Qt.Key.Key_0
            self.set_face(face)
            self.faceChanged.emit(self.index, face)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Plus):
            self.step(1)
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Minus):
            self.step(-1)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w, h = self.width(), self.height()
        side = min(w, h) * 0.86
        rect = QRectF((w - side) / 2, (h - side) / 2, side, side)
        if self.face:
            paint_die(painter, rect, self.face, self.look, 0.0, self.isEnabled())
        else:
            palette = self.palette()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            color = QColor(palette.color(palette.ColorRole.WindowText))
            color.setAlpha(120 if self.isEnabled() else 60)
            painter.setPen(QPen(color, max(1.5, side * 0.03), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = side * 0.04
            painter.drawRoundedRect(
                rect.adjusted(inset, inset, -inset, -inset), side * 0.16, side * 0.16
            )
            font = painter.font()
            font.setPixelSize(max(8, int(side * 0.42)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        if self.marked and self.face:
            paint_keep_mark(painter, rect, side)
        if self.hasFocus():
            palette = self.palette()
            painter.setPen(QPen(palette.color(palette.ColorRole.Highlight), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1, 1, w - 2, h - 2))
        painter.end()
