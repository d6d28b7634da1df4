"""`yahtzee-desktop print ...`: files written whole, one-line errors with exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.cli import main
from yahtzee_desktop.core.savefile import save_game

from .conftest import new_game, pdf_pages, play


def test_blank_pad_with_options(tmp_path: Path) -> None:
    out = tmp_path / "pad.pdf"
    code = main(
        [
            "print",
            "blank",
            "--rules",
            "yahtzee",
            "--layout",
            "players",
            "--lang",
            "fr",
            "--copies",
            "3",
            "--option",
            "points.full_house=30",
            "-o",
            str(out),
        ]
    )
    assert code == 0
    pages = pdf_pages(out.read_bytes())
    assert len(pages) == 3 and "Feuille de marque" in pages[0]
    assert "\n30\n" in pages[0]
    assert [p.name for p in tmp_path.iterdir()] == ["pad.pdf"]


def test_rules_page(tmp_path: Path) -> None:
    out = tmp_path / "rules.pdf"
    assert main(["print", "rules", "--rules", "yatzy", "--lang", "en", "-o", str(out)]) == 0
    (text,) = pdf_pages(out.read_bytes())
    assert "Nordic Yatzy" in text


def test_maxi_yatzy_from_the_command_line(tmp_path: Path) -> None:
    blank, rules = tmp_path / "blank.pdf", tmp_path / "rules.pdf"
    assert main(["print", "blank", "--rules", "maxi-yatzy", "-o", str(blank)]) == 0
    (text,) = pdf_pages(blank.read_bytes())
    assert "Maxi Yatzy (six dice)" in text and "Villa" in text and "50 if ≥ 84" in text
    args = ["print", "rules", "--rules", "maxi-yatzy", "--lang", "fr", "-o", str(rules)]
    assert main(args) == 0
    (text,) = pdf_pages(rules.read_bytes())
    assert "Maxi Yatzy (six dés)" in text and "Tour" in text and "six dés" in text
    saved = tmp_path / "no-saved.pdf"
    args = ["print", "rules", "--rules", "maxi-yatzy", "--option", "saved_rolls=false"]
    assert main([*args, "-o", str(saved)]) == 0
    assert "Unused rolls saved for later turns: no (usually yes)" in pdf_pages(saved.read_bytes())[
        0
    ].replace("\n", " ")


def test_filled_from_a_save_file(tmp_path: Path) -> None:
    game = play(new_game(["Alice", "Benoît"]), 10)
    save = tmp_path / "game.json"
    save_game(game, save)
    out = tmp_path / "game.pdf"
    assert main(["print", "filled", str(save), "-o", str(out)]) == 0
    (text,) = pdf_pages(out.read_bytes())
    assert "Benoît" in text and "in progress" in text


@pytest.mark.parametrize(
    "args",
    [
        ["blank", "--rules", "nope"],
        ["blank", "--layout", "grid"],
        ["blank", "--copies", "0"],
        ["blank", "--lang", "de"],
        ["rules", "--option", "joker=maybe"],
        ["rules", "--option", "noequals"],
        ["rules", "--option", "colour=red"],
        ["blank", "--rules", "yahtzee", "--option", "dry_column=true"],
        ["filled", "missing.json"],
        ["blank", "--games", "0"],  # unknown to every parser: the top one reports it
    ],
)
def test_bad_arguments_fail_in_one_line(
    args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.pdf"
    full = ["print", *args, "-o", str(out)]
    if args[0] == "filled":
        full = ["print", "filled", str(tmp_path / args[1]), "-o", str(out)]
    with pytest.raises(SystemExit) as exc:
        raise SystemExit(main(full))
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error" in err
    assert list(tmp_path.iterdir()) == []


def test_unwritable_path_leaves_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "missing-folder" / "x.pdf"
    assert main(["print", "rules", "-o", str(out)]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    out = tmp_path / "x.pdf"
    out.write_bytes(b"old")

    def broken(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    assert main(["print", "rules", "-o", str(out)]) == 2
    assert out.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.pdf"]


@pytest.mark.parametrize("how", ["same", "dotted", "symlink", "hardlink"])
def test_filled_refuses_to_write_over_its_saved_game(
    how: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    game = play(new_game(["Alice", "Benoît"]), 4)
    save = tmp_path / "g.json"
    save_game(game, save)
    before = save.read_bytes()
    monkeypatch.chdir(tmp_path)
    out = {"same": str(save), "dotted": "./sub/../g.json"}.get(how, str(tmp_path / "link.pdf"))
    (tmp_path / "sub").mkdir()
    if how == "symlink":
        os.symlink(save, out)
    elif how == "hardlink":
        os.link(save, out)
    assert main(["print", "filled", "g.json", "-o", out]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "saved game itself" in err
    assert save.read_bytes() == before
