"""The first schema: events, players, rounds, games, cut seeds, audit log.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.String(), nullable=False),
    )
    op.create_table(
        "event",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("date", sa.String(), nullable=True),
        sa.Column("ruleset", sa.String(), nullable=False),
        sa.Column("format", sa.String(), nullable=False),
        sa.Column("scoring_profile", sa.String(), nullable=False),
        sa.Column("tiebreaks", sa.String(), nullable=True),
        sa.Column("level", sa.String(), nullable=False),
        sa.Column("rounds", sa.Integer(), nullable=True),
        sa.Column("cut_size", sa.Integer(), nullable=True),
        sa.Column("round_minutes", sa.Integer(), nullable=False),
        sa.Column("restricted_list", sa.String(), nullable=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
    )
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("affiliation", sa.String(), nullable=True),
        sa.Column("external_id", sa.String(), nullable=True),
        sa.Column("email", sa.String(), nullable=True),
        sa.Column("checked_in", sa.Boolean(), nullable=False),
        sa.Column("dropped", sa.Boolean(), nullable=False),
        sa.Column("dropped_after_round", sa.Integer(), nullable=True),
        sa.Column("disqualified", sa.Boolean(), nullable=False),
        sa.Column("fixed_table", sa.Integer(), nullable=True),
        sa.Column("entered_round", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
    )
    op.create_index("ix_player_event", "player", ["event_id"])
    op.create_table(
        "round",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("stage", sa.String(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.UniqueConstraint("event_id", "stage", "number", name="uq_round_number"),
    )
    op.create_table(
        "game",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "round_id",
            sa.Integer(),
            sa.ForeignKey("round.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column(
            "player_a",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=False,
        ),
        sa.Column(
            "player_b",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=True,
        ),
        sa.Column(
            "winner",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=True,
        ),
        sa.Column("outcome", sa.String(), nullable=True),
        sa.Column("tiebreak", sa.String(), nullable=True),
        sa.Column("rematch", sa.Boolean(), nullable=False),
        sa.Column("reported_at", sa.String(), nullable=True),
    )
    op.create_index("ix_game_round", "game", ["round_id"])
    op.create_index(
        "uq_game_table",
        "game",
        ["round_id", "table_no"],
        unique=True,
        sqlite_where=sa.text("table_no > 0"),
        postgresql_where=sa.text("table_no > 0"),
    )
    op.create_table(
        "cut_seed",
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seed", sa.Integer(), primary_key=True),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=False,
        ),
    )
    op.create_table(
        "audit",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("at", sa.String(), nullable=False),
        sa.Column("action", sa.String(), nullable=False),
        sa.Column("detail", sa.String(), nullable=False),
        sa.Column("reason", sa.String(), nullable=True),
    )
    op.create_index("ix_audit_event", "audit", ["event_id"])


def downgrade() -> None:
    for name in ("audit", "cut_seed", "game", "round", "player", "event", "meta"):
        op.drop_table(name)
