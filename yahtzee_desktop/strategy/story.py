"""The story of a game (or a series) told as each player's chance of winning, box by box.

The game's log is replayed from its setup; after each scored box the win chances of
every seat are computed from the cards, each seat as it plays (`levels.Style`, through
`WinChances.players`; the column's chances also follow the dice on the table), so a
saved, resumed or real-dice game tells its story too. A series' chance adds what is
already won in the games before (a fixed number of points) and, for the games still to
come, the empty card's outlook: games are independent, so the series total's law is
their convolution. The moments worth telling are the boxes that moved their scorer's
chance most. Qt-free: the app and the printed sheet tell the same story.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ..core.actions import Action
from ..core.card import Card
from ..core.setup import GameSetup
from ..core.state import GameState
from .chances import Outlook, WinChances, win_chances
from .levels import EXPERT, Style
from .player_chances import players_of

__all__ = ["Moment", "SeatStyles", "Step", "Story", "current_chances", "tell_story"]


@dataclass(frozen=True)
class Step:
    """One scored box and every seat's chance once it is written."""

    game: int
    turn: int
    """The scorer's turn in its game, from 0."""
    seat: int
    box: str
    points: int
    """What the box added to the scorer's total (bonuses included)."""
    chances: tuple[float, ...]
    written: int = 0
    """The points written in the box itself (`points` less the bonuses)."""
    yahtzee_bonus: int = 0
    """A Yahtzee bonus the box earned (an extra Yahtzee, in its box or as a joker)."""
    upper_bonus: int = 0
    """The upper bonus, when the box crossed its threshold."""


@dataclass(frozen=True)
class Moment:
    """A box that moved its scorer's chance: from `before` to `after`."""

    step: int
    game: int
    turn: int
    seat: int
    box: str
    points: int
    """Everything the box added to the total; say `written` and the bonuses apart: "30 in
    Sixes and a Yahtzee bonus of 100", never "130 in Sixes"."""
    before: float
    after: float
    written: int = 0
    yahtzee_bonus: int = 0
    upper_bonus: int = 0

    @property
    def swing(self) -> float:
        return abs(self.after - self.before)

    def wording(self) -> tuple[str, dict[str, int]]:
        """Which sentence tells this box, with its numbers: the app and the printed page
        word it alike. Keys: "scores", "crosses", "scores_yahtzee_bonus",
        "scores_upper_bonus", "scores_both_bonuses", "crosses_yahtzee_bonus"."""
        what = "scores" if self.written > 0 else "crosses"
        numbers = {"points": self.written} if self.written > 0 else {}
        upper = self.upper_bonus if self.written > 0 else 0  # a 0 crosses no threshold
        if self.yahtzee_bonus > 0 and upper > 0:
            return "scores_both_bonuses", {**numbers, "bonus": self.yahtzee_bonus, "upper": upper}
        if self.yahtzee_bonus > 0:
            return what + "_yahtzee_bonus", {**numbers, "bonus": self.yahtzee_bonus}
        if upper > 0:
            return "scores_upper_bonus", {**numbers, "bonus": upper}
        return what, numbers


@dataclass(frozen=True)
class Story:
    """Every seat's chance before the first box (`start`) and after each one (`steps`)."""

    series: bool
    start: tuple[float, ...]
    steps: tuple[Step, ...]
    game: int = 0
    """The game told (of a series: its first)."""
    order: tuple[int, ...] = ()
    """The seats in playing order (`GameState.order`) of the game told, or of a series'
    game in play: as the players panel lists them. Empty: not known."""

    def playing_order(self) -> tuple[int, ...]:
        """The seats as the family sees them listed (legends, result lists): clockwise from
        the starter, who the roll-off chose; the seats' own order when not known."""
        return self.order or tuple(range(len(self.start)))

    def chances_at(self, index: int) -> tuple[float, ...]:
        """The chances after step `index` (-1: before the first box)."""
        return self.start if index < 0 else self.steps[index].chances

    def moments(self, count: int = 3, least: float = 0.05) -> list[Moment]:
        """The `count` boxes that moved their scorer's chance most (at least `least`),
        in playing order."""
        found = []
        for i, step in enumerate(self.steps):
            before = self.chances_at(i - 1)[step.seat]
            after = step.chances[step.seat]
            moment = Moment(
                i,
                step.game,
                step.turn,
                step.seat,
                step.box,
                step.points,
                before,
                after,
                step.written,
                step.yahtzee_bonus,
                step.upper_bonus,
            )
            if moment.swing >= least:
                found.append(moment)
        found.sort(key=lambda m: -m.swing)
        return sorted(found[:count], key=lambda m: m.step)


def _step(game: int, seat: int, box: str, old: Card, new: Card, now: tuple[float, ...]) -> Step:
    """The box just written on `new`, its points told apart from the bonuses it earned."""
    written = upper = yahtzee = 0
    for column in range(new.rules.columns):
        was, now_ = old.column_totals(column), new.column_totals(column)
        upper += now_.upper_bonus - was.upper_bonus
        yahtzee += now_.yahtzee_bonus - was.yahtzee_bonus
        if box and old.value(box, column) is None:
            written += new.value(box, column) or 0
    return Step(
        game, old.filled_count(), seat, box, new.total() - old.total(), now, written, yahtzee, upper
    )


