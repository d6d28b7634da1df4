"""The chances page of a filled sheet (issue 16): the story of the game drawn for paper."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.cli import main
from yahtzee_desktop.core.game import Game
from yahtzee_desktop.core.rules import preset
from yahtzee_desktop.core.savefile import save_game
from yahtzee_desktop.core.setup import GameSetup
from yahtzee_desktop.printing import filled_pdf
from yahtzee_desktop.printing.story import moment_text, sheet_story

from .conftest import new_game, pdf_pages, play
from .test_page_quality import NAMES, check_pdf

RULES = {"upper_bonus_threshold": 20}
"""Yacht with a low bonus: its table builds in well under a second."""


@pytest.fixture(scope="module")
def chances(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from yahtzee_desktop.strategy.chances import WinChances

    return WinChances.load_or_build(preset("yacht", **RULES), tmp_path_factory.mktemp("tables"))


def _game(names: list[str], games: int = 1) -> Game:
    return play(new_game(names, "yacht", games=games, **RULES), 1000)


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_chances_page_follows_the_sheet(chances) -> None:  # type: ignore[no-untyped-def]
    game = _game(["Mum", "Kids", "Robo"])
    story = sheet_story(chances, game.setup, game.actions)
    assert not story.series and story.moments()
    pages = pdf_pages(filled_pdf(game, "en", story=story))
    assert len(pages) == 2
    assert len(pdf_pages(filled_pdf(game, "en"))) == 1  # not without the option
    page = _flat(pages[1])
    assert "How the chances of winning moved" in page
    for name in ("Mum", "Kids", "Robo"):  # the legend
        assert name in page
    for n, moment in enumerate(story.moments(), 1):
        assert _flat(f"{n}. {moment_text(moment, game.setup, False, 'en')}") in page
    assert "100%" in page and "0%" in page and "Turns" in page


def test_a_series_tells_the_series_in_french(chances) -> None:  # type: ignore[no-untyped-def]
    game = _game(["Alice", "Benoît"], games=2)
    story = sheet_story(chances, game.setup, game.actions)
    assert story.series
    data = filled_pdf(game, "fr", story=story)
    pages = pdf_pages(data)
    assert len(pages) == 3  # one sheet per game, then the story
    page = pages[2]
    assert "Comment les chances de gagner la série ont évolué" in page
    assert "Partie 2" in page and "100\u202f%" in page
    assert check_pdf(data, "fr") == []


def test_a_moment_tells_the_box_and_its_bonuses_apart() -> None:
    """Mum's 30 in Sixes with a Yahtzee bonus of 100 printed as "Mum scores 130 in Sixes"."""
    from yahtzee_desktop.strategy.story import Moment

    setup = GameSetup.simple(["Mum", "Kids"], preset("yahtzee"), games=1)
    sixes = Moment(20, 0, 8, 0, "sixes", 130, 0.2, 0.55, 30, 100, 0)
    assert moment_text(sixes, setup, False, "en").startswith(
        "Turn 9 — Mum scores 30 in Sixes and a Yahtzee bonus of 100: 20%"
    )
    assert "Mum marque 30 en Six et une prime Yahtzee de 100" in moment_text(
        sixes, setup, False, "fr"
    )
    upper = Moment(20, 0, 8, 1, "sixes", 59, 0.2, 0.55, 24, 0, 35)
    assert "Kids marque 24 en Six et le bonus du haut de 35" in moment_text(
        upper, setup, False, "fr"
    )
    both = Moment(20, 0, 8, 1, "sixes", 165, 0.2, 0.55, 30, 100, 35)
    assert "Kids scores 30 in Sixes, a Yahtzee bonus of 100 and the upper bonus of 35" in (
        moment_text(both, setup, False, "en")
    )
    crossed = Moment(20, 0, 8, 0, "aces", 100, 0.2, 0.55, 0, 100, 0)
    assert "Mum barre As mais gagne une prime Yahtzee de 100" in moment_text(
        crossed, setup, False, "fr"
    )


def test_the_page_is_clean_with_many_long_names(chances) -> None:  # type: ignore[no-untyped-def]
    """Eight seats (every line style), right-to-left and very long names."""
    names = [n for n in NAMES if n != "山田 太郎"][:8]
    game = _game(names)
    data = filled_pdf(game, "en", story=sheet_story(chances, game.setup, game.actions))
    assert check_pdf(data, "en") == []
    page = _flat(pdf_pages(data)[-1])
    assert "Marie-Françoise" in page and "…" in page  # fitted like the sheets' names


def test_an_unplayed_game_prints_an_empty_chart(chances) -> None:  # type: ignore[no-untyped-def]
    game = new_game(["Mum", "Kids"], "yacht", **RULES)
    data = filled_pdf(game, "en", story=sheet_story(chances, game.setup, game.actions))
    assert "No box scored yet." in pdf_pages(data)[1]
    assert check_pdf(data, "en") == []


def test_the_command_line_builds_the_table_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "game.json"
    save_game(_game(["Mum", "Kids"]), save)
    out = tmp_path / "game.pdf"
    args = ["print", "filled", str(save), "--chances", "-o", str(out)]
    assert main(args) == 0
    assert "building the table" in capsys.readouterr().err
    assert len(pdf_pages(out.read_bytes())) == 2
    assert main(args) == 0  # from the cache now, silently
    assert capsys.readouterr().err == ""


def test_the_command_line_charts_each_seat_as_it_plays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its page says "Chances follow how each player plays": it charted every seat as an
    expert (no styles given), so its figures were not the app's column (39 % printed
    where the app showed 40)."""
    from yahtzee_desktop.printing import story
    from yahtzee_desktop.strategy.levels import EXPERT

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    asked: list[object] = []
    real = story.sheet_story

    def recording(*args: object) -> object:
        asked.append(args[3] if len(args) > 3 else None)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(story, "sheet_story", recording)
    save = tmp_path / "game.json"
    save_game(_game(["Mum", "Kids"]), save)
    args = ["print", "filled", str(save), "--chances", "-o", str(tmp_path / "game.pdf")]
    assert main(args) == 0
    (styles,) = asked
    assert styles is not None and len(styles) == 2  # type: ignore[arg-type]
    assert all(seat[0] != EXPERT for seat in styles)  # type: ignore[attr-defined]


@pytest.mark.parametrize("rules", ["yams", "triple-yahtzee", "maxi-yatzy"])
def test_the_command_line_refuses_rules_without_a_table(
    rules: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    save = tmp_path / "game.json"
    save_game(play(new_game(["Mum", "Kids"], rules), 4), save)
    out = tmp_path / "game.pdf"
    assert main(["print", "filled", str(save), "--chances", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no table of win chances" in err
    assert not out.exists()
    assert not (tmp_path / "cache").exists()  # nothing built


def test_the_command_line_refuses_a_solo_game(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    save_game(Game(GameSetup.simple(["Solo"], preset("yacht", **RULES))), save)
    assert main(["print", "filled", str(save), "--chances", "-o", str(tmp_path / "x.pdf")]) == 2
