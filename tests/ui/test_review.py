"""Game review: the decisions replayed from the log, each against the best one."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QPushButton

from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import MAX_ROLLS, DiceMode, GameSetup, PlayerKind, Seat
from yahtzee_desktop.strategy import Decision, review
from yahtzee_desktop.ui.coach.review import ReviewDialog, game_decisions
from yahtzee_desktop.ui.table.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture(scope="session")
def official_advisor(qapp):
    """The official table, built once per session in Qt's test cache (then loaded)."""
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.coach.hints import coach_now

    set_identity()
    return coach_now(preset("yahtzee"))


def play_casually(window: MainWindow, rng: random.Random) -> list[Decision]:
    """A whole solo game with haphazard holds and boxes; returns the decisions as made."""
    game = window.game
    made = []
    while not game.state.finished:
        game.roll()
        while True:
            state = game.state
            left = MAX_ROLLS - state.rolls
            options = sorted(state.options())
            if left and rng.random() < 0.7:
                hold = tuple(rng.random() < 0.5 for _ in range(5))
                if not all(hold):
                    kept = tuple(sorted(d for d, h in zip(state.dice, hold, strict=True) if h))
                    made.append(Decision(state.card, state.dice, left, kept, roll=state.rolls))
                    game.roll(hold)
                    continue
            column, box = rng.choice(options)
            made.append(Decision(state.card, state.dice, left, (column, box), roll=state.rolls))
            game.score(box, column)
            break
    return made


def open_review(qtbot, window: MainWindow) -> ReviewDialog:
    window.coach.review_action.trigger()
    dialog = window.findChild(ReviewDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.finished_review, timeout=20_000)
    return dialog


def test_review_matches_the_strategy_review(qtbot, make_window, official_advisor):
    window = make_window(["Ann"], seed=31, games=1)
    made = play_casually(window, random.Random(5))
    expected = review(preset("yahtzee"), made, official_advisor)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    dialog = open_review(qtbot, window)
    shown = dialog.shown_entries()
    assert len(shown) == len(made) == dialog.table.rowCount()
    assert [t.decision.choice for t, _ in shown] == [d.choice for d in made]
    assert dialog.total_lost() == pytest.approx(expected.total_lost, abs=1e-6)
    assert dialog.rating() == expected.rating
    summary = dialog.summary.text()
    assert f"you lost about {round(expected.total_lost)} points on average" in summary
    assert summary.startswith(f"You made {len(made)} choices.")
    for r, ((_, entry), decision) in enumerate(zip(shown, made, strict=True)):
        lost = dialog.table.item(r, 5)
        if entry.loss >= 0.5:
            assert lost.text() == str(round(entry.loss))
            assert f"{entry.loss:.1f} points on average" in lost.toolTip()  # exact, for adults
        elif entry.loss >= 0.05:
            assert lost.text() == "less than 1"
        assert dialog.table.item(r, 1).text() == " ".join(map(str, sorted(decision.dice)))
    assert any(e.loss > 1 for _, e in shown)  # casual play loses points


def test_the_end_of_game_dialog_offers_the_review(qtbot, make_window, official_advisor):
    window = make_window(["Ann"], seed=31, games=1)
    play_casually(window, random.Random(6))
    outcome = window.outcome_dialog
    assert outcome is not None
    button = outcome.findChild(QPushButton, "outcome_review")
    assert button is not None and button.text() == "Review…"
    button.click()
    dialog = window.findChild(ReviewDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.finished_review, timeout=20_000)
    assert dialog.table.rowCount() > 0
    assert window.outcome_dialog is None


def test_only_human_players_are_reviewed(qtbot, make_window, official_advisor):
    window = make_window()
    window.computer.pause_override = 0
    seats = (Seat.solo("Ann"), Seat.solo("Robo", PlayerKind.COMPUTER, "club"))
    window.start_setup(GameSetup(preset("yahtzee"), seats, seed=12))
    session = window.session
    rng = random.Random(1)
    while not session.state.finished:
        qtbot.waitUntil(
            lambda: session.state.finished or session.state.player.kind is PlayerKind.HUMAN,
            timeout=10_000,
        )
        if session.state.finished:
            break
        window.game.roll()
        column, box = rng.choice(sorted(session.state.options()))
        window.game.score(box, column)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    dialog = open_review(qtbot, window)
    assert [dialog.seat_combo.itemText(i) for i in range(dialog.seat_combo.count())] == ["Ann"]
    assert {t.seat for t, _ in dialog.results} == {0}
    assert dialog.table.rowCount() == preset("yahtzee").turns  # one box a turn, no re-roll


