"""PySide6 6.12 on Python 3.11 drops a reference to None on every void call; the app pins it."""

import gc

from PySide6.QtWidgets import QLabel


def test_many_void_calls_do_not_exhaust_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    for i in range(50_000):  # enough to abort an unpatched interpreter
        label.setText(str(i % 7))
    gc.collect()
    assert label.text() == str(49_999 % 7)
