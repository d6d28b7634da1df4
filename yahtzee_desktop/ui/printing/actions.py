"""File ▸ Print blank sheets…, Print this game…, Rules sheet…: the printing layer in the GUI.

ReportLab builds the PDF in a QThreadPool worker (the GUI never waits on it); QtPdf
renders that same PDF onto the printer, so paper, preview and "Save as PDF…"
show identical pages. The main window only adds `actions()` to its File menu.

ReportLab, QtPdf and QtPrintSupport are imported when first used, never to make the
actions: the File menu exists before the window's first paint, and they cost more
than the rest of the window.
"""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QObject,
    QRect,
    QSize,
    QStandardPaths,
    Qt,
    QThreadPool,
    QUrl,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QDesktopServices, QImage, QPageLayout, QPainter
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

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import RuleSet, preset
from yahtzee_desktop.ui.common.i18n import preset_title
from yahtzee_desktop.ui.common.message_box import warning
from yahtzee_desktop.ui.common.screen import fit_to_screen
from yahtzee_desktop.ui.common.workers import Jobs

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from yahtzee_desktop.core.actions import Action
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.strategy.story import Story

__all__ = [
    "PdfJobDialog",
    "PdfOptions",
    "PdfWorker",
    "PrintActions",
    "RenderedPages",
    "print_pdf",
    "render_pages",
]

MAX_RENDER_DPI = 300
"""Pages are rasterised at most at this resolution: sharp on paper, ~35 MB per A4 page."""


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


@dataclass(frozen=True)
class RenderedPages:
    """A PDF's pages as images, rendered off the GUI thread, ready to paint."""

    images: list[QImage]
    landscape: bool


def render_dpi(printer: QPrinter) -> int:
    return min(printer.resolution(), MAX_RENDER_DPI)


def render_pages(data: bytes, dpi: int) -> RenderedPages:
    """Rasterise every page at `dpi`. Thread-safe: QtPdf serialises PDFium, and the
    document and images here belong to the calling thread only."""
    from PySide6.QtPdf import QPdfDocument

    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    images: list[QImage] = []
    landscape = False
    for page in range(document.pageCount()):
        points = document.pagePointSize(page)
        if page == 0:
            landscape = points.width() > points.height()
        size = QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
        images.append(document.render(page, size))
    document.close()
    return RenderedPages(images, landscape)


def print_pdf(printer: QPrinter, data: bytes, pages: RenderedPages | None = None) -> int:
    """Paint every page of a PDF onto a printer (or the preview's printer); returns pages.

    Painting a QPrinter is allowed on a worker thread, so a print job runs wholly there;
    the preview (which paints on the GUI thread) passes pages already rendered by a job.
    """
    if pages is None:
        pages = render_pages(data, render_dpi(printer))
    if not pages.images:
        return 0
    printer.setPageOrientation(
        QPageLayout.Orientation.Landscape if pages.landscape else QPageLayout.Orientation.Portrait
    )
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        target: QRect = painter.viewport()
        for number, image in enumerate(pages.images):
            if number:
                printer.newPage()
            scaled = image.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
            painter.drawImage(QRect(target.topLeft(), scaled), image)
    finally:
        painter.end()
    return len(pages.images)


def _printing() -> Any:
    """The printing layer (ReportLab), imported on the worker thread that first needs it."""
    import yahtzee_desktop.printing

    return yahtzee_desktop.printing


