"""The one-page rules summary of a rule set, to lay on the table beside the dice.

Every sentence that depends on an option is chosen from the `RuleSet` (bonus,
joker, columns, Plus/Minus, upper-first), so the page always matches the game
being played. The text shrinks in small steps until it fits on one A4 page.
"""

from __future__ import annotations

import io
import re
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import (  # type: ignore[import-untyped]
    Frame,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from ..core.rules import Joker, Order, RuleSet, ScoreKind
from ..i18n import QT_TRANSLATE_NOOP
from .describe import box_condition, box_points_long, dice_words
from .example import example_steps
from .house import house_changes, rules_name
from .style import (
    BOLD,
    GRID,
    INK,
    LIGHT,
    MARGIN,
    PAGE,
    REGULAR,
    SHADE,
    box_name,
    column_name,
    new_canvas,
    register_fonts,
    tr,
)

__all__ = ["rules_pdf"]

_T = {
    "title": QT_TRANSLATE_NOOP("Printing", "{preset}: the rules on one page"),
    "house": QT_TRANSLATE_NOOP("Printing", "What differs from the usual rules"),
    "need": QT_TRANSLATE_NOOP("Printing", "What you need"),
    "need_text": QT_TRANSLATE_NOOP(
        "Printing", "{Count} dice, a score sheet and a pencil. One player or more."
    ),
    "turns": QT_TRANSLATE_NOOP(
        "Printing", "A game has {turns} turns: each turn fills exactly one box."
    ),
    "turns_cols": QT_TRANSLATE_NOOP(
        "Printing",
        "A card has {columns} columns, so a game has {turns} turns: "
        "each turn fills exactly one box of one column.",
    ),
    "start": QT_TRANSLATE_NOOP(
        "Printing",
        "Everyone rolls the {count} dice: the highest total starts (tied players roll again), "
        "then play goes clockwise.",
    ),
    "turn": QT_TRANSLATE_NOOP("Printing", "Your turn"),
    "roll1": QT_TRANSLATE_NOOP("Printing", "Roll all {count} dice."),
    "roll2": QT_TRANSLATE_NOOP(
        "Printing", "Roll again up to twice: keep any dice and roll the others, or all {count}."
    ),
    "saved": QT_TRANSLATE_NOOP(
        "Printing",
        "Rolls you leave unused are saved: a later turn of yours may use them after its "
        "own three. Write them down beside your name.",
    ),
    "roll3": QT_TRANSLATE_NOOP("Printing", "You may stop after any roll."),
    "roll4": QT_TRANSLATE_NOOP(
        "Printing",
        "Write a score in one empty box: 0 if the dice do not meet its condition.",
    ),
    "boxes": QT_TRANSLATE_NOOP("Printing", "The boxes"),
    "box": QT_TRANSLATE_NOOP("Printing", "Box"),
    "condition": QT_TRANSLATE_NOOP("Printing", "Condition"),
    "points": QT_TRANSLATE_NOOP("Printing", "Points"),
    "bonus_box": QT_TRANSLATE_NOOP("Printing", "Upper bonus"),
    "bonus_cond": QT_TRANSLATE_NOOP("Printing", "Upper subtotal of {threshold} or more"),
    "ybonus_box": QT_TRANSLATE_NOOP("Printing", "{name} bonus"),
    "ybonus_cond": QT_TRANSLATE_NOOP(
        "Printing", "Each extra {name} while the {name} box holds {points}"
    ),
    "extra": QT_TRANSLATE_NOOP("Printing", "Extra {name} and joker"),
    "extra_bonus": QT_TRANSLATE_NOOP(
        "Printing",
        "{Count} equal dice when the {name} box is already filled: +{bonus} "
        "if that box holds {points}, nothing if it holds 0.",
    ),
    "extra_nobonus": QT_TRANSLATE_NOOP("Printing", "A second {name} earns no bonus."),
    "joker_forced": QT_TRANSLATE_NOOP(
        "Printing",
        "Forced joker: the roll goes in the upper box of its number if it is open; "
        "otherwise in any open lower box, scored in full ({full}); "
        "otherwise in an open upper box, for 0.",
    ),
    "joker_free": QT_TRANSLATE_NOOP(
        "Printing",
        "Free joker: the roll goes in any open box; it counts as a full house or a "
        "straight only once the upper box of its number is filled.",
    ),
    "joker_none": QT_TRANSLATE_NOOP(
        "Printing", "No joker: an extra {name} scores by the plain table."
    ),
    "joker_zero": QT_TRANSLATE_NOOP(
        "Printing", "The joker applies even when the {name} box holds 0."
    ),
    "joker_nozero": QT_TRANSLATE_NOOP(
        "Printing", "A player with 0 in the {name} box gets neither bonus nor joker."
    ),
    "sum_others": QT_TRANSLATE_NOOP("Printing", "the others the sum of the dice"),
    "columns": QT_TRANSLATE_NOOP("Printing", "Columns"),
    "col_mult": QT_TRANSLATE_NOOP("Printing", "every score, bonuses included, counts ×{factor}"),
    "col_mult1": QT_TRANSLATE_NOOP("Printing", "every score counts as written"),
    "col_desc": QT_TRANSLATE_NOOP("Printing", "fill the boxes from top to bottom"),
    "col_asc": QT_TRANSLATE_NOOP("Printing", "fill the boxes from bottom to top"),
    "col_free": QT_TRANSLATE_NOOP("Printing", "fill the boxes in any order"),
    "col_dry": QT_TRANSLATE_NOOP(
        "Printing", "fill the boxes in any order, only with the dice of the first roll of a turn"
    ),
    "col_parts": QT_TRANSLATE_NOOP("Printing", "{first}; {second}"),
    "col_end": QT_TRANSLATE_NOOP("Printing", "{column}: {rule}."),
    "dry_one_roll": QT_TRANSLATE_NOOP(
        "Printing",
        "When the only open boxes of your card are in the {dry} column, your turn has a "
        "single roll: its dice go in one of those boxes.",
    ),
    "extra_columns": QT_TRANSLATE_NOOP(
        "Printing",
        "The bonus and the joker follow the {name} box of the column the roll goes into: "
        "the bonus is paid (×factor) if that column’s {name} box holds {points}, and the "
        "joker order applies within that column.",
    ),
    "col_bonus": QT_TRANSLATE_NOOP(
        "Printing", "Each column has its own upper bonus and its own totals."
    ),
    "special": QT_TRANSLATE_NOOP("Printing", "Good to know"),
    "plus_minus": QT_TRANSLATE_NOOP(
        "Printing",
        "Plus and Minus: when both are filled and Plus is not higher than Minus, both count 0.",
    ),
    "upper_first": QT_TRANSLATE_NOOP(
        "Printing", "The lower section opens only when the upper section is full."
    ),
    "end": QT_TRANSLATE_NOOP("Printing", "End of the game"),
    "end1": QT_TRANSLATE_NOOP(
        "Printing",
        "The game ends when every box is filled. Add the sections and the bonuses: "
        "the highest total wins.",
    ),
    "end1_bonus": QT_TRANSLATE_NOOP(
        "Printing",
        "The game ends when every box is filled. Add the sections and the bonus: "
        "the highest total wins.",
    ),
    "end1_columns": QT_TRANSLATE_NOOP(
        "Printing",
        "The game ends when every box is filled. Add the sections and their bonuses: "
        "the highest total wins.",
    ),
    "end1_plain": QT_TRANSLATE_NOOP(
        "Printing",
        "The game ends when every box is filled. Add the sections: the highest total wins.",
    ),
    "end2": QT_TRANSLATE_NOOP("Printing", "Ties are not broken: tied players share the win."),
    "end3": QT_TRANSLATE_NOOP(
        "Printing",
        "A series has up to six games: the highest total of all the games wins.",
    ),
    "footer": QT_TRANSLATE_NOOP(
        "Printing", "Printed by Yahtzee Desktop. The score sheet has a box for every rule above."
    ),
}

_FRAME_W = PAGE[0] - 2 * MARGIN
_FRAME_H = PAGE[1] - 2 * MARGIN


class _Styles:
    """Paragraph styles at one scale; the page tries smaller scales until it fits."""

    def __init__(self, scale: float, tight: float = 1.0) -> None:
        """`tight` (1 to 0.5) shrinks the spaces and the leading before the type: a full
        page keeps its text large."""
        body = 11.5 * scale
        self.scale = scale
        self.body = body
        self.title = ParagraphStyle(
            "title",
            fontName=BOLD,
            fontSize=21 * scale,
            leading=25 * scale,
            textColor=INK,
            spaceAfter=2 * mm * scale,
        )
        self.heading = ParagraphStyle(
            "heading",
            fontName=BOLD,
            fontSize=14 * scale,
            leading=17 * scale,
            textColor=INK,
            spaceBefore=4 * mm * scale * tight,
            spaceAfter=1.5 * mm * scale * tight,
        )
        self.text = ParagraphStyle(
            "text",
            fontName=REGULAR,
            fontSize=body,
            leading=body * (1.18 + 0.12 * tight),
            textColor=INK,
            spaceAfter=1 * mm * scale * tight,
        )
        self.bullet = ParagraphStyle(
            "bullet",
            parent=self.text,
            leftIndent=6 * mm,
            bulletIndent=1.5 * mm,
            bulletFontName=REGULAR,
            spaceAfter=0.8 * mm * scale * tight,
        )
        self.cell = ParagraphStyle(
            "cell",
            fontName=REGULAR,
            fontSize=body * 0.92,
            leading=body * 1.12,
            textColor=INK,
        )
        self.cell_bold = ParagraphStyle("cell_bold", parent=self.cell, fontName=BOLD)
        self.foot = ParagraphStyle(
            "foot",
            fontName=REGULAR,
            fontSize=8,
            leading=10,
            textColor=LIGHT,
            spaceBefore=3 * mm * scale,
        )


TAIL = 16
"""Characters a sentence's last line keeps at least: its last words are tied with no-break
spaces, so no line holds "0." or "contient 0." alone."""
_END = re.compile(r"[.!?]$")


def _tie_tails(text: str) -> str:
    words = text.split(" ")
    ends = [i for i, w in enumerate(words) if _END.search(w)]
    for end in reversed(ends):  # from the last, so the earlier indices stay right
        start = end
        while start > 0 and len(" ".join(words[start : end + 1])) < TAIL:
            if _END.search(words[start - 1]) or words[start - 1].endswith(":"):
                break
            start -= 1
        if start < end:
            words[start : end + 1] = ["\u00a0".join(words[start : end + 1])]
    return " ".join(words)


def _para_text(text: str) -> str:
    """ReportLab's Paragraph breaks lines at U+202F (it lists it as whitespace), which
    would start a line with ";": paragraphs get the no-break space it does respect; and a
    sentence's last words are tied together (`TAIL`)."""
    return escape(_tie_tails(text.replace("\u202f", "\u00a0")))


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(_para_text(text), style)


def _bullets(items: list[str], s: _Styles) -> list[Any]:
    return [Paragraph(_para_text(t), s.bullet, bulletText="•") for t in items]


def _box_table(rules: RuleSet, lang: str, s: _Styles) -> Table:
    all_same = box_name("yahtzee", rules.preset, lang) if "yahtzee" in rules.by_id else ""
    head = [_p(tr(_T[k], lang), s.cell_bold) for k in ("box", "condition", "points")]
    rows: list[list[Any]] = [head]
    shaded: list[int] = []
    for b in rules.box_rules:
        rows.append(
            [
                _p(box_name(b.id, rules.preset, lang), s.cell_bold),
                _p(box_condition(b, lang), s.cell),
                _p(box_points_long(b, lang), s.cell),
            ]
        )
        if b.upper and b is rules.box_rules[len(rules.upper_boxes) - 1] and rules.upper_bonus:
            rows.append(
                [
                    _p(tr(_T["bonus_box"], lang), s.cell_bold),
                    _p(
                        tr(_T["bonus_cond"], lang).format(threshold=rules.upper_bonus_threshold),
                        s.cell,
                    ),
                    _p(f"+{rules.upper_bonus}", s.cell_bold),
                ]
            )
            shaded.append(len(rows) - 1)
    if rules.yahtzee_bonus and all_same:
        rows.append(
            [
                _p(tr(_T["ybonus_box"], lang).format(name=all_same), s.cell_bold),
                _p(
                    tr(_T["ybonus_cond"], lang).format(
                        name=all_same, points=rules.box("yahtzee").points or 0
                    ),
                    s.cell,
                ),
                _p(f"+{rules.yahtzee_bonus}", s.cell_bold),
            ]
        )
        shaded.append(len(rows) - 1)
    widths = [_FRAME_W * 0.27, _FRAME_W * 0.47, _FRAME_W * 0.26]
    pad = 1.1 * mm * s.scale
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, s.body),  # not ReportLab's default Helvetica
        ("GRID", (0, 0), (-1, -1), 0.4, GRID),
        ("BOX", (0, 0), (-1, -1), 1.0, INK),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("LINEBELOW", (0, 0), (-1, 0), 1.0, INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), pad),
        ("BOTTOMPADDING", (0, 0), (-1, -1), pad),
        ("LEFTPADDING", (0, 0), (-1, -1), 2 * mm),
    ]
    style += [("BACKGROUND", (0, r), (-1, r), SHADE) for r in shaded]
    first_lower = 1 + len(rules.upper_boxes) + (1 if rules.upper_bonus else 0)
    style.append(("LINEABOVE", (0, first_lower), (-1, first_lower), 1.0, INK))
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(style))
    return table


