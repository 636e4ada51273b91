"""A melee table's result reported from a phone: the places and powers of every seat.

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("phone_report") as batch:
        batch.add_column(sa.Column("detail", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("phone_report") as batch:
        batch.drop_column("detail")
