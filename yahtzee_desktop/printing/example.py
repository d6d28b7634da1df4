"""A worked turn for the rules page, that a ten-year-old can follow: the three rolls, what
is kept, where the score goes and why, with the points the rule set really pays."""

from __future__ import annotations

from ..core.rules import RuleSet
from ..i18n import QT_TRANSLATE_NOOP
from .describe import box_points_long
from .style import box_name, tr

__all__ = ["example_steps"]

_T = {
    "heading": QT_TRANSLATE_NOOP("Printing", "A turn, step by step"),
    "roll1": QT_TRANSLATE_NOOP(
        "Printing", "First roll: {dice}. You keep the two 3s and roll the other three dice."
    ),
    "roll2": QT_TRANSLATE_NOOP(
        "Printing",
        "Second roll: {rolled}. You now have {dice}: keep the three 3s, roll the last two.",
    ),
    "roll3": QT_TRANSLATE_NOOP("Printing", "Third roll: {rolled}. You now have {dice}."),
    "more": QT_TRANSLATE_NOOP(
        "Printing",
        "Four 3s: {four} pays {points} ({how}), {threes} only {upper}. "
        "You write {points} in {four}.",
    ),
    "same": QT_TRANSLATE_NOOP(
        "Printing",
        "Four 3s: {four} pays {points} ({how}), and {threes} too. "
        "You write {points} in {four} and keep {threes} for later.",
    ),
}

ROLLS = ((2, 3, 3, 5, 6), (1, 3, 4), (3, 6))
"""The dice of the example: two 3s, then a third, then a fourth."""


def _dice(dice: tuple[int, ...]) -> str:
    return "-".join(str(d) for d in dice)


def example_steps(rules: RuleSet, lang: str) -> tuple[str, list[str]]:
    """The heading and the steps; no steps for a rule set without Fours of a kind or Threes,
    nor for one whose dice are not the example's five (its rolls and words count them)."""
    kept = (3, 3, 3, 1, 4)
    if "four_kind" not in rules.by_id or "threes" not in rules.by_id or rules.dice != len(kept):
        return "", []
    final = (3, 3, 3, 3, 6)
    four = rules.by_id["four_kind"]
    points = four.score(tuple(sorted(final)))
    upper = rules.by_id["threes"].score(tuple(sorted(final)))
    names = {
        "four": box_name("four_kind", rules.preset, lang),
        "threes": box_name("threes", rules.preset, lang),
    }
    last = tr(_T["more" if points > upper else "same"], lang).format(
        points=points, upper=upper, how=box_points_long(four, lang), **names
    )
    steps = [
        tr(_T["roll1"], lang).format(dice=_dice(ROLLS[0])),
        tr(_T["roll2"], lang).format(rolled=_dice(ROLLS[1]), dice=_dice(kept)),
        tr(_T["roll3"], lang).format(rolled=_dice(ROLLS[2]), dice=_dice(final)),
        last,
    ]
    return tr(_T["heading"], lang), steps
