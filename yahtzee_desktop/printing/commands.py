"""`yahtzee-desktop print blank|filled|rules`: the PDFs without the GUI.

Any bad argument, unknown option, unreadable save file or unwritable path ends
with one line on stderr and exit code 2; the output file is written whole or not
at all, never over a file that is not a PDF nor into a special file (`output`).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.rules import OPTION_NAMES, PRESETS, IllegalOption, RuleSet, preset
from ..i18n import LANGUAGES, preset_summary
from .output import STDOUT, OutputRefused, check_target, write_pdf
from .sheet_model import Layout

if TYPE_CHECKING:
    from ..core.game import Game
    from ..strategy.story import Story

__all__ = ["register"]

_OPTIONS_HELP = (
    "a rule option as KEY=VALUE, repeatable: "
    + ", ".join(o for o in OPTION_NAMES if o != "points")
    + "; fixed box points as points.BOX=N (e.g. points.full_house=30)"
)


class _Fail(Exception):
    """A user error: its message is printed as the one line."""


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """["joker=free", "points.full_house=30"] -> {"joker": "free", "points": {...}}."""
    options: dict[str, Any] = {}
    points: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            raise _Fail(f"--option takes KEY=VALUE, not {pair!r}")
        if key.startswith("points."):
            points[key.removeprefix("points.")] = value
        else:
            options[key] = value
    if points:
        options["points"] = points
    return options


def _rules(args: argparse.Namespace) -> RuleSet:
    try:
        return preset(args.rules, **parse_options(args.option))
    except IllegalOption as exc:
        raise _Fail(str(exc)) from None


def _blank(args: argparse.Namespace) -> bytes:
    from .sheet_draw import blank_pdf

    if not 1 <= args.copies <= 100:
        raise _Fail("--copies must be from 1 to 100")
    return blank_pdf(_rules(args), Layout(args.layout), args.lang, args.copies, pace=args.pace)


def _rules_page(args: argparse.Namespace) -> bytes:
    from .rules_page import rules_pdf

    return rules_pdf(_rules(args), args.lang)


def _same_file(a: str, b: str) -> bool:
    """Whether two paths name one file: the same path, a symbolic or hard link, "./x"..."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _filled(args: argparse.Namespace) -> bytes:
    from ..core.savefile import SaveFileError, load_game
    from .filled import filled_pdf

    try:
        game = load_game(args.savefile)
    except SaveFileError as exc:
        raise _Fail(f"{args.savefile}: {exc}") from None
    story = _story(game) if args.chances else None
    return filled_pdf(game, args.lang, story=story)


def _story(game: Game) -> Story:
    """The story of the game for its chances page, from the table cache (built and cached
    first if missing, which takes a few seconds: said on stderr)."""
    setup = game.setup
    if len(setup.seats) < 2:
        raise _Fail("--chances needs a game of two players or more")
    from ..strategy.chances import WinChances
    from ..strategy.levels import setup_styles
    from ..strategy.model import rule_model
    from ..strategy.player_chances import players_of
    from ..strategy.table_cache import cache_dir, load_table
    from .story import sheet_story

    rules = setup.rules
    try:
        rule_model(rules)
    except ValueError as exc:  # why: several columns, or not five dice
        raise _Fail(
            f"--chances: the {rules.preset} rules have no table of win chances ({exc})"
        ) from None
    cached = load_table(rules, cache_dir(), moments=True, in_memory=False)
    if cached is None:
        sys.stderr.write("yahtzee-desktop print: building the table of win chances (once)…\n")
        sys.stderr.flush()
        chances = WinChances.load_or_build(rules, cache_dir())
        sys.stderr.write(cache_note(cache_dir()) + "\n")
    else:
        chances = WinChances(cached)
        chances.directory = cache_dir()  # the levels' own moments, where the app built them
    # Each seat as it plays, as on screen: computers at their level, people by the family
    # prior (the app's history of their games is the app's: not read from here).
    styles = setup_styles(setup, {}, players_of(chances).total_laws())
    return sheet_story(chances, setup, game.actions, styles)


