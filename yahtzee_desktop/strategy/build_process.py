"""The table builds' own processes, started by the app with multiprocessing's "spawn".

A fresh interpreter, never a fork of the app (issue 24): the app has threads (Qt's, the
pool's, OpenBLAS's), and a fork copies only the calling one, so a lock another thread
held stays locked in the child for ever (Python 3.12+ warns of it). A spawned child
imports only this module and what it asks for (the core and the strategy: no Qt), holds
none of the app's files (the single-instance lock, the window system's socket), runs at
idle priority, and dies with the app.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from ..core.rules import RuleSet

__all__ = ["BUILD_NICE", "build_chances", "build_coach", "build_levels", "spawn"]

BUILD_NICE = 19
"""Niceness of the process that builds a table: idle, so play never stutters for it."""

_PR_SET_PDEATHSIG = 1


def _become_a_builder() -> None:
    """Idle priority; on Linux, killed with the app even if the app is killed (a build
    left running would hold its CPU for nothing)."""
    with contextlib.suppress(Exception):
        import ctypes
        import signal

        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    with contextlib.suppress(OSError, AttributeError):
        os.nice(BUILD_NICE)


class _AppGone(Exception):
    """The app closed its end of the pipe (it quit, or gave up on this build)."""


def build_coach(rules: RuleSet, directory: Path, conn: Any) -> None:
    """Build the coach's table (and cache it), telling the parent how far through
    ``conn``: ("progress", done, total), then ("done",) or ("failed", message). Stops
    quietly when the app no longer listens."""
    _become_a_builder()
    from . import coach
    from .table_cache import load_or_build

    def send(*message: Any) -> None:
        try:
            conn.send(message)
        except OSError as exc:  # a closed pipe: nobody to tell, nothing to print
            raise _AppGone from exc

    def report(done: int, total: int) -> None:
        send("progress", done, total)

    try:
        # The win chances' moments in the same pass (issue 16), where a table exists.
        with contextlib.suppress(ValueError):
            load_or_build(rules, directory, report, moments=True)
        coach(rules, directory, report)
        send("done")
    except _AppGone:
        pass
    except Exception as exc:  # told to the parent, which tells the user
        with contextlib.suppress(_AppGone):
            send("failed", str(exc))
    finally:
        conn.close()


def build_chances(rules: RuleSet, directory: Path) -> None:
    """Build the moments the win chances need into the table cache."""
    _become_a_builder()
    from .chances import WinChances

    WinChances.load_or_build(rules, directory)


def build_levels(rules: RuleSet, directory: Path) -> None:
    """Build the computer levels' own moments into the table cache (level_tables.py):
    about a minute a level, after which the chances follow each level's own play."""
    _become_a_builder()
    from .level_tables import POLICY_LEVELS, load_or_build_level

    for level in POLICY_LEVELS:
        load_or_build_level(rules, directory, level).close()


def spawn(target: Any, *args: Any) -> Any:
    """A daemon process running ``target(*args)`` in a fresh interpreter (not started)."""
    import multiprocessing  # here, not at the top: 8 ms the first frame does without

    return multiprocessing.get_context("spawn").Process(target=target, args=args, daemon=True)
