"""The judge's log: calls, rulings, penalties, escalation, and what penalties do to results."""

from __future__ import annotations

import csv
import io
import os

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.core.penalties import Category, Level, propose
from organiser.services import Database, judging, open_database, players, results, rounds
from organiser.services.audit import list_audit
from tests.services.conftest import FakeClock, make_event


def _started(db: Database, count: int = 5) -> tuple[int, list[int]]:
    """An event with round 1 paired (five players: two tables and a bye)."""
    eid, ids = make_event(db, count)
    rounds.pair_round(db, eid)
    return eid, ids


def _table_of(db: Database, eid: int, pid: int) -> tuple[int, int]:
    """(table, opponent) of ``pid`` in the latest round."""
    info = results.list_results(db, eid)
    for t in info.tables:
        if pid in (t.player_a, t.player_b):
            other = t.player_b if t.player_a == pid else t.player_a
            assert other is not None
            return t.table, other
    raise AssertionError(f"player {pid} has no table")


def _bye_player(db: Database, eid: int) -> int:
    (bye,) = results.list_results(db, eid).byes
    return bye.player_a


def _snapshot(db: Database, eid: int) -> tuple[object, ...]:
    """Everything a refused request must leave unchanged."""
    log = judging.judge_log(db, eid).to_json()
    res = results.list_results(db, eid).to_json()
    people = [p.to_json() for p in players.list_players(db, eid)]
    return log, res, people, len(list_audit(db, eid))


# -- calls -----------------------------------------------------------------------------------


def test_a_call_names_the_tables_players_and_is_resolved_once(
    db: Database, clock: FakeClock
) -> None:
    eid, _ids = _started(db)
    table = results.list_results(db, eid).tables[0]
    call = judging.open_call(db, eid, table=table.table, question="Does X save?", judge="Ann")
    assert call.players == (table.player_a, table.player_b)
    assert call.round == 1 and call.called_at.startswith("2026-11-21T09:00")
    assert not call.resolved
    clock.advance(4)
    done = judging.resolve_call(db, eid, call.id, outcome="It does not", extension_minutes=4)
    assert done.resolved and done.extension_minutes == 4
    assert done.resolved_at is not None and done.resolved_at.startswith("2026-11-21T09:04")
    before = _snapshot(db, eid)
    with pytest.raises(Conflict, match="already resolved"):
        judging.resolve_call(db, eid, call.id, outcome="again")
    assert _snapshot(db, eid) == before
    actions = [a.action for a in list_audit(db, eid)]
    assert "judge_called" in actions and "judge_call_resolved" in actions


def test_a_call_at_an_unknown_table_round_or_player_is_refused(db: Database) -> None:
    eid, ids = _started(db)
    before = _snapshot(db, eid)
    with pytest.raises(NotFound, match="no table 9"):
        judging.open_call(db, eid, table=9, question="q")
    with pytest.raises(NotFound, match="no round 4"):
        judging.open_call(db, eid, table=1, round=4, question="q")
    with pytest.raises(NotFound, match="no player 999"):
        judging.open_call(db, eid, players=[999], question="q")
    table, _ = _table_of(db, eid, ids[0])
    stranger = next(p for p in ids if p != ids[0] and _maybe_table(db, eid, p) != table)
    with pytest.raises(UserError, match="not at table"):
        judging.open_call(db, eid, table=table, players=[stranger], question="q")
    with pytest.raises(UserError, match="cannot be empty"):
        judging.open_call(db, eid, table=table, question="   ")
    with pytest.raises(UserError, match="0 to 60 minutes"):
        call = judging.open_call(db, eid, table=table, question="q")
        judging.resolve_call(db, eid, call.id, outcome="x", extension_minutes=61)
    # the last call was opened: only it differs
    assert len(judging.judge_log(db, eid).calls) == 1
    assert before[1:3] == _snapshot(db, eid)[1:3]


