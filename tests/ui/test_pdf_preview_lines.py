"""The print preview at its default zoom (the page's width) shows every grid line of the
sheet: found in the view's pixels where pdfplumber finds them in the PDF (Qt's former
preview scaled a picture down and lost some)."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
import pdfplumber
from PySide6.QtGui import QImage

from tests.printing.conftest import new_game, play
from yahtzee_desktop.printing import filled_pdf
from yahtzee_desktop.ui.printing.pdf_preview import PdfPreview

DARK = 215
"""Darker than the sheet's fills (90 % and 96 % white): ink or a grid line."""


def _starts(mask: np.ndarray) -> list[int]:
    """Where each run of True begins."""
    return [int(i) for i in np.flatnonzero(mask & ~np.r_[False, mask[:-1]])]


def _longest_runs(dark: np.ndarray) -> np.ndarray:
    """For each row of `dark`, its longest run of True."""
    best = np.zeros(dark.shape[0], dtype=int)
    run = np.zeros(dark.shape[0], dtype=int)
    for column in dark.T:
        run = np.where(column, run + 1, 0)
        best = np.maximum(best, run)
    return best


def test_the_preview_shows_every_grid_line_at_its_default_zoom(qtbot: Any) -> None:
    names = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay", "Gus", "Hana"]
    data = filled_pdf(play(new_game(names), 30), "en")  # eight narrow columns
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        edges = pdf.pages[0].edges
    pdf_x = sorted({round(e["x0"]) for e in edges if e["orientation"] == "v" and e["height"] > 15})
    pdf_y = sorted({round(e["top"]) for e in edges if e["orientation"] == "h" and e["width"] > 100})

    preview = PdfPreview(None, data, "game.pdf", lambda: None)
    qtbot.addWidget(preview)
    preview.resize(1000, 700)
    preview.show()
    qtbot.waitExposed(preview)
    qtbot.wait(300)  # QtPdf renders the page in a thread
    image = preview.view.viewport().grab().toImage()
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h = image.width(), image.height()
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[:, :w]
    across = np.flatnonzero((pixels == 255).any(axis=0))  # the page, not the grey around it
    down = np.flatnonzero((pixels == 255).any(axis=1))
    pixels = pixels[down[0] + 1 : down[-1], across[0] + 1 : across[-1]]
    h, w = pixels.shape
    dark = pixels < DARK
    xs = _starts(_longest_runs(dark.T) >= 40)  # vertical lines: 40 px and more of ink
    ys = _starts(_longest_runs(dark) >= 200)  # horizontal lines
    assert len(xs) == len(pdf_x), (xs, pdf_x)

    scale = (xs[-1] - xs[0]) / (pdf_x[-1] - pdf_x[0])  # pixels a point at this zoom
    assert scale > 1  # the page's width, not a thumbnail
    for x in pdf_x:
        assert min(abs(xs[0] + (x - pdf_x[0]) * scale - g) for g in xs) <= 2, x
    shown = [y for y in pdf_y if ys[0] + (y - pdf_y[0]) * scale < h - 3]
    assert len(shown) >= 8
    for y in shown:
        assert min(abs(ys[0] + (y - pdf_y[0]) * scale - g) for g in ys) <= 2, (y, ys, pdf_y)
