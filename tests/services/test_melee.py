"""Melee events through the services: seating, results, standings, cut, drops, clearing."""

from __future__ import annotations

import itertools

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, cut, events, export, players, results, rounds
from organiser.services import standings as standings_service
from organiser.services.dto import MeleeTableInfo, ResultInput, RoundInfo


def melee_event(db: Database, count: int, **settings: object) -> tuple[int, list[int]]:
    info = events.create_event(db, name="Melee", format="melee", seed=5, **settings)  # type: ignore[arg-type]
    ids = [players.add_player(db, info.id, name=f"M{i}").id for i in range(1, count + 1)]
    return info.id, ids


def win_in_seat_order(db: Database, eid: int, t: MeleeTableInfo, **kw: object) -> MeleeTableInfo:
    """Seat 1 wins at 15 power; the others follow in seat order with less power each."""
    ps = list(t.players)
    return results.record_melee_result(
        db,
        eid,
        table=t.table,
        places={p: i + 1 for i, p in enumerate(ps)},
        powers={p: 15 if i == 0 else 10 - i for i, p in enumerate(ps)},
        ending="won",
        **kw,  # type: ignore[arg-type]
    )


def play(db: Database, eid: int) -> RoundInfo:
    r = rounds.pair_round(db, eid)
    for t in r.melee_tables:
        win_in_seat_order(db, eid, t)
    return rounds.get_round(db, eid, r.number)


def test_thirteen_players_sit_four_three_three_three_and_meet_new_faces(db: Database) -> None:
    eid, ids = melee_event(db, 13)
    seen_pairs: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        r = play(db, eid)
        assert r.format == "melee" and r.number == number and r.tables == ()
        assert sorted(len(t.seats) for t in r.melee_tables) == [3, 3, 3, 4]
        assert sorted(p for t in r.melee_tables for p in t.players) == sorted(ids)
        assert r.complete and r.bye is None
        pairs = {
            frozenset(pr) for t in r.melee_tables for pr in itertools.combinations(t.players, 2)
        }
        # the stored repeat count is the number of pairs that had met before
        assert r.rematches == len(pairs & seen_pairs)
        seen_pairs |= pairs
    assert len(rounds.list_rounds(db, eid)) == 3


def test_five_players_give_one_bye_and_the_bye_scores(db: Database) -> None:
    eid, _ids = melee_event(db, 5)
    r = rounds.pair_round(db, eid)
    assert [len(t.seats) for t in r.melee_tables] == [4] and r.bye is not None
    assert r.to_json()["byes"] == [r.bye]
    for t in r.melee_tables:
        win_in_seat_order(db, eid, t)
    rows = {row.player: row for row in standings_service.get_standings(db, eid).melee_rows}
    assert rows[r.bye].points == 5 and rows[r.bye].byes == 1


def test_tables_of_five_by_setting(db: Database) -> None:
    eid, _ = melee_event(db, 13, odd_tables="five")
    r = rounds.pair_round(db, eid)
    assert sorted(len(t.seats) for t in r.melee_tables) == [4, 4, 5]


def test_impossible_results_are_refused_and_change_nothing(db: Database) -> None:
    eid, _ = melee_event(db, 4)
    r = rounds.pair_round(db, eid)
    (t,) = r.melee_tables
    a, b, c, d = t.players
    with pytest.raises(UserError, match="no result for"):
        results.record_melee_result(
            db, eid, table=1, places={a: 1, b: 2, c: 3}, powers={a: 15, b: 9, c: 3}
        )
    with pytest.raises(UserError, match="place but no power"):
        results.record_melee_result(db, eid, table=1, places={a: 1}, powers={})
    with pytest.raises(UserError):  # a tie in a won game
        results.record_melee_result(
            db,
            eid,
            table=1,
            places={a: 1, b: 2, c: 2, d: 4},
            powers={a: 15, b: 5, c: 5, d: 1},
        )
    with pytest.raises(UserError, match="unknown ending"):
        results.record_melee_result(
            db,
            eid,
            table=1,
            places={a: 1, b: 2, c: 3, d: 4},
            powers={a: 15, b: 3, c: 2, d: 1},
            ending="draw",
        )
    with pytest.raises(NotFound, match="no table 2"):
        results.record_melee_result(db, eid, table=2, places={a: 1}, powers={a: 1})
    assert rounds.get_round(db, eid).missing == (1,)
    assert not [e for e in audit.list_audit(db, eid) if e.action.startswith("melee_result")]


