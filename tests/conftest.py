"""Every test runs without a display (Qt's offscreen platform) and in a home of its own.

Both are set before Qt loads. The private home (with its XDG folders) keeps Qt's test
folders (~/.qttest), settings and caches apart, so two test runs on one machine, or a
run beside the developer's own app, never share an autosave or a settings file.
"""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No background builds of the computer levels' moments (a minute each) for every table
# folder a test makes, nor in the apps tests start; the tests that want one ask for it.
os.environ["YAHTZEE_DESKTOP_LEVEL_BUILDS"] = "0"

_home = tempfile.mkdtemp(prefix="yahtzee-desktop-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)
os.environ["HOME"] = _home
for _name, _sub in (
    ("XDG_CONFIG_HOME", "config"),
    ("XDG_DATA_HOME", "data"),
    ("XDG_CACHE_HOME", "cache"),
    ("XDG_STATE_HOME", "state"),
):
    os.environ[_name] = os.path.join(_home, _sub)
# A session's private runtime folder, as a desktop login gives (the single-instance socket).
os.environ["XDG_RUNTIME_DIR"] = os.path.join(_home, "runtime")
os.makedirs(os.environ["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)


def pytest_terminal_summary(terminalreporter: object) -> None:
    """The run's peak memory, so CI shows whether the suite stays under its 2 GB (issue
    31): this process's largest resident set, and the largest of its finished children
    (apps started by tests, table builds)."""
    try:
        import resource
    except ImportError:  # Windows: no such figure here
        return
    import sys

    unit = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, kilobytes elsewhere
    peaks = [
        resource.getrusage(who).ru_maxrss * unit / 2**20
        for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    ]
    terminalreporter.write_line(  # type: ignore[attr-defined]
        f"peak memory: {peaks[0]:.0f} MB (tests), {peaks[1]:.0f} MB (largest child process)"
    )
