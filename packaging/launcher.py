"""Entry point of the frozen app (PyInstaller needs a script, not `python -m`)."""

import multiprocessing
import sys

from yahtzee_desktop.cli import main

if __name__ == "__main__":
    # No-op today (the solver uses threads); keeps a future process pool from
    # re-running the app in every worker of a frozen build.
    multiprocessing.freeze_support()
    sys.exit(main())
