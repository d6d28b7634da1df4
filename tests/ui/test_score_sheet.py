"""The score-sheet model: Qt's model checks, previews, the joker, dataChanged, undo/redo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.ui.table.score_model import (
    BOX_ROLE,
    POINTS_ROLE,
    PREVIEW_ROLE,
    Layout,
    RowKind,
    ScoreSheetModel,
    format_pace,
)
from yahtzee_desktop.ui.table.session import GameSession

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def _game_with_extra_yahtzee() -> Game:
    """A one-player game whose current dice are an extra Yahtzee with Fours.. open.

    Found by playing the seeded dice with a Yahtzee-chasing policy until a second
    Yahtzee turns up while its upper box is still open (forced joker applies).
    """
    rules = preset("yahtzee")
    for seed in range(2000):
        game = Game(GameSetup.simple(["Ann"], rules, seed=seed))
        for _turn in range(13):
            dice = game.roll()
            for _ in range(2):
                if len(set(dice)) == 1:
                    break
                common = max(set(dice), key=dice.count)
                dice = game.roll([d == common for d in dice])
            card = game.state.card
            face_box = rules.upper_boxes[dice[0] - 1]
            if len(set(dice)) == 1 and card.value("yahtzee") is not None:
                if card.value(face_box) is None:
                    return game
                break
            options = game.state.options()
            if len(set(dice)) == 1 and (0, "yahtzee") in options:
                game.score("yahtzee")
                continue
            # Sacrifice lower boxes other than Yahtzee first, keep upper boxes open.
            for box in (
                "chance",
                "three_kind",
                "four_kind",
                "full_house",
                "small_straight",
                "large_straight",
                *rules.upper_boxes,
            ):
                if (0, box) in options:
                    game.score(box)
                    break
            else:
                break
    raise AssertionError("no seed gave an extra Yahtzee")


def test_model_passes_qt_model_tester(qtmodeltester, qapp):
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=6, seed=3))
    session = GameSession(game)
    for layout in Layout:
        model = ScoreSheetModel(session, layout)
        qtmodeltester.check(model, force_py=True)
        game.roll()
        qtmodeltester.check(model, force_py=True)
        game.score("chance")
        qtmodeltester.check(model, force_py=True)


def test_preview_is_distinct_and_only_for_legal_boxes(qapp):
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=11))
    model = ScoreSheetModel(GameSession(game))
    game.roll()
    chance = model.index(model.find_row(RowKind.BOX, "chance"), 0)
    assert model.data(chance, PREVIEW_ROLE) == sum(game.state.dice)
    assert model.data(chance, POINTS_ROLE) is None
    assert model.data(chance, Qt.ItemDataRole.FontRole).italic()
    assert model.data(chance, Qt.ItemDataRole.ForegroundRole) is not None
    game.score("chance")
    assert model.data(chance, PREVIEW_ROLE) is None
    assert model.data(chance, POINTS_ROLE) == game.state.cards[0][0].value("chance")
    assert not model.data(chance, Qt.ItemDataRole.FontRole).italic()


def test_forced_joker_marks_box_and_disables_the_rest(qapp):
    game = _game_with_extra_yahtzee()
    model = ScoreSheetModel(GameSession(game))
    dice = game.state.dice
    face_box = preset("yahtzee").upper_boxes[dice[0] - 1]
    forced = model.index(model.find_row(RowKind.BOX, face_box), 0)
    assert model.data(forced, PREVIEW_ROLE) == 5 * dice[0]
    assert model.data(forced, Qt.ItemDataRole.DisplayRole).startswith("\u2192")
    assert model.legal_indexes() == [forced]
    for box in ("three_kind", "full_house", "large_straight"):
        index = model.index(model.find_row(RowKind.BOX, box), 0)
        if game.state.card.value(box) is None:
            assert not model.flags(index) & Qt.ItemFlag.ItemIsEnabled
            assert "joker" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    bonus_before = game.state.card.column_totals(0).yahtzee_bonus
    assert model.session.score(*model.option_at(forced))
    row = model.find_row(RowKind.YAHTZEE_BONUS)
    assert model.data(model.index(row, 0), POINTS_ROLE) == bonus_before + 100


def test_data_changed_covers_only_what_changed(qtbot, qapp):
    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=6, seed=5))
    model = ScoreSheetModel(GameSession(game))
    game.roll()
    seen: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, _roles=(): seen.append((a.row(), a.column(), b.row(), b.column()))
    )
    game.score("chance")  # Ann's turn ends: the sheet follows Bob, game 1 column only
    assert seen and all(c1 == c2 == 0 for _r1, c1, _r2, c2 in seen)
    seen.clear()
    model.set_viewed_seat(0)  # back to Ann: her game 1 column and her series total
    assert {c for _r1, c, _r2, _c2 in seen} == {0, model.summary_column()}
    seen.clear()
    model.set_viewed_seat(0)  # nothing changes the second time
    assert seen == []


def test_pace_and_bonus_rows(qapp):
    game = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=21))
    model = ScoreSheetModel(GameSession(game))
    game.roll()
    game.score("sixes")
    pace = game.state.cards[0][0].pace()
    index = model.index(model.find_row(RowKind.PACE), 0)
    assert model.data(index, Qt.ItemDataRole.DisplayRole) == format_pace(pace)
    assert format_pace(4) == "+4" and format_pace(-2) == "\u22122" and format_pace(0) == "\u00b10"


def test_rows_follow_the_rule_set(qapp):
    game = Game(GameSetup.simple(["Ann"], preset("yatzy"), seed=1))
    model = ScoreSheetModel(GameSession(game))
    boxes = [model.data(model.index(r, 0), BOX_ROLE) for r in range(model.rowCount())]
    assert [b for b in boxes if b] == list(
        preset("yatzy").upper_boxes + preset("yatzy").lower_boxes
    )
    assert model.find_row(RowKind.YAHTZEE_BONUS) == -1
    assert model.columnCount() == 1
