"""The coach's sentences read aloud by a child: "Keep 1, 2, 3 and 4 and roll one die"
(two "and"s) made them stumble; so did the note's tooltip in the old jargon ("Coach: …
re-rolling 4-4"). Every shape of a keep, in English and French."""

from __future__ import annotations

import dataclasses
import itertools
import re

import pytest

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.strategy import Choice, Decision, ReviewEntry
from yahtzee_desktop.ui.coach.figures import hint_text, note_figures
from yahtzee_desktop.ui.coach.plain_words import plain_choice, plain_note
from yahtzee_desktop.ui.common.i18n import install_translators


def table(dice=(4, 2, 4, 6, 4), rolls=1):
    """A fresh official game with these dice on the table after `rolls` rolls."""
    state = Game(GameSetup.simple(["Ann"], preset("yahtzee"), seed=1)).state
    return dataclasses.replace(state, dice=tuple(dice), rolls=rolls)


def keep(*dice: int) -> Choice:
    return Choice(200.0, keep=tuple(sorted(dice)))


ENGLISH_HINTS = [
    ((1, 2, 3, 4), "Keep 1, 2, 3 and 4, then roll the other die"),
    ((4, 4, 4), "Keep the three 4s, then roll the other two dice"),
    ((5, 5, 6), "Keep the two 5s and the 6, then roll the other two dice"),
    ((2, 4, 4, 4), "Keep the three 4s and the 2, then roll the other die"),
    ((6,), "Keep the 6, then roll the other four dice"),
    ((), "Roll all five dice again"),
    ((3, 3, 3, 3, 3), "Keep all five dice"),
]

FRENCH_HINTS = [
    ((1, 2, 3, 4), "Garder 1, 2, 3 et 4, puis relancer l’autre dé"),
    ((4, 4, 4), "Garder les trois 4, puis relancer les deux autres dés"),
    ((5, 5, 6), "Garder les deux 5 et le 6, puis relancer les deux autres dés"),
    ((2, 4, 4, 4), "Garder les trois 4 et le 2, puis relancer l’autre dé"),
    ((6,), "Garder le 6, puis relancer les quatre autres dés"),
    ((), "Relancer les cinq dés"),
    ((3, 3, 3, 3, 3), "Garder les cinq dés"),
]


@pytest.mark.parametrize(("kept", "words"), ENGLISH_HINTS)
def test_a_hint_reads_aloud(english, kept, words):
    assert plain_choice(keep(*kept), table()) == words


@pytest.mark.parametrize(("kept", "words"), FRENCH_HINTS)
def test_a_hint_reads_aloud_in_french(english, kept, words):
    install_translators(english, "fr")
    assert plain_choice(keep(*kept), table()) == words


def every_keep():
    for size in range(5):
        yield from itertools.combinations_with_replacement(range(1, 7), size)


@pytest.mark.parametrize(("language", "word"), [("en", " and "), ("fr", " et ")])
def test_no_sentence_says_and_twice(english, language, word):
    """Whatever is kept, a hint and each sentence of a note join with one "and" at most."""
    install_translators(english, language)
    state = table()
    best = Choice(230.0, box=(0, "chance"))
    for kept in every_keep():
        hint = plain_choice(keep(*kept), state)
        assert hint.count(word) <= 1, hint
        for note in (
            plain_note(keep(*kept), best, 5.0, state, True),
            plain_note(best, keep(*kept), 5.0, state, True),
        ):
            for sentence in re.split(r"(?<=\.) ", note):
                assert sentence.count(word) <= 1, note


def test_a_note_in_two_short_sentences(english):
    state = table((4, 4, 2, 6, 5))
    note = plain_note(Choice(224.0, box=(0, "yahtzee")), keep(4, 4), 14.3, state, True)
    assert note == (
        "Scoring 0 in Yahtzee right away cost you about 14 points on average. "
        "It would have been better to keep the two 4s, then roll the other three dice."
    )
    straight = table((1, 2, 3, 4, 6))
    note = plain_note(
        keep(1, 2, 3, 4), Choice(240.0, box=(0, "small_straight")), 3.4, straight, True
    )
    assert note == (
        "Keeping 1, 2, 3 and 4 cost you about 3 points on average. "
        "It would have been better to score 30 in Small straight right away."
    )


def test_a_note_in_two_short_sentences_in_french(english):
    install_translators(english, "fr")
    state = table((4, 4, 2, 6, 5))
    note = plain_note(Choice(224.0, box=(0, "yahtzee")), keep(4, 4), 14.3, state, True)
    assert note == (
        "Marquer 0 en Yahtzee tout de suite vous a coûté environ 14 points en moyenne. "
        "Il aurait mieux valu garder les deux 4, puis relancer les trois autres dés."
    )
    straight = table((1, 2, 3, 4, 6))
    note = plain_note(
        keep(1, 2, 3, 4), Choice(240.0, box=(0, "small_straight")), 3.4, straight, True
    )
    assert note.startswith("Garder 1, 2, 3 et 4 vous a coûté environ 3 points en moyenne. ")