def _maybe_table(db: Database, eid: int, pid: int) -> int | None:
    try:
        return _table_of(db, eid, pid)[0]
    except AssertionError:
        return None


def test_a_call_away_from_a_table_names_its_players(db: Database) -> None:
    eid, ids = _started(db)
    call = judging.open_call(db, eid, players=[ids[2]], question="deck check")
    assert call.table is None and call.players == (ids[2],)


# -- rulings ---------------------------------------------------------------------------------


def test_rulings_are_attached_to_a_call_and_found_by_their_words(db: Database) -> None:
    eid, _ids = _started(db)
    call = judging.open_call(db, eid, table=1, question="Timing of Treachery in a challenge")
    other = judging.open_call(db, eid, table=2, question="Setup: how many cards")
    r1 = judging.attach_ruling(
        db,
        eid,
        call.id,
        title="Treachery cancels the response",
        summary="The interrupt resolves before the reaction window",
        scenario_path="/rulings/r1.yaml",
        pdf_path="/rulings/r1.pdf",
    )
    judging.attach_ruling(db, eid, other.id, title="Setup count", summary="Seven cards")
    assert r1.call_id == call.id and r1.table == 1
    assert [r.id for r in judging.search_rulings(db, eid, "treachery")] == [r1.id]
    assert [r.id for r in judging.search_rulings(db, eid, "REACTION window")] == [r1.id]
    assert judging.search_rulings(db, eid, "treachery seven") == []
    # the call's question counts, and the file names
    assert [r.title for r in judging.search_rulings(db, eid, "how many")] == ["Setup count"]
    assert [r.id for r in judging.search_rulings(db, eid, "r1.yaml")] == [r1.id]
    assert len(judging.search_rulings(db, eid, "")) == 2
    log = judging.judge_log(db, eid)
    assert [len(c.rulings) for c in log.calls] == [1, 1]
    with pytest.raises(NotFound, match="no judge call 77"):
        judging.attach_ruling(db, eid, 77, title="x")
    with pytest.raises(UserError, match="title cannot be empty"):
        judging.attach_ruling(db, eid, call.id, title="")
    assert len(judging.search_rulings(db, eid)) == 2


# -- penalties -------------------------------------------------------------------------------


def test_escalation_rule() -> None:
    assert propose(Category.SLOW_PLAY, []).level is Level.WARNING
    assert propose(Category.CHEATING, []).level is Level.DISQUALIFICATION
    once = [("slow_play", "warning")]
    assert propose(Category.SLOW_PLAY, once).level is Level.GAME_LOSS
    # another category's penalties do not raise the proposal
    assert propose(Category.TARDINESS, once).level is Level.WARNING
    twice = [("slow_play", "warning"), ("slow_play", "game_loss")]
    assert propose(Category.SLOW_PLAY, twice).level is Level.DISQUALIFICATION
    # a judge who chose a game loss at once: the next is above it
    assert propose(Category.DECK_PROBLEM, [("deck_problem", "game_loss")]).level is (
        Level.DISQUALIFICATION
    )


