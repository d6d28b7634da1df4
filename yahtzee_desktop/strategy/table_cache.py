"""The optimal tables on disk: named by what decides them, checked on every load, set aside
when damaged, built (`solver.build_table`) when missing or unsound.

A table is zlib-compressed float32 after a one-line JSON header (format, key, shape,
start value, SHA-256), written atomically; the moments for win chances (variance, third
moment, E[R^k B] of the upper bonus B, E[R^k Y] and E[R^k B Y] of a Yahtzee Y) are files
of the same form beside it. Nothing read from the cache is trusted without its checks.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import zlib
from collections.abc import Mapping
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

import numpy as np

from ..core.rules import RuleSet
from .model import rule_model
from .solver import FORMAT, Progress, Table, build_table

__all__ = [
    "BONUS",
    "THIRD",
    "VARIANCE",
    "YAHTZEE",
    "cache_dir",
    "cache_dir_for",
    "load_or_build",
    "load_table",
    "save_table",
    "table_key",
]


def cache_dir() -> Path:
    """The command line's folder of tables on this system (`cache_dir_for`)."""
    return Path(cache_dir_for(sys.platform, os.environ, str(Path.home())))


def cache_dir_for(platform: str, environ: Mapping[str, str], home: str) -> PurePath:
    """Where tables are cached on `platform` (a `sys.platform` value), without Qt.

    Linux and other Unixes: $XDG_CACHE_HOME/yahtzee-desktop, else ~/.cache/yahtzee-desktop.
    Windows has no XDG folders: the folder Qt's CacheLocation gives the app there
    (%LOCALAPPDATA%\\Yahtzee Desktop\\Yahtzee Desktop\\cache, tables in its "tables"), which
    the uninstaller removes; macOS: ~/Library/Caches/yahtzee-desktop.
    """
    if platform == "win32":
        local = environ.get("LOCALAPPDATA") or str(PureWindowsPath(home, "AppData", "Local"))
        return PureWindowsPath(local, APP_FOLDER, APP_FOLDER, "cache", "tables")
    if platform == "darwin":
        return PurePosixPath(home, "Library", "Caches", "yahtzee-desktop")
    base = environ.get("XDG_CACHE_HOME") or str(PurePosixPath(home, ".cache"))
    return PurePosixPath(base, "yahtzee-desktop")


APP_FOLDER = "Yahtzee Desktop"
"""The organisation and application names Qt puts in its Windows folders (ui/app.py)."""


def table_key(rules: RuleSet) -> str:
    """Names a table by what decides it: the versioned layout and the rules as arrays.

    The points of every roll in every box and the bonus and joker settings, not the
    rule objects' text, so an upgrade that keeps the rules keeps the cache, and edited
    rules never reuse one. Bump `FORMAT` when the table's layout or meaning changes.
    """
    model = rule_model(rules)
    digest = hashlib.sha256()
    for array in (model.plain, model.full, model.face):
        digest.update(np.ascontiguousarray(array, dtype="<i8").tobytes())
    scalars = (
        FORMAT,
        model.yahtzee,
        rules.upper_bonus_threshold,
        rules.upper_bonus,
        rules.yahtzee_bonus,
        rules.joker.value,
        rules.zeroed_yahtzee_joker,
        rules.upper_first,
    )
    digest.update(repr(scalars).encode())
    return f"table-{digest.hexdigest()[:20]}"


def _path(rules: RuleSet, directory: Path, suffix: str = ".table") -> Path:
    return directory / f"{table_key(rules)}{suffix}"


MOMENTS = 4
"""Version of the moments' files, in their names: bump when their content changes, so an
old file is never read for a new one (version 1, ".variance" alone, had no third moment;
version 2 no bonus moments, version 3 no Yahtzee moments, and a build that writes them
would leave its files beside)."""
VARIANCE = f".m{MOMENTS}.variance"
"""Suffix of the file holding a table's variances (for win chances), beside its values."""
THIRD = f".m{MOMENTS}.third"
"""Suffix of the file holding their third central moments, built with them."""
BONUS = tuple(f".m{MOMENTS}.bonus{k}" for k in range(4))
"""Suffixes of the files holding E[R^k B], k = 0..3 (`Table.bonus`), built with them."""
YAHTZEE = tuple(f".m{MOMENTS}.yahtzee{k}" for k in range(8))
"""Suffixes of the files holding E[R^k Y], then E[R^k B Y] (`Table.yahtzee`)."""
_OLD_MOMENTS = (
    ".variance",
    ".m2.variance",
    ".m2.third",
    ".m3.variance",
    ".m3.third",
    *(f".m3.bonus{k}" for k in range(4)),
)
"""Moments' files of earlier versions, removed when new ones are written."""


def _set_aside(path: Path) -> None:
    """Keep a damaged cache file (one per table) for inspection instead of overwriting it."""
    with contextlib.suppress(OSError):
        os.replace(path, path.with_name(path.name + ".damaged"))


