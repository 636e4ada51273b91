"""A penalty can be withdrawn (entered by mistake): when, and why.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("judge_penalty") as batch:
        batch.add_column(sa.Column("withdrawn_at", sa.String(), nullable=True))
        batch.add_column(sa.Column("withdrawn_reason", sa.String(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("judge_penalty") as batch:
        batch.drop_column("withdrawn_reason")
        batch.drop_column("withdrawn_at")
