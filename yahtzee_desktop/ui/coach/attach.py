"""How the coach joins the window: its panel beside the sheet, Hint and Review in the Game
menu, and Review… in the end-of-game dialog.

Kept apart from `hints` so the review dialog (which uses the coach's texts) and the
panel never import each other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from yahtzee_desktop.core.setup import PlayerKind
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.coach.hints import CoachPanel
from yahtzee_desktop.ui.table.host import OutcomeAction, WindowHost

__all__ = ["attach_coach", "open_notes", "open_review"]


def attach_coach(host: WindowHost) -> CoachPanel:
    """The coach panel and its menu entries, known to the window as "coach"."""
    panel = CoachPanel(host)
    host.add_panel(panel)
    review_action = QAction(host.as_widget())
    review_action.setObjectName("review_action")
    review_action.setShortcut(QKeySequence(Qt.Key.Key_R))  # said in the status line at the end
    review_action.triggered.connect(lambda _checked=False: open_review(host, panel))
    panel.review_action = review_action
    notes_action = QAction(host.as_widget())
    notes_action.setObjectName("coach_notes_action")
    notes_action.setEnabled(False)
    notes_action.triggered.connect(lambda _checked=False: open_notes(host, panel))
    panel.notes_action = notes_action
    host.add_menu_actions("game", [panel.hint_action, review_action, notes_action], separated=True)

    def review_button(state: GameState, game: int) -> OutcomeAction | None:
        if not any(p.kind is PlayerKind.HUMAN for s in state.setup.seats for p in s.members):
            return None
        return OutcomeAction(
            QCoreApplication.translate("CoachPanel", "Review…"),
            "outcome_review",
            lambda ended: open_review(host, panel, ended),
        )

    host.add_outcome_action(review_button)
    host.add_feature("coach", panel)
    panel.retranslate()
    return panel


def open_notes(host: WindowHost, panel: CoachPanel) -> None:
    """The coach's notes of the game on the table, each naming whom it is about (a note
    about one player may have passed while another was playing)."""
    from yahtzee_desktop.ui.coach.notes_log import NotesDialog

    host.show_dialog(NotesDialog(panel.notes, host.as_widget()))


def open_review(host: WindowHost, panel: CoachPanel, game: int | None = None) -> None:
    """The review of `game` (None: the game in play), with the coach's tables."""
    from yahtzee_desktop.ui.coach.review import ReviewDialog

    host.show_dialog(ReviewDialog(host.session.game, panel.service, game, host.as_widget()))
