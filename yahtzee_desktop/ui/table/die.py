"""One die as drawn: its looks, its pips, the held padlock and the coach's mark.

Dice are painted with QPainter at whatever size the layout gives (no bitmaps), so
they stay crisp on high-DPI screens and when the window grows. The drawing lives
apart from the tray (`dice.py`: the five dice, Roll and the roll animation) because
other views draw the same dice: the real-dice entry pad and the end-of-game dialog
call `paint_die`, and a change of look must show everywhere at once.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

__all__ = ["DICE_LOOKS", "KEEP_MARK_COLOR", "DieButton", "paint_die", "paint_keep_mark"]

# Pip centres on a unit square, per face.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}

# body, pips, edge per look (dice are objects: the same in light and dark themes).
DICE_LOOKS: dict[str, tuple[str, str, str, float]] = {
    "classic": ("#fbfaf5", "#1d1d1d", "#5b5b5b", 0.095),
    "pips-dark": ("#23272e", "#f4f4f4", "#0b0d10", 0.095),
    "large": ("#ffffff", "#000000", "#000000", 0.125),
}


def paint_die(
    painter: QPainter,
    rect: QRectF,
    face: int,
    look: str = "classic",
    angle: float = 0.0,
    enabled: bool = True,
) -> None:
    """Draw one die (face 0: a blank die not rolled yet) in `rect`, turned by `angle`."""
    body, pip, edge, pip_ratio = DICE_LOOKS.get(look, DICE_LOOKS["classic"])
    side = min(rect.width(), rect.height())
    square = QRectF(0, 0, side, side)
    square.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if angle:
        painter.translate(square.center())
        painter.rotate(angle)
        painter.translate(-square.center())
    if not enabled:
        painter.setOpacity(0.45)
    radius = side * 0.16
    painter.setPen(QPen(QColor(edge), max(1.0, side * 0.025)))
    painter.setBrush(QColor(body))
    inset = side * 0.02
    painter.drawRoundedRect(square.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(pip))
    r = side * pip_ratio
    for x, y in _PIPS.get(face, ()):
        painter.drawEllipse(QPointF(square.left() + x * side, square.top() + y * side), r, r)
    painter.restore()


def _lock_path(rect: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """A padlock (body, shackle) in `rect`: the held mark that does not rely on colour."""
    w, h = rect.width(), rect.height()
    path = QPainterPath()
    body = QRectF(rect.left(), rect.top() + h * 0.45, w, h * 0.55)
    path.addRoundedRect(body, w * 0.12, w * 0.12)
    shackle = QPainterPath()
    arc = QRectF(rect.left() + w * 0.18, rect.top(), w * 0.64, h * 0.8)
    shackle.arcMoveTo(arc, 180)
    shackle.arcTo(arc, 180, -180)
    return path, shackle


KEEP_MARK_COLOR = "#1e8c45"
"""The coach's "keep this one" mark: a green that reads on light and dark themes."""


def paint_keep_mark(painter: QPainter, die: QRectF, side: float) -> None:
    """A dashed ring around the die and a tick badge on its corner (the hint's marks)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = QColor(KEEP_MARK_COLOR)
    pen = QPen(color, max(2.0, side * 0.05), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = die.adjusted(-side * 0.03, -side * 0.03, side * 0.03, side * 0.03)
    painter.drawRoundedRect(ring, side * 0.18, side * 0.18)
    r = side * 0.15
    centre = QPointF(die.right() - r * 0.4, die.top() + r * 0.4)
    painter.setPen(QPen(QColor("white"), max(1.0, side * 0.02)))
    painter.setBrush(color)
    painter.drawEllipse(centre, r, r)
    tick = QPainterPath(QPointF(centre.x() - r * 0.5, centre.y()))
    tick.lineTo(centre.x() - r * 0.1, centre.y() + r * 0.4)
    tick.lineTo(centre.x() + r * 0.55, centre.y() - r * 0.4)
    painter.setPen(QPen(QColor("white"), max(1.5, r * 0.3)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)
    painter.restore()


class DieButton(QAbstractButton):
    """One die: a checkable button (checked = held), drawn at any size."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.face = 0
        self.angle = 0.0
        self.look = "classic"
        self.marked = False
        """The coach suggests keeping this die (drawn as a green dashed ring and a tick)."""
        self.setCheckable(True)
        self.setObjectName(f"die_{index + 1}")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(44, 52)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def sizeHint(self) -> QSize:
        return QSize(96, 110)

    def minimumSizeHint(self) -> QSize:
        return QSize(44, 52)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return int(width * 1.15)

    def set_face(self, face: int, angle: float = 0.0) -> None:
        if (face, angle) != (self.face, self.angle):
            self.face, self.angle = face, angle
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        w, h = self.width(), self.height()
        mark = h * 0.16  # room under the die for the lock mark
        side = min(w, h - mark) * 0.84
        die = QRectF((w - side) / 2, (h - mark - side) / 2, side, side)
        held = self.isChecked()
        if held:
            # A thick frame and a padlock under the die: visible without colour vision.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(palette.color(palette.ColorRole.Highlight), max(2.0, side * 0.06))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            frame = die.adjusted(-side * 0.06, -side * 0.06, side * 0.06, side * 0.06)
            painter.drawRoundedRect(frame, side * 0.2, side * 0.2)
            lock = QRectF(0, 0, mark * 0.7, mark * 0.85)
            lock.moveCenter(QPointF(w / 2, h - mark / 2))
            body, shackle = _lock_path(lock)
            text = palette.color(palette.ColorRole.WindowText)
            painter.setPen(QPen(text, max(1.5, mark * 0.12)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(shackle)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(text)
            painter.drawPath(body)
        # Dice on the table stay crisp when they can no longer be held (after the third
        # roll, a computer's turn): only blank dice, not rolled yet, are faded.
        paint_die(painter, die, self.face, self.look, self.angle, self.isEnabled() or self.face > 0)
        if self.marked:
            paint_keep_mark(painter, die, side)
        if self.hasFocus():
            painter.setPen(QPen(palette.color(palette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1, 1, w - 2, h - 2))
        painter.end()
