"""Melee events: seat a round, enter a table's result, standings and the cut.

The domain is :mod:`organiser.core.melee` and :mod:`organiser.core.melee_seating`; the
stored rows (``melee_table`` / ``melee_seat``, see :mod:`organiser.store.melee`) are read in
:mod:`organiser.services._melee_tables` and written here. ``rounds``, ``results``, ``standings`` and ``cut`` call into
this module when the event's format is melee, so the window and the command line use the
same calls for both formats.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import insert, update
from sqlmodel import Session

from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.melee import (
    Ending,
    MeleeCutTable,
    MeleeStandingRow,
    SeatResult,
    compute_melee_standings,
    melee_cut_next_tables,
    melee_cut_seeds,
    melee_final_placings,
    record_result,
)
from organiser.core.model import Stage
from organiser.services._melee_tables import (
    SEATS,
    TABLES,
    StoredTable,
    history,
    melee_profile_of,
    odd_tables_of,
    stored_tables,
)
from organiser.services._support import (
    add_cut_round,
    audit,
    cut_seed_ids,
    display_names,
    entries,
    latest_round,
    player_rows,
    swiss_standings_inputs,
)
from organiser.services.dto import FinalPlace
from organiser.store.db import Store
from organiser.store.models import CutSeedRow, EventRow, RoundRow

if TYPE_CHECKING:  # the seating code loads when a melee round is seated
    from organiser.core.melee_seating import MeleeSeating

MELEE_CUT_SIZES = (4, 8)


# -- seating -------------------------------------------------------------------------------


def store_tables(
    s: Session,
    round_id: int,
    tables: Sequence[tuple[int, Sequence[int], int]],
    byes: Sequence[int] = (),
) -> None:
    """Insert a round's tables ``(number, players, repeats)`` and byes, with their seats."""
    for number, players, repeats in tables:
        tid = s.execute(
            insert(TABLES)
            .values(round_id=round_id, table_no=number, bye=False, repeats=repeats)
            .returning(TABLES.c.id)
        ).scalar_one()
        s.execute(
            insert(SEATS),
            [
                {"table_id": tid, "seat": i, "player_id": p, "eliminated": False}
                for i, p in enumerate(players, start=1)
            ],
        )
    for p in byes:
        tid = s.execute(
            insert(TABLES)
            .values(round_id=round_id, table_no=0, bye=True, repeats=0)
            .returning(TABLES.c.id)
        ).scalar_one()
        s.execute(insert(SEATS).values(table_id=tid, seat=1, player_id=p, eliminated=False))


def seat_round(
    s: Session, event: EventRow, number: int, seed: int, *, allow_missing: bool = False
) -> tuple[RoundRow, MeleeSeating]:
    """Seat Swiss round ``number`` (seat_melee_round) and store it with its seed."""
    from organiser.core.melee_seating import seat_melee_round

    assert event.id is not None
    rows = player_rows(s, event.id)
    names = display_names(rows)
    past = [t for t in history(s, event.id, Stage.SWISS) if t.round < number]
    seating = seat_melee_round(
        entries(rows, names),
        past,
        number,
        seed,
        melee_profile_of(event),
        odd_tables=odd_tables_of(event),
        allow_missing=allow_missing,
    )
    r = RoundRow(event_id=event.id, stage=Stage.SWISS.value, number=number, seed=seed)
    s.add(r)
    s.flush()
    assert r.id is not None
    store_tables(s, r.id, [(t.table, t.players, t.repeats) for t in seating.tables], seating.byes)
    return r, seating


def missing_results(s: Session, event_id: int, round_id: int) -> list[int]:
    return [
        t.table
        for t in stored_tables(s, event_id, round_id=round_id)
        if not t.bye and t.ending is None
    ]


def refuse_if_incomplete(s: Session, r: RoundRow | None) -> None:
    if r is None or r.id is None:
        return
    missing = missing_results(s, r.event_id, r.id)
    if missing:
        raise Conflict(
            M_(
                "round {number} still has results missing at table(s) {value}: record them first",
                number=r.number,
                value=", ".join(map(str, missing)),
            ),
            round=r.number,
            missing=missing,
        )


# -- results -------------------------------------------------------------------------------


