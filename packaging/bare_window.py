"""The start-up benchmark's bare window, from the bundle's own PySide6
(`YAHTZEE_DESKTOP_BUNDLE_CHECK=bare`, see benchmarks/bench_startup.py): the same window
as the developer install's reference there, a 20x7 table of numbers, 1100x800.

Bare as a PySide6 program is: nothing of the app is loaded before it (not even
`yahtzee_desktop.qtfix`), the same as the developer install's bare window. It prints
PAINTED when first painted (its filter watches that window only, as the app's probe,
yahtzee_desktop/testing/first_paint.py, watches the app's).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget, QTableWidgetItem


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                print("PAINTED", flush=True)
                QTimer.singleShot(0, app.quit)
            return False

    window = QMainWindow()
    window.setObjectName("main_window")
    spy = FirstPaint(window)
    window.installEventFilter(spy)
    table = QTableWidget(20, 7, window)
    for row in range(20):
        for column in range(7):
            table.setItem(row, column, QTableWidgetItem(str(row * column)))
    window.setCentralWidget(table)
    window.resize(1100, 800)
    window.show()
    return int(app.exec())
