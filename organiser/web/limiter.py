"""Bounds on guessing table codes, and on how fast one phone may send reports.

A wrong code counts against the phone (its network address) and against the table it
named; a phone or a table over its bound is refused for the rest of the window, before the
code is even looked at (so a refusal says nothing about the code either). The bounds are
per minute by default: 10 wrong codes a phone, 20 a table (from all phones together), and
30 reports a phone. With codes of 32**6 values, two a table, a table could be guessed at
most 20 times a minute: about once in 25,000 years of continuous guessing.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Limits:
    window_s: float = 60.0
    wrong_codes_per_phone: int = 10
    wrong_codes_per_table: int = 20
    reports_per_phone: int = 30
    # at most this many phones and tables are remembered (the oldest are forgotten first)
    remembered: int = 20_000


@dataclass
class _Window:
    limit: int
    window_s: float
    clock: Callable[[], float]
    hits: dict[Hashable, deque[float]] = field(default_factory=dict)

    def _recent(self, key: Hashable, now: float) -> deque[float] | None:
        q = self.hits.get(key)
        if q is None:
            return None
        while q and q[0] <= now - self.window_s:
            q.popleft()
        if not q:
            del self.hits[key]
            return None
        return q

    def over(self, key: Hashable) -> bool:
        q = self._recent(key, self.clock())
        return q is not None and len(q) >= self.limit

    def add(self, key: Hashable, remembered: int) -> None:
        now = self.clock()
        q = self._recent(key, now)
        if q is None:
            if len(self.hits) >= remembered:
                self.hits.pop(next(iter(self.hits)))
            q = self.hits[key] = deque()
        q.append(now)


class Limiter:
    """Thread-safe: the server's worker threads share one."""

    def __init__(self, limits: Limits | None = None, clock: Callable[[], float] = time.monotonic):
        self.limits = limits or Limits()
        w = self.limits.window_s
        self._lock = threading.Lock()
        self._phone = _Window(self.limits.wrong_codes_per_phone, w, clock)
        self._table = _Window(self.limits.wrong_codes_per_table, w, clock)
        self._reports = _Window(self.limits.reports_per_phone, w, clock)
        self.refused = 0

    def admit(self, phone: str, table: int) -> bool:
        """May this phone send a report for this table now? Counts the report."""
        with self._lock:
            if self._phone.over(phone) or self._table.over(table) or self._reports.over(phone):
                self.refused += 1
                return False
            self._reports.add(phone, self.limits.remembered)
            return True

    def wrong_code(self, phone: str, table: int) -> None:
        with self._lock:
            self._phone.add(phone, self.limits.remembered)
            self._table.add(table, self.limits.remembered)