def _save_folder() -> Path:
    """Where "Save as PDF" opens: the documents folder (the folder the app was started
    from is, from a menu, somewhere the family never looks)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def _table_cache_dir() -> Path:
    from yahtzee_desktop.ui.coach.service import table_cache_dir

    return table_cache_dir()


def _story(setup: GameSetup, actions: tuple[Action, ...], directory: Path) -> Story | None:
    """The story of a game for its chances page (None for rules without a table), with the
    same table cache as the players panel. Blocking, NumPy: the worker thread only."""
    from yahtzee_desktop.printing.story import sheet_story
    from yahtzee_desktop.ui.chances.loader import load_chances

    chances = load_chances(setup.rules, directory)
    return None if chances is None else sheet_story(chances, setup, actions)


class _Bridge(QObject):
    """Carries a job's result from the pool thread to the GUI thread (queued signals)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class PdfWorker(QObject):
    """Runs functions on its own pool; each reply comes back on the GUI thread with the
    number of its request, so an owner can drop stale ones. `close()` before deletion."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.jobs = Jobs(self.pool)
        self.latest = 0
        self._handlers: dict[int, tuple[Callable[[Any], None], Callable[[str], None]]] = {}
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._done)
        self._bridge.failed.connect(self._failed)

    def run(
        self, make: Callable[[], object], then: Callable[[Any], None], fail: Callable[[str], None]
    ) -> int:
        """Call `make()` on the pool, then `then(result)` or `fail(message)`; the request."""
        self.latest += 1
        request = self.latest
        if self.jobs.closed:
            return request
        self._handlers[request] = (then, fail)
        self.jobs.start(lambda: self._work(request, make))
        return request

    def _work(self, request: int, make: Callable[[], object]) -> None:
        """Runs on the pool's thread."""
        try:
            result = make()
        except Exception as exc:  # reported to the user, never lost in a thread
            with contextlib.suppress(RuntimeError):
                self._bridge.failed.emit(request, str(exc))
            return
        with contextlib.suppress(RuntimeError):
            self._bridge.done.emit(request, result)

    def _done(self, request: int, result: object) -> None:
        handlers = self._handlers.pop(request, None)
        if handlers is not None and not self.jobs.closed:
            handlers[0](result)

    def _failed(self, request: int, message: str) -> None:
        handlers = self._handlers.pop(request, None)
        if handlers is not None and not self.jobs.closed:
            handlers[1](message)

    def wait(self, msecs: int = -1) -> bool:
        return self.jobs.wait(msecs)

    def close(self) -> None:
        """Start nothing more, wait for what runs, and forget the pending replies."""
        self.jobs.close()
        self._handlers.clear()


