"""Pairing a round through the service gives the pairing the core gives on the event's data
read independently (players as ORM rows, games from the stored rounds): reading the players
once for the pairing and its answer changes no pairing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from organiser.core.errors import Conflict
from organiser.core.model import Stage
from organiser.core.pairing import pair_swiss_round
from organiser.services import demo, events, open_database, rounds
from organiser.services._support import (
    derived_seed,
    display_names,
    entries,
    load_event,
    players_of,
    profile_of,
    stage_games,
)


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(players=st.integers(5, 40), played=st.integers(1, 2), seed=st.integers(1, 10_000))
def test_the_service_pairs_as_the_core_does(
    tmp_path: Path, players: int, played: int, seed: int
) -> None:
    path = tmp_path / f"e{players}-{played}-{seed}.sqlite"
    db = open_database(path, create=True)
    try:
        made = demo.create_demo_event(db, players_count=players, rounds_count=played, seed=seed)
        eid = made["event"]
        events.update_event(db, eid, rounds=played + 1)
        with db.unit(write=False) as s:
            event = load_event(s, eid)
            rows = players_of(s, eid)  # ORM objects, not the plain rows the service reads
            names = display_names(rows)
            number = played + 1
            expected = pair_swiss_round(
                entries(rows, names),
                [g for g in stage_games(s, eid, Stage.SWISS) if g.round < number],
                number,
                derived_seed(event.seed, Stage.SWISS.value, number),
                profile_of(event),
                allow_rematches=True,
                standings_seed=event.seed,
            )
        got = rounds.pair_round(db, eid, allow_rematches=True)
        assert [(t.table, t.player_a, t.player_b) for t in got.tables] == [
            (t.table, *t.players) for t in expected.tables
        ]
        assert got.bye == expected.bye
        assert {t.player_a: t.name_a for t in got.tables} == {
            t.players[0]: names[t.players[0]] for t in expected.tables
        }
    finally:
        db.close()


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(players=st.integers(4, 41), played=st.integers(1, 3), seed=st.integers(1, 10_000))
def test_the_answer_is_the_round_as_stored(
    tmp_path: Path, players: int, played: int, seed: int
) -> None:
    """pair_round answers from the games it has just stored instead of reading them back:
    the answer is the round as ``get_round`` reads it from the file (tables in order, the
    bye, names, rematch flags), with the pairing's warnings and pair-downs."""
    path = tmp_path / f"s{players}-{played}-{seed}.sqlite"
    db = open_database(path, create=True)
    try:
        made = demo.create_demo_event(db, players_count=players, rounds_count=played, seed=seed)
        eid = made["event"]
        events.update_event(db, eid, rounds=played + 1)
        got = rounds.pair_round(db, eid, allow_rematches=True)
        stored = rounds.get_round(db, eid)
        assert got == replace(stored, warnings=got.warnings, pair_downs=got.pair_downs)
        assert got.to_json() == replace(stored, warnings=got.warnings).to_json()
    finally:
        db.close()


def test_pairing_runs_with_the_collector_paused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rows, entries and tables of a round are built without cyclic collections (see
    organiser.core.collector); the collector is on again once the round is stored, and
    after a refusal."""
    import gc

    from organiser.services import rounds as rounds_service

    seen: list[bool] = []
    real = rounds_service.pair_swiss_round

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(rounds_service, "pair_swiss_round", spy)
    db = open_database(tmp_path / "gc.sqlite", create=True)
    try:
        eid = demo.create_demo_event(db, players_count=8, rounds_count=1, seed=2)["event"]
        events.update_event(db, eid, rounds=3)
        gc.enable()
        rounds.pair_round(db, eid)
        assert seen[-1] is False and gc.isenabled()
        with pytest.raises(Conflict):  # round 2 has no results yet
            rounds.pair_round(db, eid)
        assert gc.isenabled()
    finally:
        db.close()


def test_pairing_reads_the_players_columns_it_needs(tmp_path: Path) -> None:
    from organiser.services._support import pairing_players, player_rows

    db = open_database(tmp_path / "cols.sqlite", create=True)
    try:
        eid = demo.create_demo_event(db, players_count=30, rounds_count=4, seed=5)["event"]
        with db.unit(write=False) as s:
            narrow = pairing_players(s, eid)
            full = player_rows(s, eid)
        assert len(narrow) == 30 and any(p.dropped for p in narrow)
        assert narrow == [tuple(getattr(p, f) for f in narrow[0]._fields) for p in full]
    finally:
        db.close()
