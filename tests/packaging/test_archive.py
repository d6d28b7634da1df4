"""The Linux archive's install.sh, run on a stand-in archive (scripts/build-bundle.sh runs
it on the real one): it names the package to install when a library is missing, installs
the menu entry with an Exec that works from any prefix, and uninstalls."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import APP_ID, DESKTOP_FILE, ROOT

INSTALL = ROOT / "packaging" / "linux" / "archive" / "install.sh"
pytestmark = pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd (glibc)")


def archive(tmp_path: Path, needs: str | None) -> Path:
    """An unpacked archive whose program is /bin/true; `needs`: a library that this
    system's ldd (a stand-in on PATH) says is not found."""
    top = tmp_path / "yahtzee-desktop-0-linux-x86_64"
    (top / "yahtzee-desktop").mkdir(parents=True)
    exe = top / "yahtzee-desktop" / "yahtzee-desktop"
    shutil.copy(shutil.which("true") or "/bin/true", exe)
    if needs:
        bin_dir = tmp_path / "bin"
        bin_dir.mkdir()
        ldd = bin_dir / "ldd"
        ldd.write_text(f'#!/bin/sh\nprintf "\\t{needs} => not found\\n"\n')
        ldd.chmod(0o755)
    shutil.copy(INSTALL, top / "install.sh")
    (top / "libraries.txt").write_text(f"{needs} libnotthere9\nlibc.so.6 libc6\n")
    apps = top / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy(DESKTOP_FILE, apps)
    (top / "share" / "icons" / "hicolor" / "scalable" / "apps").mkdir(parents=True)
    (top / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").write_text(
        "<svg/>"
    )
    return top


def run(top: Path, *args: str) -> subprocess.CompletedProcess[str]:
    path = f"{top.parent / 'bin'}{os.pathsep}{os.environ['PATH']}"
    env = {**os.environ, "HOME": str(top.parent / "home"), "PATH": path}
    return subprocess.run(
        ["bash", str(top / "install.sh"), *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


def test_a_missing_library_is_named_with_its_package(tmp_path: Path) -> None:
    top = archive(tmp_path, "libnotthere.so.9")
    result = run(top, str(tmp_path / "prefix"))
    assert result.returncode == 1
    assert "libnotthere.so.9" in result.stderr
    assert "sudo apt install libnotthere9\n" in result.stderr
    assert not (tmp_path / "prefix").exists()  # nothing installed


def test_installs_with_a_working_menu_entry_and_uninstalls(tmp_path: Path) -> None:
    top = archive(tmp_path, None)
    prefix = tmp_path / "Zoé's apps"
    assert run(top, str(prefix)).returncode == 0
    assert os.access(prefix / "bin" / "yahtzee-desktop", os.X_OK)
    entry = (prefix / "share" / "applications" / f"{APP_ID}.desktop").read_text()
    assert f'Exec="{prefix}/bin/yahtzee-desktop" play %f\n' in entry
    assert run(top, "--uninstall", str(prefix)).returncode == 0
    left = [p for p in prefix.rglob("*") if p.is_file() and "cache" not in p.name]
    assert left == []
