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


def test_solve_with_moments_leaves_what_the_chances_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the install command runs (scripts/run-app.sh): afterwards the app's chances
    load the table and its moments without a build, and a second run builds nothing.
    The levels' own builds (tests/strategy/test_level_tables.py) are only asked for here:
    a minute of this suite's time."""
    from yahtzee_desktop.core import preset
    from yahtzee_desktop.strategy import level_tables
    from yahtzee_desktop.strategy.table_cache import load_table

    asked: list[tuple[object, Path, str]] = []

    class Built:
        def close(self) -> None:
            pass

    def load_or_build_level(rules: object, directory: Path, level: str, *_: object) -> Built:
        asked.append((rules, directory, level))
        return Built()

    monkeypatch.setattr(level_tables, "load_or_build_level", load_or_build_level)
    rules = preset("yacht", chance="false")
    args = ["solve", "--rules", "yacht", "--option", "chance=false", "-q"]
    assert load_table(rules, tmp_path, moments=True, in_memory=False) is None
    assert main([*args, "--moments", "--levels", "--cache-dir", str(tmp_path)]) == 0
    found = load_table(rules, tmp_path, moments=True, in_memory=False)
    assert found is not None and found.has_moments
    assert asked == [(rules, tmp_path, level) for level in level_tables.POLICY_LEVELS]
    files = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert main([*args, "--moments", "--cache-dir", str(tmp_path)]) == 0
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == files
    assert main([*args, "--cache-dir", str(tmp_path / "plain")]) == 0  # without: the values
    assert load_table(rules, tmp_path / "plain", moments=True) is None
    assert main([*args, "--levels", "--no-cache"]) == 2  # levels live in the cache
    assert len(asked) == 2


def test_the_install_command_prepares_the_official_tables_before_the_app() -> None:
    """The README's install command has no shipped tables (a checkout is never packed):
    without this step a busy machine starved the app's idle build for minutes."""
    script = (Path(__file__).parents[2] / "scripts" / "run-app.sh").read_text()
    lines = [line.strip() for line in script.splitlines()]
    prepare = next(i for i, line in enumerate(lines) if " solve " in f"{line} ")
    assert "--rules yahtzee --moments --levels" in lines[prepare]
    start = next(i for i, line in enumerate(lines) if line.startswith("exec "))
    install = next(i for i, line in enumerate(lines) if "pip install" in line and " -e ." in line)
    assert install < prepare < start


def test_solve_says_when_the_levels_cannot_be_kept(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk during the install's preparation: a sentence, status 1, no traceback
    (the install command then starts the app, which builds in the background)."""
    from yahtzee_desktop.strategy import level_tables

    def full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(level_tables, "load_or_build_level", full)
    args = ["solve", "--rules", "yacht", "--option", "chance=false", "--levels"]
    assert main([*args, "--cache-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "cannot keep the tables" in err and "No space left" in err
