"""What the Windows build relies on, checked on Linux without Wine (scripts/build-windows.sh
builds and smoke-tests the installer itself): the paths the app computes for a Windows
user, and the packaging files that must agree with each other."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path, PureWindowsPath

import pytest

from yahtzee_desktop.strategy.table_cache import cache_dir_for
from yahtzee_desktop.ui.common.single_instance import _server_name

from .conftest import ROOT
from .test_debian import spec_list

WINDOWS = ROOT / "packaging" / "windows"
ZOE_LOCAL = r"C:\Users\Zoé Müller\AppData\Local"


def test_windows_cache_is_qt_s_cache_location_not_xdg() -> None:
    environ = {"LOCALAPPDATA": ZOE_LOCAL, "XDG_CACHE_HOME": "/home/zoe/.cache"}
    path = cache_dir_for("win32", environ, r"C:\Users\Zoé Müller")
    assert isinstance(path, PureWindowsPath)
    assert str(path) == ZOE_LOCAL + r"\Yahtzee Desktop\Yahtzee Desktop\cache\tables"
    # Without LOCALAPPDATA (a stripped environment), the profile's own folder.
    bare = cache_dir_for("win32", {}, r"C:\Users\Zoé Müller")
    assert bare == path


def test_unix_caches_follow_xdg_and_macos_its_library() -> None:
    app = "Yahtzee Desktop/Yahtzee Desktop/tables"
    assert str(cache_dir_for("linux", {"XDG_CACHE_HOME": "/x/c"}, "/home/z")) == f"/x/c/{app}"
    assert str(cache_dir_for("linux", {}, "/home/z")) == f"/home/z/.cache/{app}"
    # A relative XDG_CACHE_HOME is ignored, as the XDG specification and Qt say.
    assert str(cache_dir_for("linux", {"XDG_CACHE_HOME": "c"}, "/home/z")) == (
        f"/home/z/.cache/{app}"
    )
    assert str(cache_dir_for("darwin", {"XDG_CACHE_HOME": "/x"}, "/Users/z")) == (
        f"/Users/z/Library/Caches/{app}"
    )


def test_the_uninstaller_removes_the_cache_folder_the_app_uses() -> None:
    nsi = (WINDOWS / "yahtzee-desktop.nsi").read_text(encoding="utf-8")
    cache = cache_dir_for("win32", {"LOCALAPPDATA": "LOCAL"}, "").parent  # ...\cache
    expected = (
        str(cache).replace("LOCAL", "$LOCALAPPDATA").replace("Yahtzee Desktop", "${APP_NAME}")
    )
    assert f'RMDir /r "{expected}"' in nsi


@pytest.mark.parametrize(
    "folder",
    [r"C:\Users\Zoé\AppData\Roaming\Yahtzee Desktop", "/home/zoé/.local/share/Yahtzee Desktop"],
)
def test_single_instance_names_are_pipe_safe_and_per_folder(folder: str) -> None:
    """Windows' named pipes take any character but a backslash; the name stays ASCII
    whatever the user's name, and differs between two users' data folders."""
    name = _server_name(Path(folder))
    other = _server_name(Path(folder.replace("Zoé", "Léo").replace("zoé", "léo")))
    assert re.fullmatch(r"yahtzee-desktop-[0-9a-f]{12}", name)
    assert name != other


def test_spec_keeps_what_the_oldest_allowed_numpy_imports() -> None:
    """NumPy 1.26 imports random, fft and polynomial with `import numpy`: the spec may
    leave them out only for NumPy 2, or a build with 1.26 (as pyproject allows, and as the
    Windows build ships) cannot start."""
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    numpy_req = next(d for d in deps["dependencies"] if d.startswith("numpy"))
    lowest = re.search(r">=\s*(\d+)", numpy_req)
    assert lowest is not None
    lazy = spec_list("NUMPY_LAZY")
    assert {"numpy.random", "numpy.fft", "numpy.polynomial"} <= set(lazy)
    if int(lowest[1]) < 2:
        assert set(lazy).isdisjoint(spec_list("EXCLUDES"))
    pinned = re.search(r"^numpy==(\d+)\.", (WINDOWS / "requirements.txt").read_text(), re.M)
    assert pinned is not None and int(pinned[1]) >= int(lowest[1])


def test_windows_requirements_pin_pyproject_s_qt_and_hash_everything() -> None:
    lines = [
        line
        for line in (WINDOWS / "requirements.txt").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    assert all(re.fullmatch(r"[\w.-]+==[\w.]+ --hash=sha256:[0-9a-f]{64}", x) for x in lines)
    pins = {x.split("==")[0].lower() for x in lines}
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for dep in deps["dependencies"]:
        name = re.split(r"[<>=!\[ ]", dep)[0].lower().replace("_", "-")
        assert name in pins, f"{name} is not pinned for Windows"
        if "==" in dep:  # an exact pin in pyproject is the same on Windows
            assert f"{name}=={dep.split('==')[1]} " in "\n".join(lines).lower() + " "


def test_the_test_hook_plays_without_a_console(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Windows app started from its shortcut has no stdout (sys.stdout is None): the
    hook's reports are skipped instead of ending its play with an AttributeError."""
    import io

    from yahtzee_desktop.testing import autoplay

    monkeypatch.setattr("sys.stdout", None)
    autoplay._say("DO", {"type": "roll"})  # no console: nothing to write to, no error
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    autoplay._say("DO", {"type": "roll"})
    assert out.getvalue() == 'DO {"type": "roll"}\n'
