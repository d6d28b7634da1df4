"""CSV exports are safe to open: no formula runs, no control character, accents and
columns right in Excel and LibreOffice."""

from __future__ import annotations

import csv

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import History, csv_cell

NASTY = ["=cmd|'/C calc'!A0", "+SUM(A1)", "-2+3", "@import", "\tTab", "\rCR", "Zoé\x00\x07\x1b"]


def finished(names: list[str]) -> Game:
    game = Game(GameSetup.simple(names, preset("yahtzee"), seed=5))
    while not game.state.finished:
        if game.state.rolls == 0:
            game.roll()
        else:
            game.score(game.state.card.open_boxes()[0])
    return game


@pytest.mark.parametrize("delimiter", [",", ";"])
def test_export_neutralises_formulas_and_control_characters(tmp_path, delimiter):
    history = History(tmp_path / "h.sqlite")
    history.record_finished_games(finished(NASTY))
    out = tmp_path / "history.csv"
    assert history.export_csv(out, delimiter) == len(NASTY)
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs for accents
    text = data.decode("utf-8-sig")
    assert not any(ord(c) < 32 and c not in "\r\n" for c in text)
    rows = list(csv.reader(text.splitlines(), delimiter=delimiter))
    assert rows[0][:6] == ["played_at", "rules", "dice", "game", "name", "total"]
    assert all(len(r) == 10 for r in rows)
    names = [r[4] for r in rows[1:]]
    assert names == ["'=cmd|'/C calc'!A0", "'+SUM(A1)", "'-2+3", "'@import", "'Tab", "'CR", "Zoé"]
    for row in rows[1:]:
        assert not row[4].startswith(("=", "+", "-", "@", "\t", "\r"))
        assert int(row[5]) >= 0  # numbers stay numbers
    history.close()


def test_separator_is_checked(tmp_path):
    history = History(tmp_path / "h.sqlite")
    with pytest.raises(ValueError):
        history.export_csv(tmp_path / "x.csv", "|")
    history.close()


def test_csv_cell_leaves_plain_values_alone():
    assert csv_cell("Ann") == "Ann"
    assert csv_cell(42) == 42
    assert csv_cell('yahtzee {"chance":false}') == 'yahtzee {"chance":false}'
    assert csv_cell("=1+1") == "'=1+1"
    assert csv_cell("\x01=1") == "'=1"
