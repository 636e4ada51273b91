"""Standings while a round is being played: they are the standings after the round before
(its games and its bye not counted yet), and every place that shows them says so."""

from __future__ import annotations

import io

from pypdf import PdfReader

from organiser.services import Database, results, rounds
from organiser.services import standings as standings_service
from organiser.services.documents import document_pdf
from organiser.services.dto import ResultInput
from tests.services.conftest import make_event


def test_standings_during_a_round_are_after_the_previous_round(db: Database) -> None:
    eid, _ids = make_event(db, 5)
    r1 = rounds.pair_round(db, eid)
    assert r1.bye is not None
    info = standings_service.get_standings(db, eid)
    # round 1 paired, no result yet: standings after round 0, the bye not counted
    assert (info.round, info.in_progress) == (0, 1)
    assert all(row.points == 0 for row in info.rows)
    assert info.to_json()["in_progress"] == 1
    assert info.label == "after round 0 (round 1 in progress)"
    text = "".join(
        p.extract_text() for p in PdfReader(io.BytesIO(document_pdf(db, eid, "standings"))).pages
    )
    assert "round 1 in progress" in text
    assert "random tiebreak" in text

    results.record_results(db, eid, [ResultInput(t.table, t.player_a) for t in r1.tables])
    info = standings_service.get_standings(db, eid)
    assert (info.round, info.in_progress) == (1, None)
    points = {row.player: row.points for row in info.rows}
    assert points[r1.bye] == 5  # the bye counts once the round is complete
    assert "random" in info.to_json()["standings"][0]


def test_a_partly_reported_round_is_still_in_progress(db: Database) -> None:
    eid, _ids = make_event(db, 8)
    r1 = rounds.pair_round(db, eid)
    first, *_rest = r1.tables
    results.record_results(db, eid, [ResultInput(first.table, first.player_a)])
    info = standings_service.get_standings(db, eid)
    assert (info.round, info.in_progress) == (0, 1)
    assert standings_service.get_standings(db, eid, through_round=1).in_progress is None
