"""Tables shipped with the app, so that the first hint and the first chances never wait.

The official rules' table with its moments (what the coach and the win chances read) is
packed at release time (`scripts/pack-tables.py`) into resources/tables/: every cache
file's float32 data byte-shuffled (the four bytes of each float grouped, which the
exponents make repetitive) and compressed with xz. Measured: 12.7 MB for the 60 MB of
float32 (the values, 4 MB, and their moments, 56 MB), so the download grows by about
12.7 MB; xz alone on zlib-compressed files saves nothing. On the first need
(`table_cache.load_table` finding no cache file) the pack is unpacked into the cache
in the worker that would otherwise build: about 2 s instead of a build of 4-56 s, and
no build's memory. Other rule sets are built in the background as before.
"""

from __future__ import annotations

import json
import lzma
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

import numpy as np

__all__ = ["SHIPPED_PRESETS", "pack", "pack_cache", "shipped_dir", "unpack"]

SHIPPED_PRESETS = ("yahtzee",)
"""The presets whose tables are shipped: the official rules, which families play most."""

_MAGIC = b"yahtzee-tables 1\n"


def shipped_dir() -> Path:
    """resources/tables, in a checkout, an installed wheel or a frozen bundle."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources" / "tables", here.parent / "resources" / "tables"):
        if candidate.is_dir():
            return candidate
    return here.parent / "resources" / "tables"


def _shuffle(raw: bytes) -> bytes:
    return np.frombuffer(raw, dtype=np.uint8).reshape(-1, 4).T.tobytes()


def _unshuffle(data: bytes) -> bytes:
    return np.frombuffer(data, dtype=np.uint8).reshape(4, -1).T.tobytes()


def pack(files: Iterable[tuple[str, dict[str, object], bytes]], out: Path) -> int:
    """Write (file name, header, raw float32 bytes) as one xz pack; returns its size."""
    body = bytearray(_MAGIC)
    for name, header, raw in files:
        line = json.dumps({"name": name, "header": header, "size": len(raw)}).encode()
        body += line + b"\n" + _shuffle(raw)
    data = lzma.compress(bytes(body), preset=6)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    return len(data)


def pack_cache(key: str, cache: Path, out: Path) -> int:
    """Pack the cache files of this table key (`table_cache`'s: a JSON header line, then
    zlib-compressed float32) into ``out``/<key>.xz; returns its size in bytes."""
    files = []
    for path in sorted(cache.glob(f"{key}.*")):
        if path.name.endswith(".damaged"):
            continue
        raw = path.read_bytes()
        end = raw.index(b"\n")
        header = json.loads(raw[:end])
        header.pop("sha256", None)  # of the data as stored: computed again when unpacked
        plain = header.pop("encoding", None) == "raw"  # a moment, kept plain
        data = raw[end + 1 :]
        files.append((path.name, header, data if plain else zlib.decompress(data)))
    return pack(files, out / f"{key}.xz")


def unpack(
    key: str, directory: Path | None = None
) -> Iterator[tuple[str, dict[str, object], bytes]]:
    """The files of the shipped pack of this table key, one at a time (decompressed as
    read: one file's 4 MB in memory, not the pack's 63); nothing if none is shipped.
    Raises ValueError on a pack that does not read as one."""
    path = (directory or shipped_dir()) / f"{key}.xz"
    if not path.is_file():
        return
    with lzma.open(path, "rb") as stream:
        try:
            if stream.read(len(_MAGIC)) != _MAGIC:
                raise ValueError("not a pack of tables")
            while line := stream.readline():
                meta = json.loads(line)
                size = int(meta["size"])
                data = stream.read(size)
                if len(data) != size or size % 4:
                    raise ValueError("a pack of tables cut short")
                yield str(meta["name"]), dict(meta["header"]), _unshuffle(data)
        except (OSError, lzma.LZMAError, KeyError, TypeError) as exc:
            raise ValueError(f"an unsound pack of tables: {exc}") from exc
