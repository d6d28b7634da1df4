"""Printing from the app: the dialog of one print job (`PdfJobDialog`), which says what it
prints, offers the job's options (`PdfOptions`) and what to do with the PDF: preview,
print, save as PDF, open in the PDF reader.

The dialog only asks; its owner (`actions.PrintActions`, seen here as a `JobOwner`) runs
each step on the worker (`pdf_worker`) and reports failures and saved files.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yahtzee_desktop.storage.paths import export_dir
from yahtzee_desktop.ui.printing.pdf_worker import print_pdf, printing_layer

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from yahtzee_desktop.ui.printing.pdf_preview import PdfPreview

__all__ = ["JobOwner", "PdfJobDialog", "PdfOptions"]


class JobOwner(Protocol):
    """What a job dialog needs of its owner: a parent window, a way to run a step on the
    worker, and someone to tell when a PDF was saved."""

    parent_widget: QWidget

    def run(self, make: Callable[[], Any], then: Callable[[Any], None]) -> None: ...

    def report_saved(self, path: str) -> None: ...


@dataclass(frozen=True)
class PdfOptions:
    """What the job dialog lets a person choose (only blank sheets offer a choice)."""

    layout: str = "games"
    """A `printing.Layout` value ("games" or "players"): a string, so that the dialog
    exists without importing ReportLab."""
    copies: int = 1
    pace: bool = False
    """Blank sheets: print the pace row under the upper bonus, where players write how far
    ahead of or behind the bonus's par they are (issue 15)."""
    chances: bool = False
    """A game: add the page charting each player's chance of winning (issue 16)."""


