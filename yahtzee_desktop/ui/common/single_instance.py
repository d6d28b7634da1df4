"""One app per user: the second launch hands its file to the first, which comes to the front.

Two instances would write one autosave journal (the second rewrites it under the first,
which then writes to a deleted file). The first instance holds a `QLockFile` in the
data folder (beside the journal it protects) and listens on a `QLocalServer`; a later
launch fails to take the lock, sends its command line's file over a `QLocalSocket`,
waits for the answer and exits.

A running instance is proven by a process holding the lock (Qt keeps an OS lock on the
file, `flock`, for as long as the app runs) and by its answer on the socket, never by
the lock file alone: a file nobody holds (left by a crash, empty after a full disk,
restored from a backup, synced from another computer, its PID now another program's, a
folder in its place) is set aside and taken over at once. A lock held by a process that
does not answer within `HAND_OVER_SECONDS` is told as such, and the family may start
anyway (`take_over(force=True)`).

The socket lives in the user's own runtime folder (`XDG_RUNTIME_DIR`, 0700), else in the
data folder: never under a name in /tmp that another user could claim first and so
receive the paths of the files the family opens.

The message is one line of JSON, an object: {"open": path} and any key a later version
adds (an activation token, say); keys not known are ignored. The answer is one line,
"OK" once the file is open (or there was none), "NO" when it could not be read (the
running window says why).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QLockFile, QObject, QStandardPaths, Signal

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.ui.common import activation

if TYPE_CHECKING:  # QtNetwork (and hashlib, json) load after the first frame (issue 14)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["LOCK_NAME", "SingleInstance", "private_folder"]

LOCK_NAME = "instance.lock"
HAND_OVER_SECONDS = 5.0
"""How long a second launch keeps trying to reach the first (which may be starting)."""
SOCKET_PATH_MAX = 100
"""A local socket's path must fit in sun_path (108 bytes on Linux, 104 on macOS)."""


def private_folder(path: Path) -> bool:
    """`path` is a real folder (not a link) of this user's that nobody else may enter."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(info.st_mode):
        return False
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return False
    return os.name != "posix" or stat.S_IMODE(info.st_mode) & 0o077 == 0


def _server_name(folder: Path) -> str:
    """Per data folder (tests and a second account get their own, a folder being a
    user's); ASCII whatever the user's name, and no backslash (a Windows pipe name takes
    none)."""
    import hashlib

    return "yahtzee-desktop-" + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:12]


def _socket_path(folder: Path) -> str:
    """Where the running instance listens: on Windows a named pipe (a name); elsewhere a
    socket file in a folder only this user may enter, never a guessable name in a shared
    /tmp: the runtime folder when it is private, else the data folder, else (a path too
    long for a socket) a 0700 folder of this user's in the temporary folder, as tmux does."""
    name = _server_name(folder)
    if os.name == "nt":
        return name
    runtime = ""
    if os.environ.get("XDG_RUNTIME_DIR") or not sys.platform.startswith("linux"):
        # (Without it, Qt warns and makes a /tmp folder of its own: the data folder serves.)
        runtime = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)
    candidates = [Path(runtime)] if runtime and private_folder(Path(runtime)) else []
    candidates.append(folder)
    for place in candidates:
        candidate = str(place / name)
        if len(candidate.encode()) <= SOCKET_PATH_MAX:
            return candidate
    import tempfile

    own = Path(tempfile.gettempdir()) / f"yahtzee-desktop-{os.getuid()}"
    with contextlib.suppress(OSError):
        own.mkdir(mode=0o700)
    return str(own / name) if private_folder(own) else str(folder / name)


def _held(path: Path) -> bool:
    """A live process holds the lock file (Qt's flock); a folder, or a file nobody
    holds, is not held. Where that cannot be asked, held (nothing is taken over)."""
    try:
        import fcntl
    except ImportError:  # Windows: Qt's lock file cannot be removed while it is held
        return False
    if path.is_dir() or not path.exists():
        return False
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK)
    except OSError:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)  # releases the probe's own flock
    return False


