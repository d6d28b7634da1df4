"""`print … -o FILE` never destroys what it was not asked to write: a file that is not a
PDF is refused (said, exit code 2), a special file is never written into, a symlink to a
PDF keeps pointing at it, and `-o -` writes to standard output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from yahtzee_desktop.cli import main
from yahtzee_desktop.core.savefile import save_game

from .conftest import new_game

REPO = Path(__file__).resolve().parents[2]


def _rules(out: str) -> int:
    return main(["print", "rules", "-o", out])


def test_a_saved_game_is_not_replaced_by_a_pdf(tmp_path, capsys):
    saved = tmp_path / "sunday.yahtzee.json"
    save_game(new_game(["Ann"]), saved)
    before = saved.read_bytes()
    assert _rules(str(saved)) == 2
    assert saved.read_bytes() == before
    err = capsys.readouterr().err
    assert str(saved) in err and "not a PDF" in err


def test_an_old_pdf_is_replaced_whole(tmp_path):
    out = tmp_path / "rules.pdf"
    out.write_bytes(b"%PDF-1.4 old")
    assert _rules(str(out)) == 0
    assert out.read_bytes().startswith(b"%PDF-") and out.read_bytes() != b"%PDF-1.4 old"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_is_never_written_into(tmp_path, capsys):
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    assert _rules(str(fifo)) == 2  # neither blocks nor replaces the pipe with a file
    assert fifo.is_fifo()
    assert "not a regular file" in capsys.readouterr().err


def test_a_symlink_to_a_pdf_still_points_at_it(tmp_path):
    real = tmp_path / "real.pdf"
    real.write_bytes(b"%PDF-1.4 old")
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    assert _rules(str(link)) == 0
    assert link.is_symlink() and real.read_bytes() != b"%PDF-1.4 old"


def test_dash_writes_the_pdf_to_standard_output(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_desktop", "print", "rules", "-o", "-"],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"%PDF-") and b"%%EOF" in done.stdout[-64:]
    assert list(tmp_path.iterdir()) == []  # no file named "-"


def test_a_link_to_nothing_is_not_written_through(tmp_path, capsys):
    (tmp_path / "elsewhere").mkdir()
    link = tmp_path / "out.pdf"
    link.symlink_to(tmp_path / "elsewhere" / "cron-job")
    assert _rules(str(link)) == 2
    assert list((tmp_path / "elsewhere").iterdir()) == [] and link.is_symlink()
    assert "symbolic link" in capsys.readouterr().err
