"""A Yahtzee is a moment: the dice dance, "Yahtzee!" rises over them, and the box and the
player's name glow gold for under a second; smaller (words only, shorter) for the upper
bonus and a Yahtzee bonus. Five 6s scored 50 with a one-line summary, as any box did.

Never in the way: the words let clicks through, any key or click ends the moment, and so
does the next move (a roll, an undo); with animations off (Preferences) the status bar says
it instead. The moment lives in a `QVariantAnimation` (no timer loop, no sleep).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QRect,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QGraphicsOpacityEffect, QLabel, QWidget

from yahtzee_desktop.core.actions import Score, WriteScore
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.common.i18n import box_title
from yahtzee_desktop.ui.table.players import short_name

if TYPE_CHECKING:
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.table.dice import DiceWidget
    from yahtzee_desktop.ui.table.players import PlayersPanel
    from yahtzee_desktop.ui.table.score_model import ScoreSheetModel
    from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["GOLD", "Celebration", "Moment", "moment_of"]

GOLD = "#d4a017"
"""The moment's colour: warm on light and dark themes alike."""

BIG_MS = 900
SMALL_MS = 600
"""How long the moments last: under a second, whatever the animation speed."""


@dataclass(frozen=True)
class Moment:
    """What a score was worth celebrating."""

    big: bool
    """A Yahtzee (the box itself): the dice dance; else a bonus, words only."""
    words: str
    game: int
    seat: int
    column: int
    box: str
    dice: tuple[int, ...]


def moment_of(before: GameState, after: GameState, action: object) -> Moment | None:
    """The moment a score made, if any: a Yahtzee scored in its box, a Yahtzee bonus or
    the upper bonus earned."""
    if not isinstance(action, (Score, WriteScore)):
        return None
    game, seat = before.game_index, before.seat
    if game >= len(after.cards):
        return None
    column = action.column
    old, new = before.cards[game][seat], after.cards[game][seat]
    was, now = old.column_totals(column), new.column_totals(column)
    name = short_name(before.player.name)
    dice = before.dice or ()

    def moment(big: bool, text: str, points: int | None) -> Moment:
        said = text.format(name=name, points=points)
        return Moment(big, said, game, seat, column, action.box, dice)

    if action.box == "yahtzee" and (new.value("yahtzee", column) or 0) > 0:
        title = box_title("yahtzee", before.setup.rules.preset)
        text = QCoreApplication.translate("Celebration", "{box}! {name} scores {points}")
        return moment(True, text.replace("{box}", title), new.value("yahtzee", column))
    if now.yahtzee_bonus > was.yahtzee_bonus:
        text = QCoreApplication.translate("Celebration", "Yahtzee bonus! +{points} for {name}")
        return moment(False, text, now.yahtzee_bonus - was.yahtzee_bonus)
    if now.upper_bonus > was.upper_bonus:
        text = QCoreApplication.translate("Celebration", "Upper bonus! +{points} for {name}")
        return moment(False, text, now.upper_bonus - was.upper_bonus)
    return None


