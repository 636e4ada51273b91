"""Players' phones (schema revision ``0005``): the sharing settings of an event and the
reports made from the tables.

``phone_setting`` holds, per event, the secret the table codes are derived from (so printed
slips and the server agree without storing a code per seat), whether players may report
from their phones, and the address the event is being shared on (for the QR codes on paper
and on the projector; empty when not shared). A ``phone_report`` is one thing a player
asked for with their code: a result (``winner``/``outcome``/``tiebreak``; for a melee table
``outcome`` is the ending and ``detail`` the JSON list of every seat's
``[player, place, power, eliminated]``, schema ``0007``) or a drop; its
``status`` says what became of it: ``pending`` (waiting for the opponent or the
organiser), ``confirmed`` (entered through the services), ``disputed`` (the two players
disagreed: entered nothing), ``rejected`` (the organiser said no) or ``closed`` (the desk
entered the result meanwhile).
"""

from __future__ import annotations

from sqlalchemy import Index
from sqlmodel import Field, SQLModel

from organiser.store.models import reference


class PhoneSettingRow(SQLModel, table=True):
    __tablename__ = "phone_setting"

    event_id: int = reference("event.id", "CASCADE", primary_key=True)
    secret: str  # hex; the table codes are an HMAC of the round and the player under it
    self_report: bool = True
    address: str | None = None  # http://192.168.1.20:8080/ while shared


class PhoneReportRow(SQLModel, table=True):
    __tablename__ = "phone_report"
    __table_args__ = (
        Index("ix_phone_report_event", "event_id"),
        Index("ix_phone_report_round", "round_id", "table_no"),
    )

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = reference("event.id", "CASCADE")
    round_id: int = reference("round.id", "CASCADE")
    table_no: int
    player_id: int = reference("player.id", "CASCADE")
    kind: str = Field(default="result", max_length=16)  # result | drop
    winner: int | None = None
    outcome: str | None = None
    tiebreak: str | None = None
    status: str = Field(default="pending", max_length=16)
    created_at: str
    decided_at: str | None = None
    client: str | None = None  # the phone's network address, for the organiser
    detail: str | None = None  # melee: JSON [[player, place, power, eliminated], ...] (0007)
