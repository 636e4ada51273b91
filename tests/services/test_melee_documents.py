"""Printed documents and the published page of a melee event (text read back with pypdf)."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from organiser.core.errors import UserError
from organiser.services import Database, cut, documents, events, players, results, rounds
from organiser.services import standings as standings_service
from organiser.services.dto import RoundInfo


def _text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _play(db: Database, eid: int) -> RoundInfo:
    r = rounds.pair_round(db, eid)
    for t in r.melee_tables:
        ps = list(t.players)
        results.record_melee_result(
            db,
            eid,
            table=t.table,
            places={p: i + 1 for i, p in enumerate(ps)},
            powers={p: 15 if i == 0 else 9 - i for i, p in enumerate(ps)},
        )
    return rounds.get_round(db, eid, r.number)


@pytest.fixture
def melee_db(db: Database) -> tuple[Database, int, dict[int, str]]:
    info = events.create_event(db, name="Melee Cup", format="melee", seed=9, date="2026-11-21")
    names = ["Arya", "Brienne", "Cersei", "Davos", "Edric", "Gilly", "Hodor"]
    ids = {players.add_player(db, info.id, name=n).id: n for n in names}
    return db, info.id, ids


def test_pairings_by_table_and_by_name_list_every_seat(
    melee_db: tuple[Database, int, dict[int, str]],
) -> None:
    db, eid, names = melee_db
    r1 = _play(db, eid)
    r2 = rounds.pair_round(db, eid)
    by_table = _flat(_text(documents.document_pdf(db, eid, "pairings")))
    assert "Round 2" in by_table
    for name in names.values():
        assert name in by_table
    # each table's players are printed with the table number before them
    for t in r2.melee_tables:
        first = t.seats[0].name
        assert re.search(rf"\b{t.table}\b {first}", by_table), (t.table, first)
    by_name = _flat(_text(documents.document_pdf(db, eid, "pairings-by-name")))
    for t in r2.melee_tables:
        for seat in t.seats:
            assert re.search(rf"{seat.name}.{{0,40}}\b{t.table}\b", by_name)
    # points before round 2 are shown (the winner of round 1's table 1 has 5)
    winner = r1.melee_tables[0].seats[0].name
    assert f"{winner} (5)" in by_table


def test_slips_have_a_place_and_power_box_per_player(
    melee_db: tuple[Database, int, dict[int, str]],
) -> None:
    db, eid, names = melee_db
    r = rounds.pair_round(db, eid)
    text = _text(documents.document_pdf(db, eid, "slips"))
    seats = sum(len(t.seats) for t in r.melee_tables)
    assert text.count("place power") == seats == len(names)
    for t in r.melee_tables:
        assert f"Table {t.table}" in text


def test_standings_report_and_final_placings(
    melee_db: tuple[Database, int, dict[int, str]],
) -> None:
    db, eid, _names = melee_db
    for _ in range(2):
        _play(db, eid)
    rows = standings_service.get_standings(db, eid).melee_rows
    text = _flat(_text(documents.document_pdf(db, eid, "standings")))
    assert "After round 2" in text and "Power" in text and "SoS" in text
    positions = [text.index(r.name) for r in rows]
    assert positions == sorted(positions)  # printed in standings order
    (final,) = cut.advance_cut(db, eid, size=4).rounds[-1].melee_tables
    ps = list(final.players)
    results.record_melee_result(
        db,
        eid,
        table=1,
        places={ps[3]: 1, ps[0]: 2, ps[1]: 3, ps[2]: 4},
        powers={ps[3]: 15, ps[0]: 8, ps[1]: 5, ps[2]: 2},
    )
    champion = rows[3].name if rows[3].player == ps[3] else None
    final_text = _flat(_text(documents.document_pdf(db, eid, "standings")))
    assert champion is not None and final_text.index(champion) < final_text.index(rows[0].name)
    report = _flat(_text(documents.document_pdf(db, eid, "report")))
    assert "Round 1" in report and "1st, 15 power" in report
    with pytest.raises(UserError, match="not in a bracket"):
        documents.document_pdf(db, eid, "bracket")


def test_publish_writes_melee_results_per_seat(
    melee_db: tuple[Database, int, dict[int, str]], tmp_path: Path
) -> None:
    db, eid, names = melee_db
    r = _play(db, eid)
    written = {p.name for p in documents.publish(db, eid, tmp_path / "site")}
    assert {"index.html", "results.csv", "standings.json"} <= written
    rows = list(csv.DictReader(io.StringIO((tmp_path / "site" / "results.csv").read_text())))
    assert len(rows) == len(names)
    by_player = {int(row["player_id"]): row for row in rows}
    for t in r.melee_tables:
        for seat in t.seats:
            row = by_player[seat.player]
            assert (int(row["table"]), int(row["place"]), int(row["power"])) == (
                t.table,
                seat.place,
                seat.power,
            )
    standings = json.loads((tmp_path / "site" / "standings.json").read_text())
    assert len(standings) == len(names)
    html = (tmp_path / "site" / "index.html").read_text()
    assert all(name in html for name in names.values())