def _extra_rules(rules: RuleSet, lang: str) -> list[str]:
    """The extra-Yahtzee paragraph, as the options set it."""
    if "yahtzee" not in rules.by_id:
        return []
    all_same = box_name("yahtzee", rules.preset, lang)
    points = rules.box("yahtzee").points or 0
    out = []
    if rules.yahtzee_bonus:
        count = dice_words(rules.dice, lang)
        out.append(
            tr(_T["extra_bonus"], lang).format(
                name=all_same, bonus=rules.yahtzee_bonus, points=points, Count=count[1]
            )
        )
    else:
        out.append(tr(_T["extra_nobonus"], lang).format(name=all_same))
    if rules.joker is Joker.FORCED:
        full = [
            f"{box_name(b.id, rules.preset, lang)} {b.points}"
            for b in rules.box_rules
            if not b.upper and b.points is not None and b.kind is not ScoreKind.YAHTZEE
        ]
        if any(not b.upper and b.points is None for b in rules.box_rules):
            full.append(tr(_T["sum_others"], lang))
        out.append(tr(_T["joker_forced"], lang).format(full=", ".join(full)))
    elif rules.joker is Joker.FREE:
        out.append(tr(_T["joker_free"], lang))
    else:
        out.append(tr(_T["joker_none"], lang).format(name=all_same))
    if rules.joker is not Joker.NONE:
        key = "joker_zero" if rules.zeroed_yahtzee_joker else "joker_nozero"
        out.append(tr(_T[key], lang).format(name=all_same))
    if rules.columns > 1 and (rules.yahtzee_bonus or rules.joker is not Joker.NONE):
        out.append(tr(_T["extra_columns"], lang).format(name=all_same, points=points))
    return out


