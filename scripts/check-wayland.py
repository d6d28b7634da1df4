"""Start weston (headless, with a top panel), start the app in it, and check on weston's
own screenshot that the whole window, its title bar included, is on screen (issue 32).

  .venv/bin/python scripts/check-wayland.py              # Wayland, 8 cases
  .venv/bin/python scripts/check-wayland.py --xwayland   # X11 mode under Xwayland
  .venv/bin/python scripts/check-wayland.py --shots docs/screenshots

Wayland: 1280x720 and 1366x768 (logical), at scale 1 and 2, with Qt's two title bars
(its plain one, and the GNOME-style one it draws when XDG_CURRENT_DESKTOP says GNOME).
Xwayland: the same sizes at scale 1, with QT_QPA_PLATFORM=xcb and weston's X11 frames.
Each case starts a fresh weston and a fresh app (a home of its own: no remembered
geometry), waits, takes weston's screenshot and finds the window on it: everything that
is not the panel or the plain background. It fits when a row of background is left below
it and a column on either side. Then a second launch (with an activation token) must hand
over and exit 0; weston 10 has no xdg-activation, so the window cannot be seen coming
back here. Needs weston (Debian: apt-get install weston; and xwayland for --xwayland).
Exit status 0 when every case fits and hands over.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # this script's own Qt: images only

from PySide6.QtGui import QImage

BACKGROUND = 0xFF00FF
"""Weston's background in these runs: magenta, a colour no window of the app has."""
PANEL = 32
"""The height of weston's panel (logical pixels), as tall as GNOME's top bar."""
INI = f"""[core]
idle-time=0
[shell]
panel-position=top
locking=false
background-color=0xff{BACKGROUND:06x}
"""


@dataclass(frozen=True)
class Case:
    width: int
    height: int
    scale: int
    title_bar: str  # "plain", "gnome" (Wayland) or "x11" (Xwayland)

    @property
    def name(self) -> str:
        return f"{self.width}x{self.height}-scale{self.scale}-{self.title_bar}"


def cases(xwayland: bool) -> list[Case]:
    sizes = [(1280, 720), (1366, 768)]
    if xwayland:
        return [Case(w, h, 1, "x11") for w, h in sizes]
    return [Case(w, h, s, t) for w, h in sizes for s in (1, 2) for t in ("plain", "gnome")]


