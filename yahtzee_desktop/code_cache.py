"""Dataclass methods compiled once, not at every start (issue 14).

`@dataclass` writes each class's `__init__`, `__repr__`, `__eq__`... as source text and
compiles it with `exec`: 27 classes before the first frame, ~11 ms of compiling, the
same text at every start. `install()` gives the `dataclasses` module an `exec` that
looks the text up in a cache of code objects (the cache file of the last start) and
compiles only what it has not seen; `save()`, after the first paint, writes what this
start used. A code object is found by the whole source text it was compiled from, so an
entry can only ever stand for that very text; compiled as `exec` compiles a string (no
`__future__` flags inherited). The file names the Python that wrote it (version and
bytecode tag) and carries a CRC: another Python's file, or a damaged one, is ignored
and rewritten, never trusted.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
import zlib
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["cache_path", "install", "save"]

_HEADER = f"yahtzee-desktop code cache 1 {sys.version} {sys.implementation.cache_tag}\n".encode()
_PREFIX = "def __create_fn__("
"""How the text `dataclasses` compiles begins (Python 3.11)."""


def cache_path() -> Path:
    """$XDG_CACHE_HOME/yahtzee-desktop (as the coach's tables), one file per Python."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    tag = sys.implementation.cache_tag or "python"
    return Path(base) / "yahtzee-desktop" / f"dataclass-code-{tag}.bin"


class _Cache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.known = _load(path)
        self.used: dict[str, CodeType] = {}
        self.compiled = 0

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if isinstance(source, str) and source.startswith(_PREFIX):
            code = self.known.get(source)
            if code is None:
                # What exec(source) compiles: "<string>", nothing inherited from here.
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.compiled += 1
            self.used[source] = code
            source = code
        exec(source, globals, locals)


def _load(path: Path) -> dict[str, CodeType]:
    try:
        data = path.read_bytes()
        if not data.startswith(_HEADER):
            return {}
        crc, payload = data[len(_HEADER) : len(_HEADER) + 4], data[len(_HEADER) + 4 :]
        if int.from_bytes(crc, "little") != zlib.crc32(payload):
            return {}
        codes = marshal.loads(payload)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict) or not all(
        isinstance(key, str) and isinstance(code, CodeType) for key, code in codes.items()
    ):
        return {}
    return codes


_cache: _Cache | None = None


def install(path: Path | None = None) -> None:
    """Compile dataclass methods through the cache from now on (once; Python 3.11, whose
    `dataclasses` this knows: elsewhere nothing is done)."""
    global _cache
    if _cache is not None or sys.version_info[:2] != (3, 11):
        return
    import dataclasses

    _cache = _Cache(cache_path() if path is None else path)
    dataclasses.exec = _cache.exec  # type: ignore[attr-defined]  # shadows the builtin there


def save() -> None:
    """Write the code this start used, if any of it was compiled here (never raises)."""
    cache = _cache
    if cache is None or not cache.compiled:
        return
    payload = marshal.dumps(cache.used)
    data = _HEADER + zlib.crc32(payload).to_bytes(4, "little") + payload
    temporary = cache.path.with_name(f"{cache.path.name}.{os.getpid()}.tmp")
    try:
        cache.path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(data)
        os.replace(temporary, cache.path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        return
    cache.known = dict(cache.used)
    cache.compiled = 0
