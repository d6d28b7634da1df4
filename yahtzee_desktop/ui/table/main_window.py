"""The main window: dice, score sheet and players around one `GameSession`.

The window wires views to the session and owns the game-level flow (who starts,
end of game, new/open/save, autosave). Features (coach, computer seats, history,
printing) attach through `WindowHost` (ui/table/host.py) and are known only as
`Feature`s; `ui/builder.py` puts them in. Dialogs written elsewhere are imported only
when opened, so the window starts fast.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import Score, WriteScore
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem, load_game, save_game
from yahtzee_desktop.core.seeds import new_seed
from yahtzee_desktop.core.setup import GameSetup, now_iso
from yahtzee_desktop.i18n import preset_label
from yahtzee_desktop.storage.autosave import Autosave, Resumable
from yahtzee_desktop.storage.paths import saved_games_dir
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.real_dice.controller import PhysicalDice
from yahtzee_desktop.ui.table.dice import DiceWidget
from yahtzee_desktop.ui.table.host import Feature, OutcomeActionFactory
from yahtzee_desktop.ui.table.outcome import OutcomeDialog, RollOffWidget
from yahtzee_desktop.ui.table.players import PlayersPanel, short_name
from yahtzee_desktop.ui.table.score_sheet import Layout, RowKind, ScoreSheetModel, ScoreSheetView
from yahtzee_desktop.ui.table.session import GameSession
from yahtzee_desktop.ui.table.turn_summary import TurnSummary

__all__ = ["MainWindow"]

FILE_FILTER = "Yahtzee Desktop (*.yahtzee.json *.json)"


class MainWindow(QMainWindow):
    """The app's window over one `GameSession` (the game can be swapped: new, open, resume).

    It is the `WindowHost` of its features (ui/table/host.py).
    """

    def __init__(
        self,
        session: GameSession,
        settings: Settings | None = None,
        autosave: Autosave | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.session = session
        self.settings = settings
        self.autosave = autosave
        self.outcome_dialog: OutcomeDialog | None = None
        self.resume_box: QMessageBox | None = None
        self.error_box: QMessageBox | None = None
        self._dialog: QObject | None = None
        self.features: dict[str, Feature] = {}
        self._outcome_actions: list[OutcomeActionFactory] = []
        self._after_show: list[Callable[[], object]] = []
        self._game_index = session.state.game_index
        self._base_point_size = self.font().pointSizeF()

        # --- views ---
        self.roll_off = RollOffWidget(self)
        self.dice = DiceWidget(session, self)
        self.sheet_model = ScoreSheetModel(session, Layout.SHEET, self)
        self.sheet_model.before_score = self.dice.finish_animation
        self.score_sheet = ScoreSheetView(self.sheet_model, self)
        self.score_sheet.setObjectName("score_sheet")
        self.table_model = ScoreSheetModel(session, Layout.TABLE, self)
        self.table_model.before_score = self.dice.finish_animation
        self.all_players = ScoreSheetView(self.table_model, self)
        self.all_players.setObjectName("all_players_sheet")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sheet_tabs")
        self.tabs.addTab(self.score_sheet, "")
        self.tabs.addTab(self.all_players, "")
        self._place_turn_summary()
        self.players = PlayersPanel(session, self)
        self.physical = PhysicalDice(session, self)  # the entry pad for real dice
        self.physical.watch(self.score_sheet)
        self.physical.watch(self.all_players)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.addWidget(self.roll_off)
        left_layout.addWidget(self.dice)
        self._left_layout = left_layout
        left_layout.addWidget(self.physical.pad)
        left_layout.addWidget(self.tabs, 1)
        right = QWidget(self)
        right_layout = QHBoxLayout(right)
        right_layout.setContentsMargins(4, 8, 8, 8)
        right_layout.addWidget(self.players)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setObjectName("main_splitter")
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        right.setMinimumWidth(250)
        self.resize(1100, 800)

        # --- actions and menus ---
        self.new_game_action = self._action(
            "new_game_action", self.new_game, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            "open_action", self.open_dialog, QKeySequence.StandardKey.Open
        )
        self.save_as_action = self._action(
            "save_as_action", self.save_dialog, QKeySequence.StandardKey.SaveAs
        )
        self.quit_action = self._action("quit_action", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action("undo_action", self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action("redo_action", self.redo, QKeySequence("Ctrl+Shift+Z"))
        self.preferences_action = self._action("preferences_action", self.open_preferences)
        self.rule_settings_action = self._action("rule_settings_action", self.open_rule_settings)
        self.about_action = self._action("about_action", self.about)

        bar = self.menuBar()
        self.file_menu = QMenu(self)
        self.file_menu.addActions([self.new_game_action, self.open_action, self.save_as_action])
        self._file_features_end = self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = QMenu(self)
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addAction(self.physical.correct_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.preferences_action, self.rule_settings_action])
        self.game_menu = QMenu(self)
        self.game_menu.addAction(self.dice.roll_action)
        self.game_menu.addActions(self.dice.hold_actions)
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.physical.write_action, self.physical.roll_off_action])
        self.game_menu.addAction(self.physical.switch_action)
        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.about_action)
        for menu in (self.file_menu, self.edit_menu, self.game_menu, self.help_menu):
            bar.addMenu(menu)
        self.addActions([self.dice.roll_action, *self.dice.hold_actions])

        # --- wiring ---
        session.changed.connect(self._on_changed)
        session.gameReplaced.connect(self._on_replaced)
        session.refused.connect(self._on_refused)
        self.dice.animationFinished.connect(self._on_animation_finished)
        self.players.seatChosen.connect(self._view_seat)
        self.sheet_model.viewedSeatChanged.connect(self._on_viewed_seat)
        self.tabs.currentChanged.connect(lambda _i: self._update_titles())
        if settings is not None:
            settings.changed.connect(self._apply_setting)
            for key in ("animation_speed", "dice_look", "ui_scale"):
                self._apply_setting(key)
        self.retranslate()
        self._update_flow()

    # --- helpers ----------------------------------------------------------------------

    def _action(self, name: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        callbacks, self._after_show = self._after_show, []
        for callback in callbacks:
            QTimer.singleShot(0, callback)

    @property
    def game(self) -> Game:
        return self.session.game

    def _show_message(self, title: str, text: str, icon: QMessageBox.Icon) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- settings ---------------------------------------------------------------------

    def _apply_setting(self, key: str) -> None:
        settings = self.settings
        if settings is None:
            return
        if key == "animation_speed":
            self.dice.set_animation_ms(settings.animation_ms)
            self.roll_off.set_animation_ms(settings.animation_ms)
        elif key == "dice_look":
            self.dice.set_look(settings.dice_look)
            self.roll_off.set_look(settings.dice_look)
            self.physical.pad.set_look(settings.dice_look)
        elif key == "ui_scale":
            central = self.centralWidget()
            assert central is not None
            font = central.font()
            base = self._base_point_size if self._base_point_size > 0 else 10.0
            font.setPointSizeF(base * settings.ui_scale)
            central.setFont(font)

    # --- game flow --------------------------------------------------------------------

    def _on_changed(self, event: str, action: object) -> None:
        if self.dice.animating:
            self.sheet_model.set_preview_visible(False)
            self.table_model.set_preview_visible(False)
        state = self.session.state
        if event == "do" and isinstance(action, (Score, WriteScore)):
            ended = self._game_index if state.game_over(self._game_index) else None
            if ended is not None:
                self._show_outcome(ended)
        elif event == "undo" and self.outcome_dialog is not None:
            self.outcome_dialog.close()
        self._update_flow()

    def _on_animation_finished(self) -> None:
        self.sheet_model.set_preview_visible(True)
        self.table_model.set_preview_visible(True)

    def _on_replaced(self) -> None:
        if self.outcome_dialog is not None:
            self.outcome_dialog.close()
        self.sheet_model.set_preview_visible(True)
        self.table_model.set_preview_visible(True)
        if self.autosave is not None:
            self.autosave.start(self.game)
        self._update_flow()
        self.retranslate()

    def _on_refused(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    def _update_flow(self) -> None:
        state = self.session.state
        self._game_index = state.game_index
        self.undo_action.setEnabled(self.game.can_undo)
        self.redo_action.setEnabled(self.game.can_redo)
        self._show_roll_off()
        self.physical.update_mode(self.dice)
        self._update_titles()

    def _show_roll_off(self) -> None:
        """The banner of how the app dice chose the starter, until the game's first turn."""
        state = self.session.state
        shown = not state.finished and not state.game_started(state.game_index)
        names = tuple(seat.name for seat in state.setup.seats)
        self.roll_off.set_roll_off(names, state.roll_off() if shown else None)

    def _show_outcome(self, game: int) -> None:
        if self.outcome_dialog is not None:
            self.outcome_dialog.close()
        state = self.session.state
        extra = [made for make in self._outcome_actions if (made := make(state, game))]
        dialog = OutcomeDialog(state, game, self, extra)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.newGameRequested.connect(self.new_game)
        dialog.playAgainRequested.connect(self.play_again)
        dialog.finished.connect(self._outcome_closed)
        self.outcome_dialog = dialog
        dialog.open()

    def _outcome_closed(self, *_args: object) -> None:
        self.outcome_dialog = None

    def _view_seat(self, seat: int) -> None:
        self.sheet_model.set_viewed_seat(seat)
        self.tabs.setCurrentWidget(self.score_sheet)

    def _on_viewed_seat(self, seat: int) -> None:
        self.players.select_seat(seat)
        self._update_titles()

    def undo(self) -> None:
        self.dice.finish_animation()
        if not self.session.undo():
            self.statusBar().showMessage(self.tr("Nothing to undo"), 3000)

    def redo(self) -> None:
        self.dice.finish_animation()
        if not self.session.redo():
            self.statusBar().showMessage(self.tr("Nothing to redo"), 3000)

    def set_game(self, game: Game) -> None:
        """Play this game from now on (journalled by the autosave)."""
        self.dice.finish_animation()
        self.session.replace(game)

    def start_setup(self, setup: GameSetup) -> None:
        self.set_game(Game(setup))

    # --- resume -----------------------------------------------------------------------

    def offer_resume(self, found: Resumable) -> None:
        """Ask whether to go on with the autosaved game (non-blocking; `resume_box`)."""
        if found.game is None:
            kept = str(found.kept_as) if found.kept_as else ""
            text = self.tr("The autosaved game could not be read: {problem}").format(
                problem=self.problem_text(found.error)
            )
            if kept:
                text += "\n" + self.tr("The file was kept as {path}.").format(path=kept)
            self.error_box = self._show_message(
                self.tr("Autosave damaged"), text, QMessageBox.Icon.Warning
            )
            self._start_autosave()
            return
        game = found.game
        state = game.state
        names = ", ".join(seat.name for seat in state.setup.seats)
        text = self.tr("An unfinished game was found ({names}: game {n}, turn {turn}).").format(
            names=names, n=state.game_index + 1, turn=state.turn + 1
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume the game?"),
            text + "\n" + self.tr("Do you want to go on with it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("resume_box")
        box.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        if found.warnings:
            box.setDetailedText("\n".join(found.warnings))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(result: int) -> None:
            self.resume_box = None
            if result == QMessageBox.StandardButton.Yes:
                self.set_game(game)
            else:
                self._start_autosave()

        box.finished.connect(answered)
        self.resume_box = box
        box.open()

    def _start_autosave(self) -> None:
        if self.autosave is not None:
            self.autosave.start(self.game)

    def on_autosave_error(self, error: SaveFileError) -> None:
        """Called by the autosave: the game goes on, only the journal stopped."""
        text = self.tr("The game can no longer be saved automatically: {problem}").format(
            problem=self.problem_text(error)
        )
        text += "\n" + self.tr("You can go on playing; use File › Save as… to keep the game.")
        self.statusBar().showMessage(self.tr("Autosave stopped"), 0)
        self.error_box = self._show_message(
            self.tr("Autosave stopped"), text, QMessageBox.Icon.Warning
        )

    def problem_text(self, error: SaveFileError | None) -> str:
        problem = error.problem if error is not None else SaveFileProblem.CORRUPT
        texts = {
            SaveFileProblem.UNREADABLE: self.tr("the file cannot be read."),
            SaveFileProblem.NOT_JSON: self.tr("this is not a game file."),
            SaveFileProblem.FOREIGN: self.tr("this file is not a Yahtzee Desktop game."),
            SaveFileProblem.FUTURE_VERSION: self.tr(
                "it was saved by a newer version of Yahtzee Desktop."
            ),
            SaveFileProblem.CORRUPT: self.tr("the file is damaged."),
            SaveFileProblem.DISK_FULL: self.tr("the disk is full."),
            SaveFileProblem.UNWRITABLE: self.tr("the file cannot be written."),
        }
        return texts[problem]

    # --- files ------------------------------------------------------------------------

    def open_file(self, path: str | Path) -> bool:
        try:
            game = load_game(path)
        except SaveFileError as exc:
            self.error_box = self._show_message(
                self.tr("Cannot open the game"),
                self.tr("{file}: {problem}").format(
                    file=Path(path).name, problem=self.problem_text(exc)
                ),
                QMessageBox.Icon.Warning,
            )
            return False
        self.set_game(game)
        return True

    def save_to(self, path: str | Path) -> bool:
        try:
            save_game(self.game, path)
        except SaveFileError as exc:
            self.error_box = self._show_message(
                self.tr("Cannot save the game"),
                self.tr("{file}: {problem}").format(
                    file=Path(path).name, problem=self.problem_text(exc)
                ),
                QMessageBox.Icon.Warning,
            )
            return False
        self.statusBar().showMessage(self.tr("Saved as {file}").format(file=Path(path).name), 5000)
        return True

    def _file_dialog(self, accept: QFileDialog.AcceptMode) -> QFileDialog:
        dialog = QFileDialog(self, "", str(saved_games_dir()), FILE_FILTER)
        dialog.setAcceptMode(accept)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialog = dialog
        return dialog

    def open_dialog(self) -> None:
        dialog = self._file_dialog(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setWindowTitle(self.tr("Open a game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.open_file)
        dialog.open()

    def save_dialog(self) -> None:
        dialog = self._file_dialog(QFileDialog.AcceptMode.AcceptSave)
        dialog.setWindowTitle(self.tr("Save the game as"))
        dialog.setDefaultSuffix("yahtzee.json")
        dialog.fileSelected.connect(self.save_to)
        dialog.open()

    # --- dialogs written elsewhere (imported when opened) -----------------------------

    def new_game(self, welcome: bool = False) -> None:
        """The New game dialog on the remembered table (`welcome`: the first start)."""
        try:
            from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
        except ImportError:
            setup = self.game.setup
            self.start_setup(fresh_setup(setup, setup.rules))
            return
        dialog = NewGameDialog(self, self.settings, welcome)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def done(_result: int) -> None:
            setup = dialog.result_setup()
            if setup is not None:
                if not setup.started:
                    setup = fresh_setup(setup, setup.rules, keep_seed=True)
                self.start_setup(setup)

        dialog.finished.connect(done)
        self._dialog = dialog
        dialog.open()

    def welcome(self) -> None:
        """The family's very first start: greet them and ask who is playing."""
        self.new_game(welcome=True)

    def play_again(self) -> None:
        """A new series at the same table (players, rules, dice, games), in one click."""
        setup = self.game.setup
        self.start_setup(fresh_setup(setup, setup.rules))

    def _place_turn_summary(self) -> None:
        """The line saying what was just scored and whose turn it is, in the tab row."""
        self.turn_summary = TurnSummary(self.session, self.tabs)
        self.tabs.setCornerWidget(self.turn_summary, Qt.Corner.TopRightCorner)

    def open_rule_settings(self) -> None:
        try:
            from yahtzee_desktop.ui.dialogs.rule_settings import RuleSettingsDialog
        except ImportError:
            return
        dialog = RuleSettingsDialog(self, self.game.setup.rules)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def done(result: int) -> None:
            if result == RuleSettingsDialog.DialogCode.Accepted:
                self.apply_rules(dialog.rules())

        dialog.finished.connect(done)
        self._dialog = dialog
        dialog.open()

    def apply_rules(self, rules: RuleSet) -> None:
        """New rules restart a game not begun yet; a game under way keeps its rules."""
        if self.settings is not None:
            self.settings.last_rules = rules
        if rules == self.game.setup.rules:
            return
        if not self.game.actions:
            self.start_setup(fresh_setup(self.game.setup, rules, keep_seed=True))
        else:
            self.statusBar().showMessage(
                self.tr("The new rules apply from the next new game."), 6000
            )

    def open_preferences(self) -> None:
        try:
            from yahtzee_desktop.ui.dialogs.preferences import PreferencesDialog
        except ImportError:
            return
        if self.settings is None:
            self.settings = Settings(parent=self)
            self.settings.changed.connect(self._apply_setting)
        dialog = PreferencesDialog(self, self.settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialog = dialog
        dialog.open()

    def about(self) -> None:
        from yahtzee_desktop.ui.dialogs.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialog = dialog
        dialog.open()

    # --- WindowHost: what features may ask of the window (ui/table/host.py) ----------

    def as_widget(self) -> QWidget:
        return self

    def add_feature(self, name: str, feature: Feature) -> None:
        """Known by `name`; retranslated with the window, shut down in reverse attach order."""
        self.features[name] = feature

    def add_panel(self, widget: QWidget) -> None:
        self._left_layout.insertWidget(self._left_layout.indexOf(self.dice) + 1, widget)

    def _menu(self, menu: str) -> QMenu:
        menus = {"file": self.file_menu, "edit": self.edit_menu, "game": self.game_menu}
        return menus.get(menu, self.help_menu)

    def add_menu_actions(
        self, menu: str, actions: Sequence[QAction], separated: bool = False
    ) -> None:
        target = self._menu(menu)
        if menu == "file":
            target.insertActions(self._file_features_end, list(actions))
            if separated:
                target.insertSeparator(self._file_features_end)
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
        if self.isVisible():
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

    # --- texts ------------------------------------------------------------------------

    def _update_titles(self) -> None:
        state = self.session.state
        seat = state.setup.seats[self.sheet_model.viewed_seat].name
        self.tabs.setTabText(0, self.tr("Sheet: {name}").format(name=short_name(seat)))
        self.tabs.setTabText(1, self.tr("All players"))
        self.score_sheet.setAccessibleName(self.tr("Score sheet of {name}").format(name=seat))
        self.all_players.setAccessibleName(self.tr("This game, all players side by side"))
        rules_name = QApplication.translate("Preset", preset_label(state.setup.rules.preset))
        title = self.tr("Yahtzee Desktop")
        # The app's name last: window systems that append it (X11, Windows) leave it single.
        self.setWindowTitle(f"{rules_name} \u2014 {title}")

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        texts = {
            self.new_game_action: self.tr("&New game…"),
            self.open_action: self.tr("&Open…"),
            self.save_as_action: self.tr("Save &as…"),
            self.quit_action: self.tr("&Quit"),
            self.undo_action: self.tr("&Undo"),
            self.redo_action: self.tr("&Redo"),
            self.preferences_action: self.tr("&Preferences…"),
            self.rule_settings_action: self.tr("R&ule settings…"),
            self.about_action: self.tr("&About Yahtzee Desktop"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.dice.setAccessibleName(self.tr("Dice"))
        self.players.setAccessibleName(self.tr("Players"))
        self.tabs.setAccessibleName(self.tr("Score sheets"))
        self._show_roll_off()
        self._update_titles()
        for feature in self.features.values():
            feature.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Features stop last attached first (the computer before the coach whose tables it
        # uses), all before the autosave stops (a move made after would go unsaved).
        for feature in reversed(self.features.values()):
            feature.shutdown()
        if self.autosave is not None:
            self.autosave.stop()
        with contextlib.suppress(RuntimeError):
            self.dice.animation.stop()
        super().closeEvent(event)


def fresh_setup(setup: GameSetup, rules: RuleSet, keep_seed: bool = False) -> GameSetup:
    """The same table with these rules, a new seed (unless kept) and a start time."""
    seed = setup.seed if keep_seed else new_seed()
    return replace(setup, rules=rules, seed=seed, started=now_iso())
