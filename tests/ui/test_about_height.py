"""The About box is as tall as its text: no band of empty space above its buttons."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.dialogs.about import AboutDialog


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_about_has_no_empty_band_above_its_buttons(qtbot, lang: str) -> None:
    install_translators(QApplication.instance(), lang)
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        gap = dialog.buttons.geometry().top() - dialog.system_label.geometry().bottom()
        spacing = dialog.layout().spacing()
        assert gap <= 2 * spacing + 4, gap
        # and nothing is cut: every label gets the height its text needs at its width
        for label in (dialog.summary_label, dialog.licence_label, dialog.credits_label):
            assert label.height() >= label.heightForWidth(label.width())
    finally:
        install_translators(QApplication.instance(), "en")