def wait_for(test, seconds: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if test():
            return True
        time.sleep(0.1)
    return False


def window_box(image: QImage, scale: int) -> tuple[int, int, int, int] | None:
    """Left, top, right, bottom (device pixels) of what is neither panel nor background
    (nor shadow)."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    rows = np.frombuffer(image.constBits(), dtype=np.uint32, count=height * width)
    pixels = rows.reshape(height, width)[PANEL * scale :, :]
    red = (pixels >> 16) & 0xFF
    green = (pixels >> 8) & 0xFF
    blue = pixels & 0xFF
    # The background, or a window's shadow over it (a darker magenta), which is not the
    # window: weston's X11 frames and Qt's GNOME-style title bar cast one.
    background = (green <= 24) & (np.abs(red.astype(int) - blue) <= 24) & (red >= 96)
    ys, xs = np.nonzero(~background)
    if len(ys) == 0:
        return None
    top = PANEL * scale
    return int(xs.min()), int(ys.min()) + top, int(xs.max()), int(ys.max()) + top


def run_case(case: Case, xwayland: bool, wait: float, shots: Path | None) -> bool:
    root = Path(tempfile.mkdtemp(prefix="check-wayland-"))
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    (root / "weston.ini").write_text(INI)
    socket = f"check-wayland-{os.getpid()}"
    command = [
        "weston",
        "--backend=headless-backend.so",
        f"--width={case.width}",
        f"--height={case.height}",
        f"--scale={case.scale}",
        "--use-pixman",
        f"--socket={socket}",
        f"--config={root / 'weston.ini'}",
        "--debug",  # lets weston-screenshooter take the screen
    ]
    if xwayland:
        command.append("--xwayland")
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    base["XDG_RUNTIME_DIR"] = str(runtime)
    log = (root / "weston.log").open("w")
    weston = subprocess.Popen(command, env=base, stdout=log, stderr=subprocess.STDOUT)
    first: subprocess.Popen[bytes] | None = None
    try:
        if not wait_for(lambda: (runtime / socket).exists(), 10):
            print(f"{case.name}: weston did not start (see {root / 'weston.log'})")
            return False
        env = dict(base)
        home = root / "home"
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CACHE_HOME=str(home / "cache"),
            XDG_STATE_HOME=str(home / "state"),
            XDG_SESSION_TYPE="wayland",
            XDG_CURRENT_DESKTOP="ubuntu:GNOME" if case.title_bar != "plain" else "weston",
        )
        env.pop("XDG_ACTIVATION_TOKEN", None)
        env.pop("DESKTOP_STARTUP_ID", None)
        if xwayland:
            found: list[str] = []

            def display() -> bool:
                text = (root / "weston.log").read_text(errors="replace")
                found[:] = re.findall(r"xserver listening on display (:\d+)", text)
                return bool(found)

            if not wait_for(display, 10):
                print(f"{case.name}: no Xwayland (is /tmp/.X11-unix there? xwayland installed?)")
                return False
            env.update(QT_QPA_PLATFORM="xcb", DISPLAY=found[0])
        else:
            env.update(
                QT_QPA_PLATFORM="wayland",
                WAYLAND_DISPLAY=socket,
                QT_WAYLAND_DECORATION="adwaita" if case.title_bar == "gnome" else "bradient",
            )
        app_log = (root / "app.log").open("w")
        app = [sys.executable, "-m", "yahtzee_desktop"]
        first = subprocess.Popen(app, env=env, stdout=app_log, stderr=subprocess.STDOUT)
        time.sleep(wait)
        shooter_env = dict(base, WAYLAND_DISPLAY=socket)
        subprocess.run(["weston-screenshooter"], cwd=root, env=shooter_env, check=False)
        pictures = sorted(root.glob("wayland-screenshot*.png"))
        if not pictures:
            print(f"{case.name}: no screenshot")
            return False
        image = QImage(str(pictures[-1]))
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            kind = "xwayland" if xwayland else "wayland"
            shutil.copy(pictures[-1], shots / f"{kind}-{case.name}.png")
        box = window_box(image, case.scale)
        if box is None:
            print(f"{case.name}: no window on screen (see {root / 'app.log'})")
            return False
        left, top, right, bottom = box
        below = image.height() - 1 - bottom
        fits = left > 0 and right < image.width() - 1 and below > 0
        started = time.monotonic()
        second = subprocess.run(
            app,
            env=dict(env, XDG_ACTIVATION_TOKEN="check-wayland-token"),
            stdout=app_log,
            stderr=subprocess.STDOUT,
            timeout=30,
        )
        took = time.monotonic() - started
        print(
            f"{case.name}: window {right - left + 1}x{bottom - top + 1} at {left},{top} "
            f"on {image.width()}x{image.height()} (device px), {below} px above the bottom: "
            f"{'fits' if fits else 'DOES NOT FIT'}; second launch: exit {second.returncode} "
            f"in {took:.1f} s"
        )
        return fits and second.returncode == 0
    finally:
        for process in (first, weston):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        log.close()
        shutil.rmtree(root, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--xwayland", action="store_true", help="X11 mode under Xwayland")
    parser.add_argument("--wait", type=float, default=8.0, help="seconds for the app to settle")
    parser.add_argument("--shots", type=Path, help="keep the screenshots in this folder")
    parser.add_argument("--only", help="run only the cases whose name contains this")
    args = parser.parse_args()
    if shutil.which("weston") is None:
        print("weston is not installed (Debian: apt-get install weston)")
        return 2
    failed = [
        case.name
        for case in cases(args.xwayland)
        if (args.only is None or args.only in case.name)
        and not run_case(case, args.xwayland, args.wait, args.shots)
    ]
    print("all fit" if not failed else f"FAILED: {', '.join(failed)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
