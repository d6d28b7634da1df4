"""One player's score card for one game: an immutable value that knows every rule.

Everything that decides a score lives here: which boxes are open to a roll (order
constraints, the dry column, upper-first, the joker), what they score, the bonuses
and the totals. The Qt model, the PDF sheet and the solver all ask this class.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from .dice import Dice, IllegalMove, MoveRefusal, check_dice
from .rules import UPPER_IDS, Joker, Order, RuleSet

__all__ = ["Card", "ColumnTotals", "Refusal"]


class Refusal(StrEnum):
    """Why a box cannot take the dice now (the UI turns these into tooltips)."""

    NO_SUCH_BOX = "no_such_box"
    FILLED = "filled"
    DRY_FIRST_ROLL = "dry_first_roll"
    UPPER_FIRST = "upper_first"
    ORDER_DESCENDING = "order_descending"
    ORDER_ASCENDING = "order_ascending"
    JOKER_UPPER = "joker_upper"
    JOKER_LOWER = "joker_lower"


_REFUSAL_TEXT = {
    Refusal.NO_SUCH_BOX: "there is no such box on this card",
    Refusal.FILLED: "this box is already filled",
    Refusal.DRY_FIRST_ROLL: "the dry column takes only the dice of the first roll",
    Refusal.UPPER_FIRST: "the lower section opens when the upper section is full",
    Refusal.ORDER_DESCENDING: "this column is filled from top to bottom",
    Refusal.ORDER_ASCENDING: "this column is filled from bottom to top",
    Refusal.JOKER_UPPER: "an extra Yahtzee must go in the upper box of its face",
    Refusal.JOKER_LOWER: "an extra Yahtzee must go in an open lower box first",
}


@dataclass(frozen=True)
class ColumnTotals:
    """The sums of one column, as a paper sheet writes them."""

    upper: int
    """Upper subtotal."""
    upper_bonus: int
    """Upper bonus earned (0 until the threshold is reached)."""
    lower: int
    """Lower subtotal, after the Plus/Moins rule."""
    yahtzee_bonus_count: int
    """Extra Yahtzees that earned a bonus in this column."""
    yahtzee_bonus: int
    """Points of those bonuses."""
    plus_minus_void: bool
    """Plus and Moins are both filled and Plus is not above Moins: both count 0."""
    raw: int
    """Column total before the multiplier."""
    multiplier: int
    total: int
    """Column total after the multiplier."""
    upper_complete: bool
    """Every upper box is written (the bonus is decided either way)."""

    @property
    def upper_total(self) -> int:
        """Upper subtotal plus its bonus: the "total of the upper section" line."""
        return self.upper + self.upper_bonus

    @property
    def lower_total(self) -> int:
        """Lower subtotal plus the Yahtzee bonuses: the "total of the lower section" line."""
        return self.lower + self.yahtzee_bonus


@dataclass(frozen=True)
class Card:
    """Scores written on one card; `place` returns a new card."""

    rules: RuleSet
    cells: tuple[tuple[int | None, ...], ...]
    """cells[column][box index]: points written, or None while open."""
    bonus_counts: tuple[int, ...]
    """Per column: extra Yahtzees that earned the Yahtzee bonus."""
    filled: int = field(default=-1, compare=False)
    """How many boxes hold points (derived; kept because turns ask it constantly)."""

    def __post_init__(self) -> None:
        if self.filled < 0:
            count = sum(v is not None for col in self.cells for v in col)
            object.__setattr__(self, "filled", count)

    @classmethod
    def empty(cls, rules: RuleSet) -> Card:
        row: tuple[int | None, ...] = (None,) * len(rules.box_rules)
        return cls(rules, (row,) * rules.columns, (0,) * rules.columns)

    # --- reading -------------------------------------------------------------------------

    def _index(self, box: str) -> int:
        try:
            return self.rules.index[box]
        except (KeyError, TypeError):
            raise IllegalMove(
                f"there is no box {box!r} in {self.rules.preset}", MoveRefusal.NO_SUCH_BOX
            ) from None

    def _check_column(self, column: int) -> None:
        if not (isinstance(column, int) and 0 <= column < self.rules.columns):
            raise IllegalMove(
                f"there is no column {column!r} on this card", MoveRefusal.NO_SUCH_COLUMN
            )

    def value(self, box: str, column: int = 0) -> int | None:
        """Points written in a box, or None if it is open."""
        self._check_column(column)
        return self.cells[column][self._index(box)]

    def is_complete(self) -> bool:
        return self.filled == self.rules.turns

    def filled_count(self) -> int:
        return self.filled

    def open_boxes(self, column: int = 0) -> tuple[str, ...]:
        return tuple(
            b for b, v in zip(self.rules.boxes, self.cells[column], strict=True) if v is None
        )

    # --- which boxes may take the dice ---------------------------------------------------

    def _reachable(self, column: int, roll: int) -> list[int]:
        """Open box indices that the column's order, dry and upper-first rules allow."""
        col = self.rules.column_rules[column]
        if col.first_roll_only and roll != 1:
            return []
        cells = self.cells[column]
        boxes = self.rules.box_rules
        candidates = [i for i, v in enumerate(cells) if v is None]
        if self.rules.upper_first:
            upper_open = [i for i in candidates if boxes[i].upper]
            if upper_open:
                candidates = upper_open
        if candidates and col.order is Order.DESCENDING:
            return candidates[:1]
        if candidates and col.order is Order.ASCENDING:
            return candidates[-1:]
        return candidates

    def roll_limit(self, most: int) -> int:
        """The rolls a turn on this card may use: `most`, or 1 when every open box is in a
        column that takes only the first roll (the Yams dry column), since the dice of a
        later roll could go nowhere and the turn would be stuck."""
        columns = range(len(self.rules.column_rules))
        return most if any(self._reachable(c, 2) for c in columns) else 1

    def _yahtzee_index(self) -> int | None:
        return self.rules.index.get("yahtzee")

    def earns_yahtzee_bonus(self, dice: Iterable[int], column: int = 0) -> bool:
        """Placing these dice in this column adds a Yahtzee bonus."""
        return len(set(check_dice(dice, self.rules.dice))) == 1 and self.can_tick_yahtzee_bonus(
            column
        )

    def _joker_active(self, dice: Dice, column: int) -> bool:
        """Sorted dice are an extra Yahtzee that the joker rule applies to in this column."""
        rules = self.rules
        if rules.joker is Joker.NONE or dice[0] != dice[-1]:
            return False
        y = rules.index.get("yahtzee")
        if y is None:
            return False
        held = self.cells[column][y]
        return held is not None and (held > 0 or rules.zeroed_yahtzee_joker)

    def _face_index(self, face: int) -> int | None:
        return self.rules.index.get(UPPER_IDS[face - 1])

    def _column_options(self, column: int, dice: Dice, roll: int) -> dict[int, int]:
        """Box index -> points for every legal placement of sorted dice in one column."""
        allowed = self._reachable(column, roll)
        if not allowed:
            return {}
        plain = self.rules.plain_tables
        if not self._joker_active(dice, column):
            return {i: plain[i][dice] for i in allowed}
        full = self.rules.full_tables
        boxes = self.rules.box_rules
        face = self._face_index(dice[0])
        if self.rules.joker is Joker.FREE:
            if face is not None and self.cells[column][face] is None:
                return {i: plain[i][dice] for i in allowed}
            return {i: (plain if boxes[i].upper else full)[i][dice] for i in allowed}
        # Forced joker: the upper box of the face, else any lower box in full, else upper for 0.
        if face is not None and face in allowed:
            return {face: plain[face][dice]}
        lower = [i for i in allowed if not boxes[i].upper]
        if lower:
            return {i: full[i][dice] for i in lower}
        return {i: plain[i][dice] for i in allowed}

    def options(self, dice: Iterable[int], roll: int = 1) -> dict[tuple[int, str], int]:
        """{(column, box): points} for every legal placement of these dice now."""
        values = tuple(sorted(check_dice(dice, self.rules.dice)))
        ids = self.rules.boxes
        return {
            (c, ids[i]): pts
            for c in range(self.rules.columns)
            for i, pts in self._column_options(c, values, roll).items()
        }

    def forced_box(self, dice: Iterable[int]) -> tuple[int, str] | None:
        """The single box the forced joker imposes, if it imposes one (to mark it)."""
        opts = self.options(dice)
        values = check_dice(dice, self.rules.dice)
        if self.rules.joker is not Joker.FORCED or len(opts) != 1:
            return None
        ((column, box),) = opts
        return (column, box) if self._joker_active(values, column) else None

    def why_not(
        self, dice: Iterable[int], box: str, column: int = 0, roll: int = 1
    ) -> Refusal | None:
        """Why the dice cannot go in this box now; None if they can."""
        if box not in self.rules.boxes or not (
            isinstance(column, int) and 0 <= column < self.rules.columns
        ):
            return Refusal.NO_SUCH_BOX
        values = tuple(sorted(check_dice(dice, self.rules.dice)))
        i = self._index(box)
        options = self._column_options(column, values, roll)
        if i in options:
            return None
        reason = self._reach_refusal(column, i, roll)
        if reason is not None:
            return reason
        return (
            Refusal.JOKER_UPPER if self._face_index(values[0]) in options else Refusal.JOKER_LOWER
        )

    def writable_boxes(self, column: int = 0, roll: int = 1) -> tuple[str, ...]:
        """Open boxes of a column that its order rules let the next turn fill, whatever
        the dice (score-pad entry, and players deciding what is still open)."""
        self._check_column(column)
        ids = self.rules.boxes
        return tuple(ids[i] for i in self._reachable(column, roll))

    def _reach_refusal(self, column: int, i: int, roll: int) -> Refusal | None:
        """Why the box is out of reach whatever the dice; None if it is reachable."""
        col = self.rules.column_rules[column]
        if self.cells[column][i] is not None:
            return Refusal.FILLED
        if col.first_roll_only and roll != 1:
            return Refusal.DRY_FIRST_ROLL
        if i in self._reachable(column, roll):
            return None
        boxes = self.rules.box_rules
        if (
            self.rules.upper_first
            and not boxes[i].upper
            and any(v is None and b.upper for v, b in zip(self.cells[column], boxes, strict=True))
        ):
            return Refusal.UPPER_FIRST
        return (
            Refusal.ORDER_DESCENDING if col.order is Order.DESCENDING else Refusal.ORDER_ASCENDING
        )

    # --- writing -------------------------------------------------------------------------

    def _with(self, column: int, index: int, points: int, bonus: bool) -> Card:
        row = list(self.cells[column])
        row[index] = points
        cells = list(self.cells)
        cells[column] = tuple(row)
        counts = list(self.bonus_counts)
        if bonus:
            counts[column] += 1
        return Card(self.rules, tuple(cells), tuple(counts), self.filled + 1)

    def place(self, dice: Iterable[int], box: str, column: int = 0, roll: int = 1) -> Card:
        """The card with these dice scored in this box; IllegalMove if that is not legal."""
        values = check_dice(dice, self.rules.dice)
        self._check_column(column)
        i = self._index(box)
        points = self._column_options(column, tuple(sorted(values)), roll).get(i)
        if points is None:
            reason = self.why_not(values, box, column, roll)
            assert reason is not None
            raise IllegalMove(f"{box} in column {column + 1}: {_REFUSAL_TEXT[reason]}", reason)
        return self._with(column, i, points, self.earns_yahtzee_bonus(values, column))

    def possible_points(self, box: str) -> frozenset[int]:
        """Every value this box can hold under these rules (for entering scores directly)."""
        if box not in self.rules.boxes:
            return frozenset()
        return self.rules.box(box).possible_points(self.rules.joker is not Joker.NONE)

    def can_tick_yahtzee_bonus(self, column: int = 0) -> bool:
        """Whether an extra Yahtzee in this column now would earn the bonus."""
        y = self._yahtzee_index()
        return self.rules.yahtzee_bonus > 0 and y is not None and (self.cells[column][y] or 0) > 0

    def _check_points(self, box: str, points: int) -> None:
        """IllegalMove unless the box can hold these points under these rules."""
        if isinstance(points, bool) or not isinstance(points, int):
            raise IllegalMove(f"{points!r} is not a whole number of points", MoveRefusal.BAD_POINTS)
        allowed = self.possible_points(box)
        if points not in allowed:
            raise IllegalMove(
                f"{box} cannot hold {points}; it takes {', '.join(map(str, sorted(allowed)))}",
                MoveRefusal.BAD_POINTS,
            )

    def write(self, box: str, points: int, column: int = 0, yahtzee_bonus: bool = False) -> Card:
        """The card with points written directly in a box (score-pad mode).

        Only values the box can take are accepted; the order rules of the column
        still apply, since a paper sheet would enforce them too.
        """
        self._check_column(column)
        i = self._index(box)
        reason = self._reach_refusal(column, i, 1)
        if reason is not None:
            raise IllegalMove(f"{box} in column {column + 1}: {_REFUSAL_TEXT[reason]}", reason)
        self._check_points(box, points)
        if yahtzee_bonus and not self.can_tick_yahtzee_bonus(column):
            raise IllegalMove(
                "a Yahtzee bonus needs the Yahtzee box filled with its points",
                MoveRefusal.BONUS_NEEDS_YAHTZEE,
            )
        return self._with(column, i, points, yahtzee_bonus)

    def corrected(
        self, box: str, points: int, column: int = 0, yahtzee_bonuses: int | None = None
    ) -> Card:
        """The card with a written box set to other points (and the bonus count, if given)."""
        self._check_column(column)
        i = self._index(box)
        if self.cells[column][i] is None:
            raise IllegalMove(
                f"{box} in column {column + 1} is still open: score it instead",
                MoveRefusal.STILL_OPEN,
            )
        self._check_points(box, points)
        counts = list(self.bonus_counts)
        if yahtzee_bonuses is not None:
            if not isinstance(yahtzee_bonuses, int) or not 0 <= yahtzee_bonuses <= self.rules.turns:
                raise IllegalMove(
                    "the number of Yahtzee bonuses is out of range", MoveRefusal.BONUS_COUNT
                )
            if yahtzee_bonuses and self.rules.yahtzee_bonus == 0:
                raise IllegalMove("these rules have no Yahtzee bonus", MoveRefusal.NO_BONUS)
            counts[column] = yahtzee_bonuses
        row = list(self.cells[column])
        row[i] = points
        cells = list(self.cells)
        cells[column] = tuple(row)
        return Card(self.rules, tuple(cells), tuple(counts), self.filled)

    # --- totals --------------------------------------------------------------------------

    def column_totals(self, column: int = 0) -> ColumnTotals:
        rules = self.rules
        upper = lower = 0
        plus = minus = None
        for b, v in zip(rules.box_rules, self.cells[column], strict=True):
            if v is None:
                continue
            if b.upper:
                upper += v
            elif b.id == "plus":
                plus = v
            elif b.id == "minus":
                minus = v
            else:
                lower += v
        void = plus is not None and minus is not None and plus <= minus
        if not void:
            lower += (plus or 0) + (minus or 0)
        bonus = rules.upper_bonus if upper >= rules.upper_bonus_threshold else 0
        count = self.bonus_counts[column]
        ybonus = count * rules.yahtzee_bonus
        raw = upper + bonus + lower + ybonus
        multiplier = rules.column_rules[column].multiplier
        complete = all(
            v is not None
            for b, v in zip(rules.box_rules, self.cells[column], strict=True)
            if b.upper
        )
        return ColumnTotals(
            upper, bonus, lower, count, ybonus, void, raw, multiplier, raw * multiplier, complete
        )

    def yahtzees(self) -> int:
        """Yahtzees scored on this card: Yahtzee boxes holding points, plus bonus Yahtzees."""
        y = self._yahtzee_index()
        boxes = 0 if y is None else sum(1 for col in self.cells if (col[y] or 0) > 0)
        return boxes + sum(self.bonus_counts)

    def total(self) -> int:
        """The card's grand total: bonuses, Yahtzee bonuses, multipliers, Plus/Moins rule."""
        return sum(self.column_totals(c).total for c in range(self.rules.columns))

    def pace(self, column: int = 0) -> int:
        """Upper subtotal against par (`RuleSet.par` dice of each filled face): "+4 on par"."""
        par = self.rules.par
        return sum(
            v - par * b.face
            for b, v in zip(self.rules.box_rules, self.cells[column], strict=True)
            if b.upper and v is not None
        )

    def to_dict(self) -> dict[str, object]:
        return {"cells": [list(c) for c in self.cells], "bonus_counts": list(self.bonus_counts)}
