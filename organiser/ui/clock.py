"""The round clock as a small pure state machine over an injectable ``now``.

The clock is a *deadline*, not a ticking counter: while running only the deadline is stored,
so a restarted app (or a second screen) recomputes the time left from the same instant.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from organiser.ui.backend import ClockState

LAST_MINUTES_S = 5 * 60  # the projector turns amber in the last five minutes


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
        )


def format_left(seconds: float) -> str:
    """``54:59`` style; past the deadline ``+1:05`` (time called, counting on)."""
    sign = "+" if seconds < 0 else ""
    total = int(abs(seconds)) if seconds < 0 else int(seconds + 0.999)  # count down to 0:00
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"
