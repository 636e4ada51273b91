"""Opening the event database for the window, the command line and scripts."""

from __future__ import annotations

import os

from organiser.store.db import (
    WRITE_WAIT_S,
    Clock,
    Notify,
    Store,
    StoreError,
    default_database_path,
    open_store,
    utc_now,
)

Database = Store

__all__ = ["WRITE_WAIT_S", "Database", "StoreError", "default_database_path", "open_database"]


def open_database(
    target: str | os.PathLike[str] | None = None,
    *,
    clock: Clock = utc_now,
    busy_timeout: float = WRITE_WAIT_S,
    create: bool = True,
    on_wait: Notify | None = None,
    station: str | None = None,
) -> Store:
    """Open (creating and migrating as needed) an event database.

    ``target``: a SQLite file path, a SQLAlchemy URL (``postgresql+psycopg://...`` for a
    shared server), or None for the default file (``$MAESTER_DB`` or ``maester.sqlite`` in
    the user data folder). Raises :class:`StoreError` (a ``UserError`` whose ``problem``
    says which: damaged, read-only, locked, an unfinished change to undo, disk full...) for
    a file that cannot be used; a file that can be read but not written opens read-only
    (``Database.read_only``; ``Database.notices`` says so).
    ``busy_timeout``: the longest a change waits for another station's change (seconds);
    ``on_wait`` is told, in a sentence, when one has to wait.
    ``create``: a missing file is created (else refused with a message).
    ``station``: this station's name in the audit log (default ``$MAESTER_STATION``, else
    the computer's name).
    """
    return open_store(
        target,
        clock=clock,
        busy_timeout=busy_timeout,
        create=create,
        on_wait=on_wait,
        station=station,
    )
