"""What the score sheet says: its rows and columns, and every cell's text and tooltip.

The sheet's shape follows the rule set (its boxes, bonuses and columns) and the layout
(one seat's games or card columns, or every seat side by side); each cell says what
the core's `Card` holds: points written, totals, pace, what the dice would score and,
for a closed box, why. This is the sheet as the player reads it, apart from the Qt
model (`score_model.py`: roles, fonts, colours, dataChanged) that serves it to a view.
A refresh computes every cell at once (`compute_cells`), so the model compares one
snapshot with the last and signals only the cells that differ; hiding the previews
while the dice tumble (`without_preview`) asks the core nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum

from PySide6.QtCore import QCoreApplication

from yahtzee_desktop.core.card import Card, Refusal
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP, format_pace
from yahtzee_desktop.ui.common.i18n import box_title, column_title
from yahtzee_desktop.ui.common.plain import isolate
from yahtzee_desktop.ui.common.seat_names import marked_name

__all__ = [
    "Cell",
    "Column",
    "Layout",
    "Row",
    "RowKind",
    "compute_cells",
    "game_and_seat",
    "header_bold",
    "header_title",
    "header_tooltip",
    "refusal_sentence",
    "row_title",
    "row_tooltip",
    "sheet_columns",
    "sheet_rows",
    "without_preview",
]


class RowKind(IntEnum):
    """What a row holds (the model's ROW_KIND_ROLE gives it as an int)."""

    BOX = 0
    UPPER_SUBTOTAL = 1
    UPPER_BONUS = 2
    PACE = 3
    YAHTZEE_BONUS = 4
    LOWER_TOTAL = 5
    TOTAL = 6


class Layout(Enum):
    """What the columns show."""

    SHEET = "sheet"
    """One seat: the games of the series (single-column rules) or the card's columns."""
    TABLE = "table"
    """The current game, every seat side by side."""


_ROW_LABELS = {
    RowKind.UPPER_SUBTOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Upper subtotal"),
    RowKind.UPPER_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Bonus"),
    # The printed sheet's and the print dialog's words ("On par" was no word a family knows).
    RowKind.PACE: QT_TRANSLATE_NOOP("ScoreSheet", "Ahead/behind {par}"),
    RowKind.YAHTZEE_BONUS: QT_TRANSLATE_NOOP("ScoreSheet", "Yahtzee bonus"),
    RowKind.LOWER_TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Lower total"),
    RowKind.TOTAL: QT_TRANSLATE_NOOP("ScoreSheet", "Total"),
}

_REFUSALS = {
    Refusal.NO_SUCH_BOX: QT_TRANSLATE_NOOP("ScoreSheet", "There is no such box on this card."),
    Refusal.FILLED: QT_TRANSLATE_NOOP("ScoreSheet", "This box is already filled."),
    Refusal.DRY_FIRST_ROLL: QT_TRANSLATE_NOOP(
        "ScoreSheet", "The dry column takes only the dice of the first roll."
    ),
    Refusal.UPPER_FIRST: QT_TRANSLATE_NOOP(
        "ScoreSheet", "The lower section opens when the upper section is full."
    ),
    Refusal.ORDER_DESCENDING: QT_TRANSLATE_NOOP(
        "ScoreSheet", "This column is filled from top to bottom."
    ),
    Refusal.ORDER_ASCENDING: QT_TRANSLATE_NOOP(
        "ScoreSheet", "This column is filled from bottom to top."
    ),
    Refusal.JOKER_UPPER: QT_TRANSLATE_NOOP(
        "ScoreSheet", "An extra Yahtzee must go in the upper box of its face (joker rule)."
    ),
    Refusal.JOKER_LOWER: QT_TRANSLATE_NOOP(
        "ScoreSheet", "An extra Yahtzee must go in an open lower box first (joker rule)."
    ),
}


_PLUS_MINUS_TIP = QT_TRANSLATE_NOOP(
    "ScoreSheet",
    "Plus and Minus: the sum of the five dice. Plus must be higher than Minus, "
    "otherwise both count 0.",
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoreSheet", text)


def refusal_sentence(reason: Refusal) -> str:
    """Why a box cannot take the dice, as the cell's tooltip and the status bar say it."""
    return _tr(_REFUSALS[reason])


def _times(points: int, multiplier: int) -> str:
    """A preview in a multiplied column shows what it will give: "6 ×3 = 18"."""
    if multiplier == 1 or not points:
        return str(points)
    return f"{points} \u00d7{multiplier} = {points * multiplier}"


@dataclass(frozen=True)
class Row:
    """A row of the sheet: a box (`box` is its id) or a total."""

    kind: RowKind
    box: str | None = None


@dataclass(frozen=True)
class Column:
    """A model column: a card column of (game, seat), or the summary column.

    game -1 means the game in progress; seat None means the seat being viewed.
    """

    game: int = -1
    seat: int | None = None
    column: int = 0
    summary: bool = False


@dataclass(frozen=True)
class Cell:
    """What one cell shows; a refresh signals the cells whose `Cell` changed."""

    text: str = ""
    points: int | None = None
    preview: int | None = None
    enabled: bool = True
    forced: bool = False
    current: bool = False
    tooltip: str = ""


# --- the sheet's shape ----------------------------------------------------------------


def sheet_rows(rules: RuleSet) -> list[Row]:
    """The upper boxes and their totals, the lower boxes, then the totals."""
    rows = [Row(RowKind.BOX, b) for b in rules.upper_boxes]
    rows += [Row(RowKind.UPPER_SUBTOTAL), Row(RowKind.UPPER_BONUS), Row(RowKind.PACE)]
    rows += [Row(RowKind.BOX, b) for b in rules.lower_boxes]
    if rules.yahtzee_bonus > 0 and "yahtzee" in rules.boxes:
        rows.append(Row(RowKind.YAHTZEE_BONUS))
    rows += [Row(RowKind.LOWER_TOTAL), Row(RowKind.TOTAL)]
    return rows


def sheet_columns(state: GameState, layout: Layout) -> list[Column]:
    """Every seat's card columns in playing order (TABLE); else one seat's games
    (single-column rules, with the series total) or its card's columns and the card's total."""
    rules = state.setup.rules
    games = state.setup.games
    if layout is Layout.TABLE:  # in playing order, as the players list reads
        return [Column(-1, s, c) for s in state.order() for c in range(rules.columns)]
    if rules.columns == 1:
        columns = [Column(g, None, 0) for g in range(games)]
        if games > 1:
            columns.append(Column(summary=True))
        return columns
    columns = [Column(-1, None, c) for c in range(rules.columns)]
    columns.append(Column(summary=True))
    return columns


def game_and_seat(col: Column, state: GameState, viewed_seat: int) -> tuple[int, int]:
    """The game and the seat whose card a column shows."""
    game = state.game_index if col.game < 0 else col.game
    seat = viewed_seat if col.seat is None else col.seat
    return game, seat


# --- the cells ------------------------------------------------------------------------


def compute_cells(
    rows: list[Row], columns: list[Column], state: GameState, viewed_seat: int, preview: bool
) -> dict[tuple[int, int], Cell]:
    """Every cell, by (row, column); `preview`: show what the dice would score."""
    options = state.options() if preview else {}
    forced = (
        state.card.forced_box(state.dice) if state.dice is not None and not state.finished else None
    )
    cells: dict[tuple[int, int], Cell] = {}
    for c, col in enumerate(columns):
        if col.summary:
            for r, row in enumerate(rows):
                cells[(r, c)] = _summary_cell(row, state, viewed_seat)
            continue
        game, seat = game_and_seat(col, state, viewed_seat)
        card = state.cards[game][seat]
        active = (
            game == state.game_index
            and seat == state.seat
            and state.dice is not None
            and not state.finished
        )
        for r, row in enumerate(rows):
            cells[(r, c)] = _cell(
                row, card, col.column, game, state, active, options, forced, preview
            )
    return cells


def without_preview(cell: Cell) -> Cell:
    """The cell as `compute_cells(..., preview=False)` makes it: what the dice would
    score, and why a box cannot take them, hidden (the dice still tumble)."""
    if cell.preview is None and cell.enabled:
        return cell
    return Cell(current=cell.current)


def _cell(
    row: Row,
    card: Card,
    column: int,
    game: int,
    state: GameState,
    active: bool,
    options: dict[tuple[int, str], int],
    forced: tuple[int, str] | None,
    preview: bool,
) -> Cell:
    current = game == state.game_index
    future = game > state.game_index
    if row.kind is RowKind.BOX:
        assert row.box is not None
        value = card.value(row.box, column)
        label = box_title(row.box, card.rules.preset)
        if value is not None:
            tooltip = QCoreApplication.translate("ScoreSheet", "{row}: {points}").format(
                row=label, points=value
            )
            return Cell(str(value), value, current=current, tooltip=tooltip)
        if not active:
            return Cell(current=current)
        key = (column, row.box)
        if key in options:
            points = options[key]
            is_forced = forced == key
            tip = QCoreApplication.translate("ScoreSheet", "Score {points} in {box}").format(
                points=points, box=label
            )
            if is_forced:
                tip += "\n" + QCoreApplication.translate(
                    "ScoreSheet", "The joker rule sends these dice here."
                )
            multiplier = card.rules.column_rules[column].multiplier
            shown = _times(points, multiplier)
            if multiplier != 1 and points:
                tip += "\n" + QCoreApplication.translate(
                    "ScoreSheet", "This column counts {times} times: {points} points"
                ).format(times=multiplier, points=points * multiplier)
            text = f"\u2192 {shown}" if is_forced else shown
            return Cell(text, None, points, True, is_forced, current, tip)
        if not preview:
            return Cell(current=current)
        assert state.dice is not None
        reason = card.why_not(state.dice, row.box, column, state.rolls)
        tip = _tr(_REFUSALS[reason]) if reason is not None else ""
        return Cell(enabled=False, current=current, tooltip=tip)
    if future:
        return Cell(current=current)
    totals = card.column_totals(column)
    rules = card.rules
    if row.kind is RowKind.UPPER_SUBTOTAL:
        return Cell(str(totals.upper), totals.upper, current=current)
    if row.kind is RowKind.UPPER_BONUS:
        missing = rules.upper_bonus_threshold - totals.upper
        tip = (
            QCoreApplication.translate(
                "ScoreSheet",
                "{missing} more points in the upper section earn the bonus of {bonus}",
            ).format(missing=missing, bonus=rules.upper_bonus)
            if missing > 0
            else QCoreApplication.translate("ScoreSheet", "Bonus earned")
        )
        if totals.upper_bonus or totals.upper_complete:
            return Cell(str(totals.upper_bonus), totals.upper_bonus, current=current, tooltip=tip)
        return Cell(current=current, tooltip=tip)
    if row.kind is RowKind.PACE:
        if not any(card.value(b, column) is not None for b in rules.upper_boxes):
            return Cell(current=current)
        pace = card.pace(column)
        return Cell(format_pace(pace), pace, current=current, tooltip=_pace_tip(rules))
    if row.kind is RowKind.YAHTZEE_BONUS:
        count = totals.yahtzee_bonus_count
        text = f"{count} \u00d7 {rules.yahtzee_bonus}" if count else ""
        tip = (
            QCoreApplication.translate(
                "ScoreSheet", "{count} extra Yahtzee bonuses: {points} points"
            ).format(count=count, points=totals.yahtzee_bonus)
            if count
            else ""
        )
        return Cell(text, totals.yahtzee_bonus, current=current, tooltip=tip)
    if row.kind is RowKind.LOWER_TOTAL:
        lower = totals.lower_total
        tip = (
            QCoreApplication.translate("ScoreSheet", "Plus is not above Minus: both count 0")
            if totals.plus_minus_void
            else ""
        )
        return Cell(str(lower), lower, current=current, tooltip=tip)
    # TOTAL
    tip = ""
    text = str(totals.total)
    if totals.multiplier != 1:
        # Triple Yahtzee: the column's points and what its multiplier makes of them.
        text = f"{totals.raw} \u00d7{totals.multiplier} = {totals.total}"
        tip = QCoreApplication.translate(
            "ScoreSheet", "{raw} points in this column, counted {times} times: {total}"
        ).format(raw=totals.raw, times=totals.multiplier, total=totals.total)
    return Cell(text, totals.total, current=current, tooltip=tip)


def _summary_cell(row: Row, state: GameState, seat: int) -> Cell:
    if row.kind is not RowKind.TOTAL:
        return Cell()
    if state.setup.rules.columns == 1:
        value = state.series_totals()[seat]
        tip = QCoreApplication.translate("ScoreSheet", "Cumulative total of the series")
    else:
        value = state.cards[state.game_index][seat].total()
        tip = QCoreApplication.translate("ScoreSheet", "Total of the card")
    return Cell(str(value), value, tooltip=tip)


# --- the headers ----------------------------------------------------------------------


def row_title(row: Row, rules: RuleSet) -> str:
    if row.box is not None:
        title = box_title(row.box, rules.preset)
        if row.box in ("plus", "minus") and rules.has_plus_minus:
            # Yams: the rule that makes Plus and Minus, on the sheet itself.
            other = box_title("minus" if row.box == "plus" else "plus", rules.preset)
            sign = ">" if row.box == "plus" else "<"
            return f"{title} ({sign} {other})"
        return title
    if row.kind is RowKind.PACE:
        return _tr(_ROW_LABELS[row.kind]).format(par=rules.upper_par)
    return _tr(_ROW_LABELS[row.kind])


def _pace_tip(rules: RuleSet) -> str:
    return QCoreApplication.translate(
        "ScoreSheet",
        "How far ahead of or behind the {par} points of the bonus you are: {par} is three "
        "dice of each face, so two sixes put you 6 behind.",
    ).format(par=rules.upper_par)


def row_tooltip(row: Row, rules: RuleSet) -> str | None:
    if row.kind is RowKind.PACE:  # what "ahead/behind" counts, on the title too
        return _pace_tip(rules)
    plus_minus = row.box in ("plus", "minus") and rules.has_plus_minus
    return _tr(_PLUS_MINUS_TIP) if plus_minus else None


def header_bold(col: Column, state: GameState, layout: Layout, viewed_seat: int) -> bool:
    """The current game's column (a seat's sheet), the seat to play's (the table)."""
    if col.summary:
        return False
    game, seat = game_and_seat(col, state, viewed_seat)
    return game == state.game_index if layout is Layout.SHEET else seat == state.seat


def header_title(col: Column, state: GameState, layout: Layout, viewed_seat: int) -> str:
    rules = state.setup.rules
    if col.summary:
        return (
            QCoreApplication.translate("ScoreSheet", "Series")
            if rules.columns == 1
            else QCoreApplication.translate("ScoreSheet", "Total")  # of the card's columns
        )
    game, seat = game_and_seat(col, state, viewed_seat)
    name = column_title(rules.column_rules[col.column].id)
    if layout is Layout.TABLE:
        seat_name = marked_name(state.setup.seats[seat], isolate(state.setup.seats[seat].name))
        title = seat_name if rules.columns == 1 else f"{seat_name} {name}"
        return ("\u25b6 " if seat == state.seat and not state.finished else "") + title
    if rules.columns == 1:
        return QCoreApplication.translate("ScoreSheet", "Game {n}").format(n=game + 1)
    return name


def header_tooltip(col: Column, rules: RuleSet) -> str | None:
    if col.summary:
        return None
    multiplier = rules.column_rules[col.column].multiplier
    if multiplier != 1:
        return QCoreApplication.translate(
            "ScoreSheet", "The total of this column counts {times} times."
        ).format(times=multiplier)
    return None