def _shifted(outlook: Outlook, points: int) -> Outlook:
    return Outlook(outlook.low + points, outlook.probs)


def _sum(a: Outlook, b: Outlook) -> Outlook:
    """The law of the sum of two independent totals."""
    return Outlook(a.low + b.low, np.convolve(a.probs, b.probs))


SeatStyles = Sequence[tuple[Style, Sequence[Style]]]
"""Per seat, how it plays and how each of its members does (`levels.seat_styles`): a
team's turn in play goes as the member at the dice."""


class _Outlooks:
    """Outlooks per card and style (each box changes one card: the others are kept)."""

    def __init__(self, chances: WinChances, styles: SeatStyles | None = None) -> None:
        self.chances = chances
        self.styles = styles
        self._seen: dict[tuple[Card, Style], Outlook] = {}
        self._future: dict[tuple[int, Style], Outlook] = {}

    def style(self, seat: int) -> Style:
        return self.styles[seat][0] if self.styles is not None else EXPERT

    def of(self, card: Card, seat: int) -> Outlook:
        style = self.style(seat)
        key = (card, style)
        if key not in self._seen:
            if style == EXPERT:
                self._seen[key] = self.chances.outlook(card)
            else:
                self._seen[key] = players_of(self.chances).outlook(card, style)
        return self._seen[key]

    def in_turn(self, state: GameState, seat: int) -> Outlook:
        """The mover's outlook with the dice on the table (`GameState.dice`), the rolls
        left, as the member at the dice plays."""
        assert state.dice is not None
        member = EXPERT
        if self.styles is not None:
            members = self.styles[seat][1]
            member = members[state.turn % len(members)] if members else self.style(seat)
        rolls_left = max(0, state.rolls_allowed - state.rolls)
        return players_of(self.chances).outlook(
            state.card, self.style(seat), member, state.dice, rolls_left
        )

    def games_to_come(self, count: int, seat: int) -> Outlook:
        """The total of `count` games not begun, each played from an empty card."""
        style = self.style(seat)
        if (count, style) not in self._future:
            total = Outlook(0, np.ones(1))
            empty = Card.empty(self.chances.rules)
            for _ in range(count):
                total = _sum(total, self.of(empty, seat))
            self._future[count, style] = total
        return self._future[count, style]


def _chances(
    state: GameState, game: int, series: bool, outlooks: _Outlooks, live: bool = False
) -> list[float]:
    """Every seat's chance; ``live``: the mover's with the dice on the table too."""
    cards = state.cards[game]
    looks = [outlooks.of(card, s) for s, card in enumerate(cards)]
    if live and state.dice is not None and not state.finished and game == state.game_index:
        looks[state.seat] = outlooks.in_turn(state, state.seat)
    if not series:
        return win_chances(looks)
    before = state.series_totals(game - 1) if game > 0 else (0,) * len(cards)
    left = len(state.cards) - game - 1
    return win_chances(
        [
            _sum(_shifted(look, before[s]), outlooks.games_to_come(left, s))
            for s, look in enumerate(looks)
        ]
    )


def current_chances(
    chances: WinChances,
    state: GameState,
    series: bool = False,
    styles: SeatStyles | None = None,
) -> list[float]:
    """Each seat's chance of winning the game in play (or the whole series), the mover's
    with the dice on the table; each seat as it plays (``styles``; None: all experts)."""
    return _chances(state, state.game_index, series, _Outlooks(chances, styles), live=True)


def tell_story(
    chances: WinChances,
    setup: GameSetup,
    actions: Sequence[Action],
    game: int | None = None,
    styles: SeatStyles | None = None,
) -> Story:
    """The story of one game (`game`), or of the whole series (None), from the log."""
    series = game is None
    outlooks = _Outlooks(chances, styles)
    state = GameState.initial(setup)
    first = 0 if game is None else game
    start = tuple(_chances(state, first, series, outlooks))
    steps: list[Step] = []
    for action in actions:
        before = state
        state = before.after(action)
        changed = [
            (g, s)
            for g in range(len(state.cards))
            for s in range(len(setup.seats))
            if state.cards[g][s] != before.cards[g][s]
        ]
        if not changed or (game is not None and all(g != game for g, _ in changed)):
            continue
        g, s = changed[0]
        old, new = before.cards[g][s], state.cards[g][s]
        box = getattr(action, "box", "")
        now = tuple(_chances(state, g, series, outlooks))
        if new.filled_count() > old.filled_count():
            steps.append(_step(g, s, box, old, new, now))
        elif steps:  # a correction of real dice: the story goes on from the corrected cards
            steps[-1] = replace(steps[-1], chances=now)
    order = state.order() if game is None else state.order(game)
    return Story(series, start, tuple(steps), first, order)
