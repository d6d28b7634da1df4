"""The print dialogs say what they print in a sentence or three at the top; at
QT_SCALE_FACTOR=1.25, in French (the longest), every line of it shows: the wrapped
description is as tall as its text needs at the width the dialog opens at, and no button
is narrower or shorter than its text. The scale factor is read once per process, so the
check runs in a child process (as tests/ui/test_wrapped_dialog_height.py does)."""

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
    from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
    app = QApplication([])
    from yahtzee_desktop.core.game import Game
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.printing.actions import PrintActions
    lang = sys.argv[1]
    install_translators(app, lang)
    parent = QWidget()
    parent.resize(1092, 590)  # 1366x768 at 125 %, less the panel
    parent.show()

    def game(names, games):
        g = Game(GameSetup.simple(names, preset("yahtzee"), games=games, seed=3))
        g.roll()
        (column, box), _points = max(g.state.options().items(), key=lambda kv: kv[1])
        g.score(box, column)
        return g

    short = []
    for name, current in (
        ("blank", lambda: None),
        ("family series", lambda g=game(["Ann", "Bob", "Cleo"], 3): g),
        ("one player", lambda g=game(["Ann"], 3): g),
    ):
        actions = PrintActions(parent, current, lambda: lang)
        for make in (actions.blank_sheets, actions.this_game, actions.rules_sheet):
            dialog = make()
            if dialog is None:  # no game: no "Print this game"
                continue
            app.processEvents()
            label = dialog.description_label
            if not label.text() or label.height() < label.heightForWidth(label.width()):
                short.append([name, dialog.windowTitle(), label.height(),
                              label.heightForWidth(label.width())])
            for button in dialog.findChildren(QAbstractButton):
                if button.isVisible() and (
                    button.width() < button.minimumSizeHint().width()
                    or button.height() < button.minimumSizeHint().height()
                ):
                    short.append([name, dialog.windowTitle(), button.text()])
            dialog.close()
        actions.close()
    print(json.dumps(short))
    """
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_print_dialogs_show_their_whole_description_at_125_percent(lang: str, tmp_path) -> None:
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
