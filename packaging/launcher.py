"""Entry point of the frozen app (PyInstaller needs a script, not `python -m`)."""

import os
import sys

from yahtzee_desktop.cli import main

if __name__ == "__main__":
    if "--multiprocessing-fork" in sys.argv:
        # A table build's process (spawned: strategy/build_process.py) runs this very
        # executable: freeze_support() turns it into that process, not a second app.
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
