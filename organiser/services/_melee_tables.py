"""Melee tables as stored and as shown: the rows of ``melee_table`` / ``melee_seat`` (see
:mod:`organiser.store.melee`) read as ``MeleeTable`` values, and a melee round as the
``RoundInfo`` every command and view shows. It imports no other service module, so that
``_support`` can show a melee round and ``melee`` can build on it without a circle."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Table, select
from sqlmodel import Session, SQLModel

from organiser.core.errors import M_, UserError
from organiser.core.melee import (
    MELEE_SCORING_PROFILES,
    Ending,
    MeleeScoringProfile,
    MeleeTable,
    OddTables,
    SeatResult,
    table_points,
)
from organiser.core.model import Stage
from organiser.services.dto import MeleeSeatInfo, MeleeTableInfo, RoundInfo, TableInfo
from organiser.store.models import EventRow, RoundRow

ROUNDS: Table = SQLModel.metadata.tables["round"]
TABLES: Table = SQLModel.metadata.tables["melee_table"]
SEATS: Table = SQLModel.metadata.tables["melee_seat"]


def is_melee(event: EventRow) -> bool:
    return event.format == "melee"


def melee_profile_of(event: EventRow) -> MeleeScoringProfile:
    profile = MELEE_SCORING_PROFILES.get(event.melee_profile)
    if profile is None:
        known = ", ".join(MELEE_SCORING_PROFILES)
        raise UserError(
            M_(
                "unknown melee scoring profile {melee_profile} (known: {known})",
                melee_profile=repr(event.melee_profile),
                known=known,
            )
        )
    return profile


def odd_tables_of(event: EventRow) -> OddTables:
    try:
        return OddTables(event.odd_tables)
    except ValueError:
        raise UserError(
            M_(
                "unknown odd-table setting {odd_tables} (three or five)",
                odd_tables=repr(event.odd_tables),
            )
        ) from None


# -- loading -------------------------------------------------------------------------------


@dataclass
class StoredTable:
    """A melee table as read from the database: its row values and its seats."""

    id: int
    stage: str
    round: int
    table: int
    bye: bool
    ending: str | None
    repeats: int
    seats: list[Any] = field(default_factory=list)  # melee_seat rows, in seat order

    def core(self) -> MeleeTable:
        players = tuple(seat.player_id for seat in self.seats)
        results = None
        if self.ending is not None and not self.bye:
            ordered = sorted(self.seats, key=lambda seat: (seat.place, seat.seat))
            results = tuple(
                SeatResult(seat.player_id, seat.place, seat.power, bool(seat.eliminated))
                for seat in ordered
            )
        return MeleeTable(
            round=self.round,
            table=self.table,
            players=players,
            results=results,
            ending=Ending(self.ending) if self.ending and not self.bye else None,
            stage=Stage(self.stage),
            bye=self.bye,
        )


def stored_tables(
    s: Session,
    event_id: int,
    *,
    stage: Stage | None = None,
    round_id: int | None = None,
    table: int | None = None,
) -> list[StoredTable]:
    """The event's melee tables (and byes), Swiss first, by round, table number and seat."""
    q = (
        select(
            ROUNDS.c.stage,
            ROUNDS.c.number,
            TABLES.c.id.label("table_id"),
            TABLES.c.table_no,
            TABLES.c.bye,
            TABLES.c.ending,
            TABLES.c.repeats,
            SEATS.c.seat,
            SEATS.c.player_id,
            SEATS.c.place,
            SEATS.c.power,
            SEATS.c.eliminated,
        )
        .join(TABLES, TABLES.c.round_id == ROUNDS.c.id)
        .join(SEATS, SEATS.c.table_id == TABLES.c.id)
        .where(ROUNDS.c.event_id == event_id)
    )
    if stage is not None:
        q = q.where(ROUNDS.c.stage == stage.value)
    if round_id is not None:
        q = q.where(ROUNDS.c.id == round_id)
    if table is not None:
        q = q.where(TABLES.c.table_no == table)
    q = q.order_by(
        ROUNDS.c.stage.desc(), ROUNDS.c.number, TABLES.c.table_no, TABLES.c.id, SEATS.c.seat
    )
    out: dict[int, StoredTable] = {}
    for row in s.execute(q).all():
        t = out.get(row.table_id)
        if t is None:
            t = out[row.table_id] = StoredTable(
                id=row.table_id,
                stage=row.stage,
                round=row.number,
                table=row.table_no,
                bye=bool(row.bye),
                ending=row.ending,
                repeats=row.repeats,
            )
        t.seats.append(row)
    return list(out.values())


def history(s: Session, event_id: int, stage: Stage | None = None) -> list[MeleeTable]:
    return [t.core() for t in stored_tables(s, event_id, stage=stage)]


def table_info(
    t: StoredTable, names: Mapping[int, str], profile: MeleeScoringProfile
) -> MeleeTableInfo:
    points: dict[int, float] = {}
    core = t.core()
    if core.results is not None:
        points = table_points(core.results, profile)
    return MeleeTableInfo(
        stage=t.stage,
        round=t.round,
        table=t.table,
        seats=tuple(
            MeleeSeatInfo(
                seat=seat.seat,
                player=seat.player_id,
                name=names.get(seat.player_id, str(seat.player_id)),
                place=seat.place if t.ending else None,
                power=seat.power if t.ending else None,
                eliminated=bool(seat.eliminated),
                points=points.get(seat.player_id),
            )
            for seat in t.seats
        ),
        ending=t.ending,
        repeats=t.repeats,
    )


def bye_info(t: StoredTable, names: Mapping[int, str]) -> TableInfo:
    pid = t.seats[0].player_id
    return TableInfo(
        stage=t.stage,
        round=t.round,
        table=0,
        player_a=pid,
        player_b=None,
        name_a=names.get(pid, str(pid)),
        name_b=None,
        winner=pid,
        outcome="bye",
        tiebreak=None,
        rematch=False,
    )


def melee_round_info(
    s: Session, r: RoundRow, names: Mapping[int, str], *, warnings: Sequence[str] = ()
) -> RoundInfo:
    assert r.id is not None
    event = s.get(EventRow, r.event_id)
    assert event is not None
    profile = melee_profile_of(event)
    stored = stored_tables(s, r.event_id, round_id=r.id)
    tables = tuple(table_info(t, names, profile) for t in stored if not t.bye)
    return RoundInfo(
        event_id=r.event_id,
        stage=r.stage,
        number=r.number,
        seed=r.seed,
        tables=(),
        byes=tuple(bye_info(t, names) for t in stored if t.bye),
        warnings=tuple(warnings),
        rematches=sum(t.repeats for t in tables),
        format="melee",
        melee_tables=tables,
    )