class PdfJobDialog(QDialog):
    """Chooses what to do with one PDF: preview, print, save as PDF, open in the viewer.

    `description` says in a sentence what will be printed (a dialog of buttons alone
    leaves the family guessing). For blank sheets it also offers the layout, the number
    of copies and the pace row (`par`: the points it is measured against); for a game,
    the chances page (`with_chances`: None hides the box, False shows it disabled).
    """

    def __init__(
        self,
        owner: PrintActions,
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
        self.preview_dialog: QPrintPreviewDialog | None = None
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
        """Render the pages in a worker first: the preview paints on the GUI thread."""
        printer = self._printer()
        dpi = render_dpi(printer)
        self.owner.run(
            lambda: render_pages(data, dpi), lambda pages: self._show_preview(printer, data, pages)
        )

    def _show_preview(self, printer: QPrinter, data: bytes, pages: RenderedPages) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        dialog = QPrintPreviewDialog(printer, self)
        fit_to_screen(dialog, QSize(1000, 1100))
        fit_width = dialog.findChild(QAction, "fitWidthAction")
        if fit_width is not None:  # the page readable at once, not a 38 % thumbnail
            fit_width.trigger()
        self.preview_dialog = dialog
        dialog.paintRequested.connect(
            lambda p: print_pdf(p, data, pages if render_dpi(p) == render_dpi(printer) else None)
        )
        dialog.exec()

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
            str(_save_folder() / self.file_name),
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
            _printing().write_pdf(path, data)
            return data

        self.owner.run(make_and_write, lambda _data: self._saved(path))

    def _saved(self, path: str) -> None:
        self.saved_label.setText(self.tr("Saved as {file}").format(file=path))
        self.saved_label.show()
        self.owner.saved.emit(path)

    def open_in_viewer(self, data: bytes) -> None:
        from yahtzee_desktop.printing import write_pdf

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
        table_dir: Callable[[], Path] | None = None,
    ) -> None:
        super().__init__(parent_widget)
        self.parent_widget = parent_widget
        self.current_game = current_game
        self.language = language
        self.default_rules = default_rules or (lambda: preset("yahtzee"))
        self.table_dir = table_dir or _table_cache_dir
        self.worker = PdfWorker(self)
        self.dialog: PdfJobDialog | None = None
        self.blank_action = QAction(self)
        self.blank_action.setObjectName("print_blank_action")
        self.game_action = QAction(self)
        self.game_action.setObjectName("print_game_action")
        self.rules_action = QAction(self)
        self.rules_action.setObjectName("print_rules_action")
        self.retranslate()
        self.blank_action.triggered.connect(self.blank_sheets)
        self.game_action.triggered.connect(self.this_game)
        self.rules_action.triggered.connect(self.rules_sheet)

    def retranslate(self) -> None:
        """The language changed live: the menu entries follow at once."""
        self.blank_action.setText(self.tr("Print &blank sheets…"))
        self.game_action.setText(self.tr("&Print this game…"))
        self.rules_action.setText(self.tr("&Rules sheet…"))

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

    def run(self, make: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Run `make` (build a PDF, print it...) on the pool, then `then` on the GUI thread."""

        def failed(message: str) -> None:
            self.failed.emit(message)
            warning(self.parent_widget, self.tr("Printing"), message)

        self.worker.run(make, then, failed)

    def close(self) -> None:
        """Before the window goes: wait for a build or print under way, drop its reply."""
        if self.dialog is not None:
            self.dialog.close()
        self.worker.close()

    def _show(self, dialog: PdfJobDialog) -> PdfJobDialog:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def blank_sheets(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        return self._show(
            PdfJobDialog(
                self,
                self.tr("Print blank sheets"),
                lambda o: _printing().blank_pdf(rules, o.layout, lang, o.copies, pace=o.pace),
                f"{rules.preset}-sheets.pdf",
                with_layout=True,
                par=rules.upper_par,
            )
        )

    @Slot()
    def this_game(self) -> PdfJobDialog | None:
        game = self.current_game()
        if game is None:
            return None
        state, lang = game.state, self.language()
        setup, actions, directory = game.setup, game.actions, self.table_dir()

        def make(options: PdfOptions) -> bytes:
            """On the worker: the story (and the table, loaded or built) only when asked."""
            story = _story(setup, actions, directory) if options.chances else None
            data: bytes = _printing().filled_pdf(state, lang, story=story)
            return data

        return self._show(
            PdfJobDialog(
                self,
                self.tr("Print this game"),
                make,
                f"{game.setup.rules.preset}-game.pdf",
                with_chances=len(setup.seats) > 1 and setup.rules.columns == 1,
            )
        )

    def _in_language(self, lang: str) -> str:
        return self.tr("in French") if lang == "fr" else self.tr("in English")

    @Slot()
    def rules_sheet(self) -> PdfJobDialog:
        rules, lang = self._rules(), self.language()
        title = preset_title(rules.preset)
        plain = preset(rules.preset)
        if replace(rules, options=plain.options) != plain:
            title = self.tr("{rules}, with changed options").format(rules=title)
        description = (
            self.tr("One A4 page with the rules of the game being played, {rules}, {language}.")
            if self.current_game() is not None
            else self.tr("One A4 page with the rules new games use, {rules}, {language}.")
        ).format(rules=title, language=self._in_language(lang))
        return self._show(
            PdfJobDialog(
                self,
                self.tr("Rules sheet"),
                lambda _options: _printing().rules_pdf(rules, lang),
                f"{rules.preset}-rules.pdf",
                description=description,
            )
        )
