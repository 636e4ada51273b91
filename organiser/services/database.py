"""Opening the event database for the window, the command line and scripts."""

from __future__ import annotations

import os

from organiser.store.db import Clock, Store, StoreError, default_database_path, open_store, utc_now

Database = Store

__all__ = ["Database", "StoreError", "default_database_path", "open_database"]


def open_database(
    target: str | os.PathLike[str] | None = None,
    *,
    clock: Clock = utc_now,
    busy_timeout: float = 10.0,
) -> Store:
    """Open (creating and migrating as needed) an event database.

    ``target``: a SQLite file path, a SQLAlchemy URL (``postgresql+psycopg://...`` for a
    shared server), or None for the default file (``$MAESTER_DB`` or ``maester.sqlite`` in
    the user data folder). Raises :class:`StoreError` (a ``UserError``) for a corrupt file,
    a file that is not a Maester database, or one written by a newer Maester.
    ``busy_timeout``: seconds a change waits for another process holding the file.
    """
    return open_store(target, clock=clock, busy_timeout=busy_timeout)
