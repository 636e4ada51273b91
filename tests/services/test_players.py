from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, NotFound, UserError
from organiser.services import Database, audit, players, results, rounds, standings
from organiser.services.dto import ResultInput
from tests.services.conftest import make_event, play_round


def test_namesakes_are_allowed_and_told_apart(db: Database) -> None:
    event_id, _ = make_event(db, 0)
    a = players.add_player(db, event_id, name="Jon Snow", affiliation="Night's Watch")
    b = players.add_player(db, event_id, name="Jon Snow", affiliation="Winterfell")
    c = players.add_player(db, event_id, name="Jon  Snow ")  # same name, spacing cleaned
    d = players.add_player(db, event_id, name="Þórunn Ægisdóttir 李")
    listed = {p.id: p for p in players.list_players(db, event_id)}
    assert listed[c.id].name == "Jon Snow"
    names = {listed[a.id].display_name, listed[b.id].display_name, listed[c.id].display_name}
    assert len(names) == 3
    assert listed[d.id].display_name == "Þórunn Ægisdóttir 李"


def test_same_id_or_email_is_refused(db: Database) -> None:
    event_id, _ = make_event(db, 0)
    players.add_player(db, event_id, name="A", external_id="123", email="a@x.org")
    with pytest.raises(Conflict, match="ID 123"):
        players.add_player(db, event_id, name="B", external_id="123")
    with pytest.raises(Conflict, match="e-mail"):
        players.add_player(db, event_id, name="B", email="A@X.org")
    with pytest.raises(UserError):
        players.add_player(db, event_id, name="C", email="not an address")
    with pytest.raises(UserError):
        players.add_player(db, event_id, name="")
    assert len(players.list_players(db, event_id)) == 1


def test_late_entry_gets_unpaired_losses_and_is_paired_next(db: Database) -> None:
    event_id, _ids = make_event(db, 8)
    play_round(db, event_id)
    rounds.pair_round(db, event_id)  # round 2 paired, results not in
    late = players.add_player(db, event_id, name="Late Larry")
    assert late.entered_round == 3
    r1 = rounds.get_round(db, event_id, 1)
    r2 = rounds.get_round(db, event_id, 2)
    assert [t.player_a for t in r1.unpaired] == [late.id]
    assert [t.player_a for t in r2.unpaired] == [late.id]
    results.record_results(db, event_id, [ResultInput(t.table, t.player_a) for t in r2.tables])
    r3 = rounds.pair_round(db, event_id)
    seated = {p for t in r3.tables for p in (t.player_a, t.player_b)} | set(r3.byes and [r3.bye])
    assert late.id in seated
    after_two = standings.get_standings(db, event_id, through_round=2).rows
    row = next(r for r in after_two if r.player == late.id)
    assert (row.points, row.losses, row.rounds_played) == (0, 2, 2)
    assert audit.list_audit(db, event_id, action="late_entry")[0].detail["first_round"] == 3


def test_drop_then_reinstate_with_unpaired_losses(db: Database) -> None:
    event_id, ids = make_event(db, 8)
    play_round(db, event_id)
    dropped = players.drop_player(db, event_id, ids[0], reason="feeling ill")
    assert dropped.dropped and dropped.dropped_after_round == 1
    with pytest.raises(Conflict):
        players.drop_player(db, event_id, ids[0])
    play_round(db, event_id)  # round 2 without them (7 players: a bye)
    r2 = rounds.get_round(db, event_id, 2)
    assert ids[0] not in {p for t in r2.tables for p in (t.player_a, t.player_b)}
    back = players.reinstate_player(db, event_id, ids[0], reason="feels better")
    assert not back.dropped
    r2 = rounds.get_round(db, event_id, 2)
    assert [t.player_a for t in r2.unpaired] == [ids[0]]
    r3 = rounds.pair_round(db, event_id)
    assert ids[0] in {p for t in r3.tables for p in (t.player_a, t.player_b)} | {r3.bye}
    actions = [e.action for e in audit.list_audit(db, event_id)]
    assert "player_dropped" in actions and "player_reinstated" in actions
    entry = audit.list_audit(db, event_id, action="player_reinstated")[0]
    assert entry.reason == "feels better" and entry.detail["unpaired_losses"] == [2]


