"""A melee event on the event server: each player's page shows their table and everyone at
it, the whole table's result is reported from two phones and entered once, an impossible
or malformed report is refused and enters nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from organiser.services import (
    Database,
    audit,
    events,
    open_database,
    phones,
    players,
    results,
    rounds,
)
from organiser.web.server import EventServer
from tests.web.conftest import NASTY, Phone, start


@pytest.fixture
def melee_served(tmp_path: Path) -> Iterator[tuple[Database, int, EventServer, list[int]]]:
    db = open_database(tmp_path / "melee.sqlite")
    info = events.create_event(db, name="Melee night", format="melee", seed=3)
    for name in NASTY:
        players.add_player(db, info.id, name=name)
    paired = rounds.pair_round(db, info.id)
    server = start(db, info.id)
    yield db, info.id, server, list(paired.melee_tables[0].players)
    server.stop()
    db.close()


def _fields(seats: list[int], code: str, ending: str = "won") -> dict[str, object]:
    out: dict[str, object] = {"table": 1, "code": code, "ending": ending}
    for i, p in enumerate(seats):
        out[f"place_{p}"] = i + 1
        out[f"power_{p}"] = 15 - 2 * i
    out[f"out_{seats[-1]}"] = 1
    return out


def test_a_melee_players_page_lists_the_table_and_the_whole_table_form(melee_served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server, seats = melee_served
    page = Phone(server.url).get(f"/p/{seats[0]}").text
    assert "table <b>1</b> with" in page
    for other in seats[1:]:
        assert f"href='/p/{other}'" in page
    for p in seats:
        assert f"name='place_{p}'" in page and f"name='power_{p}'" in page
    assert "name='ending'" in page and "action='/drop'" in page
    assert "<script>alert" not in page and "<img src=x" not in page
    codes = phones.table_codes(db, eid)
    assert all(codes[p] not in page for p in seats)


def test_two_phones_enter_a_melee_table_once(melee_served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server, seats = melee_served
    codes = phones.table_codes(db, eid)
    first = Phone(server.url, "127.0.0.2").post("/report", _fields(seats, codes[seats[1]]))
    assert first.status == 200 and first.json()["status"] == "waiting"
    second = Phone(server.url, "127.0.0.3").post("/report", _fields(seats, codes[seats[2]]))
    assert second.status == 200 and second.json()["status"] == "confirmed"
    table = next(t for t in results.list_results(db, eid).melee_tables if t.table == 1)
    assert table.ending == "won"
    assert {s.player: (s.place, s.power, s.eliminated) for s in table.seats} == {
        p: (i + 1, 15 - 2 * i, p == seats[-1]) for i, p in enumerate(seats)
    }
    lines = [a for a in audit.list_audit(db, eid) if a.action == "melee_result_recorded"]
    assert len(lines) == 1
    detail = lines[0].detail if isinstance(lines[0].detail, dict) else json.loads(lines[0].detail)
    assert detail["source"] == "phones"
    again = Phone(server.url, "127.0.0.4").post("/report", _fields(seats, codes[seats[0]]))
    assert again.status == 409 and again.json()["status"] == "recorded"
    history = Phone(server.url).get(f"/p/{seats[1]}").text
    assert "place 2, 13 power" in history


def test_impossible_and_malformed_melee_reports_enter_nothing(melee_served) -> None:  # type: ignore[no-untyped-def]
    db, eid, server, seats = melee_served
    codes = phones.table_codes(db, eid)
    phone = Phone(server.url, "127.0.0.5")
    slow = _fields(seats, codes[seats[0]])
    slow[f"power_{seats[0]}"] = 9  # "won", yet nobody reached 15 power
    answer = phone.post("/report", slow)
    assert answer.status == 422 and answer.json()["status"] == "impossible"
    assert "not possible" in answer.json()["message"]
    for broken in (
        {**_fields(seats, codes[seats[0]]), "ending": "draw"},
        {**_fields(seats, codes[seats[0]]), f"place_{seats[0]}": "first"},
        {**_fields(seats, codes[seats[0]]), "place_x1": 1},
        {**_fields(seats, codes[seats[0]]), f"out_{seats[0]}": "maybe"},
    ):
        answer = phone.post("/report", broken)
        assert answer.status == 400, broken
    assert phones.queue(db, eid) == []
    table = next(t for t in results.list_results(db, eid).melee_tables if t.table == 1)
    assert table.ending is None
    # the page answers in HTML too, naming the reason
    html = phone.post("/report", slow, as_json=False)
    assert html.status == 422 and "not possible" in html.text
