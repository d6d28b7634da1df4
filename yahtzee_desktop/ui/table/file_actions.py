"""The window's games on disk: the start-up offer, open, save, new game, and autosave errors.

Kept apart from the window's layout so that the rules of "nothing is thrown away" live
in one place. Texts keep the "MainWindow" translation context (they are the window's).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem, load_game, save_game
from yahtzee_desktop.core.seeds import new_seed
from yahtzee_desktop.core.setup import GameSetup, now_iso
from yahtzee_desktop.storage.autosave import Resumable
from yahtzee_desktop.storage.paths import saved_games_dir

if TYPE_CHECKING:
    from yahtzee_desktop.ui.table.main_window import MainWindow

__all__ = ["FILE_FILTER", "FileActions", "fresh_setup"]

FILE_FILTER = "Yahtzee Desktop (*.yahtzee.json *.json)"


def translate(context: str, text: str) -> str:
    """`QCoreApplication.translate` under a name lupdate reads."""
    return QCoreApplication.translate(context, text)


def fresh_setup(setup: GameSetup, rules: RuleSet, keep_seed: bool = False) -> GameSetup:
    """The same table with these rules, a new seed (unless kept) and a start time."""
    seed = setup.seed if keep_seed else new_seed()
    return replace(setup, rules=rules, seed=seed, started=now_iso())


def problem_text(error: SaveFileError | None) -> str:
    """A translated sentence for why a game file could not be read or written."""
    problem = error.problem if error is not None else SaveFileProblem.CORRUPT
    texts = {
        SaveFileProblem.UNREADABLE: translate("MainWindow", "the file cannot be read."),
        SaveFileProblem.NOT_JSON: translate("MainWindow", "this is not a game file."),
        SaveFileProblem.FOREIGN: translate(
            "MainWindow", "this file is not a Yahtzee Desktop game."
        ),
        SaveFileProblem.FUTURE_VERSION: translate(
            "MainWindow", "it was saved by a newer version of Yahtzee Desktop."
        ),
        SaveFileProblem.CORRUPT: translate("MainWindow", "the file is damaged."),
        SaveFileProblem.DISK_FULL: translate("MainWindow", "the disk is full."),
        SaveFileProblem.UNWRITABLE: translate("MainWindow", "the file cannot be written."),
    }
    return texts[problem]


class FileActions(QObject):
    """What the window does with files: resume, open, save, new game; owned by the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.resume_box: QMessageBox | None = None

    # --- resume -----------------------------------------------------------------------

    def offer_resume(self, found: Resumable) -> None:
        """Ask whether to go on with the autosaved game (non-blocking; `resume_box`)."""
        window = self.window
        if found.game is None:
            kept = str(found.kept_as) if found.kept_as else ""
            text = translate(
                "MainWindow", "The autosaved game could not be read: {problem}"
            ).format(problem=problem_text(found.error))
            if kept:
                text += "\n" + translate("MainWindow", "The file was kept as {path}.").format(
                    path=kept
                )
            window.show_warning(translate("MainWindow", "Autosave damaged"), text)
            self.start_autosave()
            return
        game = found.game
        state = game.state
        names = ", ".join(seat.name for seat in state.setup.seats)
        text = translate(
            "MainWindow", "An unfinished game was found ({names}: game {n}, turn {turn})."
        ).format(names=names, n=state.game_index + 1, turn=state.turn + 1)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("MainWindow", "Resume the game?"),
            text + "\n" + translate("MainWindow", "Do you want to go on with it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            window,
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
                window.set_game(game)
            else:
                self.start_autosave()

        box.finished.connect(answered)
        self.resume_box = box
        box.open()

    def start_autosave(self) -> None:
        if self.window.autosave is not None:
            self.window.autosave.start(self.window.game)

    def on_autosave_error(self, error: SaveFileError) -> None:
        """Called by the autosave: the game goes on, only the journal stopped."""
        text = translate(
            "MainWindow", "The game can no longer be saved automatically: {problem}"
        ).format(problem=problem_text(error))
        text += "\n" + translate(
            "MainWindow", "You can go on playing; use File › Save as… to keep the game."
        )
        self.window.statusBar().showMessage(translate("MainWindow", "Autosave stopped"), 0)
        self.window.show_warning(translate("MainWindow", "Autosave stopped"), text)

    # --- files ------------------------------------------------------------------------

    def open_file(self, path: str | Path) -> bool:
        try:
            game = load_game(path)
        except SaveFileError as exc:
            self.window.show_warning(
                translate("MainWindow", "Cannot open the game"),
                translate("MainWindow", "{file}: {problem}").format(
                    file=Path(path).name, problem=problem_text(exc)
                ),
            )
            return False
        self.window.set_game(game)
        return True

    def save_to(self, path: str | Path) -> bool:
        try:
            save_game(self.window.game, path)
        except SaveFileError as exc:
            self.window.show_warning(
                translate("MainWindow", "Cannot save the game"),
                translate("MainWindow", "{file}: {problem}").format(
                    file=Path(path).name, problem=problem_text(exc)
                ),
            )
            return False
        self.window.show_status(
            translate("MainWindow", "Saved as {file}").format(file=Path(path).name), 5000
        )
        return True

    def _file_dialog(self, accept: QFileDialog.AcceptMode) -> QFileDialog:
        dialog = QFileDialog(self.window, "", str(saved_games_dir()), FILE_FILTER)
        dialog.setAcceptMode(accept)
        return dialog

    def open_dialog(self) -> None:
        dialog = self._file_dialog(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setWindowTitle(translate("MainWindow", "Open a game"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.open_file)
        self.window.show_dialog(dialog)

    def save_dialog(self) -> None:
        dialog = self._file_dialog(QFileDialog.AcceptMode.AcceptSave)
        dialog.setWindowTitle(translate("MainWindow", "Save the game as"))
        dialog.setDefaultSuffix("yahtzee.json")
        dialog.fileSelected.connect(self.save_to)
        self.window.show_dialog(dialog)

    # --- new game ---------------------------------------------------------------------

    def new_game(self) -> None:
        window = self.window
        try:
            from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
        except ImportError:
            setup = window.game.setup
            window.start_setup(fresh_setup(setup, setup.rules))
            return
        dialog = NewGameDialog(window, window.settings)

        def done(_result: int) -> None:
            setup = dialog.result_setup()
            if setup is not None:
                if not setup.started:
                    setup = fresh_setup(setup, setup.rules, keep_seed=True)
                window.start_setup(setup)

        dialog.finished.connect(done)
        window.show_dialog(dialog)
