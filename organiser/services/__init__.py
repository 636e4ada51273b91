"""Use cases: one transaction each, audited. The window and the command line both call these.

Every function takes an open :class:`Database` (from :func:`open_database`) first and an
event id (``None`` = the only event of the file), and returns plain dataclasses from
:mod:`organiser.services.dto`. Bad input raises ``organiser.core.errors.UserError`` (or
``NotFound`` / ``Conflict``) and changes nothing.
"""

from organiser.services.database import Database, StoreError, default_database_path, open_database

__all__ = ["Database", "StoreError", "default_database_path", "open_database"]
