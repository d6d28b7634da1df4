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
from ..core.state import GameState
from ..i18n import QT_TRANSLATE_NOOP
from .sheet_draw import draw_sheet, render_sheets
from .sheet_model import GROUPS, Group, Layout, Sheet, sheet_title
from .style import new_canvas, preset_name, tr

if TYPE_CHECKING:
    from ..strategy.story import Story

__all__ = ["filled_pdf", "filled_sheets"]

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


def filled_sheets(game: Game | GameState, lang: str) -> list[Sheet]:
    """The pages of a game's score sheets, in order."""
    state = game.state if isinstance(game, Game) else game
    setup = state.setup
    rules = setup.rules
    names = [seat.name for seat in setup.seats]
    date = _date(state, lang)
    if len(setup.seats) == 1:
        groups = []
        for g in range(setup.games):
            card = state.cards[g][0] if state.game_started(g) else None
            groups.append(Group(tr(_T["game"], lang).format(n=g + 1), card))
        fields = [(tr(_T["name"], lang), names[0] or "—")]
        if date:
            fields.append((tr(_T["date"], lang), date))
        total = state.series_totals()[0] if any(g.card for g in groups) else None
        return [
            Sheet(
                rules,
                lang,
                Layout.GAMES,
                tuple(groups),
                tuple(fields),
                footer_value="" if total is None else str(total),
                show_pace=True,
            )
        ]
    pages = []
    played = [g for g in range(setup.games) if g == 0 or state.game_started(g)]
    for g in played:
        over = state.game_over(g)
        winners = set(state.outcome(g).winners) if over else set()
        running = state.series_totals(upto=g)
        # The cards in the game's playing order, as the app's "All players" sheet and its
        # players panel show them: the starter the roll-off chose comes first.
        groups = [
            Group(
                names[s] or f"{s + 1}",
                state.cards[g][s],
                s in winners,
                running[s] if setup.games > 1 else None,
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
        if g == played[-1] and state.finished and setup.games > 1:
            best = state.series_outcome().winners
            shared = [names[s] for s in state.order() if s in best]  # as the results name them
            fields.append((tr(_T["series_winner"], lang), ", ".join(shared)))
        for start in range(0, len(groups), GROUPS):
            pages.append(
                Sheet(
                    rules,
                    lang,
                    Layout.PLAYERS,
                    tuple(groups[start : start + GROUPS]),
                    tuple(fields),
                    show_extra=setup.games > 1,
                    show_pace=True,
                )
            )
    return pages


def filled_pdf(
    game: Game | GameState, lang: str, invariant: bool = False, story: Story | None = None
) -> bytes:
    """A game's score sheets as PDF bytes; with `story` (`printing.story.sheet_story`), a
    last page charts every player's chance of winning, box by box."""
    state = game.state if isinstance(game, Game) else game
    title = sheet_title(state.setup.rules, lang)
    sheets = filled_sheets(state, lang)
    if story is None:
        return render_sheets(sheets, title, invariant)
    from .story import draw_story

    buffer = io.BytesIO()
    c = new_canvas(buffer, title, invariant, lang)
    for sheet in sheets:
        draw_sheet(c, sheet)
    date = _date(state, lang)
    subtitle = preset_name(state.setup.rules.preset, lang) + (f" · {date}" if date else "")
    draw_story(c, story, state.setup, lang, subtitle)
    c.save()
    return buffer.getvalue()