def _column_rules(rules: RuleSet, lang: str) -> list[str]:
    if rules.columns == 1:
        return []
    out = []
    multiplied = any(c.multiplier != 1 for c in rules.column_rules)
    for col in rules.column_rules:
        # Every line has the same shape: what the column's scores are worth (when any
        # column multiplies), then the order its boxes are filled in.
        if col.first_roll_only:
            order = tr(_T["col_dry"], lang)
        elif col.order is Order.DESCENDING:
            order = tr(_T["col_desc"], lang)
        elif col.order is Order.ASCENDING:
            order = tr(_T["col_asc"], lang)
        else:
            order = tr(_T["col_free"], lang)
        rule = order
        if multiplied:
            worth = (
                tr(_T["col_mult"], lang).format(factor=col.multiplier)
                if col.multiplier != 1
                else tr(_T["col_mult1"], lang)
            )
            rule = tr(_T["col_parts"], lang).format(first=worth, second=order)
        out.append(tr(_T["col_end"], lang).format(column=column_name(col.id, lang), rule=rule))
    out.append(tr(_T["col_bonus"], lang))
    for col in rules.column_rules:
        if col.first_roll_only:
            out.append(tr(_T["dry_one_roll"], lang).format(dry=column_name(col.id, lang)))
    return out


