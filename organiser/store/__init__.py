"""Storage: sqlmodel tables, migrations and the unit-of-work session. Plain data leaves it."""

# Every table module is imported here, so SQLModel.metadata always knows the whole schema
# (new table modules: add them to this list and give them a migration).
import organiser.store.decks
import organiser.store.judging
import organiser.store.melee
import organiser.store.models
import organiser.store.phones  # noqa: F401
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
