"""A second launch brings the running window back (issue 32): on Wayland only with the
launcher's activation token, which the second process hands over to the first."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QWidget

from yahtzee_desktop.ui.common import activation, screen
from yahtzee_desktop.ui.common.single_instance import SingleInstance

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen's


class Recorded(QWidget):
    """Records the token Qt would find when asked to activate the window."""

    def __init__(self, refuse: bool = False) -> None:
        super().__init__()
        self.refuse = refuse
        self.tokens: list[str | None] = []

    def activateWindow(self) -> None:
        self.tokens.append(os.environ.get("XDG_ACTIVATION_TOKEN"))
        if not self.refuse:
            super().activateWindow()

    def isActiveWindow(self) -> bool:
        # A compositor without xdg-activation (weston 10) leaves the window as it was;
        # offscreen activates every window shown.
        return not self.refuse and super().isActiveWindow()


def test_the_second_launch_hands_over_its_launchers_token(qtbot, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.acquire()
    env = dict(os.environ, XDG_ACTIVATION_TOKEN="gnome-shell/launch-42")
    env.pop("DESKTOP_STARTUP_ID", None)
    code = (
        "import sys; from pathlib import Path\n"
        "from yahtzee_desktop.ui.common.single_instance import SingleInstance\n"
        "sys.exit(0 if SingleInstance(Path(sys.argv[1])).hand_over(None) else 1)\n"
    )
    with qtbot.waitSignal(first.requested, timeout=20_000) as blocker:
        second = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], env=env)
    assert blocker.args == ["", "gnome-shell/launch-42"]
    assert second.wait(20) == 0
    qtbot.waitUntil(lambda: not first._buffers)  # its socket closed and forgotten
    first.release()


def test_the_token_is_wayland_s_else_x11_s_startup_id(monkeypatch):
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    monkeypatch.delenv("DESKTOP_STARTUP_ID", raising=False)
    assert activation.launch_token() == ""
    monkeypatch.setenv("DESKTOP_STARTUP_ID", "openbox-7_TIME123")
    assert activation.launch_token() == "openbox-7_TIME123"
    monkeypatch.setenv("XDG_ACTIVATION_TOKEN", "kwin-9")
    assert activation.launch_token() == "kwin-9"


@pytest.mark.parametrize(
    "message", [{}, {"activation_token": 7}, "x", {"activation_token": "a\nb"}]
)
def test_a_message_without_a_proper_token_gives_none(message):
    assert activation.token_in(message) == ""


def test_on_wayland_the_window_is_activated_with_the_token(qtbot, monkeypatch):
    monkeypatch.setattr(screen, "platform_name", lambda: "wayland")
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    window = Recorded()
    qtbot.addWidget(window)
    window.showMinimized()
    activation.bring_to_front(window, "mutter-token-1")
    assert window.tokens == ["mutter-token-1"]
    assert "XDG_ACTIVATION_TOKEN" not in os.environ  # one token, one activation
    assert window.isVisible()
    assert not window.isMinimized()


def test_on_x11_the_window_is_raised_as_before(qtbot, monkeypatch):
    monkeypatch.setattr(screen, "platform_name", lambda: "xcb")
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN", raising=False)
    window = Recorded()
    qtbot.addWidget(window)
    activation.bring_to_front(window, "openbox-7_TIME123")
    assert window.tokens == [None]


def test_a_window_the_compositor_does_not_activate_asks_for_attention(qtbot, monkeypatch):
    asked: list[QWidget] = []
    monkeypatch.setattr(activation, "ATTENTION_AFTER_MS", 10)
    monkeypatch.setattr(activation, "ask_attention", asked.append)
    refused = Recorded(refuse=True)
    qtbot.addWidget(refused)
    activation.bring_to_front(refused, "weston-has-no-xdg-activation")
    qtbot.waitUntil(lambda: asked == [refused], timeout=2_000)
    welcomed = Recorded()
    qtbot.addWidget(welcomed)
    activation.bring_to_front(welcomed)
    qtbot.waitUntil(welcomed.isActiveWindow, timeout=2_000)
    qtbot.wait(50)
    assert asked == [refused]