def test_time_called_ties_share_points_and_a_correction_is_audited(db: Database) -> None:
    eid, _ = melee_event(db, 4)
    (t,) = rounds.pair_round(db, eid).melee_tables
    a, b, c, d = t.players
    done = results.record_melee_result(
        db,
        eid,
        table=1,
        places={a: 1, b: 2, c: 2, d: 4},
        powers={a: 12, b: 7, c: 7, d: 2},
        ending="time",
    )
    points = {seat.player: seat.points for seat in done.seats}
    assert points == {a: 5, b: 2, c: 2, d: 0}  # (3 + 1) / 2 for the shared 2nd place
    with pytest.raises(Conflict, match="already has a result"):
        win_in_seat_order(db, eid, t)
    corrected = win_in_seat_order(db, eid, t, correction=True, reason="slip misread")
    assert corrected.ending == "won"
    (line,) = [e for e in audit.list_audit(db, eid) if e.action == "melee_result_corrected"]
    assert line.reason == "slip misread" and line.detail["was"]["ending"] == "time"


def test_joust_and_melee_result_calls_refuse_the_other_format(db: Database) -> None:
    eid, _ = melee_event(db, 4)
    rounds.pair_round(db, eid)
    with pytest.raises(Conflict, match="melee event"):
        results.record_result(db, eid, table=1, winner=1)
    joust = events.create_event(db, name="Joust", seed=1)
    with pytest.raises(Conflict, match="joust event"):
        results.record_melee_result(db, joust.id, table=1, places={}, powers={})


def test_next_round_waits_for_every_result(db: Database) -> None:
    eid, _ = melee_event(db, 8)
    r = rounds.pair_round(db, eid)
    win_in_seat_order(db, eid, r.melee_tables[0])
    with pytest.raises(Conflict, match="missing at table"):
        rounds.pair_round(db, eid)


def test_standings_order_points_then_sos(db: Database) -> None:
    eid, _ = melee_event(db, 12)
    for _ in range(3):
        play(db, eid)
    info = standings_service.get_standings(db, eid)
    rows = info.melee_rows
    assert info.format == "melee" and info.round == 3 and info.rows == ()
    keys = [(-r.points, -r.sos) for r in rows]
    assert keys == sorted(keys)
    # the points are the sum of the points shown at every table
    tally: dict[int, float] = {}
    for rnd in rounds.list_rounds(db, eid):
        for t in rnd.melee_tables:
            for seat in t.seats:
                tally[seat.player] = tally.get(seat.player, 0) + (seat.points or 0)
    assert {r.player: r.points for r in rows} == tally
    shape = info.to_json()
    assert shape["format"] == "melee"
    assert set(shape["standings"][0]) == {
        "rank",
        "player",
        "name",
        "points",
        "sos",
        "power",
        "wins",
        "tables",
        "byes",
        "dropped",
        "rounds_played",
    }
    assert standings_service.get_standings(db, eid, through_round=1).round == 1


def test_top_four_final_table_finishes_the_event(db: Database) -> None:
    eid, _ = melee_event(db, 13)
    for _ in range(3):
        play(db, eid)
    top = [r.player for r in standings_service.get_standings(db, eid).melee_rows[:4]]
    info = cut.advance_cut(db, eid, size=4)
    (final,) = info.rounds[-1].melee_tables
    assert list(final.players) == top and [s for s, _p, _n in info.seeds] == [1, 2, 3, 4]
    assert info.to_json()["tables"] == [{"table": 1, "players": top}]
    win_in_seat_order(db, eid, final)
    assert events.get_event(db, eid).status == "finished"
    done = standings_service.get_standings(db, eid)
    assert [f.player for f in done.final[:4]] == top
    assert len(done.final) == 13
    assert cut.get_cut(db, eid).champion == top[0]


def test_top_eight_semi_finals_then_final(db: Database) -> None:
    eid, _ = melee_event(db, 16)
    for _ in range(3):
        play(db, eid)
    order = [r.player for r in standings_service.get_standings(db, eid).melee_rows]
    info = cut.advance_cut(db, eid, size=8)
    semis = info.rounds[-1].melee_tables
    assert [list(t.players) for t in semis] == [
        [order[0], order[3], order[4], order[7]],
        [order[1], order[2], order[5], order[6]],
    ]
    with pytest.raises(Conflict):
        cut.advance_cut(db, eid)  # semi-final results missing
    for t in semis:
        win_in_seat_order(db, eid, t)
    final_info = cut.advance_cut(db, eid)
    (final,) = final_info.rounds[-1].melee_tables
    assert set(final.players) == {order[0], order[3], order[1], order[2]}
    win_in_seat_order(db, eid, final)
    assert events.get_event(db, eid).status == "finished"


def test_melee_cut_sizes_are_four_or_eight(db: Database) -> None:
    eid, _ = melee_event(db, 8)
    play(db, eid)
    with pytest.raises(UserError, match="top 4"):
        cut.advance_cut(db, eid, size=2)