def test_a_warning_changes_no_result_and_a_second_is_proposed_a_game_loss(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    table, _opp = _table_of(db, eid, pid)
    before = results.list_results(db, eid).to_json()
    first = judging.issue_penalty(db, eid, pid, category="slow_play", judge="Ann")
    assert (first.level, first.proposed_level, first.effect) == ("warning", "warning", None)
    assert first.round == 1
    assert results.list_results(db, eid).to_json() == before
    history = judging.penalty_history(db, eid, pid)
    assert [p.id for p in history.penalties] == [first.id]
    assert history.proposals["slow_play"] == "game_loss"
    assert history.proposals["tardiness"] == "warning"
    # the judge decides: a second warning though a game loss was proposed
    second = judging.issue_penalty(db, eid, pid, category="slow_play", level="warning")
    assert (second.level, second.proposed_level) == ("warning", "game_loss")
    assert results.list_results(db, eid).to_json() == before
    del table


def test_a_game_loss_enters_the_result_through_the_result_service(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    table, opp = _table_of(db, eid, pid)
    judging.issue_penalty(db, eid, pid, category="marked_cards")
    loss = judging.issue_penalty(db, eid, pid, category="marked_cards")  # escalated
    assert loss.level == "game_loss" and loss.table == table
    t = next(x for x in results.list_results(db, eid).tables if x.table == table)
    assert (t.winner, t.outcome) == (opp, "win")
    recorded = [a for a in list_audit(db, eid) if a.action == "result_recorded"]
    assert recorded and recorded[-1].reason is not None and "game_loss" in recorded[-1].reason
    assert recorded[-1].detail["table"] == table


def test_a_game_loss_corrects_a_result_the_player_had_won(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    table, opp = _table_of(db, eid, pid)
    results.record_result(db, eid, table=table, winner=pid)
    p = judging.issue_penalty(db, eid, pid, category="cheating", level="game_loss")
    assert p.effect is not None and "corrected" in p.effect
    t = next(x for x in results.list_results(db, eid).tables if x.table == table)
    assert t.winner == opp
    corrected = [a for a in list_audit(db, eid) if a.action == "result_corrected"]
    assert corrected[-1].detail["was"]["winner"] == pid
    # already lost: the result stays as it is
    p2 = judging.issue_penalty(db, eid, pid, category="slow_play", level="game_loss")
    assert p2.effect is not None and "unchanged" in p2.effect


def test_a_game_loss_in_a_round_without_a_game_changes_nothing(db: Database) -> None:
    eid, _ids = _started(db)
    bye = _bye_player(db, eid)
    before = _snapshot(db, eid)
    with pytest.raises(Conflict, match="no game in round 1"):
        judging.issue_penalty(db, eid, bye, category="tardiness", level="game_loss")
    assert _snapshot(db, eid) == before


def test_a_game_loss_before_any_round_is_refused(db: Database) -> None:
    eid, ids = make_event(db, 4)
    with pytest.raises(NotFound, match="no round"):
        judging.issue_penalty(db, eid, ids[0], category="tardiness", level="game_loss")
    warning = judging.issue_penalty(db, eid, ids[0], category="tardiness")
    assert warning.round is None and warning.level == "warning"


def test_a_disqualification_goes_through_the_player_service(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    table, opp = _table_of(db, eid, pid)
    dq = judging.issue_penalty(db, eid, pid, category="cheating", note="stacked deck")
    assert (dq.level, dq.effect) == ("disqualification", "player disqualified")
    info = players.get_player(db, eid, pid)
    assert info.disqualified and info.dropped
    t = next(x for x in results.list_results(db, eid).tables if x.table == table)
    assert t.winner == opp  # the pending game went to the opponent
    actions = [a.action for a in list_audit(db, eid)]
    assert "player_disqualified" in actions and actions[-1] == "penalty_issued"
    before = _snapshot(db, eid)
    with pytest.raises(Conflict, match="already disqualified"):
        judging.issue_penalty(db, eid, pid, category="cheating")
    assert _snapshot(db, eid) == before


def test_bad_penalty_input_changes_nothing(db: Database) -> None:
    eid, ids = _started(db)
    before = _snapshot(db, eid)
    with pytest.raises(NotFound, match="no player 999"):
        judging.issue_penalty(db, eid, 999, category="slow_play")
    with pytest.raises(UserError, match="unknown infraction category"):
        judging.issue_penalty(db, eid, ids[0], category="rudeness")
    with pytest.raises(UserError, match="unknown penalty level"):
        judging.issue_penalty(db, eid, ids[0], category="slow_play", level="caution")
    with pytest.raises(NotFound, match="no round 3"):
        judging.issue_penalty(db, eid, ids[0], category="slow_play", round=3)
    with pytest.raises(NotFound, match="no judge call 5"):
        judging.issue_penalty(db, eid, ids[0], category="slow_play", call_id=5)
    other_table, _ = _table_of(db, eid, ids[0])
    wrong = 2 if other_table == 1 else 1
    with pytest.raises(UserError, match="not at table"):
        judging.issue_penalty(db, eid, ids[0], category="slow_play", table=wrong)
    assert _snapshot(db, eid) == before


def test_a_penalty_from_a_call_takes_its_round_and_table(db: Database) -> None:
    eid, ids = _started(db)
    table, opp = _table_of(db, eid, ids[0])
    call = judging.open_call(db, eid, table=table, question="shuffling")
    p = judging.issue_penalty(db, eid, opp, category="procedural_error", call_id=call.id)
    assert (p.call_id, p.table, p.round) == (call.id, table, 1)
    outsider = _bye_player(db, eid)
    with pytest.raises(UserError, match="not named in judge call"):
        judging.issue_penalty(db, eid, outsider, category="slow_play", call_id=call.id)


def test_the_log_exports_as_csv(db: Database) -> None:
    eid, ids = _started(db)
    call = judging.open_call(db, eid, table=1, question="=SUM(A1)")
    judging.attach_ruling(db, eid, call.id, title="T", summary="S", pdf_path="/x.pdf")
    judging.issue_penalty(db, eid, ids[1], category="tardiness", judge="Bo")
    rows = list(csv.DictReader(io.StringIO(judging.judge_log_csv(db, eid))))
    assert [r["kind"] for r in rows] == ["call", "ruling", "penalty"]
    assert rows[0]["question_or_title"] == "'=SUM(A1)"  # never a formula in a spreadsheet
    assert rows[1]["pdf"] == "/x.pdf" and rows[1]["call"] == str(call.id)
    assert (rows[2]["category"], rows[2]["level"], rows[2]["judge"]) == (
        "tardiness",
        "warning",
        "Bo",
    )


@pytest.mark.postgres
def test_the_judge_log_on_postgresql() -> None:
    url = os.environ.get("MAESTER_TEST_PG_URL")
    if not url:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    from organiser.services import events

    db = open_database(url)
    try:
        eid, ids = make_event(db, 4)
        try:
            rounds.pair_round(db, eid)
            table, opp = _table_of(db, eid, ids[0])
            call = judging.open_call(db, eid, table=table, question="q")
            judging.attach_ruling(db, eid, call.id, title="Pg ruling")
            judging.issue_penalty(db, eid, ids[0], category="slow_play", level="game_loss")
            t = next(x for x in results.list_results(db, eid).tables if x.table == table)
            assert t.winner == opp
            assert [r.title for r in judging.search_rulings(db, eid, "pg")] == ["Pg ruling"]
        finally:
            events.delete_event(db, eid)
    finally:
        db.close()


def test_deleting_an_event_deletes_its_log(db: Database) -> None:
    from organiser.services import events

    eid, ids = _started(db)
    call = judging.open_call(db, eid, table=1, question="q")
    judging.attach_ruling(db, eid, call.id, title="T")
    judging.issue_penalty(db, eid, ids[0], category="slow_play", call_id=None)
    other, _ = make_event(db, 2)
    events.delete_event(db, eid)
    assert [e.id for e in events.list_events(db)] == [other]
    assert judging.judge_log(db, other).calls == ()


def test_a_disqualification_before_round_1_needs_no_round(db: Database) -> None:
    eid, ids = make_event(db, 4)
    dq = judging.issue_penalty(
        db, eid, ids[0], category="unsporting_conduct", level="disqualification"
    )
    assert dq.round is None and dq.effect == "player disqualified"
    assert players.get_player(db, eid, ids[0]).disqualified


def test_melee_calls_name_the_seated_players(db: Database) -> None:
    eid, _ids = make_event(db, 8, format="melee")
    first = rounds.pair_round(db, eid).melee_tables[0]
    seated = tuple(seat.player for seat in first.seats)
    call = judging.open_call(db, eid, table=first.table, question="Who is the first player?")
    assert call.players == seated
    warning = judging.issue_penalty(db, eid, seated[0], category="slow_play", table=first.table)
    assert warning.table == first.table
    with pytest.raises(NotFound, match="no table 9"):
        judging.open_call(db, eid, table=9, question="q")


def _melee_table(db: Database) -> tuple[int, int, list[int]]:
    """A melee event (tables of four), round 1 seated: (event, table, its players)."""
    eid, _ids = make_event(db, 8, format="melee")
    first = rounds.pair_round(db, eid).melee_tables[0]
    return eid, first.table, [seat.player for seat in first.seats]


def _seats(db: Database, eid: int, table: int) -> dict[int, tuple[int | None, int | None, bool]]:
    (t,) = [x for x in results.list_results(db, eid).melee_tables if x.table == table]
    return {s.player: (s.place, s.power, s.eliminated) for s in t.seats}


def test_a_melee_game_loss_waits_for_the_tables_result(db: Database) -> None:
    eid, table, seated = _melee_table(db)
    before = _snapshot(db, eid)
    with pytest.raises(Conflict, match=f"table {table} of round 1 has no result yet"):
        judging.issue_penalty(db, eid, seated[0], category="slow_play", level="game_loss")
    assert _snapshot(db, eid) == before


def test_a_melee_game_loss_puts_the_player_last_through_the_result_service(
    db: Database,
) -> None:
    eid, table, (a, b, c, d) = _melee_table(db)
    results.record_melee_result(
        db,
        eid,
        table=table,
        places={a: 1, b: 2, c: 2, d: 4},
        powers={a: 12, b: 9, c: 9, d: 3},
        ending="time",
    )
    p = judging.issue_penalty(db, eid, a, category="cheating", level="game_loss", note="x")
    assert p.effect is not None and "last at table" in p.effect
    # b and c still share a place, now the first; d moves up; a is last and eliminated
    assert _seats(db, eid, table) == {
        b: (1, 9, False),
        c: (1, 9, False),
        d: (3, 3, False),
        a: (4, 12, True),
    }
    corrected = [e for e in list_audit(db, eid) if e.action == "melee_result_corrected"]
    assert len(corrected) == 1 and "game_loss penalty (cheating)" in (corrected[0].reason or "")
    # a second game loss finds the player already last: the result stays
    again = judging.issue_penalty(db, eid, a, category="slow_play", level="game_loss")
    assert again.effect is not None and "already last" in again.effect
    assert len([e for e in list_audit(db, eid) if e.action == "melee_result_corrected"]) == 1


def test_a_melee_game_loss_for_the_winner_at_15_power_is_refused(db: Database) -> None:
    eid, table, (a, b, c, d) = _melee_table(db)
    results.record_melee_result(
        db,
        eid,
        table=table,
        places={a: 1, b: 2, c: 3, d: 4},
        powers={a: 15, b: 9, c: 6, d: 3},
        ending="won",
    )
    before = _snapshot(db, eid)
    with pytest.raises(UserError, match="15"):
        judging.issue_penalty(db, eid, a, category="cheating", level="game_loss")
    assert _snapshot(db, eid) == before  # neither the result nor the penalty
    # the organiser decides the table by hand (docs/judges.md); the game loss then stands
    results.record_melee_result(
        db,
        eid,
        table=table,
        places={b: 1, c: 2, d: 3, a: 4},
        powers={a: 0, b: 9, c: 6, d: 3},
        ending="time",
        eliminated=[a],
        correction=True,
        reason="cheating: the win does not stand",
    )
    after = judging.issue_penalty(db, eid, a, category="cheating", level="game_loss")
    assert after.effect is not None and "already last" in after.effect
    assert _seats(db, eid, table)[a] == (4, 0, True)


def test_the_event_export_carries_the_log(db: Database) -> None:
    from organiser.services import export

    eid, ids = _started(db)
    call = judging.open_call(db, eid, table=1, question="q")
    judging.issue_penalty(db, eid, ids[0], category="tardiness")
    data = export.export_event(db, eid)
    assert [c["id"] for c in data["judge_log"]["calls"]] == [call.id]
    assert [p["category"] for p in data["judge_log"]["penalties"]] == ["tardiness"]
    assert "judge_log" not in export.export_event(db, eid, judge_log=False)


# -- withdrawing a penalty -------------------------------------------------------------------


def test_a_withdrawn_penalty_stays_in_the_log_and_stops_counting(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    wrong = judging.issue_penalty(db, eid, pid, category="slow_play", judge="Ann")
    assert judging.penalty_history(db, eid, pid).proposals["slow_play"] == "game_loss"
    out = judging.withdraw_penalty(db, eid, wrong.id, reason="the wrong player", judge="Ann")
    assert out.withdrawn and out.withdrawn_reason == "the wrong player" and out.effect is None
    history = judging.penalty_history(db, eid, pid)
    assert [(p.id, p.withdrawn) for p in history.penalties] == [(wrong.id, True)]
    assert history.proposals["slow_play"] == "warning"  # escalation no longer counts it
    again = judging.issue_penalty(db, eid, pid, category="slow_play")
    assert (again.level, again.proposed_level) == ("warning", "warning")
    (line,) = [a for a in list_audit(db, eid) if a.action == "penalty_withdrawn"]
    assert line.reason == "the wrong player" and line.detail["penalty"] == wrong.id
    rows = list(csv.DictReader(io.StringIO(judging.judge_log_csv(db, eid))))
    assert [r["withdrawn_reason"] for r in rows] == ["the wrong player", ""]


def test_withdrawing_is_refused_twice_without_a_reason_or_for_another_event(
    db: Database,
) -> None:
    eid, ids = _started(db)
    p = judging.issue_penalty(db, eid, ids[0], category="tardiness")
    before = _snapshot(db, eid)
    with pytest.raises(UserError, match="reason cannot be empty"):
        judging.withdraw_penalty(db, eid, p.id, reason="  ")
    with pytest.raises(NotFound):
        judging.withdraw_penalty(db, eid, p.id + 99, reason="x")
    other, _ = make_event(db, 4)
    with pytest.raises(NotFound):
        judging.withdraw_penalty(db, other, p.id, reason="x")
    assert _snapshot(db, eid) == before
    judging.withdraw_penalty(db, eid, p.id, reason="typo")
    after = _snapshot(db, eid)
    with pytest.raises(Conflict, match="already withdrawn"):
        judging.withdraw_penalty(db, eid, p.id, reason="again")
    assert _snapshot(db, eid) == after


def test_a_withdrawn_game_loss_leaves_its_result_for_the_desk(db: Database) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    table, opp = _table_of(db, eid, pid)
    loss = judging.issue_penalty(db, eid, pid, category="cheating", level="game_loss")
    out = judging.withdraw_penalty(db, eid, loss.id, reason="misheard")
    assert out.effect is not None and f"table {table}" in out.effect
    t = next(x for x in results.list_results(db, eid).tables if x.table == table)
    assert t.winner == opp  # a result is changed at the desk, audited on its own


def test_a_withdrawn_disqualification_is_lifted_and_the_player_can_come_back(
    db: Database,
) -> None:
    eid, ids = _started(db)
    pid = ids[0]
    dq = judging.issue_penalty(db, eid, pid, category="cheating", level="disqualification")
    with pytest.raises(Conflict, match="disqualified"):
        players.reinstate_player(db, eid, pid)
    out = judging.withdraw_penalty(db, eid, dq.id, reason="the wrong player")
    assert out.effect is not None and "lifted" in out.effect
    info = players.get_player(db, eid, pid)
    assert not info.disqualified and info.dropped
    players.reinstate_player(db, eid, pid)
    assert not players.get_player(db, eid, pid).dropped
