"""One app per user: the second launch hands its file to the first, which comes to the front.

Two instances would write one autosave journal (the second rewrites it under the first,
which then writes to a deleted file). The first instance holds a `QLockFile` in the
data folder (beside the journal it protects) and listens on a `QLocalServer`; a later
launch fails to take the lock, sends its command line's file over a `QLocalSocket`,
waits for the answer and exits. A lock left by a crash (kill -9) is stale: Qt sees
that its process is gone and takes it over, so the next start is never blocked.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLockFile, QObject, Signal

from yahtzee_desktop import qtfix  # noqa: F401  (before any Qt call)
from yahtzee_desktop.ui.common import activation

if TYPE_CHECKING:  # QtNetwork (and hashlib, json) load after the first frame (issue 14)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["LOCK_NAME", "SingleInstance"]

LOCK_NAME = "instance.lock"
HAND_OVER_SECONDS = 5.0
"""How long a second launch keeps trying to reach the first (which may be starting)."""


def _server_name(folder: Path) -> str:
    """Per user and per data folder (tests and a second account get their own)."""
    import hashlib

    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return f"yahtzee-desktop-{uid}-{digest}"


class SingleInstance(QObject):
    """The lock and the server of the running instance.

    Signals:
        requested(str, str): another launch asked to be shown, with the absolute path of
            the file on its command line ("" if none) and its launcher's activation token
            ("" if none: see `activation`).
    """

    requested = Signal(str, str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
        self.folder = folder
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    @property
    def name(self) -> str:
        """The local server's name (what a later launch connects to)."""
        return _server_name(self.folder)

    def acquire(self, listen: bool = True) -> bool:
        """True when this process is the one to run; it then listens for the next ones,
        or, with `listen` False, once `listen()` is called (start-up calls it after the
        first frame: a later launch keeps trying for `HAND_OVER_SECONDS`).

        Also True when no lock can be made at all (a read-only data folder): nothing is
        journalled then, so two instances cannot harm each other."""
        if self.lock.tryLock(0):
            if listen:
                self.listen()
            return True
        return self.lock.error() != QLockFile.LockError.LockFailedError

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
            path = str(message.get("open") or "") if isinstance(message, dict) else ""
        except (ValueError, UnicodeDecodeError):
            socket.abort()
            return
        socket.write(QByteArray(b"OK\n"))
        socket.flush()
        self.requested.emit(path, activation.token_in(message))

    def hand_over(self, savefile: str | None) -> bool:
        """Ask the running instance to come to the front and open `savefile`; True once it
        said it got the message."""
        import json

        from PySide6.QtNetwork import QLocalSocket

        path = str(Path(savefile).resolve()) if savefile else ""
        message = {"open": path, activation.TOKEN_FIELD: activation.launch_token()}
        payload = json.dumps(message).encode("utf-8") + b"\n"
        deadline = time.monotonic() + HAND_OVER_SECONDS
        while time.monotonic() < deadline:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(1000):
                socket.write(QByteArray(payload))
                socket.flush()
                socket.waitForBytesWritten(1000)
                answer = b""
                while b"\n" not in answer and socket.waitForReadyRead(2000):
                    answer += bytes(socket.readAll().data())
                socket.disconnectFromServer()
                if answer.startswith(b"OK"):
                    return True
            socket.abort()
            time.sleep(0.2)  # the first instance may be starting: its server comes soon
        return False

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        with contextlib.suppress(RuntimeError):
            self.lock.unlock()
