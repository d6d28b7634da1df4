"""What a box asks for and what it pays, in words, derived from its BoxRule.

The sheets print the short form in their label column, the rules page the long
form in its table; both read the rule set, so an option that changes the points
(e.g. ``points={"full_house": 30}``) changes the paper too.
"""

from __future__ import annotations

from ..core.rules import BoxRule, RuleSet, ScoreKind
from ..i18n import QT_TRANSLATE_NOOP
from .style import tr

__all__ = ["box_condition", "box_points", "dice_words", "run_text"]

_DICE_WORDS = {
    5: (QT_TRANSLATE_NOOP("Printing", "five"), QT_TRANSLATE_NOOP("Printing", "Five")),
    6: (QT_TRANSLATE_NOOP("Printing", "six"), QT_TRANSLATE_NOOP("Printing", "Six")),
}
"""The number of dice in words, as a sentence says it inside and at its start."""


def dice_words(dice: int, lang: str) -> tuple[str, str]:
    """("five", "Five") in the page's language; digits for a number without words."""
    words = _DICE_WORDS.get(dice)
    if words is None:
        return str(dice), str(dice)
    return tr(words[0], lang), tr(words[1], lang)


_SUM = QT_TRANSLATE_NOOP("Printing", "sum of dice")
_FACE_SUM = QT_TRANSLATE_NOOP("Printing", "sum of the {face}s")
_MATCHING = QT_TRANSLATE_NOOP("Printing", "{count} × the face")
_PAIR_SUM = QT_TRANSLATE_NOOP("Printing", "sum of the pair")
_PAIRS_SUM = QT_TRANSLATE_NOOP("Printing", "sum of the pairs")

_COND_UPPER = QT_TRANSLATE_NOOP("Printing", "Any dice; only the {face}s count")
_COND_KIND = QT_TRANSLATE_NOOP("Printing", "At least {count} equal dice")
_COND_FULL = QT_TRANSLATE_NOOP("Printing", "3 equal dice and 2 equal dice of another number")
_COND_RUN = QT_TRANSLATE_NOOP("Printing", "{length} numbers in a row: {runs}")
_COND_RUN_ONE = QT_TRANSLATE_NOOP("Printing", "Exactly {runs}")
_COND_RUN_AMONG = QT_TRANSLATE_NOOP("Printing", "{runs} among the dice")
_COND_ALL_SAME = QT_TRANSLATE_NOOP("Printing", "{count} equal dice")
_COND_THREE_PAIRS = QT_TRANSLATE_NOOP("Printing", "3 pairs of different numbers")
_COND_VILLA = QT_TRANSLATE_NOOP("Printing", "3 equal dice and 3 equal dice of another number")
_COND_TOWER = QT_TRANSLATE_NOOP("Printing", "4 equal dice and 2 equal dice of another number")
_COND_ANY = QT_TRANSLATE_NOOP("Printing", "Any dice")
_COND_PAIR = QT_TRANSLATE_NOOP("Printing", "2 equal dice (the highest pair counts)")
_COND_TWO_PAIRS = QT_TRANSLATE_NOOP("Printing", "2 pairs of different numbers")
_COND_PLUS = QT_TRANSLATE_NOOP("Printing", "Any dice; should beat Minus")
_COND_MINUS = QT_TRANSLATE_NOOP("Printing", "Any dice; should stay below Plus")
_OR = QT_TRANSLATE_NOOP("Printing", "or")

_MATCHING_LONG = QT_TRANSLATE_NOOP("Printing", "sum of the {count} equal dice")
_SUM_LONG = QT_TRANSLATE_NOOP("Printing", "sum of all {count} dice")
_FULL_SUM = QT_TRANSLATE_NOOP("Printing", "sum of those 5 dice")
"""A full house among more than five dice counts the five that make it."""


def box_points(box: BoxRule, lang: str, long: bool = False) -> str:
    """Points of a box: short for a sheet's label column ("25", "sum of dice", "sum of the
    3s"), long for the rules page."""
    kind = box.kind
    if kind is ScoreKind.UPPER:
        return tr(_FACE_SUM, lang).format(face=box.face)
    if box.points is not None:
        return str(box.points)
    if kind is ScoreKind.KIND and box.matching:
        return tr(_MATCHING_LONG if long else _MATCHING, lang).format(count=box.count)
    if kind is ScoreKind.PAIR:
        return tr(_PAIR_SUM, lang)
    if kind in (ScoreKind.TWO_PAIRS, ScoreKind.THREE_PAIRS):
        return tr(_PAIRS_SUM, lang)
    if kind is ScoreKind.FULL_HOUSE and box.dice > 3 + 2:  # more dice than make it
        return tr(_FULL_SUM, lang)
    return tr(_SUM_LONG, lang).format(count=box.dice) if long else tr(_SUM, lang)


def box_points_long(box: BoxRule, lang: str) -> str:
    """Points column of the rules page."""
    return box_points(box, lang, long=True)


def run_text(run: frozenset[int]) -> str:
    return "-".join(str(f) for f in sorted(run))


def box_condition(box: BoxRule, lang: str) -> str:
    """Condition column of the rules page."""
    kind = box.kind
    if kind is ScoreKind.UPPER:
        return tr(_COND_UPPER, lang).format(face=box.face)
    if kind is ScoreKind.KIND:
        return tr(_COND_KIND, lang).format(count=box.count)
    if kind is ScoreKind.FULL_HOUSE:
        return tr(_COND_FULL, lang)
    if kind is ScoreKind.STRAIGHT:
        runs = [run_text(r) for r in box.runs]
        if len(runs) == 1:  # with more dice than the run, the others are free
            key = _COND_RUN_ONE if len(box.runs[0]) == box.dice else _COND_RUN_AMONG
            return tr(key, lang).format(runs=runs[0])
        joined = ", ".join(runs[:-1]) + f" {tr(_OR, lang)} " + runs[-1]
        return tr(_COND_RUN, lang).format(length=len(box.runs[0]), runs=joined)
    if kind is ScoreKind.YAHTZEE:
        return tr(_COND_ALL_SAME, lang).format(count=box.dice)
    if kind is ScoreKind.PAIR:
        return tr(_COND_PAIR, lang)
    if kind is ScoreKind.TWO_PAIRS:
        return tr(_COND_TWO_PAIRS, lang)
    if kind is ScoreKind.THREE_PAIRS:
        return tr(_COND_THREE_PAIRS, lang)
    if kind is ScoreKind.VILLA:
        return tr(_COND_VILLA, lang)
    if kind is ScoreKind.TOWER:
        return tr(_COND_TOWER, lang)
    if kind is ScoreKind.PLUS:
        return tr(_COND_PLUS, lang)
    if kind is ScoreKind.MINUS:
        return tr(_COND_MINUS, lang)
    return tr(_COND_ANY, lang)


def upper_bonus_text(rules: RuleSet, lang: str) -> str:
    """The bonus line: "Bonus: 35 if 63 or more"."""
    return tr(_BONUS, lang).format(points=rules.upper_bonus, threshold=rules.upper_bonus_threshold)


_BONUS = QT_TRANSLATE_NOOP("Printing", "Bonus: {points} if {threshold} or more")