def test_disqualified_player_cannot_return(db: Database) -> None:
    event_id, ids = make_event(db, 4)
    rounds.pair_round(db, event_id)
    info = players.disqualify_player(db, event_id, ids[0], reason="marked cards")
    assert info.disqualified and info.dropped
    # their pending game went to the opponent
    r1 = rounds.get_round(db, event_id, 1)
    game = next(t for t in r1.tables if ids[0] in (t.player_a, t.player_b))
    assert game.winner not in (None, ids[0])
    with pytest.raises(Conflict, match="disqualified"):
        players.reinstate_player(db, event_id, ids[0])


def test_no_show_loses_the_pending_game_and_is_dropped(db: Database) -> None:
    event_id, _ids = make_event(db, 4)
    r = rounds.pair_round(db, event_id)
    absent = r.tables[0].player_a
    opponent = r.tables[0].player_b
    info = players.record_no_show(db, event_id, absent)
    assert info.dropped
    t = rounds.get_round(db, event_id, 1).tables[0]
    assert t.winner == opponent


def test_not_checked_in_players_are_not_paired_and_no_shows_dropped(db: Database) -> None:
    event_id, ids = make_event(db, 6)
    players.check_in(db, event_id, ids[:2], checked_in=False)
    gone = players.drop_absent(db, event_id)
    assert {p.id for p in gone} == set(ids[:2])
    r = rounds.pair_round(db, event_id)
    seated = {p for t in r.tables for p in (t.player_a, t.player_b)}
    assert seated == set(ids[2:])


def test_unknown_player_is_not_found(db: Database) -> None:
    event_id, _ = make_event(db, 2)
    with pytest.raises(NotFound):
        players.drop_player(db, event_id, 999)
    other, _ = make_event(db, 2)
    foreign = players.list_players(db, other)[0].id
    with pytest.raises(NotFound):
        players.drop_player(db, event_id, foreign)


def test_no_entry_once_the_cut_started(db: Database) -> None:
    from organiser.services import cut

    event_id, _ = make_event(db, 4, rounds=1)
    play_round(db, event_id)
    cut.start_cut(db, event_id, size=2)
    with pytest.raises(Conflict, match="cut"):
        players.add_player(db, event_id, name="Too late")


def test_edit_player_is_audited(db: Database) -> None:
    event_id, ids = make_event(db, 2)
    info = players.update_player(db, event_id, ids[0], name="Daenerys", fixed_table=3)
    assert (info.name, info.fixed_table) == ("Daenerys", 3)
    entry = audit.list_audit(db, event_id, action="player_edited")[0]
    assert entry.detail["changed"]["name"] == ["P1", "Daenerys"]
    with pytest.raises(UserError):
        players.update_player(db, event_id, ids[0], fixed_table=0)


def test_add_players_in_one_transaction(db: Database) -> None:
    event_id, _ = make_event(db, 0)
    batch = [
        players.NewPlayer(name="Arya", external_id="7"),
        players.NewPlayer(name="Arya", affiliation="Braavos"),
        players.NewPlayer(name="Bran", fixed_table=2, checked_in=False),
    ]
    added = players.add_players(db, event_id, batch)
    assert [p.name for p in added] == ["Arya", "Arya", "Bran"]
    assert added[2].fixed_table == 2 and not added[2].checked_in
    with pytest.raises(Conflict):
        players.add_players(
            db,
            event_id,
            [players.NewPlayer(name="C"), players.NewPlayer(name="D", external_id="7")],
        )
    with pytest.raises(Conflict, match="twice"):
        players.add_players(
            db,
            event_id,
            [
                players.NewPlayer(name="E", email="e@x.org"),
                players.NewPlayer(name="F", email="E@x.org"),
            ],
        )
    with pytest.raises(UserError):
        players.add_players(
            db, event_id, [players.NewPlayer(name="G"), players.NewPlayer(name=" ")]
        )
    assert len(players.list_players(db, event_id)) == 3
