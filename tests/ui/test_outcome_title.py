"""The end-of-game dialog is as wide as its whole title needs ("End of game 1…htzee
Desktop" read as a fault), measured as the message boxes measure theirs, and no wider."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from yahtzee_desktop.core import preset
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.table.outcome import OutcomeDialog

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def title_pixels(title: str) -> int:
    """The title in the desktop's UI font, bold (what GNOME draws titles in)."""
    font = QFont(QApplication.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title)


def played(games: int, through: int) -> Game:
    """Ann and Bob, real dice, the first `through` games of `games` played out."""
    game = Game(
        GameSetup.simple(
            ["Ann", "Bob"], preset("yahtzee"), seed=5, games=games, dice_mode=DiceMode.PHYSICAL
        )
    )
    while game.state.game_index < through and not game.state.finished:
        game.enter_dice([2, 3, 4, 5, 6])
        (column, box), _points = max(game.state.options().items(), key=lambda kv: kv[1])
        game.score(box, column)
    return game


@pytest.fixture(params=["en", "fr"])
def language(request, qapp):
    from yahtzee_desktop.ui.app import set_identity

    set_identity()  # the app's display name, shown after the title
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


@pytest.mark.parametrize(("games", "through"), [(2, 1), (2, 2)], ids=["game", "series"])
def test_the_title_fits_and_the_dialog_is_no_wider(qtbot, language, monkeypatch, games, through):
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    state = played(games, through).state
    dialog = OutcomeDialog(state, through - 1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    title = dialog.windowTitle()
    assert (
        title
        == {
            ("en", 1): "End of game 1",
            ("en", 2): "End of the series",
            ("fr", 1): "Fin de la partie 1",
            ("fr", 2): "Fin de la série",
        }[(language, through)]
    )
    shown = f"{title} \N{EM DASH} {QApplication.applicationDisplayName()}"
    # The whole title, bold, and the title bar's icon and three buttons beside it.
    assert dialog.width() >= title_pixels(shown) + 120
    # No wider than that title (with the most a title bar's buttons take) or the
    # contents: the old estimate (app font × 1.25 + 160) was some 60 px too wide.
    layout = dialog.layout()
    assert layout is not None
    contents = layout.sizeHint().width()
    line = QFontMetrics(QApplication.font()).height()
    assert dialog.width() <= max(title_pixels(shown) + 9 * line, contents)


def test_the_title_is_measured_in_the_window_managers_pixels(qtbot, monkeypatch):
    """QT_SCALE_FACTOR enlarges the dialog, not the window manager's title bar: at 1.25 the
    title takes 1/1.25 of the dialog's pixels it takes at 1."""
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    state = played(2, 1).state
    plain = OutcomeDialog(state, 0)
    qtbot.addWidget(plain)
    monkeypatch.setenv("QT_SCALE_FACTOR", "1.25")
    scaled = OutcomeDialog(state, 0)
    qtbot.addWidget(scaled)
    assert scaled.minimumWidth() == pytest.approx(plain.minimumWidth() / 1.25, abs=1)
