"""What a feature may ask of the window (`WindowHost`), and what the window asks of a feature.

Features (the coach, computer seats, history, printing) are written against these two
protocols and never import the main window, so the arrows point one way: the window's
builder (`ui/builder.py`) knows both sides, the window only knows `Feature`. A feature
that follows the game registers with `host.session.add_view` at its stage, named in
`session.STAGES` (the order features are told in is declared there, not by attach order).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QWidget

    from yahtzee_desktop.core.state import GameState
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.table.dice import DiceWidget
    from yahtzee_desktop.ui.table.players import PlayersPanel
    from yahtzee_desktop.ui.table.session import GameSession

__all__ = ["Feature", "OutcomeAction", "OutcomeActionFactory", "RollOffBanner", "WindowHost"]


@dataclass(frozen=True)
class OutcomeAction:
    """An extra button of the end-of-game dialog: the dialog closes, then `triggered(game)`."""

    text: str
    object_name: str
    triggered: Callable[[int], None]


OutcomeActionFactory = Callable[["GameState", int], "OutcomeAction | None"]
"""Given the state and the game just ended, the button to offer (None: none this time)."""


class Feature(Protocol):
    """A part of the app plugged into the window; the window calls only these."""

    def retranslate(self) -> None:
        """The language changed: set the feature's texts again."""

    def shutdown(self) -> None:
        """The window is closing: stop for good (workers waited for, timers stopped)."""


class RollOffBanner(Protocol):
    """What a feature may ask of the roll-off banner (ui/table/outcome.py imports this
    module, so it is not named here)."""

    @property
    def animating(self) -> bool:
        """Its dice still roll, or who starts has not been shown long enough to read."""


class WindowHost(Protocol):
    """What the window offers its features: the session, the settings, the dice, places in
    the layout and the menus, the status bar, dialogs and the end-of-game dialog."""

    session: GameSession
    settings: Settings | None
    dice: DiceWidget
    players: PlayersPanel

    @property
    def roll_off(self) -> RollOffBanner:
        """The banner of the roll-off that chose who starts."""

    @property
    def outcome_dialog(self) -> QDialog | None:
        """The end-of-game dialog while it is open."""

    def as_widget(self) -> QWidget:
        """The window itself, as the parent of the feature's widgets and dialogs."""

    def add_feature(self, name: str, feature: Feature) -> None:
        """Known by `name`; retranslated with the window, shut down last attached first."""

    def add_panel(self, widget: QWidget) -> None:
        """Show `widget` in the panel slot beside the sheet, under the turn line (over the
        panels added before it; each keeps its place when hidden, so nothing jumps)."""

    def add_menu_actions(
        self, menu: str, actions: Sequence[QAction], separated: bool = False
    ) -> None:
        """Put actions in a menu ("file": before Quit; "game": at the end; "help": at the
        top), with a separator if `separated`; their shortcuts work anywhere in the window."""

    def on_menu_shown(self, menu: str, callback: Callable[[], object]) -> None:
        """Call `callback` each time this menu is about to show."""

    def after_first_show(self, callback: Callable[[], object]) -> None:
        """Call `callback` once, after the window's first paint (for slow imports)."""

    def add_outcome_action(self, factory: OutcomeActionFactory) -> None:
        """Offer a button in each end-of-game dialog (the factory decides each time)."""

    def show_box(self, seat: int, column: int, box: str) -> None:
        """Select and show this box of the score sheet (the seat's column)."""

    def mark_hint(
        self, state: GameState, dice: Sequence[int], box: tuple[int, str] | None, marked: bool
    ) -> None:
        """Show the coach's hint for `state` on the table: the dice to keep marked (on the
        app's dice or the real dice typed on the pad), the cursor on `box` (card column,
        box id) so Enter scores it, drawn marked if `marked`. Marks of a state gone go."""

    def show_status(self, text: str, msecs: int = 5000) -> None:
        """A passing message in the status bar."""

    def show_warning(self, title: str, text: str) -> None:
        """A non-blocking warning box (plain text)."""

    def show_dialog(self, dialog: QDialog) -> None:
        """Open `dialog` window-modal, keep it alive while open, delete it once closed."""
