"""The command line: `yahtzee-desktop` starts the app; subcommands work without the GUI.

Each subcommand lives with the layer it drives (printing, strategy) and registers
itself here, so this file stays a dispatcher.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__

# Modules that provide `register(subparsers)`; each adds a parser whose
# defaults include `func(args) -> int`.
COMMAND_MODULES = (
    "yahtzee_desktop.printing.commands",
    "yahtzee_desktop.strategy.commands",
)


class OneLineParser(argparse.ArgumentParser):
    """Bad arguments give one line on stderr and exit code 2 (argparse adds the usage).

    Subcommand parsers made with `add_parser` are of this class too.
    """

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(2)


def build_parser(commands: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="yahtzee-desktop",
        description="Yahtzee and its cousins: play, keep score, print grids, get advice. "
        "Without a command, the app starts.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser("play", help="start the app (the default)")
    play.add_argument("savefile", nargs="?", help="a saved game to open")
    play.set_defaults(func=_run_app)
    for name in commands:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def _run_app(args: argparse.Namespace) -> int:
    return _start_app(getattr(args, "savefile", None))


def _start_app(savefile: str | None) -> int:
    import gc

    # Issue 14: start-up makes ~45,000 objects the collector tracks, most living as long
    # as the app, which Python would scan in ~60 collections before the first frame. The
    # app's collector (ui/common/collector.py) turns automatic collection off anyway as
    # the window is built, and collects on its own timer, after the first frame.
    collecting = gc.isenabled()
    gc.disable()
    try:
        from .ui.app import run

        return int(run([sys.argv[0], *([savefile] if savefile else [])]))
    finally:
        if collecting:
            gc.enable()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # the app, parsing nothing: its first frame comes a few ms sooner
        return _start_app(None)
    # Starting the app needs none of the subcommands, whose modules load ReportLab.
    parser = build_parser(() if argv[0] == "play" else COMMAND_MODULES)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
