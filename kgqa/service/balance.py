"""Spreading questions over worker processes when clients keep their connections alive.

Worker processes share one listening socket, and a kept-alive connection stays with the worker
that accepted it. A worker's event loop accepts every connection waiting when it wakes, so a
client that opens 8 connections at once can land all 8 on one worker, leaving the other idle
(seen on ``python -m kgqa.bench.serve``'s client: 8/0 and 6/2 splits, half the throughput;
docs/experiments/2026-11-27-throughput.md).

:class:`ConnectionShedding` closes a connection after its answer (``Connection: close``) when
this worker is busier than it should be; the client reconnects, and the new connection goes to
whichever worker accepts it. Busier means more than ``above`` questions in flight here and, with
several workers, at least two more than the least busy other worker, read from a table the
workers share (:class:`WorkerLoads`). A balanced service therefore keeps its connections, and an
unbalanced one moves them until it is balanced.
"""

from __future__ import annotations

import contextlib
import fcntl
import mmap
import os
import struct
import tempfile
from pathlib import Path

from kgqa.service.access import answers_question

CLOSE = (b"connection", b"close")
LOADS_ENV = "KGQA_WORKER_LOADS"
_SLOT = struct.Struct("qq")  # (pid, questions in flight)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: alive
        return True
    return True


class WorkerLoads:
    """Questions in flight per worker process, in a small memory-mapped file the workers share.

    The serving process makes the file (:meth:`create`); each worker takes a slot in it
    (:meth:`attach`), the slot of a dead worker when uvicorn has replaced one. A worker writes
    only its own slot and reads the others without a lock: a value read mid-update is off by
    one for one request, which only delays a move by one answer.
    """

    def __init__(self, path: Path, slot: int, mm: mmap.mmap) -> None:
        self.path, self.slot, self._mm = path, slot, mm
        self.slots = len(mm) // _SLOT.size

    @staticmethod
    def create(slots: int, directory: str | None = None) -> Path:
        """A table of ``slots`` empty slots (a file in a new temporary folder); the caller
        removes it (:func:`remove`)."""
        folder = Path(tempfile.mkdtemp(prefix="kgqa-loads-", dir=directory))
        path = folder / "loads"
        path.write_bytes(bytes(_SLOT.size * max(slots, 1)))
        return path

    @staticmethod
    def remove(path: Path) -> None:
        with contextlib.suppress(OSError):
            path.unlink()
            path.parent.rmdir()

    @classmethod
    def attach(cls, path: Path) -> "WorkerLoads":
        """This process's slot: a free one, or one whose process is gone."""
        fd = os.open(path, os.O_RDWR)
        try:
            mm = mmap.mmap(fd, 0)
            fcntl.flock(fd, fcntl.LOCK_EX)  # two workers starting together take different slots
            try:
                me = os.getpid()
                for slot in range(len(mm) // _SLOT.size):
                    pid, _ = _SLOT.unpack_from(mm, slot * _SLOT.size)
                    if pid in (0, me) or not _alive(pid):
                        _SLOT.pack_into(mm, slot * _SLOT.size, me, 0)
                        return cls(path, slot, mm)
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
        raise RuntimeError(f"no free slot in {path} for worker {os.getpid()} (more workers than slots)")

    def set(self, in_flight: int) -> None:
        _SLOT.pack_into(self._mm, self.slot * _SLOT.size, os.getpid(), in_flight)

    def least_other(self) -> int | None:
        """The fewest questions in flight at another live worker (None: no other). A dead
        worker's slot is skipped: its last count would otherwise hold connections off the living."""
        least = None
        for slot in range(self.slots):
            if slot == self.slot:
                continue
            pid, n = _SLOT.unpack_from(self._mm, slot * _SLOT.size)
            if pid and _alive(pid):
                least = n if least is None else min(least, n)
        return least


class ConnectionShedding:
    """Pure ASGI middleware: adds ``Connection: close`` to an answer's response while this
    worker is busier than it should be (module docstring)."""

    def __init__(self, app, *, above: int, loads: WorkerLoads | None = None) -> None:
        if above < 0:
            raise ValueError(f"limits.shed_connections_above must be 0 or more, not {above}")
        self.app = app
        self.above = above
        self.loads = loads
        self.in_flight = 0  # the event loop is one thread: no lock needed

    def too_busy(self) -> bool:
        if self.in_flight <= self.above:
            return False
        if self.loads is None:
            return True
        least = self.loads.least_other()
        return least is not None and self.in_flight >= least + 2

    def _count(self, delta: int) -> None:
        self.in_flight += delta
        if self.loads is not None:
            self.loads.set(self.in_flight)

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or not answers_question(scope.get("path", "")):
            await self.app(scope, receive, send)
            return

        async def send_shedding(message) -> None:
            if message["type"] == "http.response.start" and self.too_busy():
                message = {**message, "headers": [*message.get("headers", ()), CLOSE]}
            await send(message)

        self._count(1)
        try:
            await self.app(scope, receive, send_shedding)
        finally:
            self._count(-1)
