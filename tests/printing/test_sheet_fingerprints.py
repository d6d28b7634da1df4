"""Every kind of score sheet draws exactly as recorded: a refactoring of the layout code
must not move a single stroke.

The corpus covers the blank sheets (every preset, both layouts, both languages, with and
without the pace row, the rule options that change the grid) and filled ones (a solo
series, a finished duel with winners and series totals, a second page of seats, names cut
in the fields and the headings, a voided Plus/Moins). Each PDF is reduced to its pages'
sizes and decompressed content streams, so the metadata does not count.

A layout change that is meant must update the record, and the diff says which sheets
moved: `python -m tests.printing.test_sheet_fingerprints` rewrites
`sheet_fingerprints.json`. The streams are ReportLab's own writing, so the record holds the
ReportLab version it was made with and is skipped (saying so) under another one: a newer
ReportLab on a fresh machine is not a layout change.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import reportlab
from pypdf import PdfReader

from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import PRESETS, Joker, preset
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.printing import blank_pdf, filled_pdf

from .conftest import new_game, play

RECORD = Path(__file__).with_name("sheet_fingerprints.json")
LONG_NAME = " ".join(["Anne-Sophie de La Tour d’Auvergne"] * 6)

BLANK_OPTIONS: dict[str, tuple[str, dict[str, object]]] = {
    "yams-dry": ("yams", {"dry_column": True}),
    "yams-dry-chance": ("yams", {"dry_column": True, "chance": True}),
    "yahtzee-upper-first-free-joker": ("yahtzee", {"upper_first": True, "joker": Joker.FREE}),
    "yahtzee-no-bonuses": ("yahtzee", {"upper_bonus": 0, "yahtzee_bonus": 0, "chance": False}),
}


def _voided_yams(seed: int) -> Game:
    """Yams with Moins scored first and Plus next in the free column, then greedy play."""
    setup = GameSetup.simple(
        ["Ana", "Jo"], preset("yams"), seed=seed, started="2025-06-01T20:00:00"
    )
    game = Game(setup)
    for box in ("minus", "minus", "plus", "plus"):
        game.roll()
        game.score(box, 1)
    return play(game, 30)


def _void_game() -> Game:
    for seed in range(1, 50):
        game = _voided_yams(seed)
        if any(game.state.cards[0][s].column_totals(1).plus_minus_void for s in range(2)):
            return game
    raise AssertionError("no seed voids Plus/Moins")


def corpus() -> Iterator[tuple[str, Callable[[], bytes]]]:
    """(name, render) for every sheet of the record."""
    for lang in ("en", "fr"):
        for name in PRESETS:
            for layout in ("games", "players"):
                for pace in (False, True):
                    yield (
                        f"blank/{name}/{layout}/{lang}/pace={pace}",
                        lambda n=name, lo=layout, la=lang, p=pace: blank_pdf(
                            preset(n), lo, la, invariant=True, pace=p
                        ),
                    )
        for label, (name, options) in BLANK_OPTIONS.items():
            for layout in ("games", "players"):
                yield (
                    f"blank/{label}/{layout}/{lang}",
                    lambda n=name, o=options, lo=layout, la=lang: blank_pdf(
                        preset(n, **o), lo, la, invariant=True
                    ),
                )
        filled: dict[str, Callable[[], Game]] = {
            "solo-series-running": lambda: play(new_game(["Zoé"], games=3), 20),
            "solo-finished": lambda: play(new_game(["Mum"]), 1000),
            "duel-finished": lambda: play(new_game(["Alice", "Benoît"], games=2), 200),
            "triple-duel": lambda: play(new_game(["Ann", "Bob"], "triple-yahtzee"), 100),
            "eight-seats": lambda: play(new_game([f"P{i}" for i in range(8)]), 30),
            "long-name-solo": lambda: play(new_game([LONG_NAME], games=2), 20),
            "long-name-yams": lambda: play(new_game([LONG_NAME, "Bo"], "yams", games=6), 20),
            "long-name-triple-six": lambda: play(
                new_game([LONG_NAME], "triple-yahtzee", games=6), 20
            ),
            "six-long-names": lambda: play(
                new_game([f"{LONG_NAME} {i}" for i in range(6)], "triple-yahtzee"), 20
            ),
            "rtl-names": lambda: play(new_game(["سارة", "דוד", "Émile"], "yatzy"), 40),
            "yams-dry": lambda: play(new_game(["Ana", "Jo"], "yams", dry_column=True), 60),
            "yams-void": _void_game,
            "yacht-finished": lambda: play(new_game(["Ann", "Bob", "Cy"], "yacht"), 500),
            "maxi-yatzy-finished": lambda: play(
                new_game(["Astrid", "Lars", "Inga"], "maxi-yatzy"), 500
            ),
        }
        for label, make in filled.items():
            yield (
                f"filled/{label}/{lang}",
                lambda m=make, la=lang: filled_pdf(m(), la, invariant=True),
            )


def fingerprint(data: bytes) -> str:
    """The pages' sizes and drawing operators, hashed; the metadata left out."""
    digest = hashlib.sha256()
    for page in PdfReader(io.BytesIO(data)).pages:
        digest.update(repr([float(v) for v in page.mediabox]).encode())
        contents = page.get_contents()
        digest.update(b"" if contents is None else contents.get_data())
    return digest.hexdigest()


VERSION_KEY = "_reportlab"


def fingerprints() -> dict[str, str]:
    return {name: fingerprint(render()) for name, render in corpus()}


def test_every_sheet_draws_as_recorded() -> None:
    recorded = json.loads(RECORD.read_text(encoding="utf-8"))
    made_with = recorded.pop(VERSION_KEY)
    if made_with != reportlab.Version:
        pytest.skip(f"recorded with ReportLab {made_with}, running {reportlab.Version}")
    now = fingerprints()
    assert sorted(now) == sorted(recorded), "the corpus changed: rewrite the record"
    moved = [name for name in now if now[name] != recorded[name]]
    assert not moved, f"these sheets draw differently: {moved}"


def test_the_corpus_reaches_the_rare_cases() -> None:
    """The record is worth something only if it holds the cases a refactoring could break."""
    game = _void_game()
    assert any(game.state.cards[0][s].column_totals(1).plus_minus_void for s in range(2))


if __name__ == "__main__":
    record = {VERSION_KEY: reportlab.Version, **fingerprints()}
    RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", "utf-8")
    print(f"rewrote {RECORD}", file=sys.stderr)
