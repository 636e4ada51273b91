"""Melee tables and the round clock (schema revision ``0003``).

A melee round is a ``round`` row like a joust round; its tables are ``melee_table`` rows
(a bye is a table numbered 0 with ``bye`` set) and each seated player is a ``melee_seat``
row holding their place, power and whether they were eliminated once the result is in.
``round_clock`` keeps the timer of a round, so every station shows the same time.
"""

from __future__ import annotations

from sqlalchemy import Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from organiser.store.models import numbered_tables_index, reference


class MeleeTableRow(SQLModel, table=True):
    __tablename__ = "melee_table"
    __table_args__ = (
        Index("ix_melee_table_round", "round_id"),
        numbered_tables_index("uq_melee_table_number"),
    )

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = reference("round.id", "CASCADE")
    table_no: int  # 1 = top scores; 0 = a bye
    bye: bool = False
    ending: str | None = None  # organiser.core.melee.Ending; None while unreported
    repeats: int = 0  # pairs at this table who had already shared a Swiss table
    reported_at: str | None = None


class MeleeSeatRow(SQLModel, table=True):
    __tablename__ = "melee_seat"
    __table_args__ = (
        UniqueConstraint("table_id", "player_id", name="uq_melee_seat_player"),
        Index("ix_melee_seat_player", "player_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    table_id: int = reference("melee_table.id", "CASCADE")
    seat: int  # 1.. in the order the seating proposed (best standing first)
    player_id: int = reference("player.id", "RESTRICT")
    place: int | None = None  # finishing place; None while unreported
    power: int | None = None  # power at the end of the game
    eliminated: bool = False


class RoundClockRow(SQLModel, table=True):
    """The timer of one round: running (a deadline) or paused (the seconds left)."""

    __tablename__ = "round_clock"

    event_id: int = reference("event.id", "CASCADE", primary_key=True)
    stage: str = Field(primary_key=True, max_length=16)
    round_no: int = Field(primary_key=True)
    deadline: str | None = None  # ISO-8601 UTC, while running
    remaining_seconds: float | None = None  # while paused (or not started)
    running: bool = False
    updated_at: str = ""
