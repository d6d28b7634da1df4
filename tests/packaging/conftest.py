"""Packaging tests: the files under packaging/, the icons, the version and About."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.yahtzee_desktop.YahtzeeDesktop"
LINUX = ROOT / "packaging" / "linux"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
