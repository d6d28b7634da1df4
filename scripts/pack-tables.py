"""Pack the tables shipped with the app (strategy/shipped.py) into resources/tables/.

The official rules' table (with --moments, also the moments of its win chances),
built here (or read from --cache), each cache file's float32 data byte-shuffled and
compressed with xz into one pack named by the table's key. Run before building the
wheel, the bundle or the .deb (scripts/build-bundle.sh does):
    .venv/bin/python scripts/pack-tables.py [--cache DIR] [--moments]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from yahtzee_desktop.core import preset  # noqa: E402
from yahtzee_desktop.strategy.chances import WinChances  # noqa: E402
from yahtzee_desktop.strategy.shipped import SHIPPED_PRESETS, pack_cache  # noqa: E402
from yahtzee_desktop.strategy.table_cache import load_or_build, table_key  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, help="a table cache to read (else built afresh)")
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "tables")
    parser.add_argument("--moments", action="store_true", help="pack the moments too")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = args.cache or Path(tmp)
        for name in SHIPPED_PRESETS:
            rules = preset(name)
            started = time.perf_counter()
            if args.moments:
                WinChances.load_or_build(rules, cache)  # built with its moments if missing
            else:
                load_or_build(rules, cache)
            key = table_key(rules)
            for old in args.out.glob("table-*.xz"):
                old.unlink()
            size = pack_cache(key, cache, args.out, moments=args.moments)
            print(
                f"{name}: {size / 1e6:.1f} MB in "
                f"{time.perf_counter() - started:.0f} s -> {args.out / (key + '.xz')}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
