"""Storage: sqlmodel tables, migrations and the unit-of-work session. Plain data leaves it."""
