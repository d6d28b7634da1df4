"""Real dice in the window: `PhysicalDice` glues the entry pad (`entry_pad`), the menu
actions (switch dice, write or correct a score, who starts) and the score-sheet views
(digits typed on the sheet, double click to write, right click to correct).

Kept apart from the pad widget: the pad draws and reads five dice, this decides what
the window does with them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt
from PySide6.QtGui import (
    QAction,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QMenu,
    QWidget,
)

from yahtzee_desktop.core.actions import SwitchDice
from yahtzee_desktop.core.setup import DiceMode
from yahtzee_desktop.i18n import box_label, column_label
from yahtzee_desktop.ui.real_dice.typed_faces import FACES
from yahtzee_desktop.ui.table.dice import DiceWidget
from yahtzee_desktop.ui.table.score_model import (
    BOX_ROLE,
    CARD_COLUMN_ROLE,
    GAME_ROLE,
    SEAT_ROLE,
)
from yahtzee_desktop.ui.table.score_sheet import ScoreSheetView
from yahtzee_desktop.ui.table.session import GameSession

if TYPE_CHECKING:
    from yahtzee_desktop.ui.real_dice.entry_pad import DiceEntryPad
    from yahtzee_desktop.ui.real_dice.roll_off import RollOffDialog
    from yahtzee_desktop.ui.real_dice.score_entry import ScoreEntryDialog

__all__ = ["PhysicalDice"]


class PhysicalDice(QObject):
    """What the main window needs for physical dice, kept out of the shared window code.

    Owns the entry pad and the actions "Use real dice / Use app dice" and "Correct a
    score…"; `watch` gives a score-sheet view typing, double click and a context menu;
    `update_mode` swaps the animated dice and the pad after each change.

    The pad is made the first time real dice are used (`pad`), and `place_pad` puts it
    in the window then: most evenings never need it, and the first frame comes sooner
    without it (issue 14). The dialogs' modules are imported when first opened.
    """

    def __init__(
        self,
        session: GameSession,
        window: QWidget,
        place_pad: Callable[[DiceEntryPad], None] | None = None,
    ) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        self.place_pad = place_pad
        self._pad: DiceEntryPad | None = None
        self._look: str | None = None
        self.views: list[ScoreSheetView] = []
        self.dialog: QWidget | None = None
        self.dice_widget: DiceWidget | None = None

        self.switch_action = QAction(window)
        self.switch_action.setObjectName("switch_dice_action")
        self.switch_action.triggered.connect(lambda _c=False: self.switch_dice())
        self.correct_action = QAction(window)
        self.correct_action.setObjectName("correct_score_action")
        self.correct_action.triggered.connect(lambda _c=False: self.open_correction())
        self.write_action = QAction(window)
        self.write_action.setObjectName("write_score_action")
        self.write_action.triggered.connect(lambda _c=False: self.open_write())
        self.roll_off_action = QAction(window)
        self.roll_off_action.setObjectName("roll_off_action")
        self.roll_off_action.triggered.connect(lambda _c=False: self.open_roll_off())

        session.add_view("real_dice", self, lambda *_a: self.update_actions(), self.update_actions)
        self.retranslate()

    @property
    def pad(self) -> DiceEntryPad:
        """The entry pad for real dice, made (hidden, then placed) on first use."""
        if self._pad is None:
            from yahtzee_desktop.ui.real_dice.entry_pad import DiceEntryPad

            pad = DiceEntryPad(self.session, self.window)
            pad.hide()
            if self._look is not None:
                pad.set_look(self._look)
            pad.writeRequested.connect(self.open_write)
            pad.rollOffRequested.connect(self.open_roll_off)
            pad.entryComplete.connect(self._set_preview)
            pad.enterPressed.connect(self.score_suggested)
            pad.suggestion = self.suggestion
            self._pad = pad
            if self.place_pad is not None:
                self.place_pad(pad)
        return self._pad

    def set_marks(self, faces: Sequence[int]) -> None:
        """The coach's "keep these" marks on the typed dice showing these faces (typed in
        any order; nothing before the pad is made: a hint with real dice comes after)."""
        if self._pad is None:
            return
        wanted = list(faces)
        marks = []
        for i, face in enumerate(self._pad.faces):
            if face in wanted:
                wanted.remove(face)
                marks.append(i)
        self._pad.set_marks(marks)

    def pad_shown(self) -> bool:
        """Whether the pad is on screen (False before it is first made)."""
        return self._pad is not None and self._pad.isVisible()

    def set_look(self, look: str) -> None:
        """The dice look for the pad, now or when it is made."""
        self._look = look
        if self._pad is not None:
            self._pad.set_look(look)

    # --- wiring to the window ---------------------------------------------------------

    def watch(self, view: ScoreSheetView) -> None:
        """Digits typed on the sheet go to the pad; double click writes; right click corrects."""
        self.views.append(view)
        view.installEventFilter(self)
        selection = view.selectionModel()
        if selection is not None:  # the box Enter in the field would score moved
            selection.currentChanged.connect(lambda *_a: self._suggestion_moved())
        view.doubleClicked.connect(lambda index: self._double_clicked(view, index))
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(lambda pos: self._context_menu(view, pos))

    def update_mode(self, dice_widget: DiceWidget) -> None:
        """Show the pad or the animated dice, whichever the game in progress uses."""
        self.dice_widget = dice_widget
        physical = self.session.state.dice_mode is DiceMode.PHYSICAL
        dice_widget.setVisible(not physical)  # it disables its own keys with real dice
        if physical:
            self.pad.setVisible(True)
        elif self._pad is not None:
            self._pad.setVisible(False)
        self.update_actions()

    def update_actions(self) -> None:
        state = self.session.state
        physical = state.dice_mode is DiceMode.PHYSICAL
        between_turns = state.dice is None and state.rolls == 0 and not state.finished
        can_switch = between_turns and not (state.setup.challenge and not physical)
        self.switch_action.setEnabled(can_switch)
        self.switch_action.setText(
            self.tr("Use &app dice") if physical else self.tr("Use real &dice")
        )
        self.correct_action.setEnabled(bool(state.correctable_games()))
        self.write_action.setEnabled(physical and not state.finished)
        self.roll_off_action.setEnabled(
            physical
            and not (state.finished or self.session.held)
            and not state.game_started(state.game_index)
            and len(state.setup.seats) > 1
        )

    def _set_preview(self, visible: bool) -> None:
        if self.session.state.dice_mode is not DiceMode.PHYSICAL:
            return
        for view in self.views:
            view.sheet().set_preview_visible(visible)

    def _suggested(self) -> tuple[ScoreSheetView, QModelIndex] | None:
        """The sheet shown and its cursor, if the dice may be scored there now."""
        view = next((v for v in self.views if v.isVisible()), None)
        if view is None:
            return None
        index = view.currentIndex()
        return (view, index) if view.sheet().option_at(index) is not None else None

    def suggestion(self) -> tuple[int, str] | None:
        """(points, box name) Enter in the pad's field would score: the box under the
        sheet's cursor (the best one after each entry, or the one the player moved to)."""
        found = self._suggested()
        if found is None:
            return None
        view, index = found
        option = view.sheet().option_at(index)
        assert option is not None
        box, column = option
        state = self.session.state
        points = state.options().get((column, box))
        if points is None:
            return None
        rules = state.setup.rules
        name = QCoreApplication.translate("Box", box_label(box, rules.preset))
        if rules.columns > 1:
            column_name = QCoreApplication.translate(
                "Column", column_label(rules.column_rules[column].id)
            )
            name = self.tr("{box} ({column})").format(box=name, column=column_name)
        return points, name

    def _suggestion_moved(self) -> None:
        if self._pad is not None:
            self._pad.update_hint()

    def score_suggested(self) -> None:
        """Enter in the field: the dice go in the box the hint names; with none named
        (no sheet shown), the keyboard goes to the sheet to choose, as before."""
        found = self._suggested()
        if found is None:
            self.focus_sheet()
            return
        view, index = found
        view.score_index(index)

    def focus_sheet(self) -> None:
        """Put the keyboard on the sheet shown, where Enter scores the chosen box."""
        for view in self.views:
            if view.isVisible():
                view.setFocus()
                return

    # --- acting -----------------------------------------------------------------------

    def switch_dice(self) -> bool:
        """Between turns: play on with the other kind of dice (a SwitchDice action)."""
        physical = self.session.state.dice_mode is DiceMode.PHYSICAL
        mode = DiceMode.APP if physical else DiceMode.PHYSICAL
        done = self.session.apply(SwitchDice(mode))
        if done:
            for view in self.views:
                view.sheet().set_preview_visible(True)
            if self.dice_widget is not None:
                self.update_mode(self.dice_widget)
        return done

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            with contextlib.suppress(RuntimeError):  # already deleted with its window
                self.dialog.close()
            self.dialog = None

    def _keep(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.destroyed.connect(lambda *_a: self._forget(dialog))

    def _forget(self, dialog: QWidget) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def open_write(self, box: str | None = None, column: int = 0) -> ScoreEntryDialog | None:
        from yahtzee_desktop.ui.real_dice.score_entry import EntryKind, open_entry_dialog

        state = self.session.state
        if state.dice_mode is not DiceMode.PHYSICAL or state.finished:
            return None
        self._close_dialog()
        dialog = open_entry_dialog(
            self.session, EntryKind.WRITE, self.window, box=box, column=column
        )
        self._keep(dialog)
        return dialog

    def open_correction(
        self,
        game: int | None = None,
        seat: int | None = None,
        box: str | None = None,
        column: int = 0,
    ) -> ScoreEntryDialog | None:
        from yahtzee_desktop.ui.real_dice.score_entry import EntryKind, open_entry_dialog

        if not self.session.state.correctable_games():
            return None
        self._close_dialog()
        dialog = open_entry_dialog(
            self.session,
            EntryKind.CORRECT,
            self.window,
            game=game,
            seat=seat,
            box=box,
            column=column,
        )
        self._keep(dialog)
        return dialog

    def open_roll_off(self) -> RollOffDialog | None:
        from yahtzee_desktop.ui.real_dice.roll_off import open_roll_off_dialog

        if not self.roll_off_action.isEnabled():
            return None
        self._close_dialog()
        dialog = open_roll_off_dialog(self.session, self.window)
        self._keep(dialog)
        return dialog

    def _double_clicked(self, view: ScoreSheetView, index: object) -> None:
        where = self._cell(view, index)
        if where is None:
            return
        game, seat, box, column, points = where
        state = self.session.state
        if points is not None:
            self.open_correction(game, seat, box, column)
        elif game == state.game_index and seat == state.seat and state.dice is None:
            self.open_write(box, column)

    def _cell(
        self, view: ScoreSheetView, index: object
    ) -> tuple[int, int, str, int, int | None] | None:
        model = view.sheet()
        box = model.data(index, BOX_ROLE)  # type: ignore[arg-type]
        game = model.data(index, GAME_ROLE)  # type: ignore[arg-type]
        if box is None or game is None:
            return None
        state = self.session.state
        if state.modes[game] is not DiceMode.PHYSICAL:
            return None
        seat = model.data(index, SEAT_ROLE)  # type: ignore[arg-type]
        column = model.data(index, CARD_COLUMN_ROLE)  # type: ignore[arg-type]
        value = state.cards[game][seat].value(box, column)
        return game, seat, box, column, value

    def _context_menu(self, view: ScoreSheetView, pos: QPoint) -> None:
        menu = self.context_menu(view, pos)
        if menu is not None:
            menu.popup(view.viewport().mapToGlobal(pos))

    def context_menu(self, view: ScoreSheetView, pos: QPoint) -> QMenu | None:
        """The menu of the cell at `pos` (viewport coordinates), or None if it has none."""
        where = self._cell(view, view.indexAt(pos))
        if where is None:
            return None
        game, seat, box, column, points = where
        state = self.session.state
        menu = QMenu(view)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if points is not None:
            action = menu.addAction(self.tr("&Correct…"))
            action.setObjectName("correct_cell_action")
            action.triggered.connect(lambda: self.open_correction(game, seat, box, column))
        elif game == state.game_index and seat == state.seat and not state.finished:
            action = menu.addAction(self.tr("&Write a score…"))
            action.setObjectName("write_cell_action")
            action.triggered.connect(lambda: self.open_write(box, column))
        else:
            menu.deleteLater()
            return None
        return menu

    # --- keys typed on the sheet ------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or watched not in self.views:
            return False
        state = self.session.state
        if state.dice_mode is not DiceMode.PHYSICAL or state.finished:
            return False
        assert isinstance(event, QKeyEvent)
        text = event.text()
        # A face is the character typed, whichever key gave it: the keypad's, or Shift
        # with the top row on an AZERTY keyboard, where the digits are shifted (a
        # QWERTY Shift+1 types "!", no face). Ctrl, Alt or Meta make it a shortcut.
        typing = Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        if len(text) == 1 and text in FACES and not event.modifiers() & ~typing:
            self.pad.type_text(text)
            return True
        if event.key() == Qt.Key.Key_Backspace and self.pad.field.text():
            self.pad.type_text("\b")
            return True
        return False

    def retranslate(self) -> None:
        self.correct_action.setText(self.tr("&Correct a score…"))
        self.correct_action.setToolTip(
            self.tr("Change any box written in a game played with real dice")
        )
        self.write_action.setText(self.tr("&Write a score…"))
        self.roll_off_action.setText(self.tr("Who s&tarts?…"))
        self.update_actions()
