"""The window's games on disk: start-up, resume, open, save, new game, unfinished games.

The rules of "nothing is thrown away" live here, in one place: a game replaced in the
middle of a series (New game, Open, resuming another) or declined at start goes to the
unfinished games (storage/unfinished.py) first, and New game or Open ask before that.
A series waiting between two games (`GameState.between_games`) is kept too, but without a
question: its finished games are in the history already, so replacing it risks nothing
and a family is not asked every evening; if it cannot be kept, it is let go with a word
in the status bar (the history holds all that was played).
Texts keep the "MainWindow" translation context (they are the window's).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
)

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.savefile import (
    SaveFileError,
    load_game_with_holds,
    save_game,
)
from yahtzee_desktop.core.seeds import new_seed
from yahtzee_desktop.core.setup import GameSetup, now_iso
from yahtzee_desktop.storage.autosave import Resumable, read_autosave
from yahtzee_desktop.storage.paths import (
    autosave_path,
    data_dir_problem,
    saved_games_dir,
    unfinished_dir,
)
from yahtzee_desktop.storage.unfinished import UnfinishedGames
from yahtzee_desktop.ui.common.message_box import MessageQueue, WholeLinesBox, message_box
from yahtzee_desktop.ui.dialogs.resume_offer import resume_offer
from yahtzee_desktop.ui.table.autosave_watch import AutosaveWatch
from yahtzee_desktop.ui.table.file_texts import (
    came_back_text,
    cannot_keep_box,
    damage_text,
    problem_text,
    replace_anyway_box,
    translate,
    unreadable_text,
)
from yahtzee_desktop.ui.table.host import WindowHost

if TYPE_CHECKING:
    from yahtzee_desktop.storage.autosave import Autosave
    from yahtzee_desktop.ui.table.dice import DiceWidget


@dataclass(frozen=True)
class OpenedFile:
    """A saved game asked for at start (read already), offered beside the autosaved one."""

    path: Path
    game: Game
    holds: tuple[bool, ...] | None


class FileHost(WindowHost, Protocol):
    """What the file actions need of the window besides a feature's host: the game it
    shows and swaps, its autosave and recorder, the dice (whose holds are journalled), and
    the box an error is shown in. A protocol, so that the window imports this module and
    not the other way round."""

    autosave: Autosave | None
    error_box: QMessageBox | None
    messages: MessageQueue
    dice: DiceWidget

    @property
    def game(self) -> Game: ...

    @property
    def recorder(self) -> Any: ...  # the history feature's recorder, if any

    def set_game(self, game: Game) -> None: ...


__all__ = ["FILE_FILTER", "FileActions", "fresh_setup"]

FILE_FILTER = "Yahtzee Desktop (*.yahtzee.json *.json)"


def fresh_setup(setup: GameSetup, rules: RuleSet, keep_seed: bool = False) -> GameSetup:
    """The same table with these rules, a new seed (unless kept) and a start time."""
    seed = setup.seed if keep_seed else new_seed()
    return replace(setup, rules=rules, seed=seed, started=now_iso())


class FileActions(QObject):
    """What the window does with files: start-up, resume, open, save, new game, unfinished
    games; owned by the window (`window.files`).

    Signals:
        asking(QMessageBox): a question about the current game was just shown (tests and the
            end-to-end hook answer it through its buttons).
        kept(str): the current game was kept among the unfinished games (its file).
    """

    asking = Signal(QMessageBox)
    kept = Signal(str)

    def __init__(self, window: FileHost) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self.resume_box: QMessageBox | None = None
        self.question: QMessageBox | None = None
        self.autosave_watch = AutosaveWatch(window, self)
        self._after_answer: list[Callable[[], object]] = []
        """What waits for the start-up offer's answer (a file handed over meanwhile)."""
        self.unfinished = UnfinishedGames(unfinished_dir())
        window.dice.holdsChanged.connect(self._note_holds)

    @property
    def mid_series(self) -> bool:
        """Something was played and the series is not over: replacing it must keep it."""
        return self._keeps(self.window.game)

    def _keeps(self, game: Game) -> bool:
        """Replacing `game` must keep it: something of it was played and the series is
        not over (between games too: the series may go on another evening)."""
        return bool(game.actions) and not game.state.finished

    def _history_holds(self, game: Game) -> bool:
        """`game` waits between games and a history holds all that was played of it:
        replacing it needs no question, and losing it (it cannot be kept) loses no score."""
        return game.state.between_games() and self.window.recorder is not None

    # --- start-up ---------------------------------------------------------------------

    def start_up(self, savefile: str | None = None) -> bool:
        """What the app does once its window shows: say if games cannot be kept, take the
        autosave's news (history, damage, the offer to resume), then open `savefile`.
        True when a game was offered back or a file given to open (no welcome then)."""
        window = self.window
        problem = data_dir_problem()
        settings_ok = window.settings is None or window.settings.can_save()
        if problem is not None or not settings_ok:
            self._say_cannot_keep(problem, settings_ok)
        if problem is not None:
            window.autosave = None  # play on in memory; one message, not one per game
        found = read_autosave(autosave_path())
        if found is not None and found.game is not None and not found.offered:
            self._record_missing(found.game)
        if found is None or (found.game is not None and not found.offered and not found.damaged):
            self.start_autosave()
            offered = False
        else:
            opened = None
            if savefile is not None and found.offered:  # one question names both games
                with contextlib.suppress(SaveFileError):  # unreadable: open_file says why
                    opened = OpenedFile(Path(savefile), *load_game_with_holds(savefile))
                    savefile = None
            self.offer_resume(found, opened)
            offered = True
        if self.resume_box is None:  # nothing to answer first: the game on the table starts
            window.session.set_held(False)
        if savefile is not None:
            self.open_file(savefile)
            return True
        return offered

    def _say_cannot_keep(self, problem: str | None, settings_ok: bool) -> None:
        box = cannot_keep_box(problem, settings_ok, self.window.as_widget())
        self.window.error_box = box
        self.window.messages.post(box)

    def _record_missing(self, game: Game) -> None:
        recorder = self.window.recorder
        if recorder is not None and any(
            game.state.game_over(g) for g in range(len(game.state.cards))
        ):
            recorder.record_missing(game)

    # --- resume -----------------------------------------------------------------------

    def offer_resume(self, found: Resumable, opened: OpenedFile | None = None) -> None:
        """Ask whether to go on with the autosaved game (non-blocking; `resume_box`).

        With `opened` (a file given on the command line), the question names both and
        the one not played goes to the unfinished games: Escape resumes the autosaved
        game, the file's game kept. Nothing touches the journal until the answer (a file
        handed over meanwhile waits for it).

        Either answer keeps the game: declined, it goes to the unfinished games, and
        Escape (or closing the box) resumes it, as if nothing had been asked. Between
        games, the other answer starts a new game (the New game dialog), the series kept
        aside all the same (its finished games are in the history too). Until then
        the game on the table is held (no roll-off, no computer move, nothing journalled):
        resumed, it is never started; declined, it starts then.
        """
        window = self.window
        if found.game is None:
            self._say_unreadable(found)
            return
        if not found.offered:  # a finished game, partly read: say what was lost
            window.show_warning(translate("MainWindow", "Autosave damaged"), damage_text(found))
            self.start_autosave()
            return
        game = found.game
        offer = resume_offer(game.state)
        text = offer.news
        if found.damaged:
            text += "\n\n" + damage_text(found) + "\n"
        if opened is None:
            text += "\n" + offer.question
        else:
            text += "\n" + translate("MainWindow", "You also asked to open {file}.").format(
                file=opened.path.name
            )
            text += "\n\n" + translate(
                "MainWindow",
                "Which one do you want to play? The other one stays in File › Unfinished games.",
            )
        box = WholeLinesBox(
            QMessageBox.Icon.Question,
            offer.title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            window.as_widget(),
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        box.setObjectName("resume_box")
        box.button(QMessageBox.StandardButton.Yes).setText(offer.go_on)
        box.button(QMessageBox.StandardButton.No).setText(
            offer.other if opened is None else translate("MainWindow", "&Open the file")
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setEscapeButton(QMessageBox.StandardButton.Yes)
        if found.warnings:
            box.setDetailedText("\n".join(found.warnings))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(result: int) -> None:
            self.resume_box = None
            declined = result == QMessageBox.StandardButton.No
            if declined:
                self._decline(game)
            else:
                window.set_game(game)
                self._hold_again(found.holds)
            window.session.set_held(False)
            if opened is not None:
                if declined:
                    self.replace_game(opened.game, lambda: self._hold_again(opened.holds))
                else:
                    self._keep_opened(opened)
            elif declined and game.state.between_games():
                self._new_game_dialog()  # "Start a new game": the family chooses who plays
            waiting, self._after_answer = self._after_answer, []
            for then in waiting:  # files handed over while the question showed
                then()

        box.finished.connect(answered)
        self.resume_box = box
        window.session.set_held(True)
        window.messages.post(box)  # after a storage warning, if any

    def _keep_opened(self, opened: OpenedFile) -> None:
        """The file asked for at start was not played: it waits among the unfinished
        games (and stays where it was, untouched)."""
        try:
            kept = self.unfinished.keep(opened.game, opened.holds)
        except SaveFileError as exc:
            self.window.show_status(
                translate(
                    "MainWindow", "{file} was not opened ({problem}); it is still where it was."
                ).format(file=opened.path.name, problem=problem_text(exc)),
                8000,
            )
            return
        self.kept.emit(str(kept))
        self.window.show_status(
            translate("MainWindow", "{file} was kept in File › Unfinished games.").format(
                file=opened.path.name
            ),
            8000,
        )

    def _say_unreadable(self, found: Resumable) -> None:
        window = self.window
        title, text = unreadable_text(found)
        if found.kept_as is not None:
            text += "\n" + translate("MainWindow", "The file was kept as {path}.").format(
                path=str(found.kept_as)
            )
            text += "\n" + translate("MainWindow", "A new game starts.")
            self.start_autosave()
        else:
            text += "\n" + self._not_journalled()
        window.show_warning(title, text)

    def _not_journalled(self) -> str:
        """Stop the autosave for this session: its file must not be overwritten."""
        self.window.autosave = None
        return translate(
            "MainWindow",
            "The file could not be set aside, so it is left as it is and this session is not "
            "saved automatically (use File › Save as…).",
        )

    def _decline(self, game: Game) -> None:
        """The autosave's game goes to the unfinished games, as it was; then a new journal.
        In memory nothing was journalled, nothing moves; what was played is recorded in
        the history if missing."""
        window = self.window
        autosave = window.autosave
        if autosave is None or not self._keeps(game):
            self._record_missing(game)
            self.start_autosave()
            return
        try:
            kept = self.unfinished.keep_autosave(autosave.path)
        except SaveFileError as exc:
            window.show_warning(
                translate("MainWindow", "The game could not be kept"),
                translate("MainWindow", "The unfinished game could not be kept: {problem}").format(
                    problem=problem_text(exc)
                )
                + "\n"
                + self._not_journalled(),
            )
            return
        self._record_missing(game)
        self.start_autosave()
        if kept is not None:
            self.kept.emit(str(kept))
            window.show_status(
                translate("MainWindow", "The game was kept in File › Unfinished games."), 8000
            )

    def _note_holds(self, holds: tuple[bool, ...]) -> None:
        if self.window.autosave is not None:
            self.window.autosave.note_holds(holds)

    def start_autosave(self) -> None:
        """Journal the game on the table, replacing the journal: the finished games it
        may hold whose history write has not answered yet are put on disk first."""
        if self.window.autosave is not None:
            recorder = self.window.recorder
            if recorder is not None:
                recorder.secure()
            self.window.autosave.start(self.window.game)

    def on_autosave_error(self, error: SaveFileError) -> None:
        """Called by the autosave: the game goes on, only the journal stopped (told, then
        tried again until it works)."""
        self.autosave_watch.failed(error)

    def retry_autosave(self) -> None:
        self.autosave_watch.retry()

    # --- replacing the game: ask first, keep the current one --------------------------

    def ask_first(self, title: str, verb: str, then: Callable[[], object]) -> None:
        """Mid-game, ask before replacing the game (`then` runs on yes); else go on."""
        if not self.mid_series or self._history_holds(self.window.game):
            then()
            return
        box = message_box(
            QMessageBox.Icon.Question,
            title,
            translate("MainWindow", "The current game is not over.")
            + "\n"
            + translate("MainWindow", "The current game stays in File › Unfinished games."),
            QMessageBox.StandardButton.Cancel,
            self.window.as_widget(),
        )
        box.setObjectName("replace_box")
        go = box.addButton(verb, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(go)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(_result: int) -> None:
            self.question = None
            if box.clickedButton() is go:
                then()

        box.finished.connect(answered)
        self.question = box
        self.window.messages.post(box, lambda: self.asking.emit(box))

    def replace_game(self, game: Game, then: Callable[[], object] | None = None) -> None:
        """Play `game`, keeping the current one among the unfinished games if under way.

        If it cannot be kept, say why and ask again (replacing then loses it)."""
        window = self.window
        if not self.mid_series:
            window.set_game(game)
            if then is not None:
                then()
            return
        if self._history_holds(window.game):
            self._record_missing(window.game)  # the scores first, whatever comes next
        try:
            kept = self.unfinished.keep(window.game, self._holds())  # come back held
        except SaveFileError as exc:
            if self._history_holds(window.game):  # no score lost: say it and go on
                window.set_game(game)
                window.show_status(
                    translate(
                        "MainWindow",
                        "The series could not be kept ({problem}); its games are in the history.",
                    ).format(problem=problem_text(exc)),
                    8000,
                )
                if then is not None:
                    then()
                return
            box, lose = replace_anyway_box(exc, window.as_widget())

            def answered(_result: int) -> None:
                self.question = None
                if box.clickedButton() is lose:
                    window.set_game(game)
                    if then is not None:
                        then()

            box.finished.connect(answered)
            self.question = box
            window.messages.post(box, lambda: self.asking.emit(box))
            return
        window.set_game(game)
        self.kept.emit(str(kept))
        window.show_status(
            translate("MainWindow", "The previous game was kept in File › Unfinished games."),
            8000,
        )
        if then is not None:
            then()

    # --- files ------------------------------------------------------------------------

    def _holds(self) -> tuple[bool, ...] | None:
        """The dice held for the next roll, for a file; None if none (the file is then
        as an older app wrote it)."""
        holds = self.window.dice.holds()
        return holds if any(holds) else None

    def open_file(self, path: str | Path) -> bool:
        """Open a saved game (asking first mid-series), its dice held as when it was saved;
        False if it cannot be read. While the start-up offer shows, the game waits for its
        answer (the journal is not touched before)."""
        try:
            game, holds = load_game_with_holds(path)
        except SaveFileError as exc:
            self._file_warning(translate("MainWindow", "Cannot open the game"), path, exc)
            return False
        if self.resume_box is not None:
            self._after_answer.append(lambda: self._open_read(game, holds))
            return True
        self._open_read(game, holds)
        return True

    def _open_read(self, game: Game, holds: tuple[bool, ...] | None) -> None:
        self.ask_first(
            translate("MainWindow", "Open this game?"),
            translate("MainWindow", "&Open"),
            lambda: self.replace_game(game, lambda: self._hold_again(holds)),
        )

    def _file_warning(self, title: str, path: str | Path, exc: SaveFileError) -> None:
        """A file that could not be read or written, named with its problem in plain words."""
        self.window.show_warning(
            title,
            translate("MainWindow", "{file}: {problem}").format(
                file=Path(path).name, problem=problem_text(exc)
            ),
        )

    def _hold_again(self, holds: tuple[bool, ...] | None) -> None:
        """Hold the dice a game was saved or kept with (journalled through holdsChanged)."""
        if holds is not None:
            self.window.dice.set_holds(holds)

    def save_to(self, path: str | Path) -> bool:
        """Save the game with its held dice (Open gives them back)."""
        try:
            save_game(self.window.game, path, self._holds())
        except SaveFileError as exc:
            self._file_warning(translate("MainWindow", "Cannot save the game"), path, exc)
            return False
        self.window.show_status(
            translate("MainWindow", "Saved as {file}").format(file=Path(path).name), 5000
        )
        return True

    def _file_dialog(self, accept: QFileDialog.AcceptMode) -> QFileDialog:
        """Open's and Save's dialog, in the UI language: its filter's name, Qt's words
        (qtbase_fr and its supplement), sizes and dates (`file_dialog`)."""
        from yahtzee_desktop.ui.common.file_dialog import file_dialog

        name = translate("MainWindow", "Yahtzee Desktop games ({patterns})").format(
            patterns=FILE_FILTER[FILE_FILTER.index("(") + 1 : -1]
        )
        dialog = file_dialog(self.window.as_widget(), "", str(saved_games_dir()), name)
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

    def new_game(self, welcome: bool = False) -> None:
        """File › New game: mid-series, ask first; the current game is kept when replaced.
        `welcome`: the family's first start, greeted in the dialog."""
        self.ask_first(
            translate("MainWindow", "Start a new game?"),
            translate("MainWindow", "&New game"),
            lambda: self._new_game_dialog(welcome),
        )

    def _new_game_dialog(self, welcome: bool = False) -> None:
        window = self.window
        try:
            from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
        except ImportError:
            setup = window.game.setup
            self.replace_game(Game(fresh_setup(setup, setup.rules)))
            return
        dialog = NewGameDialog(window.as_widget(), window.settings, welcome)

        def done(_result: int) -> None:
            setup = dialog.result_setup()
            if setup is not None:
                if not setup.started:
                    setup = fresh_setup(setup, setup.rules, keep_seed=True)
                self.replace_game(Game(setup))

        dialog.finished.connect(done)
        window.show_dialog(dialog)

    # --- unfinished games -------------------------------------------------------------

    def show_unfinished(self) -> None:
        """File › Unfinished games…: the list, to resume or delete (imported when opened)."""
        from yahtzee_desktop.ui.dialogs.unfinished import UnfinishedGamesDialog

        dialog = UnfinishedGamesDialog(self.unfinished, self.window.as_widget())
        dialog.resumeRequested.connect(self.resume_unfinished)
        self.window.show_dialog(dialog)

    def resume_unfinished(self, path: str) -> bool:
        """Play a kept game, its held dice held again; the one under way is kept in its
        turn. The entry is deleted once the autosave holds the game (kept if it does not);
        a damaged one is resumed as far as it reads, said so, and set aside whole."""
        try:
            kept = self.unfinished.resume(Path(path))
        except SaveFileError as exc:
            self._file_warning(translate("MainWindow", "Cannot open the game"), path, exc)
            return False

        def on_the_table() -> None:
            self._hold_again(kept.holds)
            autosave = self.window.autosave
            journalled = (
                autosave is not None and autosave.journal is not None and autosave.error is None
            )
            if kept.damaged:  # said, and the whole file kept (never deleted)
                aside = None
                if journalled:
                    with contextlib.suppress(SaveFileError):  # else still listed: harmless
                        aside = self.unfinished.set_aside(Path(path))
                self.window.show_warning(
                    translate("MainWindow", "Kept game damaged"),
                    came_back_text(kept.game, kept.left_out, aside or Path(path)),
                )
            elif journalled:
                with contextlib.suppress(SaveFileError):  # still listed: harmless
                    self.unfinished.delete(Path(path))

        self.replace_game(kept.game, on_the_table)
        return True
