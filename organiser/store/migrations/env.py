"""Alembic environment: always runs on the connection handed over by organiser.store.db.

Maester never runs ``alembic`` against a URL from an ini file; ``organiser.store.db`` opens the
database, passes its connection in ``config.attributes["connection"]`` and upgrades to head
inside one transaction, so a migration either completes or leaves the file as it was.
"""

from __future__ import annotations

from alembic import context

from organiser.store.models import SQLModel

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reachable from a hand-run alembic command
    raise RuntimeError("run migrations through organiser.store.db.open_store")

context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
