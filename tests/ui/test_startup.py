"""Start-up loads only what the first frame needs (issue 14).

The app is started the way `yahtzee-desktop` starts it (`cli.main([])`) in a fresh
Python process, so modules other tests imported cannot hide one that comes back; the
modules loaded when the main window first paints are compared with the list below.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import json, sys
from PySide6.QtCore import QEvent, QObject, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

QStandardPaths.setTestModeEnabled(True)
app = QApplication(sys.argv)


class FirstPaint(QObject):
    seen = None

    def eventFilter(self, obj, event):
        if self.seen is None and event.type() == QEvent.Type.Paint \
                and obj.objectName() == "main_window":
            self.seen = sorted(sys.modules)
            print("MODULES " + json.dumps(self.seen), flush=True)
            QTimer.singleShot(0, QApplication.closeAllWindows)
        return False


spy = FirstPaint()
app.installEventFilter(spy)
from yahtzee_desktop.cli import main

code = main([])
print("EXIT", code, flush=True)
"""

NOT_BEFORE_FIRST_FRAME = (
    "reportlab",
    "numpy",
    "sqlite3",
    "_sqlite3",
    "PySide6.QtPdf",
    "PySide6.QtPrintSupport",
    "PySide6.QtNetwork",  # the single-instance server listens after the first paint
    "multiprocessing",  # the coach spawns its table builder later
    "yahtzee_desktop.ui.dialogs.about",  # the icon comes from ui/common/icon.py
    "yahtzee_desktop.ui.printing.actions",  # the print entries follow the first paint
    "yahtzee_desktop.ui.printing.job_dialog",
    "yahtzee_desktop.ui.printing.pdf_worker",
    "yahtzee_desktop.printing",
    "yahtzee_desktop.strategy.solver",
    "yahtzee_desktop.strategy.table_cache",
    "yahtzee_desktop.storage.history",
    "yahtzee_desktop.ui.dialogs.new_game",
    "yahtzee_desktop.ui.dialogs.preferences",
    "yahtzee_desktop.ui.dialogs.rule_settings",
    "yahtzee_desktop.ui.real_dice.entry_pad",  # made when real dice are first used
    "yahtzee_desktop.ui.real_dice.pad_layout",
    "yahtzee_desktop.ui.real_dice.entry_die",
    "yahtzee_desktop.ui.real_dice.entry_hint",
    "yahtzee_desktop.ui.real_dice.score_entry",
    "yahtzee_desktop.ui.real_dice.roll_off",
    "yahtzee_desktop.ui.chances.chart",  # the story, at the end of a game
    # the standard library, where only later work needs it:
    "hashlib",  # app dice (core.seeds) and the instance server's name: no die before it
    "secrets",  # new seeds come from random.SystemRandom, file names from os.urandom
    "hmac",
    "html",  # escaping in the end-of-game dialog and the roll-off's tooltip
)
"""Modules (and their submodules) that must wait for the first paint or for first use."""


def _modules_at_first_paint(tmp_path: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("MODULES ")]
    assert lines, f"the window never painted: {done.stdout[-500:]} {done.stderr[-2000:]}"
    assert "EXIT 0" in done.stdout, done.stderr[-2000:]
    modules: list[str] = json.loads(lines[0].removeprefix("MODULES "))
    return modules


def test_first_frame_loads_no_heavy_module(tmp_path: Path) -> None:
    modules = _modules_at_first_paint(tmp_path)
    assert "yahtzee_desktop.ui.table.main_window" in modules  # the probe saw the app
    early = sorted(
        m
        for m in modules
        for heavy in NOT_BEFORE_FIRST_FRAME
        if m == heavy or m.startswith(heavy + ".")
    )
    assert early == []