def save_table(table: Table, directory: Path, values: bool = True) -> Path:
    """Write atomically: zlib-compressed float32 after a JSON header with its SHA-256.

    The variances and third moments, if the table has them, go to files of the same form;
    with ``values`` False, only they (beside a sound table that must not change under an
    advisor's feet).
    """
    from ..core.savefile import atomic_write  # not needed to build: `solve` starts sooner

    directory.mkdir(parents=True, exist_ok=True)
    rules = table.model.rules
    parts = [(".table", table.values)] if values else []
    if table.variance is not None and table.third is not None and table.bonus is not None:
        assert table.yahtzee is not None
        parts += [(VARIANCE, table.variance), (THIRD, table.third)]
        parts += list(zip(BONUS, table.bonus, strict=True))
        parts += list(zip(YAHTZEE, table.yahtzee, strict=True))
        for old in _OLD_MOMENTS:
            with contextlib.suppress(OSError):
                _path(rules, directory, old).unlink(missing_ok=True)
    for suffix, array in parts:
        data = zlib.compress(np.ascontiguousarray(array).tobytes(), 6)
        header = {
            "format": FORMAT,
            "key": table_key(rules),
            "shape": list(array.shape),
            "start": table.start,
            "sha256": hashlib.sha256(data).hexdigest(),
        }
        atomic_write(_path(rules, directory, suffix), json.dumps(header).encode() + b"\n" + data)
    return _path(rules, directory)


def load_table(rules: RuleSet, directory: Path, moments: bool = False) -> Table | None:
    """The cached table, or None if it is missing or fails any check.

    With ``moments``, None also when any of its moments' files is missing or fails a check.
    """
    suffixes = (VARIANCE, THIRD, *BONUS, *YAHTZEE)
    wanted = (".table", *suffixes) if moments else (".table",)
    if not all(_path(rules, directory, s).exists() for s in wanted):
        from_shipped(rules, directory)
    table = _read(rules, _path(rules, directory))
    if table is None or not moments:
        return table
    parts = [_read(rules, _path(rules, directory, s)) for s in suffixes]
    # A build with moments may differ from the table alone in the last bits (`turn.stamp`).
    found = [m for m in parts if m is not None and abs(m.start - table.start) <= 1e-6]
    if len(found) < len(parts):
        return None
    variance, third, *joint = (m.values for m in found)
    bonus, yahtzee = np.stack(joint[:4]), np.stack(joint[4:])
    return Table(table.model, table.values, table.start, variance, third, bonus, yahtzee)


def from_shipped(rules: RuleSet, directory: Path) -> bool:
    """Write the cache files of these rules from the tables shipped with the app
    (shipped.py), where missing; False when none are shipped for them."""
    from ..core.savefile import atomic_write
    from .shipped import unpack

    key = table_key(rules)
    wrote = False
    with contextlib.suppress(OSError, ValueError):  # then built, as without a pack
        for name, header, raw in unpack(key):
            path = directory / name
            if not name.startswith(key) or "/" in name or path.exists():
                continue
            directory.mkdir(parents=True, exist_ok=True)
            data = zlib.compress(raw, 1)  # level 1: a third of level 6's time, 10 % larger
            header = {**header, "sha256": hashlib.sha256(data).hexdigest()}
            atomic_write(path, json.dumps(header).encode() + b"\n" + data)
            wrote = True
    return wrote


def _read(rules: RuleSet, path: Path) -> Table | None:
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    return _parse_table(rules, raw)


def _parse_table(rules: RuleSet, raw: bytes) -> Table | None:
    try:
        line, data = raw.split(b"\n", 1)
        header = json.loads(line)
        model = rule_model(rules)
        shape = (model.masks, model.ups, model.flags)
        if (
            not isinstance(header, dict)
            or header.get("format") != FORMAT
            or header.get("key") != table_key(rules)
            or tuple(header.get("shape", ())) != shape
            or hashlib.sha256(data).hexdigest() != header.get("sha256")
        ):
            return None
        values = np.frombuffer(zlib.decompress(data), dtype=np.float32).reshape(shape)
        start = float(header["start"])
        if not (np.isfinite(values).all() and np.isfinite(start)):
            return None
        return Table(model, values, start)
    except (ValueError, KeyError, TypeError, zlib.error):
        return None


def load_or_build(
    rules: RuleSet,
    directory: Path | None = None,
    progress: Progress | None = None,
    moments: bool = False,
) -> Table:
    """The table from the cache if it is sound, else built (and cached if possible).

    With ``moments``, with its variances too (built with the values in one pass).
    A cache file that fails a check is set aside as ``*.damaged``, never trusted.
    """
    directory = cache_dir() if directory is None else directory
    table = load_table(rules, directory, moments)
    if table is not None:
        if progress:
            progress(1, 1)
        return table
    for suffix in (".table", VARIANCE, THIRD, *BONUS, *YAHTZEE):
        path = _path(rules, directory, suffix)
        if path.exists() and _read(rules, path) is None:
            _set_aside(path)
    kept = load_table(rules, directory) if moments else None
    table = build_table(rules, progress, moments)
    if kept is not None:  # only the moments were missing: the values stay as cached
        table = Table(
            kept.model,
            kept.values,
            kept.start,
            table.variance,
            table.third,
            table.bonus,
            table.yahtzee,
        )
    with contextlib.suppress(OSError):  # a read-only cache costs a rebuild next time
        save_table(table, directory, values=kept is None)
    return table
