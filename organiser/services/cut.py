"""The cut: seed the top N after the Swiss rounds, pair each elimination round, finish.

Seeding and bracket logic are :mod:`organiser.core.cut`. Here: a qualified player who has
dropped (or was disqualified) is skipped so the next in standings takes the lowest seed; a
player who drops between elimination rounds concedes the game they would have played (the
opponent advances, recorded as a concession); the event is finished when the final has a
result.
"""

from __future__ import annotations

from sqlmodel import Session

from organiser.core.cut import cut_round_pairings, cut_seeds
from organiser.core.errors import M_, Conflict, UserError
from organiser.core.model import Outcome, Stage
from organiser.services import melee
from organiser.services._support import (
    add_cut_round,
    audit,
    display_names,
    event_info,
    latest_round,
    load_event,
    player_rows,
    round_info,
    rounds_of,
    stage_games,
)
from organiser.services.dto import CutInfo, FinalPlace, RoundInfo
from organiser.services.rounds import _refuse_if_incomplete
from organiser.services.standings import cut_seed_ids, final_places, swiss_rows
from organiser.store.db import Store
from organiser.store.models import CutSeedRow, EventRow, GameRow, RoundRow

CUT_SIZES = (2, 4, 8, 16, 32)


def _pair_next(s: Session, store: Store, event: EventRow) -> RoundRow | None:
    """Store the next elimination round; None (and the event finished) when the cut is over."""
    assert event.id is not None
    seeds = cut_seed_ids(s, event.id)
    games = stage_games(s, event.id, Stage.CUT)
    pairs = cut_round_pairings(seeds, games)  # Conflict while results are missing
    if not pairs:
        event.status = "finished"
        return None
    r = add_cut_round(s, event)
    assert r.id is not None
    gone = {p.id for p in player_rows(s, event.id) if p.dropped or p.disqualified}
    table = 0
    for a, b in pairs:
        if b is None:
            s.add(
                GameRow(
                    round_id=r.id,
                    table_no=0,
                    player_a=a,
                    winner=a,
                    outcome=Outcome.BYE.value,
                )
            )
            continue
        table += 1
        game = GameRow(round_id=r.id, table_no=table, player_a=a, player_b=b)
        # A drop during elimination: the opponent advances without playing.
        if a in gone and b in gone:
            game.outcome = Outcome.DOUBLE_LOSS.value
            game.reported_at = store.now()
        elif a in gone or b in gone:
            game.winner = b if a in gone else a
            game.outcome = Outcome.CONCESSION.value
            game.reported_at = store.now()
        s.add(game)
    s.flush()
    return r


def _cut_info(s: Session, event: EventRow) -> CutInfo:
    assert event.id is not None
    seeds = cut_seed_ids(s, event.id)
    rounds = rounds_of(s, event.id, Stage.CUT)
    finished = event.status == "finished" and bool(seeds)
    final: list[FinalPlace]
    if event.format == "melee":
        mrows, _played, names = melee.standing_rows(s, event)
        final = melee.final_places(s, event, mrows, names) if seeds else []
    else:
        rows, _played, names = swiss_rows(s, event)
        final = final_places(s, event, rows, names) if seeds else []
    return CutInfo(
        event_id=event.id,
        size=len(seeds),
        seeds=tuple((i, pid, names.get(pid, str(pid))) for i, pid in enumerate(seeds, start=1)),
        rounds=tuple(round_info(s, r, names) for r in rounds),
        finished=finished,
        final=tuple(final),
    )


