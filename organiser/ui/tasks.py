"""Long work (pairing a big round, an import) off the GUI thread, results posted back.

``run_task(fn, on_done, on_error)`` runs ``fn`` on the global thread pool and calls the
callbacks on the GUI thread. Tests set ``SYNCHRONOUS = True`` (tests/ui/conftest.py) so the
same code runs inline and deterministically.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

SYNCHRONOUS = False

_alive: set[_Task] = set()  # keep tasks (and their signal objects) alive until they report


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(object)


class _Task(QRunnable):
    def __init__(self, fn: Callable[[], Any]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.fn = fn
        self.signals = _Signals()

    @Slot()
    def run(self) -> None:
        try:
            result = self.fn()
        except BaseException as exc:  # reported to the GUI thread, never lost
            exc.__traceback_text__ = traceback.format_exc()  # type: ignore[attr-defined]
            self._emit(self.signals.failed, exc)
        else:
            self._emit(self.signals.done, result)

    def _emit(self, signal: Any, value: object) -> None:
        with contextlib.suppress(RuntimeError):  # the app quit while the work ran: nobody to tell
            signal.emit(value)


def _spent() -> None:
    """What a finished task runs (it never runs again)."""


def _guarded(owner: QObject, callback: Callable[[Any], None]) -> Callable[[Any], None]:
    def call(value: Any) -> None:
        if shiboken6.isValid(owner):
            callback(value)

    return call


def run_task(
    fn: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None],
    owner: QObject | None = None,
) -> None:
    """``owner``: a widget whose callbacks are dropped if it is gone when the work ends
    (the event was closed while its standings were being computed)."""
    if owner is not None:
        on_done, on_error = _guarded(owner, on_done), _guarded(owner, on_error)
    if SYNCHRONOUS:
        try:
            result = fn()
        except Exception as exc:
            on_error(exc)
        else:
            on_done(result)
        return
    task = _Task(fn)
    _alive.add(task)

    def finished(callback: Callable[[Any], None]) -> Callable[[Any], None]:
        def call(value: Any) -> None:
            _alive.discard(task)
            try:
                callback(value)
            finally:
                # The callbacks (and the views and data they hold) are kept by the signals'
                # connections, which keep the task: a loop through Qt that Python's collector
                # cannot see. Ending the connections frees them.
                task.fn = _spent
                task.signals.deleteLater()

        return call

    task.signals.done.connect(finished(on_done))
    task.signals.failed.connect(finished(on_error))
    # One worker thread: Python threads share one interpreter lock, and every Qt call of the
    # GUI thread gives it up and waits to get it back, so GUI work (building a page,
    # resetting a model) done while two readers run in the background would crawl. Reads
    # queue behind each other instead.
    _start_soon(task)


_pending: list[_Task] = []


def _start_soon(task: _Task) -> None:
    """Start ``task`` once the GUI thread is back in its event loop: the GUI work that asked
    for it (building an event's page, which starts three reads) finishes first instead of
    fighting the worker for the interpreter lock at every Qt call. Order is kept."""
    if QCoreApplication.instance() is None:
        _pool().start(task)
        return
    _pending.append(task)
    if len(_pending) == 1:
        QTimer.singleShot(0, _flush)


def _flush() -> None:
    started = list(_pending)
    _pending.clear()
    for task in started:
        _pool().start(task)


_POOL: QThreadPool | None = None


def _pool() -> QThreadPool:
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
        _POOL.setExpiryTimeout(-1)
    return _POOL
