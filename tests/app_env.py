"""The environment of an app started in a child process by a test: folders of its own
under the test's tmp_path (data, config, cache, state, runtime), no display needed, and no test
hook inherited unless the test gives one."""

from __future__ import annotations

import os
from pathlib import Path

from yahtzee_desktop.testing import ENV_VAR as TEST_HOOK


def app_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    runtime = tmp_path / "run"  # private, as a session's XDG_RUNTIME_DIR is
    runtime.mkdir(mode=0o700, parents=True, exist_ok=True)
    env = dict(
        os.environ,
        HOME=str(tmp_path / "home"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_RUNTIME_DIR=str(runtime),
        QT_QPA_PLATFORM="offscreen",
    )
    env.pop(TEST_HOOK, None)
    env.update(extra)
    return env
