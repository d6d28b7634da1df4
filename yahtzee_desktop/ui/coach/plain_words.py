"""The hint as a child would say it: "Keep the three 4s, then roll the other two dice",
"Score 25 in Full house", and which of the dice on the table to keep (marked on the dice
themselves). One "and" a sentence at most: "Keep 1, 2, 3 and 4 and roll one die" made a
child stumble, so the roll follows a comma and "then".

What each choice is worth is said in words too (`plain_figures`: "about 238 points by
the end of the game, on average"), rounded: "238.4 expected" was the grown-ups' jargon,
and its exact figures (`figures.hint_text`, in these same words) stay in a tooltip for
those who want them.
Coach mode's note after a costly choice likewise, in two short sentences (`plain_note`:
"Scoring 0 in Yahtzee right away cost you about 14 points on average. It would have been
better to keep the three 4s, then roll the other two dice.").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QLocale

from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, box_label, column_label

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Choice, Hint

__all__ = [
    "capital",
    "keep_text",
    "kept_dice",
    "plain_better",
    "plain_choice",
    "plain_done",
    "plain_figures",
    "plain_hint",
    "plain_lost",
    "plain_note",
    "plain_start",
    "rounded",
]

_WORDS = {
    1: QT_TRANSLATE_NOOP("PlainWords", "one"),
    2: QT_TRANSLATE_NOOP("PlainWords", "two"),
    3: QT_TRANSLATE_NOOP("PlainWords", "three"),
    4: QT_TRANSLATE_NOOP("PlainWords", "four"),
    5: QT_TRANSLATE_NOOP("PlainWords", "five"),
    6: QT_TRANSLATE_NOOP("PlainWords", "six"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("PlainWords", text)


def _number(n: int) -> str:
    """A count of dice in words ("five"), in figures past the words known."""
    return _t(_WORDS[n]) if n in _WORDS else str(n)


def _and(parts: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(parts) == 1:
        return parts[0]
    return QCoreApplication.translate("PlainWords", "{items} and {last}").format(
        items=", ".join(parts[:-1]), last=parts[-1]
    )


def keep_text(keep: Sequence[int]) -> str:
    """The dice to keep, as said aloud: "the three 4s", "the two 5s and the 6", "2, 3, 4 and
    5", "the 6" (one die alone: "Keep 6" read as keeping six dice)."""
    counts = Counter(keep)
    faces = sorted(counts, key=lambda f: (-counts[f], f))
    if len(faces) > 1 and all(counts[f] == 1 for f in faces):
        return _and([str(f) for f in sorted(faces)])
    parts = []
    for face in faces:
        if counts[face] == 1:
            parts.append(QCoreApplication.translate("PlainWords", "the {face}").format(face=face))
        else:
            parts.append(
                QCoreApplication.translate("PlainWords", "the {count} {face}s").format(
                    count=_number(counts[face]), face=face
                )
            )
    return _and(parts)


def _box_name(state: GameState, box: tuple[int, str]) -> str:
    rules = state.setup.rules
    column, box_id = box
    name = QCoreApplication.translate("Box", box_label(box_id, rules.preset))
    if rules.columns > 1:
        col = QCoreApplication.translate("Column", column_label(rules.column_rules[column].id))
        return QCoreApplication.translate("PlainWords", "{box} ({column})").format(
            box=name, column=col
        )
    return name


class _Phrases(NamedTuple):
    """The words of one way of saying a choice (an order, what was done, what would
    have been better): whole phrases, so each language words each shape as it must."""

    reroll: str
    keep_all: str
    one: str
    some: str
    last: str
    early: str


