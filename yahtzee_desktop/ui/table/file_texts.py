"""What the file actions say about a game file or the autosave that went wrong, in the
window's translation context ("MainWindow"): kept apart so `file_actions.py` reads as the
rules of "nothing is thrown away" and nothing else."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.storage.autosave import Resumable

__all__ = ["came_back_text", "damage_text", "problem_text", "translate"]


def translate(context: str, text: str) -> str:
    """`QCoreApplication.translate` under a name lupdate reads."""
    return QCoreApplication.translate(context, text)


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


def damage_text(found: Resumable) -> str:
    """What a damaged journal gave back and where its original is, for the main text."""
    if found.game is None or not found.damaged:
        return ""
    return came_back_text(found.game, found.left_out, found.kept_as)


def came_back_text(game: Game, left_out: int, kept_as: Path | None) -> str:
    """A journal read up to its first damaged line (`left_out` lines not replayed; none:
    only its first line was damaged, read from its copy): where the game came back to,
    and where the whole file is kept."""
    if left_out:
        state = game.state
        n = len(game.actions)
        moves = (
            translate("MainWindow", "one move")
            if n == 1
            else translate("MainWindow", "{n} moves").format(n=n)
        )
        if game.setup.games > 1:
            text = translate(
                "MainWindow",
                "The game came back as it was in game {game}, turn {turn} ({moves}); the rest "
                "of the file could not be read.",
            ).format(game=state.game_index + 1, turn=state.turn + 1, moves=moves)
        else:
            text = translate(
                "MainWindow",
                "The game came back as it was at turn {turn} ({moves}); the rest of the file "
                "could not be read.",
            ).format(turn=state.turn + 1, moves=moves)
    else:
        text = translate(
            "MainWindow",
            "The first line of the file was damaged; it was read from its copy, and nothing "
            "was lost.",
        )
    if kept_as is not None:
        text += " " + translate("MainWindow", "The whole file is kept as {path}.").format(
            path=str(kept_as)
        )
    else:
        text += " " + translate("MainWindow", "The whole file could not be copied aside.")
    return text
