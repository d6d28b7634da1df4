"""What just happened, at a glance: "Kids scored 25 in Full house · Robo's turn".

The sheet moves to the next player the instant a box is scored; this one line says
what was scored (with the Yahtzee bonus or the joker when they applied) and whose turn
it is now. It never asks anything and never waits: it is painted in the sheet's tab
row (no layout moves), glows for a moment when it changes, and stays until the next
score, for people and computer seats alike.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QTabWidget, QWidget

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.core.actions import Score, WriteScore
from yahtzee_desktop.core.rules import UPPER_IDS, Joker, RuleSet
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import box_label, column_label
from yahtzee_desktop.ui.common.plain import plain_tip
from yahtzee_desktop.ui.table.players import short_name
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["TurnSummary", "summary_text"]

GLOW_MS = 1600
"""How long a new summary glows before it settles (it stays until the next score)."""
MAX_WIDTH = 620
TAB_GAP = 12
"""Pixels kept between the sheet tabs and the line, which gets only the room they leave
(a long name made it push "All players" behind the tab bar's scroll arrows)."""


def _box_name(rules: RuleSet, box: str, column: int) -> str:
    name = QCoreApplication.translate("Box", box_label(box, rules.preset))
    if rules.columns > 1:
        col = QCoreApplication.translate("Column", column_label(rules.column_rules[column].id))
        return QCoreApplication.translate("TurnSummary", "{box} ({column})").format(
            box=name, column=col
        )
    return name


def _joker(before: GameState, box: str, column: int) -> bool:
    """Yahtzee dice placed as a joker: in a box other than Yahtzee or their own upper box,
    with the Yahtzee box already filled."""
    dice, rules = before.dice, before.setup.rules
    if dice is None or len(set(dice)) != 1 or rules.joker is Joker.NONE:
        return False
    if box in ("yahtzee", UPPER_IDS[dice[0] - 1]) or "yahtzee" not in rules.boxes:
        return False
    return before.card.value("yahtzee", column) is not None


def summary_text(before: GameState, after: GameState, action: object) -> str:
    """The line for a box just scored (""  for any other action)."""
    if not isinstance(action, Score | WriteScore):
        return ""
    game, seat = before.game_index, before.seat
    rules = before.setup.rules
    card = after.cards[game][seat]
    points = card.value(action.box, action.column) or 0
    name = short_name(before.setup.seats[seat].name)
    box = _box_name(rules, action.box, action.column)
    text = QCoreApplication.translate("TurnSummary", "{name} scored {points} in {box}").format(
        name=name, points=points, box=box
    )
    bonus = card.bonus_counts[action.column] > before.card.bonus_counts[action.column]
    if bonus:
        text += " " + QCoreApplication.translate("TurnSummary", "+ Yahtzee bonus {points}").format(
            points=rules.yahtzee_bonus
        )
    if isinstance(action, Score) and _joker(before, action.box, action.column):
        text += " " + QCoreApplication.translate("TurnSummary", "(joker)")
    if after.finished or after.game_index != game:
        then = (
            QCoreApplication.translate("TurnSummary", "Game {n} is over").format(n=game + 1)
            if after.setup.games > 1
            else QCoreApplication.translate("TurnSummary", "The game is over")
        )
    elif len(after.setup.seats) == 1:
        then = QCoreApplication.translate("TurnSummary", "next turn")
    else:
        then = QCoreApplication.translate("TurnSummary", "{name} to play").format(
            name=short_name(after.setup.seats[after.seat].name)
        )
    return QCoreApplication.translate("TurnSummary", "{what} · {then}").format(what=text, then=then)


class TurnSummary(QWidget):
    """The summary line, over a `GameSession` (the window places it in the tab row)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_summary")
        self.session = session
        self._before = session.state
        self._text = ""
        self._shown: tuple[GameState, GameState, object] | None = None
        """The score the line tells of (before, after, action): said again in a new
        language."""
        self._glow = 0.0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(1.0)
        self._animation.setEndValue(0.0)
        self._animation.setDuration(GLOW_MS)
        self._animation.valueChanged.connect(self._on_frame)
        session.add_view("turn_line", self, self._on_changed, self._on_replaced)
        self.retranslate()

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str, about: tuple[GameState, GameState, object] | None = None) -> None:
        """Show `text`, glowing; `about` is the score it tells of, to say it again in
        another language."""
        self._shown = about
        self._put_text(text)
        self._animation.stop()
        self._glow = 1.0 if text else 0.0
        if text:
            self._animation.start()
        self.update()

    def _put_text(self, text: str) -> None:
        self._text = text
        self.setAccessibleDescription(text)
        self.setToolTip(plain_tip(text))  # it names the players
        self.updateGeometry()
        self.update()

    def _on_frame(self, value: object) -> None:
        self._glow = float(value)  # type: ignore[arg-type]
        self.update()

    def _on_changed(self, event: str, action: object) -> None:
        before, after = self._before, self.session.state
        self._before = after
        if event == "do":
            text = summary_text(before, after, action)
            if text:
                self.set_text(text, (before, after, action))
        elif event == "undo":
            self.set_text("")

    def _on_replaced(self) -> None:
        self._before = self.session.state
        self.set_text("")

    def sizeHint(self) -> QSize:
        font = self.font()
        font.setBold(True)
        metrics = QFontMetrics(font)
        width = min(MAX_WIDTH, metrics.horizontalAdvance(self._text) + 24) if self._text else 0
        tabs = self.parentWidget()
        if isinstance(tabs, QTabWidget):  # the tabs first: the line elides, they would not
            room = tabs.width() - tabs.tabBar().sizeHint().width() - TAB_GAP
            width = max(0, min(width, room))
        return QSize(width, metrics.height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._text:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        glow = QColor(palette.color(palette.ColorRole.Highlight))
        glow.setAlphaF(0.15 + 0.45 * self._glow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        box = QRectF(self.rect()).adjusted(1, 2, -1, -2)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        font = self.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(palette.color(palette.ColorRole.WindowText))
        text = QFontMetrics(font).elidedText(
            self._text, Qt.TextElideMode.ElideMiddle, int(box.width()) - 20
        )
        painter.drawText(box.adjusted(10, 0, -10, 0), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()

    def retranslate(self) -> None:
        """Names and the line itself in the new language (no glow: nothing new happened)."""
        self.setAccessibleName(QCoreApplication.translate("TurnSummary", "Last turn"))
        if self._shown is not None:
            self._put_text(summary_text(*self._shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
