"""The dice's pixel fingerprints (scripts/dice-pixels.py) can be trusted.

The script proves a refactoring of the dice's painting changed no pixel by comparing
fingerprints taken before and after on one machine (none is kept in the repo: they
depend on Qt and the fonts). That proof holds only if each state renders the same every
time, if the states it names really differ, and if a changed colour is caught: checked
here, on the code as it is.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.qt_log_ignore(r".*propagateSizeHints.*")

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "dice-pixels.py"


@pytest.fixture(scope="module")
def pixels() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dice_pixels", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_state_renders_the_same_twice(qapp: object, pixels: ModuleType) -> None:
    first = pixels.fingerprints()
    assert len(first) > 150
    assert pixels.compare(first, pixels.fingerprints()) == []


def test_the_states_differ_where_the_player_would_see_it(qapp: object, pixels: ModuleType) -> None:
    shots = pixels.fingerprints()
    for look in ("classic", "pips-dark", "large"):
        faces = {shots[f"paint_die/{look}/face{f}/on/0.0"] for f in range(7)}
        assert len(faces) == 7, look
        assert shots[f"paint_die/{look}/face3/on/0.0"] != shots[f"paint_die/{look}/face3/off/0.0"]
        assert shots[f"paint_die/{look}/face3/on/0.0"] != shots[f"paint_die/{look}/face3/on/17.5"]
    assert len({shots[f"die/face{f}"] for f in range(7)}) == 7
    for face in range(7):
        assert shots[f"die/face{face}"] != shots[f"die/face{face}/held"]
    assert shots["die/face4"] != shots["die/face4/marked"]
    assert shots["die/face0"] != shots["die/face0/disabled"]  # only blank dice fade
    assert shots["die/face3"] == shots["die/face3/disabled"]  # rolled dice stay crisp
    assert shots["die/face2/held"] != shots["die/dark/face2/held"]
    assert shots["die/no-such-look/face6/held"] == shots["die/classic/face6/held"]
    for size in ("640x150", "420x110"):
        states = ("not-rolled", "rolled", "held", "marked", "locked", "no-rolls-left", "disabled")
        assert len({shots[f"tray/{size}/{s}"] for s in states}) == len(states), size
    assert shots["tray/rolling/60ms"] != shots["tray/rolling/240ms"]
    assert shots["tray/rolling/60ms"] != shots["tray/rolling/60ms/finished"]
    assert shots["tray/dark/held"] != shots["tray/640x150/held"]


def test_a_changed_colour_is_caught(
    qapp: object, pixels: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = pixels.fingerprints()
    looks = pixels.die_module.DICE_LOOKS
    body, _pips, edge, ratio = looks["large"]
    monkeypatch.setitem(looks, "large", (body, "#010101", edge, ratio))
    differ = pixels.compare(before, pixels.fingerprints())
    assert "paint_die/large/face1/on/0.0" in differ
    assert "die/large/face6/held" in differ
    assert "tray/large/rolled" in differ
    assert all("large" in name for name in differ)
    assert "paint_die/large/face0/on/0.0" not in differ  # a blank die has no pips
