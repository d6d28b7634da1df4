"""PySide6 6.12 on Python 3.11 drops a reference to None on every void call; the app pins it."""

import gc
import os
import subprocess
import sys

from PySide6.QtWidgets import QLabel


def test_many_void_calls_do_not_exhaust_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    for i in range(50_000):  # enough to abort an unpatched interpreter
        label.setText(str(i % 7))
    gc.collect()
    assert label.text() == str(49_999 % 7)


def test_qt_flags_invert_with_the_app_loaded():
    """Issue 24: on Debian 12's Python 3.11.2, `~Qt.KeyboardModifier.ShiftModifier` raised
    inside `enum.Flag.__invert__` once the app had swapped `EnumType._create_`: the real-dice
    pad's event filter (`event.modifiers() & ~typing`) then crashed the app. The flags
    Qt's own Python classes make must behave with the app's modules loaded as without."""
    code = (
        "import yahtzee_desktop.ui.app\n"
        "import yahtzee_desktop.ui.real_dice.controller\n"
        "from PySide6.QtCore import Qt\n"
        "m = Qt.KeyboardModifier\n"
        "typing = m.ShiftModifier | m.KeypadModifier\n"
        "held = m.ShiftModifier | m.ControlModifier\n"
        "assert held & ~typing == m.ControlModifier, held & ~typing\n"
        "assert ~m.NoModifier & m.AltModifier == m.AltModifier\n"
        "assert ~Qt.AlignmentFlag.AlignLeft & Qt.AlignmentFlag.AlignLeft == 0\n"
        "print('OK')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "OK"
