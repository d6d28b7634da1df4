"""The File-menu printing commands: PDFs built in a worker, printed through QtPdf, saved, opened."""

from __future__ import annotations

import io
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QDesktopServices
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from tests.ui.test_save_dialogs import choose_file
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.printing import blank_pdf
from yahtzee_desktop.ui.common.file_dialog import FileDialog
from yahtzee_desktop.ui.common.i18n import preset_title
from yahtzee_desktop.ui.printing import actions as printing_actions
from yahtzee_desktop.ui.printing import job_dialog
from yahtzee_desktop.ui.printing.actions import PrintActions
from yahtzee_desktop.ui.printing.pdf_worker import print_pdf

# The offscreen platform warns when any dialog is shown; that is not our concern.
pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")


@pytest.fixture
def window(qtbot: Any) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def _game() -> Game:
    game = Game(GameSetup.simple(["Alice", "Benoît"], preset("yams"), seed=3))
    for _ in range(4):
        game.roll()
        (column, box), _pts = max(game.state.options().items(), key=lambda kv: kv[1])
        game.score(box, column)
    return game


def _pages(path: Path) -> int:
    return len(PdfReader(io.BytesIO(path.read_bytes())).pages)


def save_as_pdf(dialog: Any, target: Path) -> QFileDialog:
    """Save as PDF… to `target`, through the app's file dialog as the user does (a name
    typed, then Save); returns the file dialog, now accepted."""
    dialog.save_button.click()
    box = dialog.save_box
    assert isinstance(box, FileDialog) and box.isVisible()
    choose_file(box, target)
    return box


def test_actions_follow_the_current_game(window: QWidget) -> None:
    current: list[Game | None] = [None]
    actions = PrintActions(window, lambda: current[0], lambda: "en")
    blank, game, rules = actions.actions()
    assert "blank" in blank.text() and "game" in game.text() and "Rules" in rules.text()
    assert not game.isEnabled()
    assert actions.this_game() is None
    current[0] = _game()
    actions.update_actions()
    assert game.isEnabled()


def test_print_pdf_renders_every_page_through_qtpdf(tmp_path: Path, qtbot: Any) -> None:
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    data = blank_pdf(preset("yams"), "games", "en", copies=2)
    assert print_pdf(printer, data) == 2
    assert _pages(out) == 2
    # The landscape grid turned the printer to landscape.
    page = PdfReader(io.BytesIO(out.read_bytes())).pages[0].mediabox
    assert float(page.width) > float(page.height)


def test_save_blank_sheets_as_pdf_runs_in_a_worker(
    window: QWidget, qtbot: Any, tmp_path: Path
) -> None:
    target = tmp_path / "pad"
    actions = PrintActions(window, lambda: None, lambda: "fr")
    dialog = actions.blank_sheets()
    qtbot.addWidget(dialog)
    dialog.copies.setValue(3)
    dialog.layout_box.setCurrentIndex(1)
    with qtbot.waitSignal(actions.saved, timeout=10000) as blocker:
        save_as_pdf(dialog, target)
    assert blocker.args == [str(target) + ".pdf"]  # the dialog's default suffix
    saved = Path(blocker.args[0])
    assert _pages(saved) == 3
    text = PdfReader(io.BytesIO(saved.read_bytes())).pages[0].extract_text()
    assert "Joueurs" in text and "Classement" in text


def test_print_this_game_through_the_print_dialog(
    window: QWidget, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "printer.pdf"
    printed: list[int] = []

    def accept(dialog: QPrintDialog) -> int:
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(out))
        return QDialog.DialogCode.Accepted.value

    real = job_dialog.print_pdf
    monkeypatch.setattr(QPrintDialog, "exec", accept)
    monkeypatch.setattr(job_dialog, "print_pdf", lambda p, d: printed.append(real(p, d)))
    game = _game()
    actions = PrintActions(window, lambda: game, lambda: "en")
    dialog = actions.this_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.print_button.click()
    qtbot.waitUntil(lambda: printed == [1], timeout=10000)
    assert _pages(out) == 1


