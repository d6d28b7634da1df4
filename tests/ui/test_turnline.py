"""First-evening audit of the table: the turn line, one game said as one game, the core's
refusals in the UI's language, and the Yams total column called a total."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from tests.play import greedy_step, play_greedily
from yahtzee_desktop.core.actions import Roll, Score, SetStarter
from yahtzee_desktop.core.dice import IllegalMove, MoveRefusal
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import DiceMode, GameSetup
from yahtzee_desktop.core.state import GameState
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.table.outcome import OutcomeDialog
from yahtzee_desktop.ui.table.session import refusal_text
from yahtzee_desktop.ui.table.turn_summary import summary_text

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

NBSP = "\u00a0"


def test_turn_line_is_who_then_where_with_numbers_kept_with_their_words(
    qtbot, make_window, english
):
    window = make_window(["Zoé-Louise", "Mum"], seed=2, games=1)
    session = window.session
    session.roll((False,) * 5)
    who = session.state.player.name
    label = window.players.status
    first, second = label.text().split("\n")
    assert first == f"{who} to play"
    assert second == f"Turn{NBSP}1{NBSP}of{NBSP}13 · roll{NBSP}1{NBSP}of{NBSP}3"
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: label.text().startswith("À "))
    first, second = label.text().split("\n")
    assert first == f"À {who} de jouer"
    assert second == f"Tour{NBSP}1{NBSP}sur{NBSP}13 · lancer{NBSP}1{NBSP}sur{NBSP}3"


def finished(games: int) -> Game:
    return play_greedily(Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=games)))


def last_summary(game: Game) -> str:
    states: list[GameState] = []
    replay = Game(game.setup)
    for action in game.actions:
        states.append(replay.state)
        replay.apply(action)
    return summary_text(states[-1], replay.state, game.actions[-1])


def test_one_game_is_not_called_a_series(qtbot, english):
    game = finished(1)
    dialog = OutcomeDialog(game.state, 0)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "End of the game"
    assert dialog.headline.text().startswith("The game is over\n")
    assert "series" not in dialog.again_button.toolTip()
    assert last_summary(game).endswith(" · The game is over")
    install_translators(english, "fr")
    dialog.retranslate()
    assert dialog.windowTitle() == "Fin de la partie"
    assert dialog.headline.text().startswith("La partie est terminée\n")
    assert "série" not in dialog.again_button.toolTip()
    assert last_summary(game).endswith(" · La partie est terminée")


def test_a_real_series_keeps_its_numbers(qtbot, english):
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=2))
    while game.state.game_index == 0:
        greedy_step(game)
    dialog = OutcomeDialog(game.state, 0)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "End of game 1"
    assert dialog.headline.text().startswith("Game 1 is over\n")
    assert last_summary(game).endswith(" · Game 1 is over")


def test_finished_single_game_panels_say_the_game_is_over(qtbot, make_window, english):
    window = make_window(["Ann"], seed=2, games=1)
    window.start_setup(
        GameSetup.simple(["Ann"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    )
    game = window.session.game
    while not game.state.finished:
        state = game.state
        if state.dice is None:
            window.session.apply(_enter((1, 2, 3, 4, 6)))
        else:
            options = state.options()
            column, box = max(options, key=lambda o: options[o])
            window.session.apply(Score(box, column))
    assert window.players.status.text() == "The game is over."
    assert window.physical.pad.title.text() == "The game is over."


def _enter(dice):
    from yahtzee_desktop.core.actions import EnterDice

    return EnterDice(dice, 1)


def test_core_refusals_reach_the_status_bar_translated(qtbot, make_window, english):
    window = make_window(["Ann", "Bob"], seed=2, games=1)
    window.start_setup(
        GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), dice_mode=DiceMode.PHYSICAL)
    )
    said: list[str] = []
    window.session.refused.connect(said.append)
    install_translators(english, "fr")
    assert not window.session.apply(Roll((False,) * 5))
    assert said[-1] == f"Vous jouez avec de vrais dés{NBSP}: entrez les dés que vous avez lancés."
    assert "physical" not in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage() == said[-1]
    window.session.apply(_enter((2, 2, 3, 4, 5)))
    assert not window.session.apply(SetStarter(1))  # the game has started
    assert said[-1] == "On choisit qui commence avant le premier tour de la partie."


def test_every_core_refusal_kind_has_its_own_sentence(english):
    generic = refusal_text(IllegalMove("?"))
    assert generic == "The rules do not allow this move."
    for kind in MoveRefusal:
        if kind in (MoveRefusal.OTHER, MoveRefusal.BAD_HOLD):
            continue  # no view can ask for these: the generic sentence does
        text = refusal_text(IllegalMove("x", kind))
        assert text != generic and text.endswith("."), kind


def test_card_refusals_use_the_sheets_sentences(english):
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1))
    game.roll()
    game.score("chance")
    game.roll()
    with pytest.raises(IllegalMove) as caught:
        game.score("chance")
    assert caught.value.kind == "filled"
    assert str(caught.value) == "chance in column 1: this box is already filled"
    assert refusal_text(caught.value) == "This box is already filled."


def test_yams_total_column_is_called_total(qtbot, make_window, english):
    window = make_window(["Ann"], "yams", seed=2, games=1)
    model = window.sheet_model
    last = model.columnCount() - 1
    assert model.headerData(last, Qt.Orientation.Horizontal) == "Total"
    install_translators(english, "fr")
    assert model.headerData(last, Qt.Orientation.Horizontal) == "Total"


def test_long_name_in_the_players_panel_is_whole_at_125(qtbot, table_at_size, english):
    """At 125 % (a 1366x768 laptop is about 1093x614), once the chances column showed,
    "Zoé-Louise" was cut to "Zoé-Lou…" while the window had room to give the panel."""
    setup = GameSetup.simple(["Mum", "Dad", "Zoé-Louise", "Tom"], preset("yahtzee"), games=3)
    window = table_at_size(setup, (1093, 614))
    session = window.session
    while session.state.player.name != "Zoé-Louise":
        greedy_step(session.game)
    players = window.players
    players.set_chances([("62", ""), ("<1", ""), (">99", ""), ("12", "")])
    tree = players.tree
    bold = QFont(tree.font())
    bold.setBold(True)
    need = QFontMetrics(bold).horizontalAdvance("Zoé-Louise") + 8  # the cell's margins
    qtbot.waitUntil(lambda: tree.header().sectionSize(1) >= need, timeout=2000)
    item = players.item_for_seat(2)
    assert item is not None and item.toolTip(1) == "Zoé-Louise"
    for column in (2, 3, 4):  # the others as wide as their contents, no wider than needed
        assert tree.header().sectionSize(column) <= players._column_need(column) + 1


def test_a_panel_squeezed_by_hand_elides_the_name_and_keeps_it_whole_in_the_tooltip(
    qtbot, table_at_size, english
):
    setup = GameSetup.simple(["Mum", "Zoé-Louise"], preset("yahtzee"), games=3)
    window = table_at_size(setup, (1093, 614))
    window.splitter.setSizes([1093 - 150, 150])
    qtbot.wait(20)
    tree = window.players.tree
    item = window.players.item_for_seat(1)
    assert item is not None and item.toolTip(1) == "Zoé-Louise"
    assert tree.header().length() <= tree.viewport().width()  # no sideways scrolling


def test_a_narrow_turn_line_puts_its_phrases_one_under_the_other(qtbot) -> None:
    """French at 125 % wrapped "Tour 1 sur 13 · lancer 0 sur 3" after the "·", which hung
    at the end of a line: too narrow, the phrases go one under the other, with no "·"."""
    from yahtzee_desktop.ui.table.players import TurnLine

    label = TurnLine()
    label.setWordWrap(True)
    qtbot.addWidget(label)
    where = f"Tour{NBSP}1{NBSP}sur{NBSP}13 · lancer{NBSP}1{NBSP}sur{NBSP}3"
    wide = label.fontMetrics().horizontalAdvance(where) + 40
    label.resize(wide // 2, 80)
    label.set_lines("À Zoé de jouer", "Tour 1 sur 13 · lancer 1 sur 3")
    assert label.text() == f"À Zoé de jouer\n{where}"  # hidden: no width to judge yet
    label.show()
    qtbot.waitExposed(label)
    assert label.text().split("\n") == [
        "À Zoé de jouer",
        f"Tour{NBSP}1{NBSP}sur{NBSP}13",
        f"lancer{NBSP}1{NBSP}sur{NBSP}3",
    ]
    label.resize(wide, 80)
    assert label.text() == f"À Zoé de jouer\n{where}"  # wide again: one line again
    label.setText("La partie est terminée.")  # a plain text is never laid out again
    label.resize(30, 80)
    assert label.text() == "La partie est terminée."