def _entry(decision: Decision, chosen: float, best: Choice) -> ReviewEntry:
    return ReviewEntry(decision=decision, chosen=chosen, best=best, loss=best.expected - chosen)


JARGON = re.compile(r"re-?roll|expected|Coach:|\d-\d", re.IGNORECASE)


def test_the_notes_tooltip_says_the_notes_words_with_exact_figures(english):
    """The tooltip said "Coach: scoring Yahtzee now gave up 14.3 points on average;
    keeping 4-4 and re-rolling three was better (238.4)." under a note in plain words."""
    state = table((4, 4, 2, 6, 5))
    decision = Decision(state.card, state.dice, 2, (0, "yahtzee"), roll=1)
    entry = _entry(decision, 224.1, Choice(238.4, keep=(4, 4)))
    tip = note_figures(decision, entry, state, True)
    assert tip == (
        "Scoring 0 in Yahtzee right away cost you 14.3 points on average (224.1 points by "
        "the end of the game instead of 238.4). It would have been better to keep the two "
        "4s, then roll the other three dice."
    )
    assert not JARGON.search(tip)
    kept = Decision(state.card, state.dice, 2, (4, 4, 5), roll=1)
    tip = note_figures(kept, _entry(kept, 230.0, Choice(232.5, keep=(4, 4))), state, False)
    assert tip.startswith("Keeping the two 4s and the 5 cost you 2.5 points on average")
    assert tip.endswith("For these rules the coach can only estimate.")
    install_translators(english, "fr")
    tip = note_figures(decision, entry, state, True)
    assert tip == (
        "Marquer 0 en Yahtzee tout de suite vous a coûté 14,3 points en moyenne (224,1 points "
        "à la fin de la partie au lieu de 238,4). Il aurait mieux valu garder les deux 4, "
        "puis relancer les trois autres dés."
    )


def test_the_hints_tooltip_says_the_hints_words_with_exact_figures(english):
    """The hint's figures said "Keep 4-4-4 and re-roll two: 238.4 expected; scoring Fours
    now: 231.0": the same choices as the hint words them, a line each."""
    from yahtzee_desktop.strategy import Hint

    state = table((4, 4, 4, 2, 6))
    choices = (Choice(238.4, keep=(4, 4, 4)), Choice(231.0, box=(0, "fours")))
    hint = Hint(exact=True, rolls_left=2, choices=(*choices, Choice(229.9, keep=(4, 4))))
    text = hint_text(hint, state)
    assert text.split("\n") == [
        "Keep the three 4s, then roll the other two dice: 238.4 points by the end of the "
        "game, on average",
        "Score 12 in Fours now: 231.0",
        "Keep the two 4s, then roll the other three dice: 229.9",
    ]
    assert not JARGON.search(text)
    install_translators(english, "fr")
    assert (
        hint_text(hint, state).split("\n")[1] == "Marquer 12 en Quatre tout de suite\u00a0: 231,0"
    )


def test_the_next_best_choice_starts_with_or(english):
    """ "Keep 1, 2, 3 and 4, then roll the other die instead: you’d end with …" stacked a
    clause on a clause: the next best choice now reads "Or keep …: you’d end with …"."""
    from yahtzee_desktop.strategy import Hint
    from yahtzee_desktop.ui.coach.plain_words import plain_figures

    state = table((1, 2, 3, 4, 6))
    choices = (Choice(240.4, box=(0, "small_straight")), Choice(238.9, keep=(1, 2, 3, 4)))
    hint = Hint(exact=True, rolls_left=2, choices=choices)
    lines = plain_figures(hint, state).split("\n")
    assert lines[1] == (
        "Or keep 1, 2, 3 and 4, then roll the other die: you’d end with about 239 on average."
    )
    install_translators(english, "fr")
    lines = plain_figures(hint, state).split("\n")
    assert lines[1] == (
        "Ou garder 1, 2, 3 et 4, puis relancer l’autre dé\u00a0: vous finiriez avec environ 239 "
        "en moyenne."
    )


def test_the_figures_are_explained_in_plain_words(qtbot, make_window, english):
    """Under the figures' lines, "Expected final total of the card after each choice, with
    best play after it" was the grown-ups' jargon the hint no longer speaks."""
    window = make_window(["Ann"], seed=4242)
    tip = window.coach.detail_label.toolTip()
    assert tip == (
        "Each figure: the points you’d end the game with on average after that choice, "
        "playing your best from then on."
    )
    assert not JARGON.search(tip)
    install_translators(english, "fr")
    qtbot.waitUntil(lambda: window.coach.detail_label.toolTip().startswith("Chaque nombre"))
    assert window.coach.detail_label.toolTip() == (
        "Chaque nombre\u00a0: les points avec lesquels vous finiriez la partie en moyenne "
        "après ce choix, en jouant au mieux ensuite."
    )
