"""Win chances at the table: the players panel's column and the end-of-game story.

Each seat's chance follows how it plays (strategy/levels.py): computers at their level,
people from their own games in the history, teams as their members; a sentence under
the column and under the story chart says so. Everything heavy runs on one pool thread:
loading the table with its moments (after the coach service has built or loaded it: one
build per rule set), the seats' styles (the history is read there), each seat's chance
after every roll and every scored box (the mover's from the dice on the table and the
rolls left), and the story at the end of a game or series. A result that arrives after
the game moved on is dropped. Until the table and its moments are ready the column
holds its room with "…" (its arrival widened the players' side a second after the
window opened, and the sheet jumped); nothing at all for a solo game, rules without an
exact table, or with the preference off: never a figure the model cannot back.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.chances.loader import cancel_builds, load_chances, single_column
from yahtzee_desktop.ui.chances.text import assumption_text, percent_text
from yahtzee_desktop.ui.coach.service import CoachService, table_cache_dir
from yahtzee_desktop.ui.common.workers import Jobs
from yahtzee_desktop.ui.table.host import WindowHost
from yahtzee_desktop.ui.table.outcome import OutcomeDialog

if TYPE_CHECKING:
    from yahtzee_desktop.strategy.chances import WinChances
    from yahtzee_desktop.strategy.story import SeatStyles, Story

__all__ = ["ChancesFeature", "attach_chances", "shown_percents"]


def shown_percents(chances: Sequence[float]) -> list[int]:
    """Whole percents that add up to 100 where they can: the largest remainders get the
    spare points, but equal chances always show equal (a three-way tie shows 33 each)."""
    raw = [c * 100 for c in chances]
    floors = [int(r // 1) for r in raw]
    spare = round(sum(raw)) - sum(floors)
    groups: dict[float, list[int]] = {}
    for i, c in enumerate(chances):
        groups.setdefault(round(c, 9), []).append(i)
    for _, members in sorted(groups.items(), key=lambda g: -(raw[g[1][0]] - floors[g[1][0]])):
        if raw[members[0]] - floors[members[0]] < 1e-9:
            continue
        if len(members) <= spare:
            for i in members:
                floors[i] += 1
            spare -= len(members)
    return floors


def chance_cells(chances: Sequence[float], series: bool = False) -> list[tuple[str, str]]:
    """(text, tooltip) per seat: "62", with "<1" and ">99" where rounding would claim a
    certainty the cards do not give. In a series of several games the chance is the
    series' (its winner has the highest total over all its games), and the tip says so."""
    out = []
    for chance, percent in zip(chances, shown_percents(chances), strict=True):
        # The column's header says "%": the cells are bare numbers, as narrow as can be.
        if percent == 0 and chance > 0:
            text, full = "<1", QCoreApplication.translate("Chances", "less than 1%")
        elif percent == 100 and chance < 1:
            text, full = ">99", QCoreApplication.translate("Chances", "more than 99%")
        else:
            text, full = str(percent), percent_text(percent / 100)
        if series:
            tip = QCoreApplication.translate(
                "Chances",
                "Chance of winning the series (every game's points added up), as each "
                "player plays: {p}",
            ).format(p=full)
        else:
            tip = QCoreApplication.translate(
                "Chances",
                "Chance of winning this game, as each player plays: {p}",
            ).format(p=full)
        out.append((text, tip))
    return out


def waiting_cells(seats: int) -> list[tuple[str, str]]:
    """The column's cells while the chances are worked out: its room kept, no figure."""
    tip = QCoreApplication.translate("Chances", "Working out the chances…")
    return [("\u2026", tip)] * seats


class _Signals(QObject):
    loaded = Signal(object, object)
    computed = Signal(int, object)
    told = Signal(object, object)


