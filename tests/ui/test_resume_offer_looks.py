"""How the offer to resume an unfinished game looks, in English and in French.

In French its first line wrapped as "…tour" / "4)." (a number alone on a line), and the
new game held behind the offer already showed its starter (the ▶ and the tinted row in the
players panel, "Kids to play" above it) before the family had even answered: the game
that is not on the table yet must show nothing of itself there.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui.builder import build_window
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.common.settings import Settings
from yahtzee_desktop.ui.table.players import TURN_MARK

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

NBSP = "\u00a0"


@pytest.fixture(params=["en", "fr"])
def language(request, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def journal_game_under_way() -> None:
    """Three players in their game 2, turn 4: two numbers and a list of names to wrap."""
    game = Game(GameSetup.simple(["Maman", "Papa", "Zoé"], preset("yahtzee"), games=3, seed=11))
    while game.state.game_index < 1 or game.state.turn < 3:
        game.apply(Roll())
        options = game.state.options()
        column, box = max(options, key=lambda k: options[k])
        game.apply(Score(box, column))
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()


def offered(qtbot):
    """The window as the app starts it, with the offer open in front of it."""
    journal_game_under_way()
    setup = GameSetup.simple(["Mum", "Kids (Tom, Lea)", "Robo"], preset("yahtzee"), seed=5)
    window = build_window(setup, Settings(), starting=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.files.start_up()
    box = window.resume_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    return window, box


def test_each_number_stays_with_its_word(qtbot, language):
    _window, box = offered(qtbot)
    first = box.text().split("\n")[0]
    word_game, word_turn = ("game", "turn") if language == "en" else ("partie", "tour")
    assert f"{word_game}{NBSP}2" in first
    assert f"{word_turn}{NBSP}4" in first
    box.done(QMessageBox.StandardButton.Yes)


def test_the_offer_reads_in_whole_lines(qtbot, language):
    """Wide enough that no sentence of it wraps (each is a line of its own)."""
    _window, box = offered(qtbot)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    lines = box.text().split("\n")
    metrics = label.fontMetrics()
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    assert label.contentsRect().width() >= widest
    assert label.height() < (len(lines) + 1) * metrics.lineSpacing()
    box.done(QMessageBox.StandardButton.Yes)


def test_nothing_of_the_held_game_shows_behind_the_offer(qtbot, language):
    window, box = offered(qtbot)
    players = window.players
    tree = players.tree
    marks = [tree.topLevelItem(r).text(0) for r in range(tree.topLevelItemCount())]
    assert TURN_MARK not in marks
    names = [tree.topLevelItem(r).text(1) for r in range(tree.topLevelItemCount())]
    assert not any("Kids" in name or "Robo" in name for name in names)
    assert "Kids" not in players.status.text()
    assert "Kids" not in window.tabs.tabText(0)
    assert not window.coach.hint_button.isEnabled()  # enabled, a person would start
    # Declined, the new game comes to the table, its starter marked.
    box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 3)
    marks = [tree.topLevelItem(r).text(0) for r in range(tree.topLevelItemCount())]
    assert marks.count(TURN_MARK) == 1
    assert players.status.text()


def test_resumed_the_game_shows_its_own_table(qtbot, language):
    window, box = offered(qtbot)
    box.button(QMessageBox.StandardButton.Yes).click()
    tree = window.players.tree
    qtbot.waitUntil(lambda: tree.topLevelItemCount() == 3)
    names = {tree.topLevelItem(r).text(1) for r in range(tree.topLevelItemCount())}
    assert names == {"Maman", "Papa", "Zoé"}
    assert (
        "Zoé" in window.players.status.text()
        or "Maman" in window.players.status.text()
        or ("Papa" in window.players.status.text())
    )
