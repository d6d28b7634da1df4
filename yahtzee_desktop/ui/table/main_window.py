"""The main window: dice, score sheet and players around one `GameSession`.

The window makes the views and owns the game-level flow (who starts, end of game,
new/open/save, autosave). Each view registers with the session at its stage
(`session.STAGES`: journal, dice, sheets, ..., window, then the features), so the
order they are made in changes nothing; a view that fails is told to the player here.
Features (coach, computer seats, history, printing) attach through `WindowHost`
(ui/table/host.py) and are known only as `Feature`s; `ui/builder.py` puts them in.
Dialogs written elsewhere are imported only when opened, so the window starts fast.

Where the views go and how big they are (the whole sheet on a 1366x768 screen, the
remembered geometry) is `WindowLayout`'s part (ui/table/window_layout.py), mixed in; this
module keeps the flow: settings, game events, files, dialogs, the `WindowHost` interface.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from yahtzee_desktop.core.actions import Score, WriteScore
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.savefile import SaveFileError
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.i18n import preset_label
from yahtzee_desktop.storage.autosave import Autosave, Resumable
from yahtzee_desktop.ui.common.message_box import MessageQueue
from yahtzee_desktop.ui.common.seat_names import marked_name
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.real_dice.controller import PhysicalDice
from yahtzee_desktop.ui.table.celebration import Celebration
from yahtzee_desktop.ui.table.dice import DiceWidget
from yahtzee_desktop.ui.table.file_actions import FileActions, fresh_setup
from yahtzee_desktop.ui.table.file_texts import problem_text
from yahtzee_desktop.ui.table.host import Feature, OutcomeActionFactory
from yahtzee_desktop.ui.table.outcome import OutcomeDialog, RollOffWidget
from yahtzee_desktop.ui.table.players import PlayersPanel, short_name
from yahtzee_desktop.ui.table.score_model import Layout, ScoreSheetModel
from yahtzee_desktop.ui.table.score_sheet import ScoreSheetView
from yahtzee_desktop.ui.table.session import GameSession
from yahtzee_desktop.ui.table.status_line import StatusLine
from yahtzee_desktop.ui.table.window_host import FeatureHost
from yahtzee_desktop.ui.table.window_layout import WindowLayout

if TYPE_CHECKING:
    from yahtzee_desktop.core.roll_off import RollOff

__all__ = ["MainWindow", "fresh_setup"]

AFTER_SHOW_FALLBACK_MS = 1000
"""`after_first_show` callbacks run after the first paint, or this long after the first show."""


class MainWindow(FeatureHost, WindowLayout, QMainWindow):
    """The app's window over one `GameSession` (the game can be swapped: new, open, resume).

    It is the `WindowHost` of its features (ui/table/host.py; `FeatureHost` in
    window_host.py), laid out by `WindowLayout` (window_layout.py).
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
        self.error_box: QMessageBox | None = None
        self._failure_box: QMessageBox | None = None
        """The box saying a view failed to show a move, while open (one at a time)."""
        self.messages = MessageQueue(self)
        """The window's boxes, one at a time (warnings, the resume offer, questions)."""
        self._dialog: QObject | None = None
        self.features: dict[str, Feature] = {}
        self._outcome_actions: list[OutcomeActionFactory] = []
        self._after_show: list[Callable[[], object]] = []
        self._painted = False
        self._game_index = session.state.game_index
        self._settled_roll_off: RollOff | None = None
        """The roll-off of a game put back on the table (resumed, opened): already seen, so
        shown settled, never rolled again."""
        self._base_point_size = self.font().pointSizeF()
        self._played_rules: RuleSet | None = None

        # --- views ---
        self.roll_off = RollOffWidget(self)
        self.dice = DiceWidget(session, self)
        session.settle_hook = self.dice.finish_animation  # the dice land before a score
        self.sheet_model = ScoreSheetModel(session, Layout.SHEET, self)
        self.sheet_model.previews_hidden = lambda: self.dice.animating
        self.score_sheet = ScoreSheetView(self.sheet_model, self)
        self.score_sheet.setObjectName("score_sheet")
        self.table_model = ScoreSheetModel(session, Layout.TABLE, self)
        self.table_model.previews_hidden = lambda: self.dice.animating
        self.all_players = ScoreSheetView(self.table_model, self)
        self.all_players.setObjectName("all_players_sheet")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("sheet_tabs")
        self.tabs.addTab(self.score_sheet, "")
        self.tabs.addTab(self.all_players, "")
        self._place_turn_summary()
        self.players = PlayersPanel(session, self)
        self.physical = PhysicalDice(session, self, self._place_pad)  # real dice
        self.physical.watch(self.score_sheet)
        self.physical.watch(self.all_players)

        self._build_layout()
        self.celebration = Celebration(  # a Yahtzee is a moment
            session,
            self.dice,
            (self.sheet_model, self.table_model),
            self.players,
            settings,
            self.show_status,
            lambda: self.physical.pad if self.physical.pad_shown() else self.dice,
        )
        self.statusBar().setSizeGripEnabled(False)  # there from the start: no jump later
        self.status_line = StatusLine(session, self.physical, lambda: "coach" in self.features)
        self.statusBar().addWidget(self.status_line, 1)  # a message covers it for a while

        # --- actions and menus ---
        self.files = FileActions(self)
        self.new_game_action = self._action(
            "new_game_action", self.files.new_game, QKeySequence.StandardKey.New
        )
        self.open_action = self._action(
            "open_action", self.files.open_dialog, QKeySequence.StandardKey.Open
        )
        self.save_as_action = self._action(
            "save_as_action", self.files.save_dialog, QKeySequence.StandardKey.SaveAs
        )
        self.unfinished_action = self._action("unfinished_action", self.files.show_unfinished)
        self.quit_action = self._action("quit_action", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action("undo_action", self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action("redo_action", self.redo, QKeySequence("Ctrl+Shift+Z"))
        self.preferences_action = self._action("preferences_action", self.open_preferences)
        self.rule_settings_action = self._action("rule_settings_action", self.open_rule_settings)
        self.about_action = self._action("about_action", self.about)

        bar = self.menuBar()
        self.file_menu = QMenu(self)
        self.file_menu.addActions([self.new_game_action, self.open_action, self.save_as_action])
        self.file_menu.addAction(self.unfinished_action)
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
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._menu_closed))
        self.addActions([self.dice.roll_action, *self.dice.hold_actions])

        # --- wiring (the session tells each view at its stage: session.STAGES) ---
        session.add_view("journal", self, lambda *_a: None, self.files.start_autosave)
        session.add_view("window", self, self._on_changed, self._on_replaced)
        session.refused.connect(self._on_refused)
        session.viewFailed.connect(self._on_view_failed)
        session.heldChanged.connect(self._on_held)
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
        self._fit_window()

    # --- helpers ----------------------------------------------------------------------

    def _action(self, name: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _menu_closed(self) -> None:
        """A menu closed without opening another (Escape, a click away): the keyboard
        goes back to the game, so Enter scores the marked box (the menu bar kept it, and
        Enter opened the menu again)."""
        if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget():
            return
        bar = self.menuBar()
        if bar.activeAction() is not None:  # the bar still highlights a title: let it go
            QApplication.sendEvent(
                bar,
                QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
            )
        if self.physical.pad_shown():
            self.physical.pad.field.setFocus(Qt.FocusReason.PopupFocusReason)
        else:
            self.score_sheet.setFocus(Qt.FocusReason.PopupFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._on_first_show()
        if self._after_show:  # never painted (started minimised): run them all the same
            QTimer.singleShot(AFTER_SHOW_FALLBACK_MS, self._run_after_show)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_show:
            # Queued: the frame painted now reaches the screen before the callbacks run.
            QTimer.singleShot(0, self._run_after_show)

    def _run_after_show(self) -> None:
        self._painted = True
        callbacks, self._after_show = self._after_show, []
        for callback in callbacks:
            callback()

    @property
    def game(self) -> Game:
        return self.session.game

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
            self.physical.set_look(settings.dice_look)
        elif key == "ui_scale":
            self._fit_scale(announce=True)

    # --- game flow --------------------------------------------------------------------

    def _on_changed(self, event: str, action: object) -> None:
        state = self.session.state
        if event == "do" and isinstance(action, (Score, WriteScore)):
            self._remember_played(state.setup.rules)
            ended = self._game_index if state.game_over(self._game_index) else None
            if ended is not None:
                self._show_outcome(ended)
        elif event == "undo" and self.outcome_dialog is not None:
            self._close_outcome()
        self._update_flow()

    def _remember_played(self, rules: RuleSet) -> None:
        """These rules were played: the app opens on them after a restart."""
        if self.settings is not None and self._played_rules != rules:
            self._played_rules = rules
            self.settings.played_rules = rules

    def _on_animation_finished(self) -> None:
        self.sheet_model.set_preview_visible(True)
        self.table_model.set_preview_visible(True)

    def _on_replaced(self) -> None:
        self._close_outcome()
        self._settled_roll_off = self.session.state.roll_off() if self.game.actions else None
        self._update_flow()
        self.retranslate()
        if getattr(self, "_shown_once", False):
            # A new table (longer names, a Series column) needs the list wider than the
            # game it replaces did; a narrower one gives the room back to the sheet.
            self._split_sizes()

    def _on_held(self) -> None:
        self._update_flow()
        if getattr(self, "_shown_once", False):
            # The players list was empty while held: the table that comes needs its width.
            self._split_sizes()

    def _on_refused(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    def _on_view_failed(self, _stages: str) -> None:
        """A part of the window failed to show the last move (its traceback is on
        stderr): the move is saved all the same; say so, once until the box is closed."""
        if self._failure_box is not None:
            return
        box = self._show_message(
            self.tr("Yahtzee Desktop"),
            self.tr(
                "Your move is saved, but part of the window could not show it.\n"
                "If the table looks wrong, close the app and start it again: "
                "the game goes on where it was."
            ),
            QMessageBox.Icon.Warning,
        )
        box.setObjectName("view_failed_box")
        self._failure_box = box
        box.finished.connect(self._failure_box_closed)

    def _failure_box_closed(self, *_args: object) -> None:
        self._failure_box = None

    def _update_flow(self) -> None:
        state = self.session.state
        self._game_index = state.game_index
        self.undo_action.setEnabled(self.game.can_undo)
        self.redo_action.setEnabled(self.game.can_redo)
        self._show_roll_off()
        pad_shown = self.physical.pad_shown()
        self.physical.update_mode(self.dice)
        if self.physical.pad_shown() != pad_shown:  # real dice or back: the room changes hands
            self._fit_dice()
            self._place_roll_off()
        self._update_titles()

    def _show_roll_off(self) -> None:
        """The banner of how the app dice chose the starter, until the game's first turn;
        none while the game is held (the app asks whether to resume another one)."""
        state = self.session.state
        shown = not (state.finished or self.session.held or state.game_started(state.game_index))
        names = tuple(seat.name for seat in state.setup.seats)
        roll_off = state.roll_off() if shown else None
        rolled = roll_off is not None and roll_off != self._settled_roll_off
        self.roll_off.set_roll_off(names, roll_off, animate=rolled)
        self._place_roll_off()

    def _show_outcome(self, game: int) -> None:
        self._close_outcome()
        state = self.session.state
        extra = [made for make in self._outcome_actions if (made := make(state, game))]
        dialog = OutcomeDialog(state, game, self, extra)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.newGameRequested.connect(self.files.new_game)
        dialog.playAgainRequested.connect(self.play_again)
        dialog.finished.connect(self._outcome_closed)
        self.outcome_dialog = dialog

        def open_it() -> None:  # not over a warning already open (it would hide it)
            if self.outcome_dialog is dialog and not dialog.isVisible():
                dialog.open()

        self.messages.when_idle(open_it)

    def _outcome_closed(self, *_args: object) -> None:
        self.outcome_dialog = None

    def _close_outcome(self) -> None:
        """Close the end-of-game dialog, also one still waiting for a warning to be read
        (closed before it showed, it says nothing: forgotten here)."""
        dialog, self.outcome_dialog = self.outcome_dialog, None
        if dialog is not None:
            dialog.close()

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

    # --- files: ui/table/file_actions.py ------------------------------------------------

    @property
    def resume_box(self) -> QMessageBox | None:
        return self.files.resume_box

    def offer_resume(self, found: Resumable) -> None:
        self.files.offer_resume(found)

    def on_autosave_error(self, error: SaveFileError) -> None:
        self.files.on_autosave_error(error)

    def problem_text(self, error: SaveFileError | None) -> str:
        return problem_text(error)

    def open_file(self, path: str | Path) -> bool:
        return self.files.open_file(path)

    def save_to(self, path: str | Path) -> bool:
        return self.files.save_to(path)

    def new_game(self, welcome: bool = False) -> None:
        """The New game dialog on the remembered table (`welcome`: the first start)."""
        self.files.new_game(welcome)

    # --- dialogs written elsewhere (imported when opened) -----------------------------

    def welcome(self) -> None:
        """The family's very first start: greet them and ask who is playing."""
        self.new_game(welcome=True)

    def play_again(self) -> None:
        """A new series at the same table (players, rules, dice, games), in one click."""
        setup = self.game.setup
        self.start_setup(fresh_setup(setup, setup.rules))

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

    # --- texts ------------------------------------------------------------------------

    def _update_titles(self) -> None:
        state = self.session.state
        viewed = state.setup.seats[self.sheet_model.viewed_seat]
        seat = viewed.name
        if self.session.held:  # not on the table yet: no seat named (nor who starts)
            self.tabs.setTabText(0, self.tr("Sheet"))
        else:
            name = marked_name(viewed, short_name(seat))  # ⚙ for a computer's sheet
            self.tabs.setTabText(0, self.tr("Sheet: {name}").format(name=name))
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
            self.unfinished_action: self.tr("Un&finished games…"),
            self.quit_action: self.tr("&Quit"),
            self.undo_action: self.tr("&Undo"),
            self.redo_action: self.tr("&Redo"),
            self.preferences_action: self.tr("&Preferences…"),
            self.rule_settings_action: self.tr("Rule &settings…"),
            self.about_action: self.tr("&About Yahtzee Desktop"),
        }
        for action, text in texts.items():
            action.setText(text)
        self.dice.setAccessibleName(self.tr("Dice"))
        self.players.setAccessibleName(self.tr("Players"))
        self.tabs.setAccessibleName(self.tr("Score sheets"))
        self._show_roll_off()
        self._update_titles()
        self.physical.retranslate()
        for feature in self.features.values():
            feature.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._remember_geometry()
        # Features stop last attached first (the computer before the coach whose tables it
        # uses), all before the autosave stops (a move made after would go unsaved).
        for feature in reversed(self.features.values()):
            feature.shutdown()
        if self.autosave is not None:
            self.autosave.stop()
        with contextlib.suppress(RuntimeError):
            self.dice.animation.stop()
        super().closeEvent(event)