def test_physical_dice_games_review_the_boxes(qtbot, make_window, official_advisor):
    window = make_window(["Ann"], seed=2)
    setup = GameSetup.simple(["Ann"], preset("yahtzee"), games=1, dice_mode=DiceMode.PHYSICAL)
    window.start_setup(setup)
    game = window.game
    rng = random.Random(9)
    written = 0
    while not game.state.finished:
        if game.state.turn == 3 and not written:
            game.write("chance", 22)  # written by hand: no dice known, nothing to review
            written += 1
            continue
        game.enter_dice([rng.randint(1, 6) for _ in range(5)], 1)
        game.enter_dice([rng.randint(1, 6) for _ in range(5)], 2)
        column, box = rng.choice(sorted(game.state.options()))
        game.score(box, column)
    decisions = game_decisions(game.setup, game.actions)
    assert all(len(t.decision.choice) == 2 for t in decisions)
    assert len(decisions) == preset("yahtzee").turns - 1
    assert all(t.decision.rolls_left == 1 for t in decisions)
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    dialog = open_review(qtbot, window)
    assert dialog.table.rowCount() == len(decisions)


def test_review_waits_for_the_table_with_progress(qtbot, make_window, tmp_path):
    rules = preset("yacht", upper_bonus=0)  # builds in a fraction of a second
    window = make_window(["Ann"], rules, seed=4, games=1)
    window.coach.service.directory = tmp_path
    made = play_casually(window, random.Random(2))
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    window.coach.review_action.trigger()
    dialog = window.findChild(ReviewDialog)
    assert not dialog.finished_review
    assert dialog.summary.text() == "Reviewing the game…"
    qtbot.waitUntil(lambda: dialog.finished_review, timeout=30_000)
    expected = review(rules, made, window.coach.service.coach_for(rules))
    assert dialog.total_lost() == pytest.approx(expected.total_lost, abs=1e-6)


def test_the_game_is_replayed_in_the_worker_not_while_opening(
    qtbot, make_window, official_advisor, monkeypatch
):
    import threading

    from yahtzee_desktop.ui.coach import review as review_dialog

    window = make_window(["Ann"], seed=31, games=1)
    play_casually(window, random.Random(5))
    if window.outcome_dialog is not None:
        window.outcome_dialog.reject()
    threads = []
    replay = review_dialog.game_decisions

    def watched(setup, actions):
        threads.append(threading.current_thread())
        return replay(setup, actions)

    monkeypatch.setattr(review_dialog, "game_decisions", watched)
    dialog = open_review(qtbot, window)
    assert threads and threads[0] is not threading.main_thread()
    assert dialog.seat_combo.count() == 1 and dialog.game_combo.currentText() == "Game 1"
    assert dialog.table.rowCount() == len(dialog.turns) > 0
    dialog.reject()
    assert dialog.jobs.closed


def test_the_players_are_listed_in_playing_order(qtbot, make_window, official_advisor):
    """The roll-off made Robo start (seed 5): the review's players read as the players
    panel lists them, Robo first, not in the order they were entered."""
    window = make_window(["Mum", "Kids", "Robo"], seed=5, games=1)
    session = window.session
    assert session.state.order() == (2, 0, 1)
    rng = random.Random(3)
    while session.state.turn < 2:
        window.game.roll()
        column, box = rng.choice(sorted(session.state.options()))
        window.game.score(box, column)
    dialog = open_review(qtbot, window)
    combo = dialog.seat_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Robo", "Mum", "Kids"]
    assert [combo.itemData(i) for i in range(combo.count())] == [2, 0, 1]
    assert {t.seat for t, _ in dialog.shown_entries()} == {2}  # the first listed is shown
