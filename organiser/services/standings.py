"""Standings of the Swiss stage, and the final standings once a cut has been played."""

from __future__ import annotations

from sqlmodel import Session

from organiser.core.cut import final_standings as core_final_standings
from organiser.core.errors import Conflict
from organiser.core.model import Stage, StandingRow
from organiser.core.standings import compute_standings
from organiser.services import melee
from organiser.services._support import (
    cut_seed_ids,
    entries,
    load_event,
    profile_of,
    round_in_progress,
    stage_games,
    swiss_standings_inputs,
)
from organiser.services.dto import FinalPlace, StandingsInfo
from organiser.store.db import Store
from organiser.store.models import EventRow


def swiss_rows(
    s: Session, event: EventRow, through_round: int | None = None
) -> tuple[list[StandingRow], int, dict[int, str]]:
    """(standings rows, Swiss rounds counted, display names)."""
    assert event.id is not None
    players, names, played = swiss_standings_inputs(s, event, through_round)
    rows = compute_standings(
        entries(players, names),
        stage_games(s, event.id, Stage.SWISS),
        profile_of(event),
        event.seed,
        through_round=played,
    )
    return rows, played, names


def final_places(
    s: Session, event: EventRow, rows: list[StandingRow], names: dict[int, str]
) -> list[FinalPlace]:
    assert event.id is not None
    seeds = cut_seed_ids(s, event.id)
    if not seeds:
        return []
    try:
        placed = core_final_standings(rows, seeds, stage_games(s, event.id, Stage.CUT))
    except Conflict:
        return []  # an elimination round is in progress: no final standings yet
    return [
        FinalPlace(place=place, player=pid, name=names.get(pid, str(pid))) for place, pid in placed
    ]


def get_standings(
    store: Store, event_id: int | None = None, *, through_round: int | None = None
) -> StandingsInfo:
    """Swiss standings (points, then the event's tiebreak order); tied players share a rank.

    ``through_round`` gives the standings as they were after that round. Once a cut has been
    seeded, ``final`` holds the final standings: cut placings, then the rest in Swiss order.

    Melee events: ``format="melee"``, the rows in ``melee_rows`` (``MeleeStandingRow``:
    points, SoS, power, wins, tables, byes) and ``rows`` empty; ``final`` once the cut's
    final table is reported.
    """
    with store.unit(write=False) as s:
        event = load_event(s, event_id)
        assert event.id is not None
        if event.format == "melee":
            mrows, played, names = melee.standing_rows(s, event, through_round)
            mfinal = melee.final_places(s, event, mrows, names) if through_round is None else []
            return StandingsInfo(
                event_id=event.id,
                round=played,
                rows=(),
                final=tuple(mfinal),
                format="melee",
                melee_rows=tuple(mrows),
                in_progress=round_in_progress(s, event) if through_round is None else None,
            )
        rows, played, names = swiss_rows(s, event, through_round)
        final = final_places(s, event, rows, names) if through_round is None else []
        return StandingsInfo(
            event_id=event.id,
            round=played,
            rows=tuple(rows),
            final=tuple(final),
            in_progress=round_in_progress(s, event) if through_round is None else None,
        )
