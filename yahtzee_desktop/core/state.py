"""The state of a series at one point of its log: cards, whose turn, the dice, and the
end of a game (`Outcome`). A state is immutable; `after(action)` gives the next one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from .actions import Action, Correct, EnterDice, Roll, Score, SetStarter, SwitchDice, WriteScore
from .card import Card
from .dice import Dice, IllegalMove, MoveRefusal, check_dice
from .roll_off import RollOff, roll_off_for
from .seeds import dice_for
from .setup import DiceMode, GameSetup, Player, StartRule

__all__ = ["GameState", "Outcome"]

_FIRST_ROLL_ONLY = "only boxes that take the first roll are left: score these dice"


@dataclass(frozen=True)
class Outcome:
    """The end of a game or series: totals per seat and the winners (ties share the win)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1

    @staticmethod
    def of(totals: Sequence[int]) -> Outcome:
        best = max(totals)
        return Outcome(tuple(totals), tuple(i for i, t in enumerate(totals) if t == best))


@dataclass(frozen=True)
class GameState:
    """A snapshot of the whole series after some actions; every field derives from the log."""

    setup: GameSetup
    cards: tuple[tuple[Card, ...], ...]
    """cards[game][seat]."""
    starters: tuple[int | None, ...] = ()
    """Physical dice: the recorded starter of each game, if any."""
    dice: Dice | None = None
    """The dice of the turn in progress, None before its first roll."""
    held: tuple[bool, ...] = ()
    """Which dice the last roll kept (one flag per die)."""
    rolls: int = 0
    """Rolls made in the turn in progress (0 to `rolls_allowed`)."""
    modes: tuple[DiceMode, ...] = ()
    """The dice of each game: app or physical (switchable between turns)."""
    saved: tuple[tuple[int, ...], ...] = ()
    """saved[game][seat]: rolls saved from earlier turns of that game (`RuleSet.saved_rolls`)."""

    @staticmethod
    def initial(setup: GameSetup) -> GameState:
        rules = setup.rules
        blank = tuple(Card.empty(rules) for _ in setup.seats)
        n = setup.games
        none = (0,) * len(setup.seats)
        return GameState(
            setup,
            (blank,) * n,
            (None,) * n,
            held=(False,) * rules.dice,
            modes=(setup.dice_mode,) * n,
            saved=(none,) * n,
        )

    @property
    def dice_mode(self) -> DiceMode:
        """App or physical dice, for the game in progress."""
        return self.modes[self.game_index]

    # -- where we are ------------------------------------------------------------------

    @cached_property
    def game_index(self) -> int:
        """The game in progress (the last one once the series is over)."""
        for g, cards in enumerate(self.cards):
            if not all(c.is_complete() for c in cards):
                return g
        return len(self.cards) - 1

    @property
    def finished(self) -> bool:
        """The whole series is over."""
        return self.game_over(len(self.cards) - 1)

    def game_over(self, game: int) -> bool:
        return all(c.is_complete() for c in self.cards[game])

    def game_started(self, game: int) -> bool:
        return any(c.filled_count() for c in self.cards[game]) or (
            game == self.game_index and self.rolls > 0
        )

    def played_games(self) -> list[int]:
        """The games begun so far (the first always: a printout shows its empty card)."""
        return [g for g in range(self.setup.games) if g == 0 or self.game_started(g)]

    def sheets_per_player(self) -> bool:
        """Whether this game's score sheets are the pad's own, one per player (or team)
        with its games side by side: alone, or once more games than players are begun;
        else one sheet per game with every player's card (`printing.filled`, and what
        "Print this game" says it prints)."""
        return len(self.setup.seats) == 1 or len(self.setup.seats) < len(self.played_games())

    def between_games(self) -> bool:
        """The series waits between two games: a game of it is finished, the series is
        not, and nothing of the next game is played yet (not a roll, not a box).
        Everything played is then in the finished games."""
        g = self.game_index
        return not self.finished and g > 0 and self.game_over(g - 1) and not self.game_started(g)

    def correctable_games(self) -> list[int]:
        """Games so far played with physical dice that have a box written: the ones a
        `Correct` may change, even once the series is over."""
        return [
            g
            for g in range(self.game_index + 1)
            if self.modes[g] is DiceMode.PHYSICAL and any(c.filled_count() for c in self.cards[g])
        ]

    def roll_off_contenders(self, game: int | None = None) -> tuple[int, ...]:
        """Seats that roll to start a game: everyone, or under the previous-winner rule the
        previous game's winners. A single contender starts without rolling."""
        g = self.game_index if game is None else game
        if self.setup.start_rule is StartRule.PREVIOUS_WINNER and g > 0:
            return self.outcome(g - 1).winners
        return tuple(range(len(self.setup.seats)))

    def roll_off(self, game: int | None = None) -> RollOff | None:
        """How app dice decided the starter of a game (None if no roll was made by the app:
        a single contender, a recorded starter, or physical dice)."""
        g = self.game_index if game is None else game
        contenders = self.roll_off_contenders(g)
        if len(contenders) == 1 or self.starters[g] is not None:
            return None
        if self.modes[g] is DiceMode.PHYSICAL:
            return None
        return roll_off_for(self.setup, g, contenders)

    def starter(self, game: int | None = None) -> int:
        """The seat that plays first in a game. With physical dice and nothing recorded,
        the first contender in playing order starts."""
        g = self.game_index if game is None else game
        recorded = self.starters[g]
        if recorded is not None:
            return recorded
        off = self.roll_off(g)
        return off.starter if off is not None else self.roll_off_contenders(g)[0]

    def order(self, game: int | None = None) -> tuple[int, ...]:
        """Seats in playing order: clockwise (entry order) from the starter."""
        n = len(self.setup.seats)
        s = self.starter(game)
        return tuple((s + i) % n for i in range(n))

    @cached_property
    def seat(self) -> int:
        """The seat whose turn it is."""
        cards = self.cards[self.game_index]
        order = self.order()
        fewest = min(cards[s].filled_count() for s in order)
        return next(s for s in order if cards[s].filled_count() == fewest)

    @property
    def turn(self) -> int:
        """The turn number (from 0) of the seat to play, in the game in progress."""
        return self.cards[self.game_index][self.seat].filled_count()

    @property
    def player(self) -> Player:
        """The member of the seat who plays this turn (teams rotate)."""
        members = self.setup.seats[self.seat].members
        return members[self.turn % len(members)]

    @property
    def card(self) -> Card:
        """The card of the seat to play, in the game in progress."""
        return self.cards[self.game_index][self.seat]

    @property
    def saved_rolls(self) -> int:
        """Rolls the player to play saved from earlier turns of this game (0 unless the
        rules save unused rolls): this turn may use them on top of `RuleSet.rolls`."""
        if self.finished or not self.setup.rules.saved_rolls:
            return 0
        return self.saved[self.game_index][self.seat]

    @property
    def rolls_allowed(self) -> int:
        """The rolls this turn may use: the rule set's three plus any saved ones, or one
        when only boxes that take the first roll are open (the Yams dry column)."""
        rolls = self.setup.rules.rolls
        if self.finished:
            return rolls
        return self.card.roll_limit(rolls + self.saved_rolls)

    def options(self) -> dict[tuple[int, str], int]:
        """Legal placements of the current dice: {(column, box): points}."""
        if self.dice is None or self.finished:
            return {}
        return self.card.options(self.dice, roll=self.rolls)

    # -- totals ------------------------------------------------------------------------

    def totals(self, game: int | None = None) -> tuple[int, ...]:
        g = self.game_index if game is None else game
        return tuple(c.total() for c in self.cards[g])

    def series_totals(self, upto: int | None = None) -> tuple[int, ...]:
        """Cumulative totals over the games of the series so far (or up to game `upto`,
        included, for a running total)."""
        games = range(len(self.cards) if upto is None else upto + 1)
        return tuple(
            sum(self.cards[g][s].total() for g in games) for s in range(len(self.setup.seats))
        )

    def outcome(self, game: int) -> Outcome:
        return Outcome.of(self.totals(game))

    def series_outcome(self) -> Outcome:
        return Outcome.of(self.series_totals())

    # -- transitions -------------------------------------------------------------------

    def _with_card(self, card: Card, **changes: Any) -> GameState:
        """The turn ends with this card; the rolls it left unused are saved when the rules
        save them (a score written without dice entered leaves the savings as they are)."""
        g, s = self.game_index, self.seat
        row = list(self.cards[g])
        row[s] = card
        cards = list(self.cards)
        cards[g] = tuple(row)
        saved = self.saved
        if self.setup.rules.saved_rolls and self.rolls:
            left = max(0, self.setup.rules.rolls + self.saved_rolls - self.rolls)
            seats = list(saved[g])
            seats[s] = left
            saved = (*saved[:g], tuple(seats), *saved[g + 1 :])
        return replace(self, cards=tuple(cards), dice=None, rolls=0, saved=saved, **changes)

    def after(self, action: Action) -> GameState:
        """The state once this action is taken; IllegalMove if the rules forbid it."""
        if self.finished and not isinstance(action, Correct):
            raise IllegalMove("the series is over", MoveRefusal.SERIES_OVER)
        physical = self.dice_mode is DiceMode.PHYSICAL
        if isinstance(action, Roll):
            return self._roll(action, physical)
        if isinstance(action, EnterDice):
            if not physical:
                raise IllegalMove(
                    "dice are entered by hand only with physical dice",
                    MoveRefusal.ENTER_ONLY_PHYSICAL,
                )
            most = self.setup.rules.rolls + self.saved_rolls
            if not (isinstance(action.roll, int) and 1 <= action.roll <= most):
                raise IllegalMove(f"this turn has rolls 1 to {most}", MoveRefusal.ROLL_NUMBER)
            if action.roll > self.rolls_allowed:
                raise IllegalMove(_FIRST_ROLL_ONLY, MoveRefusal.FIRST_ROLL_ONLY)
            values = check_dice(action.dice, self.setup.rules.dice)
            return self._same_turn(replace(self, dice=values, rolls=action.roll))
        if isinstance(action, Score):
            if self.dice is None:
                raise IllegalMove("roll the dice before scoring", MoveRefusal.ROLL_BEFORE_SCORING)
            card = self.card.place(self.dice, action.box, action.column, roll=self.rolls)
            return self._with_card(card)
        if isinstance(action, WriteScore):
            if not physical:
                raise IllegalMove(
                    "scores are written directly only with physical dice",
                    MoveRefusal.WRITE_ONLY_PHYSICAL,
                )
            card = self.card.write(action.box, action.points, action.column, action.yahtzee_bonus)
            return self._with_card(card)
        if isinstance(action, SetStarter):
            if not physical:
                raise IllegalMove(
                    "with app dice, the roll-off decides who starts", MoveRefusal.ROLL_OFF_DECIDES
                )
            if not (isinstance(action.seat, int) and 0 <= action.seat < len(self.setup.seats)):
                raise IllegalMove("there is no such player", MoveRefusal.NO_SUCH_PLAYER)
            g = self.game_index
            if self.game_started(g):
                raise IllegalMove(
                    "the starter is chosen before the game's first turn",
                    MoveRefusal.STARTER_TOO_LATE,
                )
            starters = list(self.starters)
            starters[g] = action.seat
            return replace(self, starters=tuple(starters))
        if isinstance(action, SwitchDice):
            return self._switch(action)
        if isinstance(action, Correct):
            return self._correct(action)
        raise IllegalMove(f"unknown action {action!r}")

    def _switch(self, action: SwitchDice) -> GameState:
        mode = DiceMode(action.mode)
        if self.setup.challenge and mode is DiceMode.PHYSICAL:
            raise IllegalMove(
                "a challenge game is played with app dice", MoveRefusal.CHALLENGE_APP_DICE
            )
        if self.rolls or self.dice is not None:
            raise IllegalMove("switch the dice between turns", MoveRefusal.SWITCH_BETWEEN_TURNS)
        g = self.game_index
        starters = list(self.starters)
        if self.game_started(g):  # keep the playing order as it is
            starters[g] = self.starter(g)
        modes = self.modes[:g] + (mode,) * (len(self.modes) - g)
        return replace(self, starters=tuple(starters), modes=modes)

    def _correct(self, action: Correct) -> GameState:
        g, seat = action.game, action.seat
        if not (isinstance(g, int) and 0 <= g <= self.game_index):
            raise IllegalMove("there is no such game to correct", MoveRefusal.NO_SUCH_GAME)
        if not (isinstance(seat, int) and 0 <= seat < len(self.setup.seats)):
            raise IllegalMove("there is no such player", MoveRefusal.NO_SUCH_PLAYER)
        if self.modes[g] is not DiceMode.PHYSICAL:
            raise IllegalMove(
                "scores are corrected only in games played with physical dice",
                MoveRefusal.CORRECT_ONLY_PHYSICAL,
            )
        card = self.cards[g][seat].corrected(
            action.box, action.points, action.column, action.yahtzee_bonuses
        )
        row = list(self.cards[g])
        row[seat] = card
        cards = list(self.cards)
        cards[g] = tuple(row)
        # Not _same_turn: a corrected winner of the last game may start this one.
        return replace(self, cards=tuple(cards))

    def _roll(self, action: Roll, physical: bool) -> GameState:
        if physical:
            raise IllegalMove(
                "with physical dice, enter the dice you rolled", MoveRefusal.ENTER_PHYSICAL_DICE
            )
        setup = self.setup
        count = setup.rules.dice
        if self.rolls >= self.rolls_allowed:
            if self.rolls_allowed < setup.rules.rolls + self.saved_rolls:
                raise IllegalMove(_FIRST_ROLL_ONLY, MoveRefusal.FIRST_ROLL_ONLY)
            raise IllegalMove("no rolls left: score the dice", MoveRefusal.NO_ROLLS_LEFT)
        hold = tuple(bool(h) for h in action.hold) or (False,) * count
        if len(hold) != count:
            raise IllegalMove(
                f"a roll holds {count} true/false flags, one per die", MoveRefusal.BAD_HOLD
            )
        if self.dice is None and any(hold):
            raise IllegalMove(
                "the first roll of a turn rolls all the dice", MoveRefusal.FIRST_ROLL_ALL_DICE
            )
        if all(hold):
            raise IllegalMove("all the dice are held: score them instead", MoveRefusal.ALL_HELD)
        seat = None if setup.challenge else self.seat
        fresh = dice_for(setup.seed, self.game_index, seat, self.turn, self.rolls, count)
        old = self.dice or fresh
        dice = tuple(o if h else f for o, f, h in zip(old, fresh, hold, strict=True))
        return self._same_turn(replace(self, dice=dice, held=hold, rolls=self.rolls + 1))

    def _same_turn(self, state: GameState) -> GameState:
        """Carry over what derives from the cards alone, which a roll does not change."""
        for name in ("game_index", "seat"):
            if name in self.__dict__:
                state.__dict__[name] = self.__dict__[name]
        return state
