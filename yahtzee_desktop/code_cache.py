"""Code compiled once, not at every start (issue 14): dataclass methods, and PySide's
own support modules.

`@dataclass` writes each class's `__init__`, `__repr__`, `__eq__`... as source text and
compiles it with `exec`: 27 classes before the first frame, ~11 ms of compiling. And
`import PySide6` compiles the 14 modules of its signature support (`shibokensupport`,
kept as source inside the shiboken library) from source, ~15 ms, at every start of
every PySide6 program (PySide's own remedy, unpacking them next to the library with
SBK_EMBED=0, would write into the installed package).

`install()` gives the `dataclasses` module an `exec`, and `pyside_import()` (around
`import PySide6`) gives builtins a `compile`, that look the text up in a cache of code
objects (the file the last start wrote) and compile only what they have not seen;
`save()`, after the first paint, writes what this start used. A code object is found by
the whole source it was compiled from (with the file name and the `__future__` flags it
was compiled with, found as `compile` finds them), so an entry can only ever stand for
that very text. Any other call goes to Python's own, with the caller's flags. The file
names the Python that wrote it (version and bytecode tag) and carries a CRC: another
Python's file, or a damaged one, is ignored and rewritten, never trusted.
"""

from __future__ import annotations
import __future__

import builtins
import contextlib
import marshal
import os
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["cache_path", "install", "pyside_import", "save"]

_HEADER = f"yahtzee-desktop code cache 1 {sys.version} {sys.implementation.cache_tag}\n".encode()
_PREFIX = "def __create_fn__("
"""How the text `dataclasses` compiles begins (Python 3.11)."""
_PYSIDE_FILES = ("signature_bootstrap.py", "shibokensupport/")
"""The names PySide compiles its embedded support modules under."""
_FUTURE_FLAGS = 0
for _feature in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _feature).compiler_flag
"""What `compile` inherits from its caller's code (CPython's PyCF_MASK)."""
_compile = builtins.compile


def cache_path() -> Path:
    """$XDG_CACHE_HOME/yahtzee-desktop (as the coach's tables), one file per Python."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    tag = sys.implementation.cache_tag or "python"
    return Path(base) / "yahtzee-desktop" / f"code-{tag}.bin"


class _Cache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.known = _load(path)
        self.used: dict[Any, CodeType] = {}
        self.compiled = 0

    def compile(
        self,
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **more: Any,
    ) -> Any:
        if not dont_inherit:  # what compile() takes from the code calling it
            flags |= sys._getframe(1).f_code.co_flags & _FUTURE_FLAGS
        if (
            isinstance(filename, str)
            and filename.startswith(_PYSIDE_FILES)
            and isinstance(source, bytes)
            and mode == "exec"
            and not flags & ~_FUTURE_FLAGS
            and optimize == -1
            and not more
        ):
            key = (filename, source, flags)
            code = self.known.get(key)
            if code is None:
                code = _compile(source, filename, mode, flags, True)
                self.compiled += 1
            self.used[key] = code
            return code
        return _compile(source, filename, mode, flags, True, optimize, **more)

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


def _load(path: Path) -> dict[Any, CodeType]:
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
        _is_key(key) and isinstance(code, CodeType) for key, code in codes.items()
    ):
        return {}
    return codes


def _is_key(key: Any) -> bool:
    """A dataclass method's text, or (file name, source, flags) of a PySide module."""
    if isinstance(key, str):
        return True
    return (
        isinstance(key, tuple)
        and len(key) == 3
        and isinstance(key[0], str)
        and isinstance(key[1], bytes)
        and isinstance(key[2], int)
    )


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


@contextlib.contextmanager
def pyside_import() -> Iterator[None]:
    """While PySide6 is first imported, its support modules come from the cache."""
    cache = _cache
    if cache is None or "shiboken6" in sys.modules:
        yield
        return
    builtins.compile = cache.compile
    try:
        yield
    finally:
        builtins.compile = _compile


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
