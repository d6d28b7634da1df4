"""File ▸ Print blank sheets…, Print this game…, Rules sheet…: the printing layer in the GUI.

`PrintActions` makes the three File menu entries and, for each, a job dialog
(`job_dialog.PdfJobDialog`) saying what it prints; the PDF is built, rendered and
printed on a worker (`pdf_worker`), so the GUI never waits on ReportLab. The main
window only adds `actions()` to its File menu.

ReportLab, QtPdf and QtPrintSupport are imported when first used, never to make the
actions: the File menu exists before the window's first paint, and they cost more
than the rest of the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import RuleSet, preset
from yahtzee_desktop.ui.common.i18n import preset_title
from yahtzee_desktop.ui.common.message_box import warning
from yahtzee_desktop.ui.printing.job_dialog import PdfJobDialog, PdfOptions
from yahtzee_desktop.ui.printing.pdf_worker import PdfWorker, printing_layer

if TYPE_CHECKING:
    from yahtzee_desktop.core.actions import Action
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.core.state import GameState
    from yahtzee_desktop.strategy.story import Story

__all__ = ["PrintActions"]


def _table_cache_dir() -> Path:
    from yahtzee_desktop.ui.coach.service import table_cache_dir

    return table_cache_dir()


def _story(setup: GameSetup, actions: tuple[Action, ...], directory: Path) -> Story | None:
    """The story of a game for its chances page (None for rules without a table), with the
    same table cache as the players panel. Blocking, NumPy: the worker thread only."""
    from yahtzee_desktop.printing.story import sheet_story
    from yahtzee_desktop.storage.paths import history_path
    from yahtzee_desktop.ui.chances.loader import load_chances
    from yahtzee_desktop.ui.chances.styles import load_styles

    chances = load_chances(setup.rules, directory)
    if chances is None:
        return None
    return sheet_story(chances, setup, actions, load_styles(chances, setup, history_path()))


class PrintActions(QObject):
    """The three printing commands of the File menu.

    Signals: saved(str) after a PDF was written; failed(str) when building or
    writing one failed (the message is also shown to the user).
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        parent_widget: QWidget,
        current_game: Callable[[], Game | None],
        language: Callable[[], str],
        default_rules: Callable[[], RuleSet] | None = None,
        table_dir: Callable[[], Path] | None = None,
    ) -> None:
        super().__init__(parent_widget)
        self.parent_widget = parent_widget
        self.current_game = current_game
        self.language = language
        self.default_rules = default_rules or (lambda: preset("yahtzee"))
        self.table_dir = table_dir or _table_cache_dir
        self.worker = PdfWorker(self)
        self.dialog: PdfJobDialog | None = None
        self.blank_action = QAction(self)
        self.blank_action.setObjectName("print_blank_action")
        self.game_action = QAction(self)
        self.game_action.setObjectName("print_game_action")
        self.rules_action = QAction(self)
        self.rules_action.setObjectName("print_rules_action")
        self.retranslate()
        self.blank_action.triggered.connect(self.blank_sheets)
        self.game_action.triggered.connect(self.this_game)
        self.rules_action.triggered.connect(self.rules_sheet)

    def retranslate(self) -> None:
        """The language changed live: the menu entries follow at once."""
        self.blank_action.setText(self.tr("Print &blank sheets…"))
        self.game_action.setText(self.tr("&Print this game…"))
        self.rules_action.setText(self.tr("&Rules sheet…"))

    def actions(self) -> list[QAction]:
        """For the File menu; "Print this game…" is enabled only while a game is open."""
        self.update_actions()
        return [self.blank_action, self.game_action, self.rules_action]

    @Slot()
    def update_actions(self) -> None:
        self.game_action.setEnabled(self.current_game() is not None)

    def _rules(self) -> RuleSet:
        game = self.current_game()
        return game.setup.rules if game is not None else self.default_rules()

    def run(self, make: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Run `make` (build a PDF, print it...) on the pool, then `then` on the GUI thread."""

        def failed(message: str) -> None:
            self.failed.emit(message)
            warning(self.parent_widget, self.tr("Printing"), message)

        self.worker.run(make, then, failed)

    def close(self) -> None:
        """Before the window goes: wait for a build or print under way, drop its reply."""
        if self.dialog is not None:
            self.dialog.close()
        self.worker.close()

    def report_saved(self, path: str) -> None:
        """A job dialog wrote a PDF to `path`."""
        self.saved.emit(path)

    def _show(self, dialog: PdfJobDialog) -> PdfJobDialog:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def blank_sheets(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        description = self.tr(
            "Prints empty score sheets for {rules}, {language}, to fill in with a pen in "
            "games played with real dice."
        ).format(rules=self._rules_title(rules), language=self._in_language(lang))
        return self._show(
            PdfJobDialog(
                self,
                self.tr("Print blank sheets"),
                lambda o: printing_layer().blank_pdf(rules, o.layout, lang, o.copies, pace=o.pace),
                self._file_name(self.tr("{rules}-sheets.pdf"), rules.preset),
                with_layout=True,
                description=description,
                par=rules.upper_par,
            )
        )

    @Slot()
    def this_game(self) -> PdfJobDialog | None:
        game = self.current_game()
        if game is None:
            return None
        state, lang = game.state, self.language()
        setup, actions, directory = game.setup, game.actions, self.table_dir()

        def make(options: PdfOptions) -> bytes:
            """On the worker: the story (and the table, loaded or built) only when asked."""
            story = _story(setup, actions, directory) if options.chances else None
            data: bytes = printing_layer().filled_pdf(state, lang, story=story)
            return data

        with_chances = len(setup.seats) > 1 and setup.rules.columns == 1
        return self._show(
            PdfJobDialog(
                self,
                self.tr("Print this game"),
                make,
                self._file_name(self.tr("{rules}-game.pdf"), game.setup.rules.preset),
                with_chances=with_chances,
                description=self._game_description(state, lang, with_chances),
            )
        )

    def _game_description(self, state: GameState, lang: str, with_chances: bool) -> str:
        """What "Print this game" prints (`printing.filled`): one player's games side by
        side on one page, one page per game with every player's card, or the pad's sheet
        per player; then the chances page, when it can be added."""
        setup = state.setup
        language = self._in_language(lang)
        if len(setup.seats) == 1:
            text = (
                self.tr(
                    "Prints the score sheet as written so far, {language}: every box and "
                    "total, on one A4 page."
                )
                if setup.games == 1
                else self.tr(
                    "Prints the score sheet as written so far, {language}: every box and "
                    "total, one column per game of the series, on one A4 page."
                )
            )
        elif setup.games == 1:
            text = self.tr(
                "Prints the score sheets as written so far, {language}: every player's boxes "
                "and totals, the winners starred once the game is over."
            )
        elif state.sheets_per_player():
            text = self.tr(
                "Prints the score sheets as written so far, {language}: one A4 sheet per "
                "player, the games of the series side by side as on the paper pad, the games "
                "won starred."
            )
        else:
            text = self.tr(
                "Prints the score sheets as written so far, {language}: every game played "
                "on its own A4 page, with every player's boxes and totals and the winners "
                "starred."
            )
        text = text.format(language=language)
        if with_chances:
            text += " " + self.tr(
                "Tick “Chances page” to add a last page charting each player's chance of winning."
            )
        return text

    @staticmethod
    def _file_name(pattern: str, preset_name: str) -> str:
        """The PDF's default name, in the app's language ("yahtzee-partie.pdf"): the
        preview and Save as offered "yahtzee-game.pdf" in French."""
        return pattern.format(rules=preset_name)

    def _in_language(self, lang: str) -> str:
        return self.tr("in French") if lang == "fr" else self.tr("in English")

    def _rules_title(self, rules: RuleSet) -> str:
        """The rules' name, said to be changed when their options are not the preset's."""
        title = preset_title(rules.preset)
        plain = preset(rules.preset)
        if replace(rules, options=plain.options) != plain:
            title = self.tr("{rules}, with changed options").format(rules=title)
        return title

    @Slot()
    def rules_sheet(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        title = self._rules_title(rules)
        description = (
            self.tr("One A4 page with the rules of the game being played, {rules}, {language}.")
            if self.current_game() is not None
            else self.tr("One A4 page with the rules new games use, {rules}, {language}.")
        ).format(rules=title, language=self._in_language(lang))
        return self._show(
            PdfJobDialog(
                self,
                self.tr("Rules sheet"),
                lambda _options: printing_layer().rules_pdf(rules, lang),
                self._file_name(self.tr("{rules}-rules.pdf"), rules.preset),
                description=description,
            )
        )
