"""The open event: its backend, its id, and one signal views listen to for changes.

The event's summary (:attr:`EventContext.info`: name, rounds, counts) is read again after
every change, off the GUI thread (it counts the players of the event): until it arrives
:attr:`EventContext.info_loading` is true and :attr:`EventContext.info` is the last one
read; :meth:`EventContext.when_info` runs what needs the new one once it is there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from organiser.core.errors import UserError
from organiser.i18n import user_text
from organiser.logs import explain
from organiser.ui.backend import Backend, EventInfo
from organiser.ui.tasks import run_task

T = TypeVar("T")

_FAILED = object()
FAILED = _FAILED

PLAYERS, ROUNDS, RESULTS, CUT, CLOCK, EVENT, JUDGE = (
    "players",
    "rounds",
    "results",
    "cut",
    "clock",
    "event",
    "judge",  # the judge's log: calls, rulings, penalties
)


class EventContext(QObject):
    changed = Signal(str)  # one of the names above
    message = Signal(str, bool)  # text, is_error: shown in the status bar (errors also boxed)
    busy = Signal(bool)  # background work (pairing, import) started / finished
    info_changed = Signal()  # a new summary of the event arrived (see ``info``)

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
        self._info_generation = 0
        self._info_loading = False
        self._waiting: list[Callable[[], object]] = []
        self.remote = ""  # while a change of another station is announced: that station

    @property
    def info(self) -> EventInfo:
        """The event's settings and progress: the last summary read (re-read off the GUI
        thread after every change; see :attr:`info_loading`). Read here only when none has
        been read yet (the event was just created)."""
        if self._event is None:
            self._event = self.backend.event(self.event_id)
        return self._event

    @property
    def info_loading(self) -> bool:
        """Whether a new summary is being read (``info`` is the one from before the change)."""
        return self._info_loading

    def prime(self, info: EventInfo) -> None:
        """Use ``info``, just read elsewhere, as the event's settings until the next change."""
        if info.id == self.event_id:
            self._event = info

    def refresh_info(self) -> None:
        """Read the summary again off the GUI thread; ``info_changed`` when it arrives. A read
        that a newer one supersedes is dropped."""
        self._info_generation += 1
        generation = self._info_generation
        self._info_loading = True
        backend, eid = self.backend, self.event_id

        def done(info: EventInfo) -> None:
            if generation != self._info_generation:
                return
            self._event = info
            self._settled()

        def failed(exc: BaseException) -> None:
            if generation != self._info_generation:
                return
            self.report(exc)
            self._settled()

        run_task(lambda: backend.event(eid), done, failed, owner=self)

    def _settled(self) -> None:
        self._info_loading = False
        waiting, self._waiting = self._waiting, []
        self.info_changed.emit()
        for fn in waiting:
            fn()

    def when_info(self, fn: Callable[[], object]) -> None:
        """Run ``fn`` now when the summary is up to date, else once the new one arrives
        (once, however many times it was asked for while loading)."""
        if not self._info_loading:
            fn()
        elif fn not in self._waiting:
            self._waiting.append(fn)

    def notify(self, *what: str) -> None:
        """Tell the views what changed. One change may carry several names (pairing a round:
        rounds and results); a view that reloads for several of them can reload once, on
        the first (:meth:`first_of`). The summary is read again first (off the GUI
        thread; before the views' own reads, which queue behind it)."""
        self.refresh_info()
        outer = self._batch
        self._batch = tuple(what)
        try:
            for name in what:
                self.changed.emit(name)
        finally:
            self._batch = outer

    def notify_remote(self, kinds: tuple[str, ...], station: str = "") -> None:
        """Another station changed ``kinds`` of this event: the views reload those parts
        (off the GUI thread, as after a change made here), keeping what the user has
        selected and typed; :attr:`remote` names the station meanwhile."""
        outer = self.remote
        self.remote = station or "another station"
        try:
            self.notify(*kinds)
        finally:
            self.remote = outer

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
            self.refuse_read_only(self.tr("nothing was changed"))
            return _FAILED
        try:
            result = action()
        except UserError as exc:
            self.message.emit(user_text(exc), True)
            return _FAILED
        self.notify(*changes)
        if done:
            self.message.emit(done, False)
        return result

    def attempt_async(
        self,
        action: Callable[[], T],
        *changes: str,
        done: str = "",
        then: Callable[[T], object] | None = None,
        failed: Callable[[], object] | None = None,
    ) -> bool:
        """Like :meth:`attempt`, the service call run off the GUI thread: the views hear of
        the change, and ``then`` gets the call's value, when it is done; a user error is
        said and ``failed`` called. False when refused at once (the file is read-only)."""
        if self.read_only:
            self.refuse_read_only(self.tr("nothing was changed"))
            return False

        def finished(result: T) -> None:
            self.notify(*changes)
            if done:
                self.message.emit(done, False)
            if then is not None:
                then(result)

        def error(exc: BaseException) -> None:
            if isinstance(exc, UserError):
                self.message.emit(user_text(exc), True)
            else:
                self.report(exc)
            if failed is not None:
                failed()

        run_task(action, finished, error, owner=self)
        return True

    def refuse_read_only(self, nothing: str) -> None:
        """Say that a change was not made because the file is open read-only, and why."""
        self.message.emit(
            self.tr("This event file is open read-only{read_only_why}: {nothing}.").format(
                read_only_why=self.read_only_why, nothing=nothing
            ),
            True,
        )

    def report(self, exc: BaseException) -> None:
        self.message.emit(explain(exc), True)

    def call(self, fn: Callable[..., T], *args: Any) -> T | None:
        try:
            return fn(*args)
        except UserError as exc:
            self.message.emit(user_text(exc), True)
            return None
