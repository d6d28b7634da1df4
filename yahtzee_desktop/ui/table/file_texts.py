"""What the file actions say about a game file or the autosave that went wrong, in the
window's translation context ("MainWindow"): kept apart so `file_actions.py` reads as the
rules of "nothing is thrown away" and nothing else."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.storage.autosave import Resumable
from yahtzee_desktop.storage.paths import data_dir
from yahtzee_desktop.ui.common.message_box import message_box

__all__ = [
    "came_back_text",
    "cannot_keep_box",
    "damage_text",
    "problem_text",
    "replace_anyway_box",
    "translate",
    "unreadable_text",
]


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
        SaveFileProblem.NOT_A_FILE: translate(
            "MainWindow", "this is not a file but a device, a pipe or a folder."
        ),
        SaveFileProblem.TOO_BIG: translate(
            "MainWindow", "this file is far too large to be a game."
        ),
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


def cannot_keep_box(problem: str | None, settings_ok: bool, parent: QWidget) -> QMessageBox:
    """The start-up warning when games or preferences cannot be kept (the data or
    settings folder cannot be written); `problem` is the system's own words."""
    parts = []
    if problem is not None:
        parts.append(
            translate(
                "MainWindow",
                "Games cannot be kept on this computer: the folder {path} cannot be written.",
            ).format(path=str(data_dir()))
            + "\n"
            + translate(
                "MainWindow",
                "You can play: the game stays in memory until you quit. Use File › Save "
                "as… to save it in another folder.",
            )
        )
    if not settings_ok:
        parts.append(
            translate(
                "MainWindow",
                "Your preferences cannot be saved: the settings folder cannot be written. "
                "They apply until you quit.",
            )
        )
    box = message_box(
        QMessageBox.Icon.Warning,
        translate("MainWindow", "Games cannot be kept")
        if problem is not None
        else translate("MainWindow", "Preferences cannot be saved"),
        "\n\n".join(parts),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("storage_problem_box")
    if problem is not None:
        box.setDetailedText(problem)  # the system's own words (English)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


def unreadable_text(found: Resumable) -> tuple[str, str]:
    """The title and first words for an autosave that gave no game at all."""
    if found.newer_version:
        return translate("MainWindow", "Autosave from a newer version"), translate(
            "MainWindow",
            "The autosaved game was written by a newer version of Yahtzee Desktop, "
            "which this version cannot read.",
        )
    return translate("MainWindow", "Autosave damaged"), translate(
        "MainWindow", "The autosaved game could not be read: {problem}"
    ).format(problem=problem_text(found.error))


def replace_anyway_box(exc: SaveFileError, parent: QWidget) -> tuple[QMessageBox, QAbstractButton]:
    """The game under way could not be kept: replace it anyway? (Cancel is the default.)
    The box and its button that replaces it."""
    box = message_box(
        QMessageBox.Icon.Warning,
        translate("MainWindow", "The game could not be kept"),
        translate("MainWindow", "The current game could not be kept: {problem}").format(
            problem=problem_text(exc)
        )
        + "\n"
        + translate(
            "MainWindow",
            "Replace it anyway? It will be lost, unless you first save it with File › Save as….",
        ),
        QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName("replace_box")
    lose = box.addButton(
        translate("MainWindow", "Replace it"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box, lose