def cache_note(folder: Path) -> str:
    """What a built table leaves on disk, said once: where, how much, and how to free it
    (the app reads the same folder, so the next game's coach starts at once)."""
    size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    return (
        f"yahtzee-desktop print: the table is kept in {folder} ({size / 1e6:.0f} MB), "
        "shared with the app; delete that folder to free the space"
    )


def _runner(make: Callable[[argparse.Namespace], bytes]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        try:
            savefile = getattr(args, "savefile", None)
            if savefile and args.output != STDOUT and _same_file(savefile, args.output):
                raise _Fail(f"{args.output} is the saved game itself: choose another output file")
            check_target(args.output)  # before the work: a refused name is said at once
            data = make(args)
            write_pdf(args.output, data)
        except (_Fail, OutputRefused, ValueError) as exc:
            sys.stderr.write(f"yahtzee-desktop print: error: {exc}\n")
            return 2
        except OSError as exc:
            reason = exc.strerror or str(exc)
            where = args.output
            sys.stderr.write(f"yahtzee-desktop print: error: cannot write {where}: {reason}\n")
            return 2
        return 0

    return run


def _common(p: argparse.ArgumentParser, rules: bool) -> None:
    if rules:
        p.add_argument(
            "--rules",
            default="yahtzee",
            choices=PRESETS,
            help="the rule set (default: yahtzee): "
            + "; ".join(f"{name}: {preset_summary(name)}" for name in PRESETS),
        )
        p.add_argument(
            "--option", action="append", default=[], metavar="KEY=VALUE", help=_OPTIONS_HELP
        )
    p.add_argument("--lang", default="en", choices=LANGUAGES, help="language (default: en)")
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="FILE.pdf",
        help="the PDF to write (replaced whole, never half-written; an existing file that "
        "is not a PDF is refused); - for standard output",
    )


def register(subparsers: Any) -> None:
    """Add `print` and its three commands to the app's command line."""
    parser = subparsers.add_parser(
        "print",
        help="write printable A4 PDFs: blank sheets, a game's sheets, the rules",
        description="Write printable A4 PDFs without starting the app.",
    )
    parser.set_defaults(func=lambda _args: _usage(parser))
    sub = parser.add_subparsers(dest="print_command", metavar="WHAT")

    blank = sub.add_parser(
        "blank",
        help="blank score sheets to print a pad",
        description="Blank score sheets: six games for one player, or one game for six players.",
    )
    _common(blank, rules=True)
    blank.add_argument(
        "--layout",
        default="games",
        choices=[x.value for x in Layout],
        help="games: six games of one player; players: one game of six players",
    )
    blank.add_argument(
        "--copies", type=int, default=1, metavar="N", help="pages in the PDF, 1 to 100 (default: 1)"
    )
    blank.add_argument(
        "--pace",
        action="store_true",
        help="add a row to follow the upper bonus: each player writes how far ahead of or "
        "behind 63 they are (three dice of each face; with the six dice of maxi-yatzy, "
        "84: four of each)",
    )
    blank.set_defaults(func=_runner(_blank))

    filled = sub.add_parser(
        "filled",
        help="a saved game's score sheets",
        description="The score sheets of a saved game, with scores, totals and winners.",
    )
    filled.add_argument("savefile", help="a game saved by the app")
    _common(filled, rules=False)
    filled.add_argument(
        "--chances",
        action="store_true",
        help="add a page charting each player's chance of winning, box by box "
        "(two players or more; not for rules with several columns)",
    )
    filled.set_defaults(func=_runner(_filled))

    rules = sub.add_parser(
        "rules",
        help="the rules on one A4 page",
        description="The rules of a rule set on one A4 page, as its options set them.",
    )
    _common(rules, rules=True)
    rules.set_defaults(func=_runner(_rules_page))


def _usage(parser: argparse.ArgumentParser) -> int:
    sys.stderr.write(f"{parser.prog}: error: choose what to print: blank, filled or rules\n")
    return 2