def start_cut(
    store: Store, event_id: int | None = None, *, size: int | None = None, reason: str | None = None
) -> CutInfo:
    """Seed the cut from the Swiss standings and pair its first round (one transaction).

    ``size`` None: the event's cut size (its setting, else the suggested one). Refused while
    Swiss results are missing, when the event has no cut, or when the cut exists already.

    Melee events: a top 4 (one final table) or a top 8 (two semi-final tables, then a final
    table of their places 1 and 2); the cut's tables are in each round's ``melee_tables``.
    """
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status == "cut" or cut_seed_ids(s, event.id):
            raise Conflict(M_("the cut has already been seeded"))
        if event.status == "finished":
            raise Conflict(M_("the event is finished"))
        if event.format == "melee":
            if size is None:
                size = event_info(s, event).cut_size
                if size == 0:
                    raise UserError(M_("this event has no cut planned; give a size (top 4 or 8)"))
            seeds = melee.start_cut(s, event, size)
            event.status = "cut"
            first = melee.pair_next_cut(s, event)
        else:
            size, seeds = _seed_joust_cut(s, event, size)
            event.status = "cut"
            s.flush()
            first = _pair_next(s, store, event)
        audit(
            s,
            store,
            event.id,
            "cut_started",
            {"size": size, "seeds": seeds, "round": first.number if first else None},
            reason,
        )
        return _cut_info(s, event)


def _seed_joust_cut(s: Session, event: EventRow, size: int | None) -> tuple[int, list[int]]:
    """Store the seeds of a joust cut of ``size`` (None: the event's); (size, seeds)."""
    assert event.id is not None
    last = latest_round(s, event.id, Stage.SWISS)
    if last is not None:
        _refuse_if_incomplete(s, last)
    if size is None:
        size = event_info(s, event).cut_size
        if size == 0:
            raise UserError(
                M_("this event has no cut planned; give a size (top 2, 4, 8, 16 or 32)")
            )
    if size not in CUT_SIZES:
        raise UserError(M_("a cut is top 2, 4, 8, 16 or 32 (got {size})", size=size), size=size)
    rows, _played, _names = swiss_rows(s, event)
    unavailable = {p.id for p in player_rows(s, event.id) if p.dropped or p.disqualified}
    seeds = cut_seeds(rows, size, [u for u in unavailable if u is not None])
    if len(seeds) < 2:
        raise Conflict(M_("the cut needs at least two players who have not dropped"))
    for i, pid in enumerate(seeds, start=1):
        s.add(CutSeedRow(event_id=event.id, seed=i, player_id=pid))
    return size, seeds


def pair_cut_round(
    store: Store, event_id: int | None = None, *, reason: str | None = None
) -> CutInfo:
    """Pair the next elimination round: the winner of the first game meets the winner of
    the last, inwards. When the final has been played, the event is finished instead."""
    with store.unit() as s:
        event = load_event(s, event_id, lock=True)
        assert event.id is not None
        if event.status == "finished":
            raise Conflict(M_("the cut is over and the event is finished"))
        if event.status != "cut":
            raise Conflict(M_("the cut has not started yet"))
        r = (
            melee.pair_next_cut(s, event)
            if event.format == "melee"
            else _pair_next(s, store, event)
        )
        if r is None:
            audit(s, store, event.id, "event_finished", {"by": "cut"}, reason)
        else:
            audit(s, store, event.id, "cut_round_paired", {"round": r.number}, reason)
        return _cut_info(s, event)


def advance_cut(
    store: Store, event_id: int | None = None, *, size: int | None = None, reason: str | None = None
) -> CutInfo:
    """The cut's next step: seed it and pair round 1, or pair the next round, or finish."""
    with store.unit(write=False) as s:
        status = load_event(s, event_id).status
    if status in ("registration", "swiss"):
        return start_cut(store, event_id, size=size, reason=reason)
    if size is not None:
        raise Conflict(M_("the cut has already been seeded; its size cannot change now"))
    return pair_cut_round(store, event_id, reason=reason)


def get_cut(store: Store, event_id: int | None = None) -> CutInfo:
    """The cut's seeds, its rounds and results, and the final standings once finished."""
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        return _cut_info(s, event)


def current_cut_round(store: Store, event_id: int | None = None) -> RoundInfo | None:
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        r = latest_round(s, event.id, Stage.CUT)
        return round_info(s, r, display_names(player_rows(s, event.id))) if r else None