def parse_ending(value: str | Ending) -> Ending:
    try:
        return Ending(value)
    except ValueError:
        raise UserError(
            M_(
                "unknown ending {value}: a melee game is won (someone reached 15 power, or everyone else was eliminated) or time (time was called)",
                value=repr(value),
            )
        ) from None


def seat_results(
    places: Mapping[int, int], powers: Mapping[int, int], eliminated: Collection[int]
) -> list[SeatResult]:
    """One ``SeatResult`` per player named; each needs both a place and a power."""
    players = list(dict.fromkeys([*places, *powers, *eliminated]))
    out = []
    for p in players:
        if p not in places:
            raise UserError(M_("player {p} has a power but no place", p=p), player=p)
        if p not in powers:
            raise UserError(M_("player {p} has a place but no power", p=p), player=p)
        out.append(SeatResult(p, int(places[p]), int(powers[p]), p in eliminated))
    return out


def apply_result(
    s: Session,
    store: Store,
    event: EventRow,
    r: RoundRow,
    *,
    table: int,
    places: Mapping[int, int],
    powers: Mapping[int, int],
    ending: str | Ending,
    eliminated: Collection[int],
    correction: bool,
    reason: str | None,
    source: str | None = None,
) -> StoredTable:
    """Check and store one table's result (or its correction); audited."""
    assert event.id is not None and r.id is not None
    found = [t for t in stored_tables(s, event.id, round_id=r.id) if not t.bye]
    by_number = {t.table: t for t in found}
    t = by_number.get(table)
    if t is None:
        listing = ", ".join(str(n) for n in sorted(by_number)) or "none"
        raise NotFound(
            M_(
                "there is no table {table} in round {number} (tables: {listing})",
                table=table,
                number=r.number,
                listing=listing,
            ),
            round=r.number,
            table=table,
        )
    if correction and t.ending is None:
        raise Conflict(
            M_(
                "table {table} of round {number} has no result yet to correct; set it instead",
                table=table,
                number=r.number,
            )
        )
    if not correction and t.ending is not None:
        raise Conflict(
            M_(
                "table {table} of round {number} already has a result; use a correction to change it",
                table=table,
                number=r.number,
            ),
            table=table,
        )
    if correction and r.stage == Stage.CUT.value:
        later = _latest(s, event.id, Stage.CUT)
        if later is not None and later.number > r.number:
            raise Conflict(
                M_(
                    "cut round {number} is already seated from this result; delete it before correcting",
                    number=later.number,
                )
            )
    names = display_names(player_rows(s, event.id))
    profile = melee_profile_of(event)
    done = record_result(
        t.core(),
        seat_results(places, powers, eliminated),
        parse_ending(ending),
        victory_power=profile.victory_power,
        names=names,
    )
    assert done.results is not None
    old = _result_detail(t)
    new = [[x.player, x.place, x.power, x.eliminated] for x in done.results]
    if correction and old == {"ending": parse_ending(ending).value, "results": new}:
        raise Conflict(M_("the corrected result is the same as the recorded one"))
    by_player = {x.player: x for x in done.results}
    now = store.now()

    for seat in t.seats:
        x = by_player[seat.player_id]
        s.execute(
            update(SEATS)
            .where(SEATS.c.table_id == t.id, SEATS.c.player_id == seat.player_id)
            .values(place=x.place, power=x.power, eliminated=x.eliminated)
        )
    s.execute(
        update(TABLES)
        .where(TABLES.c.id == t.id)
        .values(ending=parse_ending(ending).value, reported_at=now)
    )
    detail: dict[str, Any] = {
        "stage": r.stage,
        "round": r.number,
        "table": table,
        "ending": parse_ending(ending).value,
        "results": new,
    }
    if correction:
        detail["was"] = old
    if source:
        detail["source"] = source
    action = "melee_result_corrected" if correction else "melee_result_recorded"
    audit(s, store, event.id, action, detail, reason)
    if r.stage == Stage.CUT.value:
        maybe_finish_cut(s, store, event)
    (stored,) = [x for x in stored_tables(s, event.id, round_id=r.id) if x.id == t.id]
    return stored


