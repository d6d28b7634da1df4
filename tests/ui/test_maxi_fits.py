"""Six dice fit a laptop's screen: Maxi Yatzy's window at 1366x768 and 1280x720, at 100 %
and 125 %, shows its six dice whole, side by side and no smaller than the smallest die the
tray allows, with the sheet below them (all of it where the screen has the room: at 100 %).
The scale factor is read once per process, so each size runs in a child process on an
offscreen screen of that size (a 48 px taskbar and a 40 px title bar taken off)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QStandardPaths, Qt
    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from yahtzee_desktop.ui import build_main_window
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.common.settings import Settings
    install_translators(app, sys.argv[2])
    Settings().reset()
    Settings().show_chances = False  # no win-chance table built: the layout is the question
    window = build_main_window(["Ann", "Bob"], rules=sys.argv[1], seed=4)
    window.dice.set_animation_ms(0)
    window.show()
    for _ in range(20):
        app.processEvents()
    window.dice.roll_button.click()
    for _ in range(5):
        app.processEvents()
    tray = window.dice
    area = tray.dice_area_width()
    dice = [d.geometry() for d in tray.dice]
    view = window.score_sheet
    last = view.model().rowCount() - 1
    print(json.dumps({
        "dice": len(dice),
        "faces": [d.face for d in tray.dice],
        "heights": [g.height() for g in dice],
        "widths": [g.width() for g in dice],
        "in_row": all(g.left() >= 0 and g.right() < area for g in dice),
        "apart": all(a.right() < b.left() for a, b in zip(dice, dice[1:])),
        "smallest": round(tray.min_die_height * tray._scale),
        "sheet_whole": view.rowViewportPosition(last) + view.rowHeight(last)
        <= view.viewport().height(),
        "sheet_below": tray.mapTo(window, tray.rect().bottomLeft()).y()
        < view.mapTo(window, view.rect().topLeft()).y(),
        "row_padding": view.row_padding,
        "inside": window.screen().availableGeometry().contains(window.frameGeometry()),
    }), flush=True)
    Settings().reset()
    import os
    os._exit(0)  # the layout is measured: no waiting for the coach's work on the dice
    """
)


def opened(tmp_path, size: tuple[int, int], scale: str, rules: str, lang: str) -> dict:
    width, height = size
    config = tmp_path / "screen.json"
    screen = {
        "name": "laptop",
        "x": 0,
        "y": 0,
        "width": width,
        "height": height - 88,
        "logicalDpi": 96,
        "logicalBaseDpi": 96,
        "dpr": 1,
    }
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        QT_SCALE_FACTOR=scale,
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, rules, lang],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
    )
    result: dict = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize(
    ("size", "scale", "lang", "whole"),
    [
        ((1366, 768), "1", "en", True),
        ((1366, 768), "1.25", "fr", True),  # the rows give up some padding for it
        ((1280, 720), "1", "en", True),
        ((1280, 720), "1.25", "en", False),  # 505 px of height: the sheet scrolls two rows
    ],
)
def test_six_dice_fit_a_laptop_screen(tmp_path, size, scale, lang, whole) -> None:
    shown = opened(tmp_path, size, scale, "maxi-yatzy", lang)
    assert shown["dice"] == 6 and 0 not in shown["faces"]
    assert shown["in_row"] and shown["apart"]
    assert min(shown["heights"]) >= shown["smallest"]
    assert min(shown["widths"]) >= 44  # DieButton's minimum: still a finger's target
    assert shown["sheet_below"] and shown["inside"]
    assert shown["sheet_whole"] is whole
    roomy = size == (1366, 768) and scale == "1"
    assert (shown["row_padding"] == 5) is roomy and shown["row_padding"] >= 1


def test_a_five_dice_sheet_keeps_its_rows_on_a_laptop(tmp_path) -> None:
    """Tighter rows only where the sheet would scroll: Yahtzee at 1366x768 keeps them."""
    shown = opened(tmp_path, (1366, 768), "1.25", "yahtzee", "en")
    assert shown["dice"] == 5 and shown["sheet_whole"] and shown["row_padding"] == 5