def test_print_actions_exist_without_reportlab(qtbot: object) -> None:
    """The File menu's print entries are made without the printing layer (checked in a
    process of its own, where nothing else has loaded ReportLab)."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication, QWidget\n"
        "app = QApplication([])\n"
        "from yahtzee_desktop.ui.printing.actions import PrintActions\n"
        "actions = PrintActions(QWidget(), lambda: None, lambda: 'en').actions()\n"
        "assert len(actions) == 3 and all(a.text() for a in actions)\n"
        "print(sorted(m for m in sys.modules if m.startswith(('reportlab', 'PySide6.QtPdf',"
        " 'PySide6.QtPrintSupport'))))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "[]"


AFTER_PAINT_CHILD = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

QStandardPaths.setTestModeEnabled(True)
app = QApplication(sys.argv)


def report():
    window = next(w for w in app.topLevelWidgets() if w.objectName() == "main_window")
    printing = window.features["printing"]
    names = [a.objectName() for a in window.file_menu.actions()]
    from PySide6.QtNetwork import QLocalSocket
    from yahtzee_desktop.storage.paths import data_dir
    from yahtzee_desktop.ui.common.single_instance import SingleInstance

    print("PRINT", len(printing.print_actions), all(a.objectName() in names
          for a in printing.print_actions), flush=True)
    print("MENU", " ".join("-" if a.isSeparator() else a.objectName()
                           for a in window.file_menu.actions()), flush=True)
    socket = QLocalSocket()
    socket.connectToServer(SingleInstance(data_dir()).name)
    print("LISTENING", socket.waitForConnected(1000), flush=True)
    socket.abort()
    QApplication.closeAllWindows()


class FirstPaint(QObject):
    done = False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint \
                and obj.objectName() == "main_window":
            self.done = True
            QTimer.singleShot(300, report)
        return False


spy = FirstPaint()
app.installEventFilter(spy)
from yahtzee_desktop.cli import main

print("EXIT", main([]), flush=True)
"""


def test_what_follows_the_first_paint_is_there_soon_after(tmp_path: Path) -> None:
    """Moved after the first frame, not dropped: the print entries are in the File menu
    and later launches are answered, a moment after the window painted."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", AFTER_PAINT_CHILD],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "EXIT 0" in done.stdout, done.stderr[-2000:]
    assert "PRINT 3 True" in done.stdout, done.stdout
    assert f"MENU {' '.join(FILE_MENU)}\n" in done.stdout, done.stdout
    assert "LISTENING True" in done.stdout, done.stdout


def test_the_benchmark_probe_reports_the_first_paint(tmp_path: Path) -> None:
    """benchmarks/bench_startup.py and the bundle time the app with this probe: it starts
    the app as `yahtzee-desktop` does and says when the window first paints."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(tmp_path / name.lower())
    code = (
        "import sys\n"
        "from yahtzee_desktop.testing.first_paint import run_app\n"
        "assert 'PySide6' not in sys.modules  # nothing loaded before the app does\n"
        "sys.exit(run_app())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines().count("PAINTED") == 1, done.stdout


FILE_MENU = (
    "new_game_action",
    "open_action",
    "save_as_action",
    "unfinished_action",
    "-",
    "print_blank_action",
    "print_game_action",
    "print_rules_action",
    "-",
    "quit_action",
)
"""The File menu, a separator as "-": the print entries between two separators. They
were added after the end separator and one more beside it, which Qt merged: no line
between "Unfinished games" and the print entries."""


def _file_menu(window) -> tuple[str, ...]:
    return tuple("-" if a.isSeparator() else a.objectName() for a in window.file_menu.actions())


def test_the_file_menu_sets_the_print_entries_apart(qtbot, make_window) -> None:
    window = make_window()
    assert _file_menu(window) == FILE_MENU


def test_the_file_menu_is_the_same_when_printing_comes_after_the_first_paint(qtbot) -> None:
    from yahtzee_desktop.core.rules import preset
    from yahtzee_desktop.core.setup import GameSetup
    from yahtzee_desktop.ui.builder import build_window
    from yahtzee_desktop.ui.common.settings import Settings

    window = build_window(GameSetup.simple(["Ann"], preset("yahtzee")), Settings(), starting=True)
    qtbot.addWidget(window)
    assert "print_blank_action" not in _file_menu(window)  # issue 14: not before the paint
    window.show()
    qtbot.waitUntil(lambda: "print_blank_action" in _file_menu(window))
    assert _file_menu(window) == FILE_MENU
