"""The side panel: every seat at the table, whose turn it is, and the running totals.

The seats are listed in playing order (the starter of the game on top), as the turns go
round the table and as the "All players" sheet's columns read. Choosing a seat here shows
that seat's sheet; the turn marker is an arrow and bold text, not a colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.ui.common.nobreak import unbroken
from yahtzee_desktop.ui.common.plain import isolate, plain_tip
from yahtzee_desktop.ui.common.seat_names import computer_tip, marked_name
from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["NAME_CHARS", "PlayersPanel", "TurnLine", "short_name"]

TURN_MARK = "\u25b6"
CHANCES = 4
"""The column of each seat's chance of winning (hidden unless a feature fills it)."""
NAME_CHARS = 32


def short_name(name: str) -> str:
    """A name as labels and titles show it: cut with "…" after NAME_CHARS characters.

    A label cannot wrap inside a word, so a 500-character name would widen the panel or a
    dialog past the screen; lists elide by themselves, tooltips keep the whole name.
    """
    return isolate(name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1] + "\u2026")


class TurnLine(QLabel):
    """Who plays, then where the game is ("Turn 4 of 13 · roll 2 of 3"). Where the panel
    is too narrow for that second line (French at 125 %), its phrases go one under the
    other: wrapped, it left a "·" hanging at the end of a line."""

    SEPARATOR = " · "

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: tuple[str, list[str]] | None = None

    def set_lines(self, first: str, where: str) -> None:
        self._lines = (first, [unbroken(part) for part in where.split(self.SEPARATOR)])
        self._render()

    def setText(self, text: str) -> None:
        self._lines = None
        super().setText(text)

    def _render(self) -> None:
        assert self._lines is not None
        first, parts = self._lines
        joined = self.SEPARATOR.join(parts)
        width = self.contentsRect().width()
        fits = not self.isVisible() or self.fontMetrics().horizontalAdvance(joined) <= width
        QLabel.setText(self, first + "\n" + (joined if fits else "\n".join(parts)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._lines is not None:
            self._render()

    def showEvent(self, event: QShowEvent) -> None:
        """Laid out at last: the width it has decides (hidden, it has none yet)."""
        super().showEvent(event)
        if self._lines is not None:
            self._render()


class PlayersPanel(QWidget):
    """Seats with this game's and the series' totals; a click picks the sheet to view.

    Signals:
        seatChosen(int): the user picked a seat to view.
    """

    seatChosen = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._viewed: int | None = None
        self.status = TurnLine(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.status.setObjectName("turn_status")
        self.status.setWordWrap(True)
        font = self.status.font()
        font.setBold(True)
        self.status.setFont(font)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("players")
        self.tree.setColumnCount(5)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        # No selection highlight: one "current" look only, the seat to play (arrow, bold,
        # tinted row). The seat whose sheet is shown is the keyboard cursor, in italics.
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CHANCES, QHeaderView.ResizeMode.ResizeToContents)
        self._chances: list[tuple[str, str]] | None = None
        self.tree.setColumnHidden(CHANCES, True)
        header.sectionResized.connect(self._hold_columns)
        self.tree.itemActivated.connect(self._chosen)
        self.tree.itemClicked.connect(self._chosen)
        self.series = QLabel(self)
        self.series.setObjectName("series_status")
        self.series.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.tree, 1)
        self.chances_note = QLabel(self)
        """What the chances column assumes, in a sentence under it (the chances feature
        sets it; hidden with the column)."""
        self.chances_note.setObjectName("chances_note")
        self.chances_note.setWordWrap(True)
        self.chances_note.setVisible(False)
        layout.addWidget(self.chances_note)
        layout.addWidget(self.series)
        session.add_view("players", self, self.refresh, self.refresh)
        session.heldChanged.connect(self.refresh)
        self.retranslate()

    def add_slot(self, widget: QWidget) -> None:
        """Put a widget (the window's feature panels) between the turn line and the list."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(1, widget)

    def _items(self) -> list[tuple[int, QTreeWidgetItem]]:
        """(seat, row) from the top: rows are in playing order, each knows its seat."""
        tree = self.tree
        pairs = []
        for r in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(r)
            assert item is not None
            pairs.append((int(item.data(0, Qt.ItemDataRole.UserRole)), item))
        return pairs

    def item_for_seat(self, seat: int) -> QTreeWidgetItem | None:
        return next((item for s, item in self._items() if s == seat), None)

    def _chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        seat = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(seat, int):
            self.seatChosen.emit(seat)

    def select_seat(self, seat: int) -> None:
        """Mark the seat whose sheet is shown (without emitting seatChosen)."""
        self._viewed = seat
        item = self.item_for_seat(seat)
        if item is not None:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)
        self._mark_viewed()

    def set_flash(self, seat: int | None, color: QColor) -> None:
        """The seat's name glows in `color` for a moment (a Yahtzee); None: as before."""
        for s, item in self._items():
            if s == seat:
                item.setBackground(1, QBrush(color))
            elif seat is None:
                self.refresh()
                return

    def _mark_viewed(self) -> None:
        """Italics for a seat whose sheet is shown while another plays."""
        state = self.session.state
        for s, item in self._items():
            playing = s == state.seat and not state.finished
            font = QFont(self.tree.font())
            font.setBold(playing)
            font.setItalic(s == self._viewed and not playing)
            for col in range(5):
                item.setFont(col, font)

    def _column_need(self, column: int) -> int:
        """A column's width for its header and its widest cell as drawn (the header's
        hint alone missed the "%" cells' ">99" and the turn arrow)."""
        return max(self.tree.header().sectionSizeHint(column), self.tree.sizeHintForColumn(column))

    def sizeHint(self) -> QSize:
        """Wide enough for the longest name and the totals, no wider: the sheet keeps
        the room (a 250-pixel minimum used to stay mostly empty)."""
        metrics = QFontMetrics(self.tree.font())
        items = (self.tree.topLevelItem(s) for s in range(self.tree.topLevelItemCount()))
        names = [item.text(1) for item in items if item is not None]
        bold = QFont(self.tree.font())
        bold.setBold(True)
        widest = max([QFontMetrics(bold).horizontalAdvance(n) for n in names] + [0])
        name = max(max(metrics.horizontalAdvance(n) for n in [*names, ""]), widest, 80) + 16
        name = max(name, self._column_need(1))
        others = sum(
            self._column_need(c) for c in (0, 2, 3, CHANCES) if not self.tree.isColumnHidden(c)
        )
        width = min(name + others + 2 * self.tree.frameWidth() + 4, 420)
        return QSize(max(width, 180), super().sizeHint().height())

    def refresh(self, *_args: object) -> None:
        self._show_note()
        if self.session.held:
            self._show_nothing()
            return
        state = self.session.state
        setup = state.setup
        game_totals = state.totals()
        series = state.series_totals()
        selected = self.tree.currentItem()
        selected_seat = selected.data(0, Qt.ItemDataRole.UserRole) if selected else None
        order = state.order()
        if [s for s, _item in self._items()] != list(order):  # a new game, its starter known
            self.tree.clear()
            for s in order:
                QTreeWidgetItem(self.tree).setData(0, Qt.ItemDataRole.UserRole, s)
        for s, item in self._items():
            seat = setup.seats[s]
            playing = s == state.seat and not state.finished
            name = isolate(seat.name)
            if seat.is_team:
                name += " (" + ", ".join(isolate(m.name) for m in seat.members) + ")"
            item.setText(0, TURN_MARK if playing else "")
            item.setText(1, marked_name(seat, name))
            item.setText(2, str(game_totals[s]))
            item.setText(3, str(series[s]))
            tint = QColor(self.tree.palette().color(QPalette.ColorRole.Highlight))
            tint.setAlpha(60)
            for col in range(5):
                item.setBackground(col, QBrush(tint) if playing else QBrush())
            item.setToolTip(1, plain_tip(computer_tip(seat) or name))
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._show_chance(item, s)
            turn_text = self.tr("plays now") if playing else ""
            spoken = (
                self.tr("{name}, this game {game}, series {series} {turn}")
                if setup.games > 1
                else self.tr("{name}, this game {game} {turn}")
            )
            item.setData(
                1,
                Qt.ItemDataRole.AccessibleTextRole,
                spoken.format(name=name, game=game_totals[s], series=series[s], turn=turn_text),
            )
        if isinstance(selected_seat, int):
            self.select_seat(selected_seat)
        self._mark_viewed()
        self.tree.setColumnHidden(3, setup.games == 1)
        self._explain_chances(setup.games > 1)
        if state.finished:
            self.status.setText(
                self.tr("The series is over.") if setup.games > 1 else self.tr("The game is over.")
            )
        else:
            turns = setup.rules.turns
            seat = setup.seats[state.seat]
            who = short_name(state.player.name)
            if seat.is_team:
                who = self.tr("{player} for {team}").format(player=who, team=short_name(seat.name))
            where = self.tr("Turn {turn} of {turns} · roll {rolls} of {max}").format(
                turn=state.turn + 1, turns=turns, rolls=state.rolls, max=state.rolls_allowed
            )
            if state.saved_rolls:  # Maxi Yatzy: rolls kept from earlier turns, in {max}
                where += " · " + self.tr("{saved} saved").format(saved=state.saved_rolls)
            self.status.set_lines(self.tr("{who} to play").format(who=who), where)
        self.status.setAccessibleName(self.status.text())
        if setup.games > 1:
            self.series.setText(
                self.tr("Game {n} of {games}").format(n=state.game_index + 1, games=setup.games)
            )
        else:
            self.series.setText("")
        self.series.setVisible(setup.games > 1)

    def _show_nothing(self) -> None:
        """The game is held (the app asks whether to resume another one): it is not on
        the table yet, and may never be, so neither its seats nor its starter show."""
        self.tree.clear()
        self.tree.setColumnHidden(3, True)  # the series' column: whether there is one
        self.status.setText("")
        self.status.setAccessibleName("")
        self.series.setText("")
        self.series.setVisible(False)

    def set_chances(self, chances: list[tuple[str, str]] | None) -> None:
        """Each seat's chance as (text, tooltip), or None to hide the column."""
        self._chances = chances
        shown = chances is not None
        if self.tree.isColumnHidden(CHANCES) == shown:
            self.tree.setColumnHidden(CHANCES, not shown)
            QTimer.singleShot(0, self, self._make_room)  # once the header has laid out
        for s, item in self._items():
            self._show_chance(item, s)
        self.updateGeometry()

    def set_chances_note(self, text: str | None) -> None:
        """The sentence under the list saying what the chances assume (None: hidden;
        hidden too while the game is held and the list empty)."""
        self.chances_note.setText(text or "")
        self._show_note()

    def _show_note(self) -> None:
        self.chances_note.setVisible(bool(self.chances_note.text()) and not self.session.held)

    def _hold_columns(self, *_changed: object) -> None:
        """The list never narrower than its columns with the name at its least: squeezed
        by hand (the window's splitter), the name is elided, never are the numbers scrolled
        sideways (the chances column, once shown, needed 4 px more than 150 px had)."""
        header = self.tree.header()
        fixed = sum(
            header.sectionSize(c)
            for c in range(self.tree.columnCount())
            if c != 1 and not self.tree.isColumnHidden(c)
        )
        least = fixed + header.minimumSectionSize() + 2 * self.tree.frameWidth()
        if self.tree.minimumWidth() != least:
            self.tree.setMinimumWidth(least)

    def _make_room(self) -> None:
        """A new column the panel has no room for (the name would be elided to make room):
        widen this side of the window's splitter if it can, up to a third of it. Only then:
        widening moves the sheet, which a column that fits must not do."""
        if self.width() >= self.sizeHint().width():
            return  # a stretched name column fills the header: its length says nothing
        splitter = self.parentWidget()
        while splitter is not None and not isinstance(splitter, QSplitter):
            splitter = splitter.parentWidget()
        if splitter is None or splitter.count() != 2:
            return
        sizes = splitter.sizes()
        total = sum(sizes)
        wanted = min(self.sizeHint().width() + 12, total // 3)
        if total > 0 and sizes[1] < wanted:
            splitter.setSizes([total - wanted, wanted])

    def chance_texts(self) -> list[str]:
        """What the chances column shows, seat by seat as `set_chances` takes them (empty
        while hidden)."""
        if self.tree.isColumnHidden(CHANCES):
            return []
        return [item.text(CHANCES) for _s, item in sorted(self._items(), key=lambda p: p[0])]

    def _explain_chances(self, series: bool) -> None:
        """The "%" header in words (what it is, and that it assumes the best play): a
        series goes to the highest total over its games, so its chance is the series'."""
        if series:
            tip = self.tr(
                "Chance of winning the series (every game's points added up), as each player plays"
            )
        else:
            tip = self.tr("Chance of winning this game, as each player plays")
        header_item = self.tree.headerItem()
        header_item.setToolTip(CHANCES, tip)
        header_item.setData(CHANCES, Qt.ItemDataRole.AccessibleTextRole, tip)

    def _show_chance(self, item: QTreeWidgetItem, seat: int) -> None:
        chances = self._chances
        text, tip = chances[seat] if chances is not None and seat < len(chances) else ("", "")
        item.setText(CHANCES, text)
        item.setToolTip(CHANCES, tip)
        item.setTextAlignment(CHANCES, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def retranslate(self) -> None:
        self.tree.setHeaderLabels(["", self.tr("Player"), self.tr("Game"), self.tr("Series"), "%"])
        self.tree.headerItem().setTextAlignment(CHANCES, Qt.AlignmentFlag.AlignRight)
        self.tree.setAccessibleName(self.tr("Players and totals"))
        self.tree.setToolTip(self.tr("Choose a player to see their sheet"))
        self.setAccessibleName(self.tr("Players"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
