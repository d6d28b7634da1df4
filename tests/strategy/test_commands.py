"""`yahtzee-desktop solve` prints the optimum on its last line."""

from __future__ import annotations

from pathlib import Path

import pytest

from yahtzee_desktop.cli import main


def test_solve_prints_expected_score(
    capsys: pytest.CaptureFixture[str], table_cache: Path, official: object
) -> None:
    assert main(["solve", "--rules", "yahtzee", "--cache-dir", str(table_cache)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "expected score 254.587729"


def test_solve_passes_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    args = [
        "solve",
        "--rules",
        "yacht",
        "--option",
        "chance=false",
        "--option",
        "upper_bonus=35",
        "--cache-dir",
        str(tmp_path),
        "-q",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith("expected score ")
    assert 150 < float(out[0].split()[-1]) < 323


@pytest.mark.parametrize(
    "args",
    [["--rules", "triple-yahtzee"], ["--option", "joker"], ["--option", "jokr=free"]],
)
def test_solve_refuses(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", *args]) == 2
    assert "yahtzee-desktop solve:" in capsys.readouterr().err


def test_solve_says_why_six_dice_have_no_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["solve", "--rules", "maxi-yatzy", "--cache-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "exact tables are for 5 dice, not 6" in err and "estimate" in err
    assert list(tmp_path.iterdir()) == []  # nothing was built
