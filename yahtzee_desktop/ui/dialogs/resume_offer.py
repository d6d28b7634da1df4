"""What the offer to go on with the autosaved series says at start, in whole phrases.

A family that plays one game of a six-game series and quits was asked, at every later
launch, to resume "an unfinished game (game 2, turn 1)": a game they never began, in
words that suggest something would be lost. Between games (the last game finished,
nothing of the next one played yet) the offer now says that the finished game is kept in
the history, and asks whether to play the next game of the series or start something
new. In the middle of a game it still offers to resume that game where it stopped.

Whole sentences are translated (no sentence is glued from pieces), and a number stays
with its word on a wrapped line (`bind_numbers`). Texts keep the window's translation
context ("MainWindow"), as the offer's box is the window's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.common.nobreak import bind_numbers
from yahtzee_desktop.ui.common.plain import isolate

__all__ = ["ResumeOffer", "resume_offer"]


def translate(context: str, text: str) -> str:
    """`QCoreApplication.translate` under a name lupdate reads."""
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class ResumeOffer:
    """The offer's title, text, and the words of its two buttons."""

    title: str
    news: str
    """What was found (the damage, if any, follows it)."""
    question: str
    go_on: str
    """The default answer: play on with the series."""
    other: str
    """The other answer: between games, start a new game; else keep the game for later."""


def resume_offer(state: GameState) -> ResumeOffer:
    """The offer for the autosaved series `state`."""
    names = ", ".join(isolate(seat.name) for seat in state.setup.seats)
    if state.between_games():
        done, next_game = state.game_index, state.game_index + 1
        finished = bind_numbers(
            translate("MainWindow", "Game {done} of {games} is finished ({names})."),
            "done",
            "games",
        ).format(done=done, games=state.setup.games, names=names)
        finished += "\n" + translate("MainWindow", "The scores are kept in the history.")
        question = bind_numbers(
            translate(
                "MainWindow", "Do you want to play game {next} of the series, or start a new game?"
            ),
            "next",
        ).format(next=next_game)
        return ResumeOffer(
            translate("MainWindow", "Play the next game?"),
            finished,
            question,
            bind_numbers(translate("MainWindow", "&Play game {next}"), "next").format(
                next=next_game
            ),
            translate("MainWindow", "Start a &new game"),
        )
    found = bind_numbers(
        translate("MainWindow", "An unfinished game was found ({names}: game {n}, turn {turn})."),
        "n",
        "turn",
    ).format(names=names, n=state.game_index + 1, turn=state.turn + 1)
    question = translate("MainWindow", "Do you want to go on with it?")
    question += "\n" + translate(
        "MainWindow", "If not, it stays in File › Unfinished games, to resume later."
    )
    return ResumeOffer(
        translate("MainWindow", "Resume the game?"),
        found,
        question,
        translate("MainWindow", "&Resume"),
        translate("MainWindow", "&Keep it for later"),
    )
