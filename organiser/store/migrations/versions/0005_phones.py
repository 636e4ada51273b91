"""Players' phones: the sharing settings of an event and the reports made from the tables.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The models live in organiser.store.phones; importing it registers them with the metadata.
import organiser.store.phones  # noqa: F401

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "phone_setting",
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("secret", sa.String(), nullable=False),
        sa.Column("self_report", sa.Boolean(), nullable=False),
        sa.Column("address", sa.String(), nullable=True),
    )
    op.create_table(
        "phone_report",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id", sa.Integer(), sa.ForeignKey("event.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "round_id", sa.Integer(), sa.ForeignKey("round.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("winner", sa.Integer(), nullable=True),
        sa.Column("outcome", sa.String(), nullable=True),
        sa.Column("tiebreak", sa.String(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.Column("decided_at", sa.String(), nullable=True),
        sa.Column("client", sa.String(), nullable=True),
    )
    op.create_index("ix_phone_report_event", "phone_report", ["event_id"])
    op.create_index("ix_phone_report_round", "phone_report", ["round_id", "table_no"])


def downgrade() -> None:
    op.drop_index("ix_phone_report_round", table_name="phone_report")
    op.drop_index("ix_phone_report_event", table_name="phone_report")
    op.drop_table("phone_report")
    op.drop_table("phone_setting")
