"""Help menu: the rules page of the rule set in play, and the About dialog."""

import subprocess
import sys
import time

from PySide6.QtWidgets import QApplication

from tests.app_env import app_env
from yahtzee_desktop.core import preset
from yahtzee_desktop.printing import rules_pdf
from yahtzee_desktop.ui.dialogs.about import AboutDialog
from yahtzee_desktop.ui.printing import rules_viewer
from yahtzee_desktop.ui.printing.rules_viewer import RulesViewer


def test_help_rules_shows_the_rules_page_of_the_game(make_window, qtbot):
    window = make_window(rules="yacht")
    window.rules_help_action.trigger()
    viewer = window.findChild(RulesViewer, "rules_viewer")
    assert viewer is not None and viewer.isVisible()
    assert viewer.rules == preset("yacht")
    qtbot.waitUntil(lambda: viewer.document.pageCount() == 1, timeout=10_000)
    assert "Yacht" in viewer.document.getAllText(0).text()
    viewer.close()


def test_help_about_opens_the_about_dialog(make_window):
    window = make_window()
    window.about_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog)]
    assert dialogs and dialogs[-1].isVisible()
    dialogs[-1].close()


def test_smoke_test_flag_quits_cleanly(tmp_path):
    env = app_env(tmp_path, YAHTZEE_DESKTOP_SMOKE_TEST="1")
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_desktop"], env=env, timeout=60, capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    assert list((tmp_path / "data").rglob("autosave.jsonl"))


def test_rules_viewer_shows_the_last_language_asked_not_the_last_built(qtbot, monkeypatch):
    """The English page is slow to build; the French one, asked after, must stay shown."""

    def build(rules, lang):
        if lang == "en":
            time.sleep(0.6)
        return rules_pdf(rules, lang)

    monkeypatch.setattr(rules_viewer, "rules_pdf", build)
    languages = iter(["en", "fr"])
    viewer = RulesViewer(None, preset("yahtzee"), lambda: next(languages))
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.worker.pool.setMaxThreadCount(2)
    viewer.load()  # the language changed: French now
    qtbot.waitUntil(lambda: viewer.document.pageCount() == 1, timeout=10_000)
    assert viewer.worker.wait(10_000)
    qtbot.wait(100)  # the stale English reply arrives now, and must be dropped
    assert "la règle en une page" in viewer.document.getAllText(0).text()
    viewer.close()
    assert viewer.worker.jobs.closed  # done() closed its own pool
