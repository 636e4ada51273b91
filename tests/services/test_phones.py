"""Results and drops reported from the players' phones: codes, agreement, disputes, the
organiser's queue, the per-event switch, and the audit trail."""

from __future__ import annotations

import json

import pytest

from organiser.core.errors import Conflict, UserError
from organiser.services import Database, audit, phones, players, results, rounds
from tests.services.conftest import make_event


def _paired(db: Database, count: int = 4) -> tuple[int, list[int]]:
    eid, ids = make_event(db, count)
    rounds.pair_round(db, eid)
    return eid, ids


def _table(db: Database, eid: int, number: int = 1) -> tuple[int, int]:
    info = results.list_results(db, eid)
    t = next(t for t in info.tables if t.table == number)
    assert t.player_b is not None
    return t.player_a, t.player_b


def _result_lines(db: Database, eid: int) -> list[dict[str, object]]:
    return [
        json.loads(line.detail) if isinstance(line.detail, str) else line.detail
        for line in audit.list_audit(db, eid)
        if line.action == "result_recorded"
    ]


def test_codes_are_six_unambiguous_characters_one_per_seat(db: Database) -> None:
    eid, _ids = _paired(db, 5)  # one bye
    codes = phones.table_codes(db, eid)
    assert len(codes) == 4 and len(set(codes.values())) == 4
    for code in codes.values():
        assert len(code) == 6 and set(code) <= set(phones.CODE_ALPHABET)
        assert not set(code) & set("01OI")
    assert phones.table_codes(db, eid) == codes  # stable: the slips and the server agree


def test_agreeing_reports_enter_the_result_audited_with_its_source(db: Database) -> None:
    eid, _ = _paired(db)
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    first = phones.report_result(db, eid, table=1, code=codes[a], winner=a, outcome="win")
    assert first.status == "waiting" and first.seat.player_id == a
    assert _table_result(db, eid) is None  # nothing entered on one report
    second = phones.report_result(db, eid, table=1, code=codes[b].lower(), winner=a)
    assert second.status == "confirmed"
    assert _table_result(db, eid) == (a, "win")
    (line,) = _result_lines(db, eid)
    assert line["source"] == "phones"
    # the table is closed to further reports; the desk can still correct it
    with pytest.raises(Conflict) as err:
        phones.report_result(db, eid, table=1, code=codes[a], winner=b)
    assert err.value.details["problem"] == "recorded"
    results.record_result(db, eid, table=1, winner=b, correction=True, reason="slip misread")
    assert _table_result(db, eid) == (b, "win")


def _table_result(db: Database, eid: int) -> tuple[int | None, str] | None:
    t = next(t for t in results.list_results(db, eid).tables if t.table == 1)
    return None if t.outcome is None else (t.winner, t.outcome)


def test_disagreeing_reports_are_disputed_and_enter_nothing(db: Database) -> None:
    eid, _ = _paired(db)
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.report_result(db, eid, table=1, code=codes[a], winner=a)
    out = phones.report_result(db, eid, table=1, code=codes[b], winner=b)
    assert out.status == "disputed"
    assert _table_result(db, eid) is None
    with pytest.raises(Conflict) as err:
        phones.report_result(db, eid, table=1, code=codes[a], winner=a)
    assert err.value.details["problem"] == "disputed"
    items = phones.queue(db, eid)
    assert [i.status for i in items] == ["disputed", "disputed"]
    assert items[0].other == items[1].id and items[1].other == items[0].id
    # the organiser settles it with one of the two reports
    phones.confirm(db, eid, items[1].id)
    assert _table_result(db, eid) == (b, "win")
    assert phones.queue(db, eid) == []


def test_the_same_player_reporting_again_replaces_their_report(db: Database) -> None:
    eid, _ = _paired(db)
    a, b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.report_result(db, eid, table=1, code=codes[a], winner=b)
    phones.report_result(db, eid, table=1, code=codes[a], winner=a, outcome="modified_win")
    (item,) = phones.queue(db, eid)
    assert (item.winner, item.outcome) == (a, "modified_win")
    assert phones.report_result(db, eid, table=1, code=codes[b], winner=a).status == "disputed"


