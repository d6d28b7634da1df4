"""Computer seats in the window: they play visibly, one step at a time, on a timer.

Each step is planned from the state as it is (never from a remembered plan): the
dice to hold are shown, then rolled after a pause; the chosen box is highlighted,
then scored. A step only runs if the state is still the one it was planned on, so an
undo, a redo or a new game simply cancels it. After an undo or a redo the computer
waits (Continue resumes it) so the human can undo further back without a race. Each
decision takes a millisecond or two (measured in benchmarks/), so it runs on the GUI
thread; the expert's table is built by the coach's worker, and the expert plays at
club level until it is ready.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.core.actions import Action, Roll, Score
from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.setup import DiceMode, PlayerKind
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.coach.hints import CoachService
from yahtzee_desktop.ui.table.players import short_name

if TYPE_CHECKING:
    from yahtzee_desktop.strategy import Bot
    from yahtzee_desktop.ui.table.host import WindowHost

__all__ = ["DEFAULT_PAUSE_MS", "ComputerBar", "ComputerPlayers", "attach_computer", "holds_for"]

DEFAULT_PAUSE_MS = 700
BLOCKED_RETRY_MS = 250


def holds_for(dice: Sequence[int], keep: Sequence[int]) -> tuple[bool, ...]:
    """Which of the dice (in their slots) to hold so that `keep` stays on the table."""
    wanted = Counter(keep)
    flags = []
    for face in dice:
        take = wanted[face] > 0
        if take:
            wanted[face] -= 1
        flags.append(take)
    if +wanted:
        raise ValueError(f"{tuple(keep)!r} is not part of {tuple(dice)!r}")
    return tuple(flags)


class ComputerPlayers(QObject):
    """Drives the computer seats of the window's game.

    Signals:
        statusChanged(): whose turn, paused or not: the bar follows.
    """

    statusChanged = Signal()

    def __init__(self, host: WindowHost, service: CoachService) -> None:
        super().__init__(host.as_widget())
        self.host = host
        self.session = host.session
        self.dice = host.dice
        self.service = service
        self.paused = False
        """After an undo or redo during a computer's turn: waits for Continue."""
        self.waiting_start = False
        """Paused because the app opened on a table of computers only: nobody asked them
        to play yet, so they wait for Start (`wait_for_start`)."""
        self.fast = False
        """Faster was asked: no pauses, no animation, until a human's turn."""
        self.pause_override: int | None = None
        """Pause between steps in ms (tests); None follows the preference."""
        self._acting = False
        self.closed = False
        """The window closed: the computer never plays again."""
        self._planned: tuple[GameState, Action] | None = None
        self._bots: dict[tuple[int, int], Bot] = {}
        self.bar: ComputerBar | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

        self.session.add_view("computer", self, self._on_changed, self._on_replaced)
        self.session.heldChanged.connect(self._plan)
        self.dice.animationFinished.connect(self._plan)
        self.service.ready.connect(self._on_ready)
        self._on_replaced()

    # --- who plays ----------------------------------------------------------------------

    def computer_turn(self, state: GameState | None = None) -> bool:
        """A computer seat is to play, with app dice (not while the game is held)."""
        state = self.session.state if state is None else state
        return (
            not self.session.held
            and not state.finished
            and state.player.kind is PlayerKind.COMPUTER
            and state.dice_mode is DiceMode.APP
        )

    @property
    def playing(self) -> bool:
        return self.computer_turn()

    def _level(self, level: str) -> str:
        return level if level in ("beginner", "club", "expert") else "club"

    def bot(self, state: GameState) -> Bot:
        """The bot of the member to play (an expert plays at club level until its table is)."""
        from yahtzee_desktop.strategy import Bot, Level

        members = state.setup.seats[state.seat].members
        member = state.turn % len(members)
        key = (state.seat, member)
        bot = self._bots.get(key)
        if bot is not None:
            return bot
        rules = state.setup.rules
        level = self._level(state.player.level)
        rng = random.Random(f"{state.setup.seed}:{state.seat}:{member}")
        if level == "expert":
            coach = self.service.prepare(rules)
            if coach is None:
                return Bot(Level.CLUB, rules, rng)  # not kept: the expert takes over when ready
            bot = Bot(Level.EXPERT, rules, rng, advisor=coach)
        else:
            bot = Bot(Level(level), rules, rng)
        self._bots[key] = bot
        return bot

    def _prepare_experts(self) -> None:
        setup = self.session.state.setup
        if any(
            p.kind is PlayerKind.COMPUTER and self._level(p.level) == "expert"
            for seat in setup.seats
            for p in seat.members
        ):
            self.service.prepare(setup.rules)

    # --- events -------------------------------------------------------------------------

    def wait_for_start(self) -> None:
        """At launch, a table of computers only (the one remembered) waits for Start
        rather than playing before anyone touched the app; a table with a person plays
        as usual (the person's moves, or the roll-off, show the game has begun), and
        with real dice the computers never play by themselves."""
        state = self.session.state
        computers = all(p.kind is PlayerKind.COMPUTER for s in state.setup.seats for p in s.members)
        if computers and state.dice_mode is DiceMode.APP:  # with real dice, the family enters
            self.paused = self.waiting_start = True
            self._plan()

    def _on_replaced(self) -> None:
        self._bots.clear()
        self.paused = self.waiting_start = False
        self.fast = False
        self._prepare_experts()
        self._plan()

    def _on_ready(self, rules: RuleSet) -> None:
        if rules == self.session.state.setup.rules:
            self._bots.clear()

    def _on_changed(self, event: str, action: object) -> None:
        if event in ("undo", "redo"):
            self.paused = self.computer_turn()
            self.fast = False
        elif not self._acting:
            self.paused = False
        if not self._acting:
            self.waiting_start = False
        self._plan()

    # --- acting -------------------------------------------------------------------------

    def pause_ms(self) -> int:
        if self.fast:
            return 0
        if self.pause_override is not None:
            return self.pause_override
        settings = self.host.settings
        pause = getattr(settings, "bot_pause_ms", None) if settings is not None else None
        return int(pause) if isinstance(pause, int) else DEFAULT_PAUSE_MS

    def hurry(self) -> None:
        """Faster: the computer plays the rest of its turns without pauses."""
        if not self.playing:
            return
        self.fast = True
        if self.dice.animating:
            self.dice.finish_animation()
        elif self._timer.isActive():
            self._timer.start(0)

    def resume(self) -> None:
        """Continue after an undo or redo; Start at launch."""
        if self.paused:
            self.paused = self.waiting_start = False
            self._plan()

    def _blocked(self) -> bool:
        """Wait for the end-of-game dialog, a question, and the roll-off's dice to settle
        (the computer's first roll would end the banner before the family saw who won)."""
        if self.host.roll_off.animating and not self.fast:
            return True
        dialog = self.host.outcome_dialog
        if dialog is not None and dialog.isVisible():
            return True
        return QApplication.activeModalWidget() is not None

    def _lock(self, locked: bool) -> None:
        """Keep the human's way in (the dice, Score) shut while the computer plays."""
        state = self.session.state
        text = self.tr("{name} (computer) is playing.").format(name=state.player.name)
        self.session.locked = text if locked else ""
        self.dice.update_controls()  # the dice follow `locked` themselves

    def _plan(self) -> None:
        """Look at the state and schedule the computer's next step, if it is to play."""
        self._timer.stop()
        self._planned = None
        if self.closed:
            return
        state = self.session.state
        active = self.computer_turn(state)
        self._lock(active)
        if not active:
            self.fast = False
        self.statusChanged.emit()
        if not active or self.paused:
            return
        if self.dice.animating:
            if self.fast:
                self.dice.finish_animation()  # its animationFinished plans again
            return
        if self._blocked():
            self._timer.start(BLOCKED_RETRY_MS)
            return
        action = self._decide(state)
        self._planned = (state, action)
        self._timer.start(self.pause_ms())

    def _decide(self, state: GameState) -> Action:
        """The next action, shown on the dice or the sheet before it is taken."""
        if state.dice is None:
            return Roll()
        bot = self.bot(state)
        dice = tuple(state.dice)
        if state.rolls < state.rolls_allowed:
            keep = bot.choose_keep(state.card, dice, state.rolls_allowed - state.rolls)
            if len(keep) < len(dice):
                hold = holds_for(dice, keep)
                self._show_holds(hold)
                return Roll(hold)
        column, box = bot.choose_box(state.card, dice, state.rolls)
        self._highlight(state, box, column)
        return Score(box, column)

    def _show_holds(self, hold: Sequence[bool]) -> None:
        for die, held in zip(self.dice.dice, hold, strict=True):
            if die.isChecked() != held:
                die.setChecked(held)

    def _highlight(self, state: GameState, box: str, column: int) -> None:
        self.host.show_box(state.seat, column, box)

    def _step(self) -> None:
        planned, self._planned = self._planned, None
        if self.closed:
            return
        if planned is None or planned[0] is not self.session.state:
            self._plan()
            return
        self._acting = True
        try:
            ok = self.session.apply(planned[1])
        finally:
            self._acting = False
        if not ok:  # the rules refused: stop rather than loop (the status bar says why)
            self.paused = True
            self.statusChanged.emit()
        elif self.fast and self.dice.animating:
            self.dice.finish_animation()

    def retranslate(self) -> None:
        if self.bar is not None:
            self.bar.retranslate()

    def shutdown(self) -> None:
        """The window is closing: stop for good (a move made now would not be saved)."""
        self.closed = True
        self._timer.stop()
        self._planned = None


