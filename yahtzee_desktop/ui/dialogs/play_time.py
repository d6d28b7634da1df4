"""How long a game takes, said where the family chooses how many to play (the welcome
offered six games by default: hours for a first evening, and nothing said so).

Rough on purpose: a person's turn at a family table takes about 40 seconds with the app's
dice and a minute with real dice typed in; a computer's, a few seconds.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["game_minutes", "play_time_text"]

PERSON_TURN_S = 40
PERSON_REAL_DICE_TURN_S = 60
COMPUTER_TURN_S = 6


def game_minutes(turns: int, people: int, computers: int, real_dice: bool = False) -> int:
    """Minutes one game takes, rounded to 5 (at least 5)."""
    person = PERSON_REAL_DICE_TURN_S if real_dice else PERSON_TURN_S
    seconds = turns * (people * person + computers * COMPUTER_TURN_S)
    return max(5, 5 * round(seconds / 300))


def _duration(minutes: int) -> str:
    if minutes < 60:
        return QCoreApplication.translate("NewGameDialog", "about {minutes} minutes").format(
            minutes=minutes
        )
    hours = round(minutes / 30) / 2
    if hours == 1:
        return QCoreApplication.translate("NewGameDialog", "about an hour")
    return QCoreApplication.translate("NewGameDialog", "about {hours} hours").format(
        hours=QLocale().toString(hours, "g", 3)  # "1.5", "1,5" in French
    )


def play_time_text(
    turns: int, people: int, computers: int, games: int, real_dice: bool = False
) -> str:
    """ "About 15 minutes a game" and, for a series, what it takes in all (beside the
    number of games: short enough for one line)."""
    minutes = game_minutes(turns, people, computers, real_dice)
    if games == 1:
        return QCoreApplication.translate("NewGameDialog", "{duration} a game").format(
            duration=capital(_duration(minutes))
        )
    return QCoreApplication.translate("NewGameDialog", "{duration} a game, {total} in all").format(
        duration=capital(_duration(minutes)), total=_duration(minutes * games)
    )


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]
