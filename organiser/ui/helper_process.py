"""The window's helper process: the long reads and changes of a big event, run in a second
Python process so that the window's thread never waits for them.

Why a process and not only a thread: Python threads share one interpreter lock, and the
database driver and SQLAlchemy's compiled row handling keep it for up to a tenth of a
second while they turn thousands of rows into objects. A worker *thread* reading 4,096
players therefore froze the window for that long on every read, whatever the switch
interval (``benchmarks/bench_gui_stalls.py`` measured 60-110 ms). In a process of its own the
work holds its own lock; the window's worker thread only waits on a pipe (which gives the
lock up) and unpickles the answer.

The helper holds a :class:`~organiser.ui.service_backend.ServiceBackend` per database the
window has open (by file path or server URL), opened the same way, with the window's
station name and *origin*, so that the changes it makes are the window's own: on a server
its notifications carry the window's origin (skipped by the window's watcher), and on a
file it hands back the audit ids it wrote (``own_audit_ids``), which the window adds to its
own before its watcher may read them (``Store.writes_elsewhere``).

It starts with the window's first database (spawned, never forked: Qt and forked processes
do not mix) and warms up in the background; until it is ready, or if it ever fails, the
same call runs in the window's worker thread as before. The window's own thread never
calls it: a call from there runs in place (it must not wait behind a long change).
"""

from __future__ import annotations

import contextlib
import functools
import logging
import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

log = logging.getLogger(__name__)

# False: everything runs in the window's worker thread (a benchmark's baseline; or
# MAESTER_NO_HELPER=1 in the environment, should a machine not allow a second process)
ENABLED = os.environ.get("MAESTER_NO_HELPER", "") not in ("1", "true", "yes")


# -- in the helper process ------------------------------------------------------------------

_backends: dict[str, Any] = {}
_seen_generation: dict[str, int] = {}
_language: list[str] = []


# A little below normal priority, as the window's event server: when the cores are busy the
# window's thread gets the processor first (it waits for the helper's answer anyway).
HELPER_NICENESS = 5
_BELOW_NORMAL_PRIORITY_CLASS = 0x00004000  # Windows


def _lower_priority() -> None:
    with contextlib.suppress(Exception):  # a platform that does not allow it: normal priority
        if hasattr(os, "nice"):
            os.nice(HELPER_NICENESS)
        elif sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), _BELOW_NORMAL_PRIORITY_CLASS)


def _warm() -> int:
    """Lower this process's priority and import what the calls need (the first call would
    otherwise pay for it)."""
    _lower_priority()
    from organiser.ui import service_backend  # noqa: F401  (SQLAlchemy, the services)

    return os.getpid()


def _use_language(code: str) -> None:
    """The window's language, for the texts a backend call builds (the Deck column)."""
    if _language[-1:] == [code]:
        return
    from PySide6.QtCore import QCoreApplication

    from organiser.ui.language import install_language

    app = QCoreApplication.instance() or QCoreApplication([])
    install_language(app, code)
    _language[:] = [code]


@dataclass(frozen=True)
class Call:
    """One backend call for the helper: the method and its arguments, and who asks (the
    database, the station, its origin, how many changes it has made, its language)."""

    where: str
    station: str
    origin: str
    generation: int
    language: str
    method: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any]


def _call(call: Call) -> tuple[Any, list[int]]:
    """Run the call on the backend of its database; its value and the audit ids it wrote."""
    from organiser.ui.service_backend import ServiceBackend

    where = call.where
    backend = _backends.get(where)
    if backend is None:
        backend = _backends[where] = ServiceBackend.open(where)
    backend.store.station = call.station
    backend.store.origin = call.origin
    if _seen_generation.get(where) != call.generation:  # the window changed something
        backend.forget_cached()
        _seen_generation[where] = call.generation
    _use_language(call.language)
    backend.store.own_audit_ids.clear()
    try:
        value = getattr(backend, call.method)(*call.args, **call.kwargs)
    finally:
        written = sorted(backend.store.own_audit_ids)
        backend.store.own_audit_ids.clear()
    return value, written


def _forget(where: str) -> None:
    """The window closed ``where``: close it here too (a file is never held open)."""
    backend = _backends.pop(where, None)
    _seen_generation.pop(where, None)
    if backend is not None:
        backend.close()


# -- in the window ---------------------------------------------------------------------------


class HelperProcess:
    """One helper process for the window (see the module doc). ``ready`` once warm;
    ``broken`` after a failure, when every call runs in place again."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn")
        )
        self._warm: Future[int] = self._pool.submit(_warm)
        self.broken = False

    @property
    def ready(self) -> bool:
        return (
            not self.broken
            and self._warm.done()
            and not self._warm.cancelled()
            and self._warm.exception() is None
        )

    @property
    def pid(self) -> int | None:
        return self._warm.result() if self.ready else None

    def wait_ready(self, timeout: float | None = None) -> bool:
        """Wait (not on the window's thread) until warm; False if it could not start."""
        try:
            self._warm.result(timeout)
        except Exception:
            return False
        return self.ready

    def call(self, call: Call) -> tuple[Any, list[int]]:
        """Run ``call`` in the helper and wait for it. Raises what the call raised; raises
        :class:`BrokenProcessPool` (and marks the helper broken) if the process died."""
        pool = self._pool
        if pool is None or self.broken:
            raise BrokenProcessPool("the helper process is closed")
        try:
            future = pool.submit(_call, call)
            return future.result()
        except BrokenProcessPool:
            self.broken = True
            log.warning("the helper process stopped; its work runs in the window's worker")
            raise

    def forget(self, where: str) -> None:
        """Close ``where`` in the helper (asynchronously)."""
        pool = self._pool
        if pool is not None and not self.broken:
            with contextlib.suppress(Exception):
                pool.submit(_forget, where)

    def close(self) -> None:
        """Stop the helper: what waits is dropped, a change it is making is finished first
        (a pairing never stops half-written; it takes a second at most)."""
        pool, self._pool = self._pool, None
        self.broken = True
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def on_window_thread() -> bool:
    """True on the window's (the main) thread."""
    return threading.current_thread() is threading.main_thread()


F = TypeVar("F", bound=Callable[..., Any])


def in_helper(write: bool = False, rereads: bool = False) -> Callable[[F], F]:
    """Mark a :class:`~organiser.ui.service_backend.ServiceBackend` method whose work runs in
    the helper process when one is ready and the caller is not the window's thread (see the
    module doc); ``write``: it changes the event (its audit lines are handed back);
    ``rereads``: it reads the file afresh (this process forgets what it keeps too)."""

    def mark(method: F) -> F:
        name = method.__name__

        @functools.wraps(method)
        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            helper: HelperProcess | None = self.helper
            if helper is None or not helper.ready or on_window_thread():
                return method(self, *args, **kwargs)
            if rereads:
                self.forget_cached()
            return self.run_in_helper(helper, name, write, args, kwargs)

        return call  # type: ignore[return-value]

    return mark
