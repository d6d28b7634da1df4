"""The dice tray: the rule set's dice to hold (five, six in Maxi Yatzy), the Roll button,
the counter and the roll animation.

Each die is a `DieButton` (drawn in `die.py`); the tray decides what they show. The
game state is changed the moment Roll is pressed; the animation only shows it, and
ignores a second press while it runs (a double click must not waste a roll).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from yahtzee_desktop.core.actions import Roll
from yahtzee_desktop.core.dice import MOST_DICE
from yahtzee_desktop.core.setup import DiceMode
from yahtzee_desktop.ui.table.die import DICE_LOOKS, DieButton
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["DEFAULT_ANIMATION_MS", "DiceWidget"]

DEFAULT_ANIMATION_MS = 500
_INPUT = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress,
    QEvent.Type.KeyRelease,
)


class DiceWidget(QWidget):
    """The dice, the Roll button and the "Roll 2 of 3" counter, over a `GameSession`.

    Signals:
        animationFinished(): a roll animation ended (or was cut short).
        holdsChanged(tuple): a die was held or released for the next roll (a flag per
            die; not when a new state is shown), for the autosave to keep.
    """

    animationFinished = Signal()
    holdsChanged = Signal(tuple)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._animation_ms = DEFAULT_ANIMATION_MS
        self._look = "classic"
        self._rng = random.Random()
        self._rolling: tuple[int, ...] = ()
        self._targets: tuple[int, ...] = ()
        self._steps: list[int] = []
        self._pending = False

        self.dice: list[DieButton] = []
        """One button per die of the game's rule set (`_set_count` follows a new game)."""
        self.max_die_height = 150
        """Tallest a die gets at scale 1 (the window's size decides below that)."""
        self.min_die_height = 44
        self._scale = 1.0
        self._height_limit: int | None = None
        row = self.dice_row = QHBoxLayout()
        row.setSpacing(6)
        self._set_count(session.state.setup.rules.dice)

        self.roll_button = QPushButton(self)
        self.roll_button.setObjectName("roll_button")
        self.roll_button.setMinimumHeight(36)
        self.roll_button.clicked.connect(self.request_roll)
        self.roll_label = QLabel(self)
        self.roll_label.setObjectName("roll_label")
        self.roll_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._scale_fonts()
        # The counter and Roll sit beside the dice, not under them: the sheet below keeps
        # its rows on a short screen.
        side = self._side = QVBoxLayout()
        side.setSpacing(4)
        side.addStretch(1)
        side.addWidget(self.roll_label)
        side.addWidget(self.roll_button)
        side.addStretch(1)

        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(row, 1)
        layout.addLayout(side)

        # Window-wide keys: Space rolls, 1-5 (1-6 with six dice) hold; the main window puts
        # them in its menu.
        self.roll_action = QAction(self)
        self.roll_action.setObjectName("roll_action")
        self.roll_action.setShortcut(QKeySequence(Qt.Key.Key_Space))
        self.roll_action.triggered.connect(self.request_roll)
        self.hold_actions: list[QAction] = []
        # A hold action per die of any rule set (keys 1 to MOST_DICE), so the window's menu
        # holds them all from the start; those past the game's dice are hidden.
        for i in range(MOST_DICE):
            action = QAction(self)
            action.setObjectName(f"hold_action_{i + 1}")
            action.setShortcut(QKeySequence(str(i + 1)))
            action.triggered.connect(lambda _=False, i=i: self.toggle(i))
            self.hold_actions.append(action)

        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._on_frame)
        self._animation.finished.connect(self._on_animation_end)

        session.add_view("dice", self, self._on_changed, self.refresh)
        self._show_hold_actions()
        self.retranslate()
        self.refresh()

    def _set_count(self, count: int) -> None:
        """As many dice as the rule set rolls (a new game may have another number): the
        buttons past it are removed, new ones added at the end of the row."""
        if count == len(self.dice):
            return
        while len(self.dice) > count:
            die = self.dice.pop()
            self.dice_row.removeWidget(die)
            die.hide()
            die.deleteLater()
        while len(self.dice) < count:
            die = DieButton(len(self.dice), self)
            die.look = self._look
            self.dice_row.addWidget(die)
            die.toggled.connect(self._on_toggled)
            die.installEventFilter(self)
            self.dice.append(die)
        if hasattr(self, "hold_actions"):
            self._show_hold_actions()
            self._size_dice()

    def _show_hold_actions(self) -> None:
        """A hold key per die of the game: the others leave the menu and do nothing."""
        for i, action in enumerate(self.hold_actions):
            action.setVisible(i < len(self.dice))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Dice grow with the window's width (the layout alone would not give them height)."""
        super().resizeEvent(event)
        self._size_dice()

    def _size_dice(self) -> None:
        """A die's height: from the row's width, at most `max_die_height` (scaled) and at
        most the height the window can spare (`set_height_limit`), never below the
        smallest die that is still clickable."""
        count = max(1, len(self.dice))
        spacing = self.dice_row.spacing() * (count - 1)
        row_width = self.dice_area_width()
        per_die = max(self.min_die_height, (row_width - spacing) // count)
        smallest = round(self.min_die_height * self._scale)
        height = min(int(per_die * 1.1), round(self.max_die_height * self._scale))
        if self._height_limit is not None:
            height = min(height, self._height_limit)
        height = max(smallest, height)
        for die in self.dice:
            if die.height() != height or die.minimumHeight() != height:
                die.setFixedHeight(height)

    def least_height(self) -> int:
        """The least height the tray takes: its smallest die, or the counter over Roll."""
        return max(round(self.min_die_height * self._scale), self._side.minimumSize().height())

    def set_height_limit(self, pixels: int | None) -> None:
        """The height the dice may take at most (None: no limit but their own)."""
        if pixels != self._height_limit:
            self._height_limit = pixels
            self._size_dice()

    def set_scale(self, scale: float) -> None:
        """The board's size (Preferences): dice, the counter and Roll grow together."""
        self._scale = max(0.5, float(scale))
        self.roll_button.setMinimumHeight(round(36 * self._scale))
        self._size_dice()

    def dice_area_width(self) -> int:
        """Width of the row of dice (what the roll-off banner covers)."""
        layout = self.layout()
        assert layout is not None
        return max(0, self.width() - self._side.sizeHint().width() - layout.spacing())

    def _scale_fonts(self) -> None:
        """The counter reads 1.25 times the widget's font: it follows the board's size."""
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.roll_label.setFont(font)

    # --- settings ---------------------------------------------------------------------

    @property
    def animation_ms(self) -> int:
        return self._animation_ms

    def set_animation_ms(self, ms: int) -> None:
        """Roll animation length; 0 switches the animation off."""
        self._animation_ms = max(0, int(ms))

    def set_look(self, look: str) -> None:
        self._look = look if look in DICE_LOOKS else "classic"
        for die in self.dice:
            die.look = self._look
            die.update()

    @property
    def animating(self) -> bool:
        """A roll is being shown (or about to be, once the other views have updated)."""
        return self._pending or self._animation.state() is QVariantAnimation.State.Running

    @property
    def animation(self) -> QVariantAnimation:
        return self._animation

    # --- reading the state ------------------------------------------------------------

    def set_marks(self, indexes: Sequence[int]) -> None:
        """Mark these dice as the ones to keep (the coach's hint); () clears the marks."""
        for die in self.dice:
            marked = die.index in indexes
            if die.marked != marked:
                die.marked = marked
                die.update()

    def marks(self) -> tuple[int, ...]:
        return tuple(die.index for die in self.dice if die.marked)

    def holds(self) -> tuple[bool, ...]:
        return tuple(d.isChecked() for d in self.dice)

    def set_holds(self, holds: Sequence[bool]) -> bool:
        """Hold these dice for the next roll (a resumed game's); False, and nothing held,
        unless they are a flag per die and the human may hold dice now."""
        flags = tuple(holds)
        if len(flags) != len(self.dice) or not all(isinstance(x, bool) for x in flags):
            return False
        if not self._can_hold():
            return False
        for die, held in zip(self.dice, flags, strict=True):
            die.blockSignals(True)
            die.setChecked(held)
            die.blockSignals(False)
        self._on_toggled()
        return True

    def _on_toggled(self) -> None:
        self._update_die_names()
        self.holdsChanged.emit(self.holds())

    def _dice_in_play(self) -> bool:
        """Dice on the table that a roll may still change (drawn live, not greyed)."""
        state = self.session.state
        return (
            state.dice_mode is DiceMode.APP
            and state.dice is not None
            and state.rolls < state.rolls_allowed
            and not state.finished
        )

    def _can_hold(self) -> bool:
        """The human may hold or release dice now (not while a computer seat plays)."""
        return self._dice_in_play() and not self.session.locked

    def _can_roll(self) -> bool:
        state = self.session.state
        return (
            state.dice_mode is DiceMode.APP
            and not self.session.locked
            and not state.finished
            and state.rolls < state.rolls_allowed
            and not (state.dice is not None and all(self.holds()))
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A die shown live is still not the human's to click while a computer plays."""
        return watched in self.dice and event.type() in _INPUT and not self._can_hold()

    def refresh(self) -> None:
        """Show the state as it is (no animation)."""
        if self.animating:
            self._pending = False
            self._animation.stop()
            self._rolling = ()
        state = self.session.state
        self._set_count(state.setup.rules.dice)
        faces = state.dice if state.dice is not None else (0,) * len(self.dice)
        live = self._dice_in_play()
        for die, face, held in zip(self.dice, faces, state.held, strict=True):
            die.blockSignals(True)
            die.setChecked(bool(held) and state.dice is not None)
            die.blockSignals(False)
            die.setEnabled(live)
            die.set_face(face)
        self._update_die_names()

    def update_controls(self) -> None:
        """Enable Roll and the hold keys as the state and the session's lock allow."""
        state = self.session.state
        self.roll_button.setEnabled(self._can_roll())
        self.roll_action.setEnabled(self._can_roll())
        can_hold = self._can_hold()
        for i, action in enumerate(self.hold_actions):
            action.setEnabled(can_hold and i < len(self.dice))
        over = self.rolls_over()
        # After the last roll the dice stay as readable as before; the counter says it.
        self.roll_label.setText(
            self.tr("No rolls left")
            if over
            else self._counter(state.rolls, state.rolls_allowed, state.saved_rolls)
        )
        # As wide as its widest text: the dice beside it do not move when it changes.
        metrics = self.roll_label.fontMetrics()
        widest = (
            self.tr("No rolls left"),
            self._counter(state.rolls_allowed, state.rolls_allowed, state.saved_rolls),
        )
        self.roll_label.setMinimumWidth(max(metrics.horizontalAdvance(t) for t in widest) + 2)
        self.roll_label.setToolTip(self.tr("Choose a box on the sheet") if over else "")
        self.roll_label.setAccessibleName(
            self.roll_label.text() + (": " + self.tr("choose a box on the sheet") if over else "")
        )

    def _counter(self, rolls: int, total: int, saved: int) -> str:
        """ "Roll 1 of 3"; with rolls saved from earlier turns (Maxi Yatzy), counted in the
        total: "Roll 1 of 5 · 2 saved" (one line: a short screen has width, not height)."""
        text = self.tr("Roll {rolls} of {total}").format(rolls=rolls, total=total)
        if saved:
            text += " · " + self.tr("{saved} saved").format(saved=saved)
        return text

    def rolls_over(self) -> bool:
        """The app's dice used every roll this turn allows: only scoring is left."""
        state = self.session.state
        return (
            state.dice_mode is DiceMode.APP
            and state.dice is not None
            and state.rolls >= state.rolls_allowed
            and not state.finished
        )

    def _update_die_names(self) -> None:
        for die in self.dice:
            n = die.index + 1
            if die.face == 0:
                name = self.tr("Die {n}: not rolled").format(n=n)
            elif die.isChecked():
                name = self.tr("Die {n}: {face}, held").format(n=n, face=die.face)
            else:
                name = self.tr("Die {n}: {face}").format(n=n, face=die.face)
            die.setAccessibleName(name)
            die.setToolTip(self.tr("Click or press {n} to hold or release this die").format(n=n))
        self.update_controls()

    # --- acting -----------------------------------------------------------------------

    def toggle(self, index: int) -> None:
        if 0 <= index < len(self.dice) and self.dice[index].isEnabled() and self._can_hold():
            self.dice[index].toggle()

    def request_roll(self) -> None:
        """Roll the dice not held; ignored while a roll is still being shown."""
        if self.animating or not self._can_roll():
            return
        holds = self.holds() if self.session.state.dice is not None else (False,) * len(self.dice)
        self.session.roll(holds)

    def _on_changed(self, event: str, action: object) -> None:
        if event == "do" and isinstance(action, Roll) and self._animation_ms > 0:
            self._start_animation(action.hold)
        else:
            self.refresh()

    def _start_animation(self, hold: Sequence[bool]) -> None:
        state = self.session.state
        assert state.dice is not None
        self._targets = tuple(state.dice)
        # No flags at all (Roll(), a computer's first roll) holds nothing: all dice tumble.
        self._rolling = tuple(i for i in range(len(self.dice)) if not (hold and hold[i]))
        self._steps = [-1] * len(self.dice)
        for die, face in zip(self.dice, self._targets, strict=True):
            if die.index not in self._rolling:
                die.set_face(face)
            die.setEnabled(False)
        self.update_controls()
        self.roll_button.setEnabled(False)
        self.roll_action.setEnabled(False)
        self._animation.setDuration(self._animation_ms)
        # Start once every view has taken the new state in, so the first frames are not
        # held up by that work.
        self._pending = True
        QTimer.singleShot(0, self._begin_animation)

    def _begin_animation(self) -> None:
        if self._pending:
            self._pending = False
            # Paint what the new state changed elsewhere (sheet, panel) before the first
            # frame, so that work does not land between two frames of the animation.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest)
            self._animation.start()

    def _on_frame(self, value: object) -> None:
        if not self._rolling:
            return
        t = float(value)  # type: ignore[arg-type]
        step = int(t * 12)  # faces change quickly at first, then slow down with the easing
        for i in self._rolling:
            die = self.dice[i]
            if t >= 1.0:
                die.set_face(self._targets[i])
                continue
            face = die.face
            if self._steps[i] != step:
                self._steps[i] = step
                face = self._rng.choice([f for f in range(1, 7) if f != die.face])
            wobble = math.sin((t + i * 0.13) * math.pi * 5) * (1.0 - t) * 28.0
            die.set_face(face, wobble)

    def finish_animation(self) -> None:
        """Jump to the end of a running roll animation."""
        if self._pending:
            self._pending = False
            self._on_animation_end()
        elif self.animating:
            self._animation.setCurrentTime(self._animation.duration())

    def _on_animation_end(self) -> None:
        self._rolling = ()
        self.refresh()
        self.animationFinished.emit()

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.roll_button.setText(self.tr("&Roll (Space)"))
        self.roll_button.setAccessibleName(self.tr("Roll the dice"))
        self.roll_button.setToolTip(self.tr("Roll the dice that are not held (Space)"))
        self.roll_action.setText(self.tr("Roll the dice"))
        for i, action in enumerate(self.hold_actions):
            action.setText(self.tr("Hold or release die {n}").format(n=i + 1))
        self.setAccessibleName(self.tr("Dice"))
        self._update_die_names()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._scale_fonts()
        super().changeEvent(event)