_ORDER = _Phrases(
    QT_TRANSLATE_NOOP("PlainWords", "Roll all {count} dice again"),
    QT_TRANSLATE_NOOP("PlainWords", "Keep all {count} dice"),
    QT_TRANSLATE_NOOP("PlainWords", "Keep {dice}, then roll the other die"),
    QT_TRANSLATE_NOOP("PlainWords", "Keep {dice}, then roll the other {count} dice"),
    QT_TRANSLATE_NOOP("PlainWords", "Score {points} in {box}"),
    QT_TRANSLATE_NOOP("PlainWords", "Score {points} in {box} now"),
)
_DONE = _Phrases(  # the dice rolled are the others: no need to say it
    QT_TRANSLATE_NOOP("PlainWords", "rolling all {count} dice again"),
    QT_TRANSLATE_NOOP("PlainWords", "keeping all {count} dice"),
    QT_TRANSLATE_NOOP("PlainWords", "keeping {dice}"),
    QT_TRANSLATE_NOOP("PlainWords", "keeping {dice}"),
    QT_TRANSLATE_NOOP("PlainWords", "scoring {points} in {box}"),
    QT_TRANSLATE_NOOP("PlainWords", "scoring {points} in {box} right away"),
)
_BETTER = _Phrases(
    QT_TRANSLATE_NOOP("PlainWords", "roll all {count} dice again"),
    QT_TRANSLATE_NOOP("PlainWords", "keep all {count} dice"),
    QT_TRANSLATE_NOOP("PlainWords", "keep {dice}, then roll the other die"),
    QT_TRANSLATE_NOOP("PlainWords", "keep {dice}, then roll the other {count} dice"),
    QT_TRANSLATE_NOOP("PlainWords", "score {points} in {box}"),
    QT_TRANSLATE_NOOP("PlainWords", "score {points} in {box} right away"),
)


def _say(choice: Choice | None, state: GameState, phrases: _Phrases) -> str:
    """`choice` in `phrases`; None is keeping all the dice (five, or the rule set's)."""
    dice = state.setup.rules.dice
    keep = (1,) * dice if choice is None else choice.keep
    if keep is not None:
        rolled = dice - len(keep)
        if not keep:
            return _t(phrases.reroll).format(count=_number(dice))
        if rolled == 0:
            return _t(phrases.keep_all).format(count=_number(dice))
        if rolled == 1:
            return _t(phrases.one).format(dice=keep_text(keep))
        return _t(phrases.some).format(dice=keep_text(keep), count=_number(rolled))
    assert choice is not None and choice.box is not None
    points = state.options().get(choice.box, 0)
    last = state.rolls >= state.rolls_allowed
    return _t(phrases.last if last else phrases.early).format(
        points=points, box=_box_name(state, choice.box)
    )


def plain_choice(choice: Choice, state: GameState) -> str:
    """What to do, in words a child understands: "Keep 1, 2, 3 and 4, then roll the other
    die" ("… and 4 and roll one die" said "and" twice: a child stumbled)."""
    return _say(choice, state, _ORDER)


def plain_done(choice: Choice | None, state: GameState) -> str:
    """A choice made, as the subject of a sentence ("scoring 0 in Yahtzee right away",
    "keeping the three 4s"); None is keeping all the dice."""
    return _say(choice, state, _DONE)


def plain_better(choice: Choice, state: GameState) -> str:
    """The choice that would have been better, after "It would have been better to":
    "keep the three 4s, then roll the other two dice", "score 25 in Full house right
    away"."""
    return _say(choice, state, _BETTER)


def kept_dice(dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]) -> tuple[int, ...]:
    """Which dice on the table (indexes) to keep: dice already held first, so the marks
    ask for as few clicks as possible."""
    wanted = Counter(keep)
    marked: list[int] = []
    for pass_held in (True, False):
        for i, face in enumerate(dice):
            if bool(held[i]) is pass_held and wanted[face] > 0 and i not in marked:
                wanted[face] -= 1
                marked.append(i)
    return tuple(sorted(marked))


def plain_hint(hint: Hint, state: GameState) -> tuple[str, tuple[int, ...]]:
    """(the words, the dice to mark) for the best choice of a hint."""
    if not hint.choices or state.dice is None:
        return QCoreApplication.translate("PlainWords", "No box can take these dice."), ()
    best = hint.best
    marks = kept_dice(state.dice, state.held, best.keep) if best.keep else ()
    return plain_choice(best, state), marks


def rounded(value: float) -> str:
    """Points as a family says them: whole, in the UI language's format."""
    return QLocale().toString(round(value))


ESTIMATES = QT_TRANSLATE_NOOP("Coach", "For these rules the coach can only estimate.")
"""Said after the figures when the rules have no exact table (Triple Yahtzee, Yams…):
"(estimates: this variant has no exact solution)" was no sentence a family reads, and
was never in the catalogue: the French hint said it in English."""


