"""How each player plays, for win chances: a computer at its level, a person as they have played.

A `Style` is a player's play as shares of the three computer levels' (beginner, Good,
expert). A computer seat is its level. A person is taken to play like one of the
levels, not knowing which: their shares are how likely each level is given their own
final totals under these rules (`from_history`, Bayes' rule with each level's law of the
final total), starting from the family-player prior (`PRIOR`: each level equally
likely), so every game played refines the estimate. Their chances are then the
mixture of the levels' with those shares. (The average total placed between two
levels' means, as before, put a person known by ten games in the middle: ten games'
average is +-19 points, the levels' means 19-23 apart, and the chances leaned to 50 %.)
A team plays as its members do: the turn in play as the member at the dice, the rest
as their average.

Each level's points to come from a turn's start are its own (level_tables.py, through
player_chances.py); until they are built, the expert's law from the same state moved to
the level's fitted mean and spread stands in (`level_law`, fitted on the level's own
solitaire games by benchmarks/fit_levels.py: mean = alpha + beta * (expert's mean),
spread = gamma * (expert's spread), per level and number of open boxes).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..core.rules import RuleSet
from ..core.setup import GameSetup, PlayerKind

__all__ = [
    "EXPERT",
    "LEVELS",
    "PRIOR",
    "Style",
    "TotalLaw",
    "from_history",
    "level_law",
    "level_style",
    "seat_styles",
    "setup_styles",
    "team_style",
]

LEVELS = ("beginner", "club", "expert")
"""The computer levels, weakest first (as `bots.Level` names them; "club" is shown Good)."""

PRIOR: dict[str, float] = {"beginner": 1 / 3, "club": 1 / 3, "expert": 1 / 3}
"""How likely a person with no history plays like each level (the family-player prior)."""
FLOOR = 1e-5
"""The least likelihood a game gives a level: one odd evening never rules a level out."""

TotalLaw = tuple[int, Sequence[float]]
"""A level's final total from an empty card: P(total = low + i) = probs[i]."""

# Fitted by benchmarks/fit_levels.py on the official rules (20,000 solitaire games of each
# level, seed 99; 50 s for the beginner, 353 s for the Good player on a shared 2-core
# machine): per level its mean final total, and per number of open boxes k at a turn's
# start (alpha, beta, gamma). Pasted from its output.
LEVEL_LAWS: dict[str, dict[str, object]] = {
    "yahtzee": {
        "beginner": {
            "mean": 213.12,
            "laws": {
                1: (0.787, 0.4836, 0.9739),
                2: (2.0, 0.5369, 1.042),
                3: (1.996, 0.6159, 1.0688),
                4: (1.752, 0.6674, 1.0906),
                5: (0.287, 0.7162, 1.0932),
                6: (-1.402, 0.7543, 1.086),
                7: (-4.306, 0.7956, 1.0774),
                8: (-6.078, 0.8177, 1.0603),
                9: (-6.567, 0.8305, 1.0522),
                10: (-7.075, 0.8419, 1.0406),
                11: (1.743, 0.8083, 1.0391),
                12: (3.065, 0.8144, 1.035),
                13: (-41.47, 1.0, 1.0339),
            },
            "games": 20000,
        },
        "club": {
            "mean": 235.79,
            "laws": {
                1: (0.064, 0.9824, 0.9808),
                2: (-1.003, 0.9798, 0.9812),
                3: (-2.69, 0.9963, 0.9773),
                4: (-3.946, 1.0005, 0.9832),
                5: (-5.137, 1.0053, 0.9965),
                6: (-3.699, 0.9785, 0.9935),
                7: (-4.215, 0.9776, 0.9875),
                8: (-5.152, 0.9779, 0.9814),
                9: (-7.907, 0.9884, 0.9725),
                10: (-10.54, 0.9935, 0.9596),
                11: (-11.777, 0.9897, 0.9503),
                12: (-12.478, 0.9832, 0.9417),
                13: (-18.796, 1.0, 0.9325),
            },
            "games": 20000,
        },
    }
}

_OFFICIAL_START = 254.5877
"""The expert's mean total under the official rules (the table's start value)."""


