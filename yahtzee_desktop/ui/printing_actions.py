"""File ▸ Print blank sheets…, Print this game…, Rules sheet…: the printing layer in the GUI.

ReportLab builds the PDF in a QThreadPool worker (the GUI never waits on it); QtPdf
renders that same PDF onto the printer, so paper, preview and "Save as PDF…"
show identical pages. The main window only adds `actions()` to its File menu.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QObject,
    QRect,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QDesktopServices, QPageLayout, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.game import Game
from ..core.rules import RuleSet, preset
from ..printing import Layout, blank_pdf, filled_pdf, rules_pdf, write_pdf

__all__ = ["PdfJobDialog", "PrintActions", "print_pdf"]

MAX_RENDER_DPI = 300
"""Pages are rasterised at most at this resolution: sharp on paper, ~35 MB per A4 page."""


def print_pdf(printer: QPrinter, data: bytes) -> int:
    """Render every page of a PDF onto a printer (or the preview's printer); returns pages."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    pages = document.pageCount()
    if pages == 0:
        return 0
    first = document.pagePointSize(0)
    printer.setPageOrientation(
        QPageLayout.Orientation.Landscape
        if first.width() > first.height()
        else QPageLayout.Orientation.Portrait
    )
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        dpi = min(printer.resolution(), MAX_RENDER_DPI)
        target: QRect = painter.viewport()
        for page in range(pages):
            if page:
                printer.newPage()
            points = document.pagePointSize(page)
            size = QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
            image = document.render(page, size)
            scaled = size.scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
            painter.drawImage(QRect(target.topLeft(), scaled), image)
    finally:
        painter.end()
    document.close()
    return pages


class _JobSignals(QObject):
    """Signals: finished(bytes) with the PDF, failed(str) with a message."""

    finished = Signal(bytes)
    failed = Signal(str)


class _PdfJob(QRunnable):
    """Builds the PDF bytes off the GUI thread."""

    def __init__(self, make: Callable[[], bytes]) -> None:
        super().__init__()
        self.make = make
        self.signals = _JobSignals()

    def run(self) -> None:
        try:
            data = self.make()
        except Exception as exc:  # reported to the user, never lost in a thread
            self.signals.failed.emit(str(exc))
            return
        self.signals.finished.emit(data)


class PdfJobDialog(QDialog):
    """Chooses what to do with one PDF: preview, print, save as PDF, open in the viewer.

    For blank sheets it also offers the layout and the number of copies.
    """

    def __init__(
        self,
        owner: PrintActions,
        title: str,
        make: Callable[[Layout, int], bytes],
        file_name: str,
        with_layout: bool = False,
    ) -> None:
        super().__init__(owner.parent_widget)
        self.owner = owner
        self.make = make
        self.file_name = file_name
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.layout_box = QComboBox()
        self.layout_box.addItem(self.tr("Six games, one player"), Layout.GAMES.value)
        self.layout_box.addItem(self.tr("One game, six players"), Layout.PLAYERS.value)
        self.copies = QSpinBox()
        self.copies.setRange(1, 100)
        if with_layout:
            form.addRow(self.tr("Layout:"), self.layout_box)
            form.addRow(self.tr("Copies:"), self.copies)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.preview_button = QPushButton(self.tr("Preview…"))
        self.print_button = QPushButton(self.tr("Print…"))
        self.save_button = QPushButton(self.tr("Save as PDF…"))
        self.open_button = QPushButton(self.tr("Open in viewer"))
        for b in (self.preview_button, self.print_button, self.save_button, self.open_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.preview_button.clicked.connect(lambda: self._with_pdf(self.preview))
        self.print_button.clicked.connect(lambda: self._with_pdf(self.print_))
        self.save_button.clicked.connect(self.save)
        self.open_button.clicked.connect(lambda: self._with_pdf(self.open_in_viewer))

    def _with_pdf(self, then: Callable[[bytes], None]) -> None:
        layout, copies = Layout(self.layout_box.currentData()), self.copies.value()
        self.owner.run(lambda: self.make(layout, copies), then)

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.file_name)
        return printer

    def preview(self, data: bytes) -> None:
        printer = self._printer()
        dialog = QPrintPreviewDialog(printer, self)
        dialog.paintRequested.connect(lambda p: print_pdf(p, data))
        dialog.exec()

    def print_(self, data: bytes) -> None:
        printer = self._printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            print_pdf(printer, data)

    def save(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF"), self.file_name, self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        layout, copies = Layout(self.layout_box.currentData()), self.copies.value()

        def make_and_write() -> bytes:
            data = self.make(layout, copies)
            write_pdf(path, data)
            return data

        self.owner.run(make_and_write, lambda _data: self.owner.saved.emit(path))

    def open_in_viewer(self, data: bytes) -> None:
        folder = Path(tempfile.gettempdir()) / "yahtzee-desktop"
        folder.mkdir(exist_ok=True)
        path = folder / self.file_name
        write_pdf(path, data)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class PrintActions(QObject):
    """The three printing commands of the File menu.

    Signals: saved(str) after a PDF was written; failed(str) when building or
    writing one failed (the message is also shown to the user).
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        parent_widget: QWidget,
        current_game: Callable[[], Game | None],
        language: Callable[[], str],
        default_rules: Callable[[], RuleSet] | None = None,
    ) -> None:
        super().__init__(parent_widget)
        self.parent_widget = parent_widget
        self.current_game = current_game
        self.language = language
        self.default_rules = default_rules or (lambda: preset("yahtzee"))
        self.pool = QThreadPool.globalInstance()
        self._jobs: set[_PdfJob] = set()
        self.dialog: PdfJobDialog | None = None
        self.blank_action = QAction(self.tr("Print &blank sheets…"), self)
        self.game_action = QAction(self.tr("&Print this game…"), self)
        self.rules_action = QAction(self.tr("&Rules sheet…"), self)
        self.blank_action.triggered.connect(self.blank_sheets)
        self.game_action.triggered.connect(self.this_game)
        self.rules_action.triggered.connect(self.rules_sheet)

    def actions(self) -> list[QAction]:
        """For the File menu; "Print this game…" is enabled only while a game is open."""
        self.update_actions()
        return [self.blank_action, self.game_action, self.rules_action]

    @Slot()
    def update_actions(self) -> None:
        self.game_action.setEnabled(self.current_game() is not None)

    def _rules(self) -> RuleSet:
        game = self.current_game()
        return game.setup.rules if game is not None else self.default_rules()

    def run(self, make: Callable[[], bytes], then: Callable[[bytes], None]) -> None:
        """Build a PDF in the thread pool, then call `then` on the GUI thread."""
        job = _PdfJob(make)
        job.setAutoDelete(False)
        self._jobs.add(job)

        def done(data: bytes) -> None:
            self._jobs.discard(job)
            then(data)

        def failed(message: str) -> None:
            self._jobs.discard(job)
            self.failed.emit(message)
            QMessageBox.warning(self.parent_widget, self.tr("Printing"), message)

        job.signals.finished.connect(done)
        job.signals.failed.connect(failed)
        self.pool.start(job)

    def _show(self, dialog: PdfJobDialog) -> PdfJobDialog:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def blank_sheets(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        return self._show(PdfJobDialog(
            self, self.tr("Print blank sheets"),
            lambda layout, copies: blank_pdf(rules, layout, lang, copies),
            f"{rules.preset}-sheets.pdf", with_layout=True,
        ))

    @Slot()
    def this_game(self) -> PdfJobDialog | None:
        game = self.current_game()
        if game is None:
            return None
        state, lang = game.state, self.language()
        return self._show(PdfJobDialog(
            self, self.tr("Print this game"),
            lambda _layout, _copies: filled_pdf(state, lang),
            f"{game.setup.rules.preset}-game.pdf",
        ))

    @Slot()
    def rules_sheet(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        return self._show(PdfJobDialog(
            self, self.tr("Rules sheet"),
            lambda _layout, _copies: rules_pdf(rules, lang),
            f"{rules.preset}-rules.pdf",
        ))
