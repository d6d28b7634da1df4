"""Message boxes are wide enough for their titles (a window manager shortened
"Commencer une nouvelle partie ?" to "Commencer une nouvell… rtie ?"), within the screen."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox

from yahtzee_desktop.ui.common.message_box import message_box, title_width
from yahtzee_desktop.ui.common.screen import available_geometry

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

FRENCH = "Commencer une nouvelle partie ?"
OK_CANCEL = QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel


def title_pixels(title: str) -> int:
    """The title in the desktop's UI font, bold: what GNOME draws titles in, and more
    than KDE, Xfce or Openbox draw them in by default."""
    font = QFont(QApplication.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title)


def natural_width(title: str, text: str) -> int:
    """What a plain QMessageBox with this text takes, its title aside."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, OK_CANCEL)
    box.show()
    width = box.width()
    box.close()
    box.deleteLater()
    return width


@pytest.mark.parametrize(
    "title", [FRENCH, "Start a new game?", "La sauvegarde automatique est arrêtée"]
)
def test_a_box_is_no_wider_than_its_title_needs(qtbot, make_window, title):
    """The title's own font (not Qt's 12-point fallback for "title font", a third wider
    than the desktop's) and room for the title bar's icon and buttons, no more."""
    window = make_window(["Ann"], seed=4)
    window.show()
    text = "La partie en cours sera gardée."
    box = message_box(QMessageBox.Icon.Question, title, text, OK_CANCEL, window)
    qtbot.addWidget(box)
    box.show()
    metrics = QFontMetrics(QApplication.font())
    shown = f"{title} \N{EM DASH} {QApplication.applicationDisplayName()}"
    assert box.width() >= title_pixels(shown) + 120
    assert box.width() <= max(
        title_pixels(shown) + 9 * metrics.height(), natural_width(title, text)
    )


def test_qt_scale_factor_is_not_counted_twice(qtbot, make_window, monkeypatch):
    """QT_SCALE_FACTOR enlarges the app, not the window manager's title: at 1.25 the
    title takes 1/1.25 of the Qt pixels it takes at 1."""
    window = make_window(["Ann"], seed=4)
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    plain = title_width(FRENCH, window)
    monkeypatch.setenv("QT_SCALE_FACTOR", "1.25")
    assert title_width(FRENCH, window) == pytest.approx(plain / 1.25, abs=1)
    monkeypatch.setenv("QT_SCALE_FACTOR", "not a number")
    assert title_width(FRENCH, window) == plain


def test_new_game_question_is_wide_for_its_french_title(qtbot, make_window):
    window = make_window(["Ann", "Bob"], seed=4)
    window.show()
    window.session.roll((False,) * 5)  # mid-series: New game asks first
    window.files.ask_first(FRENCH, "&Nouvelle partie", lambda: None)
    box = window.files.question
    assert box.isVisible()
    # The title, and room for the title bar's icon and three buttons beside it.
    assert box.width() >= title_pixels(FRENCH) + 120


def test_a_warning_is_wide_for_its_title(qtbot, make_window):
    window = make_window(["Ann"], seed=4)
    window.show()
    window.show_warning("La sauvegarde automatique est arrêtée", "Disque plein.")
    assert window.error_box.width() >= title_pixels("La sauvegarde automatique est arrêtée") + 120


def test_a_very_long_title_stays_within_the_screen(qtbot, make_window):
    window = make_window(["Ann"], seed=4)
    window.show()
    box = message_box(
        QMessageBox.Icon.Warning, "Titre " * 200, "Texte.", QMessageBox.StandardButton.Ok, window
    )
    qtbot.addWidget(box)
    box.show()
    assert box.width() <= available_geometry(window).width()
    assert box.width() >= 400  # as wide as allowed, not its text's width


def test_a_box_with_details_is_wide_for_its_title(qtbot, make_window):
    """QMessageBox rebuilds its layout when details are added (the storage warning has
    the system's words behind Show Details): the title still fits."""
    window = make_window(["Ann"], seed=4)
    window.show()
    title = "Les parties ne peuvent pas être conservées"
    box = message_box(
        QMessageBox.Icon.Warning, title, "Texte.", QMessageBox.StandardButton.Ok, window
    )
    qtbot.addWidget(box)
    box.setDetailedText("Read-only file system")
    box.show()
    assert box.width() >= title_pixels(title) + 120


def test_every_message_box_of_the_app_is_made_by_the_helper():
    """A box made straight from QMessageBox would have its title cut again."""
    import re
    from pathlib import Path

    import yahtzee_desktop

    root = Path(yahtzee_desktop.__file__).parent
    direct = re.compile(
        r"QMessageBox\((?!\))|QMessageBox\.(warning|information|question|critical)\("
    )
    found = [
        f"{path.relative_to(root)}:{n}"
        for path in root.rglob("*.py")
        if path.name != "message_box.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if direct.search(line)
    ]
    assert found == []
