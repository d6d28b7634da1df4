"""The About dialog (name, version, licence, credits) and the app icon.

The dialog re-sets its texts on LanguageChange, like every view, so switching the
language in Preferences also changes an About box left open.
"""

from __future__ import annotations

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QEvent, QSize, Qt, qVersion
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop import __version__
from yahtzee_desktop.ui.common.icon import app_icon, icons_dir
from yahtzee_desktop.ui.dialogs._common import fit_wrapped_text, plain_label

__all__ = ["LICENCE_URL", "PROJECT_URL", "AboutDialog", "app_icon", "icons_dir"]

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
PROJECT_URL = "https://github.com/yahtzee-desktop/yahtzee-desktop"


class AboutDialog(QDialog):
    """Name, version, what the app does, its licence and who made what it stands on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.icon_label = QLabel(self)
        self.icon_label.setPixmap(app_icon().pixmap(QSize(64, 64)))
        self.title_label = QLabel(self)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title_label.font())
        font.setBold(True)
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * 1.5)
        self.title_label.setFont(font)
        self.version_label = self._plain_label(selectable=True)
        self.summary_label = self._plain_label()
        self.licence_label = QLabel(self)
        self.licence_label.setWordWrap(True)
        self.licence_label.setTextFormat(Qt.TextFormat.RichText)
        self.licence_label.setOpenExternalLinks(True)
        self.credits_label = self._plain_label()
        self.system_label = self._plain_label(selectable=True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.about_qt_button = QPushButton(self)
        self.buttons.addButton(self.about_qt_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt_button.clicked.connect(QApplication.aboutQt)

        heading = QVBoxLayout()
        heading.addWidget(self.title_label)
        heading.addWidget(self.version_label)
        heading.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.icon_label, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        for label in (self.summary_label, self.licence_label, self.credits_label):
            layout.addWidget(label)
        layout.addWidget(self.system_label)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()

    def _plain_label(self, selectable: bool = False) -> QLabel:
        label = plain_label(parent=self)
        label.setWordWrap(True)
        if selectable:
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Yahtzee Desktop"))
        self.title_label.setText(self.tr("Yahtzee Desktop"))
        self.version_label.setText(self.tr("Version {version}").format(version=__version__))
        self.summary_label.setText(
            self.tr(
                "Yahtzee and its cousins for the family table: play with the app's dice or "
                "your own, keep score, print score sheets and the rules."
            )
        )
        licence = html.escape(self.tr("GNU General Public License, version 3 or later"))
        project = html.escape(self.tr("Source code and bug reports"))
        self.licence_label.setText(
            html.escape(self.tr("Free software: you may share and change it under the"))
            + f' <a href="{LICENCE_URL}">{licence}</a> (GPL-3.0-or-later).<br>'
            + f'<a href="{PROJECT_URL}">{project}</a>'
        )
        self.credits_label.setText(
            self.tr(
                "Made by the Yahtzee Desktop developers with Python, Qt for Python (PySide6), "
                "ReportLab and NumPy. Printed sheets use the DejaVu Sans fonts. Yahtzee is a "
                "trademark of Hasbro; this app is not affiliated with Hasbro."
            )
        )
        self.system_label.setText(
            self.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
                qt=qVersion(), pyside=pyside_version, python=platform.python_version()
            )
        )
        self.about_qt_button.setText(self.tr("About &Qt"))

    def showEvent(self, event: QShowEvent) -> None:
        """As tall as the wrapped text at the width shown: a top-level window sizes itself
        from its labels' plain size hints, which wrap them narrower and left a band of
        empty space above the buttons."""
        super().showEvent(event)
        fit_wrapped_text(self, shrink=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
