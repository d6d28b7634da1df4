"""Dialogs with wrapping text are as tall as that text needs at the width they open at.

At QT_SCALE_FACTOR=1.25 the French welcome (three lines of greeting) opened 12 px short:
the layout squeezed the form below its size hints, and "Qui commence" showed its combo
box with the feet of "cinq" and "gros" cut off. A top-level window takes its height from
its labels' plain size hints, not from the height they need once wrapped at its width.
The scale factor is read once per process, so the check runs in a child process.
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
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.dialogs.new_game import NewGameDialog
    install_translators(app, sys.argv[1])
    settings = Settings()
    settings.reset()
    dialog = NewGameDialog(None, settings, welcome=True)
    dialog.show()
    app.processEvents()
    short = []
    def check(where):
        for widget in (dialog.start_combo, dialog.games_spin, dialog.preset_combo,
                       dialog.seed_edit, dialog.buttons):
            if widget.height() < widget.sizeHint().height():
                short.append([where, widget.objectName() or type(widget).__name__,
                              widget.height(), widget.sizeHint().height()])
    check("opened")
    dialog.add_seat()
    app.processEvents()
    check("a seat added")
    settings.reset()
    print(json.dumps(short))
    """
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_welcome_is_not_squeezed_at_125_percent(lang: str, tmp_path) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QT_SCALE_FACTOR="1.25",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, lang],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