def test_drops_and_late_entries(db: Database) -> None:
    eid, ids = melee_event(db, 8)
    play(db, eid)
    players.drop_player(db, eid, ids[0])
    late = players.add_player(db, eid, name="Late").id
    r = rounds.pair_round(db, eid)
    seated = {p for t in r.melee_tables for p in t.players}
    assert ids[0] not in seated and late in seated
    rows = {row.player: row for row in standings_service.get_standings(db, eid).melee_rows}
    assert rows[ids[0]].dropped and rows[late].tables == 0


def test_delete_and_reseat_a_round(db: Database) -> None:
    eid, _ = melee_event(db, 8)
    first = rounds.pair_round(db, eid)
    deleted = rounds.delete_latest_round(db, eid)
    assert sorted(len(g["players"]) for g in deleted["games"]) == [4, 4]
    again = rounds.pair_round(db, eid, seed=first.seed)
    assert [t.players for t in again.melee_tables] == [t.players for t in first.melee_tables]
    with pytest.raises(Conflict, match="deleting it"):
        rounds.repair_round(db, eid)


def test_clear_result_melee_and_joust(db: Database) -> None:
    eid, _ = melee_event(db, 8)
    r = rounds.pair_round(db, eid)
    t = r.melee_tables[0]
    win_in_seat_order(db, eid, t)
    cleared = results.clear_result(db, eid, table=t.table, reason="wrong table")
    assert isinstance(cleared, MeleeTableInfo) and not cleared.reported
    assert all(seat.place is None and seat.points is None for seat in cleared.seats)
    with pytest.raises(Conflict, match="no result to withdraw"):
        results.clear_result(db, eid, table=t.table)
    for x in r.melee_tables:
        win_in_seat_order(db, eid, x)
    rounds.pair_round(db, eid)
    with pytest.raises(Conflict, match="already paired"):
        results.clear_result(db, eid, table=1, round=1)
    (line,) = [e for e in audit.list_audit(db, eid) if e.action == "result_cleared"]
    assert line.reason == "wrong table" and line.detail["was"]["ending"] == "won"

    joust = events.create_event(db, name="Joust", seed=2)
    for i in range(4):
        players.add_player(db, joust.id, name=f"J{i}")
    jr = rounds.pair_round(db, joust.id)
    results.record_results(db, joust.id, [ResultInput(x.table, x.player_a) for x in jr.tables])
    back = results.clear_result(db, joust.id, table=1)
    assert not back.reported and rounds.get_round(db, joust.id).missing == (1,)


def test_clearing_the_final_reopens_the_cut(db: Database) -> None:
    eid, _ = melee_event(db, 8)
    play(db, eid)
    (final,) = cut.advance_cut(db, eid, size=4).rounds[-1].melee_tables
    win_in_seat_order(db, eid, final)
    assert events.get_event(db, eid).status == "finished"
    results.clear_result(db, eid, table=1, stage="cut")
    assert events.get_event(db, eid).status == "cut"
    with pytest.raises(Conflict, match="cut is seeded"):
        results.clear_result(db, eid, table=1, round=1, stage="swiss")


def test_export_json_and_csv(db: Database) -> None:
    eid, ids = melee_event(db, 7)
    play(db, eid)
    data = export.export_event(db, eid)
    assert data["event"]["format"] == "melee"
    assert sorted(len(t["seats"]) for t in data["rounds"][0]["tables"]) == [3, 4]
    lines = export.export_csv(db, eid, table="results").splitlines()
    assert lines[0].startswith("stage,round,table,player,place,power")
    assert len(lines) == 1 + len(ids)
    header = export.export_csv(db, eid, table="standings").splitlines()[0]
    assert header == "rank,player,name,points,sos,power,wins,tables,byes,dropped"


def test_melee_demo_is_played_and_ready_for_its_cut(db: Database) -> None:
    from organiser.services import demo

    summary = demo.create_demo_event(db, players_count=13, rounds_count=3, seed=3, format="melee")
    assert summary["format"] == "melee" and summary["rounds"] == 3 and summary["cut"] == 4
    eid = summary["event"]
    for r in rounds.list_rounds(db, eid):
        assert r.complete and all(3 <= len(t.seats) <= 4 for t in r.melee_tables)
    assert any(t.ending == "time" for r in rounds.list_rounds(db, eid) for t in r.melee_tables)
    assert len(cut.advance_cut(db, eid).rounds[-1].melee_tables[0].seats) == 4
    with pytest.raises(UserError, match="joust or melee"):
        demo.create_demo_event(db, players_count=8, format="sealed")


def test_deleting_a_melee_event_removes_its_tables_and_clock(db: Database) -> None:
    from sqlalchemy import text

    from organiser.services import clock

    eid, _ = melee_event(db, 8)
    play(db, eid)
    clock.start_clock(db, eid)
    events.delete_event(db, eid)
    with db.unit(write=False) as s:
        for table in ("melee_seat", "melee_table", "round_clock", "player"):
            assert s.execute(text(f"SELECT count(*) FROM {table}")).scalar() == 0, table
