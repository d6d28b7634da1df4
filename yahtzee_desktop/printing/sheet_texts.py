"""The texts of a sheet that must fit a room: the header fields, the group and column
headings, and the legend under the table.

A text too long for its room is shrunk, then wrapped, then cut with "…" and a superscript
mark, its full text given in the legend; the legend's length in turn takes room from the
table, so `SheetBuilder.geometry` places these while it tries page sizes. `SheetTexts` is
the builder's half that does this, apart from the table it sizes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.pdfbase.pdfmetrics import stringWidth  # type: ignore[import-untyped]

from ..core.rules import Joker, Order, RuleSet
from ..core.setup import MAX_NAME
from ..i18n import QT_TRANSLATE_NOOP
from .describe import upper_bonus_text
from .flowables import FittedLabel
from .glyphs import text_width
from .house import house_changes
from .sheet_metrics import INNER, NAME_ROW
from .sheet_model import Layout, Sheet, sheet_title
from .style import BOLD, MARGIN, REGULAR, box_name, column_name, tr
from .text import Fitted, fit_text, visual

__all__ = [
    "FIELD_GAP",
    "LEGEND_CAPS",
    "TITLE_PT",
    "PlacedField",
    "SheetTexts",
    "rules_summary",
]

SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"
FIELD_W = 50 * mm
"""The writing line of a blank header field."""
FIELD_GAP = 6 * mm
FIELD_PT, FIELD_MIN_PT = 10, 7
TITLE_PT = 15
LEGEND_CAPS = ((MAX_NAME, 90), (90, 40), (0, 0))
"""The most characters of a cut (field value, heading) that the legend gives, tried in
turn: a field's name whole (up to the longest a player may have), a heading's up to 90;
shorter only when the legend would otherwise leave the table no room on the page, and
at worst (0) none, the text then cut with "…" and no mark: the page still prints."""

_T = {
    "field": QT_TRANSLATE_NOOP("Printing", "{label}:"),  # French puts a space before ":"
    "full_names": QT_TRANSLATE_NOOP("Printing", "Full names"),
    "void": QT_TRANSLATE_NOOP(
        "Printing", "Struck-through Plus and Minus: Plus not higher than Minus, both count 0"
    ),
    "short_descending": QT_TRANSLATE_NOOP("Printing", "Desc."),
    "short_ascending": QT_TRANSLATE_NOOP("Printing", "Asc."),
    "short_free": QT_TRANSLATE_NOOP("Printing", "Free"),
    "short_dry": QT_TRANSLATE_NOOP("Printing", "Dry"),
    "winner": QT_TRANSLATE_NOOP("Printing", "★ winner"),
    "house": QT_TRANSLATE_NOOP("Printing", "House rules: {changes}"),
    "ybonus_opt": QT_TRANSLATE_NOOP("Printing", "{name} bonus: {points} per extra {name}"),
    "joker_forced": QT_TRANSLATE_NOOP("Printing", "joker: forced"),
    "joker_free": QT_TRANSLATE_NOOP("Printing", "joker: free choice"),
    "upper_first": QT_TRANSLATE_NOOP("Printing", "upper section first"),
    "descending": QT_TRANSLATE_NOOP("Printing", "↓ top to bottom"),
    "ascending": QT_TRANSLATE_NOOP("Printing", "↑ bottom to top"),
    "dry": QT_TRANSLATE_NOOP("Printing", "{dry}: dice of the first roll only"),
    "plus_minus": QT_TRANSLATE_NOOP(
        "Printing", "Plus and Minus count 0 unless Plus is higher than Minus"
    ),
}


@dataclass(frozen=True)
class PlacedField:
    """A header field as the page prints it."""

    label: str
    """The label with its colon ("Name:"), in the sheet's language."""
    value: Fitted | None
    """The value fitted to its room (cut with "…" and a mark that the legend explains);
    None for a blank field, a line to write on."""
    room: float


def rules_summary(rules: RuleSet, lang: str) -> str:
    """The options a player must know while scoring, on one line under the title."""
    parts = [upper_bonus_text(rules, lang)]
    if rules.yahtzee_bonus and "yahtzee" in rules.by_id:
        all_same = box_name("yahtzee", rules.preset, lang)
        parts.append(tr(_T["ybonus_opt"], lang).format(name=all_same, points=rules.yahtzee_bonus))
    if rules.joker is Joker.FORCED:
        parts.append(tr(_T["joker_forced"], lang))
    elif rules.joker is Joker.FREE:
        parts.append(tr(_T["joker_free"], lang))
    if rules.upper_first:
        parts.append(tr(_T["upper_first"], lang))
    return " · ".join(parts)


