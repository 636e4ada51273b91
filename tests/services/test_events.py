from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, events
from tests.services.conftest import make_event, play_round


def test_create_defaults_and_suggested_structure(db: Database) -> None:
    event_id, _ = make_event(db, 30)
    info = events.get_event(db, event_id)
    assert (info.ruleset, info.format, info.scoring_profile) == ("lcg2", "joust", "ffg-2e")
    assert info.round_minutes == 55
    assert info.tiebreaks == ("points", "sos", "esos", "random")
    # TOURNAMENT_RULES.md store table: 25-40 players -> 5 rounds, top 4
    assert (info.rounds, info.cut_size) == (5, 4)
    assert not info.rounds_overridden
    regional = events.update_event(db, event_id, level="regional")
    assert (regional.rounds, regional.cut_size) == (5, 8)


def test_override_structure_and_settings_are_audited(db: Database) -> None:
    event_id, _ = make_event(db, 10)
    info = events.update_event(
        db, event_id, rounds=6, cut_size=8, restricted_list="v2.3", reason="big store day"
    )
    assert (info.rounds, info.cut_size, info.restricted_list) == (6, 8, "v2.3")
    assert info.rounds_overridden and info.cut_overridden
    entry = audit.list_audit(db, event_id, action="event_settings")[-1]
    assert entry.reason == "big store day"
    assert entry.detail["changed"]["rounds"] == [None, 6]
    back = events.update_event(db, event_id, rounds=None)
    assert back.rounds == back.suggested_rounds


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("ruleset", "lcg3"),
        ("format", "solo"),
        ("scoring_profile", "nope"),
        ("cut_size", 6),
        ("rounds", 0),
        ("date", "21/11/2026"),
        ("tiebreaks", "points,luck"),
        ("name", "   "),
    ],
)
def test_bad_settings_are_refused_and_change_nothing(
    db: Database, field: str, value: object
) -> None:
    event_id, _ = make_event(db, 4)
    before = events.get_event(db, event_id)
    with pytest.raises(UserError):
        events.update_event(db, event_id, **{field: value})
    assert events.get_event(db, event_id) == before


def test_h2h_profile_and_custom_tiebreak_order(db: Database) -> None:
    info = events.create_event(db, name="2016 style", scoring_profile="ffg-2e-h2h")
    assert info.tiebreaks[:2] == ("points", "h2h")
    custom = events.update_event(db, info.id, tiebreaks="esos,sos,random")
    assert custom.tiebreaks == ("points", "esos", "sos", "random")


def test_melee_event_keeps_its_settings_and_refuses_unknown_ones(db: Database) -> None:
    info = events.create_event(
        db,
        name="Melee night",
        format="melee",
        melee_profile="maester-melee-power",
        odd_tables="five",
    )
    assert (info.format, info.melee_profile, info.odd_tables) == (
        "melee",
        "maester-melee-power",
        "five",
    )
    changed = events.update_event(db, info.id, odd_tables="three")
    assert changed.odd_tables == "three"
    with pytest.raises(UserError, match="odd tables"):
        events.update_event(db, info.id, odd_tables="seven")
    with pytest.raises(UserError, match="melee profile"):
        events.create_event(db, name="x", format="melee", melee_profile="ffg-2e")
    assert events.get_event(db, info.id).odd_tables == "three"


def test_event_resolution(db: Database) -> None:
    with pytest.raises(NotFound):
        events.resolve_event(db, None)
    a = events.create_event(db, name="A").id
    assert events.resolve_event(db, None) == a
    events.create_event(db, name="B")
    with pytest.raises(UserError, match="choose one with --event"):
        events.resolve_event(db, None)
    with pytest.raises(NotFound):
        events.get_event(db, 999)


def test_finish_refuses_missing_results_then_blocks_pairing(db: Database) -> None:
    from organiser.services import rounds

    event_id, _ = make_event(db, 6)
    rounds.pair_round(db, event_id)
    with pytest.raises(Conflict, match="results missing"):
        events.finish_event(db, event_id)
    events.update_event(db, event_id, rounds=1)
    rounds.delete_latest_round(db, event_id)
    play_round(db, event_id)
    assert events.finish_event(db, event_id).status == "finished"
    with pytest.raises(Conflict, match="finished"):
        rounds.pair_round(db, event_id)


def test_structure_is_fixed_when_round_one_is_paired(db: Database) -> None:
    from organiser.services import players

    event_id, ids = make_event(db, 9)  # 9-16 players: 4 rounds
    play_round(db, event_id)
    players.drop_player(db, event_id, ids[0])  # 8 left would suggest 3 rounds
    assert events.get_event(db, event_id).rounds == 4


def test_delete_event_keeps_an_audit_line(db: Database) -> None:
    event_id, _ = make_event(db, 4)
    play_round(db, event_id)
    events.delete_event(db, event_id, reason="test data")
    assert events.list_events(db) == []
    lines = audit.list_audit(db, all_events=True)
    assert lines[-1].action == "event_deleted" and lines[-1].reason == "test data"


def test_status_can_only_be_finished_or_reopened(db: Database) -> None:
    event_id, _ = make_event(db, 4, rounds=1)
    play_round(db, event_id)
    with pytest.raises(Conflict):
        events.update_event(db, event_id, status="cut")
    assert events.update_event(db, event_id, status="finished").status == "finished"
    reopened = events.update_event(db, event_id, status="swiss", reason="one more round")
    assert reopened.status == "swiss"


def test_custom_points_change_the_standings(db: Database) -> None:
    from organiser.services import results, rounds, standings

    event_id, _ = make_event(db, 4, scoring_profile="ffg-2e:win=3,modified_win=2")
    info = events.get_event(db, event_id)
    assert info.points["win"] == 3 and info.points["modified_win"] == 2 and info.points["bye"] == 5
    r = rounds.pair_round(db, event_id)
    results.record_result(db, event_id, table=1, winner=r.tables[0].player_a)
    results.record_result(
        db, event_id, table=2, winner=r.tables[1].player_a, outcome="modified_win"
    )
    points = {row.player: row.points for row in standings.get_standings(db, event_id).rows}
    assert points[r.tables[0].player_a] == 3 and points[r.tables[1].player_a] == 2
    with pytest.raises(UserError):
        events.update_event(db, event_id, scoring_profile="ffg-2e:win=lots")
