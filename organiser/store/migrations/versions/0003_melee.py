"""Melee tables and seats, the round clock, and the melee settings of an event.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The models live in organiser.store.melee; importing it registers them with the metadata.
import organiser.store.melee  # noqa: F401

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("event") as batch:
        batch.add_column(
            sa.Column(
                "melee_profile",
                sa.String(),
                nullable=False,
                server_default="maester-melee",
            )
        )
        batch.add_column(
            sa.Column("odd_tables", sa.String(), nullable=False, server_default="three")
        )
    op.create_table(
        "melee_table",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "round_id",
            sa.Integer(),
            sa.ForeignKey("round.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("bye", sa.Boolean(), nullable=False),
        sa.Column("ending", sa.String(), nullable=True),
        sa.Column("repeats", sa.Integer(), nullable=False),
        sa.Column("reported_at", sa.String(), nullable=True),
    )
    op.create_index("ix_melee_table_round", "melee_table", ["round_id"])
    op.create_index(
        "uq_melee_table_number",
        "melee_table",
        ["round_id", "table_no"],
        unique=True,
        sqlite_where=sa.text("table_no > 0"),
        postgresql_where=sa.text("table_no > 0"),
    )
    op.create_table(
        "melee_seat",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "table_id",
            sa.Integer(),
            sa.ForeignKey("melee_table.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=False,
        ),
        sa.Column("place", sa.Integer(), nullable=True),
        sa.Column("power", sa.Integer(), nullable=True),
        sa.Column("eliminated", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("table_id", "player_id", name="uq_melee_seat_player"),
    )
    op.create_index("ix_melee_seat_player", "melee_seat", ["player_id"])
    op.create_table(
        "round_clock",
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("stage", sa.String(16), primary_key=True),
        sa.Column("round_no", sa.Integer(), primary_key=True),
        sa.Column("deadline", sa.String(), nullable=True),
        sa.Column("remaining_seconds", sa.Float(), nullable=True),
        sa.Column("running", sa.Boolean(), nullable=False),
        sa.Column("updated_at", sa.String(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("round_clock")
    op.drop_index("ix_melee_seat_player", table_name="melee_seat")
    op.drop_table("melee_seat")
    op.drop_index("uq_melee_table_number", table_name="melee_table")
    op.drop_index("ix_melee_table_round", table_name="melee_table")
    op.drop_table("melee_table")
    with op.batch_alter_table("event") as batch:
        batch.drop_column("odd_tables")
        batch.drop_column("melee_profile")
