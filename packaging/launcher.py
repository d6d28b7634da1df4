"""Entry point of the frozen app (PyInstaller needs a script, not `python -m`)."""

import multiprocessing
import os
import sys

from yahtzee_desktop.cli import main

if __name__ == "__main__":
    # No-op today (the solver uses threads); keeps a future process pool from
    # re-running the app in every worker of a frozen build.
    multiprocessing.freeze_support()
    check = os.environ.get("YAHTZEE_DESKTOP_BUNDLE_CHECK")
    if check:
        # The build scripts' check that the trimmed bundle still has what the app uses
        # ("1"), or benchmarks/bench_startup.py's first-paint probe ("paint", "bare").
        import bundle_check

        if check in ("paint", "bare"):
            sys.exit(bundle_check.first_paint(bare=check == "bare"))
        sys.exit(bundle_check.main())
    sys.exit(main())
