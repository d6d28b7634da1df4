"""Real dice at the table: the entry pad's widgets and how they are laid out, in full or
compact (`PadLayout`, the base of `entry_pad.DiceEntryPad`).

The rule set's dice (`entry_die.EntryDie`: five, six in Maxi Yatzy), the faces field,
the roll buttons (one per roll the turn may use: saved rolls add some), Clear and Write a
score, the hint, and the head slot shared by "who starts" and the turn's title. Here
only what they are, where they sit and their fixed words; what they show as the game
goes, and what typing and Enter do, is the pad's (`entry_pad`, `entry_hint`). The
fixed words keep the pad's translation context ("DiceEntryPad").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QValidator
from PySide6.QtWidgets import (
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

from yahtzee_desktop.core.setup import MAX_ROLLS
from yahtzee_desktop.ui.real_dice.entry_die import EntryDie, retain_size
from yahtzee_desktop.ui.real_dice.entry_hint import DEFAULT_ROLL
from yahtzee_desktop.ui.real_dice.typed_faces import DICE, example_faces, field_text
from yahtzee_desktop.ui.table.die import DICE_LOOKS

__all__ = ["PadLayout"]


class FacesValidator(QValidator):
    """The field's faces as `field_text` reads them: separators typed or pasted are
    dropped on the spot (the cursor kept after the same face), anything else refused.
    `dice` is how many faces a roll has (the pad sets it from the rule set)."""

    dice = DICE

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        faces = field_text(text, self.dice)
        if faces is None:
            return QValidator.State.Invalid, text, pos
        return QValidator.State.Acceptable, faces, len(field_text(text[:pos], self.dice) or "")


class PadLayout(QFrame):
    """The pad's widgets, laid out in full (big dice over the field and buttons) or
    compact (`arrange`); `translate_labels` gives them their fixed words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = False
        self._full_height = 0
        """The pad's height laid out in full (kept while compact, to know when it fits)."""

        self.title = QLabel(self)
        self.title.setObjectName("entry_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.title.setFont(font)
        self._title_font = font
        self.title.setTextFormat(Qt.TextFormat.PlainText)

        self.dice = [EntryDie(i, self) for i in range(DICE)]
        dice_row = QHBoxLayout()
        dice_row.setSpacing(14)
        dice_row.addStretch(1)
        for die in self.dice:
            dice_row.addWidget(die)
        dice_row.addStretch(1)
        self._dice_row = dice_row

        self.field_label = QLabel(self)
        self.field = QLineEdit(self)
        self.field.setObjectName("dice_field")
        self._validator = FacesValidator(self.field)
        self.field.setValidator(self._validator)
        self.field.setPlaceholderText(example_faces())
        self.field.setClearButtonEnabled(True)
        self.field_label.setBuddy(self.field)
        self.fit_field()

        self.roll_label = QLabel(self)
        self.roll_group = QButtonGroup(self)
        self.roll_buttons: list[QToolButton] = []
        roll_row = self._roll_row = QHBoxLayout()
        roll_row.setSpacing(2)
        self.set_roll_count(MAX_ROLLS)
        self.roll_buttons[DEFAULT_ROLL - 1].setChecked(True)

        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("entry_clear")
        self.write_button = QPushButton(self)
        self.write_button.setObjectName("write_score_button")

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
        self.starter_row = QFrame(self)
        self.starter_row.setObjectName("starter_row")
        self.starter_row.setFrameShape(QFrame.Shape.StyledPanel)
        starter_layout = QHBoxLayout(self.starter_row)
        starter_layout.setContentsMargins(8, 4, 8, 4)
        starter_layout.addWidget(self.starter_label, 1)
        starter_layout.addWidget(self.roll_off_button)
        self.starter_label.setParent(self.starter_row)
        self.roll_off_button.setParent(self.starter_row)
        retain_size(self.roll_off_button)
        retain_size(self.title)
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

    # --- how many dice and rolls (the rule set's, and the turn's saved rolls) ---------

    def set_dice_count(self, count: int) -> None:
        """As many dice as the rule set rolls: the dice past it go, new ones are added at
        the end of the row (full or compact), and the field takes that many faces."""
        if count == len(self.dice):
            return
        row = self._controls if self.compact else self._dice_row
        while len(self.dice) > count:
            die = self.dice.pop()
            row.removeWidget(die)
            die.hide()
            die.deleteLater()
        while len(self.dice) < count:
            die = EntryDie(len(self.dice), self)
            die.look = self.dice[0].look if self.dice else die.look
            die.set_side(die.COMPACT_SIDE if self.compact else die.FULL_SIDE)
            row.insertWidget(len(self.dice) + (0 if self.compact else 1), die)
            self.dice.append(die)
            self.new_die(die)
        self._validator.dice = count
        self.field.setPlaceholderText(example_faces(count))
        self.fit_field()

    def new_die(self, die: EntryDie) -> None:
        """A die added to the pad (the pad connects it)."""

    def set_roll_count(self, count: int) -> None:
        """A roll button per roll the turn may use (three; more with saved rolls)."""
        count = max(1, count)
        while len(self.roll_buttons) > count:
            button = self.roll_buttons.pop()
            self.roll_group.removeButton(button)
            self._roll_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        while len(self.roll_buttons) < count:
            n = len(self.roll_buttons) + 1
            button = QToolButton(self)
            button.setObjectName(f"entry_roll_{n}")
            button.setText(str(n))
            button.setCheckable(True)
            button.setMinimumWidth(30)
            self.roll_group.addButton(button, n)
            self.roll_buttons.append(button)
            self._roll_row.addWidget(button)
            self._translate_roll_button(button)

    # --- compact layout (a short window: 125 % scaling, 1280x720) ---------------------

    def full_height(self) -> int:
        """The height the pad takes laid out in full, whichever layout it has now."""
        if not self.compact:
            self._full_height = self.sizeHint().height()
        return self._full_height

    def arrange(self, compact: bool) -> None:
        """One line of small dice beside the field and buttons, the title in plain bold,
        the spacing and the starter's frame tightened; or back to the full layout."""
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
            self._controls.insertSpacing(len(self.dice), 12)
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

    def _remove_dice_spacing(self) -> None:
        item = self._controls.itemAt(0)
        if item is not None and item.spacerItem() is not None:
            self._controls.takeAt(0)

    def fit_field(self) -> None:
        """The dice field as wide with its clear button as without: it grew when the
        first face was typed, and the roll buttons beside it moved under the finger."""
        metrics = self.field.fontMetrics()
        wide = example_faces(self._validator.dice) + "4"
        self.field.setFixedWidth(metrics.horizontalAdvance(wide) + 2 * metrics.height() + 24)

    def set_marks(self, indexes: Sequence[int]) -> None:
        """Mark these typed dice as the ones to keep (the coach's hint); () clears them."""
        for die in self.dice:
            die.set_marked(die.index in indexes)

    def marks(self) -> tuple[int, ...]:
        return tuple(die.index for die in self.dice if die.marked)

    def set_look(self, look: str) -> None:
        look = look if look in DICE_LOOKS else "classic"
        for die in self.dice:
            die.look = look
            die.update()

    # --- language ---------------------------------------------------------------------

    @staticmethod
    def _translate_roll_button(button: QToolButton) -> None:
        button.setToolTip(
            QCoreApplication.translate(
                "DiceEntryPad",
                "The dice are those of roll {n} (the dry column takes only roll 1)",
            ).format(n=button.text())
        )
        button.setAccessibleName(
            QCoreApplication.translate("DiceEntryPad", "Roll {n}").format(n=button.text())
        )

    def translate_labels(self) -> None:
        """The words that do not change with the game: labels, buttons, tooltips."""
        self.field_label.setText(QCoreApplication.translate("DiceEntryPad", "&Dice:"))
        self.field.setAccessibleName(QCoreApplication.translate("DiceEntryPad", "Dice faces"))
        self.field.setToolTip(
            QCoreApplication.translate(
                "DiceEntryPad",
                "Type the faces of the dice, e.g. {faces}: Enter then scores them in the box "
                "marked on the sheet",
            ).format(faces=example_faces(len(self.dice)))
        )
        self.roll_label.setText(QCoreApplication.translate("DiceEntryPad", "After roll:"))
        for button in self.roll_buttons:
            self._translate_roll_button(button)
        self.clear_button.setText(QCoreApplication.translate("DiceEntryPad", "C&lear"))
        self.write_button.setText(QCoreApplication.translate("DiceEntryPad", "&Write a score…"))
        self.write_button.setToolTip(
            QCoreApplication.translate(
                "DiceEntryPad", "Type the points of a box instead of the dice"
            )
        )
        self.roll_off_button.setText(QCoreApplication.translate("DiceEntryPad", "Who &starts?…"))
        for die in self.dice:
            die.setToolTip(
                QCoreApplication.translate(
                    "DiceEntryPad", "Click for the next face, right click for the previous one"
                )
            )
        self.setAccessibleName(QCoreApplication.translate("DiceEntryPad", "Dice entry"))
