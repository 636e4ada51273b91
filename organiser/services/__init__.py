"""Use cases: one transaction each, audited. The window and the command line both call these.

Every function takes an open :class:`Database` (from :func:`open_database`) first and an
event id (``None`` = the only event of the file), and returns plain dataclasses from
:mod:`organiser.services.dto`. Bad input raises ``organiser.core.errors.UserError`` (or
``NotFound`` / ``Conflict``) and changes nothing.

The names below are loaded on first use: importing :mod:`organiser.services.dto` (the
window does, to draw itself) must not import SQLAlchemy, which the window loads in the
background once it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from organiser.services.database import (
        Database,
        StoreError,
        default_database_path,
        open_database,
    )

__all__ = ["Database", "StoreError", "default_database_path", "open_database"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from organiser.services import database

        return getattr(database, name)
    raise AttributeError(f"module 'organiser.services' has no attribute {name!r}")
