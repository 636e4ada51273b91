"""The round clock, stored in the event database so every station shows the same time.

The clock of the current round (the latest cut round once the cut has started, else the
latest Swiss round) is a deadline while it runs and the seconds left while it is paused,
so nothing needs to tick in the database. The time comes from the database's injectable
clock (``open_database(clock=...)``), which is what the tests drive. Every change is one
transaction and is audited.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlmodel import Session

from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.model import Stage
from organiser.services._support import audit, latest_round, load_event
from organiser.store.db import Store
from organiser.store.melee import RoundClockRow
from organiser.store.models import EventRow

MAX_EXTENSION_S = 6 * 3600


@dataclass(frozen=True)
class ClockInfo:
    """The clock of one round at the moment it was read (``at``)."""

    event_id: int
    stage: str
    round: int
    length_seconds: float  # the event's round length
    running: bool
    started: bool  # started at least once since the last reset
    remaining_seconds: float  # negative once time is called and the clock runs on
    deadline: str | None  # ISO-8601 UTC while running
    at: str  # ISO-8601 UTC: when ``remaining_seconds`` was measured

    @property
    def time_called(self) -> bool:
        return self.started and self.remaining_seconds <= 0

    def to_json(self) -> dict[str, Any]:
        return {
            "event": self.event_id,
            "stage": self.stage,
            "round": self.round,
            "length_seconds": self.length_seconds,
            "running": self.running,
            "started": self.started,
            "remaining_seconds": round(self.remaining_seconds, 3),
            "deadline": self.deadline,
            "time_called": self.time_called,
            "at": self.at,
        }


def _now(store: Store) -> datetime:
    moment = store.clock()
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def _current(s: Session, event: EventRow) -> tuple[str, int]:
    assert event.id is not None
    for stage in (Stage.CUT, Stage.SWISS):
        r = latest_round(s, event.id, stage)
        if r is not None:
            return stage.value, r.number
    raise NotFound(M_("no round has been paired yet: the clock starts with round 1"))


def _row(s: Session, event: EventRow, *, lock: bool = False) -> RoundClockRow | None:
    stage, number = _current(s, event)
    return s.get(RoundClockRow, (event.id, stage, number), with_for_update=lock)


def _info(
    event: EventRow, stage: str, number: int, row: RoundClockRow | None, now: datetime
) -> ClockInfo:
    assert event.id is not None
    length = float(event.round_minutes * 60)
    running = bool(row and row.running and row.deadline)
    if row is not None and running and row.deadline:
        remaining = (datetime.fromisoformat(row.deadline) - now).total_seconds()
    elif row is not None and row.remaining_seconds is not None:
        remaining = row.remaining_seconds
    else:
        remaining = length
    return ClockInfo(
        event_id=event.id,
        stage=stage,
        round=number,
        length_seconds=length,
        running=running,
        started=row is not None and (running or row.remaining_seconds is not None),
        remaining_seconds=remaining,
        deadline=row.deadline if row is not None and running else None,
        at=now.isoformat(),
    )


def get_clock(store: Store, event_id: int | None = None) -> ClockInfo:
    """The current round's clock (not started: the full round length, not running)."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        stage, number = _current(s, event)
        return _info(event, stage, number, _row(s, event), _now(store))


def _change(
    store: Store, event_id: int | None, action: str, reason: str | None, **kw: float
) -> ClockInfo:
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        stage, number = _current(s, event)
        now = _now(store)
        row = _row(s, event, lock=True)
        before = _info(event, stage, number, row, now)
        if row is None:
            row = RoundClockRow(event_id=event.id, stage=stage, round_no=number)
            s.add(row)
        left = before.remaining_seconds
        if action == "start":
            if before.running:
                raise Conflict(M_("the clock of round {number} is already running", number=number))
            row.running, row.remaining_seconds = True, None
            row.deadline = (now + timedelta(seconds=left)).isoformat()
        elif action == "pause":
            if not before.running:
                raise Conflict(M_("the clock of round {number} is not running", number=number))
            row.running, row.deadline, row.remaining_seconds = False, None, left
        elif action == "extend":
            seconds = kw["seconds"]
            if seconds == 0 or abs(seconds) > MAX_EXTENSION_S:
                raise UserError(
                    M_(
                        "extend the clock by a number of seconds, not 0 and at most {MAX_EXTENSION_S} either way (got {seconds:g})",
                        MAX_EXTENSION_S=MAX_EXTENSION_S,
                        seconds=seconds,
                    )
                )
            if before.running:
                row.deadline = (now + timedelta(seconds=left + seconds)).isoformat()
            else:
                row.remaining_seconds = left + seconds
        else:  # reset
            row.running, row.deadline, row.remaining_seconds = False, None, None
        row.updated_at = store.now()
        s.flush()
        after = _info(event, stage, number, row, now)
        detail: dict[str, Any] = {
            "stage": stage,
            "round": number,
            "remaining_before": round(before.remaining_seconds, 3),
            "remaining": round(after.remaining_seconds, 3),
        }
        if action == "extend":
            detail["seconds"] = kw["seconds"]
        audit(s, store, event.id, f"clock_{action}", detail, reason)
        return after


def start_clock(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> ClockInfo:
    """Start (or resume) the current round's clock from the time it has left."""
    return _change(store, event_id, "start", reason)


def pause_clock(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> ClockInfo:
    """Pause the running clock; it keeps the seconds it had left."""
    return _change(store, event_id, "pause", reason)


def resume_clock(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> ClockInfo:
    """Resume a paused clock (the same as ``start_clock``)."""
    return _change(store, event_id, "start", reason)


def extend_clock(
    store: Store, event_id: int | None = None, *, seconds: float, reason: str | None = None
) -> ClockInfo:
    """Add ``seconds`` (negative: take time away), running or paused. Not started: the
    clock is set (paused) to the round length plus ``seconds``."""
    return _change(store, event_id, "extend", reason, seconds=float(seconds))


def reset_clock(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> ClockInfo:
    """Stop the clock and give it back the full round length."""
    return _change(store, event_id, "reset", reason)
