"""A series held between two games is offered as what it is, and starting something new
then loses nothing.

The default series of one-column rules is six games (the pad's six columns). A family
that played one game and quit was asked at every later launch whether to resume "an
unfinished game (game 2, turn 1)", and choosing a new game then asked "the current game
is not over". Between games everything played is in the finished game, which the history
holds: the offer says so and asks whether to play the next game of the series or start a
new one, and New game asks nothing; the series is kept aside all the same, quietly, in
case the family wants to go on with it another evening (nothing replaced is lost).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.test_stats_recorder import finish_game
from yahtzee_desktop.core.actions import Roll, Score
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage import paths
from yahtzee_desktop.storage.autosave import Autosave
from yahtzee_desktop.storage.history import History
from yahtzee_desktop.storage.paths import autosave_path, unfinished_dir
from yahtzee_desktop.storage.unfinished import UnfinishedGames
from yahtzee_desktop.ui.common.i18n import install_translators
from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
from yahtzee_desktop.ui.dialogs.resume_offer import resume_offer
from yahtzee_desktop.ui.table.window_host import FeatureHost

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

NBSP = "\u00a0"


@pytest.fixture
def db(tmp_path, monkeypatch):
    """The windows of a test store their history here."""
    path = tmp_path / "data" / "history.sqlite"
    monkeypatch.setattr(paths, "history_path", lambda: path)
    return path


@pytest.fixture(params=["en", "fr"])
def language(request, qapp: QApplication) -> Iterator[str]:
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def kept() -> list:
    return UnfinishedGames(unfinished_dir()).list()


def series(played_games: int, turns: int = 0, games: int = 6) -> Game:
    """Maman and Papa's series of Yahtzee: `played_games` finished, then `turns` turns of
    the next one scored (each turn scores its first roll where it is worth most)."""
    game = Game(GameSetup.simple(["Maman", "Papa"], preset("yahtzee"), games=games, seed=7))
    while not game.state.finished and (
        game.state.game_index < played_games or game.state.turn < turns
    ):
        game.apply(Roll())
        options = game.state.options()
        column, box = max(options, key=lambda k: options[k])
        game.apply(Score(box, column))
    return game


def journal(game: Game) -> str:
    """The autosave a session that played `game` leaves when it quits (no history kept)."""
    autosave = Autosave(autosave_path())
    autosave.start(game)
    autosave.stop()
    return autosave_path().read_text(encoding="utf-8")


def offered_at_start(make_window, text: str):
    """A fresh window at start-up with `text` as the autosave (as the app starts)."""
    window = make_window(["Zoe"], seed=6)
    window.autosave.stop()
    autosave_path().write_text(text, encoding="utf-8")
    window.files.start_up()
    assert window.resume_box is not None
    return window


# --- what the offer says ------------------------------------------------------------


def test_between_games_is_the_series_waiting_for_its_next_game() -> None:
    assert not series(0).state.between_games()  # nothing finished yet
    assert series(1).state.between_games()  # game 1 over, game 2 untouched
    assert not series(1, turns=1).state.between_games()  # game 2 under way
    rolled = series(1)
    rolled.apply(Roll())
    assert not rolled.state.between_games()  # a roll is playing
    assert not series(2, games=2).state.between_games()  # the series is over
    assert series(5).state.between_games()


def test_between_games_the_offer_says_the_game_is_kept_and_what_comes_next(language) -> None:
    offer = resume_offer(series(1).state)
    text = offer.news + "\n" + offer.question
    if language == "en":
        assert offer.title == "Play the next game?"
        assert f"Game{NBSP}1 of{NBSP}6 is finished (Maman, Papa)." in text
        assert "The scores are kept in the history." in text
        assert f"play game{NBSP}2 of the series, or start a new game?" in text
        assert (offer.go_on, offer.other) == (f"&Play game{NBSP}2", "Start a &new game")
    else:
        assert offer.title == "Jouer la partie suivante\u202f?"  # a thin space before ?
        assert f"La partie{NBSP}1 sur{NBSP}6 est terminée (Maman, Papa)." in text
        assert "Les scores sont gardés dans l’historique." in text
        assert f"jouer la partie{NBSP}2 de la série, ou commencer une nouvelle" in text
        assert (offer.go_on, offer.other) == (
            f"&Jouer la partie{NBSP}2",
            "Commencer une &nouvelle partie",
        )
    # Nothing of a game to resume, nor of an unfinished game, nor of turn 1.
    for word in ("unfinished", "turn", "inachevée", "tour", "Resume", "Reprendre"):
        assert word not in text + offer.title


def test_mid_game_the_offer_is_to_resume_that_game(language) -> None:
    offer = resume_offer(series(1, turns=3).state)
    text = offer.news + "\n" + offer.question
    if language == "en":
        assert offer.title == "Resume the game?"
        assert text.startswith(
            f"An unfinished game was found (Maman, Papa: game{NBSP}2, turn{NBSP}4)."
        )
        assert "stays in File › Unfinished games" in text
        assert (offer.go_on, offer.other) == ("&Resume", "&Keep it for later")
    else:
        assert offer.title == "Reprendre la partie\u202f?"
        assert text.startswith(
            f"Une partie non terminée a été trouvée (Maman, Papa{NBSP}: partie{NBSP}2, "
            f"tour{NBSP}4)."
        )
        assert "Parties inachevées" in text
        assert (offer.go_on, offer.other) == ("&Reprendre", "&La garder pour plus tard")
    assert "history" not in text and "historique" not in text


# --- what the answers do ----------------------------------------------------------


def test_the_offer_at_start_between_games(qtbot, make_window, db) -> None:
    window = offered_at_start(make_window, journal(series(1)))
    box = window.resume_box
    assert box.windowTitle() == "Play the next game?"
    assert "Game\u00a01 of\u00a06" in box.text()
    assert box.button(QMessageBox.StandardButton.Yes).text() == "&Play game\u00a02"
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Yes)


def test_playing_the_next_game_goes_on_with_the_series(qtbot, make_window, db) -> None:
    game = series(1)
    window = offered_at_start(make_window, journal(game))
    window.resume_box.button(QMessageBox.StandardButton.Yes).click()
    assert window.game.actions == game.actions
    assert window.session.state.game_index == 1
    assert window._dialog is None  # no New game dialog


def test_a_new_game_instead_keeps_the_finished_game_in_the_history(qtbot, make_window, db):
    """The autosave came from a session that could not write its history: starting
    something new still stores the finished game, asks nothing, and keeps the series
    aside (it may go on another evening)."""
    game = series(1)
    window = offered_at_start(make_window, journal(game))
    with qtbot.waitSignal(window.recorder.recorded, timeout=10_000):
        window.resume_box.button(QMessageBox.StandardButton.No).click()
    history = History(db)
    assert [r.totals for r in history.games()] == [game.state.totals(0)]
    history.close()
    assert [e.players for e in kept()] == [("Maman", "Papa")]  # the series, to go on later
    assert window.files.question is None  # no "the current game is not over"
    dialog = window._dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    dialog.accept()
    assert window.game.actions == ()
    assert window.files.question is None and len(kept()) == 1


def test_new_game_between_games_asks_nothing_and_keeps_the_series(qtbot, make_window, db):
    window = make_window(["Ann", "Bob"], seed=11, games=6)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10_000):
        finish_game(window)
    totals = window.session.state.totals(0)
    window.new_game_action.trigger()
    assert window.files.question is None
    window._dialog.accept()
    assert window.game.actions == ()
    [entry] = kept()  # quietly: the series may go on another evening
    assert entry.players == ("Ann", "Bob")
    window.recorder.wait()
    history = History(db)
    assert [r.totals for r in history.games()] == [totals]
    history.close()


def test_new_game_once_the_next_game_is_under_way_still_asks_and_keeps(qtbot, make_window, db):
    window = make_window(["Ann", "Bob"], seed=11, games=6)
    finish_game(window)
    window.dice.request_roll()  # game 2 has begun: something to keep
    window.new_game_action.trigger()
    box = window.files.question
    assert box is not None and "Unfinished games" in box.text()
    box.defaultButton().click()
    window._dialog.accept()
    assert [e.players for e in kept()] == [("Ann", "Bob")]


def test_without_a_history_the_series_is_kept_as_before(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(FeatureHost, "recorder", property(lambda _self: None))
    window = offered_at_start(make_window, journal(series(1)))
    assert window.recorder is None
    window.resume_box.button(QMessageBox.StandardButton.No).click()
    [entry] = kept()
    assert entry.players == ("Maman", "Papa")


def test_the_offer_between_games_reads_in_whole_lines(qtbot, make_window, db, language):
    from PySide6.QtWidgets import QLabel

    window = offered_at_start(make_window, journal(series(1)))
    box = window.resume_box
    qtbot.waitUntil(box.isVisible)
    label = box.findChild(QLabel, "qt_msgbox_label")
    lines = box.text().split("\n")
    assert len(lines) == 3
    metrics = label.fontMetrics()
    assert label.contentsRect().width() >= max(metrics.horizontalAdvance(x) for x in lines)
    box.done(QMessageBox.StandardButton.Yes)


def test_between_games_a_series_that_cannot_be_kept_is_let_go_without_a_scare(
    qtbot, make_window, db, monkeypatch
):
    """The folder of unfinished games is full: the finished game is in the history all the
    same, so New game goes on (no "Replace it anyway? It will be lost") and says so."""
    from yahtzee_desktop.core.savefile import SaveFileError, SaveFileProblem

    def full(*_args, **_kw):
        raise SaveFileError(SaveFileProblem.DISK_FULL, "the disk is full")

    monkeypatch.setattr(UnfinishedGames, "keep", full)
    window = make_window(["Ann", "Bob"], seed=11, games=6)
    with qtbot.waitSignal(window.recorder.recorded, timeout=10_000):
        finish_game(window)
    totals = window.session.state.totals(0)
    window.new_game_action.trigger()
    window._dialog.accept()
    assert window.files.question is None  # nothing to answer: no score is at stake
    assert window.game.actions == ()
    assert "its games are in the history" in window.statusBar().currentMessage()
    window.recorder.wait()
    history = History(db)
    assert [r.totals for r in history.games()] == [totals]
    history.close()
