"""The optimal tables on disk: named by what decides them, checked on every load, set aside
when damaged, built (`solver.build_table`) when missing or unsound.

A table is zlib-compressed float32 after a one-line JSON header (format, key, shape,
start value, SHA-256), written atomically; the moments for win chances (variance, third
moment, E[R^k B] of the upper bonus B, E[R^k Y] and E[R^k B Y] of a Yahtzee Y) are files
beside it with the same header and plain float32 (``"encoding": "raw"``), mapped into
memory rather than read: a game touches a few of their pages, and the 14 arrays (56 MB)
held in memory put the app far above its 150 MB (benchmarks/bench_evening.py); the cost
is disk: 56 MB of moments per rule set instead of about 12. Nothing read from the cache
is trusted without its checks (a mapped file's are made by reading it in chunks, which
leaves its pages out of the app's memory).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sys
import threading
import time
import zlib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath
from typing import BinaryIO

import numpy as np
import numpy.typing as npt

from ..core.rules import RuleSet
from .model import rule_model
from .solver import FORMAT, Progress, Table, build_table

__all__ = [
    "MOMENTS_FILE",
    "MomentFile",
    "adopt",
    "cache_dir",
    "cache_dir_for",
    "legacy_cache_dir_for",
    "load_or_build",
    "load_table",
    "save_table",
    "sweep_killed",
    "table_key",
]


def cache_dir() -> Path:
    """The command line's folder of tables on this system (`cache_dir_for`), the app's own:
    tables an older version left in its separate folder are moved in first."""
    folder = Path(cache_dir_for(sys.platform, os.environ, str(Path.home())))
    legacy = legacy_cache_dir_for(sys.platform, os.environ, str(Path.home()))
    if legacy is not None:
        adopt(Path(legacy), folder)
    return folder


def cache_dir_for(platform: str, environ: Mapping[str, str], home: str) -> PurePath:
    """Where tables are cached on `platform` (a `sys.platform` value), without Qt: the
    "tables" folder in Qt's CacheLocation for the app (`ui.coach.service.table_cache_dir`),
    so the command line and the app build a table once between them.

    Linux and other Unixes: $XDG_CACHE_HOME (if absolute, as Qt reads it) or ~/.cache, then
    "Yahtzee Desktop/Yahtzee Desktop/tables"; macOS: ~/Library/Caches/...; Windows:
    %LOCALAPPDATA%\\Yahtzee Desktop\\Yahtzee Desktop\\cache\\tables, which the uninstaller
    removes.
    """
    if platform == "win32":
        local = environ.get("LOCALAPPDATA") or str(PureWindowsPath(home, "AppData", "Local"))
        return PureWindowsPath(local, APP_FOLDER, APP_FOLDER, "cache", "tables")
    if platform == "darwin":
        return PurePosixPath(home, "Library", "Caches", APP_FOLDER, APP_FOLDER, "tables")
    return PurePosixPath(_xdg_cache(environ, home), APP_FOLDER, APP_FOLDER, "tables")


def legacy_cache_dir_for(platform: str, environ: Mapping[str, str], home: str) -> PurePath | None:
    """The command line's own folder in earlier versions (Linux, macOS), beside the app's:
    a table built by one was built again by the other (60 MB twice)."""
    if platform == "win32":
        return None
    if platform == "darwin":
        return PurePosixPath(home, "Library", "Caches", "yahtzee-desktop")
    return PurePosixPath(_xdg_cache(environ, home), "yahtzee-desktop")  # never the cwd's


def _xdg_cache(environ: Mapping[str, str], home: str) -> str:
    found = environ.get("XDG_CACHE_HOME", "")
    return found if found.startswith("/") else str(PurePosixPath(home, ".cache"))


def adopt(legacy: Path, folder: Path) -> None:
    """Move the files of an old cache folder into ``folder`` and remove the old one: a file
    the new folder already has is a second copy of the same table (files are named by
    their table's key) and goes. Best effort: a cache that cannot be tidied is only
    bigger, and every file is checked when loaded anyway."""
    try:
        if not legacy.is_dir() or legacy.resolve() == folder.resolve():
            return
        folder.mkdir(parents=True, exist_ok=True)
        for item in legacy.iterdir():
            if not item.is_file() or item.is_symlink():
                continue
            target = folder / item.name
            if target.exists():
                item.unlink()
            else:
                shutil.move(item, target)
        legacy.rmdir()  # only if nothing else was in it
    except OSError:
        pass


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


MOMENTS = 5
"""Version of the moments' file, in its name: bump when its content changes, so an old
file is never read for a new one (version 1, ".variance" alone, had no third moment;
version 2 no bonus moments, version 3 no Yahtzee moments, version 4 one compressed file
per array, which had to be held in memory whole)."""
MOMENTS_FILE = f".m{MOMENTS}.moments"
"""Suffix of the file of a table's moments (for win chances), beside its values: per
state, `PER_STATE` float32 side by side (`Table.moment_row`'s order)."""
PER_STATE = 14
"""Variance, third central moment, E[R^k B] for k = 0..3, E[R^k Y] then E[R^k B Y]."""
_OLD_MOMENTS = (
    ".variance",
    ".m2.variance",
    ".m2.third",
    ".m3.variance",
    ".m3.third",
    *(f".m3.bonus{k}" for k in range(4)),
    ".m4.variance",
    ".m4.third",
    *(f".m4.bonus{k}" for k in range(4)),
    *(f".m4.yahtzee{k}" for k in range(8)),
    ".m5.variance",
    ".m5.third",
    ".m5.bonus",
    ".m5.yahtzee",
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
    directory.mkdir(parents=True, exist_ok=True)
    rules = table.model.rules
    parts = [(".table", table.values)] if values else []
    if table.variance is not None and table.third is not None and table.bonus is not None:
        assert table.yahtzee is not None
        rows = [table.variance[..., None], table.third[..., None]]
        rows += [np.moveaxis(table.bonus, 0, -1), np.moveaxis(table.yahtzee, 0, -1)]
        parts.append((MOMENTS_FILE, np.concatenate(rows, axis=-1)))
        for old in _OLD_MOMENTS:
            with contextlib.suppress(OSError):
                _path(rules, directory, old).unlink(missing_ok=True)
    for suffix, array in parts:
        path = _path(rules, directory, suffix)
        _write(path, table_key(rules), array, table.start, raw=suffix != ".table")
    return _path(rules, directory)


STALE_S = 600
"""A cache file's temporary twin nobody has written to for this long is a killed write's."""


def sweep_killed(path: Path) -> None:
    """Remove what killed writes of this cache file left (the app kills a build when it
    quits: no ``except`` runs then, and a level's build left 63 MB, a moments' write 59).
    A build starved that long by a busy machine loses its file and fails at its end, to
    be built again: never a wrong file."""
    now = time.time()
    for left in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - left.stat().st_mtime > STALE_S:
                left.unlink()


def _write(path: Path, key: str, array: npt.NDArray[np.float32], start: float, raw: bool) -> None:
    """One cache file: the values zlib-compressed, a moment plain (to be mapped)."""
    data = np.ascontiguousarray(array, dtype=np.float32).tobytes()
    header: dict[str, object] = {
        "format": FORMAT,
        "key": key,
        "shape": list(array.shape),
        "start": start,
    }
    if raw:
        header["encoding"] = "raw"
    else:
        data = zlib.compress(data, 6)
    header["sha256"] = hashlib.sha256(data).hexdigest()
    _store(path, header, data)


def _store(path: Path, header: Mapping[str, object], data: bytes) -> None:
    """A cache file as its readers expect it: the JSON header line, then the data; written
    atomically, after sweeping what killed writes of it left."""
    from ..core.savefile import atomic_write

    sweep_killed(path)
    atomic_write(path, json.dumps(header).encode() + b"\n" + data)


def load_table(
    rules: RuleSet, directory: Path, moments: bool = False, in_memory: bool = True
) -> Table | None:
    """The cached table, or None if it is missing or fails any check.

    With ``moments``, None also when its moments' file is missing or fails a check; with
    ``in_memory`` False they stay on disk, read a state at a time (`MomentFile`): what
    the app's win chances use (56 MB it would otherwise hold).
    """
    wanted = (".table", MOMENTS_FILE) if moments else (".table",)
    if not all(_path(rules, directory, s).exists() for s in wanted):
        from_shipped(rules, directory)
    table = _read(rules, _path(rules, directory))
    if table is None or not moments:
        return table
    found = MomentFile.open(rules, _path(rules, directory, MOMENTS_FILE))
    # A build with moments may differ from the table alone in the last bits (`turn.stamp`).
    if found is None or abs(found.start - table.start) > 1e-6:
        return None
    if not in_memory:
        return replace(table, moment_file=found)
    with found:
        rows = found.read_all()
    variance, third = rows[..., 0].copy(), rows[..., 1].copy()
    bonus, yahtzee = (
        np.moveaxis(rows[..., 2:6], -1, 0).copy(),
        np.moveaxis(rows[..., 6:], -1, 0).copy(),
    )
    return Table(table.model, table.values, table.start, variance, third, bonus, yahtzee)


def from_shipped(rules: RuleSet, directory: Path) -> bool:
    """Write the cache files of these rules from the tables shipped with the app
    (shipped.py), where missing; False when none are shipped for them."""
    from .shipped import unpack

    key = table_key(rules)
    wrote = False
    with contextlib.suppress(OSError, ValueError):  # then built, as without a pack
        for name, header, raw in unpack(key):
            path = directory / name
            if not name.startswith(key) or "/" in name or path.exists():
                continue
            directory.mkdir(parents=True, exist_ok=True)
            if name.endswith(".table"):
                data = zlib.compress(raw, 1)  # level 1: a third of level 6's time, 10 % larger
                header = {**header, "sha256": hashlib.sha256(data).hexdigest()}
            else:  # a moment: plain, to be mapped
                header = {**header, "encoding": "raw", "sha256": hashlib.sha256(raw).hexdigest()}
                data = raw
            _store(path, header, data)
            wrote = True
    return wrote


def _read(rules: RuleSet, path: Path) -> Table | None:
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    return _parse_table(rules, raw)


_CHUNK = 1 << 20


class MomentFile:
    """A table's moments on disk, checked whole when opened, then read a state at a time
    (56 bytes) under a lock: the file stays open, so what was checked is what is read
    even if the cache is rewritten meanwhile."""

    def __init__(self, stream: BinaryIO, offset: int, shape: tuple[int, ...], start: float) -> None:
        self._stream = stream
        self._offset = offset
        self._shape = shape
        self._lock = threading.Lock()
        self.start = start
        """The start value of the build the moments come from."""

    @staticmethod
    def open(
        rules: RuleSet, path: Path, per_state: int = PER_STATE, level: str | None = None
    ) -> MomentFile | None:
        """The moments' file of these rules, or None if it is missing or fails a check
        (``level``: a computer level's own, level_tables.py, `per_state` figures each)."""
        try:
            stream = path.open("rb")
        except OSError:
            return None
        try:
            line = stream.readline(4096)
            header = json.loads(line)
            model = rule_model(rules)
            shape = (model.masks, model.ups, model.flags, per_state)
            digest, finite, size = hashlib.sha256(), True, 0
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
                size += len(chunk)
                if len(chunk) % 4 == 0:
                    finite = finite and bool(np.isfinite(np.frombuffer(chunk, np.float32)).all())
            start = float(header["start"])
            if (
                isinstance(header, dict)
                and header.get("format") == FORMAT
                and header.get("encoding") == "raw"
                and header.get("level") == level
                and header.get("key") == table_key(rules)
                and tuple(header.get("shape", ())) == shape
                and digest.hexdigest() == header.get("sha256")
                and size == 4 * int(np.prod(shape))
                and finite
                and np.isfinite(start)
            ):
                return MomentFile(stream, len(line), shape, start)
        except (OSError, ValueError, KeyError, TypeError):
            pass
        stream.close()
        return None

    def row(self, mask: int, up: int, flag: int) -> npt.NDArray[np.float64]:
        """The `PER_STATE` moments of one state."""
        _, ups, flags, per = self._shape
        at = self._offset + ((mask * ups + up) * flags + flag) * per * 4
        with self._lock:
            self._stream.seek(at)
            data = self._stream.read(per * 4)
        return np.frombuffer(data, dtype=np.float32).astype(np.float64)

    def read_all(self) -> npt.NDArray[np.float32]:
        """Every state's moments (for the command line and tests: 56 MB in memory)."""
        with self._lock:
            self._stream.seek(self._offset)
            data = self._stream.read()
        return np.frombuffer(data, dtype=np.float32).reshape(self._shape)

    def close(self) -> None:
        self._stream.close()

    def __enter__(self) -> MomentFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
    in_memory: bool = True,
) -> Table:
    """The table from the cache if it is sound, else built (and cached if possible).

    With ``moments``, with its variances too (built with the values in one pass); a cached
    one keeps them on disk unless ``in_memory`` (`load_table`: checking that they are
    there need not read 59 MB). A cache file that fails a check is set aside as
    ``*.damaged``, never trusted.
    """
    directory = cache_dir() if directory is None else directory
    table = load_table(rules, directory, moments, in_memory)
    if table is not None:
        if progress:
            progress(1, 1)
        return table
    if _path(rules, directory).exists() and _read(rules, _path(rules, directory)) is None:
        _set_aside(_path(rules, directory))
    moments_path = _path(rules, directory, MOMENTS_FILE)
    if moments_path.exists():
        found = MomentFile.open(rules, moments_path)
        if found is None:
            _set_aside(moments_path)
        else:
            found.close()
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
