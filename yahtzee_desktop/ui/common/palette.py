"""Colours derived from the palette, so that they follow a light or a dark theme."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

__all__ = ["contrast_ratio", "secondary_text", "set_secondary_text"]

READABLE = 4.5
"""WCAG AA contrast for body text: what a secondary line must keep."""


def _luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (color.redF(), color.greenF(), color.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, from 1 (same colour) to 21 (black on white)."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def secondary_text(
    palette: QPalette, group: QPalette.ColorGroup = QPalette.ColorGroup.Active
) -> QColor:
    """Text a step softer than the words around it, yet readable: the window's text moved
    toward its background, at most a third of the way and never below 4.5:1 (a disabled
    look, grey on grey, fell to 1.6:1)."""
    text = palette.color(group, QPalette.ColorRole.WindowText)
    background = palette.color(group, QPalette.ColorRole.Window)
    for step in range(7, 0, -1):  # a third of the way first, then closer to the text
        color = _mix(text, background, step / 21)
        if contrast_ratio(color, background) >= READABLE:
            return color
    return text


def set_secondary_text(widget: QWidget, source: QPalette) -> None:
    """Draw `widget`'s text as `secondary_text` of `source` (its parent's palette); call it
    again when that palette changes (a switch between light and dark)."""
    palette = widget.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.WindowText, secondary_text(source, group))
    palette.setColor(
        QPalette.ColorGroup.Disabled,
        QPalette.ColorRole.WindowText,
        source.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText),
    )
    widget.setPalette(palette)
