"""The round clock: start, pause, resume, extend, reset against the injected clock."""

from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, rounds
from organiser.services import clock as clock_module
from tests.services.conftest import FakeClock, make_event


def test_no_clock_before_a_round_is_paired(db: Database) -> None:
    eid, _ = make_event(db, 4)
    with pytest.raises(NotFound, match="no round"):
        clock_module.get_clock(db, eid)


def test_clock_runs_pauses_and_extends(db: Database, clock: FakeClock) -> None:
    eid, _ = make_event(db, 4, round_minutes=50)
    rounds.pair_round(db, eid)
    fresh = clock_module.get_clock(db, eid)
    assert (fresh.running, fresh.started, fresh.remaining_seconds) == (False, False, 3000)
    started = clock_module.start_clock(db, eid)
    assert started.running and started.deadline is not None
    clock.advance(10)
    assert clock_module.get_clock(db, eid).remaining_seconds == 2400
    paused = clock_module.pause_clock(db, eid)
    assert (paused.running, paused.remaining_seconds) == (False, 2400)
    clock.advance(5)  # paused: no time passes
    assert clock_module.get_clock(db, eid).remaining_seconds == 2400
    with pytest.raises(Conflict, match="not running"):
        clock_module.pause_clock(db, eid)
    assert clock_module.extend_clock(db, eid, seconds=120).remaining_seconds == 2520
    clock_module.resume_clock(db, eid)
    with pytest.raises(Conflict, match="already running"):
        clock_module.start_clock(db, eid)
    clock.advance(42)
    now = clock_module.get_clock(db, eid)
    assert now.remaining_seconds == 0 and now.time_called
    clock.advance(1)
    assert clock_module.get_clock(db, eid).remaining_seconds == -60
    assert clock_module.extend_clock(db, eid, seconds=300).remaining_seconds == 240
    reset = clock_module.reset_clock(db, eid)
    assert (reset.running, reset.started, reset.remaining_seconds) == (False, False, 3000)
    actions = [e.action for e in audit.list_audit(db, eid) if e.action.startswith("clock_")]
    assert actions == [
        "clock_start",
        "clock_pause",
        "clock_extend",
        "clock_start",
        "clock_extend",
        "clock_reset",
    ]


def test_extension_must_be_sensible_and_a_new_round_has_a_fresh_clock(
    db: Database, clock: FakeClock
) -> None:
    eid, _ids = make_event(db, 4)
    r1 = rounds.pair_round(db, eid)
    clock_module.start_clock(db, eid)
    with pytest.raises(UserError, match="not 0"):
        clock_module.extend_clock(db, eid, seconds=0)
    with pytest.raises(UserError):
        clock_module.extend_clock(db, eid, seconds=10**6)
    from organiser.services import results
    from organiser.services.dto import ResultInput

    results.record_results(db, eid, [ResultInput(t.table, t.player_a) for t in r1.tables])
    clock.advance(60)
    rounds.pair_round(db, eid)
    fresh = clock_module.get_clock(db, eid)
    assert (fresh.round, fresh.running, fresh.remaining_seconds) == (2, False, 55 * 60)
