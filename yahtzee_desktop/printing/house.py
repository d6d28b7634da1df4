"""House rules: a rule set changed from its preset says so, and says what differs.

A page titled "official rules" over a Full House of 30 misleads a table that checks the
paper; the rules page and the sheets call such a rule set "house rules" and list each
difference against the preset ("Full House: 30 (usually 25)").
"""

from __future__ import annotations

from typing import Any

from ..core.rules import Joker, KindsScore, RuleSet, preset
from ..i18n import QT_TRANSLATE_NOOP
from .style import box_name, column_name, preset_name, tr

__all__ = ["house_changes", "is_house", "rules_name"]

_T = {
    "house": QT_TRANSLATE_NOOP("Printing", "{preset} (house rules)"),
    "instead": QT_TRANSLATE_NOOP("Printing", "{what}: {value} (usually {usual})"),
    "bonus": QT_TRANSLATE_NOOP("Printing", "Bonus"),
    "bonus_value": QT_TRANSLATE_NOOP("Printing", "{points} from {threshold}"),
    "none": QT_TRANSLATE_NOOP("Printing", "none"),
    "ybonus": QT_TRANSLATE_NOOP("Printing", "{name} bonus"),
    "joker": QT_TRANSLATE_NOOP("Printing", "Joker"),
    "forced": QT_TRANSLATE_NOOP("Printing", "forced"),
    "free": QT_TRANSLATE_NOOP("Printing", "free choice"),
    "zeroed": QT_TRANSLATE_NOOP("Printing", "Joker after a {name} scored 0"),
    "yes": QT_TRANSLATE_NOOP("Printing", "yes"),
    "no": QT_TRANSLATE_NOOP("Printing", "no"),
    "kinds": QT_TRANSLATE_NOOP("Printing", "Three and four of a kind"),
    "all_dice": QT_TRANSLATE_NOOP("Printing", "sum of all {count} dice"),
    "matching": QT_TRANSLATE_NOOP("Printing", "sum of the equal dice"),
    "upper_first": QT_TRANSLATE_NOOP("Printing", "Upper section first"),
    "saved_rolls": QT_TRANSLATE_NOOP("Printing", "Unused rolls saved for later turns"),
    "with_box": QT_TRANSLATE_NOOP("Printing", "with {name}"),
    "without_box": QT_TRANSLATE_NOOP("Printing", "without {name}"),
    "with_column": QT_TRANSLATE_NOOP("Printing", "with the {name} column"),
    "without_column": QT_TRANSLATE_NOOP("Printing", "without the {name} column"),
}

_SHORT = {"yahtzee": "Yahtzee"}
"""Presets whose name says "official": a house rule set is named after the game alone."""


def _effective(rules: RuleSet) -> tuple[Any, ...]:
    """What scores: options that restate a default change nothing."""
    return (
        rules.box_rules,
        rules.column_rules,
        rules.upper_bonus_threshold,
        rules.upper_bonus,
        rules.yahtzee_bonus,
        rules.joker,
        rules.zeroed_yahtzee_joker,
        rules.upper_first,
        rules.kinds_score,
        rules.saved_rolls,
    )


def is_house(rules: RuleSet) -> bool:
    """Whether the rule set scores differently from its preset."""
    return _effective(rules) != _effective(preset(rules.preset))


def rules_name(rules: RuleSet, lang: str) -> str:
    """ "Yahtzee (official rules)", or "Yahtzee: house rules" once changed."""
    if not is_house(rules):
        return preset_name(rules.preset, lang)
    base = _SHORT.get(rules.preset) or preset_name(rules.preset, lang)
    return tr(_T["house"], lang).format(preset=base)


def _word(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return tr(_T["yes" if value else "no"], lang)
    if value is Joker.FORCED:
        return tr(_T["forced"], lang)
    if value is Joker.FREE:
        return tr(_T["free"], lang)
    if value is Joker.NONE or value == 0:
        return tr(_T["none"], lang)
    if value is KindsScore.ALL_DICE:
        return tr(_T["all_dice"], lang)
    if value is KindsScore.MATCHING:
        return tr(_T["matching"], lang)
    return str(value)


def house_changes(rules: RuleSet, lang: str) -> list[str]:
    """One phrase per difference from the preset, in the page's language."""
    if not is_house(rules):
        return []
    base = preset(rules.preset)
    out: list[str] = []

    def say(what: str, value: str, usual: str) -> None:
        if value != usual:
            out.append(tr(_T["instead"], lang).format(what=what, value=value, usual=usual))

    mine = {b.id: b for b in rules.box_rules}
    theirs = {b.id: b for b in base.box_rules}
    for box_id, box in mine.items():
        name = box_name(box_id, rules.preset, lang)
        if box_id not in theirs:
            out.append(tr(_T["with_box"], lang).format(name=name))
        elif box.points != theirs[box_id].points:
            say(name, _word(box.points, lang), _word(theirs[box_id].points, lang))
    for box_id in theirs:
        if box_id not in mine:
            name = box_name(box_id, rules.preset, lang)
            out.append(tr(_T["without_box"], lang).format(name=name))
    mine_cols = {c.id for c in rules.column_rules}
    theirs_cols = {c.id for c in base.column_rules}
    for col in sorted(mine_cols ^ theirs_cols):
        key = "with_column" if col in mine_cols else "without_column"
        out.append(tr(_T[key], lang).format(name=column_name(col, lang)))

    def bonus(r: RuleSet) -> str:
        if not r.upper_bonus:
            return _word(0, lang)
        text = tr(_T["bonus_value"], lang)
        return text.format(points=r.upper_bonus, threshold=r.upper_bonus_threshold)

    say(tr(_T["bonus"], lang), bonus(rules), bonus(base))
    all_same = box_name("yahtzee", rules.preset, lang)
    say(
        tr(_T["ybonus"], lang).format(name=all_same),
        _word(rules.yahtzee_bonus, lang),
        _word(base.yahtzee_bonus, lang),
    )
    say(tr(_T["joker"], lang), _word(rules.joker, lang), _word(base.joker, lang))
    if rules.joker is not Joker.NONE:
        say(
            tr(_T["zeroed"], lang).format(name=all_same),
            _word(rules.zeroed_yahtzee_joker, lang),
            _word(base.zeroed_yahtzee_joker, lang),
        )
    say(
        tr(_T["kinds"], lang),
        _word(rules.kinds_score, lang).format(count=rules.dice),
        _word(base.kinds_score, lang).format(count=base.dice),
    )
    say(tr(_T["upper_first"], lang), _word(rules.upper_first, lang), _word(base.upper_first, lang))
    say(tr(_T["saved_rolls"], lang), _word(rules.saved_rolls, lang), _word(base.saved_rolls, lang))
    return out
