"""Real dice at the table: the entry pad that stands in for the animated dice.

Five dice are set by clicking them (each click shows the next face, a right click
the previous one) or by typing five digits such as 44424, in the field or straight
on the score sheet. Once five are set they are entered (EnterDice), so the sheet
previews every legal box exactly as with app dice and the player picks one the same
way. Families who only want a pad write scores directly (`score_entry`), and
corrections of any box go through the core's Correct action.

`controller.PhysicalDice` is the glue the main window uses around this pad.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRegularExpressionValidator,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import EnterDice, Score, WriteScore
from yahtzee_desktop.core.setup import MAX_ROLLS, DiceMode
from yahtzee_desktop.ui.table.die import DICE_LOOKS, paint_die
from yahtzee_desktop.ui.table.players import short_name
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["DEFAULT_ROLL", "DiceEntryPad", "EntryDie"]


def _retain_size(widget: QWidget, retain: bool = True) -> None:
    """Hidden, the widget keeps its room in the layout (nothing below it moves)."""
    policy = widget.sizePolicy()
    if policy.retainSizeWhenHidden() != retain:
        policy.setRetainSizeWhenHidden(retain)
        widget.setSizePolicy(policy)


DEFAULT_ROLL = MAX_ROLLS
"""The roll number entered dice are taken from unless the player says otherwise: the last
one, which only matters for a dry column (first roll only), so that column is never
offered by mistake."""


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
        if self.hasFocus():
            palette = self.palette()
            painter.setPen(QPen(palette.color(palette.ColorRole.Highlight), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1, 1, w - 2, h - 2))
        painter.end()


class DiceEntryPad(QFrame):
    """The dice area in physical-dice games: five settable dice, the roll number, and
    the ways to write a score directly or record who starts.

    Signals:
        entryComplete(bool): whether the dice shown are the ones entered in the game
            (the sheet previews boxes only then).
        writeRequested(): the player asked to write a score directly.
        rollOffRequested(): the player asked to record the roll-off.
        enterPressed(): Enter in the field with the dice entered: score them in the box
            the sheet suggests (the hint names it, through `suggestion`).
        hintChanged(): what the pad says to do (`hint`) was set again, or the pad went
            compact (the hint then hidden) or back.
    """

    entryComplete = Signal(bool)
    enterPressed = Signal()
    hintChanged = Signal()
    writeRequested = Signal()
    rollOffRequested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_entry_pad")
        self.session = session
        self._faces = [0] * 5
        self._syncing = False
        self.compact = False
        self._full_height = 0
        """The pad's height laid out in full (kept while compact, to know when it fits)."""
        self.suggestion: Callable[[], tuple[int, str] | None] | None = None
        """(points, box name) that Enter in the field would score now, if any (the window
        knows the sheet's cursor); the hint says it before Enter is pressed."""

        self.title = QLabel(self)
        self.title.setObjectName("entry_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        self._title_font = font
        self.title.setTextFormat(Qt.TextFormat.PlainText)

        self.dice = [EntryDie(i, self) for i in range(5)]
        dice_row = QHBoxLayout()
        dice_row.setSpacing(14)
        dice_row.addStretch(1)
        for die in self.dice:
            dice_row.addWidget(die)
            die.faceChanged.connect(self._on_die)
        dice_row.addStretch(1)

        self.field_label = QLabel(self)
        self.field = QLineEdit(self)
        self.field.setObjectName("dice_field")
        self.field.setValidator(QRegularExpressionValidator(r"[1-6]{0,5}", self.field))
        self.field.setMaxLength(5)
        self.field.setPlaceholderText("44424")
        self.field.setClearButtonEnabled(True)
        self.field.setMaximumWidth(140)
        self.field_label.setBuddy(self.field)
        self.field.textEdited.connect(self._on_field)
        self.field.returnPressed.connect(self._on_return)
        self.field.installEventFilter(self)  # a held-down Enter is not a decision

        self.roll_label = QLabel(self)
        self.roll_group = QButtonGroup(self)
        self.roll_buttons: list[QToolButton] = []
        roll_row = QHBoxLayout()
        roll_row.setSpacing(2)
        for n in range(1, MAX_ROLLS + 1):
            button = QToolButton(self)
            button.setObjectName(f"entry_roll_{n}")
            button.setText(str(n))
            button.setCheckable(True)
            button.setMinimumWidth(30)
            self.roll_group.addButton(button, n)
            self.roll_buttons.append(button)
            roll_row.addWidget(button)
        self.roll_buttons[DEFAULT_ROLL - 1].setChecked(True)
        self.roll_group.idClicked.connect(lambda _n: self._maybe_enter())

        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("entry_clear")
        self.clear_button.clicked.connect(self.clear)
        self.write_button = QPushButton(self)
        self.write_button.setObjectName("write_score_button")
        self.write_button.clicked.connect(self.writeRequested)

        self._dice_row = dice_row
        controls = QHBoxLayout()
        self._controls = controls
        controls.addWidget(self.field_label)
        controls.addWidget(self.field)
        controls.addSpacing(12)
        controls.addWidget(self.roll_label)
        controls.addLayout(roll_row)
        controls.addStretch(1)
        controls.addWidget(self.clear_button)
        controls.addWidget(self.write_button)

        self.hint = QLabel(self)
        self.hint.setObjectName("entry_hint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)

        self.starter_label = QLabel(self)
        self.starter_label.setObjectName("starter_label")
        self.starter_label.setTextFormat(Qt.TextFormat.PlainText)
        self.starter_label.setWordWrap(True)
        self.roll_off_button = QPushButton(self)
        self.roll_off_button.setObjectName("roll_off_button")
        self.roll_off_button.clicked.connect(self.rollOffRequested)
        self.starter_row = QFrame(self)
        self.starter_row.setObjectName("starter_row")
        self.starter_row.setFrameShape(QFrame.Shape.StyledPanel)
        starter_layout = QHBoxLayout(self.starter_row)
        starter_layout.setContentsMargins(8, 4, 8, 4)
        starter_layout.addWidget(self.starter_label, 1)
        starter_layout.addWidget(self.roll_off_button)
        self.starter_label.setParent(self.starter_row)
        self.roll_off_button.setParent(self.starter_row)
        _retain_size(self.roll_off_button)
        _retain_size(self.title)
        # Who starts, then whose turn, in one slot as tall as either: recording the
        # starter, then typing the first dice, moved the sheet up under the family's eyes.
        head = QGridLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.starter_row, 0, 0)
        head.addWidget(self.title, 0, 0)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addLayout(dice_row)
        layout.addLayout(controls)
        layout.addWidget(self.hint)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._layout = layout

        session.changed.connect(self._on_changed)
        session.gameReplaced.connect(self._on_replaced)
        session.heldChanged.connect(self._refresh_controls)
        self.retranslate()
        self._on_replaced()

    # --- reading ----------------------------------------------------------------------

    @property
    def faces(self) -> tuple[int, ...]:
        """The five faces shown (0 for a die not set)."""
        return tuple(self._faces)

    @property
    def roll(self) -> int:
        n = self.roll_group.checkedId()
        limit = self.session.state.rolls_allowed  # 1 when only the dry column is left
        return n if 1 <= n <= limit else min(DEFAULT_ROLL, limit)

    def set_roll(self, n: int) -> None:
        if 1 <= n <= MAX_ROLLS:
            self.roll_buttons[n - 1].setChecked(True)
            self._maybe_enter()

    def is_entered(self) -> bool:
        """The five dice shown are the game's dice of this turn."""
        dice = self.session.state.dice
        return (
            0 not in self._faces
            and dice is not None
            and sorted(dice) == sorted(self._faces)
            and self.session.state.rolls == self.roll
        )

    def _active(self) -> bool:
        """Real dice to enter: not once the series is over, nor while the game is held
        (the app asks whether to resume another one; who starts is asked after)."""
        state = self.session.state
        return state.dice_mode is DiceMode.PHYSICAL and not (state.finished or self.session.held)

    # --- setting the dice -------------------------------------------------------------

    def set_faces(self, faces: list[int] | tuple[int, ...]) -> None:
        """Show these faces (0 = not set; missing ones are blank) and enter them if complete."""
        values = [f if isinstance(f, int) and 1 <= f <= 6 else 0 for f in list(faces)[:5]]
        self._faces = values + [0] * (5 - len(values))
        self._show()
        self._maybe_enter()

    def type_text(self, text: str) -> None:
        """Digits as typed: they fill the dice from the left (a sixth digit starts over)."""
        for ch in text:
            if ch in "123456":
                current = self.field.text()
                self._set_field_text((current if len(current) < 5 else "") + ch)
            elif ch == "\b":
                self._set_field_text(self.field.text()[:-1])

    def _set_field_text(self, text: str) -> None:
        self.field.setText(text)
        self._on_field(text)

    def clear(self) -> None:
        self._faces = [0] * 5
        self._show()
        self._emit_complete()

    def _on_die(self, index: int, face: int) -> None:
        self._faces[index] = face
        self._show()
        self._maybe_enter()

    def _on_field(self, text: str) -> None:
        digits = [int(c) for c in text if c in "123456"][:5]
        self._faces = digits + [0] * (5 - len(digits))
        self._show(update_field=False)
        self._maybe_enter()

    def _on_return(self) -> None:
        """Enter in the field: the dice are in, score them (never with dice half typed)."""
        if self.is_entered():
            self.enterPressed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.field
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.isAutoRepeat()
        ):
            return True  # Enter held down scored the next player's dice as they came
        return super().eventFilter(watched, event)

    def _maybe_enter(self) -> None:
        """Five dice set and different from the game's: enter them (EnterDice)."""
        if 0 not in self._faces and self._active() and not self.is_entered():
            faces = self._faces
            self.session.apply(
                EnterDice((faces[0], faces[1], faces[2], faces[3], faces[4]), self.roll)
            )
        self._update_hint()
        self._emit_complete()

    def _emit_complete(self) -> None:
        self.entryComplete.emit(self.is_entered() or self.session.state.dice is None)

    def _show(self, update_field: bool = True) -> None:
        for die, face in zip(self.dice, self._faces, strict=True):
            die.set_face(face)
        if update_field:
            text = "".join(str(f) for f in self._faces if f)
            if self.field.text() != text:
                self.field.setText(text)
        self._update_names()
        self._update_hint()

    # --- following the game -----------------------------------------------------------

    def _on_changed(self, event: str, action: object) -> None:
        state = self.session.state
        if state.dice is not None:
            self._faces = list(state.dice)
            self.roll_buttons[max(1, min(MAX_ROLLS, state.rolls)) - 1].setChecked(True)
        elif event != "do" or isinstance(action, (EnterDice, Score, WriteScore)):
            self._faces = [0] * 5
            self.roll_buttons[min(DEFAULT_ROLL, state.rolls_allowed) - 1].setChecked(True)
        self._show()
        self._refresh_controls()
        self._emit_complete()

    def _on_replaced(self) -> None:
        self._on_changed("replace", None)

    # --- compact layout (a short window: 125 % scaling, 1280x720) ---------------------

    def full_height(self) -> int:
        """The height the pad takes laid out in full, whichever layout it has now."""
        if not self.compact:
            self._full_height = self.sizeHint().height()
        return self._full_height

    def set_compact(self, compact: bool) -> None:
        """One line of small dice beside the field and buttons, the title in plain bold and
        the hint as its tooltip, so that the whole sheet stays visible on a short screen."""
        if compact == self.compact:
            return
        if compact:
            self.full_height()
        self.compact = compact
        for die in self.dice:
            (self._controls if compact else self._dice_row).removeWidget(die)
        for i, die in enumerate(self.dice):
            die.set_side(die.COMPACT_SIDE if compact else die.FULL_SIDE)
            if compact:
                self._controls.insertWidget(i, die)
            else:
                self._dice_row.insertWidget(1 + i, die)
        if compact:
            self._controls.insertSpacing(5, 12)
        else:
            self._remove_dice_spacing()
        font = QFont(self._title_font)
        if compact:
            font.setPointSizeF(self.font().pointSizeF())
        self.title.setFont(font)
        self._layout.setSpacing(2 if compact else -1)
        self.starter_row.setFrameShape(
            QFrame.Shape.NoFrame if compact else QFrame.Shape.StyledPanel
        )
        starter_layout = self.starter_row.layout()
        assert starter_layout is not None
        starter_layout.setContentsMargins(*((0, 0, 0, 0) if compact else (8, 4, 8, 4)))
        self._refresh_controls()
        self.updateGeometry()

    def _remove_dice_spacing(self) -> None:
        item = self._controls.itemAt(0)
        if item is not None and item.spacerItem() is not None:
            self._controls.takeAt(0)

    def _refresh_controls(self) -> None:
        state = self.session.state
        active = self._active()
        for widget in (*self.dice, self.field, *self.roll_buttons, self.clear_button):
            widget.setEnabled(active)
        for n, button in enumerate(self.roll_buttons, 1):
            button.setEnabled(active and n <= state.rolls_allowed)
        self.write_button.setEnabled(active)
        g = state.game_index
        seats = state.setup.seats
        before_start = active and not state.game_started(g) and len(seats) > 1
        _retain_size(self.starter_row, len(seats) > 1)  # alone: nobody to start before
        self.starter_row.setVisible(before_start)
        if before_start:
            recorded = state.starters[g]
            if recorded is None:
                self.starter_label.setText(
                    self.tr("Who starts game {n}? Record the roll-off, or {name} starts.").format(
                        n=g + 1, name=seats[state.starter(g)].name
                    )
                )
            else:
                self.starter_label.setText(
                    self.tr("{name} starts game {n}.").format(name=seats[recorded].name, n=g + 1)
                )
            self.roll_off_button.setVisible(recorded is None)
        # The starter line says whose turn it is; the title takes its place after.
        self.title.setVisible(not before_start)
        self._update_title()
        self._update_hint()

    def _update_title(self) -> None:
        state = self.session.state
        if state.finished:
            self.title.setText(
                self.tr("The series is over.")
                if state.setup.games > 1
                else self.tr("The game is over.")
            )
            return
        name = short_name(state.player.name)
        seat = state.setup.seats[state.seat]
        who = name if not seat.is_team else f"{short_name(seat.name)} ({name})"
        self.title.setText(self.tr("{name}: enter the dice rolled at the table").format(name=who))

    def update_hint(self) -> None:
        """Say again what to do (the box Enter would score may have changed)."""
        self._update_hint()

    def _update_hint(self) -> None:
        state = self.session.state
        if not self._active():
            self.hint.setText("")
            self.hintChanged.emit()
            return
        set_count = 5 - self._faces.count(0)
        if self.is_entered():
            suggested = self.suggestion() if self.suggestion is not None else None
            if suggested is not None:
                points, box = suggested
                text = self.tr(
                    "Enter scores {points} in {box} (marked on the sheet), or click another box."
                ).format(points=points, box=box)
            elif state.options():
                text = self.tr("Now choose the box on the sheet: click it, or Enter.")
            else:
                text = self.tr("These dice fit no open box: change them or write a score.")
        elif set_count == 0:
            text = self.tr("Click the dice or type their faces (e.g. 44424), or write a score.")
        else:
            text = self.tr("{n} of 5 dice set.").format(n=set_count)
        self.hint.setText(text)
        self.hint.setVisible(not self.compact)
        self.title.setToolTip(text if self.compact else "")
        self.hintChanged.emit()

    def _update_names(self) -> None:
        for die in self.dice:
            n = die.index + 1
            if die.face:
                name = self.tr("Die {n}: {face}").format(n=n, face=die.face)
            else:
                name = self.tr("Die {n}: not set").format(n=n)
            die.setAccessibleName(name)

    def set_look(self, look: str) -> None:
        look = look if look in DICE_LOOKS else "classic"
        for die in self.dice:
            die.look = look
            die.update()

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.field_label.setText(self.tr("&Dice:"))
        self.field.setAccessibleName(self.tr("Dice faces"))
        self.field.setToolTip(
            self.tr(
                "Type the five faces, e.g. 44424: Enter then scores them in the box marked "
                "on the sheet"
            )
        )
        self.roll_label.setText(self.tr("After roll:"))
        for button in self.roll_buttons:
            button.setToolTip(
                self.tr("The dice are those of roll {n} (the dry column takes only roll 1)").format(
                    n=button.text()
                )
            )
            button.setAccessibleName(self.tr("Roll {n}").format(n=button.text()))
        self.clear_button.setText(self.tr("C&lear"))
        self.write_button.setText(self.tr("&Write a score…"))
        self.write_button.setToolTip(self.tr("Type the points of a box instead of the dice"))
        self.roll_off_button.setText(self.tr("Who &starts?…"))
        for die in self.dice:
            die.setToolTip(self.tr("Click for the next face, right click for the previous one"))
        self.setAccessibleName(self.tr("Dice entry"))
        self._update_names()
        self._refresh_controls()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
