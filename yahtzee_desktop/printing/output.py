"""Writing a PDF so that a failure never leaves half a file behind, and nothing else is
ever destroyed: a file that is not a PDF is refused (a saved game named by mistake), a
special file (a device, a pipe, a socket, as root too) is never written into nor
replaced, a symlink to a PDF keeps pointing at it, and "-" is standard output."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from ..core.savefile import atomic_write

__all__ = ["STDOUT", "OutputRefused", "check_target", "write_pdf"]

STDOUT = "-"
"""The output name that means standard output."""


class OutputRefused(Exception):
    """The target must not be written over; the message says which file and why."""


def check_target(path: str | os.PathLike[str]) -> Path | None:
    """Where the PDF goes (a symlink's target, so the link stays), None for standard
    output; OutputRefused when the existing file must be kept."""
    if str(path) == STDOUT:
        return None
    target = Path(os.path.realpath(path))
    try:
        info = os.stat(target)
    except FileNotFoundError:
        if os.path.islink(path):  # a link to nothing may point anywhere (/etc, as root)
            raise OutputRefused(
                f"{path} is a symbolic link to a file that does not exist: nothing is "
                "written through it"
            ) from None
        return target
    except OSError as exc:
        raise OutputRefused(f"{path}: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise OutputRefused(f"{path} is a folder: name a PDF file in it")
    if not stat.S_ISREG(info.st_mode):
        raise OutputRefused(
            f"{path} is not a regular file (a device, a pipe or a socket): nothing is "
            "written into it"
        )
    if info.st_size:
        try:
            with open(target, "rb") as f:
                head = f.read(5)
        except OSError as exc:
            raise OutputRefused(f"{path}: {exc.strerror or exc}") from None
        if head != b"%PDF-":
            raise OutputRefused(
                f"{path} exists and is not a PDF: it is left as it is (remove it or "
                "choose another name)"
            )
    return target


def write_pdf(path: str | os.PathLike[str], data: bytes) -> None:
    """Write to a temporary file beside the target, then rename it over the target;
    "-" writes to standard output.

    OutputRefused when the target must be kept (`check_target`); OSError (missing folder,
    read-only, disk full) propagates with nothing left behind.
    """
    target = check_target(path)
    if target is None:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    atomic_write(target, data)
