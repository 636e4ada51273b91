"""Deck lists: one current list per player, with the verdict of its last check.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

# The table's model lives in organiser.store.decks; importing it here registers it with the
# metadata the schema is compared against whenever the migrations are loaded.
import organiser.store.decks  # noqa: F401

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "deck_list",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("event.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column(
            "player_id",
            sa.Integer(),
            sa.ForeignKey("player.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("name", sa.String(), nullable=True),
        sa.Column("source", sa.String(), nullable=True),
        sa.Column("source_format", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.Column("faction", sa.String(), nullable=True),
        sa.Column("agendas", sa.String(), nullable=False),
        sa.Column("cards", sa.String(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("errors", sa.String(), nullable=False),
        sa.Column("restricted_list", sa.String(), nullable=True),
        sa.Column("submitted_at", sa.String(), nullable=False),
        sa.Column("updated_at", sa.String(), nullable=False),
        sa.UniqueConstraint("player_id", name="uq_deck_list_player"),
    )
    op.create_index("ix_deck_list_event", "deck_list", ["event_id"])


def downgrade() -> None:
    op.drop_index("ix_deck_list_event", table_name="deck_list")
    op.drop_table("deck_list")
