"""The judge's log: calls, rulings attached to a call, penalties.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The models live in organiser.store.judging; importing it registers them with the metadata.
import organiser.store.judging  # noqa: F401

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _event_id() -> sa.Column[int]:
    return sa.Column(
        "event_id", sa.Integer(), sa.ForeignKey("event.id", ondelete="CASCADE"), nullable=False
    )


def upgrade() -> None:
    op.create_table(
        "judge_call",
        sa.Column("id", sa.Integer(), primary_key=True),
        _event_id(),
        sa.Column("stage", sa.String(16), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("players", sa.String(), nullable=False),
        sa.Column("called_at", sa.String(), nullable=False),
        sa.Column("judge", sa.String(), nullable=True),
        sa.Column("question", sa.String(), nullable=False),
        sa.Column("outcome", sa.String(), nullable=True),
        sa.Column("resolved_at", sa.String(), nullable=True),
        sa.Column("extension_minutes", sa.Integer(), nullable=False),
    )
    op.create_index("ix_judge_call_event", "judge_call", ["event_id"])
    op.create_table(
        "judge_ruling",
        sa.Column("id", sa.Integer(), primary_key=True),
        _event_id(),
        sa.Column(
            "call_id",
            sa.Integer(),
            sa.ForeignKey("judge_call.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("title", sa.String(), nullable=False),
        sa.Column("summary", sa.String(), nullable=False),
        sa.Column("scenario_path", sa.String(), nullable=True),
        sa.Column("pdf_path", sa.String(), nullable=True),
        sa.Column("created_at", sa.String(), nullable=False),
    )
    op.create_index("ix_judge_ruling_event", "judge_ruling", ["event_id"])
    op.create_index("ix_judge_ruling_call", "judge_ruling", ["call_id"])
    op.create_table(
        "judge_penalty",
        sa.Column("id", sa.Integer(), primary_key=True),
        _event_id(),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="RESTRICT"),
            nullable=False,
        ),
        sa.Column("stage", sa.String(16), nullable=False),
        sa.Column("round_no", sa.Integer(), nullable=True),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("category", sa.String(), nullable=False),
        sa.Column("level", sa.String(), nullable=False),
        sa.Column("proposed_level", sa.String(), nullable=False),
        sa.Column("judge", sa.String(), nullable=True),
        sa.Column("note", sa.String(), nullable=False),
        sa.Column("at", sa.String(), nullable=False),
        sa.Column(
            "call_id",
            sa.Integer(),
            sa.ForeignKey("judge_call.id", ondelete="SET NULL"),
            nullable=True,
        ),
    )
    op.create_index("ix_judge_penalty_event", "judge_penalty", ["event_id"])
    op.create_index("ix_judge_penalty_player", "judge_penalty", ["player_id"])


def downgrade() -> None:
    op.drop_index("ix_judge_penalty_player", table_name="judge_penalty")
    op.drop_index("ix_judge_penalty_event", table_name="judge_penalty")
    op.drop_table("judge_penalty")
    op.drop_index("ix_judge_ruling_call", table_name="judge_ruling")
    op.drop_index("ix_judge_ruling_event", table_name="judge_ruling")
    op.drop_table("judge_ruling")
    op.drop_index("ix_judge_call_event", table_name="judge_call")
    op.drop_table("judge_call")
