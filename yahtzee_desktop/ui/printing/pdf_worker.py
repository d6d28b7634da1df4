"""Printing from the app, off the GUI thread: `PdfWorker` runs a job (build a PDF, render
its pages, paint them on a printer) on its own pool and brings the reply back to the GUI
thread; `render_pages` and `print_pdf` are the jobs that turn a PDF into paper.

ReportLab builds the PDF; QtPdf renders that same PDF onto the printer, so paper,
preview and "Save as PDF…" show identical pages. Both are imported when a job first
needs them, never with this module (the File menu exists before the window's first
paint, and they cost more than the rest of the window).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QObject,
    QRect,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QImage, QPageLayout, QPainter

from yahtzee_desktop.ui.common.workers import Jobs

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

__all__ = [
    "MAX_RENDER_DPI",
    "PdfWorker",
    "RenderedPages",
    "print_pdf",
    "printing_layer",
    "render_dpi",
    "render_pages",
]

MAX_RENDER_DPI = 300
"""Pages are rasterised at most at this resolution: sharp on paper, ~35 MB per A4 page."""


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


def printing_layer() -> Any:
    """The printing layer (ReportLab), imported on the worker thread that first needs it."""
    import yahtzee_desktop.printing

    return yahtzee_desktop.printing


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
