"""Print preview drawn from the PDF itself: QtPdf's `QPdfDocument` in a `QPdfView`, zoomed to
the page's width, then Print….

Qt's own preview showed the pages as images scaled down to its zoom, and thin grid lines
vanished at the default zoom (the PDF was complete); the view renders the same PDF pages
at the zoom shown, so the preview shows every line that will print.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QVBoxLayout, QWidget

from yahtzee_desktop.ui.common.screen import fit_to_screen

__all__ = ["PdfPreview"]


class PdfPreview(QDialog):
    """The pages of `data` as they will print, and a Print… button (`print_pages`)."""

    def __init__(
        self,
        parent: QWidget | None,
        data: bytes,
        file_name: str,
        print_pages: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pdf_preview")
        self.file_name = file_name
        self.document = QPdfDocument(self)
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)
        self.view = QPdfView(self)
        self.view.setObjectName("preview_view")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("preview_print")
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(print_pages)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        fit_to_screen(self, QSize(1000, 1100))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Print preview: {file}").format(file=self.file_name))
        self.print_button.setText(self.tr("&Print…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
