"""Win chances for the players really at the table: each card's final total as its player plays.

`WinChances.outlook` assumes the optimal player; `PlayerChances.outlook` takes how the
player plays (`levels.Style`: a computer's level, or a person's mix of levels estimated
from their history) and where the turn stands (the dice on the table and the rolls
left). Per level in the style: the turn in play exactly as that level plays it
(policies.py: the expert's by the table, the others' by their own rules), then from
each state it may lead to the level's points to come (`rest`: the expert's exactly as
chances.py has them; the other levels' the expert's law moved to their own fitted mean
and spread, `levels.level_law`), cut to what the card can still reach, so a decided
game is still 1 and 0 exactly. A mix of levels is the mixture of their outlooks.
"""

from __future__ import annotations

import threading
import time
import weakref
from typing import TYPE_CHECKING

import numpy as np

from ..core.card import Card
from .level_tables import POLICY_LEVELS, level_path, open_level, turn_outcomes
from .levels import EXPERT, LEVELS, Style, TotalLaw, level_law, level_style
from .policies import TurnPlan, beginner_plan, club_plan, expert_plan, score_rolls

if TYPE_CHECKING:
    from .chances import Outlook, WinChances
    from .table_cache import MomentFile

__all__ = ["PlayerChances", "players_of"]

Dice = tuple[int, ...]

LOOK_AGAIN = 5.0
"""Seconds between looks for a level's own moments while they are missing (being built)."""


