"""What a score sheet shows: its rule set, language, layout and column groups (a game
or a player each, blank or with a `Card`), and the header fields.

A plain value, apart from how it is laid out: `filled` makes them from a game, `blank_sheet`
from a rule set, and `SheetBuilder` (sheets.py) turns one into a page's table.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..core.card import Card
from ..core.rules import RuleSet
from ..i18n import QT_TRANSLATE_NOOP
from .house import rules_name
from .style import tr

__all__ = ["GROUPS", "Group", "Layout", "Sheet", "blank_sheet", "sheet_title"]


class Layout(StrEnum):
    """Six games for one player, or one game for up to eight players (six blank)."""

    GAMES = "games"
    PLAYERS = "players"


GROUPS = 6
"""Six game columns, as on the official pad, or six players, as on French grids."""


_T = {
    "sheet": QT_TRANSLATE_NOOP("Printing", "Score sheet"),
    "name": QT_TRANSLATE_NOOP("Printing", "Name"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "game": QT_TRANSLATE_NOOP("Printing", "Game {n}"),
}


@dataclass(frozen=True)
class Group:
    """One block of columns: a game (six-games layout) or a player (six-players layout)."""

    heading: str = ""
    """Printed above the block; empty leaves room to write a name."""
    card: Card | None = None
    """The scores to print; None for a blank block."""
    winner: bool = False
    """Marked with a star."""
    extra: int | None = None
    """Series total shown under the grand total (filled sheets of a series)."""
    members: str = ""
    """A team's members, printed smaller under its name."""


@dataclass(frozen=True)
class Sheet:
    """Everything one page shows."""

    rules: RuleSet
    lang: str
    layout: Layout
    groups: tuple[Group, ...]
    fields: tuple[tuple[str, str], ...] = ()
    """Header fields (label, value); an empty value prints a line to write on."""
    subtitle: str = ""
    footer_value: str = ""
    """Games layout: the total of the six games, if known."""
    show_extra: bool = False
    """Print the `Group.extra` row (series totals)."""
    show_rank: bool = False
    """Print an empty rank row to fill in (blank six-player sheets)."""
    landscape: bool | None = None
    """Force the orientation (a PDF keeps one for all its pages); None lets the layout
    choose the first that fits."""
    show_pace: bool = True
    pace_kept: bool = False
    """The pace row was asked for (`print blank --pace`): never dropped for room, on any
    rule set; otherwise it is the first row to go."""
    """Print the row that follows the upper bonus (how far ahead of or behind par, the
    rules' `par` dice of each face, the upper section is): on filled sheets; optional on
    blank ones."""


def sheet_title(rules: RuleSet, lang: str) -> str:
    """ "Yahtzee — Score sheet": the page heading (blank sheets: the PDF's title too); a
    rule set changed from its preset is named "house rules"."""
    return f"{rules_name(rules, lang)} — {tr(_T['sheet'], lang)}"


def blank_sheet(rules: RuleSet, layout: Layout | str, lang: str, pace: bool = False) -> Sheet:
    """An empty page of the chosen layout for this rule set; the pace row is optional on
    paper filled by hand (it is a running count a player keeps in mind)."""
    layout = Layout(layout)
    if layout is Layout.GAMES:
        groups = tuple(Group(tr(_T["game"], lang).format(n=i + 1)) for i in range(GROUPS))
        fields = ((tr(_T["name"], lang), ""), (tr(_T["date"], lang), ""))
        return Sheet(rules, lang, layout, groups, fields, show_pace=pace, pace_kept=pace)
    groups = tuple(Group("") for _ in range(GROUPS))
    return Sheet(
        rules,
        lang,
        layout,
        groups,
        ((tr(_T["date"], lang), ""),),
        show_rank=True,
        show_pace=pace,
        pace_kept=pace,
    )