class ComputerBar(QFrame):
    """ "Bob (computer, expert) is playing." with Faster (F), and Continue after an undo."""

    def __init__(self, players: ComputerPlayers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("computer_bar")
        self.players = players
        self.label = QLabel(self)
        self.label.setObjectName("computer_label")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.faster_button = QPushButton(self)
        self.faster_button.setObjectName("faster_button")
        self.faster_button.clicked.connect(players.hurry)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continue_button")
        self.continue_button.clicked.connect(players.resume)
        self.faster_action = QAction(self)
        self.faster_action.setObjectName("faster_action")
        self.faster_action.setShortcut(QKeySequence(Qt.Key.Key_F))
        self.faster_action.triggered.connect(players.hurry)
        # The text on a line of its own, the buttons under it: beside them in the narrow
        # side pane, a sentence ("Only computers play at this table...", what to do with
        # real dice) wrapped into a column one or two words wide.
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.addWidget(self.label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.faster_button)
        layout.addLayout(buttons)
        players.statusChanged.connect(self.refresh)
        self.retranslate()

    def _level_name(self, level: str) -> str:
        names = {
            "beginner": self.tr("beginner"),
            "club": self.tr("good player", "computer level, between beginner and expert"),
            "expert": self.tr("expert"),
        }
        return names.get(level, names["club"])

    def refresh(self) -> None:
        state = self.players.session.state
        session = self.players.session
        shown = not (state.finished or session.held) and state.player.kind is PlayerKind.COMPUTER
        self.setVisible(shown)
        if not shown:
            self.faster_action.setEnabled(False)
            return
        name = short_name(state.player.name)
        level = self._level_name(state.player.level)
        if state.dice_mode is not DiceMode.APP:
            # Say how to go on: the family enters the turn for it, or gives it app dice.
            text = self.tr(
                "{name} (computer) plays only with app dice: enter its dice and its score "
                "for it, or choose Game › Use app dice."
            ).format(name=name)
        elif self.players.waiting_start:
            text = self.tr(
                "Only computers play at this table. Press Start to watch them play, or "
                "choose File › New game."
            )
        elif self.players.paused:
            text = self.tr("{name} (computer, {level}) waits after the undo.").format(
                name=name, level=level
            )
        else:
            text = self.tr("{name} (computer, {level}) is playing…").format(name=name, level=level)
        self.label.setText(text)
        self.continue_button.setVisible(self.players.paused)
        self._name_continue()
        playing = self.players.playing and not self.players.paused
        self.faster_button.setEnabled(playing and not self.players.fast)
        self.faster_action.setEnabled(playing)

    def retranslate(self) -> None:
        self.faster_button.setText(self.tr("&Faster (F)"))
        self.faster_button.setToolTip(self.tr("Let the computer play without pauses"))
        self.faster_action.setText(self.tr("Computer plays &faster"))
        self._name_continue()
        self.refresh()

    def _name_continue(self) -> None:
        """Start at launch (nothing played yet), Continue after an undo."""
        if self.players.waiting_start:
            self.continue_button.setText(self.tr("&Start"))
            self.continue_button.setToolTip(self.tr("Let the computers play"))
        else:
            self.continue_button.setText(self.tr("&Continue"))
            self.continue_button.setToolTip(self.tr("Let the computer go on playing"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def attach_computer(host: WindowHost, service: CoachService) -> ComputerPlayers:
    """Drive the computer seats and show their bar beside the sheet; known as "computer"."""
    players = ComputerPlayers(host, service)
    bar = ComputerBar(players, host.as_widget())
    players.bar = bar
    host.add_panel(bar)
    host.add_menu_actions("game", [bar.faster_action])
    host.add_feature("computer", players)
    return players
