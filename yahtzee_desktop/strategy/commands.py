"""`yahtzee-desktop solve`: solve a rule set and print its optimal expected score."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from ..core.card import Card
from ..core.rules import PRESETS, IllegalOption, preset

__all__ = ["register"]

_LEVEL_NAMES = {"club": "Good"}
"""The levels as the app names them (Level.CLUB is the Good player)."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="compute the optimal expected score of a single-column rule set",
        description="Solve a rule set by backward induction and print the expected score "
        "of optimal solitaire play. The table is cached for the app's coach.",
    )
    parser.add_argument("--rules", default="yahtzee", choices=PRESETS, help="preset name")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, e.g. joker=free (repeatable)",
    )
    parser.add_argument("--cache-dir", type=Path, help="table cache directory")
    parser.add_argument("--no-cache", action="store_true", help="build, neither load nor save")
    parser.add_argument(
        "--moments",
        action="store_true",
        help="also the moments the win chances read (59 MB), as the app's install does: its "
        "first chances then never wait for a build",
    )
    parser.add_argument("--quiet", "-q", action="store_true", help="print only the result")
    parser.add_argument(
        "--levels",
        action="store_true",
        help="also the computer levels' own moments (20-50 s and 63 MB a level), which "
        "the chances of computer players and people read",
    )
    parser.set_defaults(func=_solve)


def _parse_options(items: list[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise IllegalOption(f"an option is NAME=VALUE, not {item!r}")
        options[name.strip()] = value.strip()
    return options


def _solve(args: argparse.Namespace) -> int:
    from .model import rule_model
    from .solver import build_table
    from .table_cache import cache_dir, load_or_build

    try:
        rules = preset(args.rules, **_parse_options(args.option))
    except IllegalOption as exc:
        print(f"yahtzee-desktop solve: {exc}", file=sys.stderr)
        return 2
    try:
        rule_model(rules)
    except ValueError as exc:  # say why, and what the app does instead
        print(
            f"yahtzee-desktop solve: {exc}; the app's coach and computer players estimate "
            "for these rules",
            file=sys.stderr,
        )
        return 2
    if args.levels and args.no_cache:
        print(
            "yahtzee-desktop solve: --levels are kept in the cache: not with --no-cache",
            file=sys.stderr,
        )
        return 2
    started = time.perf_counter()
    doing = [f"solving {rules.preset}"]
    shown = [False]

    def progress(done: int, total: int) -> None:
        if not args.quiet and sys.stderr.isatty() and (shown[0] or done < total):
            shown[0] = True
            print(
                f"\r{doing[0]}: {100 * done // max(total, 1)}%",
                end="",
                file=sys.stderr,
                flush=True,
            )

    directory = args.cache_dir or cache_dir()
    try:
        if args.no_cache:
            table = build_table(rules, progress, moments=args.moments)
        else:
            # A cached one checked on disk, not read in: the install runs this at every start.
            table = load_or_build(rules, directory, progress, args.moments, in_memory=False)
        if args.levels:
            from .level_tables import POLICY_LEVELS, load_or_build_level

            for level in POLICY_LEVELS:
                doing[0] = f"the {_LEVEL_NAMES.get(level, level)} player's moments"
                load_or_build_level(rules, directory, level, progress).close()
    except ValueError as exc:
        print(f"yahtzee-desktop solve: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # a full disk, a read-only cache: said, not a traceback
        print(f"yahtzee-desktop solve: cannot keep the tables: {exc}", file=sys.stderr)
        return 1
    if shown[0]:
        print(file=sys.stderr)
    if not args.quiet:
        options = ", ".join(f"{k}={v}" for k, v in sorted(rules.options.items())) or "defaults"
        print(f"rules {rules.preset} ({options})")
        print(f"states {table.values.size}, {time.perf_counter() - started:.2f} s")
    print(f"expected score {table.start + Card.empty(rules).total():.6f}")
    return 0
