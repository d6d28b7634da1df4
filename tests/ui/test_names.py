"""Names typed on purpose to break things appear as plain text in every widget and PDF.

Empty, 500 characters, emoji, right-to-left, and markup: a QLabel left in AutoText
renders `<b>x</b>` bold and would try to load `<img src=...>`; a ReportLab Paragraph
would do the same in a PDF. Every place a name is shown must show it as typed.
"""

from __future__ import annotations

import html
import io

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel, QMessageBox

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.storage.autosave import find_resumable
from yahtzee_desktop.storage.history import History
from yahtzee_desktop.storage.paths import autosave_path
from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog
from yahtzee_desktop.ui.table.outcome import OutcomeDialog

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

BOLD = "<b>x</b>"
IMAGE = '<img src="nope.png">'
NAMES = ["", "N" * 500, "🎲 Zoé 👵🏽", "مريم שלום", BOLD, IMAGE]
MARKUP = (BOLD, IMAGE)


def bare(text: str) -> str:
    """`text` without the isolation marks a right-to-left name is shown between."""
    return text.replace("\u2068", "").replace("\u2069", "")


def interpreted(label: QLabel | QMessageBox) -> bool:
    """Whether Qt would render this widget's text as rich text."""
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and QtGui.mightBeRichText(label.text())
    )


def play_until(game_or_session, done) -> None:
    while not done():
        state = game_or_session.state
        if state.rolls == 0:
            game_or_session.roll((False,) * 5)
        else:
            column, box = max(state.options(), key=lambda k: state.options()[k])
            game_or_session.score(box, column)


def test_players_panel_and_sheet_headers(qtbot, make_window):
    window = make_window(NAMES, seed=2, games=1)
    tree = window.players.tree
    order = window.session.state.order()  # the list reads in playing order
    shown = [bare(tree.topLevelItem(i).text(1)) for i in range(len(NAMES))]
    assert shown == [NAMES[s] for s in order]  # right-to-left ones isolated (see below)
    model = window.table_model
    headers = " ".join(
        str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
        for c in range(model.columnCount())
    )
    for name in NAMES[1:]:
        assert name in headers
    assert not model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.DecorationRole)


def test_turn_status_label_shows_markup_names_as_typed(qtbot, make_window):
    window = make_window(MARKUP, seed=2, games=1)
    session = window.session
    for name in MARKUP:
        play_until(session, lambda n=name: session.state.player.name == n)
        label = window.players.status
        assert name in label.text()
        assert not interpreted(label), label.text()


def finished_markup_game() -> Game:
    game = Game(GameSetup.simple(list(MARKUP), preset("yahtzee"), games=1, seed=4))
    play_until(game, lambda: game.state.finished)
    return game


def test_outcome_headline_shows_markup_names_as_typed(qtbot):
    dialog = OutcomeDialog(finished_markup_game().state, 0)
    qtbot.addWidget(dialog)
    assert not interpreted(dialog.headline), dialog.headline.text()


def test_outcome_standings_escape_names(qtbot):
    game = finished_markup_game()
    dialog = OutcomeDialog(game.state, 0)
    qtbot.addWidget(dialog)
    for name in MARKUP:
        assert html.escape(name) in dialog.standings.text()
    assert "<b>x</b>" not in dialog.standings.text()


def test_resume_offer_shows_names_as_typed(qtbot, make_window):
    first = make_window(MARKUP, seed=3)
    first.session.roll((False,) * 5)
    text = first.autosave.path.read_text(encoding="utf-8")
    first.close()
    second = make_window(["Zoe"], seed=1)
    second.autosave.stop()
    autosave_path().write_text(text, encoding="utf-8")
    second.offer_resume(find_resumable(autosave_path()))
    box = second.resume_box
    assert BOLD in box.text() and IMAGE in box.text()
    assert not interpreted(box)
    box.button(QMessageBox.StandardButton.No).click()


def statistics_of(qtbot, tmp_path, games: list[tuple[list[str], int]]) -> StatisticsDialog:
    """The Statistics dialog, shown and loaded, over a history of these games (names,
    seed), each played to its end."""
    path = tmp_path / "h.sqlite"
    history = History(path)
    for names, seed in games:
        game = Game(GameSetup.simple(names, preset("yahtzee"), games=1, seed=seed))
        play_until(game, lambda g=game: g.state.finished)
        history.record_game(game, 0)
    history.close()
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.loaded, timeout=10000):
        dialog.show()
    return dialog


