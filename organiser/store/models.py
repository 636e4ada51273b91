"""The sqlmodel tables of an event database (schema revisions ``0001`` and ``0003``).

These classes mirror the latest migration in ``organiser/store/migrations/versions``; a test
compares them with the migrated schema so the two cannot drift. Rows never leave the store
layer's callers as live objects: services turn them into plain dataclasses.

Text columns hold the ``StrEnum`` values of :mod:`organiser.core.model` (``Ruleset``,
``Format``, ``Stage``, ``Outcome``, ``TimeTiebreak``); times are ISO-8601 UTC strings.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Column, ForeignKey, Index, Integer, UniqueConstraint, text
from sqlmodel import Field, SQLModel


def reference(
    target: str, ondelete: str, *, nullable: bool = False, primary_key: bool = False
) -> Any:
    """A field holding the id of a row of ``target`` (``"table.id"``); None by default when
    ``nullable``."""
    column = Column(
        Integer, ForeignKey(target, ondelete=ondelete), primary_key=primary_key, nullable=nullable
    )
    return Field(default=None, sa_column=column) if nullable else Field(sa_column=column)


# The partial indexes: their PostgreSQL ``WHERE`` is given when a server is opened
# (``add_postgresql_options``), because naming a dialect's option loads that dialect, and
# SQLAlchemy's PostgreSQL dialect would add a tenth of a second to every command on a file.
_PARTIAL_INDEXES: list[Index] = []


def numbered_tables_index(name: str) -> Index:
    """Table numbers unique within a round, but for table 0 (byes, unpaired losses)."""
    index = Index(name, "round_id", "table_no", unique=True, sqlite_where=text("table_no > 0"))
    _PARTIAL_INDEXES.append(index)
    return index


def add_postgresql_options() -> None:
    """The PostgreSQL side of the tables (the ``WHERE`` of the partial indexes): called
    before a PostgreSQL database is used; once is enough, again changes nothing."""
    for index in _PARTIAL_INDEXES:
        index.dialect_kwargs["postgresql_where"] = text("table_no > 0")


class Meta(SQLModel, table=True):
    """Key/value facts about the file itself (the Maester version that last migrated it)."""

    __tablename__ = "meta"

    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(default="")


class EventRow(SQLModel, table=True):
    __tablename__ = "event"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    date: str | None = None  # ISO date, YYYY-MM-DD
    ruleset: str = "lcg2"
    format: str = "joust"
    scoring_profile: str = "ffg-2e"
    tiebreaks: str | None = None  # comma-separated Tiebreak values; None = the profile's order
    level: str = "store"  # "store" | "regional": which structure table suggests rounds/cut
    rounds: int | None = None  # Swiss rounds; None = suggested from the player count
    cut_size: int | None = None  # 0 = no cut; None = suggested from the player count
    round_minutes: int = 55
    restricted_list: str | None = None  # a restricted-list version name
    status: str = "registration"  # registration | swiss | cut | finished
    seed: int = 0  # the event's random seed (standings' random tiebreak, default round seeds)
    created_at: str = ""
    # melee events (revision 0003): the scoring profile and the odd-table setting
    melee_profile: str = Field(
        default="maester-melee", sa_column_kwargs={"server_default": "maester-melee"}
    )
    odd_tables: str = Field(default="three", sa_column_kwargs={"server_default": "three"})


class PlayerRow(SQLModel, table=True):
    __tablename__ = "player"
    __table_args__ = (Index("ix_player_event", "event_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    name: str
    affiliation: str | None = None
    external_id: str | None = None  # an organised-play or membership number
    email: str | None = None
    checked_in: bool = True
    dropped: bool = False
    dropped_after_round: int | None = None  # the last Swiss round they played
    disqualified: bool = False
    fixed_table: int | None = None  # accessibility: always seated at this table
    entered_round: int = 1  # the first Swiss round they could be paired in (late entries)
    created_at: str = ""


class RoundRow(SQLModel, table=True):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("event_id", "stage", "number", name="uq_round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    stage: str = "swiss"
    number: int
    seed: int = 0
    created_at: str = ""


class GameRow(SQLModel, table=True):
    """One table of a round, a bye (table 0, no player_b) or an unpaired loss (table 0)."""

    __tablename__ = "game"
    __table_args__ = (
        Index("ix_game_round", "round_id"),
        numbered_tables_index("uq_game_table"),
    )

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = reference("round.id", "CASCADE")
    table_no: int
    player_a: int = reference("player.id", "RESTRICT")
    player_b: int | None = reference("player.id", "RESTRICT", nullable=True)
    winner: int | None = reference("player.id", "RESTRICT", nullable=True)
    outcome: str | None = None
    tiebreak: str | None = None
    rematch: bool = False
    reported_at: str | None = None


class CutSeedRow(SQLModel, table=True):
    __tablename__ = "cut_seed"

    event_id: int = reference("event.id", "CASCADE", primary_key=True)
    seed: int = Field(primary_key=True)
    player_id: int = reference("player.id", "RESTRICT")


class AuditRow(SQLModel, table=True):
    __tablename__ = "audit"
    __table_args__ = (Index("ix_audit_event", "event_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int | None = reference("event.id", "SET NULL", nullable=True)
    at: str
    action: str
    detail: str = "{}"  # JSON
    reason: str | None = None
    station: str | None = None  # the station that made the change (0006; NULL before it)
