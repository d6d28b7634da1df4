"""Game review: each decision of a human player against the best one, in the coach's plain
words ("Keep the two 6s, then roll the other three dice", about 6 points lost: "Keep 6-6
and re-roll three", 5.5 expected points lost, was the grown-ups' jargon; their exact
figures stay in each loss's tooltip, in sentences).

The decisions are rebuilt by replaying the game's action log from its setup (the
card at each turn start, each roll's dice, the holds as keeps, the box scored), so a
saved or resumed game can be reviewed too. With physical dice only the boxes are
reviewed: which dice were kept between two entered rolls is unknown. The replay and
the review run in a worker (a series has a few hundred decisions), so the dialog opens
at once and fills in when they are done.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QBrush, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import Action
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import GameSetup, PlayerKind
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.i18n import QT_TRANSLATE_NOOP
from yahtzee_desktop.ui.chances.chart import StoryWidget
from yahtzee_desktop.ui.chances.loader import load_chances
from yahtzee_desktop.ui.coach.decisions import decision_for, made_choice
from yahtzee_desktop.ui.coach.figures import dice_text, note_figures
from yahtzee_desktop.ui.coach.plain_words import ESTIMATES, plain_choice, plain_lost, rounded
from yahtzee_desktop.ui.coach.service import CoachService, table_cache_dir
from yahtzee_desktop.ui.common.workers import Jobs

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Coach, Decision, ReviewEntry
    from yahtzee_desktop.strategy.story import Story

__all__ = ["ReviewDialog", "TurnDecision", "fitted_size", "game_decisions", "review_decisions"]


@dataclass(frozen=True)
class TurnDecision:
    """One decision of a human player, where it happened in the series."""

    game: int
    seat: int
    turn: int
    player: str
    decision: Decision
    state: GameState
    """The state it was made in: the choices are worded from it ("Score 25 in Full house")."""


def game_decisions(setup: GameSetup, actions: Sequence[Action]) -> list[TurnDecision]:
    """Every reviewable decision of the human players, replaying the log from the setup."""
    out = []
    state = GameState.initial(setup)
    for action in actions:
        before = state
        state = before.after(action)
        if before.finished or before.player.kind is not PlayerKind.HUMAN:
            continue
        decision = decision_for(before, action)
        if decision is not None:
            out.append(
                TurnDecision(
                    before.game_index,
                    before.seat,
                    before.turn,
                    before.player.name,
                    decision,
                    before,
                )
            )
    return out


def private_copy(coach: Coach) -> Coach:
    """The same advice with its own caches, for use from another thread."""
    from yahtzee_desktop.strategy import Advisor, EstimateAdvisor

    if isinstance(coach, Advisor):
        return Advisor(coach.rules, table=coach.table)
    if isinstance(coach, EstimateAdvisor):
        return EstimateAdvisor(coach.rules, coach.valuer)
    return coach


def review_decisions(
    turns: Sequence[TurnDecision], coach: Coach
) -> list[tuple[TurnDecision, ReviewEntry]]:
    """Each decision reviewed against the best one (a decision the coach rejects is skipped)."""
    from yahtzee_desktop.strategy import review

    out = []
    for turn in turns:
        try:
            entry = review(coach.rules, [turn.decision], coach).entries[0]
        except ValueError:
            continue
        out.append((turn, entry))
    return out


class _Signals(QObject):
    """Results from the worker, delivered on the GUI thread."""

    replayed = Signal(object)
    reviewed = Signal(object)
    told = Signal(object)


_RATINGS = {
    "perfect": QT_TRANSLATE_NOOP("ReviewDialog", "Perfect"),
    "excellent": QT_TRANSLATE_NOOP("ReviewDialog", "Excellent"),
    "good": QT_TRANSLATE_NOOP("ReviewDialog", "Good"),
    "fair": QT_TRANSLATE_NOOP("ReviewDialog", "Not bad"),
    "weak": QT_TRANSLATE_NOOP("ReviewDialog", "Keep trying"),
}
"""How a game was played, in a family's words ("Fair" and "Needs work" were a report
card's)."""

SIZE = QSize(940, 680)
"""Wide enough for both choices in plain words on a line each, most of the time; as tall
as a 1366x768 screen at 100 % allows (at 125 % the screen decides)."""


