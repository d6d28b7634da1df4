"""Filled score sheets: a game (running or finished) printed as its players' paper cards.

One player: the six-games layout, one column block per game of the series. Several
players: one page per game in the six-players layout (more seats continue on a
second page), with the winners starred and the series total so far under each card.
Every number comes from the core (`Card`, `GameState.outcome`); nothing is re-added here.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.state import GameState
from ..i18n import QT_TRANSLATE_NOOP
from .sheets import GROUPS, Group, Layout, Sheet, render_sheets, sheet_title
from .style import tr

__all__ = ["filled_pdf", "filled_sheets"]

_T = {
    "game": QT_TRANSLATE_NOOP("Printing", "Game {n}"),
    "game_of": QT_TRANSLATE_NOOP("Printing", "Game {n} of {total}"),
    "name": QT_TRANSLATE_NOOP("Printing", "Name"),
    "date": QT_TRANSLATE_NOOP("Printing", "Date"),
    "game_field": QT_TRANSLATE_NOOP("Printing", "Game"),
    "series_winner": QT_TRANSLATE_NOOP("Printing", "Series won by"),
    "in_progress": QT_TRANSLATE_NOOP("Printing", "in progress"),
}


def _date(state: GameState) -> str:
    return state.setup.started[:10]


def filled_sheets(game: Game | GameState, lang: str) -> list[Sheet]:
    """The pages of a game's score sheets, in order."""
    state = game.state if isinstance(game, Game) else game
    setup = state.setup
    rules = setup.rules
    names = [seat.name for seat in setup.seats]
    date = _date(state)
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
            Sheet(rules, lang, Layout.GAMES, tuple(groups), tuple(fields),
                  footer_value="" if total is None else str(total))
        ]
    pages = []
    played = [g for g in range(setup.games) if g == 0 or state.game_started(g)]
    for g in played:
        over = state.game_over(g)
        winners = set(state.outcome(g).winners) if over else set()
        running = state.series_totals(upto=g)
        groups = [
            Group(names[s] or f"{s + 1}", state.cards[g][s], s in winners,
                  running[s] if setup.games > 1 else None)
            for s in range(len(names))
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
            fields.append((tr(_T["series_winner"], lang), ", ".join(names[s] for s in best)))
        for start in range(0, len(groups), GROUPS):
            pages.append(
                Sheet(rules, lang, Layout.PLAYERS, tuple(groups[start:start + GROUPS]),
                      tuple(fields), show_extra=setup.games > 1)
            )
    return pages


def filled_pdf(game: Game | GameState, lang: str, invariant: bool = False) -> bytes:
    """A game's score sheets as PDF bytes."""
    state = game.state if isinstance(game, Game) else game
    title = sheet_title(state.setup.rules, lang)
    return render_sheets(filled_sheets(state, lang), title, invariant)
