"""A melee table reported from the players' phones: a code per seat, the whole table's
result checked like the desk's, entered when a second player of the table agrees, disputed
when two differ, the organiser's queue and confirmation, and each player's history."""

from __future__ import annotations

import json

import pytest

from organiser.core.errors import Conflict, UserError
from organiser.services import Database, audit, phones, players, results, rounds
from tests.services.conftest import make_event


def _seated(db: Database, count: int = 8) -> tuple[int, list[list[int]]]:
    eid, _ids = make_event(db, count, format="melee")
    info = rounds.pair_round(db, eid)
    return eid, [list(t.players) for t in info.melee_tables]


def _table(db: Database, eid: int, number: int = 1) -> tuple[str | None, dict[int, int]]:
    t = next(t for t in results.list_results(db, eid).melee_tables if t.table == number)
    return t.ending, {s.player: s.place for s in t.seats if s.place is not None}


def _result(seats: list[int]) -> dict[str, object]:
    """The first seat wins with 15 power; the others follow in seat order."""
    return {
        "places": {p: i + 1 for i, p in enumerate(seats)},
        "powers": {p: 15 - 3 * i for i, p in enumerate(seats)},
        "ending": "won",
    }


def test_every_melee_seat_has_its_own_code(db: Database) -> None:
    eid, tables = _seated(db, 9)  # three tables of three, or a table of five and four
    codes = phones.table_codes(db, eid)
    seated = [p for t in tables for p in t]
    assert sorted(codes) == sorted(seated)
    assert len(set(codes.values())) == len(seated)
    # a code names its own seat only, at its own table
    first, second = tables[0], tables[1]
    seat = phones.check_code(db, eid, 1, codes[first[1]])
    assert seat.player_id == first[1] and seat.melee
    assert [p for p, _name in seat.players] == first
    with pytest.raises(phones.BadCode):
        phones.check_code(db, eid, 1, codes[second[0]])


def test_two_agreeing_players_enter_the_table_audited_with_its_source(db: Database) -> None:
    eid, tables = _seated(db)
    seats = tables[0]
    codes = phones.table_codes(db, eid)
    first = phones.report_melee_result(db, eid, table=1, code=codes[seats[2]], **_result(seats))  # type: ignore[arg-type]
    assert first.status == "waiting"
    assert _table(db, eid) == (None, {})
    second = phones.report_melee_result(db, eid, table=1, code=codes[seats[0]], **_result(seats))  # type: ignore[arg-type]
    assert second.status == "confirmed"
    ending, places = _table(db, eid)
    assert ending == "won" and places == {p: i + 1 for i, p in enumerate(seats)}
    (line,) = [x for x in audit.list_audit(db, eid) if x.action == "melee_result_recorded"]
    detail = json.loads(line.detail) if isinstance(line.detail, str) else line.detail
    assert detail["source"] == "phones"
    with pytest.raises(Conflict) as err:
        phones.report_melee_result(db, eid, table=1, code=codes[seats[1]], **_result(seats))  # type: ignore[arg-type]
    assert err.value.details["problem"] == "recorded"


def test_a_different_report_disputes_the_table_and_enters_nothing(db: Database) -> None:
    eid, tables = _seated(db)
    seats = tables[0]
    codes = phones.table_codes(db, eid)
    phones.report_melee_result(db, eid, table=1, code=codes[seats[0]], **_result(seats))  # type: ignore[arg-type]
    swapped = list(reversed(seats))
    out = phones.report_melee_result(db, eid, table=1, code=codes[seats[1]], **_result(swapped))  # type: ignore[arg-type]
    assert out.status == "disputed"
    assert _table(db, eid) == (None, {})
    with pytest.raises(Conflict) as err:
        phones.report_melee_result(db, eid, table=1, code=codes[seats[2]], **_result(seats))  # type: ignore[arg-type]
    assert err.value.details["problem"] == "disputed"
    queued = [i for i in phones.queue(db, eid) if i.kind == "result"]
    assert {i.status for i in queued} == {"disputed"} and len(queued) == 2
    assert all(len(i.places) == len(seats) for i in queued)
    assert "1. " in queued[0].describe()
    # the organiser takes one of them: it is entered, the other set aside
    chosen = next(i for i in queued if i.player_id == seats[1])
    phones.confirm(db, eid, chosen.id)
    ending, places = _table(db, eid)
    assert ending == "won" and places[swapped[0]] == 1
    assert [i for i in phones.queue(db, eid) if i.kind == "result"] == []


def test_an_impossible_table_is_refused_with_the_desks_reason(db: Database) -> None:
    eid, tables = _seated(db)
    seats = tables[0]
    codes = phones.table_codes(db, eid)
    bad = _result(seats)
    bad["powers"] = {p: 3 for p in seats}  # "won" but nobody reached 15 power
    with pytest.raises(UserError) as err:
        phones.report_melee_result(db, eid, table=1, code=codes[seats[0]], **bad)  # type: ignore[arg-type]
    assert err.value.details["problem"] == "impossible"
    missing = _result(seats)
    del missing["places"][seats[-1]]  # type: ignore[attr-defined]
    with pytest.raises(UserError):
        phones.report_melee_result(db, eid, table=1, code=codes[seats[0]], **missing)  # type: ignore[arg-type]
    stranger = _result(seats)
    other = tables[1][0]
    stranger["places"] = {**stranger["places"], other: 5}  # type: ignore[dict-item]
    with pytest.raises(UserError) as err:
        phones.report_melee_result(db, eid, table=1, code=codes[seats[0]], **stranger)  # type: ignore[arg-type]
    assert err.value.details["problem"] == "bad_request"
    assert phones.queue(db, eid) == []  # nothing filed
    # a joust report for a melee table is refused
    with pytest.raises(Conflict) as err:
        phones.report_result(db, eid, table=1, code=codes[seats[0]], winner=seats[0])
    assert err.value.details["problem"] == "melee"


def test_the_organiser_confirms_a_one_sided_melee_report(db: Database) -> None:
    eid, tables = _seated(db)
    seats = tables[1]
    codes = phones.table_codes(db, eid)
    phones.report_melee_result(db, eid, table=2, code=codes[seats[0]], **_result(seats))  # type: ignore[arg-type]
    (item,) = phones.queue(db, eid)
    assert item.status == "pending" and item.places[0][1:] == (1, 15, False)
    assert set(item.opponent.split(", ")) == {
        players.get_player(db, eid, p).display_name for p in seats[1:]
    }
    phones.confirm(db, eid, item.id)
    assert _table(db, eid, 2)[0] == "won"
    assert phones.queue(db, eid) == []


def test_melee_history_shows_place_and_power(db: Database) -> None:
    eid, tables = _seated(db)
    seats = tables[0]
    before = phones.player_history(db, eid, seats[1])
    assert [(h.result, h.table) for h in before] == [("pending", 1)]
    results.record_melee_result(db, eid, table=1, **_result(seats))  # type: ignore[arg-type]
    (line,) = phones.player_history(db, eid, seats[1])
    assert (line.result, line.place, line.power) == ("placed", 2, 12)
    names = {players.get_player(db, eid, p).display_name for p in seats if p != seats[1]}
    assert set((line.opponent or "").split(", ")) == names
