"""An evening of play in one window: its resident memory after each step (issue 31).

The window is built as the app builds it (every feature, the app's garbage collector on
the GUI thread) and driven through its own API inside the event loop, so widgets closed
along the way are deleted as in the app: a six-game series of Ann (played here, greedily)
against an expert computer player, Play again (six more), three New games of one game
each (three, two and four seats), the Review opened and closed, the statistics opened and
closed, the language switched to French and back. After each step the loop idles
a second (the collector's timer runs) and the RSS is printed.

Goal: the end within 20 MB of the RSS after the first game, and never above 150 MB.
The expert's table is built once into --cache (a minute or so) and reused afterwards.

Usage: python benchmarks/bench_evening.py [--seed 7] [--cache DIR]
Exit status 1 if the goal is missed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path

from app_home import app_env

REPO = Path(__file__).resolve().parents[1]
GROWTH_MB = 20.0
"""The end may be at most this far above the RSS after the first game."""
PEAK_MB = 150.0
"""No step may end above this."""


def rss_mb() -> float:
    """The resident set now (Linux: /proc; elsewhere the peak so far, what is known)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


Step = Callable[[], bool]
"""A condition the evening waits for; checked every tick, it may act (a human's move)."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "yahtzee-desktop-bench-cache",
        help="where the expert's table is cached between runs (built on the first)",
    )
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    home = tempfile.mkdtemp(prefix="yahtzee-evening-")
    os.environ.update(app_env(home, cache=str(args.cache)))
    sys.path.insert(0, str(REPO))
    return evening(args.seed)


def evening(seed: int) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    app = QApplication(["yahtzee-desktop"])
    from yahtzee_desktop.core import preset
    from yahtzee_desktop.core.setup import GameSetup, PlayerKind, Seat
    from yahtzee_desktop.ui.app import set_identity
    from yahtzee_desktop.ui.builder import build_window
    from yahtzee_desktop.ui.coach.review import ReviewDialog
    from yahtzee_desktop.ui.common.collector import GuiCollector
    from yahtzee_desktop.ui.common.i18n import install_translators
    from yahtzee_desktop.ui.common.settings import Settings
    from yahtzee_desktop.ui.history.stats_dialog import StatisticsDialog

    set_identity()
    collector = GuiCollector(app)  # as app.run does
    collector.install()
    install_translators(app, "en")
    rules = preset("yahtzee")
    robo = Seat.solo("Robo", PlayerKind.COMPUTER, "expert")
    window = build_window(GameSetup.simple(["Ann"], rules), Settings())
    window.show()
    window.dice.set_animation_ms(0)
    window.roll_off.set_animation_ms(0)
    window.computer.pause_override = 0
    session = window.session
    figures: list[tuple[str, float]] = []
    before: list[tuple[str, float]] = []
    """What the window holds before the evening's first game, for reference."""
    began = time.perf_counter()

    def human_moves() -> None:
        """Ann's move if it is hers: roll, then score the first roll where it is worth most."""
        state = session.state
        if state.finished or session.locked or session.held or window.resume_box is not None:
            return
        if state.player.kind is not PlayerKind.HUMAN:
            return
        if state.rolls == 0:
            session.roll((False,) * 5)
        else:
            options = state.options()
            column, box = max(options, key=lambda o: options[o])
            session.score(box, column)

    def game_over(index: int) -> Step:
        def done() -> bool:
            state = session.state
            if state.finished or state.game_index > index:
                return window.outcome_dialog is not None and window.outcome_dialog.isVisible()
            human_moves()
            return False

        return done

    def idle(seconds: float) -> Step:
        until = time.perf_counter() + seconds
        return lambda: time.perf_counter() >= until

    def close_outcome() -> None:
        dialog = window.outcome_dialog
        if dialog is not None:
            dialog.close()

    def play_series(label: str) -> Iterator[Step]:
        for game in range(session.state.setup.games):
            yield game_over(game)
            if game < session.state.setup.games - 1:
                close_outcome()
            yield idle(1.0)
            figures.append((f"{label}, game {game + 1}", rss_mb()))

    def steps() -> Iterator[Step]:
        yield idle(1.0)
        before.append(("window shown", rss_mb()))
        yield lambda: window.coach.service.prepare(rules) is not None  # the expert's table
        before.append(("the expert's table ready", rss_mb()))
        window.start_setup(GameSetup(rules, (Seat.solo("Ann"), robo), games=6, seed=seed))
        yield from play_series("series")
        again = window.outcome_dialog.findChild(QPushButton, "outcome_play_again")
        again.click()  # Play again: a new series at the same table
        yield from play_series("Play again")
        close_outcome()
        for n, names in enumerate((["Ann", "Bob"], ["Ann"], ["Ann", "Bob", "Cy"]), 1):
            seats = (*(Seat.solo(name) for name in names), robo)
            window.start_setup(GameSetup(rules, seats, games=1, seed=seed + n))
            yield game_over(0)
            close_outcome()
            yield idle(1.0)
            figures.append((f"New game {n} ({len(seats)} seats)", rss_mb()))
        # The dialogs are looked up each time, never kept here (that would keep them).
        window.coach.review_action.trigger()
        yield lambda: window.findChild(ReviewDialog).finished_review
        window.findChild(ReviewDialog).close()
        yield idle(1.0)
        figures.append(("Review opened and closed", rss_mb()))
        window.feature("history").statistics_action.trigger()
        loaded: list[bool] = []
        window.findChild(StatisticsDialog).loaded.connect(lambda: loaded.append(True))
        yield lambda: bool(loaded)
        window.findChild(StatisticsDialog).close()
        yield idle(1.0)
        figures.append(("statistics opened and closed", rss_mb()))
        for language in ("fr", "en"):
            install_translators(app, language)
            yield idle(1.0)
        figures.append(("language switched twice", rss_mb()))
        yield idle(2.0)
        figures.append(("end", rss_mb()))

    plan = steps()
    waiting: list[Step] = [next(plan)]
    deadline = time.perf_counter() + 1800

    def tick() -> None:
        if time.perf_counter() > deadline:
            print("the evening took more than 30 minutes: stopped", file=sys.stderr)
            app.exit(2)
            return
        try:
            if not waiting[0]():
                return
            waiting[0] = next(plan)
        except StopIteration:
            timer.stop()
            window.close()
            app.quit()
        except Exception:  # a broken step ends the evening, not a loop of tracebacks
            timer.stop()
            traceback.print_exc()
            app.exit(2)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    status = app.exec()
    collector.uninstall()
    if status:
        return status
    return report(before, figures, time.perf_counter() - began)


def report(
    before: list[tuple[str, float]], figures: list[tuple[str, float]], seconds: float
) -> int:
    for label, mb in before:
        print(f"{label:34s} {mb:7.1f} MB")
    first = figures[0][1]
    peak = max(mb for _label, mb in figures)
    for label, mb in figures:
        print(f"{label:34s} {mb:7.1f} MB  ({mb - first:+6.1f} MB from the first game)")
    end = figures[-1][1]
    met = end - first <= GROWTH_MB and peak <= PEAK_MB
    print(
        f"after the first game {first:.1f} MB, end {end:.1f} MB ({end - first:+.1f}), "
        f"highest {peak:.1f} MB; goal (end within {GROWTH_MB:.0f} MB of the first game, "
        f"never above {PEAK_MB:.0f} MB): {'met' if met else 'MISSED'}; {seconds:.0f} s"
    )
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
