"""The round clock as a small pure state machine over an injectable ``now``.

The clock is a *deadline*, not a ticking counter: while running only the deadline is stored,
so a restarted app (or a second screen) recomputes the time left from the same instant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication

from organiser.services.dto import JudgeCallInfo
from organiser.ui.backend import ClockState

LAST_MINUTES_S = 5 * 60  # the projector turns amber in the last five minutes
NBSP = "\u00a0"


class RoundClock:
    def __init__(self, state: ClockState) -> None:
        self.state = state

    @property
    def running(self) -> bool:
        return self.state.deadline is not None

    @property
    def started(self) -> bool:
        return self.state.deadline is not None or self.state.paused_left_s is not None

    def left_s(self, now: datetime) -> float:
        """Seconds left (negative once time is called and the clock runs on)."""
        if self.state.deadline is not None:
            return (self.state.deadline - now).total_seconds()
        if self.state.paused_left_s is not None:
            return self.state.paused_left_s
        return self.state.length_s

    def time_called(self, now: datetime) -> bool:
        return self.started and self.left_s(now) <= 0

    def last_minutes(self, now: datetime) -> bool:
        return self.started and 0 < self.left_s(now) <= LAST_MINUTES_S

    def start(self, now: datetime) -> None:
        if self.running:
            return
        left = self.left_s(now)
        self.state = replace(self.state, deadline=now + timedelta(seconds=left), paused_left_s=None)

    def pause(self, now: datetime) -> None:
        if not self.running:
            return
        self.state = replace(self.state, deadline=None, paused_left_s=self.left_s(now))

    def extend(self, seconds: float) -> None:
        """Add (or with a negative value, take away) time, running or paused."""
        if self.state.deadline is not None:
            self.state = replace(
                self.state, deadline=self.state.deadline + timedelta(seconds=seconds)
            )
        elif self.state.paused_left_s is not None:
            self.state = replace(self.state, paused_left_s=self.state.paused_left_s + seconds)
        else:
            self.state = replace(self.state, length_s=max(60.0, self.state.length_s + seconds))

    def reset(self, length_s: float | None = None) -> None:
        self.state = ClockState(
            round=self.state.round,
            length_s=self.state.length_s if length_s is None else length_s,
            stage=self.state.stage,
            extensions=self.state.extensions,
        )


def table_extensions(
    calls: Iterable[JudgeCallInfo], round_number: int, stage: str
) -> tuple[tuple[int, int], ...]:
    """(table, minutes) for every table of the round that judge calls gave extra time (the
    extensions of several calls to one table add up), in table order."""
    minutes: dict[int, int] = {}
    for c in calls:
        if (
            c.resolved
            and c.extension_minutes
            and c.table is not None
            and c.round == round_number
            and c.stage == stage
        ):
            minutes[c.table] = minutes.get(c.table, 0) + c.extension_minutes
    return tuple(sorted(minutes.items()))


def table_times(clock: RoundClock, now: datetime) -> list[tuple[int, int, float]]:
    """(table, minutes of extension, seconds that table has left) for each extended table."""
    left = clock.left_s(now)
    return [(table, m, left + 60 * m) for table, m in clock.state.extensions]


def extension_text(clock: RoundClock, now: datetime, table_word: str = "Table") -> str:
    """``Table 7 +5 min 17:31 · Table 3 +2 min 14:31`` (the time each still has once the
    clock runs; ``time`` when it is over); "" without an extension. The words of one table
    are joined by no-break spaces: a long line wraps between tables only."""
    parts = []
    for table, minutes, left in table_times(clock, now):
        text = QCoreApplication.translate("Clock", "{table_word} {table} +{minutes} min").format(
            table_word=table_word, table=table, minutes=minutes
        )
        if clock.started:
            text += (
                f" {format_left(left)}"
                if left > 0
                else QCoreApplication.translate("Clock", " time")
            )
        parts.append(text.replace(" ", NBSP))
    return " · ".join(parts)


def format_left(seconds: float) -> str:
    """``54:59`` style; past the deadline ``+1:05`` (time called, counting on)."""
    sign = "+" if seconds < 0 else ""
    total = int(abs(seconds)) if seconds < 0 else int(seconds + 0.999)  # count down to 0:00
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"
