"""Alembic migrations of the event database, shipped inside the package and run on open."""
