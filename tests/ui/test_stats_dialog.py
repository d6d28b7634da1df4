"""The statistics dialog over a generated history: high scores, a player's figures and
charts, deleting, exporting, and loading off the GUI thread."""

from __future__ import annotations

import csv
import random
import sqlite3
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.history import History
from yahtzee_desktop.ui.history import stats_dialog
from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


def play(names, rules, seed, games=1):
    """A finished series, scored greedily with a little chance (totals look real)."""
    game = Game(GameSetup.simple(names, rules, games=games, seed=seed))
    rng = random.Random(seed)
    while not game.state.finished:
        state = game.state
        if state.rolls == 0:
            game.roll()
            continue
        options = state.options()
        best = max(options.values())
        if state.rolls < 3 and best < 20 and len(set(state.dice)) > 1 and rng.random() < 0.7:
            faces = state.dice
            common = max(set(faces), key=faces.count)
            game.roll(tuple(f == common for f in faces))
            continue
        column, box = max(options, key=lambda k: (options[k], rng.random()))
        game.score(box, column)
    return game


def build_history(path, solo=12, duo=6, yacht=4):
    """Ann solo and with Bob (Yahtzee), and Ann at Yacht; returns the games by kind."""
    history = History(path)
    start = datetime(2026, 1, 1, 18, tzinfo=UTC)
    made = {"solo": [], "duo": [], "yacht": []}
    n = 0
    for kind, count, names, rules in (
        ("solo", solo, ["Ann"], preset("yahtzee")),
        ("duo", duo, ["Ann", "Bob"], preset("yahtzee")),
        ("yacht", yacht, ["Ann"], preset("yacht")),
    ):
        for i in range(count):
            game = play(names, rules, seed=1000 * len(made[kind]) + i + len(kind))
            when = (start + timedelta(days=n)).isoformat(timespec="seconds")
            assert history.record_game(game, 0, played_at=when)
            made[kind].append(game)
            n += 1
    history.close()
    return made


@pytest.fixture
def history_path(tmp_path):
    return tmp_path / "history.sqlite"


@pytest.fixture
def made(history_path):
    return build_history(history_path)


def open_dialog(qtbot, path) -> StatisticsDialog:
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    if dialog.player_combo.currentData() is not None:
        qtbot.waitUntil(lambda: dialog.stats is not None, timeout=10000)
    return dialog


def column(table, c):
    return [table.item(r, c).text() for r in range(table.rowCount())]


