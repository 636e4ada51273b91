"""The judge's log (schema revision ``0004``): calls, rulings attached to them, penalties.

A ``judge_call`` is a judge called to a table (or to a player away from one) in a round;
it is resolved with an outcome and, when the table lost playing time to it, an extension in
minutes. A ``judge_ruling`` belongs to a call: the rules-desk scenario file and its PDF
(paths as saved), a title and a summary, searchable across the event. A ``judge_penalty``
is issued to a player (warning, game loss or disqualification, with its infraction
category), optionally from a call; what a game loss or a disqualification does to the
event is done by the result and player services, and audited there.
"""

from __future__ import annotations

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from organiser.store.models import reference


class JudgeCallRow(SQLModel, table=True):
    __tablename__ = "judge_call"
    __table_args__ = (Index("ix_judge_call_event", "event_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    stage: str = Field(default="swiss", max_length=16)
    round_no: int
    table_no: int | None = None  # None: a call away from a table
    players: str = ""  # comma-separated player ids (the table's, unless named)
    called_at: str
    judge: str | None = None
    question: str
    outcome: str | None = None  # None while open
    resolved_at: str | None = None
    extension_minutes: int = 0


class JudgeRulingRow(SQLModel, table=True):
    __tablename__ = "judge_ruling"
    __table_args__ = (
        Index("ix_judge_ruling_event", "event_id"),
        Index("ix_judge_ruling_call", "call_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    call_id: int = reference("judge_call.id", "CASCADE")
    title: str
    summary: str = ""
    scenario_path: str | None = None
    pdf_path: str | None = None
    created_at: str


class JudgePenaltyRow(SQLModel, table=True):
    __tablename__ = "judge_penalty"
    __table_args__ = (
        Index("ix_judge_penalty_event", "event_id"),
        Index("ix_judge_penalty_player", "player_id"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    player_id: int = reference("player.id", "RESTRICT")
    stage: str = Field(default="swiss", max_length=16)
    round_no: int | None = None
    table_no: int | None = None
    category: str
    level: str  # warning | game_loss | disqualification
    proposed_level: str  # what the escalation rule proposed (the judge may decide otherwise)
    judge: str | None = None
    note: str = ""
    at: str
    call_id: int | None = reference("judge_call.id", "SET NULL", nullable=True)
    # withdrawn (entered by mistake): when and why (0008); a withdrawn penalty stays in the
    # log but no longer counts towards escalation
    withdrawn_at: str | None = None
    withdrawn_reason: str | None = None
