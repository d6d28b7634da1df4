"""Tables shipped with the app, so that the first hint never waits.

The official rules' table (what the coach reads; optionally with the moments the win
chances read) is packed at release time (`scripts/pack-tables.py`) into
resources/tables/: every cache file's float32 data byte-shuffled (the four bytes of each
float grouped, which the exponents make repetitive) and compressed with xz. The values
alone: 0.9 MB, shipped by default (the bundle, the .deb, a wheel built after packing);
with the moments (``--moments``): 11.6 MB, which would put the bundle over its 150 MB
(about 140 MB, 145 with uharfbuzz), so they are built in the background as for other
rule sets. On the first need (`table_cache.load_table` finding no cache file) the pack
is unpacked into the cache in the worker that would otherwise build: a fraction of a
second instead of a build of 1-30 s, and no build's memory.
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


def pack_cache(key: str, cache: Path, out: Path, moments: bool = False) -> int:
    """Pack the cache files of this table key (`table_cache`'s: a JSON header line, then
    float32, zlib-compressed or plain) into ``out``/<key>.xz; returns its size in bytes.
    Without ``moments``, the values alone (what the coach reads)."""
    files = []
    for path in sorted(cache.glob(f"{key}.*")):
        if path.name.endswith(".damaged") or not (moments or path.name.endswith(".table")):
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
