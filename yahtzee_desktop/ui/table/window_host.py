"""The window's side of ui/table/host.py: what features (coach, computer seats, history,
printing) may ask of the main window, and their names for tests and scripts.

A mixin of `MainWindow`, so that the window module reads as the game-level flow and this one
as the small interface features plug into (`WindowHost`); the window sets up the state it
uses (menus, features, the after-paint queue) before any feature attaches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from yahtzee_desktop.ui.common.message_box import MessageQueue, message_box
from yahtzee_desktop.ui.table.host import Feature, OutcomeActionFactory
from yahtzee_desktop.ui.table.score_model import RowKind

if TYPE_CHECKING:
    from yahtzee_desktop.core.state import GameState
    from yahtzee_desktop.ui.real_dice.controller import PhysicalDice
    from yahtzee_desktop.ui.table.dice import DiceWidget
    from yahtzee_desktop.ui.table.score_model import ScoreSheetModel
    from yahtzee_desktop.ui.table.window_layout import WindowLayout

    _Window = WindowLayout
else:
    _Window = object  # a mixin at run time: `MainWindow` brings the QMainWindow

__all__ = ["FeatureHost"]


class FeatureHost(_Window):
    """`WindowHost` for the main window (mixed into `MainWindow`)."""

    # Set up by `MainWindow.__init__`.
    features: dict[str, Feature]
    _outcome_actions: list[OutcomeActionFactory]
    _after_show: list[Callable[[], object]]
    _painted: bool
    _dialog: QObject | None
    error_box: QMessageBox | None
    messages: MessageQueue
    sheet_model: ScoreSheetModel
    table_model: ScoreSheetModel
    dice: DiceWidget
    physical: PhysicalDice
    file_menu: QMenu
    edit_menu: QMenu
    game_menu: QMenu
    help_menu: QMenu
    _file_features_end: QAction

    # --- WindowHost: what features may ask of the window (ui/table/host.py) ----------

    def as_widget(self) -> QWidget:
        return self

    def add_feature(self, name: str, feature: Feature) -> None:
        """Known by `name`; retranslated with the window, shut down in reverse attach order."""
        self.features[name] = feature

    def add_panel(self, widget: QWidget) -> None:
        self._stack_panel(widget)

    def _menu(self, menu: str) -> QMenu:
        menus = {"file": self.file_menu, "edit": self.edit_menu, "game": self.game_menu}
        return menus.get(menu, self.help_menu)

    def add_menu_actions(
        self, menu: str, actions: Sequence[QAction], separated: bool = False
    ) -> None:
        target = self._menu(menu)
        if menu == "file":
            target.insertActions(self._file_features_end, list(actions))
            if separated and actions:  # before them: `_file_features_end` already follows
                target.insertSeparator(actions[0])
        elif menu == "help":
            first = target.actions()[0] if target.actions() else None
            target.insertActions(first, list(actions))  # type: ignore[arg-type]
            if separated and first is not None:
                target.insertSeparator(first)
        else:
            if separated:
                target.addSeparator()
            target.addActions(list(actions))
        self.addActions(list(actions))

    def on_menu_shown(self, menu: str, callback: Callable[[], object]) -> None:
        self._menu(menu).aboutToShow.connect(callback)

    def after_first_show(self, callback: Callable[[], object]) -> None:
        if self._painted:
            QTimer.singleShot(0, callback)
        else:
            self._after_show.append(callback)

    def add_outcome_action(self, factory: OutcomeActionFactory) -> None:
        self._outcome_actions.append(factory)

    def show_box(self, seat: int, column: int, box: str) -> None:
        model, view = self.sheet_model, self.score_sheet
        model.set_viewed_seat(None)
        index = model.index(model.find_row(RowKind.BOX, box), model.find_column(None, column, seat))
        if index.isValid():
            view.setCurrentIndex(index)
            view.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            view.scrollTo(index)

    def mark_hint(
        self, state: GameState, dice: Sequence[int], box: tuple[int, str] | None, marked: bool
    ) -> None:
        self.dice.set_marks(dice)
        shown = state.dice or ()
        self.physical.set_marks([shown[i] for i in dice if i < len(shown)])
        for model in (self.sheet_model, self.table_model):
            model.set_coach_box(state, box, marked)

    def show_status(self, text: str, msecs: int = 5000) -> None:
        self.statusBar().showMessage(text, msecs)

    def show_warning(self, title: str, text: str) -> None:
        self.error_box = self._show_message(title, text, QMessageBox.Icon.Warning)

    def show_dialog(self, dialog: QDialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialog = dialog
        dialog.open()

    # --- features by name: tests and scripts reach a feature's own API this way -------

    def feature(self, name: str) -> Any:
        return self.features.get(name)

    @property
    def coach(self) -> Any:
        return self.feature("coach")

    @property
    def computer(self) -> Any:
        return self.feature("computer")

    @property
    def recorder(self) -> Any:
        return getattr(self.feature("history"), "recorder", None)

    @property
    def rules_help_action(self) -> Any:
        return getattr(self.feature("printing"), "rules_help_action", None)

    def ensure_print_actions(self) -> list[QAction]:
        printing = self.feature("printing")
        return [] if printing is None else list(printing.ensure_actions())

    def _show_message(self, title: str, text: str, icon: QMessageBox.Icon) -> QMessageBox:
        """A box after those already open or waiting (`messages`): none hides another."""
        box = message_box(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.messages.post(box)
        return box