def _legend(rules: RuleSet, lang: str) -> str:
    parts = []
    orders = {c.order for c in rules.column_rules}
    if Order.DESCENDING in orders:
        parts.append(tr(_T["descending"], lang))
    if Order.ASCENDING in orders:
        parts.append(tr(_T["ascending"], lang))
    for col in rules.column_rules:
        if col.first_roll_only:
            parts.append(tr(_T["dry"], lang).format(dry=column_name(col.id, lang)))
    if rules.has_plus_minus:
        parts.append(tr(_T["plus_minus"], lang))
    return " · ".join(parts)


class SheetTexts:
    """The fitted texts of a `SheetBuilder`: a mixin, as it shares the builder's state
    (the page chosen, the cell width, the marks handed out so far)."""

    sheet: Sheet
    rules: RuleSet
    lang: str
    ncols: int
    compact: bool
    cell_w: float
    shortened: list[str]
    fields: list[PlacedField]
    fields_x: float
    _cut_fields: list[str]
    _caps: tuple[int, int]

    # --- legend and group headings -------------------------------------------------------

    def _legend(self) -> str:
        legend = _legend(self.rules, self.lang)
        changes = house_changes(self.rules, self.lang)
        if changes:
            head = tr(_T["house"], self.lang).format(changes=" · ".join(changes))
            legend = " · ".join(p for p in (head, legend) if p)
        if self._has_winner():
            legend = " · ".join(p for p in (tr(_T["winner"], self.lang), legend) if p)
        if self._has_void():
            legend = " · ".join(p for p in (legend, tr(_T["void"], self.lang)) if p)
        return legend

    def legend_lines(self, width: float) -> list[tuple[str, str]]:
        """The legend's lines (text, font) under the table: the rules' symbols, then the
        full names of the shortened ones."""
        lines: list[tuple[str, str]] = []
        legend = self._legend()
        if legend:
            lines += _wrap(legend, REGULAR, 7.5, width)
        self._fit_headings()
        if self.shortened:
            parts = [f"{SUPERSCRIPTS[i % 9]}\u00a0{name}" for i, name in enumerate(self.shortened)]
            lines += _wrap(
                tr(_T["full_names"], self.lang)
                + "\u00a0: " * (self.lang == "fr")
                + ": " * (self.lang != "fr")
                + "   ".join(parts),
                REGULAR,
                7.5,
                width,
            )
        return lines

    def _name_headings(self) -> bool:
        return self.sheet.layout is Layout.PLAYERS

    def _has_winner(self) -> bool:
        return any(g.winner for g in self.sheet.groups)

    def _has_void(self) -> bool:
        return any(
            g.card.column_totals(c).plus_minus_void
            for g in self.sheet.groups
            if g.card is not None
            for c in range(self.ncols)
        )

    def _fit_headings(self) -> list[Any]:
        """Each group's heading fitted to its cell: shrunk, then on two lines, then
        shortened with "…" and a number that the legend explains (after the fields')."""
        self.shortened = list(self._cut_fields)
        out: list[Any] = []
        width = self.cell_w * self.ncols - 2 * INNER
        for g in self.sheet.groups:
            text = ("★ " if g.winner else "") + g.heading
            if not text:
                out.append("")
                continue
            lines = 2 if self._name_headings() and not g.members else 1
            fitted = fit_text(text, BOLD, 9, width, NAME_ROW - 1 * mm, lines=lines)
            if fitted.shortened and self._caps[1]:
                mark = SUPERSCRIPTS[len(self.shortened) % 9]
                self.shortened.append(_cap(g.heading, self._caps[1]))
                fitted = fit_text(text, BOLD, 9, width - stringWidth(mark, BOLD, 6.5))
                fitted = Fitted((fitted.lines[0] + mark,), fitted.font, fitted.size, True)
            below = fit_text(g.members, REGULAR, 7, width, min_size=6) if g.members else None
            if below is not None and below.shortened and self._caps[1]:
                # Members cut in their cell are given whole in the legend, like a name.
                mark = SUPERSCRIPTS[len(self.shortened) % 9]
                self.shortened.append(_cap(g.members, self._caps[1]))
                cut = fit_text(
                    g.members, REGULAR, 7, width - stringWidth(mark, REGULAR, 6), min_size=6
                )
                below = Fitted((cut.lines[0] + mark,), cut.font, cut.size, True)
            out.append(FittedLabel(fitted, below=below))
        return out

    # --- header fields -------------------------------------------------------------------

    def _place_fields(self, width: float) -> None:
        """The header fields for a page `width` wide: under the title, or beside it on a
        compact (landscape) page; blank ones get a writing line, the longest values give
        way first, and a value still too long is cut with "…" and a mark, its full text
        kept for the legend (a name, whole up to the longest a player may have)."""
        lang = self.lang
        fields = [(tr(_T["field"], lang).format(label=k), v) for k, v in self.sheet.fields]
        inner = width - 2 * MARGIN
        avail = inner
        if self.compact:
            avail -= stringWidth(sheet_title(self.rules, lang), BOLD, TITLE_PT) + 8 * mm
        labels = sum(stringWidth(k, REGULAR, 9) + 1.5 * mm + FIELD_GAP for k, _v in fields)
        room = avail - labels + FIELD_GAP
        give = [text_width(visual(v), BOLD, FIELD_PT) + 0.5 if v else FIELD_W for _k, v in fields]
        if sum(give) > room:
            # Water-filling: the short values keep their width, the long ones share the rest.
            order = sorted(range(len(give)), key=lambda i: give[i])
            left = room
            for k, i in enumerate(order):
                share = left / (len(order) - k)
                give[i] = min(give[i], share)
                left -= give[i]
        self._cut_fields = []
        self.fields = []
        for (label, value), w in zip(fields, give, strict=True):
            fitted = fit_text(value, BOLD, FIELD_PT, w, min_size=FIELD_MIN_PT) if value else None
            if fitted is not None and fitted.shortened and self._caps[0]:
                mark = SUPERSCRIPTS[len(self._cut_fields) % 9]
                self._cut_fields.append(_cap(value, self._caps[0]))
                mark_w = stringWidth(mark, fitted.font, FIELD_MIN_PT)
                cut = fit_text(value, BOLD, FIELD_PT, w - mark_w, min_size=FIELD_MIN_PT)
                fitted = Fitted((cut.lines[0] + mark,), cut.font, cut.size, True)
            self.fields.append(PlacedField(label, fitted, w))
        used = sum(
            stringWidth(f.label, REGULAR, 9)
            + 1.5 * mm
            + (f.value.width() if f.value is not None else f.room)
            for f in self.fields
        ) + FIELD_GAP * max(0, len(self.fields) - 1)
        self.fields_x = width - MARGIN - min(avail, used) if self.compact else MARGIN

    # --- column headings -----------------------------------------------------------------

    def _column_headings(self, room: float) -> tuple[list[str], float]:
        """One form for every column heading of the sheet, the longest that fits them all:
        "↓ Descending", then "↓ Desc.", then the arrows alone for the ordered columns (as
        French printables head them, and as the legend explains them), never under 6 pt."""
        cols = self.rules.column_rules
        arrows = {Order.DESCENDING: "↓", Order.ASCENDING: "↑"}
        full = [column_name(c.id, self.lang) for c in cols]
        short = [
            tr(_T[f"short_{c.id}"], self.lang) if f"short_{c.id}" in _T else full[i]
            for i, c in enumerate(cols)
        ]

        def arrowed(names: list[str]) -> list[str]:
            return [
                f"{arrows[c.order]} {names[i]}" if c.order in arrows else names[i]
                for i, c in enumerate(cols)
            ]

        compact = [arrows.get(c.order, short[i]) for i, c in enumerate(cols)]
        tries = [(arrowed(full), 8.0)] + [(arrowed(short), s) for s in (8, 7.5, 7, 6.5)]
        tries += [(compact, s) for s in (8, 7.5, 7, 6.5, 6)]
        for form, size in tries:
            if all(stringWidth(t, BOLD, size) <= room for t in form):
                return form, size
        return compact, 6


def _cap(name: str, limit: int = 90) -> str:
    """A name of hundreds of characters is cut in the legend too: the page has to end."""
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def _wrap(text: str, font: str, size: float, width: float) -> list[tuple[str, str]]:
    """Lines of at most `width`, broken at spaces (a word longer than a line is cut)."""
    lines: list[tuple[str, str]] = []
    current = ""
    for word in text.split(" "):
        trial = f"{current} {word}" if current else word
        if text_width(visual(trial), font, size) <= width:
            current = trial
            continue
        if current:
            lines.append((current, font))
        current = word
        while text_width(visual(current), font, size) > width:
            cut = len(current)
            while cut > 1 and text_width(visual(current[:cut]), font, size) > width:
                cut -= 1
            lines.append((current[:cut], font))
            current = current[cut:]
    if current:
        lines.append((current, font))
    return lines