class PlayerChances:
    """Outlooks of cards played by players of any `Style`, from one table's moments."""

    def __init__(self, chances: WinChances) -> None:
        self.chances = chances
        self.model = chances.table.model
        self.rules = chances.rules
        self._plans: dict[tuple[str, int, int, int], TurnPlan] = {}
        self._rests: dict[tuple[str, int, int, int], Outlook] = {}
        self._scored: dict[TurnPlan, list[tuple[int, int, int, int, bool, bool]]] = {}
        """Each recent plan's final rolls scored (`score_rolls`), by the plan itself."""
        self._levels: dict[str, MomentFile] = {}
        self._next_look: dict[str, float] = {}
        self._lock = threading.Lock()
        self._laws: tuple[tuple[str, ...], dict[str, TotalLaw]] | None = None

    def level_moments(self, level: str) -> MomentFile | None:
        """A level's own moments (level_tables.py) if they are built in the chances' cache,
        looked for again at most every `LOOK_AGAIN` seconds while they are not."""
        found = self._levels.get(level)
        directory = self.chances.directory
        if found is not None or level not in POLICY_LEVELS or directory is None:
            return found
        with self._lock:
            now = time.monotonic()
            if level in self._levels or now < self._next_look.get(level, 0.0):
                return self._levels.get(level)
            self._next_look[level] = now + LOOK_AGAIN
            if not level_path(self.rules, directory, level).exists():
                return None
            found = open_level(self.rules, directory, level)  # checked whole: ~0.2 s
            if found is not None:
                self._levels[level] = found
                # The stand-in laws of this level go: from now on its own.
                self._rests = {k: v for k, v in self._rests.items() if k[0] != level}
            return found

    def total_laws(self) -> dict[str, TotalLaw]:
        """Each level's law of the final total from an empty card, as these chances have
        it (a person's history is judged by them, `levels.from_history`)."""
        found = tuple(level for level in POLICY_LEVELS if self.level_moments(level))
        if self._laws is None or self._laws[0] != found:
            card = Card.empty(self.rules)
            laws: dict[str, TotalLaw] = {}
            for level in LEVELS:
                law = self.outlook(card, level_style(level))
                laws[level] = (law.low, law.probs.tolist())
            self._laws = (found, laws)
        return self._laws[1]

    def plan(self, level: str, card: Card) -> TurnPlan:
        """How ``level`` plays this card's coming turn (cached by the card's state: the
        levels' choices depend on nothing else in single-column rules)."""
        state = self.chances.state(card)
        key = (level, *state)
        got = self._plans.get(key)
        if got is None:
            if level == "beginner":
                got = beginner_plan(card, self.model, state[0], state[2])
            elif level == "club":
                got = club_plan(card)
            else:
                got = expert_plan(self.model, self.chances.table.values, *state)
            if len(self._plans) >= 256:
                self._plans.clear()
            self._plans[key] = got
        return got

    def rest(self, level: str, mask: int, up: int, flag: int) -> Outlook:
        """The points ``level`` scores from this turn-start state to the end."""
        from .chances import EXACT_OPEN, RESTS_KEPT, Outlook, _mix, rest_law

        if mask == self.model.masks - 1:
            return Outlook(0, np.ones(1))
        if level == "expert":
            return self.chances.rest(mask, up, flag)
        own = self.level_moments(level)
        key = (level, mask, up, flag)
        got = self._rests.get(key)
        if got is not None:
            return got
        chances = self.chances
        k = self.model.boxes - mask.bit_count()
        if own is not None and k <= EXACT_OPEN:  # exact, turn by turn, as the expert's
            parts = []
            for p, pts, m, u, f in self.turn(level, mask, up, flag):
                after = self.rest(level, m, u, f)
                parts.append((p, Outlook(pts + after.low, after.probs)))
            got = _mix(parts)
        elif own is not None:
            row = own.row(mask, up, flag).tolist()
            best = chances._best_more(mask, up, flag)
            got = rest_law(row[0], row[1], row[2], row[3:7], 0, best, row[7:])
        else:  # not built yet: the expert's law moved to the level's fitted one
            row = chances.table.moment_row(mask, up, flag).tolist()
            got = rest_law(
                float(chances.table.values[key[1:]]),
                row[0],
                row[1],
                row[2:6],
                0,
                chances._best_more(mask, up, flag),
                row[6:],
                moved=level_law(self.rules, level, k, chances.table.start),
            )
        if len(self._rests) >= RESTS_KEPT:  # as the expert's (chances.RESTS_KEPT)
            self._rests.clear()
        self._rests[key] = got
        return got

    def turn(
        self, level: str, mask: int, up: int, flag: int
    ) -> list[tuple[float, int, int, int, int]]:
        """The turn ``level`` plays from this turn-start state, exactly: [(probability,
        points, next mask, up, flag)] (level_tables.turn_outcomes)."""
        arr = np.array
        turn = turn_outcomes(self.model, level, arr([mask]), arr([up]), arr([flag]))
        grouped: dict[tuple[int, int, int, int], float] = {}
        for r in np.flatnonzero(turn.chance[:, 0] > 0).tolist():
            at = (r, 0)
            key = (int(turn.points[at]), int(turn.mask[at]), int(turn.up[at]), int(turn.flag[at]))
            grouped[key] = grouped.get(key, 0.0) + float(turn.chance[at])
        return [(p, *key) for key, p in grouped.items()]

    def level_outlook(
        self, card: Card, level: str, rest: Style, dice: Dice | None, rolls_left: int
    ) -> Outlook:
        """The final total when ``level`` plays this turn from ``dice`` (None: its start)
        with ``rolls_left``, and the game's rest is played in the ``rest`` style."""
        from .chances import Outlook, _mix

        if level == "expert" and dice is None and rest == EXPERT:
            return self.chances.outlook(card)  # the optimal path, as it always was
        mask, up, flag = self.chances.state(card)
        plan = self.plan(level, card)
        reach = plan.finals(dice, rolls_left if dice is not None else 2)
        scored = self._scored.get(plan)
        if scored is None:  # once a plan: a turn asks after every roll
            scored = score_rolls(self.model, mask, up, flag, plan.boxes)
            if len(self._scored) >= 64:
                self._scored.clear()
            self._scored[plan] = scored
        grouped: dict[tuple[int, int, int, int], float] = {}
        for r in np.flatnonzero(reach > 1e-12).tolist():
            pts, m, u, f, _, _ = scored[r]
            grouped[pts, m, u, f] = grouped.get((pts, m, u, f), 0.0) + float(reach[r])
        total = card.total()
        parts = []
        for (pts, m, u, f), p in grouped.items():
            if len(rest.shares) == 1:  # one level: its law as it is, not a mixture of one
                after = self.rest(rest.shares[0][0], m, u, f)
            else:
                after = _mix([(w, self.rest(lv, m, u, f)) for lv, w in rest.shares])
            parts.append((p, Outlook(total + pts + after.low, after.probs)))
        return _mix(parts)

    def outlook(
        self,
        card: Card,
        style: Style = EXPERT,
        mover: Style | None = None,
        dice: Dice | None = None,
        rolls_left: int = 0,
    ) -> Outlook:
        """This card's final total as its player plays: ``style`` for the game, ``mover``
        for the turn in play (a team's member at the dice; default ``style``), from the
        ``dice`` on the table with ``rolls_left`` (None: before the turn's first roll)."""
        from .chances import Outlook, _mix

        if card.is_complete():
            return Outlook(card.total(), np.ones(1))
        turn = mover if mover is not None else style
        single = mover is None or mover == style
        parts = []
        for level, w in turn.shares:
            rest = Style(((level, 1.0),)) if single else style
            parts.append((w, self.level_outlook(card, level, rest, dice, rolls_left)))
        return _mix(parts)


_OF: weakref.WeakKeyDictionary[WinChances, PlayerChances] = weakref.WeakKeyDictionary()


def players_of(chances: WinChances) -> PlayerChances:
    """The players' chances over these win chances, one per `WinChances` (its laws of
    the points to come are cached there), gone with it. Here, not a property of
    `WinChances`: chances.py does not import this module (no import circle)."""
    players = _OF.get(chances)
    if players is None:
        players = _OF[chances] = PlayerChances(chances)
    return players
