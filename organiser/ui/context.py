"""The open event: its backend, its id, and one signal views listen to for changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from organiser.core.errors import UserError
from organiser.ui.backend import Backend, EventInfo

T = TypeVar("T")

_FAILED = object()
FAILED = _FAILED

PLAYERS, ROUNDS, RESULTS, CUT, CLOCK, EVENT = (
    "players",
    "rounds",
    "results",
    "cut",
    "clock",
    "event",
)


class EventContext(QObject):
    changed = Signal(str)  # one of the names above
    message = Signal(str, bool)  # text, is_error: shown in the status bar (errors also boxed)
    busy = Signal(bool)  # background work (pairing, import) started / finished

    def __init__(self, backend: Backend, event_id: int, read_only: bool = False) -> None:
        super().__init__()
        self.backend = backend
        self.event_id = event_id
        self.read_only = read_only
        self._event: EventInfo | None = None

    @property
    def info(self) -> EventInfo:
        """The event's settings and progress (re-read after every change)."""
        if self._event is None:
            self._event = self.backend.event(self.event_id)
        return self._event

    def notify(self, *what: str) -> None:
        self._event = None
        for name in what:
            self.changed.emit(name)

    def attempt(self, action: Callable[[], object], *changes: str, done: str = "") -> bool:
        """Run one change (one service call); a user error becomes a message, never a traceback."""
        return self.attempt_value(action, *changes, done=done) is not _FAILED

    def attempt_value(self, action: Callable[[], T], *changes: str, done: str = "") -> T | object:
        """Like :meth:`attempt`, returning the call's value, or ``FAILED``."""
        if self.read_only:
            self.message.emit("This event file is open read-only: nothing was changed.", True)
            return _FAILED
        try:
            result = action()
        except UserError as exc:
            self.message.emit(exc.message, True)
            return _FAILED
        self.notify(*changes)
        if done:
            self.message.emit(done, False)
        return result

    def report(self, exc: BaseException) -> None:
        text = exc.message if isinstance(exc, UserError) else f"Unexpected error: {exc}"
        self.message.emit(text, True)

    def call(self, fn: Callable[..., T], *args: Any) -> T | None:
        try:
            return fn(*args)
        except UserError as exc:
            self.message.emit(exc.message, True)
            return None