@dataclass(frozen=True)
class Style:
    """A player's play as shares of the computer levels' (each in `LEVELS`, summing to 1)."""

    shares: tuple[tuple[str, float], ...]

    @property
    def level(self) -> str | None:
        """The one level this style is, if it is one (a computer seat)."""
        return self.shares[0][0] if len(self.shares) == 1 else None

    def share(self, level: str) -> float:
        return sum(w for lv, w in self.shares if lv == level)


def level_style(level: str) -> Style:
    """A computer seat's style (an unknown level plays as the expert, the app's default)."""
    return Style(((level if level in LEVELS else "expert", 1.0),))


EXPERT = level_style("expert")


def _laws(rules: RuleSet, expert_start: float) -> tuple[dict[str, object], float]:
    """The fitted laws for these rules, and the factor their points are scaled by: the
    official rules' own (1); any other single-column rule set borrows them, scaled by the
    ratio of the expert's mean totals (an approximation, said in the README)."""
    name = _fitted_name(rules)
    if name is not None:
        return LEVEL_LAWS[name], 1.0
    return LEVEL_LAWS.get("yahtzee", {}), expert_start / _OFFICIAL_START


@functools.lru_cache(maxsize=16)
def _fitted_name(rules: RuleSet) -> str | None:
    """The preset whose laws were fitted, if these rules are one (asked per state of a
    story: making the presets each time was a sixth of a review's chances)."""
    from ..core import preset

    return next((name for name in LEVEL_LAWS if preset(name) == rules), None)


def level_law(
    rules: RuleSet, level: str, open_boxes: int, expert_start: float = _OFFICIAL_START
) -> tuple[float, float, float]:
    """(alpha, beta, gamma) of a level's points to come with this many boxes open at a
    turn's start: mean alpha + beta * the expert's, spread gamma * the expert's."""
    laws, scale = _laws(rules, expert_start)
    fitted = laws.get(level)
    if level == "expert" or not isinstance(fitted, dict):
        return 0.0, 1.0, 1.0
    per_k = fitted["laws"]
    assert isinstance(per_k, dict)
    alpha, beta, gamma = per_k.get(open_boxes, (0.0, 1.0, 1.0))
    return float(alpha) * scale, float(beta), float(gamma)


def from_history(totals: Sequence[int], laws: Mapping[str, TotalLaw]) -> Style:
    """A person's style from their final totals under these rules: each level's share is
    how likely it is given those totals, from the prior and each level's ``laws``
    (`PlayerChances.total_laws`)."""
    logs = {}
    for level in LEVELS:
        low, probs = laws[level]
        weight = math.log(PRIOR[level])
        for total in totals:
            at = total - low
            weight += math.log(max(float(probs[at]) if 0 <= at < len(probs) else 0.0, FLOOR))
        logs[level] = weight
    top = max(logs.values())
    odds = {level: math.exp(w - top) for level, w in logs.items()}
    whole = sum(odds.values())
    return Style(tuple((lv, w / whole) for lv, w in odds.items() if w / whole > 1e-9))


def team_style(styles: Sequence[Style]) -> Style:
    """A team's style: its members' shares averaged."""
    shares = {lv: sum(s.share(lv) for s in styles) / len(styles) for lv in LEVELS}
    return Style(tuple((lv, w) for lv, w in shares.items() if w > 0))


def seat_styles(
    seats: Sequence[Sequence[tuple[str, str | None]]],
    history: Mapping[str, Sequence[int]],
    laws: Mapping[str, TotalLaw],
) -> list[tuple[Style, list[Style]]]:
    """Per seat, its style and each member's: a member is (name, computer level or None
    for a person); a person's totals are looked up by name in ``history``."""
    out = []
    for members in seats:
        styles = [
            level_style(level) if level is not None else from_history(history.get(name, ()), laws)
            for name, level in members
        ]
        out.append((styles[0] if len(styles) == 1 else team_style(styles), styles))
    return out


def setup_styles(
    setup: GameSetup, history: Mapping[str, Sequence[int]], laws: Mapping[str, TotalLaw]
) -> list[tuple[Style, list[Style]]]:
    """`seat_styles` of a game's seats: computers at their level, people by their own
    final totals under these rules (``history``, by name; missing: the prior alone),
    judged by the levels' ``laws`` of the final total (`PlayerChances.total_laws`)."""
    seats = [
        [
            (p.name, p.level or "expert" if p.kind is PlayerKind.COMPUTER else None)
            for p in seat.members
        ]
        for seat in setup.seats
    ]
    return seat_styles(seats, history, laws)