def _story(rules: RuleSet, lang: str, s: _Styles) -> list[Any]:
    preset = rules_name(rules, lang)
    story: list[Any] = [_p(tr(_T["title"], lang).format(preset=preset), s.title)]
    changes = house_changes(rules, lang)
    if changes:
        story.append(_p(tr(_T["house"], lang), s.heading))
        story += _bullets(changes, s)
    story.append(_p(tr(_T["need"], lang), s.heading))
    if rules.columns > 1:
        turns = tr(_T["turns_cols"], lang).format(columns=rules.columns, turns=rules.turns)
    else:
        turns = tr(_T["turns"], lang).format(turns=rules.turns)
    count, count_cap = dice_words(rules.dice, lang)
    need = tr(_T["need_text"], lang).format(Count=count_cap)
    story += _bullets([need, turns, tr(_T["start"], lang).format(count=count)], s)
    story.append(_p(tr(_T["turn"], lang), s.heading))
    keys = ("roll1", "roll2", "roll3", "roll4") + (("saved",) if rules.saved_rolls else ())
    story += _bullets([tr(_T[k], lang).format(count=count) for k in keys], s)
    heading, steps = example_steps(rules, lang)
    if steps:
        story.append(_p(heading, s.heading))
        story += _bullets(steps, s)
    story.append(_p(tr(_T["boxes"], lang), s.heading))
    story.append(_box_table(rules, lang, s))
    columns = _column_rules(rules, lang)
    if columns:
        story.append(_p(tr(_T["columns"], lang), s.heading))
        story += _bullets(columns, s)
    extra = _extra_rules(rules, lang)
    if extra:
        all_same = box_name("yahtzee", rules.preset, lang)
        story.append(_p(tr(_T["extra"], lang).format(name=all_same), s.heading))
        story += _bullets(extra, s)
    special = [tr(note, lang) for note in rules.declaration.notes]
    if rules.has_plus_minus:
        special.append(tr(_T["plus_minus"], lang))
    if rules.upper_first:
        special.append(tr(_T["upper_first"], lang))
    if special:
        story.append(_p(tr(_T["special"], lang), s.heading))
        story += _bullets(special, s)
    story.append(_p(tr(_T["end"], lang), s.heading))
    # "the bonuses" (French "le bonus et les primes") only where extra Yahtzees score too.
    end1 = "end1_plain" if not rules.upper_bonus else "end1_bonus"
    if rules.yahtzee_bonus:
        end1 = "end1"
    elif rules.upper_bonus and rules.columns > 1:  # each column its own bonus (Yams)
        end1 = "end1_columns"
    story += _bullets([tr(_T[k], lang) for k in (end1, "end2", "end3")], s)
    story.append(Spacer(1, 2 * mm))
    story.append(_p(tr(_T["footer"], lang), s.foot))
    return story


