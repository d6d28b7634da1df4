"""How the history joins the window: finished games are recorded, and Game ▸ Statistics
and high scores… opens the statistics (imported when first opened)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from yahtzee_desktop.ui.history.recorder import HistoryRecorder
from yahtzee_desktop.ui.table.host import WindowHost

__all__ = ["HistoryFeature", "attach_history"]


class HistoryFeature(QObject):
    """The recorder of finished games and the Statistics action, known as "history"."""

    def __init__(self, host: WindowHost, path: Path) -> None:
        super().__init__(host.as_widget())
        self.host = host
        self.recorder = HistoryRecorder(path, host.as_widget())
        self.recorder.watch(host.session)
        # Problems are shown once; play goes on.
        self.recorder.problem.connect(host.show_warning)
        self.statistics_action = QAction(host.as_widget())
        self.statistics_action.setObjectName("statistics_action")
        self.statistics_action.triggered.connect(lambda _checked=False: self.open_statistics())
        self.retranslate()

    def open_statistics(self) -> None:
        from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

        self.host.show_dialog(StatisticsDialog(self.recorder.path, self.host.as_widget()))

    def retranslate(self) -> None:
        self.statistics_action.setText(
            QCoreApplication.translate("MainWindow", "&Statistics and high scores…")
        )

    def shutdown(self) -> None:
        self.recorder.close()


def attach_history(host: WindowHost, path: Path) -> HistoryFeature:
    """Record the games of `host` in the history database at `path`."""
    feature = HistoryFeature(host, path)
    host.add_menu_actions("game", [feature.statistics_action], separated=True)
    host.add_feature("history", feature)
    return feature
