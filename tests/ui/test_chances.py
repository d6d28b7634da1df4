"""Win chances at the table: the players panel's column and the end-of-game story."""

from __future__ import annotations

import gc
import random
import weakref
from pathlib import Path

import pytest

from tests.play import play, random_action
from yahtzee_desktop.core import preset
from yahtzee_desktop.ui.chances.chart import StoryWidget, moment_text
from yahtzee_desktop.ui.chances.feature import chance_cells, shown_percents


@pytest.fixture(scope="module")
def chances(qapp):
    """The official chances, in Qt's test cache where the coach's tests build the same
    table (built once a session, not once here and once there)."""
    from yahtzee_desktop.strategy.chances import WinChances
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.coach.service import table_cache_dir

    set_identity()
    directory = table_cache_dir()
    chances = WinChances.load_or_build(preset("yahtzee"), directory)
    chances.table_dir = directory  # type: ignore[attr-defined]  (for the review's loader)
    return chances


def test_whoever_asks_while_the_chances_are_held_gets_the_same(chances) -> None:
    """The panel, the review and printing share one table (~60 MB), while one holds it."""
    from yahtzee_desktop.ui.chances.loader import load_chances

    first = load_chances(chances.rules, chances.table_dir)
    assert first is not None and load_chances(chances.rules, chances.table_dir) is first
    gone = weakref.ref(first)
    del first
    gc.collect()
    assert gone() is None  # nobody holds it: not kept for later


def _window(make_window, chances, names, games=1):
    """A window whose people have no history: the games other tests finished are in the
    session's history under the same names, and each one moves a person's odds."""
    window = make_window(names, seed=5, games=games)
    feature = window.feature("chances")
    feature.history_path = None
    feature.tables[chances.rules] = chances
    feature.refresh()
    return window, feature


def _expected(feature, chances, state, series=False) -> list[float]:
    """The chances the column should show: each seat as it plays (as the feature read them
    once for the series: people with no history have the family-player prior), the
    mover's from the dice on the table."""
    from yahtzee_desktop.strategy.story import current_chances

    return current_chances(chances, state, series, feature.styles_for(chances, state))


def _numbers(window) -> list[int]:
    return [int(t.strip("<>")) for t in window.players.chance_texts()]


def test_shown_percents_add_up_and_ties_stay_equal() -> None:
    assert sum(shown_percents([0.625, 0.301, 0.074])) == 100
    assert shown_percents([0.4951, 0.4951, 0.0098]) == [50, 50, 1] or sum(
        shown_percents([0.4951, 0.4951, 0.0098])
    ) in (99, 100)
    assert shown_percents([1 / 3] * 3) == [33, 33, 33]
    assert shown_percents([1.0, 0.0]) == [100, 0]
    assert [t for t, _ in chance_cells([0.999, 0.001])] == [">99", "<1"]


