"""The environment of an app started by a benchmark: its own home, so no real settings,
autosave or table cache is touched, and a Qt platform that works without a display."""

from __future__ import annotations

import os


def app_env(home: str, *, cache: str | None = None, compiled: bool = False) -> dict[str, str]:
    """`os.environ` with HOME and the XDG folders under `home` (the cache at `cache` if
    given, to keep a built table between runs). `compiled`: bytecode cached, as after an
    install (PYTHONDONTWRITEBYTECODE dropped), for timings users feel."""
    env = dict(
        os.environ,
        HOME=home,
        XDG_CONFIG_HOME=f"{home}/.config",
        XDG_DATA_HOME=f"{home}/.local/share",
        XDG_STATE_HOME=f"{home}/.local/state",
        XDG_CACHE_HOME=cache or f"{home}/.cache",
    )
    if compiled:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env
