"""The New game dialog fits a short screen whatever the number of players.

A 1366x768 laptop at 125 %, its taskbar and the dialog's title bar taken off, leaves
about 1093x544 logical pixels: with six seats (and the first start's greeting) the dialog
ran past the bottom of the screen, its Start and Cancel buttons out of reach, or its
form squeezed. The players' rows now scroll there, while two to four players show as
before, with no scroll bar. The scale factor is read once per process, so each check
runs in a child process on an offscreen screen of that size.
"""

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
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)
    from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea
    app = QApplication([])
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
    install_translators(app, sys.argv[1])
    seats, grow = int(sys.argv[2]), sys.argv[3] == "grow"
    settings = Settings()
    settings.reset()
    dialog = NewGameDialog(None, settings, welcome=True)
    if not grow:
        for _ in range(seats - 2):
            dialog.add_seat()
    dialog.show()
    app.processEvents()
    for _ in range(seats - 2 if grow else 0):  # the family adds players one by one
        dialog.add_button.click()
        app.processEvents()
    app.processEvents()
    area = dialog.screen().availableGeometry()
    ok = dialog.buttons
    ok_bottom = ok.mapTo(dialog, ok.rect().bottomLeft()).y()
    squeezed = [
        w.objectName() for w in (dialog.start_combo, dialog.games_spin, dialog.preset_combo,
                                 dialog.seed_edit, ok)
        if w.height() < w.sizeHint().height()
    ]
    scroll = dialog.findChild(QScrollArea)
    bar = scroll is not None and scroll.verticalScrollBar().isVisible()
    last = dialog.findChild(QLineEdit, f"seat_{seats}_name")
    last.setFocus()
    app.processEvents()
    viewport = scroll.viewport() if scroll is not None else dialog
    top = last.mapTo(dialog, last.rect().topLeft()).y()
    bottom = last.mapTo(dialog, last.rect().bottomLeft()).y()
    view_top = viewport.mapTo(dialog, viewport.rect().topLeft()).y()
    view_bottom = viewport.mapTo(dialog, viewport.rect().bottomLeft()).y()
    print(json.dumps({
        "inside": area.contains(dialog.frameGeometry()),
        "ok_shown": ok_bottom < dialog.height() and ok.isVisible(),
        "squeezed": squeezed,
        "scroll_bar": bar,
        "last_row_reachable": view_top <= top and bottom <= view_bottom,
        "entries": len(dialog.entries()),
    }))
    settings.reset()
    """
)

SCREEN = {
    "screens": [
        {
            "name": "laptop",
            "x": 0,
            "y": 0,
            "width": 1366,
            "height": 680,  # 768 less a 48 px taskbar and a 40 px title bar
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1,
        }
    ]
}


def opened(tmp_path, lang: str, seats: int, how: str) -> dict[str, object]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(SCREEN), encoding="utf-8")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        QT_SCALE_FACTOR="1.25",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, lang, str(seats), how],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seats", [2, 4, 6, 8])
def test_the_dialog_fits_a_short_screen_with_start_in_reach(tmp_path, lang, seats) -> None:
    shown = opened(tmp_path, lang, seats, "open")
    assert shown["entries"] == seats
    assert shown["inside"]
    assert shown["ok_shown"]
    assert shown["squeezed"] == []
    assert shown["last_row_reachable"]  # scrolled to, once the keyboard gets there
    if seats <= 4:  # the usual family: all rows in view, as before
        assert not shown["scroll_bar"]


def test_players_added_one_by_one_grow_it_to_the_screen_then_scroll(tmp_path) -> None:
    shown = opened(tmp_path, "fr", 8, "grow")
    assert shown["entries"] == 8
    assert shown["inside"] and shown["ok_shown"]
    assert shown["squeezed"] == []
    assert shown["scroll_bar"]
    assert shown["last_row_reachable"]