def plain_figures(hint: Hint, state: GameState, count: int = 2) -> str:
    """What the best choice and its main alternative lead to (the others are in the
    tooltip's figures: the pane beside the sheet is narrow), a sentence each, rounded:
    "That way: about 238 points by the end of the game, on average." then "Or score 12 in
    Fours right away: you’d end with about 231 on average." ("Keep …, then roll the other
    die instead: …" stacked one clause on another)."""
    picked = hint.alternatives(count)
    if not picked:
        return QCoreApplication.translate("PlainWords", "No box can take these dice.")
    best, others = picked[0], picked[1:]
    if hint.rolls_left == 0 and best.box is not None:
        lines = _certain_figures(best, others, state)
        if not hint.exact:
            lines.append(QCoreApplication.translate("Coach", ESTIMATES))
        return "\n".join(lines)
    lines = [
        QCoreApplication.translate(
            "PlainWords", "That way: about {points} points by the end of the game, on average."
        ).format(points=rounded(best.expected))
    ]
    lines += [
        QCoreApplication.translate(
            "PlainWords", "Or {choice}: you’d end with about {points} on average."
        ).format(choice=plain_better(c, state), points=rounded(c.expected))
        for c in others
    ]
    if not hint.exact:  # a line of its own: after "Or …" it read as part of the alternative
        lines.append(QCoreApplication.translate("Coach", ESTIMATES))
    return "\n".join(lines)


def _certain_figures(best: Choice, others: Sequence[Choice], state: GameState) -> list[str]:
    """On the last roll, the points that are certain now ("That scores 25 now."), and
    what another box costs by the end ("about 206 on average" was a figure no one at
    the table could check; the other box's own points are in its words)."""
    options = state.options()
    assert best.box is not None
    lines = [
        QCoreApplication.translate("PlainWords", "That scores {points} now.").format(
            points=options.get(best.box, 0)
        )
    ]
    for other in others:
        if other.box is None:
            continue
        fewer = best.expected - other.expected
        if round(fewer) == 0:
            text = QCoreApplication.translate(
                "PlainWords", "Or {choice}: just as good by the end of the game."
            )
        else:
            text = QCoreApplication.translate(
                "PlainWords",
                "Or {choice}: about {fewer} fewer points by the end of the game.",
            )
        lines.append(text.format(choice=plain_better(other, state), fewer=rounded(fewer)))
    return lines


def plain_start(expected: float, exact: bool) -> str:
    """Before the first roll: what the card is worth with best play, rounded."""
    if exact:
        text = QCoreApplication.translate(
            "PlainWords",
            "Roll the dice. Playing your best, you’d end this game with about {points} points "
            "on average.",
        )
        return text.format(points=rounded(expected))
    text = QCoreApplication.translate(
        "PlainWords",
        "Roll the dice. Playing well, you’d end this game with about {points} points on average.",
    )
    return (
        text.format(points=rounded(expected)) + " " + QCoreApplication.translate("Coach", ESTIMATES)
    )


def plain_lost(loss: float) -> str:
    """What a choice cost, as the review table says it: whole points ("6"), "less than 1"
    for a small loss that would round to nothing (the exact figure is in the cell's
    tooltip, in a sentence)."""
    if round(loss) == 0:
        return QCoreApplication.translate("PlainWords", "less than 1")
    return rounded(loss)


def capital(sentence: str) -> str:
    """A sentence starts with a capital, wherever its first placeholder put a word."""
    return sentence[:1].upper() + sentence[1:]


def plain_note(
    chosen: Choice | None,
    best: Choice,
    loss: float,
    state: GameState,
    exact: bool,
    name: str | None = None,
) -> str:
    """Coach mode's word after a costly choice made in `state`, rounded, in two short
    sentences: what it cost, then what would have been better ("gave up 3.2 points on
    average; … was better (238.4)" was the grown-ups' jargon). With `name`, it says whom
    it is about ("Léo: scoring 16 in Chance … cost about 9 points"): shown at a table of
    several, "you" read as the player whose turn it was by then."""
    points = round(loss)
    if name is not None:
        if points == 1:
            text = QCoreApplication.translate(
                "PlainWords",
                "{name}: {choice} cost about 1 point on average. It would have been better "
                "to {better}.",
            )
        else:
            text = QCoreApplication.translate(
                "PlainWords",
                "{name}: {choice} cost about {points} points on average. It would have been "
                "better to {better}.",
            )
    elif points == 1:
        text = QCoreApplication.translate(
            "PlainWords",
            "{choice} cost you about 1 point on average. It would have been better to {better}.",
        )
    else:
        text = QCoreApplication.translate(
            "PlainWords",
            "{choice} cost you about {points} points on average. It would have been better "
            "to {better}.",
        )
    note = capital(
        text.format(
            name=name,
            choice=plain_done(chosen, state),
            points=rounded(loss),
            better=plain_better(best, state),
        )
    )
    if not exact:
        note += " " + QCoreApplication.translate("Coach", ESTIMATES)
    return note
