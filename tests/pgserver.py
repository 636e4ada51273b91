"""A fresh database on the PostgreSQL test server (``MAESTER_TEST_PG_URL``, started by
``scripts/test.sh``) for one test; without a server the test is skipped and says why."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")
NO_SERVER = "no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)"


@contextmanager
def fresh_database(prefix: str) -> Iterator[Any]:
    """A new, empty database named ``maester_PREFIX_…`` (its SQLAlchemy URL), dropped
    afterwards with every connection still open to it."""
    if not PG_URL:
        pytest.skip(NO_SERVER)
    from sqlalchemy import create_engine, text

    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    name = f"maester_{prefix}_{uuid.uuid4().hex[:10]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.url.set(database=name)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def as_text(url: Any) -> str:
    """The URL as a string a store opens (with its password)."""
    return str(url.render_as_string(hide_password=False))