class PdfJobDialog(QDialog):
    """Chooses what to do with one PDF: preview, print, save as PDF, open in the viewer.

    `description` says in a sentence what will be printed (a dialog of buttons alone
    leaves the family guessing). For blank sheets it also offers the layout, the number
    of copies and the pace row (`par`: the points it is measured against); for a game,
    the chances page (`with_chances`: None hides the box, False shows it disabled).
    """

    def __init__(
        self,
        owner: JobOwner,
        title: str,
        make: Callable[[PdfOptions], bytes],
        file_name: str,
        with_layout: bool = False,
        with_chances: bool | None = None,
        description: str = "",
        par: int = 63,
    ) -> None:
        super().__init__(owner.parent_widget)
        self.owner = owner
        self.make = make
        self.file_name = file_name
        self.preview_dialog: PdfPreview | None = None
        self.save_box: QFileDialog | None = None
        """The last "Save as PDF…" file dialog (deleted once closed)."""
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.description_label = QLabel(description, self)
        self.description_label.setObjectName("print_description")
        self.description_label.setTextFormat(Qt.TextFormat.PlainText)
        self.description_label.setWordWrap(True)
        self.description_label.setContentsMargins(0, 0, 0, 6)  # apart from the buttons
        self.description_label.setVisible(bool(description))
        layout.addWidget(self.description_label)
        form = QFormLayout()
        self.layout_box = QComboBox()
        self.layout_box.addItem(self.tr("Six games, one player"), "games")  # printing.Layout
        self.layout_box.addItem(self.tr("One game, six players"), "players")
        self.copies = QSpinBox()
        self.copies.setRange(1, 100)
        self.pace = QCheckBox(
            self.tr("A row to follow the upper bonus (ahead of or behind {par})").format(par=par)
        )
        self.pace.setObjectName("pace_check")
        self.pace.setToolTip(
            self.tr(
                "Adds a row under the upper bonus where, as the game goes, each player writes "
                "whether they are ahead of or behind the {par} points the bonus asks for: "
                "{par} is three dice of each face, so two sixes put you 6 behind."
            ).format(par=par)
        )
        self.chances = QCheckBox(self.tr("Chances page"))
        self.chances.setObjectName("chances_check")
        if with_chances:
            self.chances.setToolTip(
                self.tr(
                    "Adds a page charting each player's chance of winning, box by box, with "
                    "the moments that moved it most."
                )
            )
        else:
            self.chances.setEnabled(False)
            self.chances.setToolTip(
                self.tr("Only for two players or more, with rules of one column per card.")
            )
        if with_layout:
            form.addRow(self.tr("Layout:"), self.layout_box)
            form.addRow(self.tr("Copies:"), self.copies)
            form.addRow("", self.pace)
        if with_chances is not None:
            form.addRow("", self.chances)
        layout.addLayout(form)
        # Saving writes the file in the background and leaves the dialog open: this line
        # says it is done, and where.
        self.saved_label = QLabel(self)
        self.saved_label.setObjectName("saved_label")
        self.saved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.saved_label.setWordWrap(True)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.saved_label.hide()
        layout.addWidget(self.saved_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        # Preview and "Open in PDF reader" both show the pages: the first here, on the way
        # to the printer; the second in another program, to keep, send or print from there.
        self.preview_button = QPushButton(self.tr("Print pre&view…"))
        self.preview_button.setObjectName("preview_button")
        self.preview_button.setToolTip(
            self.tr("See the pages here as they will be printed, then print them.")
        )
        self.print_button = QPushButton(self.tr("&Print…"))
        self.save_button = QPushButton(self.tr("&Save as PDF…"))
        self.open_button = QPushButton(self.tr("&Open in PDF reader"))
        self.open_button.setObjectName("open_button")
        self.open_button.setToolTip(
            self.tr(
                "Open the pages in your usual PDF reader, another program, to read, send "
                "or print them from there."
            )
        )
        for b in (self.preview_button, self.print_button, self.save_button, self.open_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.preview_button.clicked.connect(lambda: self._with_pdf(self.preview))
        self.print_button.clicked.connect(lambda: self._with_pdf(self.print_))
        self.save_button.clicked.connect(self.save)
        self.open_button.clicked.connect(lambda: self._with_pdf(self.open_in_viewer))

    def options(self) -> PdfOptions:
        return PdfOptions(
            str(self.layout_box.currentData()),
            self.copies.value(),
            self.pace.isChecked(),
            self.chances.isEnabled() and self.chances.isChecked(),
        )

    def _with_pdf(self, then: Callable[[bytes], None]) -> None:
        options = self.options()
        self.owner.run(lambda: self.make(options), then)

    def _printer(self) -> QPrinter:
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.file_name)
        return printer

    def preview(self, data: bytes) -> None:
        """The pages drawn from the PDF itself (QtPdf), Print… from there; window-modal,
        never a nested event loop. (QtPdf imported here: not to make the File menu.)"""
        from yahtzee_desktop.ui.printing.pdf_preview import PdfPreview

        dialog = PdfPreview(self, data, self.file_name, lambda: self.print_(data))
        self.preview_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_a: self._preview_closed(dialog))
        dialog.open()

    def _preview_closed(self, dialog: object) -> None:
        if self.preview_dialog is dialog:
            self.preview_dialog = None

    def print_(self, data: bytes) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        printer = self._printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            # Rendering and painting the pages run on the pool: QPrinter allows it.
            self.owner.run(lambda: print_pdf(printer, data), lambda _pages: None)

    def save(self) -> None:
        """Ask where in the app's file dialog (Qt's words, sizes and dates in the app's
        language, sized for French), opened on the documents folder; written once chosen.
        Window-modal, never a nested event loop: the GUI goes on while the family looks."""
        from yahtzee_desktop.ui.common.file_dialog import file_dialog

        box = file_dialog(
            self,
            self.tr("Save as PDF"),
            str(export_dir() / self.file_name),
            self.tr("PDF files (*.pdf)"),
        )
        box.setObjectName("save_pdf_dialog")
        box.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        box.setDefaultSuffix("pdf")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.fileSelected.connect(self.save_to)
        self.save_box = box
        box.open()

    def save_to(self, path: str) -> None:
        """Build the PDF with the options shown and write it to `path` on the worker."""
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        options = self.options()

        def make_and_write() -> bytes:
            data = self.make(options)
            printing_layer().write_pdf(path, data)
            return data

        self.owner.run(make_and_write, lambda _data: self._saved(path))

    def _saved(self, path: str) -> None:
        self.saved_label.setText(self.tr("Saved as {file}").format(file=path))
        self.saved_label.show()
        self.owner.report_saved(path)

    def open_in_viewer(self, data: bytes) -> None:
        from yahtzee_desktop.printing import write_pdf

        folder = Path(tempfile.gettempdir()) / "yahtzee-desktop"
        folder.mkdir(exist_ok=True)
        path = folder / self.file_name
        write_pdf(path, data)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
