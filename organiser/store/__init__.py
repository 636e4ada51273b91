"""Storage: sqlmodel tables, migrations and the unit-of-work session. Plain data leaves it."""

from organiser.store.db import (
    Store,
    StoreError,
    default_database_path,
    head_revision,
    open_store,
    utc_now,
)

__all__ = [
    "Store",
    "StoreError",
    "default_database_path",
    "head_revision",
    "open_store",
    "utc_now",
]