def _fits(story: list[Any]) -> bool:
    """Whether the story fits one frame, measured by ReportLab's own wrapping."""
    height = 0.0
    for i, flowable in enumerate(story):
        _w, h = flowable.wrap(_FRAME_W, _FRAME_H)
        before = flowable.getSpaceBefore() if i else 0
        height += before + h + flowable.getSpaceAfter()
    return bool(height <= _FRAME_H)


def rules_pdf(rules: RuleSet, lang: str, invariant: bool = False) -> bytes:
    """One A4 page summarising the rule set, in English or French."""
    register_fonts()
    story: list[Any] = []
    for step in range(12):  # coarse steps down, then fine ones back up: the page filled
        scale = 1.0 - 0.04 * step
        sizes = [(scale + f, t) for f in (0.03, 0.02, 0.01) for t in (1.0, 0.5)] if step else []
        sizes += [(scale, 1.0), (scale, 0.5)]
        fitting = (st for st in (_story(rules, lang, _Styles(*z)) for z in sizes) if _fits(st))
        story = next(fitting, [])
        if story:
            break
    else:
        raise ValueError("the rules do not fit on one page")
    buffer = io.BytesIO()
    title = tr(_T["title"], lang).format(preset=rules_name(rules, lang))
    c = new_canvas(buffer, title, invariant, lang)
    frame = Frame(MARGIN, MARGIN, _FRAME_W, _FRAME_H, 0, 0, 0, 0, showBoundary=0)
    frame.addFromList(story, c)
    if story:  # the measurement above and the frame disagree: never print a cut page
        raise ValueError("the rules do not fit on one page")
    c.showPage()
    c.save()
    return buffer.getvalue()
