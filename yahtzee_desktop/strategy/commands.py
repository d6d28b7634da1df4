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
    parser.add_argument("--quiet", "-q", action="store_true", help="print only the result")
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
    from .table_cache import load_or_build

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
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if not args.quiet and sys.stderr.isatty():
            print(
                f"\rsolving {rules.preset}: {100 * done // max(total, 1)}%",
                end="",
                file=sys.stderr,
                flush=True,
            )

    try:
        if args.no_cache:
            table = build_table(rules, progress)
        else:
            table = load_or_build(rules, args.cache_dir, progress)
    except ValueError as exc:
        print(f"yahtzee-desktop solve: {exc}", file=sys.stderr)
        return 2
    if not args.quiet:
        if sys.stderr.isatty():
            print(file=sys.stderr)
        options = ", ".join(f"{k}={v}" for k, v in sorted(rules.options.items())) or "defaults"
        print(f"rules {rules.preset} ({options})")
        print(f"states {table.values.size}, {time.perf_counter() - started:.2f} s")
    print(f"expected score {table.start + Card.empty(rules).total():.6f}")
    return 0
