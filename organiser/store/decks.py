"""The deck-list table (schema revision ``0002``): one current list per player.

The list is kept exactly as submitted (``text``) beside what was read from it and the
verdict of the last check, so nothing a player handed in is ever lost, and a deck check
can show the list without re-reading it.
"""

from __future__ import annotations

from sqlalchemy import Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel


class DeckListRow(SQLModel, table=True):
    __tablename__ = "deck_list"
    __table_args__ = (
        UniqueConstraint("player_id", name="uq_deck_list_player"),
        Index("ix_deck_list_event", "event_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(
        sa_column=Column(Integer, ForeignKey("event.id", ondelete="CASCADE"), nullable=False)
    )
    player_id: int = Field(
        sa_column=Column(Integer, ForeignKey("player.id", ondelete="CASCADE"), nullable=False)
    )
    name: str | None = None  # the deck's own name, if the list gives one
    source: str | None = None  # the file name, "paste", "drop"...
    source_format: str = ""  # thronesdb-text | thronesdb-txt | thronesdb-json | bare | ""
    text: str = ""  # the list exactly as submitted
    faction: str | None = None
    agendas: str = ""  # comma-separated card codes
    cards: str = "{}"  # JSON {code: copies}, plots and draw cards
    status: str = "illegal"  # legal | illegal
    errors: str = "[]"  # JSON [{rule, message, cards}] of the last check
    restricted_list: str | None = None  # the restricted-list version code of the last check
    submitted_at: str = ""
    updated_at: str = ""
