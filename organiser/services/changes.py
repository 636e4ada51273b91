"""Other stations' changes, as the parts of an event they touch.

``watch(db, on_change, on_status)`` starts a :class:`ChangeWatcher` on the open database
(``organiser.store.changes``: PostgreSQL ``LISTEN/NOTIFY``, or a SQLite file's change
counter); :func:`kinds_of` says which parts of an event a change's audit actions touch, so
that a window reloads only those.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from organiser.store.changes import Change, ChangeWatcher, Status
from organiser.store.db import Store, default_station

__all__ = ["Change", "ChangeWatcher", "Status", "default_station", "kinds_of", "watch"]

PLAYERS, ROUNDS, RESULTS, CUT, CLOCK, EVENT, JUDGE = (
    "players",
    "rounds",
    "results",
    "cut",
    "clock",
    "event",
    "judge",
)

# (prefix of an audit action, the parts it touches); the first prefix that fits decides
_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("melee_result", (RESULTS,)),
    ("phones_result", (RESULTS,)),  # a result reported or disputed from a player's phone
    ("phones_drop", (PLAYERS,)),
    ("result", (RESULTS,)),
    ("cut", (CUT,)),
    ("clock", (CLOCK,)),
    ("round", (ROUNDS, RESULTS)),
    ("players_swapped", (ROUNDS, RESULTS)),
    ("table_moved", (ROUNDS, RESULTS)),
    ("structure_fixed", (EVENT,)),
    ("player", (PLAYERS,)),
    ("late_entry", (PLAYERS,)),
    ("check", (PLAYERS,)),
    ("no_show", (PLAYERS,)),
    ("decklist", (PLAYERS,)),
    ("judge", (JUDGE,)),
    ("ruling", (JUDGE,)),
    ("penalty", (JUDGE,)),
    ("event", (EVENT,)),
)


def kinds_of(actions: Iterable[str]) -> tuple[str, ...]:
    """The parts of an event that ``actions`` touch, in a stable order; an action nobody
    knows yet touches the whole event (``event``: everything is read again)."""
    found: set[str] = set()
    for action in actions:
        for prefix, kinds in _RULES:
            if action.startswith(prefix):
                found.update(kinds)
                break
        else:
            found.add(EVENT)
    order = (EVENT, PLAYERS, ROUNDS, RESULTS, CUT, CLOCK, JUDGE)
    return tuple(k for k in order if k in found)


def watch(
    db: Store,
    on_change: Callable[[Change], None],
    on_status: Callable[[Status], None] = lambda _s: None,
    interval: float | None = None,
) -> ChangeWatcher:
    """Start hearing the other stations' changes to ``db`` (in a thread of its own; the
    callbacks are called there). ``stop()`` the watcher before closing ``db``."""
    watcher = ChangeWatcher(db, on_change, on_status)
    if interval is not None:
        watcher.interval = interval
    return watcher.start()