class ChancesFeature(QObject):
    """Fills the players panel's chances column and adds the story to the end-of-game dialog."""

    def __init__(
        self, host: WindowHost, service: CoachService, history_path: Path | None = None
    ) -> None:
        super().__init__(host.as_widget())
        self.host = host
        self.service = service
        self.history_path = history_path
        """Where people's own games are read from (None: the family-player prior alone)."""
        self._styles: tuple[object, SeatStyles] | None = None
        """The seats' styles, and the setup they were read for (the pool thread's alone)."""
        self.tables: dict[RuleSet, WinChances | None] = {}
        """Loaded win chances per rule set (None: these rules have none)."""
        self._loading: set[RuleSet] = set()
        self._generation = 0
        self._cards: object = None
        self._lock = threading.Lock()
        self._wanted: tuple[int, WinChances, GameState] | None = None
        self.latest: list[float] | None = None
        """The chances the column shows (None: none, or "…" while worked out)."""
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one computation at a time: WinChances' caches
        self.jobs = Jobs(self.pool)
        self.signals = _Signals(self)
        self.signals.loaded.connect(self._on_loaded)
        self.signals.computed.connect(self._on_computed)
        self.signals.told.connect(self._on_told)
        host.session.add_view("chances", self, lambda *_a: self.refresh(), self.refresh)
        service.ready.connect(self._on_service_ready)
        service.failed.connect(self._on_service_failed)
        if host.settings is not None:
            host.settings.changed.connect(self._on_setting)

    # --- what to show ---------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        settings = self.host.settings
        return settings is None or settings.show_chances

    def applies(self, state: GameState) -> bool:
        """Chances make sense here: two seats or more, rules with an exact table."""
        rules = state.setup.rules
        return (
            len(state.setup.seats) > 1
            and single_column(rules)
            and self.tables.get(rules, self) is not None
        )

    def _directory(self) -> Path:
        return self.service.directory if self.service.directory is not None else table_cache_dir()

    def _run(self, work: Callable[[], Any], deliver: Callable[[Any], None]) -> None:
        def job() -> None:
            result = work()
            with contextlib.suppress(RuntimeError):  # the window is gone
                deliver(result)

        self.jobs.start(job)

    def refresh(self) -> None:
        """The cards changed (or the preference, or the game): the column follows."""
        state = self.host.session.state
        panel = self.host.players
        if not self.enabled or not self.applies(state):
            self._generation += 1
            self.latest = self._cards = None
            panel.set_chances(None)
            panel.set_chances_note(None)
            return
        rules = state.setup.rules
        chances = self.tables.get(rules)
        if chances is None:
            self._generation += 1
            self.latest = self._cards = None
            # No figure until the table and its moments are ready, but the column's room
            # now: it widens the players' side, which must not happen under the player.
            panel.set_chances(waiting_cells(len(state.setup.seats)))
            panel.set_chances_note(assumption_text())
            self._load(rules)
            return
        # Every game's cards: a series' chances count the games before (and a corrected
        # box of one of them); and the dice on the table, the mover's chances following
        # every roll.
        cards = (state.setup, state.cards, state.dice, state.rolls)
        if cards == self._cards:
            # A hold: the cards and dice, so the chances, are the same; those shown or on
            # their way stand. (A new generation here dropped the result on its way: the
            # column stayed one box behind, a computer seat's next roll coming first.)
            QTimer.singleShot(0, self, self._tell_story)  # dropped if the window goes first
            return
        self._generation += 1
        self._cards = cards
        # One request waits at most: boxes scored faster than they are worked out (a
        # computer seat at full speed) skip to the newest cards, never pile up.
        with self._lock:
            start = self._wanted is None
            self._wanted = (self._generation, chances, state)
        if start:
            self._run(self._work, lambda _none: None)
        QTimer.singleShot(0, self, self._tell_story)  # after the window opens its outcome dialog

    def _work(self) -> None:
        """The pool thread: the chances of the newest cards asked for, until none wait."""
        from yahtzee_desktop.strategy.story import current_chances

        while True:
            with self._lock:
                wanted = self._wanted
            if wanted is None:
                return
            generation, chances, state = wanted
            # A series goes to the highest total over all its games (`series_outcome`):
            # the games before count, and the games to come.
            styles = self.styles_for(chances, state)
            result = current_chances(chances, state, state.setup.games > 1, styles)
            with contextlib.suppress(RuntimeError):  # the window is gone
                self.signals.computed.emit(generation, result)
            with self._lock:
                if self._wanted is wanted:
                    self._wanted = None
                    return

    def styles_for(self, chances: WinChances, state: GameState) -> SeatStyles:
        """How each seat plays (the pool thread): read once per series, so the chances do
        not hang on when the recorder stores one of its games (the next series counts
        them)."""
        from yahtzee_desktop.ui.chances.styles import load_styles

        key = state.setup
        if self._styles is None or self._styles[0] != key:
            self._styles = (key, load_styles(chances, state.setup, self.history_path))
        return self._styles[1]

    def _load(self, rules: RuleSet) -> None:
        if rules in self._loading or self.jobs.closed:
            return
        self.service.prefetch(rules)  # (no progress bar: nobody asked for the coach)
        if self.service.coach_for(rules) is None and self.service.building(rules):
            return  # the coach's table is on its way: `_on_service_ready` loads then
        self._loading.add(rules)
        directory = self._directory()
        self._run(
            lambda: self._safe_load(rules, directory),
            lambda result: self.signals.loaded.emit(rules, result),
        )

    @staticmethod
    def _safe_load(rules: RuleSet, directory: Path) -> WinChances | None:
        try:
            return load_chances(rules, directory)
        except Exception:  # no chances rather than a wrong one
            return None

    def _on_service_ready(self, rules: object) -> None:
        state = self.host.session.state
        if rules == state.setup.rules and rules not in self.tables:
            self.refresh()

    def _on_service_failed(self, rules: object, _message: str) -> None:
        if isinstance(rules, RuleSet) and rules not in self.tables:
            self.tables[rules] = None
            self.refresh()

    def _on_loaded(self, rules: RuleSet, chances: WinChances | None) -> None:
        self._loading.discard(rules)
        self.tables[rules] = chances
        self.refresh()

    def _on_computed(self, generation: int, chances: list[float]) -> None:
        if generation != self._generation or not self.enabled:
            if generation == self._generation:
                self._cards = None
            return
        self.latest = chances
        self.host.players.set_chances(chance_cells(chances, self._series()))
        self.host.players.set_chances_note(assumption_text())

    def _on_setting(self, key: str) -> None:
        if key == "show_chances":
            self.refresh()

    # --- the story at the end -------------------------------------------------------

    def _tell_story(self) -> None:
        dialog = self.host.outcome_dialog
        if not isinstance(dialog, OutcomeDialog) or dialog.property("story_asked"):
            return
        state = self.host.session.state
        chances = self.tables.get(state.setup.rules)
        if chances is None or not self.enabled or not self.applies(state):
            return
        dialog.setProperty("story_asked", True)
        from yahtzee_desktop.strategy.story import tell_story

        setup, actions = self.host.session.game.setup, self.host.session.game.actions
        game = None if dialog.series_over else dialog.game
        self._run(
            lambda: tell_story(chances, setup, actions, game, self.styles_for(chances, state)),
            lambda story: self.signals.told.emit(dialog, story),
        )

    def _on_told(self, dialog: OutcomeDialog, story: Story) -> None:
        from yahtzee_desktop.ui.chances.chart import StoryWidget

        if self.host.outcome_dialog is not dialog:
            return  # closed meanwhile
        widget = StoryWidget()
        widget.set_story(story, self.host.session.game.setup)
        dialog.add_story(widget)

    # --- Feature --------------------------------------------------------------------

    def _series(self) -> bool:
        return self.host.session.state.setup.games > 1

    def retranslate(self) -> None:
        if self.latest is None:  # none shown, or "…": as the game stands, in the new words
            self.refresh()
            return
        self.host.players.set_chances(chance_cells(self.latest, self._series()))
        self.host.players.set_chances_note(assumption_text())

    def shutdown(self) -> None:
        cancel_builds()
        self.jobs.close()


def attach_chances(
    host: WindowHost, service: CoachService, history_path: Path | None = None
) -> ChancesFeature:
    """The chances column and story, known to the window as "chances" (people's chances
    from their games in the history at ``history_path``)."""
    feature = ChancesFeature(host, service, history_path)
    host.add_feature("chances", feature)
    feature.refresh()
    return feature
