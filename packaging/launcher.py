"""Entry point of the frozen app (PyInstaller needs a script, not `python -m`)."""

import os
import sys

from yahtzee_desktop.cli import main


def multiprocessing_helper(argv: list[str]) -> bool:
    """Whether this run is one of multiprocessing's processes, not the app: a spawned
    process (a table build, strategy/build_process.py, or the solver's helper) gets
    ``--multiprocessing-fork``; the resource tracker that the solver's shared arrays
    start gets ``-c "from multiprocessing.resource_tracker import main; ..."``, which the
    app's command line refused ("invalid choice"), leaving the arrays untracked."""
    return "--multiprocessing-fork" in argv or "-c" in argv[1:]


if __name__ == "__main__":
    if multiprocessing_helper(sys.argv):
        # freeze_support() (PyInstaller's) turns this very executable into that process.
        # (Imported only then: multiprocessing costs the first frame some 8 ms.)
        import multiprocessing

        multiprocessing.freeze_support()
    check = os.environ.get("YAHTZEE_DESKTOP_BUNDLE_CHECK")
    if check == "paint":  # benchmarks/bench_startup.py: the app, reporting its first paint
        from yahtzee_desktop.testing.first_paint import run_app

        sys.exit(run_app())
    if check == "bare":  # the benchmark's bare PySide6 window: nothing of the app loaded
        from bare_window import main as bare_window

        sys.exit(bare_window())
    if check:  # the build scripts' check that the trimmed bundle has what the app uses
        import bundle_check

        sys.exit(bundle_check.main())
    sys.exit(main())
