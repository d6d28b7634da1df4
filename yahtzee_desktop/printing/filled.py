"""Filled score sheets: a game (running or finished) printed as its players' paper cards.

One player: the six-games layout, one column block per game of the series. Several
players: one page per game in the six-players layout, the cards in that game's playing
order (more seats continue on a second page), with the winners starred and the series
total so far under each card.
Every number comes from the core (`Card`, `GameState.outcome`); nothing is re-added here.
"""

from __future__ import annotations

import datetime
import io
from typing import TYPE_CHECKING

from ..core.game import Game
from ..core.setup import Seat
from ..core.state import GameState
from ..i18n import QT_TRANSLATE_NOOP
from .house import rules_name
from .sheet_draw import draw_sheet, one_orientation, render_sheets
from .sheet_model import Group, Layout, Sheet
from .style import new_canvas, tr
from .text import group_number

if TYPE_CHECKING:
    from ..strategy.story import Story

__all__ = ["filled_pdf", "filled_sheets", "game_title"]

_T = {
    "game": QT_TRANSLATE_NOOP("Printing", "Game {n}"),
    "game_of": QT_TRANSLATE_NOOP("Printing", "{n} of {total}"),
    "date_format": QT_TRANSLATE_NOOP("Printing", "{month} {day}, {year}"),
    "name": QT_TRANSLATE_NOOP("Printing", "Name"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "game_field": QT_TRANSLATE_NOOP("Printing", "Game"),
    "series_winner": QT_TRANSLATE_NOOP("Printing", "Series won by"),
    "in_progress": QT_TRANSLATE_NOOP("Printing", "in progress"),
}


_MONTHS = (
    QT_TRANSLATE_NOOP("Printing", "January"),
    QT_TRANSLATE_NOOP("Printing", "February"),
    QT_TRANSLATE_NOOP("Printing", "March"),
    QT_TRANSLATE_NOOP("Printing", "April"),
    QT_TRANSLATE_NOOP("Printing", "May"),
    QT_TRANSLATE_NOOP("Printing", "June"),
    QT_TRANSLATE_NOOP("Printing", "July"),
    QT_TRANSLATE_NOOP("Printing", "August"),
    QT_TRANSLATE_NOOP("Printing", "September"),
    QT_TRANSLATE_NOOP("Printing", "October"),
    QT_TRANSLATE_NOOP("Printing", "November"),
    QT_TRANSLATE_NOOP("Printing", "December"),
)


def format_date(iso: str, lang: str) -> str:
    """ "June 1, 2025" / "1er juin 2025": a date as the language writes it (the stamp
    as it is if it is not a date)."""
    try:
        day = datetime.date.fromisoformat(iso[:10])
    except ValueError:
        return iso
    day_text = "1er" if lang == "fr" and day.day == 1 else str(day.day)
    return tr(_T["date_format"], lang).format(
        month=tr(_MONTHS[day.month - 1], lang), day=day_text, year=day.year
    )


def _date(state: GameState, lang: str) -> str:
    started = state.setup.started
    return format_date(started, lang) if started else ""


def _heading(seat: Seat, index: int) -> str:
    return seat.name or f"{index + 1}"


def _members(seat: Seat) -> str:
    """A team's members, to print under its name (nothing for a player alone)."""
    return ", ".join(p.name for p in seat.members) if seat.is_team else ""


def _series_field(state: GameState, names: list[str], lang: str) -> list[tuple[str, str]]:
    if not (state.finished and state.setup.games > 1):
        return []
    best = state.series_outcome().winners
    shared = [names[s] for s in state.order() if s in best]  # as the results name them
    return [(tr(_T["series_winner"], lang), ", ".join(shared))]


def _per_player(state: GameState, lang: str) -> list[Sheet]:
    """The pad's own layout: one sheet per player (or team), its games side by side, a
    game it won starred, the series total under the grand totals."""
    setup = state.setup
    names = [seat.name for seat in setup.seats]
    date = _date(state, lang)
    totals = state.series_totals()
    series = _series_field(state, names, lang) if len(setup.seats) > 1 else []
    pages = []
    for s in state.order(0):
        seat = setup.seats[s]
        groups = []
        for g in range(setup.games):
            card = state.cards[g][s] if state.game_started(g) else None
            won = len(setup.seats) > 1 and state.game_over(g) and s in state.outcome(g).winners
            groups.append(Group(tr(_T["game"], lang).format(n=g + 1), card, won))
        name = _heading(seat, s) if seat.name else "—"
        members = _members(seat)
        fields = [(tr(_T["name"], lang), f"{name} ({members})" if members else name)]
        if date:
            fields.append((tr(_T["date"], lang), date))
        fields += series
        started = any(g.card for g in groups)
        pages.append(
            Sheet(
                setup.rules,
                lang,
                Layout.GAMES,
                tuple(groups),
                tuple(fields),
                footer_value=group_number(totals[s], lang) if started else "",
                show_pace=True,
            )
        )
    return pages


def filled_sheets(game: Game | GameState, lang: str) -> list[Sheet]:
    """The pages of a game's score sheets, in order, on as few pages as a person would
    use: every player of a game on one page (up to eight), or, for a series of more
    games than players, one sheet per player with its games side by side (the pad)."""
    state = game.state if isinstance(game, Game) else game
    setup = state.setup
    rules = setup.rules
    names = [seat.name for seat in setup.seats]
    date = _date(state, lang)
    played = state.played_games()
    if state.sheets_per_player():
        return _per_player(state, lang)
    pages = []
    for g in played:
        over = state.game_over(g)
        winners = set(state.outcome(g).winners) if over else set()
        running = state.series_totals(upto=g)
        # The cards in the game's playing order, as the app's "All players" sheet and its
        # players panel show them: the starter the roll-off chose comes first.
        groups = [
            Group(
                _heading(setup.seats[s], s),
                state.cards[g][s],
                s in winners,
                running[s] if setup.games > 1 else None,
                _members(setup.seats[s]),
            )
            for s in state.order(g)
        ]
        fields = []
        if date:
            fields.append((tr(_T["date"], lang), date))
        game_text = tr(_T["game_of"], lang).format(n=g + 1, total=setup.games)
        if not over:
            game_text += f" ({tr(_T['in_progress'], lang)})"
        fields.append((tr(_T["game_field"], lang), game_text))
        if g == played[-1]:
            fields += _series_field(state, names, lang)
        pages.append(
            Sheet(
                rules,
                lang,
                Layout.PLAYERS,
                tuple(groups),
                tuple(fields),
                show_extra=setup.games > 1,
                show_pace=True,
            )
        )
    return pages


def game_title(state: GameState, lang: str) -> str:
    """The PDF's title, as a file list or a print queue shows it: the rules, the players
    and the date ("Yahtzee (official rules) — Alice, Benoît — June 1, 2025")."""
    names = ", ".join(_cap(seat.name or str(i + 1)) for i, seat in enumerate(state.setup.seats))
    parts = [rules_name(state.setup.rules, lang), names, _date(state, lang)]
    return " — ".join(p for p in parts if p)


def _cap(name: str, limit: int = 40) -> str:
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def filled_pdf(
    game: Game | GameState, lang: str, invariant: bool = False, story: Story | None = None
) -> bytes:
    """A game's score sheets as PDF bytes; with `story` (`printing.story.sheet_story`), a
    last page charts every player's chance of winning, box by box."""
    state = game.state if isinstance(game, Game) else game
    title = game_title(state, lang)
    sheets = filled_sheets(state, lang)
    if story is None:
        return render_sheets(sheets, title, invariant)
    from .story import draw_story

    buffer = io.BytesIO()
    c = new_canvas(buffer, title, invariant, lang)
    for sheet in one_orientation(sheets):
        draw_sheet(c, sheet)
    date = _date(state, lang)
    subtitle = rules_name(state.setup.rules, lang) + (f" · {date}" if date else "")
    draw_story(c, story, state.setup, lang, subtitle)
    c.save()
    return buffer.getvalue()