class SingleInstance(QObject):
    """The lock and the server of the running instance.

    Signals:
        requested(str, str): another launch asked to be shown, with the absolute path of
            the file on its command line ("" if none) and its launcher's activation token
            ("" if none: see `activation`); emitted when no `handler` is set.
    """

    requested = Signal(str, str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock_path = folder / LOCK_NAME
        self.lock = QLockFile(str(self.lock_path))
        self.lock.setStaleLockTime(0)  # never stale by age: `take_over` decides
        self.folder = folder
        self.server: QLocalServer | None = None
        self.handler: Callable[[str, dict[str, Any]], bool] | None = None
        """Called with the file's path and the whole message; True once the file is open
        (the launch is then told OK). None: `requested` is emitted and OK told."""
        self._buffers: dict[QLocalSocket, bytes] = {}

    @property
    def name(self) -> str:
        """The local server's name, a path (what a later launch connects to)."""
        return _socket_path(self.folder)

    def acquire(self, listen: bool = True) -> bool:
        """True when this process is the one to run; it then listens for the next ones,
        or, with `listen` False, once `listen()` is called (start-up calls it after the
        first frame: a later launch keeps trying for `HAND_OVER_SECONDS`).

        A lock file no process holds is taken over (`take_over`). Also True when no lock
        can be made at all (a read-only data folder): nothing is journalled then, so two
        instances cannot harm each other."""
        if self.lock.tryLock(0) or self.take_over():
            if listen:
                self.listen()
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

    def held_elsewhere(self) -> bool:
        """Another live process holds the lock (it may be a running app)."""
        return _held(self.lock_path)

    def take_over(self, force: bool = False) -> bool:
        """Take the lock when no process holds it (or, with `force`, whatever holds it:
        the family said to start anyway): the old file is set aside, never read again."""
        if not force and self.held_elsewhere():
            return False
        if not self.lock.removeStaleLockFile() and (
            self.lock_path.exists() or self.lock_path.is_symlink()
        ):
            if not force and self.held_elsewhere():  # another launch took it meanwhile
                return False
            from yahtzee_desktop.storage.autosave import keep_aside

            keep_aside(self.lock_path, label="stale")  # a folder, or a file we cannot open
        return self.lock.tryLock(0)

    def listen(self) -> None:
        """Answer later launches (once; only while this process holds the lock)."""
        if self.server is not None or not self.lock.isLocked():
            return
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket file left by a crash; we hold the lock
        if server.listen(self.name):
            server.newConnection.connect(self._accept)
            self.server = server

    def _accept(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > 65536:  # not one of ours
            socket.abort()
            return
        if b"\n" not in data:
            self._buffers[socket] = data
            return
        import json

        line = data.split(b"\n", 1)[0]
        self._buffers[socket] = b""
        try:
            message = json.loads(line.decode("utf-8"))
            if not isinstance(message, dict):
                raise ValueError("not a message")
            path = str(message.get("open") or "")
        except (ValueError, UnicodeDecodeError):
            socket.abort()
            return
        if self.handler is None:
            self.requested.emit(path, activation.token_in(message))
            opened = True
        else:
            opened = self.handler(path, message)
        socket.write(QByteArray(b"OK\n" if opened else b"NO\n"))
        socket.flush()

    def hand_over(self, savefile: str | None, extra: dict[str, Any] | None = None) -> bool | None:
        """Ask the running instance to come to the front and open `savefile` (`extra`:
        more keys for the message; the launcher's activation token is always sent, for the
        window to be allowed to come to the front: `activation`); True once it has the
        file, False when it answered that it could not open it, None when nobody answered."""
        import json

        from PySide6.QtNetwork import QLocalSocket

        path = str(Path(savefile).resolve()) if savefile else ""
        message = {**(extra or {}), activation.TOKEN_FIELD: activation.launch_token()}
        payload = json.dumps({**message, "open": path}).encode("utf-8") + b"\n"
        deadline = time.monotonic() + HAND_OVER_SECONDS
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(1000):
                socket.write(QByteArray(payload))
                socket.flush()
                socket.waitForBytesWritten(1000)
                answer = b""
                while b"\n" not in answer and socket.waitForReadyRead(5000):
                    answer += bytes(socket.readAll().data())
                socket.disconnectFromServer()
                if answer.startswith(b"OK"):
                    return True
                if answer.startswith(b"NO"):
                    return False
            socket.abort()
            if not self.held_elsewhere():  # the app it waited for is gone: nobody to ask
                return None
            time.sleep(0.2)  # the first instance may be starting: its server comes soon
        return None

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        with contextlib.suppress(RuntimeError):
            self.lock.unlock()
