from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, UserError
from organiser.services import Database, cut, events, players, results, rounds, standings
from organiser.services.dto import ResultInput
from tests.services.conftest import make_event, play_round


def _swiss(db: Database, count: int, n_rounds: int) -> tuple[int, list[int]]:
    event_id, ids = make_event(db, count, rounds=n_rounds)
    for _ in range(n_rounds):
        play_round(db, event_id)
    return event_id, ids


def test_standings_are_sorted_and_ranks_consistent(db: Database) -> None:
    event_id, _ids = _swiss(db, 9, 3)
    info = standings.get_standings(db, event_id)
    assert info.round == 3 and len(info.rows) == 9
    keys = [(-r.points, -round(r.sos, 9), -round(r.esos, 9)) for r in info.rows]
    assert keys == sorted(keys)
    for prev, row in zip(info.rows, info.rows[1:], strict=False):
        assert row.rank >= prev.rank
    assert sum(r.byes for r in info.rows) == 3  # 9 players: one bye per round
    assert sum(r.wins for r in info.rows) == 3 * 4 + 0
    early = standings.get_standings(db, event_id, through_round=1)
    assert early.round == 1 and max(r.points for r in early.rows) == 5
    with pytest.raises(UserError):
        standings.get_standings(db, event_id, through_round=7)


def test_cut_of_four_to_the_final(db: Database) -> None:
    event_id, _ids = _swiss(db, 10, 3)
    top = [r.player for r in standings.get_standings(db, event_id).rows[:4]]
    info = cut.start_cut(db, event_id, size=4)
    assert [p for _, p, _ in info.seeds] == top
    semis = info.rounds[0]
    assert [(t.player_a, t.player_b) for t in semis.tables] == [(top[0], top[3]), (top[1], top[2])]
    with pytest.raises(Conflict):
        rounds.pair_round(db, event_id)
    with pytest.raises(Conflict):
        cut.pair_cut_round(db, event_id)  # semis not played
    results.record_result(db, event_id, table=1, winner=top[3])  # upset
    results.record_result(db, event_id, table=2, winner=top[1])
    final = cut.pair_cut_round(db, event_id).rounds[-1]
    assert [(t.player_a, t.player_b) for t in final.tables] == [(top[3], top[1])]
    results.record_result(db, event_id, table=1, winner=top[1], outcome="modified_win")
    done = cut.get_cut(db, event_id)
    assert done.finished and done.champion == top[1]
    assert events.get_event(db, event_id).status == "finished"
    places = standings.get_standings(db, event_id).final
    assert [f.player for f in places[:2]] == [top[1], top[3]]
    assert {f.player for f in places[2:4]} == {top[0], top[2]}
    assert len(places) == 10 and [f.place for f in places] == list(range(1, 11))
    with pytest.raises(Conflict):
        cut.pair_cut_round(db, event_id)


def test_dropped_qualifier_is_replaced_at_the_lowest_seed(db: Database) -> None:
    event_id, _ids = _swiss(db, 10, 3)
    order = [r.player for r in standings.get_standings(db, event_id).rows]
    players.drop_player(db, event_id, order[1], reason="train home")
    info = cut.start_cut(db, event_id, size=4)
    assert [p for _, p, _ in info.seeds] == [order[0], order[2], order[3], order[4]]


def test_drop_during_elimination_gives_the_opponent_the_win(db: Database) -> None:
    event_id, _ids = _swiss(db, 8, 3)
    info = cut.start_cut(db, event_id, size=4)
    semi = info.rounds[0].tables[0]
    players.drop_player(db, event_id, semi.player_a)
    after = cut.get_cut(db, event_id).rounds[0].tables[0]
    assert after.winner == semi.player_b and after.outcome == "concession"
    # the other semi's winner then drops before the final: the final goes to the opponent
    other = info.rounds[0].tables[1]
    results.record_result(db, event_id, table=2, winner=other.player_a)
    players.drop_player(db, event_id, other.player_a)
    final = cut.pair_cut_round(db, event_id).rounds[-1].tables[0]
    assert final.winner == semi.player_b
    assert final.reported and not cut.get_cut(db, event_id).finished
    # The final was decided without play: the next step finishes the event.
    assert cut.advance_cut(db, event_id).finished


def test_cut_refusals(db: Database) -> None:
    event_id, _ = make_event(db, 6, rounds=2)
    play_round(db, event_id)
    rounds.pair_round(db, event_id)
    with pytest.raises(Conflict, match="results missing"):
        cut.start_cut(db, event_id, size=4)
    rounds.delete_latest_round(db, event_id)
    with pytest.raises(UserError, match="no cut planned"):
        cut.start_cut(db, event_id)
    with pytest.raises(UserError):
        cut.start_cut(db, event_id, size=6)
    cut.start_cut(db, event_id, size=4)
    with pytest.raises(Conflict, match="already"):
        cut.start_cut(db, event_id, size=4)
    # deleting the first elimination round undoes the seeding
    rounds.delete_latest_round(db, event_id)
    assert events.get_event(db, event_id).status == "swiss"
    assert cut.get_cut(db, event_id).seeds == ()


def test_cut_with_fewer_players_than_its_size_gives_byes(db: Database) -> None:
    event_id, _ = _swiss(db, 6, 2)
    for p in players.list_players(db, event_id)[:1]:
        players.drop_player(db, event_id, p.id)
    info = cut.start_cut(db, event_id, size=8)
    first = info.rounds[0]
    assert len(info.seeds) == 5
    assert len(first.byes) == 3 and len(first.tables) == 1
    results.record_results(db, event_id, [ResultInput(1, first.tables[0].player_a)])
    semis = cut.pair_cut_round(db, event_id).rounds[-1]
    assert len(semis.tables) == 2
