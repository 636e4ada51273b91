"""Swiss rounds: pair, show, swap two players, re-pair, delete the latest round.

Pairing itself is :func:`organiser.core.pairing.pair_swiss_round`; this module checks the
event's state, stores the round with its seed in one transaction (a crash leaves either the
whole round or none of it) and writes every manual change to the audit log.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from operator import attrgetter
from typing import Any

from sqlalchemy import delete, or_, select
from sqlmodel import Session, col

from organiser.core.collector import collector_paused
from organiser.core.errors import M_, Conflict, NotFound, UserError
from organiser.core.model import Outcome, PairingResult, Stage
from organiser.core.pairing import NoRematchFreePairing, pair_swiss_round
from organiser.services import melee as melee_service
from organiser.services._melee_tables import melee_round_info
from organiser.services._support import (
    GAMES,
    GameData,
    audit,
    derived_seed,
    display_names,
    entries,
    event_info,
    find_round,
    games_of_round,
    latest_round,
    load_event,
    pairing_players,
    player_rows,
    profile_of,
    round_info,
    round_info_of,
    rounds_of,
    stage_games,
)
from organiser.services.dto import RoundInfo
from organiser.store.db import Store, insert_rows
from organiser.store.models import CutSeedRow, EventRow, GameRow, PlayerRow, RoundRow


def _missing_results(s: Session, r: RoundRow) -> list[int]:
    """The tables of round ``r`` still without a result, by number."""
    assert r.id is not None
    return list(
        s.scalars(
            select(GAMES.c.table_no)
            .where(GAMES.c.round_id == r.id, GAMES.c.outcome.is_(None))
            .order_by(GAMES.c.table_no, GAMES.c.id)
        )
    )


def _refuse_if_incomplete(s: Session, r: RoundRow | None) -> None:
    if r is None:
        return
    missing = _missing_results(s, r)
    if missing:
        tables = ", ".join(map(str, missing))
        raise Conflict(
            M_(
                "round {number} still has results missing at table(s) {tables}: record them first (a double loss if both players are absent)",
                number=r.number,
                tables=tables,
            ),
            round=r.number,
            missing=missing,
        )


def _store_pairing(
    s: Session, event: EventRow, number: int, result: PairingResult
) -> tuple[RoundRow, list[Any]]:
    """Store the round and its games; returns the round and its games as ``GameData``
    rows, ordered as ``games_of_round`` reads them back (by table, the bye's 0 first)."""
    assert event.id is not None
    r = RoundRow(event_id=event.id, stage=Stage.SWISS.value, number=number, seed=result.seed)
    s.add(r)
    s.flush()
    rid = r.id
    assert rid is not None
    rows: list[tuple[Any, ...]] = [
        (rid, t.table, t.players[0], t.players[1], None, None, t.rematch) for t in result.tables
    ]
    if result.bye is not None:
        rows.append((rid, 0, result.bye, None, result.bye, Outcome.BYE.value, False))
    insert_rows(s, GAMES, _STORED, rows)
    # the rows as games_of_round reads them: by table, then as stored (table numbers are
    # distinct); no id (the answer never shows it), no tiebreak or report time yet
    games = [GameData(None, *row[:6], None, row[6], None) for row in rows]
    games.sort(key=_TABLE_NO)
    return r, games


_TABLE_NO = attrgetter("table_no")
# the columns of a game that pairing writes, in the order of _store_pairing's rows
_STORED = ("round_id", "table_no", "player_a", "player_b", "winner", "outcome", "rematch")


def _pair(
    s: Session,
    store: Store,
    event: EventRow,
    number: int,
    seed: int,
    allow_rematches: bool,
    rows: Sequence[Any],
    names: dict[int, str],
    sit_out: Collection[int] = (),
) -> PairingResult:
    """Pair round ``number`` of the players ``rows`` (``pairing_players``, named ``names``);
    players in ``sit_out`` (an unpaired loss in this very round, kept when it is paired
    again) are left out."""
    assert event.id is not None
    games = [g for g in stage_games(s, event.id, Stage.SWISS) if g.round < number]
    players = [replace(e, checked_in=False) if e.id in sit_out else e for e in entries(rows, names)]
    try:
        return pair_swiss_round(
            players,
            games,
            number,
            seed,
            profile_of(event),
            allow_rematches=allow_rematches,
            standings_seed=event.seed,
        )
    except NoRematchFreePairing as exc:
        least = exc.least_bad
        raise Conflict(
            M_(
                "no pairing of round {number} avoids a rematch; the least-bad pairing has {rematches} rematch(es). Pair again with --allow-rematches to accept it.",
                number=number,
                rematches=least.rematches,
            ),
            round=number,
            rematches=least.rematches,
            least_bad={
                "tables": [{"table": t.table, "players": list(t.players)} for t in least.tables],
                "bye": least.bye,
                "warnings": list(least.warnings),
            },
        ) from exc


def pair_round(
    store: Store,
    event_id: int | None = None,
    *,
    seed: int | None = None,
    allow_rematches: bool = False,
    reason: str | None = None,
) -> RoundInfo:
    """Pair the next Swiss round and store it (with its seed) in one transaction.

    Refused while the previous round has results missing, once the planned number of
    Swiss rounds is reached (raise it with ``update_event(rounds=...)``), in the cut or a
    finished event. When every pairing repeats a game, raises :class:`Conflict` describing
    the least-bad pairing; call again with ``allow_rematches=True`` to accept it.

    Melee events: the round is seated in tables (``seat_melee_round`` with the event's
    melee profile and odd-table setting); the returned ``RoundInfo`` has ``format="melee"``,
    its tables in ``melee_tables``, repeated pairs in ``rematches`` and the organiser's
    warnings (repeats no seating avoids) in ``warnings``. ``allow_rematches`` is ignored.
    """
    # thousands of rows, entries and tables, none in a reference cycle: see core.collector
    with collector_paused(), store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status == "finished":
            raise Conflict(M_("cannot pair a round: the event is finished"), status=event.status)
        if event.status == "cut":
            raise Conflict(
                M_("cannot pair a Swiss round: the cut has started (use the cut commands)"),
                status=event.status,
            )
        last = latest_round(s, event.id, Stage.SWISS)
        melee = event.format == "melee"
        if melee:
            melee_service.refuse_if_incomplete(s, last)
        else:
            _refuse_if_incomplete(s, last)
        number = 1 if last is None else last.number + 1
        # the event's own number, else the suggestion (event_info: two more queries)
        planned = event.rounds if event.rounds is not None else event_info(s, event).rounds
        if number > planned:
            raise Conflict(
                M_(
                    "all {planned} Swiss rounds of this event are paired; raise the number of rounds (event set --rounds) to play another, or start the cut",
                    planned=planned,
                ),
                planned=planned,
            )
        if seed is None:
            seed = derived_seed(event.seed, Stage.SWISS.value, number)
        seating = None
        if melee:
            r, seating = melee_service.seat_round(s, event, number, seed)
        else:
            # the players are read once: to pair them, then to name them in the answer
            rows = pairing_players(s, event.id)
            names = display_names(rows)
            result = _pair(s, store, event, number, seed, allow_rematches, rows, names)
            r, games = _store_pairing(s, event, number, result)
        if event.status == "registration":
            event.status = "swiss"
        if number == 1 and (event.rounds is None or event.cut_size is None):
            # The structure follows the players of round 1; later drops must not change it.
            info = event_info(s, event)
            frozen = {"rounds": info.rounds, "cut_size": info.cut_size}
            event.rounds, event.cut_size = info.rounds, info.cut_size
            audit(s, store, event.id, "structure_fixed", {**frozen, "players": info.active_players})
        if seating is not None:
            audit(
                s,
                store,
                event.id,
                "round_paired",
                {
                    "round": number,
                    "seed": seed,
                    "format": "melee",
                    "tables": [list(t.players) for t in seating.tables],
                    "byes": list(seating.byes),
                    "repeats": seating.repeats,
                    "repeats_lower_bound": seating.repeats_lower_bound,
                    "repeats_proven": seating.repeats_proven,
                    "exact": seating.exact,
                },
                reason,
            )
            names = display_names(player_rows(s, event.id))
            return melee_round_info(s, r, names, warnings=seating.warnings)
        audit(
            s,
            store,
            event.id,
            "round_paired",
            {
                "round": number,
                "seed": seed,
                "tables": len(result.tables),
                "bye": result.bye,
                "rematches": result.rematches,
                "pair_downs": result.pair_downs,
            },
            reason,
        )
        # the answer from the games just stored, not read back: the same rows
        return round_info_of(
            r, games, names, warnings=result.warnings, pair_downs=result.pair_downs
        )


def get_round(
    store: Store,
    event_id: int | None = None,
    number: int | None = None,
    *,
    stage: str | None = None,
) -> RoundInfo:
    """A round with its tables and results; the latest round when ``number`` is None."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        r = find_round(s, event, number, Stage(stage) if stage else None)
        return round_info(s, r, display_names(player_rows(s, event.id)))


def list_rounds(store: Store, event_id: int | None = None) -> list[RoundInfo]:
    """Every round of the event, Swiss first, then the cut."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        names = display_names(player_rows(s, event.id))
        rounds = rounds_of(s, event.id, Stage.SWISS) + rounds_of(s, event.id, Stage.CUT)
        return [round_info(s, r, names) for r in rounds]


def _previous_opponents(s: Session, event_id: int, number: int) -> dict[int, set[int]]:
    opps: dict[int, set[int]] = {}
    for g in stage_games(s, event_id, Stage.SWISS):
        if g.round < number and g.player_b is not None:
            opps.setdefault(g.player_a, set()).add(g.player_b)
            opps.setdefault(g.player_b, set()).add(g.player_a)
    return opps


def _latest_swiss_round_to_reseat(
    s: Session, event: EventRow, *, not_swiss: str, melee: str
) -> RoundRow:
    """The latest Swiss round, while the event is in its Swiss stage and a joust event.

    ``not_swiss`` and ``melee`` are the Conflict messages of the two refusals.
    """
    assert event.id is not None
    if event.status != "swiss":
        raise Conflict(not_swiss)
    if event.format == "melee":
        raise Conflict(melee)
    r = latest_round(s, event.id, Stage.SWISS)
    assert r is not None and r.id is not None
    return r


def swap_players(
    store: Store,
    event_id: int | None,
    player_x: int,
    player_y: int,
    *,
    reason: str | None = None,
) -> RoundInfo:
    """Swap two players' seats in the latest Swiss round (either may hold the bye).

    Refused once a result is in at either table. Audited; a swap that makes a rematch is
    allowed and reported in ``warnings``.
    """
    if player_x == player_y:
        raise UserError(M_("choose two different players to swap"))
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r = _latest_swiss_round_to_reseat(
            s,
            event,
            not_swiss="players can be swapped only in the latest Swiss round",
            melee="players cannot be swapped between melee tables yet; delete the round and "
            "seat it again",
        )
        games = list(
            s.scalars(
                select(GameRow).where(
                    col(GameRow.round_id) == r.id,
                    or_(
                        col(GameRow.player_a).in_((player_x, player_y)),
                        col(GameRow.player_b).in_((player_x, player_y)),
                    ),
                )
            )
        )

        def seat(pid: int) -> tuple[GameRow, str]:
            for g in games:
                if g.player_a == pid:
                    return g, "player_a"
                if g.player_b == pid:
                    return g, "player_b"
            raise NotFound(
                M_("player {pid} is not in round {number}", pid=pid, number=r.number), player=pid
            )

        gx, side_x = seat(player_x)
        gy, side_y = seat(player_y)
        for g in (gx, gy):
            if g.outcome == Outcome.UNPAIRED_LOSS.value:
                raise Conflict(M_("a player with an unpaired loss this round has no seat to swap"))
            if g.outcome is not None and g.outcome != Outcome.BYE.value:
                raise Conflict(
                    M_(
                        "table {table_no} of round {number} already has a result; correct or clear it first",
                        table_no=g.table_no,
                        number=r.number,
                    )
                )
        if gx is gy:
            raise Conflict(M_("the two players sit at the same table"))
        before = {
            "x": [gx.table_no, gx.player_a, gx.player_b],
            "y": [gy.table_no, gy.player_a, gy.player_b],
        }
        setattr(gx, side_x, player_y)
        setattr(gy, side_y, player_x)
        opps = _previous_opponents(s, event.id, r.number)
        warnings = []
        for g in (gx, gy):
            if g.player_b is None:  # the bye moves with the player
                g.winner = g.player_a
                g.outcome = Outcome.BYE.value
                g.rematch = False
                continue
            g.rematch = g.player_b in opps.get(g.player_a, set())
            if g.rematch:
                warnings.append(
                    M_(
                        "table {table}: players {first} and {second} have already met",
                        table=g.table_no,
                        first=g.player_a,
                        second=g.player_b,
                    )
                )
        audit(
            s,
            store,
            event.id,
            "players_swapped",
            {"round": r.number, "players": [player_x, player_y], "before": before},
            reason,
        )
        return round_info(s, r, display_names(player_rows(s, event.id)), warnings=warnings)


def move_table(
    store: Store,
    event_id: int | None,
    table: int,
    to_table: int,
    *,
    round: int | None = None,
    stage: str | None = None,
    reason: str | None = None,
) -> RoundInfo:
    """Give a table another number (the players move to table ``to_table``); when that
    number is taken, the two tables swap numbers. Results stay with their players. Audited.
    """
    if table < 1 or to_table < 1:
        raise UserError(M_("table numbers start at 1"))
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.format == "melee":
            raise Conflict(M_("melee tables cannot be renumbered yet"))
        r = find_round(s, event, round, Stage(stage) if stage else None)
        games = {
            g.table_no: g
            for g in s.scalars(
                select(GameRow).where(col(GameRow.round_id) == r.id, col(GameRow.table_no) > 0)
            )
        }
        if table not in games:
            raise NotFound(
                M_("there is no table {table} in round {number}", table=table, number=r.number),
                table=table,
            )
        if table == to_table:
            raise UserError(M_("the table is already number {table}", table=table))
        moving, other = games[table], games.get(to_table)
        moving.table_no = -1  # keep the (round, table) numbers unique while swapping
        s.flush()
        if other is not None:
            other.table_no = table
            s.flush()
        moving.table_no = to_table
        audit(
            s,
            store,
            event.id,
            "table_moved",
            {
                "stage": r.stage,
                "round": r.number,
                "table": table,
                "to": to_table,
                "swapped": other is not None,
            },
            reason,
        )
        s.flush()
        return round_info(s, r, display_names(player_rows(s, event.id)))


def repair_round(
    store: Store,
    event_id: int | None = None,
    *,
    seed: int | None = None,
    allow_rematches: bool = False,
    reason: str | None = None,
) -> RoundInfo:
    """Throw away the latest Swiss round's pairings and pair it again (a new seed).

    Refused once any result of that round is in (delete the round instead). Audited with
    the old pairings.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        r = _latest_swiss_round_to_reseat(
            s,
            event,
            not_swiss="only the latest Swiss round can be re-paired",
            melee="a melee round is seated again by deleting it (round delete) and seating it "
            "(round pair --seed N for another draw)",
        )
        assert r.id is not None
        games = games_of_round(s, r.id)
        reported = [g.table_no for g in games if g.outcome is not None and g.player_b is not None]
        if reported:
            raise Conflict(
                M_(
                    "round {number} already has results at table(s) {value}; delete the round to pair it again",
                    number=r.number,
                    value=", ".join(map(str, reported)),
                ),
                reported=reported,
            )
        number, old_seed = r.number, r.seed
        old = [[g.table_no, g.player_a, g.player_b] for g in games if g.outcome != "unpaired_loss"]
        unpaired = [g.player_a for g in games if g.outcome == Outcome.UNPAIRED_LOSS.value]
        if seed is None:
            seed = derived_seed(event.seed, Stage.SWISS.value, number, attempt=old_seed + 1)
        s.execute(delete(GameRow).where(col(GameRow.round_id) == r.id))
        s.delete(r)
        s.flush()
        rows = pairing_players(s, event.id)
        names = display_names(rows)
        result = _pair(
            s, store, event, number, seed, allow_rematches, rows, names, sit_out=unpaired
        )
        new_round, _games = _store_pairing(s, event, number, result)
        assert new_round.id is not None
        for pid in unpaired:  # late entries keep their unpaired loss for this round
            s.add(
                GameRow(
                    round_id=new_round.id,
                    table_no=0,
                    player_a=pid,
                    outcome=Outcome.UNPAIRED_LOSS.value,
                )
            )
        audit(
            s,
            store,
            event.id,
            "round_repaired",
            {"round": number, "old_seed": old_seed, "seed": seed, "old_tables": old},
            reason,
        )
        return round_info(
            s, new_round, names, warnings=result.warnings, pair_downs=result.pair_downs
        )


def delete_latest_round(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> dict[str, Any]:
    """Delete the latest round (Swiss or elimination) with its results; audited in full.

    Deleting the first elimination round also undoes the cut's seeding (back to Swiss).
    Returns ``{"stage", "round", "games"}`` describing what was deleted.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status == "finished" and latest_round(s, event.id, Stage.CUT) is None:
            raise Conflict(M_("the event is finished; reopen it (event set --status swiss) first"))
        stage = Stage.CUT if latest_round(s, event.id, Stage.CUT) else Stage.SWISS
        r = latest_round(s, event.id, stage)
        if r is None or r.id is None:
            raise NotFound(M_("there is no round to delete"))
        games = games_of_round(s, r.id)
        deleted = [
            {
                "table": g.table_no,
                "players": [g.player_a, g.player_b],
                "winner": g.winner,
                "outcome": g.outcome,
                "tiebreak": g.tiebreak,
            }
            for g in games
        ]
        deleted += [
            {
                "table": t.table,
                "players": [seat.player_id for seat in t.seats],
                "bye": t.bye,
                "ending": t.ending,
                "results": [[x.player_id, x.place, x.power, x.eliminated] for x in t.seats],
            }
            for t in melee_service.stored_tables(s, event.id, round_id=r.id)
        ]
        s.execute(delete(GameRow).where(col(GameRow.round_id) == r.id))
        s.delete(r)
        s.flush()
        if stage is Stage.CUT:
            if latest_round(s, event.id, Stage.CUT) is None:
                s.execute(delete(CutSeedRow).where(col(CutSeedRow.event_id) == event.id))
                event.status = "swiss"
            else:
                event.status = "cut"
        else:
            # A late entry whose first round is gone can be paired in it again.
            for p in s.scalars(
                select(PlayerRow).where(
                    col(PlayerRow.event_id) == event.id, col(PlayerRow.entered_round) > r.number
                )
            ):
                p.entered_round = r.number
            event.status = "swiss" if latest_round(s, event.id, Stage.SWISS) else "registration"
        audit(
            s,
            store,
            event.id,
            "round_deleted",
            {"stage": stage.value, "round": r.number, "seed": r.seed, "games": deleted},
            reason,
        )
        return {"stage": stage.value, "round": r.number, "games": deleted}


def round_numbers(store: Store, event_id: int | None = None) -> Sequence[int]:
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        return [r.number for r in rounds_of(s, event.id, Stage.SWISS)]