def test_the_column_sums_to_100_and_follows_every_box(qtbot, make_window, chances) -> None:
    window, feature = _window(make_window, chances, ["Mum", "Kids", "Robo"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    assert window.players.chance_texts() == ["33", "33", "33"]  # equal cards: a tie shared
    rng = random.Random(4)
    while window.session.state.turn < 4:
        random_action(window.game, rng, 0.5)
    before = feature.latest
    qtbot.waitUntil(lambda: feature.latest != before, timeout=10_000)
    assert sum(feature.latest) == pytest.approx(1.0)
    assert sum(_numbers(window)) == 100 or len(set(feature.latest)) < 3


def test_a_decided_game_shows_100_and_0(qtbot, make_window, chances) -> None:
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    play(window.game, random.Random(11), reroll=0.3)
    totals = window.session.state.totals()
    if totals[0] == totals[1]:
        expected, exact = ["50", "50"], [0.5, 0.5]
    else:
        winner = 0 if totals[0] > totals[1] else 1
        expected, exact = ["0", "0"], [0.0, 0.0]
        expected[winner], exact[winner] = "100", 1.0
    qtbot.waitUntil(lambda: feature.latest == exact, timeout=10_000)
    assert window.players.chance_texts() == expected


def test_the_column_goes_when_switched_off_and_for_a_solo_game(qtbot, make_window, chances):
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    window.settings.show_chances = False
    assert window.players.chance_texts() == []
    assert window.players.tree.isColumnHidden(4)
    window.settings.show_chances = True
    qtbot.waitUntil(lambda: window.players.chance_texts() == ["50", "50"], timeout=10_000)
    solo, solo_feature = _window(make_window, chances, ["Mum"])
    qtbot.wait(50)
    assert solo.players.chance_texts() == []
    assert solo_feature.latest is None


def test_the_sheet_does_not_move_when_the_chances_arrive(
    qtbot, make_window, chances, monkeypatch
) -> None:
    """The column's room is there from the first frame: the numbers came a second after
    the window (the table loading), the column appeared, widened the players' side and
    pushed the sheet and the list (the coach's and the banner's layout tests failed in a
    full run, whenever the chances landed between their two looks)."""
    import threading

    from yahtzee_desktop.ui.chances import feature as feature_module

    arrived = threading.Event()

    def load_later(rules, directory):
        arrived.wait(10)
        return chances

    monkeypatch.setattr(feature_module, "load_chances", load_later)
    window = make_window(["Mum", "Kids"], seed=5)
    feature = window.feature("chances")
    feature.history_path = None
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the first layout settles
    tree, tabs = window.players.tree, window.tabs

    def where():
        return (
            tabs.mapTo(window, tabs.rect().topLeft()),
            tabs.size(),
            tree.mapTo(window, tree.rect().topLeft()),
            tree.width(),
        )

    before = where()
    assert feature.latest is None
    assert window.players.chance_texts() == ["\u2026", "\u2026"]  # being worked out
    arrived.set()
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    qtbot.wait(50)
    assert window.players.chance_texts() == ["50", "50"]
    assert where() == before


def test_the_waiting_column_follows_the_language(qtbot, make_window, chances, monkeypatch):
    import threading

    from yahtzee_desktop.ui.chances import feature as feature_module
    from yahtzee_desktop.ui.common.i18n import install_translators

    arrived = threading.Event()
    monkeypatch.setattr(feature_module, "load_chances", lambda r, d: arrived.wait(10) and chances)
    window = make_window(["Mum", "Kids"], seed=5)
    item = window.players.item_for_seat(0)
    assert item.toolTip(4) == "Working out the chances…"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    try:
        install_translators(app, "fr")
        qtbot.waitUntil(lambda: item.toolTip(4) == "Calcul des chances en cours…", timeout=5_000)
        assert window.players.chance_texts() == ["\u2026", "\u2026"]
    finally:
        install_translators(app, "en")
        arrived.set()


def test_no_sentence_under_the_empty_list_of_a_held_game(qtbot, make_window, chances) -> None:
    """While the app asks whether to resume another game the list is empty; the sentence
    about the chances stood under it alone."""
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    note = window.players.chances_note
    assert not note.isHidden()
    window.session.set_held(True)
    assert note.isHidden()
    window.session.set_held(False)
    qtbot.waitUntil(lambda: not note.isHidden(), timeout=10_000)


def test_no_chances_for_rules_without_a_table(qtbot, make_window) -> None:
    window = make_window(["Mum", "Kids"], rules="triple-yahtzee", seed=1)
    qtbot.wait(50)
    assert window.players.chance_texts() == []


def test_the_story_names_the_biggest_swing(chances) -> None:
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.strategy.story import tell_story

    game = play(
        Game(GameSetup.simple(["Mum", "Kids"], preset("yahtzee"), games=1, seed=2)),
        random.Random(3),
        reroll=0.4,
    )
    story = tell_story(chances, game.setup, game.actions, 0)
    assert len(story.steps) == 26
    swings = [
        abs(step.chances[step.seat] - story.chances_at(i - 1)[step.seat])
        for i, step in enumerate(story.steps)
    ]
    biggest = max(range(len(swings)), key=swings.__getitem__)
    moments = story.moments()
    assert biggest in [m.step for m in moments]
    assert [m.step for m in moments] == sorted(m.step for m in moments)
    named = next(m for m in moments if m.step == biggest)
    text = moment_text(named, game.setup, False)
    assert text.startswith(f"Turn {named.turn + 1} — {game.setup.seats[named.seat].name} ")
    assert f"{round(named.before * 100)}% → {round(named.after * 100)}%" in text


def test_a_story_due_after_its_window_is_deleted_is_dropped(qtbot, chances) -> None:
    """The story is asked for on the next turn of the event loop: a window deleted by then
    (closed, then deleted at the next loop) takes the request with it, instead of the
    request reaching a deleted end-of-game dialog (issue 31: tests now delete windows)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from yahtzee_desktop.ui import build_main_window

    window = build_main_window(["Mum", "Kids"], seed=5)  # deleted here, not by qtbot
    window.dice.set_animation_ms(0)
    feature = window.feature("chances")
    feature.tables[chances.rules] = chances
    play(window.game, random.Random(8), reroll=0.3)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    feature.refresh()  # the story asked for again, due at the next turn of the loop
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(50)  # an exception raised in the loop fails the test (pytest-qt)


def test_the_end_of_game_dialog_tells_the_story(qtbot, make_window, chances) -> None:
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    play(window.game, random.Random(8), reroll=0.3)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.outcome_dialog
    qtbot.waitUntil(lambda: dialog.findChild(StoryWidget) is not None, timeout=60_000)
    story = dialog.findChild(StoryWidget)
    assert story.chart.story is not None and len(story.chart.story.steps) == 26
    assert story.moment_lines()[0].startswith("1. Turn ")


def test_the_review_shows_the_story(qtbot, make_window, chances) -> None:
    from yahtzee_desktop.ui.coach.review import ReviewDialog

    window, _feature = _window(make_window, chances, ["Mum", "Kids"])
    window.coach.service.directory = chances_dir = Path(chances.table_dir)
    assert chances_dir.exists()
    play(window.game, random.Random(8), reroll=0.3)
    dialog = ReviewDialog(window.session.game, window.coach.service, 0, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.stories is not None, timeout=60_000)
    assert len(dialog.stories[0].steps) == 26
    assert not dialog.story.isHidden()
    dialog.done(0)


def test_the_review_shares_a_short_screen_between_choices_and_story(
    qtbot, make_window, chances
) -> None:
    """At 125 % on a 1366x768 laptop the chart's minimum left the choices three rows;
    they share the height through a handle now, the choices first, the chart smaller."""
    from PySide6.QtCore import QSize

    from yahtzee_desktop.ui.coach.review import ReviewDialog, fitted_size

    window, _feature = _window(make_window, chances, ["Mum", "Kids"])
    window.coach.service.directory = Path(chances.table_dir)
    play(window.game, random.Random(8), reroll=0.3)
    dialog = ReviewDialog(window.session.game, window.coach.service, 0, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.stories is not None, timeout=60_000)
    dialog.show()
    qtbot.waitExposed(dialog)
    size = fitted_size(QSize(1366 * 4 // 5, 768 * 4 // 5))
    dialog.resize(size)
    qtbot.waitUntil(lambda: dialog.size() == size)
    choices, story = dialog.split.sizes()
    assert choices > story > 0
    rows = dialog.table.viewport().height() // dialog.table.rowHeight(0)
    assert rows >= 6, rows  # was 3
    dialog.split.setSizes([choices + story - 200, 200])  # the family drags the handle
    assert dialog.split.sizes()[1] <= 200 + 5 and not dialog.story.isHidden()
    dialog.done(0)


def test_the_story_keeps_the_end_of_game_dialog_on_screen(qtbot, shown_outcome):
    """The story comes after the dialog is shown (worked out off the GUI thread) and
    makes it taller: it grew down past the screen's edge at 125 % on a 1366×768 laptop,
    the buttons cut off. It stays inside the screen."""
    from PySide6.QtWidgets import QWidget

    from yahtzee_desktop.ui.common.screen import available_geometry

    dialog = shown_outcome(["Ann", "Bob"], seed=4)
    area = available_geometry(dialog)
    dialog.move(dialog.x(), area.bottom() - dialog.height() - 10)  # low on the screen
    story = QWidget()
    story.setMinimumHeight(area.height() // 2)
    dialog.add_story(story)
    assert area.contains(dialog.frameGeometry()), (area, dialog.frameGeometry())


def test_a_moment_tells_the_box_and_its_bonuses_apart(qapp) -> None:
    """Mum's 30 in Sixes with a Yahtzee bonus of 100 was told "Mum scores 130 in Sixes"."""
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.strategy.story import Moment
    from yahtzee_desktop.ui.common.i18n import install_translators

    setup = GameSetup.simple(["Mum", "Kids"], preset("yahtzee"), games=1)
    sixes = Moment(20, 0, 8, 0, "sixes", 130, 0.2, 0.55, 30, 100, 0)
    joker = Moment(20, 0, 8, 0, "large_straight", 140, 0.2, 0.55, 40, 100, 0)
    upper = Moment(20, 0, 8, 1, "sixes", 59, 0.2, 0.55, 24, 0, 35)
    both = Moment(20, 0, 8, 1, "sixes", 165, 0.2, 0.55, 30, 100, 35)
    crossed = Moment(20, 0, 8, 0, "aces", 100, 0.2, 0.55, 0, 100, 0)
    try:
        install_translators(qapp, "en")
        assert moment_text(sixes, setup, False) == (
            "Turn 9 — Mum scores 30 in Sixes and a Yahtzee bonus of 100: 20% → 55%"
        )
        assert "Mum scores 40 in Large straight and a Yahtzee bonus of 100:" in moment_text(
            joker, setup, False
        )
        assert "Kids scores 24 in Sixes and the upper bonus of 35:" in moment_text(
            upper, setup, False
        )
        assert "Kids scores 30 in Sixes, a Yahtzee bonus of 100 and the upper bonus of 35:" in (
            moment_text(both, setup, False)
        )
        assert "Mum crosses out Aces and earns a Yahtzee bonus of 100:" in moment_text(
            crossed, setup, False
        )
        assert install_translators(qapp, "fr") == "fr"
        text = moment_text(sixes, setup, False)
        assert "130" not in text and "30" in text and "100" in text and "Yahtzee" in text
        assert "Mum marque 30 en Six et une prime Yahtzee de 100" in text
    finally:
        install_translators(qapp, "en")


def test_the_column_of_a_series_counts_the_games_before(qtbot, make_window, chances) -> None:
    """At the start of game 2 the column showed 33 % each despite different series
    totals: a series goes to the highest total over its games."""

    window, feature = _window(make_window, chances, ["Mum", "Kids", "Robo"], games=2)
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    rng = random.Random(7)
    while window.session.state.game_index == 0:
        random_action(window.game, rng, 0.3)
    dialog = window.outcome_dialog
    if dialog is not None:
        dialog.close()
    state = window.session.state
    totals = state.series_totals(0)
    assert len(set(totals)) == 3 and state.turn == 0
    expected = _expected(feature, chances, state, series=True)
    qtbot.waitUntil(lambda: feature.latest == expected, timeout=10_000)
    shown = _numbers(window)
    assert sum(shown) == 100
    assert sorted(range(3), key=shown.__getitem__) == sorted(range(3), key=totals.__getitem__)
    assert len(set(shown)) == 3
    tips = [window.players.item_for_seat(s).toolTip(4) for s in range(3)]
    assert all(tip.startswith("Chance of winning the series") for tip in tips)
    header = window.players.tree.headerItem().toolTip(4)
    assert header.startswith("Chance of winning the series") and "as each player plays" in header


def test_the_column_is_not_left_one_box_behind(qtbot, make_window, chances) -> None:
    """A box scored and the next roll made before its chances were worked out (a
    computer seat plays on at once): the result was dropped as stale, and the column
    kept the chances of the box before."""

    window, feature = _window(make_window, chances, ["Mum", "Kids", "Robo", "Ann"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    game = window.game
    game.roll()
    game.score(max(game.state.options(), key=game.state.options().get)[1])
    game.roll()  # the next seat rolls before the pool thread has answered
    expected = _expected(feature, chances, window.session.state)
    assert expected != pytest.approx([0.25] * 4)
    qtbot.waitUntil(lambda: feature.latest == expected, timeout=10_000)


def test_the_column_says_what_it_is(qtbot, make_window, chances) -> None:
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    header = window.players.tree.headerItem()
    assert header.text(4) == "%"
    assert header.toolTip(4) == "Chance of winning this game, as each player plays"
    for seat in range(2):
        tip = window.players.item_for_seat(seat).toolTip(4)
        assert tip == "Chance of winning this game, as each player plays: 50%"
    note = window.players.chances_note
    assert not note.isHidden() and note.text() == (
        "Chances follow how each player plays: computers at their level, people as they "
        "have played so far."
    )


def test_a_game_of_a_series_says_its_chart_is_that_games(qtbot, chances) -> None:
    """The column shows the series' chance; one game's chart (end of game, review) shows
    that game's, and its title says so."""
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.strategy.story import tell_story

    game = Game(GameSetup.simple(["Mum", "Kids"], preset("yahtzee"), games=2, seed=2))
    rng = random.Random(3)
    while game.state.game_index == 0 or game.state.turn < 1:
        random_action(game, rng, 0.3)
    widget = StoryWidget()
    qtbot.addWidget(widget)
    widget.set_story(tell_story(chances, game.setup, game.actions, 1), game.setup)
    assert widget.title.text() == "How the chances of winning game 2 moved, turn by turn"
    widget.set_story(tell_story(chances, game.setup, game.actions), game.setup)
    assert widget.title.text() == "How the chances of winning the series moved"
    single = Game(GameSetup.simple(["Mum", "Kids"], preset("yahtzee"), games=1, seed=2))
    widget.set_story(tell_story(chances, single.setup, single.actions, 0), single.setup)
    assert widget.title.text() == "How the chances of winning moved, turn by turn"


def test_the_story_lists_the_players_in_playing_order(qtbot, make_window, chances) -> None:
    """The roll-off made Robo start (seed 5: Robo, Mum, Kids): the chart's legend lists
    the players as the players panel does, not in the order they were entered."""
    window, _feature = _window(make_window, chances, ["Mum", "Kids", "Robo"])
    assert window.session.state.order() == (2, 0, 1)
    play(window.game, random.Random(8), reroll=0.3)
    qtbot.waitUntil(lambda: window.outcome_dialog is not None)
    dialog = window.outcome_dialog
    qtbot.waitUntil(lambda: dialog.findChild(StoryWidget) is not None, timeout=60_000)
    story = dialog.findChild(StoryWidget)
    panel = [window.players.item_for_seat(s).text(1) for s in window.session.state.order()]
    tree = window.players.tree
    shown = [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]
    assert shown == panel == ["Robo", "Mum", "Kids"]
    assert story.chart.legend() == panel


def test_a_series_story_lists_the_players_as_its_last_game_is_played(qtbot, chances) -> None:
    """Each game's story in that game's playing order; the series' in its last game's
    (the order the players panel shows once the series is over)."""
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.strategy.story import tell_story

    game = Game(GameSetup.simple(["Mum", "Kids", "Robo"], preset("yahtzee"), games=2, seed=1))
    play(game, random.Random(5), reroll=0.3)
    assert game.state.finished
    assert game.state.order(0) != game.state.order(1)
    widget = StoryWidget()
    qtbot.addWidget(widget)
    for told in (0, 1):
        widget.set_story(tell_story(chances, game.setup, game.actions, told), game.setup)
        names = [game.setup.seats[s].name for s in game.state.order(told)]
        assert widget.chart.legend() == names
    widget.set_story(tell_story(chances, game.setup, game.actions), game.setup)
    assert widget.chart.legend() == [game.setup.seats[s].name for s in game.state.order()]


def test_the_column_follows_every_roll(qtbot, make_window, chances) -> None:
    """The mover's chance from the dice on the table, not only between turns."""
    window, feature = _window(make_window, chances, ["Mum", "Kids"])
    qtbot.waitUntil(lambda: feature.latest is not None, timeout=10_000)
    assert feature.latest == pytest.approx([0.5, 0.5])
    window.game.roll()
    state = window.session.state
    assert state.dice is not None and state.rolls == 1
    expected = _expected(feature, chances, state)
    assert expected != pytest.approx([0.5, 0.5])
    qtbot.waitUntil(lambda: feature.latest == expected, timeout=10_000)