def _result_detail(t: StoredTable) -> dict[str, Any] | None:
    core = t.core()
    if core.results is None or core.ending is None:
        return None
    return {
        "ending": core.ending.value,
        "results": [[x.player, x.place, x.power, x.eliminated] for x in core.results],
    }


def clear_table(s: Session, t: StoredTable) -> dict[str, Any] | None:
    """Withdraw a table's result (back to unreported); returns what it was."""

    was = _result_detail(t)
    s.execute(
        update(SEATS)
        .where(SEATS.c.table_id == t.id)
        .values(place=None, power=None, eliminated=False)
    )
    s.execute(update(TABLES).where(TABLES.c.id == t.id).values(ending=None, reported_at=None))
    return was


def _latest(s: Session, event_id: int, stage: Stage) -> RoundRow | None:

    return latest_round(s, event_id, stage)


# -- standings -----------------------------------------------------------------------------


def standing_rows(
    s: Session, event: EventRow, through_round: int | None = None
) -> tuple[list[MeleeStandingRow], int, dict[int, str]]:
    """(melee standings rows, Swiss rounds counted, display names)."""
    assert event.id is not None
    players, names, played = swiss_standings_inputs(s, event, through_round)
    rows = compute_melee_standings(
        entries(players, names),
        history(s, event.id, Stage.SWISS),
        melee_profile_of(event),
        event.seed,
        through_round=played,
    )
    return rows, played, names


def final_places(
    s: Session, event: EventRow, rows: Sequence[MeleeStandingRow], names: Mapping[int, str]
) -> list[FinalPlace]:
    """The event's final placings once the cut's last table is reported; else []."""

    assert event.id is not None
    seeds = cut_seed_ids(s, event.id)
    if not seeds:
        return []
    cut = history(s, event.id, Stage.CUT)
    try:
        if melee_cut_next_tables(seeds, cut):
            return []
    except Conflict:
        return []
    return [
        FinalPlace(place=place, player=pid, name=names.get(pid, str(pid)))
        for place, pid in melee_final_placings(rows, seeds, cut)
    ]


# -- cut -----------------------------------------------------------------------------------


def start_cut(s: Session, event: EventRow, size: int) -> list[int]:
    """Seed a melee cut of ``size`` (4 or 8) from the standings; returns the seeds."""

    assert event.id is not None
    if size not in MELEE_CUT_SIZES:
        raise UserError(
            M_(
                "a melee cut is a top 4 (one final table) or a top 8 (two semi-final tables and a final table), not a top {size}",
                size=size,
            ),
            size=size,
        )
    refuse_if_incomplete(s, _latest(s, event.id, Stage.SWISS))
    rows, _played, _names = standing_rows(s, event)
    unavailable = [p.id for p in player_rows(s, event.id) if p.dropped or p.disqualified]
    seeds = melee_cut_seeds(rows, size, unavailable)
    for i, pid in enumerate(seeds, start=1):
        s.add(CutSeedRow(event_id=event.id, seed=i, player_id=pid))
    s.flush()
    return seeds


def pair_next_cut(s: Session, event: EventRow) -> RoundRow | None:
    """Seat the next cut round; None (and the event finished) when the final is reported."""

    assert event.id is not None
    seeds = cut_seed_ids(s, event.id)
    tables: tuple[MeleeCutTable, ...] = melee_cut_next_tables(
        seeds, history(s, event.id, Stage.CUT)
    )  # Conflict while a cut table has no result
    if not tables:
        event.status = "finished"
        return None
    r = add_cut_round(s, event)
    assert r.id is not None
    store_tables(s, r.id, [(t.table, t.players, 0) for t in tables])
    return r


def maybe_finish_cut(s: Session, store: Store, event: EventRow) -> None:
    """After a cut result: the event is finished when the final table is reported."""

    assert event.id is not None
    if event.status != "cut":
        return
    try:
        remaining = melee_cut_next_tables(
            cut_seed_ids(s, event.id), history(s, event.id, Stage.CUT)
        )
    except Conflict:
        return
    last = _latest(s, event.id, Stage.CUT)
    final_reported = last is not None and remaining == ()
    if final_reported:
        event.status = "finished"
        audit(s, store, event.id, "event_finished", {"by": "cut final result"})
