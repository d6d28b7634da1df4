"""The About dialog: version, licence, credits, icon, and every text translatable live."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QSize, QTranslator
from PySide6.QtWidgets import QApplication, QLabel

from yahtzee_desktop import __version__
from yahtzee_desktop.ui.dialogs.about import LICENCE_URL, AboutDialog, app_icon

MARK = "\u27e6"


class MarkingTranslator(QTranslator):
    """Translates every AboutDialog string to itself wrapped in ⟦…⟧."""

    def isEmpty(self) -> bool:
        return False

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"{MARK}{source}\u27e7" if context == "AboutDialog" else ""


@pytest.fixture
def dialog(qtbot) -> Iterator[AboutDialog]:  # type: ignore[no-untyped-def]
    widget = AboutDialog()
    qtbot.addWidget(widget)
    yield widget


def texts(dialog: AboutDialog) -> dict[str, str]:
    found = {
        label.objectName() or str(i): label.text()
        for i, label in enumerate(dialog.findChildren(QLabel))
        if label.text()
    }
    found["window title"] = dialog.windowTitle()
    found["about qt"] = dialog.about_qt_button.text()
    return found


def test_shows_name_version_and_licence(dialog: AboutDialog) -> None:
    assert dialog.windowTitle() == "About Yahtzee Desktop"
    assert dialog.title_label.text() == "Yahtzee Desktop"
    assert __version__ in dialog.version_label.text()
    licence = dialog.licence_label.text()
    assert "GPL-3.0-or-later" in licence and f'href="{LICENCE_URL}"' in licence
    assert dialog.licence_label.openExternalLinks()
    for name in ("PySide6", "ReportLab", "NumPy", "DejaVu"):
        assert name in dialog.credits_label.text()


def test_shows_the_app_icon(dialog: AboutDialog) -> None:
    pixmap = dialog.icon_label.pixmap()
    assert not pixmap.isNull() and pixmap.width() == 64
    sizes = {size.width() for size in app_icon().availableSizes()}
    assert {16, 32, 48, 64, 128, 256, 512} <= sizes
    assert app_icon().actualSize(QSize(16, 16)) == QSize(16, 16)


def test_every_text_goes_through_the_catalogue(dialog: AboutDialog) -> None:
    """A translator installed while the dialog is open changes every text it shows."""
    app = QApplication.instance()
    assert app is not None
    before = texts(dialog)
    translator = MarkingTranslator()
    assert QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        after = texts(dialog)
        assert after.keys() == before.keys()
        untranslated = {k: v for k, v in after.items() if MARK not in v}
        assert untranslated == {}
        assert __version__ in dialog.version_label.text()
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert texts(dialog) == before


def test_close_button_closes(dialog: AboutDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog.show()
    qtbot.waitExposed(dialog)
    from PySide6.QtWidgets import QDialogButtonBox

    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        close.click()
    assert not dialog.isVisible()
