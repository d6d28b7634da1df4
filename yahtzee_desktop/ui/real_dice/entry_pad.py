"""Real dice at the table: the entry pad that stands in for the animated dice.

The rule set's dice (five, six in Maxi Yatzy) are set by clicking them (each click shows
the next face, a right click the previous one) or by typing their faces such as 44424, in
the field or straight on the score sheet. Once all are set they are entered (EnterDice),
so the sheet
previews every legal box exactly as with app dice and the player picks one the same
way. Families who only want a pad write scores directly (`score_entry`), and
corrections of any box go through the core's Correct action.

`controller.PhysicalDice` is the glue the main window uses around this pad. The pad's
widgets and their layouts are in `pad_layout` (one die: `entry_die`), the reading of
typed faces in `typed_faces`, and what the hint says and when Enter may score in
`entry_hint`: this module follows the game and ties them together.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

from yahtzee_desktop.core.actions import EnterDice, Score, WriteScore
from yahtzee_desktop.ui.common.plain import plain_tip
from yahtzee_desktop.ui.real_dice.entry_die import EntryDie, retain_size
from yahtzee_desktop.ui.real_dice.entry_hint import (
    DEFAULT_ROLL,
    Suggestion,
    chosen_roll,
    dice_entered,
    entry_active,
    hint_text,
    is_held_enter,
)
from yahtzee_desktop.ui.real_dice.pad_layout import PadLayout
from yahtzee_desktop.ui.real_dice.typed_faces import (
    dice_faces,
    faces_from_text,
    faces_text,
    field_after_key,
)
from yahtzee_desktop.ui.table.players import short_name
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["DEFAULT_ROLL", "DiceEntryPad", "EntryDie"]


class DiceEntryPad(PadLayout):
    """The dice area in physical-dice games: the rule set's dice to set, the roll number, and
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
        self._faces = [0] * len(self.dice)
        self.suggestion: Suggestion | None = None
        """(points, box name) that Enter in the field would score now, if any (the window
        knows the sheet's cursor); the hint says it before Enter is pressed."""

        for die in self.dice:
            self.new_die(die)
        self.field.textEdited.connect(self._on_field)
        self.field.returnPressed.connect(self._on_return)
        self.field.installEventFilter(self)  # a held-down Enter is not a decision
        self.roll_group.idClicked.connect(lambda _n: self._maybe_enter())
        self.clear_button.clicked.connect(self.clear)
        self.write_button.clicked.connect(self.writeRequested)
        self.roll_off_button.clicked.connect(self.rollOffRequested)

        session.add_view("real_dice", self, self._on_changed, self._on_replaced)
        session.heldChanged.connect(self._refresh_controls)
        self.retranslate()
        self._on_replaced()

    # --- reading ----------------------------------------------------------------------

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces shown, one per die (0 for a die not set)."""
        return tuple(self._faces)

    @property
    def roll(self) -> int:
        return chosen_roll(self.roll_group.checkedId(), self.session.state.rolls_allowed)

    def set_roll(self, n: int) -> None:
        if 1 <= n <= len(self.roll_buttons):
            self.roll_buttons[n - 1].setChecked(True)
            self._maybe_enter()

    def is_entered(self) -> bool:
        """The dice shown are the game's dice of this turn."""
        return dice_entered(self.session.state, self._faces, self.roll)

    def _active(self) -> bool:
        return entry_active(self.session.state, self.session.held)

    # --- setting the dice -------------------------------------------------------------

    def set_faces(self, faces: list[int] | tuple[int, ...]) -> None:
        """Show these faces (0 = not set; missing ones are blank) and enter them if complete."""
        self._faces = dice_faces(faces, len(self.dice))
        self._show()
        self._maybe_enter()

    def type_text(self, text: str) -> None:
        """Digits as typed: they fill the dice from the left (a sixth digit starts over)."""
        for ch in text:
            after = field_after_key(self.field.text(), ch, len(self.dice))
            if after is not None:
                self._set_field_text(after)

    def _set_field_text(self, text: str) -> None:
        self.field.setText(text)
        self._on_field(text)

    def clear(self) -> None:
        self._faces = [0] * len(self.dice)
        self._show()
        self._emit_complete()

    def _on_die(self, index: int, face: int) -> None:
        self._faces[index] = face
        self._show()
        self._maybe_enter()

    def _on_field(self, text: str) -> None:
        self._faces = faces_from_text(text, len(self.dice))
        self._show(update_field=False)
        self._maybe_enter()

    def _on_return(self) -> None:
        """Enter in the field: the dice are in, score them (never with dice half typed)."""
        if self.is_entered():
            self.enterPressed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.field and is_held_enter(event):
            return True  # Enter held down scored the next player's dice as they came
        return super().eventFilter(watched, event)

    def _maybe_enter(self) -> None:
        """Every die set and different from the game's: enter them (EnterDice)."""
        if 0 not in self._faces and self._active() and not self.is_entered():
            self.session.apply(EnterDice(tuple(self._faces), self.roll))
        self._update_hint()
        self._emit_complete()

    def _emit_complete(self) -> None:
        self.entryComplete.emit(self.is_entered() or self.session.state.dice is None)

    def _show(self, update_field: bool = True) -> None:
        for die, face in zip(self.dice, self._faces, strict=True):
            die.set_face(face)
        if update_field:
            text = faces_text(self._faces)
            if self.field.text() != text:
                self.field.setText(text)
        self._update_names()
        if not self.is_entered():  # the coach's marks were for the dice entered
            self.set_marks(())
        self._update_hint()

    # --- following the game -----------------------------------------------------------

    def _on_changed(self, event: str, action: object) -> None:
        state = self.session.state
        rules = state.setup.rules
        self._follow_rules(rules.dice, max(rules.rolls, state.rolls_allowed))
        if state.dice is not None:
            self._faces = list(state.dice)
            self.roll_buttons[max(1, min(len(self.roll_buttons), state.rolls)) - 1].setChecked(True)
        elif event != "do" or isinstance(action, (EnterDice, Score, WriteScore)):
            self._faces = [0] * len(self.dice)
            self.roll_buttons[min(DEFAULT_ROLL, state.rolls_allowed) - 1].setChecked(True)
        self._show()
        self._refresh_controls()
        self._emit_complete()

    def _on_replaced(self) -> None:
        self._on_changed("replace", None)

    def _follow_rules(self, dice: int, rolls: int) -> None:
        """The rule set's number of dice, and a roll button per roll this turn may use
        (saved rolls add some); the faces kept as far as they go."""
        if dice != len(self.dice):
            self.set_dice_count(dice)
            self._faces = dice_faces(self._faces, dice)
            self.translate_labels()
        if rolls != len(self.roll_buttons):
            checked = self.roll_group.checkedId()
            self.set_roll_count(rolls)
            if not 1 <= checked <= rolls:
                self.roll_buttons[min(DEFAULT_ROLL, rolls) - 1].setChecked(True)

    def new_die(self, die: EntryDie) -> None:
        """A die added to the pad: it sets its face here, and reads as the others."""
        die.faceChanged.connect(self._on_die)
        if hasattr(self, "session"):
            die.setEnabled(self._active())

    # --- compact layout (a short window: 125 % scaling, 1280x720) ---------------------

    def set_compact(self, compact: bool) -> None:
        """One line of small dice beside the field and buttons, the title in plain bold and
        the hint as its tooltip, so that the whole sheet stays visible on a short screen."""
        if compact == self.compact:
            return
        self.arrange(compact)
        self._refresh_controls()
        self.updateGeometry()

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
        retain_size(self.starter_row, len(seats) > 1)  # alone: nobody to start before
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
        if not self._active():
            self.hint.setText("")
            self.hintChanged.emit()
            return
        text = hint_text(self.session.state, self._faces, self.is_entered(), self.suggestion)
        self.hint.setText(text)
        self.hint.setVisible(not self.compact)
        self.title.setToolTip(plain_tip(text) if self.compact else "")
        self.hintChanged.emit()

    def _update_names(self) -> None:
        for die in self.dice:
            n = die.index + 1
            if die.face:
                name = self.tr("Die {n}: {face}").format(n=n, face=die.face)
            else:
                name = self.tr("Die {n}: not set").format(n=n)
            die.setAccessibleName(name)

    # --- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.translate_labels()
        self._update_names()
        self._refresh_controls()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self.fit_field()
        super().changeEvent(event)
