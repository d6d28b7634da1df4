"""Every test runs without a display (Qt's offscreen platform) and in a home of its own.

Both are set before Qt loads. The private home (with its XDG folders) keeps Qt's test
folders (~/.qttest), settings and caches apart, so two test runs on one machine, or a
run beside the developer's own app, never share an autosave or a settings file.
"""

import atexit
import os
import shutil
import tempfile

import pytest

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


def _peaks() -> tuple[float, float]:
    """This process's largest resident set and the largest of its finished children's
    (apps started by tests, table builds), in MB; zeros where there is no such figure."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0, 0.0
    import sys

    unit = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, kilobytes elsewhere
    own, children = (
        resource.getrusage(who).ru_maxrss * unit / 2**20
        for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
    )
    return own, children


_WORKERS: list[tuple[float, float]] = []
"""Each test process's peaks (pytest-xdist's workers), as they report them at their end."""


def pytest_sessionfinish(session: object) -> None:
    output = getattr(getattr(session, "config", None), "workeroutput", None)
    if output is not None:  # a worker: its peaks go to the controller
        output["peaks"] = _peaks()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    peaks = getattr(node, "workeroutput", {}).get("peaks")
    if peaks:
        _WORKERS.append((float(peaks[0]), float(peaks[1])))


def pytest_terminal_summary(terminalreporter: object) -> None:
    """The run's peak memory, so CI shows whether the suite stays under its 2 GB (issue
    31): the test processes' largest resident sets (with two workers, their sum is the
    most they could have held at once) and the largest of their finished children."""
    own, children = _peaks()
    if _WORKERS:
        tests = sum(w[0] for w in _WORKERS)
        children = max(w[1] for w in _WORKERS)
        text = f"peak memory: {tests:.0f} MB ({len(_WORKERS)} test processes together)"
    else:
        text = f"peak memory: {own:.0f} MB (tests)"
    terminalreporter.write_line(  # type: ignore[attr-defined]
        f"{text}, {children:.0f} MB (largest child process)"
    )