def test_a_wrong_code_says_the_same_whatever_is_wrong(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    other_table = _table(db, eid, 2)[0]
    attempts = [
        (1, "ZZZZZZ"),  # a made-up code
        (2, codes[a]),  # a real code at the wrong table
        (1, codes[other_table]),  # another table's code
        (99, codes[a]),  # a table that does not exist
        (1, codes[a][:5]),  # too short
        (1, "<b>é</b>" * 20),  # rubbish
    ]
    messages = set()
    for table, code in attempts:
        with pytest.raises(phones.BadCode) as err:
            phones.report_result(db, eid, table=table, code=code, winner=a)
        messages.add((err.value.message, tuple(sorted(err.value.details.items()))))
    assert len(messages) == 1


def test_codes_are_good_for_one_round_only(db: Database) -> None:
    eid, _ = _paired(db)
    old = phones.table_codes(db, eid)
    info = results.list_results(db, eid)
    for t in info.tables:
        results.record_result(db, eid, table=t.table, winner=t.player_a)
    rounds.pair_round(db, eid)
    new = phones.table_codes(db, eid)
    assert not set(old.values()) & set(new.values())
    a, _b = _table(db, eid)
    table_of_a_in_round_1 = next(t.table for t in info.tables if a in (t.player_a, t.player_b))
    with pytest.raises(phones.BadCode):
        phones.report_result(db, eid, table=table_of_a_in_round_1, code=old[a], winner=a)


def test_the_switch_turns_reporting_off_and_on(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.set_self_report(db, eid, False)
    with pytest.raises(Conflict) as err:
        phones.report_result(db, eid, table=1, code=codes[a], winner=a)
    assert err.value.details["problem"] == "self_report_off"
    with pytest.raises(Conflict):
        phones.report_drop(db, eid, table=1, code=codes[a])
    # a wrong code is still just a wrong code (the switch says nothing to a guesser)
    with pytest.raises(phones.BadCode):
        phones.report_result(db, eid, table=1, code="ZZZZZZ", winner=a)
    phones.set_self_report(db, eid, True)
    assert phones.report_result(db, eid, table=1, code=codes[a], winner=a).status == "waiting"
    assert any(line.action == "phones_self_report" for line in audit.list_audit(db, eid))


def test_a_result_must_name_a_player_of_the_table(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    stranger = _table(db, eid, 2)[0]
    codes = phones.table_codes(db, eid)
    for winner, outcome in ((stranger, "win"), (a, "double_loss"), (a, "bye"), (a, "nonsense")):
        with pytest.raises(UserError):
            phones.report_result(db, eid, table=1, code=codes[a], winner=winner, outcome=outcome)
    out = phones.report_result(db, eid, table=1, code=codes[a], winner=None, outcome="double_loss")
    assert out.status == "waiting"


def test_a_drop_waits_for_the_organiser_and_is_audited(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.report_drop(db, eid, table=1, code=codes[a])
    phones.report_drop(db, eid, table=1, code=codes[a])  # asked twice: one request
    assert not players.get_player(db, eid, a).dropped
    (item,) = phones.queue(db, eid)
    assert item.kind == "drop" and item.player_id == a
    assert phones.pending_for(db, eid, a) == ["drop"]
    phones.confirm(db, eid, item.id)
    assert players.get_player(db, eid, a).dropped
    actions = [line.action for line in audit.list_audit(db, eid)]
    assert "phones_drop_requested" in actions and "phones_drop_confirmed" in actions
    assert phones.queue(db, eid) == []
    with pytest.raises(Conflict):
        phones.confirm(db, eid, item.id)


def test_the_organiser_can_reject_a_report(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.report_drop(db, eid, table=1, code=codes[a])
    (item,) = phones.queue(db, eid)
    phones.reject(db, eid, item.id, reason="changed their mind")
    assert not players.get_player(db, eid, a).dropped
    assert phones.queue(db, eid) == []


def test_a_result_typed_at_the_desk_clears_the_queue(db: Database) -> None:
    eid, _ = _paired(db)
    a, _b = _table(db, eid)
    codes = phones.table_codes(db, eid)
    phones.report_result(db, eid, table=1, code=codes[a], winner=a)
    assert len(phones.queue(db, eid)) == 1
    results.record_result(db, eid, table=1, winner=a)
    assert phones.queue(db, eid) == []


def test_history_and_change_mark(db: Database) -> None:
    eid, _ = _paired(db)
    a, b = _table(db, eid)
    mark = phones.change_mark(db, eid)
    assert phones.change_mark(db, eid) == mark
    results.record_result(db, eid, table=1, winner=a)
    assert phones.change_mark(db, eid) != mark
    (line,) = phones.player_history(db, eid, b)
    assert (line.round, line.table, line.result) == (1, 1, "lost")
    assert phones.player_history(db, eid, a)[0].result == "won"


def test_a_cut_game_reported_from_the_phones(db: Database) -> None:
    from organiser.services import cut

    eid, _ = make_event(db, 8, rounds=1, cut_size=4)
    rounds.pair_round(db, eid)
    for t in results.list_results(db, eid).tables:
        results.record_result(db, eid, table=t.table, winner=t.player_a)
    cut.start_cut(db, eid)
    info = results.list_results(db, eid)
    assert info.stage == "cut"
    t = info.tables[0]
    assert t.player_b is not None
    codes = phones.table_codes(db, eid)
    assert set(codes) == {p for x in info.tables for p in (x.player_a, x.player_b)}
    phones.report_result(db, eid, table=t.table, code=codes[t.player_b], winner=t.player_b)
    out = phones.report_result(db, eid, table=t.table, code=codes[t.player_a], winner=t.player_b)
    assert out.status == "confirmed" and out.seat.stage == "cut"
    after = next(x for x in results.list_results(db, eid).tables if x.table == t.table)
    assert (after.winner, after.outcome) == (t.player_b, "win")