def fitted_size(available: QSize) -> QSize:
    """The dialog's size on a screen with `available` room (1366x768 at 125 % leaves
    1093x614), with room for the window's frame and title."""
    return QSize(
        min(SIZE.width(), available.width() - 40), min(SIZE.height(), available.height() - 50)
    )


class ReviewDialog(QDialog):
    """Per human seat and game: your choice, the best one, the expected points lost."""

    def __init__(
        self,
        game: Game,
        service: CoachService,
        game_index: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.setup = game.setup
        self.rules = game.setup.rules
        self.service = service
        self._actions = game.actions  # a tuple of frozen actions: safe to replay in the worker
        self._wanted_game = game.state.game_index if game_index is None else game_index
        self._order = game.state.order(self._wanted_game)
        """The seats as the players panel lists them in the game the review opens on."""
        self.turns: list[TurnDecision] | None = None
        """The decisions to review, once the worker has replayed the game."""
        self.results: list[tuple[TurnDecision, ReviewEntry]] | None = None
        self.exact = True
        self._reviewing = False
        self._pool = QThreadPool(self)
        self.jobs = Jobs(self._pool)
        self._signals = _Signals(self)
        self._signals.replayed.connect(self._on_replayed)
        self._signals.reviewed.connect(self._on_done)
        self._signals.told.connect(self._on_told)
        self.stories: dict[int, Story] | None = None
        """Each game's story in win chances (issue 16), once told (empty: no table)."""

        self.seat_combo = QComboBox(self)
        self.seat_combo.setObjectName("review_seat")
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("review_game")
        self.seat_label = QLabel(self)
        self.seat_label.setBuddy(self.seat_combo)
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_combo)

        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("review_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        # A choice in plain words is a sentence: wrapped on a second line rather than cut.
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        # "Lancers restants" over a single digit: the narrow columns' titles wrap, leaving
        # the room to the choices (`_narrow`).
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for column in self.NARROW:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self.summary = QLabel(self)
        self.summary.setObjectName("review_summary")
        self.summary.setWordWrap(True)
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("review_progress")
        self.progress.setRange(0, 0)
        self.story = StoryWidget(self)
        self.story.hide()  # shown once told, for rules with a table and two seats or more
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.seat_label, self.seat_combo)
        form.addRow(self.game_label, self.game_combo)
        # The choices and the story share the height through a handle: on a short screen
        # (a laptop at 125 %) the family drags it to read more choices or a bigger chart.
        choices = QWidget(self)
        choices_layout = QVBoxLayout(choices)
        choices_layout.setContentsMargins(0, 0, 0, 0)
        choices_layout.addWidget(self.table, 1)
        choices_layout.addWidget(self.summary)
        self.story.chart.setMinimumHeight(110)
        self.split = QSplitter(Qt.Orientation.Vertical, self)
        self.split.setObjectName("review_split")
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(choices)
        self.split.addWidget(self.story)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.split, 1)
        layout.addWidget(self.buttons)
        self.resize(fitted_size(self.screen().availableGeometry().size()))

        self.seat_combo.currentIndexChanged.connect(lambda _i: self._fill())
        self.game_combo.currentIndexChanged.connect(lambda _i: self._fill())
        service.ready.connect(self._on_ready)
        service.progress.connect(self._on_progress)
        service.failed.connect(self._on_failed)
        self.retranslate()
        self._replay()

    # --- computing ----------------------------------------------------------------------

    @property
    def finished_review(self) -> bool:
        return self.results is not None

    def _run(self, work: Any, signal: Any) -> None:
        """Run `work()` in the worker and hand its result to `signal` (GUI thread)."""

        def job() -> None:
            result = work()
            with contextlib.suppress(RuntimeError):  # the dialog is gone
                signal.emit(result)

        self.jobs.start(job)

    def _replay(self) -> None:
        setup, actions = self.setup, self._actions
        self._run(lambda: game_decisions(setup, actions), self._signals.replayed)

    def _on_replayed(self, turns: list[TurnDecision]) -> None:
        self.turns = turns
        reviewed = {t.seat for t in turns}
        for s in self._order:  # in playing order, as the players panel lists them
            if s in reviewed:
                self.seat_combo.addItem(self.setup.seats[s].name, s)
        games = sorted({t.game for t in turns})
        for g in games:
            self.game_combo.addItem("", g)
        self._name_games()
        if self._wanted_game in games:
            self.game_combo.setCurrentIndex(games.index(self._wanted_game))
        elif games:
            self.game_combo.setCurrentIndex(len(games) - 1)
        self._start()

    def _start(self) -> None:
        if self.turns is None:
            return  # still replaying: the review starts when the decisions are known
        if not self.turns:
            self.results = []
            self._fill()
            return
        coach = self.service.prepare(self.rules)
        if coach is None:
            self.progress.setRange(0, 100)
            return
        self.exact = coach.exact
        turns, private = self.turns, private_copy(coach)
        self._reviewing = True
        self.progress.setRange(0, 0)
        self._run(lambda: review_decisions(turns, private), self._signals.reviewed)
        self._tell()

    def _tell(self) -> None:
        """Each played game's story, when the rules have a table and two seats or more."""
        setup, actions = self.setup, self._actions
        if len(setup.seats) < 2 or self.stories is not None:
            return
        directory = self.service.directory if self.service.directory else table_cache_dir()
        games = sorted({t.game for t in self.turns or []})

        def work() -> dict[int, Story]:
            from yahtzee_desktop.strategy.story import tell_story

            try:
                chances = load_chances(setup.rules, directory)
            except Exception:  # the review goes on without the chances
                return {}
            if chances is None:
                return {}
            from yahtzee_desktop.storage.paths import history_path
            from yahtzee_desktop.ui.chances.styles import load_styles

            styles = load_styles(chances, setup, history_path())  # as the players panel
            return {g: tell_story(chances, setup, actions, g, styles) for g in games}

        self._run(work, self._signals.told)

    def _on_told(self, stories: dict[int, Story]) -> None:
        self.stories = stories
        self._fill()

    def _on_progress(self, rules: Any, percent: int) -> None:
        if rules == self.rules and self.results is None:
            self.progress.setRange(0, 100)
            self.progress.setValue(percent)

    def _on_ready(self, rules: Any) -> None:
        if rules == self.rules and self.results is None and not self._reviewing:
            self._start()

    def _on_failed(self, rules: Any, message: str) -> None:
        if rules == self.rules and self.results is None:
            self.progress.hide()
            self.summary.setText(
                self.tr("The coach could not be prepared: {problem}").format(problem=message)
            )

    def _on_done(self, results: list[tuple[TurnDecision, ReviewEntry]]) -> None:
        self.results = results
        self._reviewing = False
        self._fill()

    def done(self, result: int) -> None:
        self.jobs.close()  # before the pool goes with the dialog
        super().done(result)

    # --- showing ------------------------------------------------------------------------

    def shown_entries(self) -> list[tuple[TurnDecision, ReviewEntry]]:
        """The reviewed decisions of the chosen seat and game, in playing order."""
        if self.results is None:
            return []
        seat, game = self.seat_combo.currentData(), self.game_combo.currentData()
        return [(t, e) for t, e in self.results if t.seat == seat and t.game == game]

    def total_lost(self) -> float:
        return sum(e.loss for _, e in self.shown_entries())

    def rating(self) -> str:
        from yahtzee_desktop.strategy import Review

        return Review(tuple(e for _, e in self.shown_entries()), self.exact).rating

    @staticmethod
    def _choice_words(turn: TurnDecision, entry: ReviewEntry) -> str:
        """The choice made, as the hint says one: "Keep the three 4s, then roll the other
        two dice"."""
        from yahtzee_desktop.strategy import Choice

        made = made_choice(entry.decision, entry.chosen)
        if made is None:  # all the dice kept
            made = Choice(entry.chosen, keep=tuple(sorted(entry.decision.dice)))
        return plain_choice(made, turn.state)

    def _fill(self) -> None:
        story = (self.stories or {}).get(self.game_combo.currentData())
        self.story.set_story(story, self.setup)
        self.story.setVisible(story is not None)
        if self.results is None:
            return
        self.progress.hide()
        rows = self.shown_entries()
        self.table.setRowCount(len(rows))
        palette = self.palette()
        mark = QBrush(palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight))
        mark_text = QBrush(
            palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText)
        )
        for r, (turn, entry) in enumerate(rows):
            d = entry.decision
            lost = entry.loss
            values = [
                str(turn.turn + 1),
                dice_text(d.dice),
                str(d.rolls_left),
                self._choice_words(turn, entry),
                "\u2713" if lost < 0.05 else plain_choice(entry.best, turn.state),
                "—" if lost < 0.05 else plain_lost(lost),
            ]
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if c == 4 and lost < 0.05:
                    item.setToolTip(self.tr("The best choice"))
                if c == 5 and lost >= 0.05:  # the exact figures, for grown-ups
                    item.setToolTip(note_figures(d, entry, turn.state, self.exact))
                if c in (0, 2, 5):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if lost >= 1.0 and c == 5:
                    item.setBackground(mark)
                    item.setForeground(mark_text)
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self._narrow()
        self._summarize()

    NARROW = (2, 5)
    """Rolls left, points lost: short figures under a title of two words."""

    def _narrow(self) -> None:
        """The narrow columns as wide as their widest word or figure, their titles wrapped."""
        header = self.table.horizontalHeader()
        header_metrics = header.fontMetrics()
        pad = 3 * self.style().pixelMetric(self.style().PixelMetric.PM_HeaderMargin) + 8
        tallest = header_metrics.height()
        for column in self.NARROW:
            title = self.table.horizontalHeaderItem(column)
            words = title.text().split() if title is not None else []
            widest = max((header_metrics.horizontalAdvance(w) for w in words), default=0)
            for row in range(self.table.rowCount()):
                item = self.table.item(row, column)
                if item is not None:  # in its own font: the costly ones are bold
                    advance = QFontMetrics(item.font()).horizontalAdvance(item.text())
                    widest = max(widest, advance)
            self.table.setColumnWidth(column, widest + pad)
            if title is not None:  # the header grows for a wrapped title
                box = header_metrics.boundingRect(
                    QRect(0, 0, widest, 1000), Qt.TextFlag.TextWordWrap, title.text()
                )
                tallest = max(tallest, box.height())
        header.setMinimumHeight(tallest + pad // 2)

    def _summarize(self) -> None:
        if self.results is None:
            return
        rows = self.shown_entries()
        if not rows:
            self.summary.setText(self.tr("No player’s choice to review here."))
            return
        self.summary.setText(self.summary_text(len(rows), self.total_lost(), self.rating()))

    def summary_text(self, count: int, lost: float, rating: str) -> str:
        """A few short sentences: how many choices, what they cost, how it was played
        ("Expected points lost: 157.4 over 23 decisions. Rating: Needs work." was the
        grown-ups' jargon)."""
        if count == 1:
            sentences = [self.tr("You made 1 choice.")]
        else:
            sentences = [self.tr("You made {count} choices.").format(count=count)]
        if rating == "perfect":
            sentences.append(self.tr("You always made the best choice, or very nearly."))
        elif round(lost) == 1:
            sentences.append(
                self.tr("Compared with the best choices, you lost about 1 point on average.")
            )
        else:
            sentences.append(
                self.tr(
                    "Compared with the best choices, you lost about {points} points on average."
                ).format(points=rounded(lost))
            )
        sentences.append(
            self.tr("How you played: {rating}.").format(rating=self.tr(_RATINGS[rating]))
        )
        if not self.exact:
            sentences.append(QCoreApplication.translate("Coach", ESTIMATES))
        return " ".join(sentences)

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game review"))
        self.seat_label.setText(self.tr("&Player:"))
        self.game_label.setText(self.tr("&Game:"))
        self._name_games()
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Turn"),
                self.tr("Dice"),
                self.tr("Rolls left"),
                self.tr("Your choice"),
                self.tr("Best choice"),
                self.tr("Points lost"),
            ]
        )
        lost = self.table.horizontalHeaderItem(5)
        if lost is not None:
            lost.setToolTip(
                self.tr(
                    "About how many points each choice cost you, on average: the dice could "
                    "have fallen otherwise. Point at a figure to see the exact one."
                )
            )
        self.table.setAccessibleName(self.tr("Your choices and the best ones"))
        self.progress.setFormat(self.tr("Preparing the coach… %p%"))
        self._fill()
        if self.results is None:
            self.summary.setText(self.tr("Reviewing the game…"))

    def _name_games(self) -> None:
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(
                i, self.tr("Game {n}").format(n=int(self.game_combo.itemData(i)) + 1)
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
