"""The open event: its backend, its id, and one signal views listen to for changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from organiser.core.errors import UserError
from organiser.logs import explain
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

    def __init__(
        self, backend: Backend, event_id: int, read_only: bool = False, why: str = ""
    ) -> None:
        super().__init__()
        self.backend = backend
        self.event_id = event_id
        self.read_only = read_only
        self.read_only_why = why  # e.g. " (it is open in another window)"
        self._event: EventInfo | None = None
        self._batch: tuple[str, ...] = ()

    @property
    def info(self) -> EventInfo:
        """The event's settings and progress (re-read after every change)."""
        if self._event is None:
            self._event = self.backend.event(self.event_id)
        return self._event

    def prime(self, info: EventInfo) -> None:
        """Use ``info``, just read elsewhere, as the event's settings until the next change."""
        if info.id == self.event_id:
            self._event = info

    def notify(self, *what: str) -> None:
        """Tell the views what changed. One change may carry several names (pairing a round:
        rounds and results); a view that reloads for several of them can reload once, on
        the first (:meth:`first_of`)."""
        self._event = None
        outer = self._batch
        self._batch = tuple(what)
        try:
            for name in what:
                self.changed.emit(name)
        finally:
            self._batch = outer

    def in_batch(self, name: str) -> bool:
        """Whether the change being announced carries ``name``."""
        return name in self._batch

    def first_of(self, what: str, *names: str) -> bool:
        """True when ``what`` is the first of ``names`` in the change being announced (or
        when it is announced on its own): react to that one, skip the others."""
        if what not in names:
            return False
        for name in self._batch:
            if name in names:
                return name == what
        return True

    def attempt(self, action: Callable[[], object], *changes: str, done: str = "") -> bool:
        """Run one change (one service call); a user error becomes a message, never a traceback."""
        return self.attempt_value(action, *changes, done=done) is not _FAILED

    def attempt_value(self, action: Callable[[], T], *changes: str, done: str = "") -> T | object:
        """Like :meth:`attempt`, returning the call's value, or ``FAILED``."""
        if self.read_only:
            self.refuse_read_only("nothing was changed")
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

    def refuse_read_only(self, nothing: str) -> None:
        """Say that a change was not made because the file is open read-only, and why."""
        self.message.emit(
            f"This event file is open read-only{self.read_only_why}: {nothing}.", True
        )

    def report(self, exc: BaseException) -> None:
        self.message.emit(explain(exc), True)

    def call(self, fn: Callable[..., T], *args: Any) -> T | None:
        try:
            return fn(*args)
        except UserError as exc:
            self.message.emit(exc.message, True)
            return None
