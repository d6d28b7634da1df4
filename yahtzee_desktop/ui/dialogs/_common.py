"""Small pieces the dialogs share: explanation labels and translated core names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from yahtzee_desktop.ui.common.i18n import box_title, column_title, preset_title
from yahtzee_desktop.ui.common.screen import place_inside

__all__ = [
    "box_title",
    "column_title",
    "fit_wrapped_text",
    "help_label",
    "plain_label",
    "preset_title",
    "select_data",
]


def help_label(parent: QWidget | None = None) -> QLabel:
    """A one-line (wrapping) plain explanation under a control, in the theme's text colour."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setContentsMargins(22, 0, 0, 6)
    font = label.font()
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    return label


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that never interprets its text as rich text (names typed by users)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def select_data(combo: QComboBox, value: object) -> None:
    """Select the item whose user data equals `value` (no change if absent)."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


def fit_wrapped_text(dialog: QWidget, shrink: bool = False) -> None:
    """Give a dialog the height its wrapped labels need at its current width.

    A top-level window sizes itself from its labels' plain size hints, which assume
    another width: too tall leaves a blank band, too short squeezes the controls below
    their size hints (clipped text at 125 %). `shrink` also takes away spare height.
    The screen still bounds it: with many rows on a short screen the layout squeezes."""
    layout = dialog.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    layout.activate()
    needed = layout.totalHeightForWidth(dialog.width())
    if needed > dialog.height() or (shrink and needed < dialog.height()):
        dialog.resize(dialog.width(), needed)
    place_inside(dialog)  # never taller than the screen, nor off its edge
