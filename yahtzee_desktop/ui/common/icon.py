"""The app icon, apart from the About dialog: start-up sets it before the first frame and
must not pay for the dialog's imports (platform, html, its widgets' types)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.i18n import translations_dir

__all__ = ["ICON_NAME", "app_icon", "icons_dir"]

ICON_NAME = "yahtzee-desktop"


def icons_dir() -> Path:
    """resources/icons, found the way the translations are (checkout, wheel or bundle)."""
    return translations_dir().parent / "icons"


def app_icon(largest: int | None = None) -> QIcon:
    """The app icon at every rendered size up to `largest` (PNG, so no SVG plugin is
    needed at run time). Start-up sets the small sizes, the rest after the first paint:
    X11 is sent every size, and the big ones cost more than the window's first frame."""
    icon = QIcon()
    for png in sorted(icons_dir().glob(f"hicolor/*/apps/{ICON_NAME}.png")):
        side = int(png.parent.parent.name.split("x")[0])
        if largest is None or side <= largest:
            icon.addFile(str(png), QSize(side, side))
    return icon
