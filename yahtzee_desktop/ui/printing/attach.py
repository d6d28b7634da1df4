"""How printing joins the window: the print entries of the File menu, and Help ▸ Rules of
the game.

The print entries are in the File menu from the start; they load ReportLab (and
QtPdf) when first used, as the rules viewer does when asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.ui.common.i18n import current_language
from yahtzee_desktop.ui.table.host import WindowHost

if TYPE_CHECKING:
    from yahtzee_desktop.ui.printing.actions import PrintActions

__all__ = ["PrintingFeature", "attach_printing"]


class PrintingFeature(QObject):
    """The print actions (made when first needed) and the rules viewer, known as "printing"."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.as_widget())
        self.host = host
        self.printing: PrintActions | None = None
        self.print_actions: list[QAction] = []
        self.rules_help_action = QAction(host.as_widget())
        self.rules_help_action.setObjectName("rules_help_action")
        self.rules_help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.rules_help_action.triggered.connect(lambda _checked=False: self.show_rules())
        self.retranslate()

    def ensure_actions(self) -> list[QAction]:
        """Add the printing entries to the File menu (once)."""
        if self.printing is not None:
            return self.print_actions
        try:
            from yahtzee_desktop.ui.printing.actions import PrintActions
        except ImportError:
            return []
        self.printing = PrintActions(
            self.host.as_widget(), lambda: self.host.session.game, current_language, self._rules
        )
        self.print_actions = list(self.printing.actions())
        self.host.add_menu_actions("file", self.print_actions, separated=True)
        return self.print_actions

    def _rules(self) -> RuleSet:
        return self.host.session.game.setup.rules

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules page of the rule set in play."""
        from yahtzee_desktop.ui.printing.rules_viewer import RulesViewer

        rules = self.host.session.state.setup.rules
        self.host.show_dialog(RulesViewer(self.host.as_widget(), rules, current_language))

    def retranslate(self) -> None:
        text = QCoreApplication.translate("MainWindow", "&Rules of the game")
        self.rules_help_action.setText(text)
        if self.printing is not None:
            self.printing.retranslate()

    def shutdown(self) -> None:
        if self.printing is not None:
            self.printing.close()  # wait for a PDF under way before the pool goes


def attach_printing(host: WindowHost, after_first_show: bool = False) -> PrintingFeature:
    """The print entries and Help ▸ Rules of the game; with `after_first_show` (the app's
    start), the print entries are made once the window has painted, as the first frame
    shows no menu (issue 14)."""
    feature = PrintingFeature(host)
    host.add_menu_actions("help", [feature.rules_help_action])
    if after_first_show:
        host.after_first_show(feature.ensure_actions)
    else:
        feature.ensure_actions()
    host.add_feature("printing", feature)
    return feature
