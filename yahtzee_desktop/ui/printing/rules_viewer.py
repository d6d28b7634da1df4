"""Help ▸ Rules: the one-page rules of the rule set being played, read in the app.

It shows the very PDF that File ▸ Rules sheet… prints (built off the GUI thread by
the printing layer, shown with QtPdf), so the help and the printout never disagree.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from yahtzee_desktop.core.rules import RuleSet
from yahtzee_desktop.printing import rules_pdf
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.printing.pdf_worker import PdfWorker

__all__ = ["RulesViewer"]


class RulesViewer(QDialog):
    """A dialog showing the rules page of `rules` in `language` ("en" or "fr").

    `ready` is set once the page is shown (tests wait on `document.pageCount()`).
    """

    def __init__(
        self,
        parent: QWidget | None,
        rules: RuleSet,
        language: Callable[[], str],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rules_viewer")
        self.rules = rules
        self.language = language
        self.document = QPdfDocument(self)
        self.view = QPdfView(self)
        self.view.setObjectName("rules_view")
        self.view.setDocument(self.document)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.status = QLabel(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        fit_to_screen(self, QSize(760, 1000))  # a page's width; the Close button on screen
        self._buffer: QBuffer | None = None
        self.worker = PdfWorker(self)
        self.retranslate()
        self.load()

    def load(self) -> None:
        """Build the page for the current language in a worker, then show it."""
        rules, lang = self.rules, self.language()
        self.status.setText(self.tr("Preparing the rules…"))
        self.status.show()
        request = self.worker.run(
            lambda: rules_pdf(rules, lang),
            lambda data: self._show_pdf(request, data),
            lambda message: self._failed(request, message),
        )

    def _show_pdf(self, request: int, data: bytes) -> None:
        if request != self.worker.latest:
            return  # the language changed again since: the last request wins
        buffer = QBuffer(self)
        buffer.setData(QByteArray(data))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(buffer)
        if self._buffer is not None:
            self._buffer.deleteLater()
        self._buffer = buffer
        self.status.hide()

    def _failed(self, request: int, message: str) -> None:
        if request != self.worker.latest:
            return
        self.status.setText(self.tr("The rules could not be shown: {error}").format(error=message))

    def done(self, result: int) -> None:
        self.worker.close()
        super().done(result)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.view.setAccessibleName(self.tr("The rules, one page"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.load()  # the page itself is in the language too
        super().changeEvent(event)
