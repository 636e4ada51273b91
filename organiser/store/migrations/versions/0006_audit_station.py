"""The audit log says which station made each change.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # batch mode: SQLite adds the column in place (no table copy is needed for a nullable
    # column, and Alembic's batch mode does not copy when it need not)
    with op.batch_alter_table("audit") as batch:
        batch.add_column(sa.Column("station", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("audit") as batch:
        batch.drop_column("station")
