"""The review table in the coach's plain words, English and French: "Keep 4-4-4 and
re-roll two", "Expected points lost: 157.4 over 23 decisions. Rating: Needs work." were
the grown-ups' jargon beside a hint a child reads aloud; and the table still fits a
1366x768 laptop at 125 %."""

from __future__ import annotations

import dataclasses
import re

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.strategy import Choice, Decision, Hint, ReviewEntry
from yahtzee_desktop.ui.coach.plain_words import plain_figures, plain_start
from yahtzee_desktop.ui.coach.review import ReviewDialog, TurnDecision, fitted_size
from yahtzee_desktop.ui.common.i18n import install_translators

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

JARGON = re.compile(r"re-?roll|expected|decision|rating|\d-\d|estimates:", re.IGNORECASE)


def at(dice, rolls):
    state = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1)).state
    return dataclasses.replace(state, dice=tuple(dice), rolls=rolls)


def row(turn, dice, rolls, choice, chosen, best):
    state = at(dice, rolls)
    decision = Decision(state.card, state.dice, 3 - rolls, choice, roll=rolls)
    entry = ReviewEntry(decision=decision, chosen=chosen, best=best, loss=best.expected - chosen)
    return TurnDecision(0, 0, turn, "Ann", decision, state), entry


ROWS = [
    row(0, (4, 2, 4, 6, 4), 1, (4, 4), 230.1, Choice(235.5, keep=(4, 4, 4))),
    row(
        1,
        (1, 2, 3, 4, 6),
        1,
        (0, "small_straight"),
        240.0,
        Choice(240.0, box=(0, "small_straight")),
    ),
    row(2, (3, 3, 3, 3, 3), 3, (0, "threes"), 200.0, Choice(250.0, box=(0, "yahtzee"))),
    row(3, (2, 3, 4, 5, 6), 1, (2, 3, 4, 5, 6), 239.8, Choice(240.1, box=(0, "large_straight"))),
    row(4, (3, 3, 4, 1, 2), 2, (1, 2, 3, 3), 230.0, Choice(232.0, keep=(2, 2, 3, 3))),
]

ENGLISH = [
    ["1", "2 4 4 4 6", "2", "Keep the two 4s, then roll the other three dice",
     "Keep the three 4s, then roll the other two dice", "5"],
    ["2", "1 2 3 4 6", "2", "Score 30 in Small straight now", "\u2713", "—"],
    ["3", "3 3 3 3 3", "0", "Score 15 in Threes", "Score 50 in Yahtzee", "50"],
    ["4", "2 3 4 5 6", "2", "Keep all five dice", "Score 40 in Large straight now",
     "less than 1"],
    ["5", "1 2 3 3 4", "1", "Keep the two 3s, the 1 and the 2, then roll the other die",
     "Keep the two 2s and the two 3s, then roll the other die", "2"],
]  # fmt: skip

FRENCH = [
    ["1", "2 4 4 4 6", "2", "Garder les deux 4, puis relancer les trois autres dés",
     "Garder les trois 4, puis relancer les deux autres dés", "5"],
    ["2", "1 2 3 4 6", "2", "Marquer 30 en Petite suite tout de suite", "\u2713", "—"],
    ["3", "3 3 3 3 3", "0", "Marquer 15 en Trois", "Marquer 50 en Yahtzee", "50"],
    ["4", "2 3 4 5 6", "2", "Garder les cinq dés", "Marquer 40 en Grande suite tout de suite",
     "moins de 1"],
    ["5", "1 2 3 3 4", "1", "Garder les deux 3, le 1 et le 2, puis relancer l’autre dé",
     "Garder les deux 2 et les deux 3, puis relancer l’autre dé", "2"],
]  # fmt: skip


@pytest.fixture
def dialog(qtbot, make_window):
    """A review dialog showing ROWS (an unplayed game: nothing of its own to review)."""
    window = make_window(["Ann"], seed=3, games=1)
    dialog = ReviewDialog(window.session.game, window.coach.service, None, window)
    qtbot.waitUntil(lambda: dialog.finished_review, timeout=10_000)
    dialog.results = list(ROWS)
    dialog.seat_combo.addItem("Ann", 0)
    dialog.game_combo.addItem("", 0)
    dialog.retranslate()
    yield dialog
    dialog.reject()