def test_statistics_dialog_shows_names_as_typed(qtbot, tmp_path):
    dialog = statistics_of(qtbot, tmp_path, [(NAMES[:3], 0), (NAMES[3:], 1)])
    combo = dialog.player_combo
    assert sorted(combo.itemData(i) for i in range(combo.count())) == sorted(NAMES)
    shown = {bare(combo.itemText(i)) for i in range(combo.count())}
    assert set(NAMES[1:]) <= shown and "(no name)" in shown
    table = dialog.games_table
    cells = " ".join(table.item(r, 3).text() for r in range(table.rowCount()))
    for name in NAMES[1:]:
        assert name in cells
    for label in dialog.findChildren(QLabel):
        if any(name in label.text() for name in MARKUP):
            assert not interpreted(label), label.objectName()
    combo.setCurrentIndex(combo.findData(BOLD))
    dialog.delete_player_button.click()
    assert BOLD in dialog.confirm_box.text() and not interpreted(dialog.confirm_box)
    dialog.confirm_box.button(QMessageBox.StandardButton.Cancel).click()


def test_filled_sheet_pdf_prints_names_literally():
    from yahtzee_desktop.printing import filled_pdf

    game = Game(GameSetup.simple([*MARKUP, "🎲 Zoé", "مريم"], preset("yahtzee"), seed=5))
    play_until(game, lambda: game.state.finished)
    reader = PdfReader(io.BytesIO(filled_pdf(game, "en")))
    # A name wider than its cell is printed on two lines: compare with spaces normalised.
    text = " ".join("".join(page.extract_text() for page in reader.pages).split())
    assert BOLD in text
    assert IMAGE in text
    assert "Zoé" in text


def test_a_500_character_name_leaves_the_window_and_dialogs_usable(qtbot, make_window):
    """Labels cannot wrap inside a word: the whole name would push the dice and sheet
    aside, and the end-of-game dialog would be thousands of pixels wide."""
    long_name = "N" * 500
    window = make_window([long_name, "Bob"], seed=7, games=1)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    assert window.roll_off.isVisible()
    assert window.roll_off.width() > 300  # the dice of the roll-off are not pushed away
    session = window.session
    play_until(session, lambda: session.state.player.name == long_name)
    qtbot.wait(10)
    assert window.players.minimumSizeHint().width() < 400
    assert window.players.width() < 400
    assert len(window.tabs.tabText(0)) < 60
    assert window.players.item_for_seat(0).text(1) == long_name  # lists elide themselves
    play_until(session, lambda: session.state.finished)
    dialog = window.outcome_dialog
    assert dialog is not None
    assert dialog.sizeHint().width() < 800
    assert "\u2026" in dialog.headline.text() or "\u2026" in dialog.standings.text()


def test_roll_off_tooltip_shows_markup_names_as_typed(qtbot, make_window):
    from PySide6.QtGui import QTextDocument

    from yahtzee_desktop.ui.table.players import short_name

    window = make_window([BOLD, IMAGE, "Bob"], seed=2, games=1)
    banner = window.roll_off
    assert banner.isVisibleTo(window)
    tip = banner.toolTip()
    shown = QTextDocument()
    shown.setHtml(tip) if QtGui.mightBeRichText(tip) else shown.setPlainText(tip)
    text = shown.toPlainText()
    for name in (BOLD, IMAGE):
        assert f"{short_name(name)}: " in text
    assert "<img" not in tip and "<b>x" not in tip


OVERRIDE = "\u202eevil"
"""A right-to-left override never closed: shown as typed, it would turn the rest of the
line around ("…ends turn 3" read backwards) unless the name is isolated."""


def isolated(text: str, name: str) -> bool:
    return f"\u2068{name}\u2069" in text


def test_tooltips_show_names_as_typed(qtbot, make_window, tmp_path):
    """Qt renders a tooltip as rich text when it looks like HTML: a name `<img src=…>`
    would load a local image. Every tooltip with a name shows it as typed."""
    window = make_window(MARKUP, seed=2, games=1)
    tree = window.players.tree
    for i in range(tree.topLevelItemCount()):
        tip = tree.topLevelItem(i).toolTip(1)
        assert "<img" not in tip and "<b>" not in tip
    dialog = statistics_of(qtbot, tmp_path, [(list(MARKUP), 4)])
    table = dialog.games_table
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            tip = table.item(r, c).toolTip() if table.item(r, c) else ""
            assert "<img" not in tip and "<b>" not in tip, tip


def test_a_right_to_left_override_stays_inside_the_name(qtbot, make_window):
    window = make_window([OVERRIDE, "Bob"], seed=2, games=1)
    tree = window.players.tree
    texts = [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]
    assert any(isolated(t, OVERRIDE) for t in texts)
    assert "Bob" in texts  # a plain name is left as it is
    session = window.session
    play_until(session, lambda: session.state.player.name == OVERRIDE)
    assert isolated(window.players.status.text(), OVERRIDE)
    text = window.autosave.path.read_text(encoding="utf-8")
    window.close()
    second = make_window(["Zoe"], seed=1)
    second.autosave.stop()
    autosave_path().write_text(text, encoding="utf-8")
    second.offer_resume(find_resumable(autosave_path()))
    assert isolated(second.resume_box.text(), OVERRIDE)
    second.resume_box.button(QMessageBox.StandardButton.No).click()