def test_high_scores_per_rule_set_solo_and_multiplayer(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    titles = [dialog.rules_combo.itemText(i) for i in range(dialog.rules_combo.count())]
    assert titles == ["Yacht", "Yahtzee (official rules)"]
    assert dialog.rules_combo.currentData() == "yahtzee"  # the most played rule set
    solo = sorted((g.state.totals(0)[0] for g in made["solo"]), reverse=True)[:10]
    assert [int(x) for x in column(dialog.solo_table, 2)] == solo
    duo = sorted((t for g in made["duo"] for t in g.state.totals(0)), reverse=True)[:10]
    assert [int(x) for x in column(dialog.multi_table, 2)] == duo
    assert set(column(dialog.multi_table, 1)) <= {"Ann", "Bob"}
    # A Yacht 280 is never compared with a Yahtzee 280: each rule set has its own table.
    dialog.rules_combo.setCurrentIndex(0)
    qtbot.waitUntil(lambda: dialog.stats is not None and dialog.stats.rules_key == "yacht")
    yacht = sorted((g.state.totals(0)[0] for g in made["yacht"]), reverse=True)
    assert [int(x) for x in column(dialog.solo_table, 2)] == yacht
    assert dialog.multi_table.rowCount() == 0


def test_player_figures_and_charts(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    assert dialog.player_combo.currentData() == "Ann"  # most cards under Yahtzee rules
    ann = [g.state.totals(0)[0] for g in made["solo"] + made["duo"]]  # in date order
    figures = {k: v.text() for k, v in dialog.figure_values.items()}
    assert figures["games"] == str(len(ann))
    assert figures["best"] == str(max(ann))
    assert figures["worst"] == str(min(ann))
    assert figures["average"] == f"{sum(ann) / len(ann):.1f}"
    wins = sum(0 in g.state.outcome(0).winners for g in made["duo"])  # solo games are no wins
    assert figures["wins"] == str(wins)
    assert dialog.totals_chart.values == ann
    assert sum(c for _, _, c in dialog.histogram.bins) == len(ann)
    assert dialog.boxes_table.rowCount() == len(preset("yahtzee").boxes)
    assert "18 games" in dialog.totals_chart.accessibleDescription()
    # Bob's figures follow the choice of player.
    dialog.player_combo.setCurrentIndex(dialog.player_combo.findData("Bob"))
    qtbot.waitUntil(lambda: dialog.stats.name == "Bob")
    assert dialog.figure_values["games"].text() == str(len(made["duo"]))


def test_charts_draw_what_they_are_given(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    dialog.tabs.setCurrentIndex(1)
    chart, histogram = dialog.totals_chart, dialog.histogram
    qtbot.waitExposed(dialog)
    image = chart.grab().toImage()
    assert not image.isNull()
    values = chart.values
    high, low = values.index(max(values)), values.index(min(values))
    assert chart.point_at(high).y() < chart.point_at(low).y()
    tallest = max(range(len(histogram.bins)), key=lambda i: histogram.bins[i][2])
    rect = histogram.bar_rect(tallest)
    assert rect.height() > 0
    assert rect.top() >= histogram.plot_rect().top() - 0.5
    centre = histogram.grab().toImage().pixelColor(rect.center().toPoint())
    assert centre == histogram.accent()


def test_delete_a_game_after_confirmation(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    dialog.tabs.setCurrentIndex(2)
    assert dialog.games_table.rowCount() == 22
    dialog.games_table.selectRow(0)
    doomed = dialog.selected_game()
    dialog.delete_game_button.click()
    dialog.confirm_box.button(QMessageBox.StandardButton.Cancel).click()
    assert History(history_path).game_count() == 22
    dialog.delete_game_button.click()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert dialog.games_table.rowCount() == 21
    ids = [dialog.games_table.item(r, 0).data(0x0100) for r in range(21)]
    assert doomed not in ids
    assert History(history_path).game_count() == 21


def test_delete_a_players_history(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    dialog.player_combo.setCurrentIndex(dialog.player_combo.findData("Bob"))
    dialog.delete_player_button.click()
    box = dialog.confirm_box
    assert "Bob" in box.text()
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert dialog.player_combo.findData("Bob") == -1
    assert "Bob" not in History(history_path).names()
    assert dialog.games_table.rowCount() == 22  # Ann's cards of those games stay


def test_export_csv(qtbot, made, history_path, tmp_path):
    from tests.ui.test_save_dialogs import choose_file  # which imports this module

    target = tmp_path / "out"
    dialog = open_dialog(qtbot, history_path)
    dialog.export_button.click()
    box = dialog.export_box
    assert isinstance(box, QFileDialog) and box.isVisible()
    assert [Path(f).name for f in box.selectedFiles()] == ["yahtzee-history.csv"]
    choose_file(box, target)  # the suffix left out: the dialog adds it
    target = tmp_path / "out.csv"
    qtbot.waitUntil(lambda: "exported" in dialog.status.text(), timeout=10000)
    rows = list(csv.reader(target.open(encoding="utf-8-sig")))
    assert rows[0][:6] == ["played_at", "rules", "dice", "game", "name", "total"]
    assert len(rows) == 1 + 12 + 2 * 6 + 4
    assert "28 rows exported to out.csv" in dialog.status.text()


def test_loading_runs_off_the_gui_thread(qtbot, made, history_path, monkeypatch):
    """A slow query must leave the window responsive (timers fire while it runs)."""
    threads = []
    real = stats_dialog.load_overview

    def slow(history):
        threads.append(threading.get_ident())
        time.sleep(0.4)
        return real(history)

    monkeypatch.setattr(stats_dialog, "load_overview", slow)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    started = time.perf_counter()
    dialog = StatisticsDialog(history_path)
    qtbot.addWidget(dialog)
    assert time.perf_counter() - started < 0.3  # the constructor did not wait for the query
    assert dialog.status.text() == "Loading…"
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    timer.stop()
    assert threads and threads[0] != threading.get_ident()
    assert len(ticks) >= 5


def test_empty_and_damaged_history(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path / "new.sqlite")
    assert dialog.rules_combo.count() == 0
    assert dialog.figure_values["games"].text() == "0"
    assert not dialog.delete_player_button.isEnabled()
    assert "0 games" in dialog.status.text()
    dialog.close()

    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database" * 100)
    dialog = StatisticsDialog(bad)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.failed, timeout=10000) as signal:
        dialog.show()
    assert "damaged" in signal.args[0]
    assert bad.read_bytes().startswith(b"this is not a database")  # nothing destroyed


def test_a_chart_paint_computes_its_axis_once_not_per_dot(qtbot, monkeypatch):
    """Painting 2,000 games must stay linear: the axis is worked out once per data change."""
    from yahtzee_desktop.ui.history import charts

    calls = []
    real = charts.nice_ticks
    monkeypatch.setattr(charts, "nice_ticks", lambda *a: calls.append(a) or real(*a))
    chart, histogram = charts.TotalsChart(), charts.HistogramChart()
    qtbot.addWidget(chart)
    qtbot.addWidget(histogram)
    values = [150 + (i * 37) % 180 for i in range(2000)]
    chart.set_totals(values)
    histogram.set_bins(charts.nice_bins(values))
    calls.clear()
    chart.resize(400, 240)
    histogram.resize(400, 240)
    assert not chart.grab().isNull() and not histogram.grab().isNull()
    assert calls == []
    chart.set_totals(values[:10])
    assert len(calls) == 1


def test_latest_games_columns_fit_their_contents(qtbot, tmp_path):
    """The dice column names both kinds; players and points get the room, shown whole,
    while the winner column is only as wide as its names."""
    path = tmp_path / "history.sqlite"
    history = History(path)
    family = ["Théodore-Alexandre", "Camille-Marguerite", "Maman", "Papa"]
    for i, names in enumerate((family, family[:2])):
        game = play(names, preset("yahtzee"), seed=i + 7)
        history.record_game(game, 0, played_at=f"2026-11-20T19:0{i}:00+00:00")
    history.close()
    with sqlite3.connect(path) as db:  # the second game was played with real dice
        db.execute("UPDATE series SET dice_mode = 'physical' WHERE id = 2")
    dialog = open_dialog(qtbot, path)
    dialog.resize(1100, dialog.height())  # the width of a 1366 px screen's dialog
    dialog.tabs.setCurrentIndex(2)
    table = dialog.games_table
    qtbot.waitUntil(lambda: table.isVisible())
    qtbot.wait(20)
    assert column(table, 2) == ["Real", "App"]  # newest first
    assert all(table.item(r, 2).toolTip() for r in range(2))
    assert "App" in table.horizontalHeaderItem(2).toolTip()
    metrics = table.fontMetrics()
    margin = 2 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin) + 2
    for r in range(table.rowCount()):
        for c in (3, 4):
            text = table.item(r, c).text()
            assert table.item(r, c).toolTip() == text
        assert table.columnWidth(3) >= metrics.horizontalAdvance(table.item(r, 3).text()) + margin
    header = table.horizontalHeader()
    winners = max(
        [metrics.horizontalAdvance(t) for t in column(table, 4)]
        + [header.fontMetrics().horizontalAdvance(table.horizontalHeaderItem(4).text())]
    )
    assert table.columnWidth(4) <= winners + 40


def test_no_size_jump_between_tabs(qtbot, made, history_path):
    """Opened at its minimum height (as on a 125 % laptop screen), the dialog keeps its
    size whichever tab is chosen."""
    dialog = open_dialog(qtbot, history_path)
    dialog.resize(dialog.width(), dialog.minimumSizeHint().height())
    qtbot.wait(20)
    size = dialog.size()
    for index in (1, 2, 0, 1):
        dialog.tabs.setCurrentIndex(index)
        qtbot.wait(20)
        assert dialog.size() == size, f"tab {index}"


def test_an_empty_high_score_table_says_so(qtbot, made, history_path):
    dialog = open_dialog(qtbot, history_path)
    dialog.rules_combo.setCurrentIndex(0)  # Yacht: Ann alone, never with other players
    qtbot.waitUntil(lambda: dialog.stats is not None and dialog.stats.rules_key == "yacht")
    assert dialog.multi_table.rowCount() == 0
    assert dialog.multi_table.empty_text == "No game with other players yet"
    assert dialog.multi_table.accessibleDescription() == dialog.multi_table.empty_text
    assert dialog.solo_table.accessibleDescription() == ""

    def inked(table) -> int:
        image = table.viewport().grab().toImage()
        base = table.palette().color(table.viewport().backgroundRole()).rgb()
        return sum(
            image.pixel(x, y) != base
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
        )

    assert inked(dialog.multi_table) > 20  # the sentence is drawn
    dialog.multi_table.empty_text = ""
    assert inked(dialog.multi_table) == 0
