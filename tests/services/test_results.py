from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, results, rounds, standings
from organiser.services.dto import ResultInput
from tests.services.conftest import FakeClock, make_event


def test_outcomes_score_as_the_profile_says(db: Database) -> None:
    event_id, _ = make_event(db, 8)
    r = rounds.pair_round(db, event_id)
    t = r.tables
    results.record_result(db, event_id, table=1, winner=t[0].player_a)
    results.record_result(
        db, event_id, table=2, winner=t[1].player_b, outcome="modified_win", tiebreak="dominance"
    )
    results.record_result(db, event_id, table=3, winner=t[2].player_a, outcome="concession")
    results.record_result(db, event_id, table=4, winner=None, outcome="double_loss")
    points = {row.player: row.points for row in standings.get_standings(db, event_id).rows}
    assert points[t[0].player_a] == 5 and points[t[0].player_b] == 0
    assert points[t[1].player_b] == 4 and points[t[1].player_a] == 0
    assert points[t[2].player_a] == 5
    assert points[t[3].player_a] == points[t[3].player_b] == 0
    listed = results.list_results(db, event_id)
    assert listed.tables[1].tiebreak == "dominance" and listed.complete


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"table": 9, "winner": 1}, NotFound),
        ({"table": 0, "winner": 1}, NotFound),
        ({"table": 1, "winner": 999}, UserError),
        ({"table": 1, "winner": None, "outcome": "win"}, UserError),
        ({"table": 1, "winner": "A", "outcome": "double_loss"}, UserError),
        ({"table": 1, "winner": "A", "outcome": "bye"}, UserError),
        ({"table": 1, "winner": "A", "outcome": "win", "tiebreak": "draw_deck"}, UserError),
        ({"table": 1, "winner": "A", "outcome": "modified_win", "tiebreak": "luck"}, UserError),
        ({"table": 1, "winner": "A", "round": 5}, NotFound),
    ],
)
def test_bad_results_change_nothing(db: Database, kwargs: dict, error: type) -> None:  # type: ignore[type-arg]
    event_id, _ = make_event(db, 4)
    r = rounds.pair_round(db, event_id)
    if kwargs.get("winner") == "A":
        kwargs = {**kwargs, "winner": r.tables[0].player_a}
    before = len(audit.list_audit(db, event_id))
    with pytest.raises(error):
        results.record_result(db, event_id, **kwargs)
    assert rounds.get_round(db, event_id).missing == (1, 2)
    assert len(audit.list_audit(db, event_id)) == before


def test_set_twice_is_refused_and_correction_is_audited(db: Database, clock: FakeClock) -> None:
    event_id, _ = make_event(db, 4)
    r = rounds.pair_round(db, event_id)
    a, b = r.tables[0].player_a, r.tables[0].player_b
    with pytest.raises(Conflict, match="no result yet"):
        results.record_result(db, event_id, table=1, winner=a, correction=True)
    results.record_result(db, event_id, table=1, winner=a)
    with pytest.raises(Conflict, match="already has a result"):
        results.record_result(db, event_id, table=1, winner=b)
    clock.advance(20)
    fixed = results.record_result(
        db,
        event_id,
        table=1,
        winner=b,
        outcome="modified_win",
        correction=True,
        reason="slip filled in wrong",
    )
    assert fixed.winner == b and fixed.outcome == "modified_win"
    entry = audit.list_audit(db, event_id, action="result_corrected")[0]
    assert entry.detail["was"]["winner"] == a and entry.detail["result"]["winner"] == b
    assert entry.reason == "slip filled in wrong"
    assert entry.at == "2026-11-21T09:20:00+00:00"  # the injected clock


def test_batch_is_all_or_nothing(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    r = rounds.pair_round(db, event_id)
    with pytest.raises(UserError):
        results.record_results(
            db,
            event_id,
            [ResultInput(1, r.tables[0].player_a), ResultInput(2, 999)],
        )
    assert rounds.get_round(db, event_id).missing == (1, 2)


def test_correct_an_earlier_round_updates_standings(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    r1 = rounds.pair_round(db, event_id)
    results.record_results(db, event_id, [ResultInput(t.table, t.player_a) for t in r1.tables])
    r2 = rounds.pair_round(db, event_id)
    results.record_results(db, event_id, [ResultInput(t.table, t.player_a) for t in r2.tables])
    loser = r1.tables[0].player_b
    results.record_result(db, event_id, table=1, round=1, winner=loser, correction=True)
    row = next(x for x in standings.get_standings(db, event_id).rows if x.player == loser)
    assert row.points == 5 + (
        5 if r2.tables[0].player_a == loser or r2.tables[1].player_a == loser else 0
    )