def cells(dialog):
    table = dialog.table
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


@pytest.mark.parametrize(("language", "words"), [("en", ENGLISH), ("fr", FRENCH)])
def test_the_review_table_reads_aloud(english, dialog, language, words):
    install_translators(english, language)
    dialog.retranslate()
    assert cells(dialog) == words
    for line in cells(dialog):
        assert not JARGON.search(" ".join(line))


def test_each_loss_tells_its_exact_figures_in_a_sentence(english, dialog):
    tip = dialog.table.item(0, 5).toolTip()
    assert tip == (
        "Keeping the two 4s cost you 5.4 points on average (230.1 points by the end of the "
        "game instead of 235.5). It would have been better to keep the three 4s, then roll "
        "the other two dice."
    )
    assert dialog.table.item(1, 5).toolTip() == ""
    assert dialog.table.item(1, 4).toolTip() == "The best choice"


def test_the_summary_in_short_sentences(english, dialog):
    assert dialog.summary.text() == (
        "You made 5 choices. Compared with the best choices, you lost about 58 points on "
        "average. How you played: Keep trying."
    )
    assert dialog.summary_text(1, 0.3, "perfect") == (
        "You made 1 choice. You always made the best choice, or very nearly. "
        "How you played: Perfect."
    )
    assert "you lost about 1 point on average. How you played: Excellent." in (
        dialog.summary_text(4, 1.2, "excellent")
    )
    dialog.exact = False
    assert dialog.summary_text(4, 20.0, "fair").endswith(
        "How you played: Not bad. For these rules the coach can only estimate."
    )
    install_translators(english, "fr")
    dialog.exact = True
    dialog.retranslate()
    assert dialog.summary.text() == (
        "Vous avez fait 5 choix. Par rapport aux meilleurs choix, vous avez perdu environ "
        "58 points en moyenne. Votre partie\u00a0: encore un effort."
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_review_fits_a_laptop_at_125_percent(qtbot, english, dialog, language):
    """1366x768 at 125 % leaves 1093x614: the dialog fits with its frame, no column
    scrolls sideways, every choice shows whole (wrapped if it must), every narrow column
    holds its figures and its title."""
    install_translators(english, language)
    dialog.retranslate()
    size = fitted_size(QSize(1366 * 4 // 5, 768 * 4 // 5))
    assert size.width() <= 1093 - 30 and size.height() <= 614 - 40
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(size)
    qtbot.waitUntil(lambda: dialog.size() == size)
    hint = dialog.minimumSizeHint()
    assert hint.width() <= size.width() and hint.height() <= size.height()
    table = dialog.table
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    assert sum(widths) <= table.viewport().width()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            room = QRect(0, 0, widths[c] - 6, 10_000)  # the cell's text margins
            needed = QFontMetrics(item.font()).boundingRect(
                room, Qt.TextFlag.TextWordWrap, item.text()
            )
            assert needed.width() <= widths[c] - 6, (item.text(), widths[c])
            assert needed.height() <= table.rowHeight(r), item.text()
    header = table.horizontalHeader()
    for c in dialog.NARROW:
        title = table.horizontalHeaderItem(c).text()
        needed = header.fontMetrics().boundingRect(
            QRect(0, 0, widths[c] - 8, 10_000), Qt.TextFlag.TextWordWrap, title
        )
        assert needed.height() <= header.height(), title
    assert max(widths[3], widths[4]) < size.width() // 2  # the choices share the width


def test_estimates_in_a_familys_words_in_both_languages(english):
    """Triple Yahtzee, Yams: "(estimates: this variant has no exact solution)" — never
    in the catalogue, the French hint said it in English."""
    state = at((6, 6, 6, 1, 2), 1)
    hint = Hint(exact=False, rolls_left=2, choices=(Choice(236.0, keep=(6, 6, 6)),))
    assert plain_figures(hint, state).endswith("\nFor these rules the coach can only estimate.")
    assert plain_start(231.6, False) == (
        "Roll the dice. Playing well, you’d end this game with about 232 points on average. "
        "For these rules the coach can only estimate."
    )
    install_translators(english, "fr")
    assert plain_figures(hint, state).endswith("\nPour ces règles, le coach ne peut qu’estimer.")
    assert plain_start(231.6, False).endswith(". Pour ces règles, le coach ne peut qu’estimer.")
