"""The coach in the window: hints (H), coach-mode notes, and the advisor tables behind them.

A hint says what to do in plain words (`plain_words`: "Keep the three 4s, then roll the
other two dice") and marks the dice to keep on the dice themselves; what each choice
leads to follows in a smaller line, in words and rounded ("about 238 points by the end
of the game"), the exact figures in its tooltip. Coach mode's note after a costly choice
is said the same way ("… cost you about 14 points on average. It would have been better
to keep the three 4s, then roll the other two dice."), its tooltip in the same words
with the exact figures. Both are worded again when the language changes.

Building a table takes seconds, so `CoachService` (service.py) builds it in the
background and reports progress through signals; while a hint waits for it, the panel
shows "Preparing the coach… 40%" and the window stays live. A hint itself takes about
a millisecond once the table is loaded, so it is computed on the GUI thread. The
computer players share the same service for their expert level.

The words live beside it: `plain_words` (the panel's rounded sentences), `figures` (the
exact figures of the tooltips, shared with the review table) and `decisions` (what a
roll or a score decided, shared with the review's replay). Here is only the panel:
when to speak, when to fall silent, and what to word again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.setup import PlayerKind
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.coach.decisions import decision_for, made_choice
from yahtzee_desktop.ui.coach.figures import hint_text, note_figures, start_text
from yahtzee_desktop.ui.coach.plain_words import plain_figures, plain_hint, plain_note, plain_start
from yahtzee_desktop.ui.coach.service import CoachService, coach_now, table_cache_dir
from yahtzee_desktop.ui.common.palette import set_secondary_text

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Coach, Decision, Hint, ReviewEntry
    from yahtzee_desktop.ui.table.host import WindowHost

__all__ = [
    "COACH_THRESHOLD",
    "CoachPanel",
    "CoachService",
    "coach_box",
    "coach_now",
    "note_words",
    "table_cache_dir",
]

COACH_THRESHOLD = 1.0
"""Coach mode speaks up when a choice gives up more than this many expected points."""


def note_words(
    before: GameState, decision: Decision, entry: ReviewEntry, exact: bool
) -> tuple[str, str]:
    """(the note in plain words, its exact figures), each naming whom it is about."""
    name = before.player.name
    chosen = made_choice(decision, entry.chosen)
    return (
        plain_note(chosen, entry.best, entry.loss, before, exact, name),
        note_figures(decision, entry, before, exact, name),
    )


def coach_box(hint: Hint | None) -> tuple[tuple[int, str] | None, bool]:
    """(the box the coach would score these dice in, whether scoring is its advice now):
    the cursor goes to that box, so Enter scores what the coach says; it is marked when the
    hint says to score (not when it says to roll again)."""
    if hint is None:
        return None, False
    best_box = next((c.box for c in hint.choices if c.box is not None), None)
    return best_box, best_box is not None and hint.choices[0].box == best_box


# --- the panel -------------------------------------------------------------------------------


class CoachPanel(QFrame):
    """Beside the sheet: the Hint button, the hint, a coach-mode note and the build progress."""

    def __init__(self, host: WindowHost, service: CoachService | None = None) -> None:
        super().__init__(host.as_widget())
        self.setObjectName("coach_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.host = host
        self.session = host.session
        self.service = service if service is not None else CoachService(self)
        self.threshold = COACH_THRESHOLD
        self._before: GameState = self.session.state
        self._hint_wanted: GameState | None = None
        self.review_action: QAction | None = None
        self.notes_action: QAction | None = None
        self.notes: list[tuple[GameState, Decision, ReviewEntry, bool]] = []
        """The coach's notes of the game on the table, oldest first (the notes' log)."""
        self._note_at: tuple[int, int, int] | None = None
        """(game, seat, turn) of the decision the coach's note is about."""
        self._hint_again: Callable[[], None] | None = None
        """What put the hint on screen (`show_hint`, a failure), to word it again in a new
        language."""
        self._note_about: tuple[GameState, Decision, ReviewEntry, bool] | None = None
        """What the coach's note says (the state it was made in, the decision, its review,
        exact figures or not), to word it again in a new language."""

        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.show_hint)
        self.hint_action = QAction(self)
        self.hint_action.setObjectName("hint_action")
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.show_hint)
        self.hint_label = QLabel(self)
        self.hint_label.setObjectName("hint_label")
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail_label = QLabel(self)
        self.detail_label.setObjectName("hint_detail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setTextFormat(Qt.TextFormat.PlainText)
        self.detail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        set_secondary_text(self.detail_label, self.palette())  # softer, still readable
        self.detail_label.hide()
        self.note_label = QLabel(self)
        self.note_label.setObjectName("coach_note")
        self.note_label.setWordWrap(True)
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.note_label.font()
        font.setItalic(True)
        self.note_label.setFont(font)
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setObjectName("coach_progress")
        self.progress_bar.setRange(0, 100)
        self.progress_bar.setMaximumHeight(18)
        self.progress_bar.hide()

        # The words under the button, the pane's whole width: beside it they wrapped to
        # seven lines. Their room is kept from the start (`_reserve_room`), so a hint
        # moves nothing below it.
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.hint_button)
        top.addStretch(1)
        self._texts = QWidget(self)
        texts = QVBoxLayout(self._texts)
        texts.setContentsMargins(0, 0, 0, 0)
        texts.setSpacing(2)
        texts.addWidget(self.hint_label)
        texts.addWidget(self.detail_label)
        texts.addWidget(self.note_label)
        texts.addStretch(1)
        # The texts scroll in their own room, never taller: a long hint with a note grew
        # the panel and pushed the players list down under the family's eyes.
        self._room = QScrollArea(self)
        self._room.setObjectName("hint_room")
        self._room.setFrameShape(QFrame.Shape.NoFrame)
        self._room.setWidgetResizable(True)
        self._room.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._room.setWidget(self._texts)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(top)
        layout.addWidget(self._room)
        layout.addWidget(self.progress_bar)
        self._reserve_room()

        self.session.add_view("coach", self, self._on_changed, self._on_replaced)
        self.session.heldChanged.connect(self._update_controls)
        self.service.progress.connect(self._on_progress)
        self.service.ready.connect(self._on_ready)
        self.service.failed.connect(self._on_failed)
        if host.settings is not None:
            host.settings.changed.connect(self._on_setting)
        self.retranslate()
        self._on_replaced()

    HINT_LINES = 6
    """Lines kept for a hint and its figures: most hints fit, a longer one scrolls there."""

    def _reserve_room(self) -> None:
        room = self.fontMetrics().lineSpacing() * self.HINT_LINES + 4
        self._texts.setMinimumHeight(room)
        self._room.setFixedHeight(room)

    # --- state ------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        return self.session.state.setup.rules

    @property
    def coach_mode(self) -> bool:
        settings = self.host.settings
        return settings is not None and settings.coach_mode

    def _human_turn(self, state: GameState) -> bool:
        return not state.finished and state.player.kind is PlayerKind.HUMAN

    def _update_controls(self) -> None:
        # Held (the app asks whether to resume another game): whose turn is not shown yet.
        enabled = self._human_turn(self.session.state) and not self.session.held
        self.hint_button.setEnabled(enabled)
        self.hint_action.setEnabled(enabled)

    def _set_hint(
        self,
        text: str,
        detail: str = "",
        marks: tuple[int, ...] = (),
        precise: str = "",
        hint: Hint | None = None,
    ) -> None:
        """The hint's words, what each choice leads to, the dice to mark as kept, the
        exact figures (a tooltip, on whichever label shows the outlook), and on the sheet
        the coach's box (`hint`'s) where the cursor goes."""
        self._hint_again = None
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
        self.hint_label.setToolTip(precise if precise and not detail else "")
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        explained = self._figures_explained()
        self.detail_label.setToolTip(f"{precise}\n\n{explained}" if precise else explained)
        box, marked = coach_box(hint)
        self.host.mark_hint(self.session.state, marks, box, marked)

    def _figures_explained(self) -> str:
        """What the figures are, under them in the tooltip ("Expected final total of the
        card…" was the grown-ups' jargon the hint no longer speaks)."""
        return self.tr(
            "Each figure: the points you’d end the game with on average after that choice, "
            "playing your best from then on."
        )

    def set_note(
        self, text: str, where: tuple[int, int, int] | None = None, precise: str = ""
    ) -> None:
        """The coach's note, about the decision of (game, seat, turn) `where`, its exact
        figures in the tooltip."""
        self._note_at = where if text else None
        self._note_about = None
        self.note_label.setText(text)
        self.note_label.setToolTip(precise)
        self.note_label.setVisible(bool(text))

    def _on_replaced(self) -> None:
        self.notes.clear()
        if self.notes_action is not None:
            self.notes_action.setEnabled(False)
        self._before = self.session.state
        self._hint_wanted = None
        self._set_hint("")
        self.set_note("")
        if self.coach_mode:
            self.service.prepare(self.rules)
        self._update_controls()

    def _on_setting(self, key: str) -> None:
        if key == "coach_mode" and self.coach_mode:
            self.service.prepare(self.rules)
            self._coach_mode_box()

    def _on_changed(self, event: str, action: object) -> None:
        before, state = self._before, self.session.state
        self._before = state
        self._hint_wanted = None
        self._set_hint("")
        if event != "do":
            self.set_note("")
        elif self._human_turn(before) and isinstance(action, Roll | Score):
            decision = decision_for(before, action)
            where = (before.game_index, before.seat, before.turn)
            # A note stays for the rest of its turn and until another player rolls (named,
            # so no one reads another's choice as theirs), or its player's next decision;
            # the notes' log keeps it after.
            at = self._note_at
            if at is not None and at != where and (decision is not None or at[1] != where[1]):
                self.set_note("")
            if decision is not None and self.coach_mode:
                self._coach(before, decision)
        self._coach_mode_box()
        if self._note_at is not None and self._note_at[0] != state.game_index:
            # The game it is about is over and the next one of the series is on the table:
            # there the note read as if about its first turn (the review still has it).
            self.set_note("")
        self._update_controls()

    # --- hint ---------------------------------------------------------------------------

    def show_hint(self) -> None:
        """The best choice now and its main alternatives, or "preparing" until the table is."""
        state = self.session.state
        if not self._human_turn(state):
            return
        coach = self.service.prepare(state.setup.rules)
        if coach is None:
            self._hint_wanted = state
            self._set_hint(
                QCoreApplication.translate(
                    "Coach", "Preparing the coach… the hint follows in a moment."
                )
            )
        else:
            words, marks = self.plain_for(coach, state)
            detail = self.hint_for(coach, state)
            precise = self.precise_for(coach, state)
            hint = self._hint(coach, state)
            self._set_hint(words or detail, detail if words else "", marks, precise, hint)
        self._hint_again = self.show_hint

    def _hint(self, coach: Coach, state: GameState) -> Hint | None:
        """The coach's choices for the dice on the table (None before the first roll)."""
        if state.dice is None:
            return None
        try:
            return coach.hint(
                state.card, state.dice, state.rolls_allowed - state.rolls, state.rolls
            )
        except ValueError:
            return None

    def _coach_mode_box(self) -> None:
        """Coach mode: after each roll the sheet marks the box the coach would score in
        now (when scoring is its advice) and the cursor goes there, with no words: Enter
        does what the coach would; the hint (H) says why."""
        state = self.session.state
        if not (self.coach_mode and self._human_turn(state)) or state.dice is None:
            return
        coach = self.service.prepare(state.setup.rules)
        if coach is None:
            return
        box, marked = coach_box(self._hint(coach, state))
        self.host.mark_hint(state, (), box, marked)

    def plain_for(self, coach: Coach, state: GameState) -> tuple[str, tuple[int, ...]]:
        """The best move in plain words and the dice to keep ("" before the first roll,
        where the figures alone are the hint)."""
        if state.dice is None:
            return "", ()
        try:
            rolls_left = state.rolls_allowed - state.rolls
            hint = coach.hint(state.card, state.dice, rolls_left, state.rolls)
        except ValueError:
            return "", ()
        return plain_hint(hint, state)

    def hint_for(self, coach: Coach, state: GameState) -> str:
        """What each choice leads to, in words and rounded (the worth of the card before
        the first roll)."""
        try:
            if state.dice is None:
                return plain_start(coach.expected(state.card), coach.exact)
            rolls_left = state.rolls_allowed - state.rolls
            hint = coach.hint(state.card, state.dice, rolls_left, state.rolls)
        except ValueError:
            return QCoreApplication.translate("Coach", "The coach has no advice for these dice.")
        return plain_figures(hint, state)

    def precise_for(self, coach: Coach, state: GameState) -> str:
        """The same choices in the same words, in exact figures ("Keep the three 4s, then
        roll the other two dice: 238.4 points by the end of the game, on average", a line
        each)."""
        try:
            if state.dice is None:
                return start_text(coach.expected(state.card), coach.exact)
            rolls_left = state.rolls_allowed - state.rolls
            hint = coach.hint(state.card, state.dice, rolls_left, state.rolls)
        except ValueError:
            return ""
        return hint_text(hint, state)

    # --- coach mode ---------------------------------------------------------------------

    def _coach(self, before: GameState, decision: Decision) -> None:
        coach = self.service.prepare(before.setup.rules)
        if coach is None:
            return
        from yahtzee_desktop.strategy import review

        try:
            entry = review(before.setup.rules, [decision], coach).entries[0]
        except ValueError:
            return
        if entry.loss <= self.threshold:
            return
        self._show_note(before, decision, entry, coach.exact)

    def _show_note(
        self, before: GameState, decision: Decision, entry: ReviewEntry, exact: bool
    ) -> None:
        """The note in plain words, rounded, naming whom it is about (it may still show
        when the turn has passed to another); the exact figures in its tooltip. Kept in
        the game's notes too (Game ▸ Coach's notes…)."""
        text, precise = note_words(before, decision, entry, exact)
        self.set_note(text, (before.game_index, before.seat, before.turn), precise)
        self._note_about = (before, decision, entry, exact)
        if not any(n[0] is before and n[1] == decision for n in self.notes):
            self.notes.append(self._note_about)
            if self.notes_action is not None:
                self.notes_action.setEnabled(True)

    # --- the service --------------------------------------------------------------------

    def _on_progress(self, rules: RuleSet, percent: int) -> None:
        if rules != self.rules:
            return
        if percent >= 100 or not self.service.wanted(rules):  # a prefetch alone stays quiet
            self.progress_bar.hide()
            return
        self.progress_bar.setValue(percent)
        self.progress_bar.setFormat(QCoreApplication.translate("Coach", "Preparing the coach… %p%"))
        self.progress_bar.show()

    def _on_ready(self, rules: RuleSet) -> None:
        self.progress_bar.hide()
        wanted = self._hint_wanted
        if rules == self.rules and wanted is not None and wanted is self.session.state:
            self._hint_wanted = None
            self.show_hint()

    def _on_failed(self, rules: RuleSet, message: str) -> None:
        self.progress_bar.hide()
        if rules == self.rules:
            self._set_hint(
                QCoreApplication.translate(
                    "Coach", "The coach could not be prepared: {problem}"
                ).format(problem=message)
            )
            self._hint_again = lambda: self._on_failed(rules, message)

    # --- texts --------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.hint_button.setText(self.tr("&Hint (H)"))
        self.hint_button.setToolTip(self.tr("The best move for these dice, and what it is worth"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.hint_action.setText(self.tr("&Hint"))
        self.hint_label.setAccessibleName(self.tr("Hint"))
        self.detail_label.setAccessibleName(self.tr("Hint in figures"))
        self.note_label.setAccessibleName(self.tr("Coach's note"))
        # The hint and the note shown, and their tooltips, in the new language (they
        # stayed in the old one until the next hint or note).
        again = self._hint_again
        if again is not None:
            again()
        else:
            self.detail_label.setToolTip(self._figures_explained())
        if self._note_about is not None:
            self._show_note(*self._note_about)
        self.progress_bar.setAccessibleName(self.tr("Preparing the coach"))
        self.progress_bar.setFormat(QCoreApplication.translate("Coach", "Preparing the coach… %p%"))
        if self.review_action is not None:
            self.review_action.setText(self.tr("&Review this game…"))
        if self.notes_action is not None:
            self.notes_action.setText(self.tr("Coach’s &notes…"))

    def shutdown(self) -> None:
        """The window is closing: stop the table builds and wait for their workers."""
        self.service.shutdown()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:  # the board's size (Preferences)
            self._reserve_room()
        elif event.type() == QEvent.Type.PaletteChange:  # light or dark theme
            set_secondary_text(self.detail_label, self.palette())
        super().changeEvent(event)
