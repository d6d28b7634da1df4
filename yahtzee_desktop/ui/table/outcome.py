"""Who starts, and who won: the roll-off shown with its dice, and the end-of-game dialog.

Neither blocks the game: the roll-off is a banner in the window, and the dialog is
opened window-modal with `open()` (never `exec()`), so tests and the event loop go on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.roll_off import RollOff
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.common.message_box import title_width
from yahtzee_desktop.ui.common.screen import place_inside
from yahtzee_desktop.ui.common.seat_names import marked_name
from yahtzee_desktop.ui.table.die import paint_die
from yahtzee_desktop.ui.table.host import OutcomeAction
from yahtzee_desktop.ui.table.players import short_name

__all__ = ["OutcomeDialog", "RollOffWidget", "winners_text"]


def winners_text(state: GameState, game: int | None) -> str:
    """ "Ann wins with 254 points.", "Ann and Bob share the win with 200 points.", or for
    someone playing alone (nobody to beat) "Mum scored 129 points."."""
    outcome = state.outcome(game) if game is not None else state.series_outcome()
    order = state.order(game) if game is not None else state.order()  # as the panel
    names = [short_name(state.setup.seats[s].name) for s in order if s in outcome.winners]
    points = outcome.totals[outcome.winners[0]]
    if len(state.setup.seats) == 1:
        if game is None:
            return QCoreApplication.translate(
                "OutcomeDialog", "{name} scored {points} points in all."
            ).format(name=names[0], points=points)
        return QCoreApplication.translate("OutcomeDialog", "{name} scored {points} points.").format(
            name=names[0], points=points
        )
    if len(names) == 1:
        return QCoreApplication.translate(
            "OutcomeDialog", "{name} wins with {points} points."
        ).format(name=names[0], points=points)
    joined = QCoreApplication.translate("OutcomeDialog", "{names} and {last}").format(
        names=", ".join(names[:-1]), last=names[-1]
    )
    return QCoreApplication.translate(
        "OutcomeDialog", "{names} share the win with {points} points."
    ).format(names=joined, points=points)


class OutcomeDialog(QDialog):
    """The end of a game (with the next game of the series) or of the whole series.

    Signals:
        newGameRequested(): the user asked for a new game from the final standings.
        playAgainRequested(): the same table, the same rules, a new series at once.
    """

    newGameRequested = Signal()
    playAgainRequested = Signal()

    def __init__(
        self,
        state: GameState,
        game: int,
        parent: QWidget | None = None,
        actions: Sequence[OutcomeAction] = (),
    ) -> None:
        """`actions` are extra buttons given by features (the coach's Review…)."""
        super().__init__(parent)
        self.setObjectName("outcome_dialog")
        self.state = state
        self.game = game
        self.series_over = state.finished and state.setup.games > 1
        self.last_game = state.finished
        self.headline = QLabel(self)
        self.headline.setObjectName("outcome_headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it names the winners
        self.standings = QLabel(self)
        self.standings.setObjectName("outcome_standings")
        self.standings.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(self)
        self.next_button: QPushButton | None = None
        self.new_button: QPushButton | None = None
        self.again_button: QPushButton | None = None
        if self.last_game:
            self.again_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.again_button.setObjectName("outcome_play_again")
            self.again_button.setDefault(True)
            self.again_button.clicked.connect(self._play_again)
            self.new_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
            self.new_button.setObjectName("outcome_new_game")
            self.new_button.clicked.connect(self._new_game)
        else:
            self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
            self.next_button.setObjectName("outcome_next_game")
            self.next_button.setDefault(True)
        for action in actions:
            button = self.buttons.addButton(action.text, QDialogButtonBox.ButtonRole.ActionRole)
            button.setObjectName(action.object_name)
            button.clicked.connect(lambda _checked=False, a=action: self._extra(a))
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.standings)
        layout.addWidget(self.buttons)
        self.retranslate()

    def add_story(self, widget: QWidget) -> None:
        """Show a feature's widget (the chances' story) between the standings and the buttons.

        It comes once the dialog is on screen: the taller dialog grows about its centre
        and is brought back inside the screen (grown down only, it ran past the bottom of
        a laptop's screen, the buttons cut off)."""
        height = self.height()
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        widget.setParent(self)
        layout.insertWidget(layout.indexOf(self.buttons), widget, 1)
        widget.show()
        self.adjustSize()
        if self.isVisible():
            self.move(self.x(), self.y() - max(0, self.height() - height) // 2)
            place_inside(self)

    def _extra(self, action: OutcomeAction) -> None:
        self.reject()  # what the action opens takes its place (two window-modal dialogs clash)
        action.triggered(self.game)

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()

    def _play_again(self) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.playAgainRequested.emit()

    def _fit_title(self) -> None:
        """Wide enough for the whole title as the window system shows it (with the app's
        name after it): a cut title ("End of game 1…htzee Desktop") reads as a fault.
        Measured as the message boxes measure theirs (`title_width`: the desktop's font,
        bold, the title bar's buttons; QT_SCALE_FACTOR enlarges the dialog, not the
        window manager's title), no wider: the estimate it replaces (app font × 1.25 +
        160) left the dialog wider than its title and contents needed."""
        self.setMinimumWidth(title_width(self.windowTitle(), self))

    def _standings_html(self) -> str:
        """The points of each seat: this game's, or every game's and the series total
        (so the last game of a series is shown too, not only the totals)."""
        import html  # its entity table costs ~1 ms: not before the first frame (issue 14)

        state, setup = self.state, self.state.setup
        totals = state.series_totals() if self.series_over else state.totals(self.game)
        games = range(setup.games) if self.series_over else range(0)
        # Equal totals in playing order, as the players panel lists them.
        order = state.order() if self.series_over else state.order(self.game)
        ranked = sorted(order, key=lambda s: -totals[s])
        game_title = self.tr("Game {n}")
        total_title = html.escape(self.tr("Total"))
        head = "".join(
            f"<th align='right'>{html.escape(game_title.format(n=g + 1))}</th>" for g in games
        )
        rows = []
        if self.series_over:
            rows.append(f"<tr><th></th><th></th>{head}<th align='right'>{total_title}</th></tr>")
        rank, previous = 0, None
        for i, s in enumerate(ranked):
            if totals[s] != previous:
                rank, previous = i + 1, totals[s]
            cells = "".join(f"<td align='right'>{state.totals(g)[s]}</td>" for g in games)
            rows.append(
                f"<tr><td align='right'>{rank}.</td>"
                f"<td>{html.escape(marked_name(setup.seats[s], short_name(setup.seats[s].name)))}"
                f"</td>{cells}"
                f"<td align='right'><b>{totals[s]}</b></td></tr>"
            )
        caption = self.tr("Series totals") if self.series_over else self.tr("Points this game")
        self.standings.setAccessibleName(caption)
        return f"<p>{html.escape(caption)}</p><table cellspacing='6'>{''.join(rows)}</table>"

    def retranslate(self) -> None:
        state = self.state
        if self.series_over:
            self.setWindowTitle(self.tr("End of the series"))
            lines = [self.tr("Final standings"), winners_text(state, None)]
        else:
            if state.setup.games > 1:
                title = self.tr("End of game {n}").format(n=self.game + 1)
                over = self.tr("Game {n} is over").format(n=self.game + 1)
            else:  # one game is no series: no number, no series wording
                title, over = self.tr("End of the game"), self.tr("The game is over")
            self.setWindowTitle(title)
            lines = [over, winners_text(state, self.game)]
        self.headline.setText("\n".join(lines))
        self.standings.setText(self._standings_html())
        self.headline.setAccessibleName(self.headline.text())
        if self.next_button is not None:
            self.next_button.setText(self.tr("Next game"))
            self.next_button.setAccessibleName(self.tr("Play the next game of the series"))
        if self.new_button is not None:
            self.new_button.setText(self.tr("New game…"))
            self.new_button.setAccessibleName(self.tr("Start a new game"))
        if self.again_button is not None:
            self.again_button.setText(self.tr("&Play again"))
            self.again_button.setAccessibleName(self.tr("Play again with the same table"))
            self.again_button.setToolTip(
                self.tr("A new series with the same players, rules and dice")
                if state.setup.games > 1
                else self.tr("A new game with the same players, rules and dice")
            )
        self._fit_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


READING_MS = 2500
"""How long a roll-off that has just rolled still counts as showing (`RollOffWidget.
animating`): a computer seated first waits so long before its first roll ends the banner,
time to read "Robo rolled highest and starts" (it rolled at once: nobody saw who won).
None with animations off: who asked for speed gets the computer's usual pause."""


class _Line(NamedTuple):
    """Where one roll of the roll-off is drawn: its name (elided to fit), dice, total."""

    name: str
    name_rect: QRectF
    dice_rects: tuple[QRectF, ...]
    total_rect: QRectF


class RollOffWidget(QWidget):
    """The rolls that decided who starts: a line per seat and round, with the dice drawn.

    A new roll-off is shown rolling: each line's dice tumble, then settle one line after
    the other, and the headline names the starter once the last one has settled.

    It lies over the dice row and is never taller (it covered the sheet's tabs at 125 %):
    its lines go side by side and its dice shrink to fit, names and headline are elided
    with the whole text in the tooltip.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roll_off")
        self._names: tuple[str, ...] = ()
        self._roll_off: RollOff | None = None
        self._look = "classic"
        self._rng = random.Random()
        self._progress = 1.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(900)
        self._animation.valueChanged.connect(self._on_frame)
        self._animation.finished.connect(self._start_reading)
        self._reading = QTimer(self)
        self._reading.setSingleShot(True)
        self._reading.setInterval(READING_MS)

    def set_animation_ms(self, ms: int) -> None:
        """How long the dice roll (0: shown at once); a roll-off shows ~2 dice rolls."""
        self._animation.setDuration(max(0, int(ms * 1.8)))

    @property
    def animating(self) -> bool:
        """Rolling, or settled but shown too shortly to be read yet."""
        rolling = self._animation.state() is QVariantAnimation.State.Running
        return rolling or self._reading.isActive()

    def _start_reading(self) -> None:
        if self._roll_off is not None:
            self._reading.start()

    def set_roll_off(
        self, names: tuple[str, ...], roll_off: RollOff | None, animate: bool = True
    ) -> None:
        """Show this roll-off (None: hide), rolling if new and `animate`; `animate` False
        (a game resumed, its roll-off seen when it was made) shows it settled."""
        changed = roll_off != self._roll_off
        self._names, self._roll_off = names, roll_off
        self.setVisible(roll_off is not None)
        self._describe()
        self.updateGeometry()
        if changed:  # the same one again (the window retranslated): it rolls on
            self._animation.stop()
            self._reading.stop()
            self._progress = 1.0
            if animate and roll_off is not None and self._animation.duration() > 0:
                self._progress = 0.0
                self._animation.start()  # then the time to read it (none: animations off)
        self.update()

    def finish_animation(self) -> None:
        self._animation.stop()
        self._reading.stop()
        self._progress = 1.0
        self.update()

    def _on_frame(self, value: object) -> None:
        self._progress = float(value)  # type: ignore[arg-type]
        self.update()

    def set_look(self, look: str) -> None:
        self._look = look
        self.update()

    def _lines(self) -> list[tuple[str, tuple[int, ...], bool]]:
        """(label, dice, decided): `decided` marks the starter's roll in the last round."""
        if self._roll_off is None:
            return []
        last = len(self._roll_off.rounds) - 1
        lines: list[tuple[str, tuple[int, ...], bool]] = []
        for n, rnd in enumerate(self._roll_off.rounds):
            for seat, dice in rnd:
                label = short_name(self._names[seat])
                if n:
                    label = self.tr("{name} (again)").format(name=label)
                lines.append((label, dice, n == last and seat == self._roll_off.starter))
        return lines

    def headline(self) -> str:
        if self._roll_off is None:
            return ""
        return self.tr("Who starts? {name} rolled highest and starts.").format(
            name=short_name(self._names[self._roll_off.starter])
        )

    def _describe(self) -> None:
        parts = [self.headline()]
        parts += [
            self.tr("{name}: {dice} = {total}").format(
                name=name, dice=" ".join(map(str, dice)), total=sum(dice)
            )
            for name, dice, _decided in self._lines()
        ]
        self.setAccessibleName(self.tr("Who starts"))
        self.setAccessibleDescription("\n".join(parts))
        if self._roll_off is None:  # hidden, and nothing to escape (html: after the first frame)
            self.setToolTip("")
            return
        import html

        # A tooltip that looks like markup is shown as rich text: names are text, not markup.
        self.setToolTip("<p>" + "<br>".join(html.escape(part) for part in parts) + "</p>")

    def _row_height(self) -> int:
        """Dice big enough to read across the table (about twice the text height), when
        the dice row leaves the room."""
        return max(34, QFontMetrics(self.font()).height() * 2 + 4)

    def _headline_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _text_height(self) -> int:
        return QFontMetrics(self._headline_font()).height() + 8

    def _columns(self) -> int:
        """Lines side by side in the preferred size: many players' rolls stay short."""
        return 2 if len(self._lines()) > 3 else 1

    def sizeHint(self) -> QSize:
        """The size with dice at their best; the window gives the dice row's (`layout`)."""
        lines = len(self._lines())
        rows = -(-lines // self._columns())
        return QSize(360, self._row_height() * rows + self._text_height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)

    def shown_headline(self) -> str:
        """The headline as drawn now: "Who starts?" while rolling, elided to the width."""
        lines = self._lines()
        settled = int(self._progress * (len(lines) + 1)) > len(lines)
        text = self.headline() if settled else self.tr("Who starts?")
        metrics = QFontMetrics(self._headline_font())
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, self.width() - 8))

    def layout_lines(self) -> list[_Line]:
        """Where each line goes in the banner's size: as many side by side as give the
        largest dice that leave each name some room (never past the banner's bottom)."""
        lines = self._lines()
        if not lines:
            return []
        metrics = QFontMetrics(self.font())
        width, height = self.width(), self.height()
        top = 2 + self._text_height()
        area = height - top - 2
        full_name = max(metrics.horizontalAdvance(n) for n, _, _ in lines) + 12
        least_name = min(full_name, metrics.horizontalAdvance("Mmm\u2026") + 12)
        # Room for five dice (one die rolled keeps that room), six in Maxi Yatzy.
        count = max(5, *(len(d) for _, d, _ in lines))
        total_w = metrics.horizontalAdvance(f"= {6 * count} \u2190") + 10
        best: tuple[tuple[int, int], int, int, int, int] | None = None
        for columns in range(1, len(lines) + 1):
            rows = -(-len(lines) // columns)
            row_h = min(self._row_height(), area // rows)
            column_w = (width - 12) // columns
            # Dice as tall as the row, or narrower so a name and the total fit beside;
            # too small to read, none: the names and totals still tell who starts.
            side = min(row_h - 6, (column_w - least_name - total_w) // count - 4)
            if side < 6:
                side = 0
                if row_h < metrics.height() or column_w - total_w < least_name:
                    continue
            name_w = min(full_name, column_w - (count * (side + 4) if side else 0) - total_w)
            key = (side, name_w)
            if best is None or key > best[0]:
                best = (key, columns, row_h, side, name_w)
        if best is None:  # too small for all: squeezed in one column (the tooltip tells)
            columns, row_h = 1, max(8, area // len(lines))
            side, name_w = 0, least_name
        else:
            _key, columns, row_h, side, name_w = best
        per_column = -(-len(lines) // columns)
        spread = (width - 12) / columns
        placed: list[_Line] = []
        for i, (name, dice, _decided) in enumerate(lines):
            x0 = 12 + (i // per_column) * spread
            y = top + row_h * (i % per_column)
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, name_w - 8))
            dice_x = x0 + name_w
            rects = tuple(
                QRectF(dice_x + k * (side + 4), y + (row_h - side) / 2, side, side)
                for k in range(len(dice) if side else 0)
            )
            x = dice_x + len(rects) * (side + 4) + 2
            placed.append(
                _Line(
                    shown,
                    QRectF(x0, y, name_w, row_h),
                    rects,
                    QRectF(x, y, max(0.0, x0 + spread - x), row_h),
                )
            )
        return placed

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.setPen(palette.color(palette.ColorRole.WindowText))
        painter.setFont(self._headline_font())
        lines = self._lines()
        settled_lines = int(self._progress * (len(lines) + 1))
        painter.drawText(
            QRectF(4, 2, self.width() - 8, self._text_height()),
            Qt.AlignmentFlag.AlignVCenter,
            self.shown_headline(),
        )
        painter.setFont(self.font())
        for i, ((_name, dice, decided), line) in enumerate(
            zip(lines, self.layout_lines(), strict=True)
        ):
            settled = i < settled_lines
            painter.drawText(line.name_rect, Qt.AlignmentFlag.AlignVCenter, line.name)
            for face, rect in zip(dice, line.dice_rects, strict=False):  # none if too small
                shown, angle = face, 0.0
                if not settled:
                    shown = self._rng.randint(1, 6)
                    angle = self._rng.uniform(-25.0, 25.0)
                paint_die(painter, rect, shown, self._look, angle)
            if not settled:
                continue
            mark = " \u2190" if decided else ""
            painter.drawText(line.total_rect, Qt.AlignmentFlag.AlignVCenter, f"= {sum(dice)}{mark}")
        painter.end()
