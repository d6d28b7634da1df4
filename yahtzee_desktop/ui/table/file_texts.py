"""What the file actions say about a game file or the autosave that went wrong, in the
window's translation context ("MainWindow"): kept apart so `file_actions.py` reads as the
rules of "nothing is thrown away" and nothing else."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem
from yahtzee_desktop.storage.autosave import Resumable

__all__ = ["damage_text", "problem_text", "translate"]


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
    """What a partly read journal lost and where its original is, for the main text."""
    if not found.skipped:
        return ""
    text = QCoreApplication.translate(
        "MainWindow",
        "%n action(s) of the autosave could not be read and were left out.",
        None,
        found.skipped,
    )
    if found.kept_as is not None:
        text += " " + translate("MainWindow", "The original file was kept as {path}.").format(
            path=str(found.kept_as)
        )
    else:
        text += " " + translate("MainWindow", "The original file could not be copied aside.")
    return text
