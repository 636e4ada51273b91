from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, events, players, results, rounds
from organiser.services.dto import ResultInput
from tests.services.conftest import make_event, play_round


def _seated(r) -> set[int]:  # type: ignore[no-untyped-def]
    return {p for t in r.tables for p in (t.player_a, t.player_b)}


def test_round_one_is_reproducible_from_its_stored_seed(db: Database, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from organiser.services import open_database

    event_id, ids = make_event(db, 11)
    r = rounds.pair_round(db, event_id)
    assert _seated(r) | {r.bye} == set(ids) and len(r.tables) == 5
    assert [t.table for t in r.tables] == [1, 2, 3, 4, 5]
    # the same players and seed in another file give the same round
    other = open_database(tmp_path / "other.sqlite")
    try:
        e2, ids2 = make_event(other, 11)
        assert ids2 == ids
        again = rounds.pair_round(other, e2, seed=r.seed)
        assert [(t.table, t.player_a, t.player_b) for t in again.tables] == [
            (t.table, t.player_a, t.player_b) for t in r.tables
        ]
        assert again.bye == r.bye
    finally:
        other.close()


def test_refuses_to_pair_while_results_missing(db: Database) -> None:
    event_id, _ = make_event(db, 6)
    r = rounds.pair_round(db, event_id)
    with pytest.raises(Conflict, match="results missing") as exc:
        rounds.pair_round(db, event_id)
    assert exc.value.details["missing"] == [1, 2, 3]
    results.record_result(db, event_id, table=1, winner=r.tables[0].player_a)
    results.record_result(db, event_id, table=2, winner=None, outcome="double_loss")
    with pytest.raises(Conflict):
        rounds.pair_round(db, event_id)
    results.record_result(db, event_id, table=3, winner=r.tables[2].player_b, outcome="decked")
    assert rounds.pair_round(db, event_id).number == 2


def test_no_rematch_then_least_bad_pairing_on_request(db: Database) -> None:
    event_id, _ = make_event(db, 4, rounds=4)
    seen: set[frozenset[int]] = set()
    for _ in range(3):
        play_round(db, event_id)
    for n in (1, 2, 3):
        for t in rounds.get_round(db, event_id, n).tables:
            pair = frozenset((t.player_a, t.player_b))
            assert pair not in seen
            seen.add(pair)
    with pytest.raises(Conflict, match="--allow-rematches") as exc:
        rounds.pair_round(db, event_id)
    assert exc.value.details["rematches"] >= 1
    assert len(exc.value.details["least_bad"]["tables"]) == 2
    assert rounds.round_numbers(db, event_id) == [1, 2, 3]  # nothing stored
    r4 = rounds.pair_round(db, event_id, allow_rematches=True)
    assert r4.rematches == sum(t.rematch for t in r4.tables) >= 1
    assert r4.warnings


def test_planned_rounds_limit_then_raise_it(db: Database) -> None:
    event_id, _ = make_event(db, 4, rounds=1)
    play_round(db, event_id)
    with pytest.raises(Conflict, match="all 1 Swiss rounds"):
        rounds.pair_round(db, event_id)
    events.update_event(db, event_id, rounds=2)
    assert rounds.pair_round(db, event_id).number == 2


def test_planned_rounds_follow_the_suggestion_when_none_is_set(db: Database) -> None:
    event_id, _ = make_event(db, 6)
    suggested = events.get_event(db, event_id).suggested_rounds
    assert events.get_event(db, event_id).rounds == suggested
    for _ in range(suggested):
        play_round(db, event_id)
    with pytest.raises(Conflict, match=f"all {suggested} Swiss rounds"):
        rounds.pair_round(db, event_id)


def test_swap_is_audited_and_respects_results(db: Database) -> None:
    event_id, _ = make_event(db, 7)
    r = rounds.pair_round(db, event_id)
    x, y = r.tables[0].player_a, r.tables[1].player_b
    swapped = rounds.swap_players(db, event_id, x, y, reason="friends asked")
    t1, t2 = swapped.tables[0], swapped.tables[1]
    assert y in (t1.player_a, t1.player_b) and x in (t2.player_a, t2.player_b)
    # swap with the bye player: the bye moves
    bye = swapped.bye
    assert bye is not None
    moved = rounds.swap_players(db, event_id, bye, x)
    assert moved.bye == x and bye in _seated(moved)
    entry = audit.list_audit(db, event_id, action="players_swapped")[0]
    assert entry.reason == "friends asked" and entry.detail["players"] == [x, y]
    results.record_result(db, event_id, table=1, winner=moved.tables[0].player_a)
    with pytest.raises(Conflict, match="already has a result"):
        rounds.swap_players(db, event_id, moved.tables[0].player_a, moved.tables[2].player_a)
    with pytest.raises(NotFound):
        rounds.swap_players(db, event_id, 999, x)
    with pytest.raises(UserError):
        rounds.swap_players(db, event_id, x, x)


def test_repair_pairs_again_with_a_new_seed(db: Database) -> None:
    event_id, _ = make_event(db, 12)
    first = rounds.pair_round(db, event_id)
    again = rounds.repair_round(db, event_id, reason="wrong players checked in")
    assert again.number == 1 and again.seed != first.seed
    assert _seated(again) == _seated(first)
    entry = audit.list_audit(db, event_id, action="round_repaired")[0]
    assert entry.detail["old_seed"] == first.seed
    results.record_result(db, event_id, table=1, winner=again.tables[0].player_a)
    with pytest.raises(Conflict, match="delete the round"):
        rounds.repair_round(db, event_id)


def test_delete_latest_round_keeps_it_in_the_audit_log(db: Database) -> None:
    event_id, _ = make_event(db, 6)
    play_round(db, event_id)
    r2 = rounds.pair_round(db, event_id)
    results.record_result(db, event_id, table=1, winner=r2.tables[0].player_a)
    gone = rounds.delete_latest_round(db, event_id, reason="paired too early")
    assert gone["round"] == 2
    assert rounds.round_numbers(db, event_id) == [1]
    entry = audit.list_audit(db, event_id, action="round_deleted")[0]
    assert entry.reason == "paired too early"
    assert any(g["winner"] == r2.tables[0].player_a for g in entry.detail["games"])
    rounds.delete_latest_round(db, event_id)
    assert events.get_event(db, event_id).status == "registration"
    with pytest.raises(NotFound):
        rounds.delete_latest_round(db, event_id)


def test_fixed_table_is_honoured(db: Database) -> None:
    event_id, ids = make_event(db, 10)
    players.update_player(db, event_id, ids[3], fixed_table=4)
    for _ in range(3):
        r = rounds.pair_round(db, event_id)
        if r.bye != ids[3]:
            t4 = next(t for t in r.tables if t.table == 4)
            assert ids[3] in (t4.player_a, t4.player_b)
        results.record_results(db, event_id, [ResultInput(t.table, t.player_a) for t in r.tables])


def test_fewer_than_two_players(db: Database) -> None:
    event_id, _ = make_event(db, 1)
    with pytest.raises(Conflict):
        rounds.pair_round(db, event_id)
    assert rounds.round_numbers(db, event_id) == []


def test_repair_keeps_a_late_entry_out_of_the_round_they_missed(db: Database) -> None:
    event_id, ids = make_event(db, 6)
    play_round(db, event_id)
    rounds.pair_round(db, event_id)
    late = players.add_player(db, event_id, name="Late Lyanna").id  # from round 3
    again = rounds.repair_round(db, event_id)
    assert late not in _seated(again) and again.bye != late
    assert [t.player_a for t in again.unpaired] == [late]
    assert _seated(again) | ({again.bye} - {None}) == set(ids)