def test_preview_draws_the_pdf_pages_and_prints_them(
    window: QWidget, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The preview is the PDF itself, drawn by QtPdf at the zoom shown (Qt's preview scaled
    an image down and lost grid lines); its Print… prints those pages."""
    from PySide6.QtPdf import QPdfDocument

    from yahtzee_desktop.ui.printing.pdf_preview import PdfPreview

    def accept(dialog: QPrintDialog) -> int:
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(tmp_path / "printed.pdf"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    actions = PrintActions(window, lambda: None, lambda: "en")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    dialog.preview_button.click()
    qtbot.waitUntil(lambda: dialog.preview_dialog is not None, timeout=10000)
    preview = dialog.preview_dialog
    assert isinstance(preview, PdfPreview) and preview.isVisible()
    assert preview.document.status() is QPdfDocument.Status.Ready
    assert preview.document.pageCount() == 1
    assert preview.windowTitle() == "Print preview: yahtzee-rules.pdf"
    preview.print_button.click()
    qtbot.waitUntil(lambda: (tmp_path / "printed.pdf").exists(), timeout=10000)
    assert actions.worker.wait(10000)
    assert _pages(tmp_path / "printed.pdf") == 1
    preview.close()
    actions.close()


def test_open_in_viewer_writes_a_temp_pdf(
    window: QWidget, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    monkeypatch.setattr(
        QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile()))
    )
    actions = PrintActions(window, lambda: None, lambda: "en")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: bool(opened), timeout=10000)
    assert opened[0].endswith("yahtzee-rules.pdf")
    assert _pages(Path(opened[0])) == 1


def test_a_failed_build_is_reported(
    window: QWidget, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(printing_actions, "warning", lambda *a: 0)
    actions = PrintActions(window, lambda: None, lambda: "en")

    def boom() -> bytes:
        raise ValueError("no room on the page")

    with qtbot.waitSignal(actions.failed, timeout=10000) as blocker:
        actions.run(boom, lambda _d: None)
    assert blocker.args == ["no room on the page"]


def test_printing_runs_off_the_gui_thread(
    window: QWidget, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: dict[str, threading.Thread] = {}
    real_print = job_dialog.print_pdf

    def print_pdf(p: QPrinter, d: bytes, *pages: Any) -> int:
        threads.setdefault("print", threading.current_thread())
        return real_print(p, d, *pages)

    def accept(dialog: QPrintDialog) -> int:
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(tmp_path / "out.pdf"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(job_dialog, "print_pdf", print_pdf)
    monkeypatch.setattr(QPrintDialog, "exec", accept)
    actions = PrintActions(window, lambda: None, lambda: "en")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    dialog.print_button.click()
    qtbot.waitUntil(lambda: "print" in threads, timeout=10000)
    assert actions.worker.wait(10000)
    assert threads["print"] is not threading.main_thread()
    assert _pages(tmp_path / "out.pdf") == 1
    actions.close()


def test_close_waits_for_the_job_and_drops_its_reply(window: QWidget, qtbot: Any) -> None:
    actions = PrintActions(window, lambda: None, lambda: "en")
    started = threading.Event()
    replies: list[object] = []

    def slow() -> bytes:
        started.set()
        time.sleep(0.3)
        return b"%PDF"

    actions.run(slow, replies.append)
    assert started.wait(5)
    actions.close()  # as the main window does when it closes
    assert actions.worker.pool.activeThreadCount() == 0
    qtbot.wait(50)
    assert replies == []  # no reply reaches a closing window
    actions.run(lambda: b"", replies.append)  # closed: nothing starts
    qtbot.wait(50)
    assert replies == [] and actions.worker.pool.activeThreadCount() == 0


def test_blank_sheets_with_the_pace_row(window: QWidget, qtbot: Any, tmp_path: Path) -> None:
    target = tmp_path / "pace.pdf"
    actions = PrintActions(window, lambda: None, lambda: "en")
    dialog = actions.blank_sheets()
    qtbot.addWidget(dialog)
    assert not dialog.pace.isChecked()  # optional: blank sheets print without it
    dialog.pace.setChecked(True)
    with qtbot.waitSignal(actions.saved, timeout=10000):
        save_as_pdf(dialog, target)
    text = PdfReader(io.BytesIO(target.read_bytes())).pages[0].extract_text()
    assert "Ahead/behind 63" in text
    dialog.pace.setChecked(False)
    target.unlink()  # else Qt asks whether to replace it
    with qtbot.waitSignal(actions.saved, timeout=10000):
        save_as_pdf(dialog, target)
    assert "Ahead/behind" not in PdfReader(io.BytesIO(target.read_bytes())).pages[0].extract_text()


def test_the_chances_page_is_made_on_the_worker(
    window: QWidget, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Print this game ▸ Chances page: the table and the story come on the pool's thread."""
    target = tmp_path / "game.pdf"
    threads: list[threading.Thread] = []
    real = printing_actions._story

    def story(*args: Any) -> Any:
        threads.append(threading.current_thread())
        return real(*args)

    monkeypatch.setattr(printing_actions, "_story", story)
    rules = preset("yacht", upper_bonus_threshold=20)
    game = Game(GameSetup.simple(["Mum", "Kids"], rules, seed=3))
    for _ in range(6):
        game.roll()
        (column, box), _pts = max(game.state.options().items(), key=lambda kv: kv[1])
        game.score(box, column)
    actions = PrintActions(window, lambda: game, lambda: "en", table_dir=lambda: tmp_path)
    dialog = actions.this_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.chances.isEnabled() and not dialog.chances.isChecked()
    dialog.chances.setChecked(True)
    with qtbot.waitSignal(actions.saved, timeout=60000):
        save_as_pdf(dialog, target)
    assert threads and threads[0] is not threading.main_thread()
    pages = PdfReader(io.BytesIO(target.read_bytes())).pages
    assert len(pages) == 2 and "Mum" in pages[1].extract_text()
    actions.close()


def test_no_chances_page_for_rules_without_a_table(window: QWidget, qtbot: Any) -> None:
    game = _game()  # Yams: several columns
    actions = PrintActions(window, lambda: game, lambda: "en")
    dialog = actions.this_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.chances.setChecked(True)
    assert not dialog.chances.isEnabled() and not dialog.options().chances
    blank = actions.blank_sheets()
    qtbot.addWidget(blank)
    assert blank.chances.isHidden()


def test_the_rules_sheet_says_what_it_prints(window: QWidget, qtbot: Any) -> None:
    """Which rules, in which language, on how much paper: said before any button."""
    game = _game()
    actions = PrintActions(window, lambda: game, lambda: "fr")
    dialog = actions.rules_sheet()
    qtbot.addWidget(dialog)
    text = dialog.description_label.text()
    assert dialog.description_label.isVisibleTo(dialog)
    assert "game being played" in text and preset_title("yams") in text
    assert "in French" in text and "A4" in text  # the app's language: French here
    assert "options" not in text
    dialog.close()

    for rules, custom in (
        (preset("yahtzee", upper_bonus=35), False),
        (preset("yahtzee", upper_bonus=0), True),
    ):
        actions = PrintActions(window, lambda: None, lambda: "en", default_rules=lambda r=rules: r)
        dialog = actions.rules_sheet()
        qtbot.addWidget(dialog)
        text = dialog.description_label.text()
        assert "new games" in text and "Yahtzee (official rules)" in text
        assert "in English" in text
        assert ("changed options" in text) is custom


def test_preview_and_pdf_reader_say_how_they_differ(window: QWidget, qtbot: Any) -> None:
    dialog = PrintActions(window, lambda: None, lambda: "en").blank_sheets()
    qtbot.addWidget(dialog)
    assert "Open in PDF reader" in dialog.open_button.text().replace("&", "")
    assert "Print preview" in dialog.preview_button.text().replace("&", "")
    assert "printed" in dialog.preview_button.toolTip()
    assert "PDF reader" in dialog.open_button.toolTip()
    assert dialog.preview_button.toolTip() != dialog.open_button.toolTip()


def test_the_pace_option_says_what_the_row_shows(window: QWidget, qtbot: Any) -> None:
    """No "par" jargon: ahead of or behind the points the upper bonus asks for."""
    dialog = PrintActions(window, lambda: None, lambda: "en").blank_sheets()
    qtbot.addWidget(dialog)
    label, tip = dialog.pace.text(), dialog.pace.toolTip()
    assert "par" not in label.split() and "upper bonus" in label
    assert "ahead of or behind 63" in label
    assert "ahead of or behind the 63 points" in tip


def test_blank_sheets_say_what_they_print(window: QWidget, qtbot: Any) -> None:
    """Empty sheets for a pen, which rules and which language, said above the options."""
    game = _game()
    for current, lang, rules_name, language in (
        (lambda: game, "fr", preset_title("yams"), "in French"),
        (lambda: None, "en", "Yahtzee (official rules)", "in English"),
    ):
        dialog = PrintActions(window, current, lambda lang=lang: lang).blank_sheets()
        qtbot.addWidget(dialog)
        label = dialog.description_label
        assert label.isVisibleTo(dialog) and label.wordWrap()
        text = label.text()
        assert text.startswith("Prints empty score sheets") and "pen" in text
        assert rules_name in text and language in text
        dialog.close()


def _played(names: list[str], rules: str, games: int) -> Game:
    game = Game(GameSetup.simple(names, preset(rules), games=games, seed=3))
    game.roll()
    (column, box), _points = max(game.state.options().items(), key=lambda kv: kv[1])
    game.score(box, column)
    return game


@pytest.mark.parametrize(
    ("names", "rules", "games", "says", "chances"),
    [
        (["Ann"], "yahtzee", 1, "every box and total, on one A4 page", False),
        (["Ann"], "yahtzee", 3, "one column per game of the series", False),
        (["Ann", "Bob"], "yahtzee", 1, "winners starred once the game is over", True),
        (["Ann", "Bob"], "yahtzee", 3, "every game played on its own A4 page", True),
        (["Ann", "Bob"], "yams", 1, "every player's boxes and totals", False),
    ],
)
def test_print_this_game_says_what_it_prints(
    window: QWidget,
    qtbot: Any,
    names: list[str],
    rules: str,
    games: int,
    says: str,
    chances: bool,
) -> None:
    """The sheets as written so far (`printing.filled`: one player's games side by side on
    one page, or every player's card game by game), and the chances page when it can be
    added (the box is there, enabled, for two players or more with one column)."""
    game = _played(names, rules, games)
    dialog = PrintActions(window, lambda: game, lambda: "en").this_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    text = dialog.description_label.text()
    assert dialog.description_label.isVisibleTo(dialog)
    assert text.startswith("Prints the score sheet") and "as written so far" in text
    assert says in text and "in English" in text
    assert ("Chances page" in text) is chances is dialog.chances.isEnabled()


def test_print_this_game_says_the_pad_once_more_games_than_players_are_begun(
    window: QWidget, qtbot: Any
) -> None:
    """A 2-player series with its third game begun prints as the pad (one sheet per player,
    its games side by side: `GameState.sheets_per_player`), and the dialog says so, not
    "every game on its own page" (it did, after issue 30 changed the printout)."""
    from tests.play import greedy_step

    game = Game(GameSetup.simple(["Ann", "Bob"], preset("yahtzee"), games=6, seed=3))
    while game.state.game_index < 2 or not game.state.game_started(2):
        greedy_step(game)
    assert game.state.sheets_per_player()
    dialog = PrintActions(window, lambda: game, lambda: "en").this_game()
    assert dialog is not None
    qtbot.addWidget(dialog)
    text = dialog.description_label.text()
    assert "one A4 sheet per player" in text and "own A4 page" not in text
