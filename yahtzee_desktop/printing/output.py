"""Writing a PDF so that a failure never leaves half a file behind."""

from __future__ import annotations

import os

from ..core.savefile import atomic_write

__all__ = ["write_pdf"]


def write_pdf(path: str | os.PathLike[str], data: bytes) -> None:
    """Write to a temporary file beside the target, then rename it over the target.

    OSError (missing folder, read-only, disk full) propagates with nothing left behind.
    """
    atomic_write(path, data)