class Celebration(QObject):
    """Watches the scores and plays their moment over the dice, the sheet and the names."""

    def __init__(
        self,
        session: GameSession,
        dice: DiceWidget,
        models: tuple[ScoreSheetModel, ...],
        players: PlayersPanel,
        settings: Settings | None,
        status: Callable[[str, int], None],
        stage: Callable[[], QWidget],
    ) -> None:
        """`stage`: the widget the words rise over (the dice, or the real dice's pad)."""
        super().__init__(dice)
        self.session = session
        self.dice = dice
        self.models = models
        self.players = players
        self.settings = settings
        self.status = status
        """The window's `show_status(text, msecs)`: where an unanimated moment is said."""
        self.stage = stage
        self.moment: Moment | None = None
        self._pin: ScoreSheetModel | None = None
        """The sheet shown the scorer's card for the moment (set back at its end)."""
        self._stage = QRect()
        self._before = session.state
        self.words = QLabel(dice)
        self.words.setObjectName("celebration_words")
        self.words.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.words.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        # Gold on a dark veil: readable over white dice, on light and dark themes.
        self.words.setStyleSheet(
            f"color: {GOLD}; background: rgba(20, 20, 20, 170); border-radius: 14px;"
            " padding: 4px 18px;"
        )
        self._opacity = QGraphicsOpacityEffect(self.words)
        self.words.setGraphicsEffect(self._opacity)
        self.words.hide()
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.Linear)
        self.animation.valueChanged.connect(self._frame)
        self.animation.finished.connect(self._end)
        session.add_view("celebration", self, self._on_changed, self.finish)

    @property
    def playing(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def _animations_on(self) -> bool:
        return self.settings is None or self.settings.animation_ms > 0

    def _on_changed(self, event: str, action: object) -> None:
        before, after = self._before, self.session.state
        self._before = after
        self.finish()  # the next move ends a moment still playing
        if event != "do":
            return
        moment = moment_of(before, after, action)
        if moment is not None:
            self.play(moment)

    def play(self, moment: Moment) -> None:
        """The moment, animated, or said in the status bar with animations off."""
        self.finish()
        if not self._animations_on():
            self.status(moment.words, 4000)
            return
        self.moment = moment
        self.words.setText(moment.words)
        stage = self.stage()
        parent = stage.parentWidget()
        if parent is not None and self.words.parentWidget() is not parent:
            self.words.setParent(parent)
        self._stage = stage.geometry()
        self._place_words()
        self.words.show()
        self._pin = None
        sheet = self.models[0]
        if moment.seat != self.session.state.seat or moment.game != self.session.state.game_index:
            # The sheet has moved on to the next player: show the scorer's, with its box.
            self._pin = sheet
            QTimer.singleShot(0, lambda: self._pin_sheet(moment))
        self.words.raise_()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # any key or click ends it
        self.animation.setDuration(BIG_MS if moment.big else SMALL_MS)
        self.animation.start()

    def _pin_sheet(self, moment: Moment) -> None:
        if self.moment is moment and self._pin is not None:
            self._pin.set_viewed_seat(moment.seat)

    def _place_words(self) -> None:
        """The words at their size, centred over the dice."""
        self.words.adjustSize()
        size = self.words.size().boundedTo(self._stage.size())
        self.words.resize(size)
        self.words.move(self._stage.center() - self.words.rect().center())

    def finish(self) -> None:
        """End the moment now (skipped, or the game moved on)."""
        if self.playing:
            self.animation.stop()
            self._end()

    def _frame(self, value: object) -> None:
        moment = self.moment
        if moment is None:
            return
        t = float(value)  # type: ignore[arg-type]
        glow = math.sin(math.pi * t)  # 0 → 1 → 0
        font = QFont(self.dice.font())
        base = max(12.0, min(self._stage.height() * (0.36 if moment.big else 0.22), 64.0))
        font.setPixelSize(round(base * (0.7 + 0.3 * min(1.0, t * 3))))
        font.setBold(True)
        self.words.setFont(font)
        self._place_words()
        self._opacity.setOpacity(min(1.0, 4 * (1 - t)) if t > 0.2 else min(1.0, t * 5))
        if moment.big and not self.dice.animating:
            for i, die in enumerate(self.dice.dice):
                if i < len(moment.dice):
                    swing = 14 * math.sin(2 * math.pi * (2 * t + i / 5)) * (1 - t)
                    die.set_face(moment.dice[i], swing)
        color = QColor(GOLD)
        color.setAlpha(round(150 * glow))
        for model in self.models:
            model.set_flash((moment.game, moment.seat, moment.column, moment.box), color)
        self.players.set_flash(moment.seat, color)

    def _end(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.words.hide()
        if self._pin is not None:
            self._pin.set_viewed_seat(None)  # back to the player whose turn it is
            self._pin = None
        for model in self.models:
            model.set_flash(None, QColor())
        self.players.set_flash(None, QColor())
        if self.moment is not None and self.moment.big and not self.dice.animating:
            self.dice.refresh()
        self.moment = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress) and self.playing:
            self.finish()  # skipped; the key or click still does what it does
        return False
