"""Standings: points, SoS, extended SoS, head-to-head, random, shared ranks."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from organiser.core.model import (
    SCORING_PROFILES,
    Game,
    Outcome,
    PlayerEntry,
    ScoringProfile,
    Stage,
    Tiebreak,
)
from organiser.core.standings import compute_standings, player_points, random_key

FFG = SCORING_PROFILES["ffg-2e"]
H2H = SCORING_PROFILES["ffg-2e-h2h"]
NO_RANDOM = ScoringProfile(name="no-random", tiebreaks=(Tiebreak.POINTS, Tiebreak.SOS))


def players(n: int) -> list[PlayerEntry]:
    return [PlayerEntry(id=i, name=f"P{i}") for i in range(1, n + 1)]


def win(r: int, t: int, w: int, loser: int, outcome: Outcome = Outcome.WIN) -> Game:
    return Game(round=r, table=t, player_a=w, player_b=loser, winner=w, outcome=outcome)


def bye(r: int, p: int) -> Game:
    return Game(round=r, table=0, player_a=p, player_b=None, winner=p, outcome=Outcome.BYE)


def by_player(rows: list) -> dict:  # type: ignore[type-arg]
    return {r.player: r for r in rows}


def test_points_per_outcome() -> None:
    games = [
        win(1, 1, 1, 2),
        win(1, 2, 3, 4, Outcome.MODIFIED_WIN),
        win(2, 1, 1, 3, Outcome.CONCESSION),
        win(2, 2, 4, 2, Outcome.DECKED),
        Game(3, 1, 1, 4, winner=None, outcome=Outcome.DOUBLE_LOSS),
        bye(3, 2),
        Game(3, 0, 3, None, outcome=Outcome.UNPAIRED_LOSS),
    ]
    rows = by_player(compute_standings(players(4), games, FFG, seed=1))
    assert rows[1].points == 10  # win, concession win, double loss
    assert rows[2].points == 5  # loss, loss, bye
    assert rows[3].points == 4  # modified win, loss, unpaired loss
    assert rows[4].points == 5  # loss, decked win, double loss
    assert (rows[1].wins, rows[1].losses, rows[1].byes) == (2, 1, 0)
    assert (rows[2].wins, rows[2].losses, rows[2].byes) == (0, 2, 1)
    assert rows[3].losses == 2  # the unpaired loss is a loss
    assert all(r.rounds_played == 3 for r in rows.values())
    assert player_points(1, games, FFG) == 10
    assert player_points(3, games, FFG) == 4


def test_custom_profile_points() -> None:
    profile = ScoringProfile(name="x", win=3, modified_win=2.5, double_loss=-1, bye=2)
    games = [
        win(1, 1, 1, 2, Outcome.MODIFIED_WIN),
        bye(2, 1),
        Game(2, 1, 2, 3, outcome=Outcome.DOUBLE_LOSS),
    ]
    rows = by_player(compute_standings(players(3), games, profile, seed=1))
    assert rows[1].points == 4.5
    assert rows[2].points == -1
    assert rows[3].points == -1


def test_outstanding_and_cut_games_do_not_count() -> None:
    games = [
        win(1, 1, 1, 2),
        Game(2, 1, 1, 2),  # result outstanding
        Game(3, 1, 2, 1, winner=2, outcome=Outcome.WIN, stage=Stage.CUT),
    ]
    rows = by_player(compute_standings(players(2), games, FFG, seed=1))
    assert rows[1].points == 5 and rows[1].rounds_played == 1
    assert rows[2].points == 0 and rows[2].rounds_played == 1


def test_sos_and_extended_sos_by_hand() -> None:
    # 5 players, 2 rounds. R1: 1 beats 2, 3 beats 4 (modified), 5 bye.
    # R2: 1 beats 3, 5 beats 2, 4 bye.  4 then drops: still counts as an opponent.
    games = [
        win(1, 1, 1, 2),
        win(1, 2, 3, 4, Outcome.MODIFIED_WIN),
        bye(1, 5),
        win(2, 1, 1, 3),
        win(2, 2, 5, 2),
        bye(2, 4),
    ]
    ps = players(5)
    ps[3] = replace(ps[3], dropped=True, dropped_after_round=2)
    rows = by_player(compute_standings(ps, games, FFG, seed=7))
    pts = {1: 10, 2: 0, 3: 4, 4: 5, 5: 10}
    rounds = dict.fromkeys(pts, 2)
    opps = {1: [2, 3], 2: [1, 5], 3: [4, 1], 4: [3], 5: [2]}  # byes are not opponents
    avg = {p: Fraction(pts[p], rounds[p]) for p in pts}
    sos = {p: sum(avg[o] for o in os) / len(os) for p, os in opps.items()}
    esos = {p: sum(sos[o] for o in os) / len(os) for p, os in opps.items()}
    for p in pts:
        assert rows[p].points == pts[p]
        assert rows[p].sos == pytest.approx(float(sos[p]), abs=1e-12)
        assert rows[p].esos == pytest.approx(float(esos[p]), abs=1e-12)
    # concrete values, worked by hand: SoS(1) = (0/2 + 4/2) / 2 = 1
    assert rows[1].sos == 1.0
    assert rows[4].sos == 2.0  # only opponent 3: 4 points over 2 rounds
    assert rows[4].dropped


def test_rounds_played_counts_byes_and_unpaired_losses() -> None:
    # Player 3 entered late (unpaired loss in round 1) then beat 2; 1 beat 2 in round 1.
    games = [
        win(1, 1, 1, 2),
        Game(1, 0, 3, None, outcome=Outcome.UNPAIRED_LOSS),
        win(2, 1, 3, 2),
        bye(2, 1),
    ]
    rows = by_player(compute_standings(players(3), games, FFG, seed=1))
    assert rows[3].rounds_played == 2 and rows[3].points == 5
    assert rows[1].rounds_played == 2 and rows[1].points == 10
    # 2's opponents: 1 (10 points / 2 rounds) and 3 (5 / 2): SoS = (5 + 2.5) / 2
    assert rows[2].sos == 3.75


def test_sorted_by_points_then_sos_then_esos() -> None:
    games = [win(1, 1, 1, 2), win(1, 2, 3, 4), win(2, 1, 1, 3), win(2, 2, 4, 2)]
    rows = compute_standings(players(4), games, FFG, seed=3)
    assert [r.player for r in rows][:1] == [1]
    assert [r.player for r in rows][-1] == 2
    # 3 and 4 both have 5 points; 3 met 4 (5/2) and 1 (10/2); 4 met 3 (5/2) and 2 (0)
    assert [r.player for r in rows][1:3] == [3, 4]
    assert [r.rank for r in rows] == [1, 2, 3, 4]


def test_random_tiebreak_is_seeded_and_stable() -> None:
    ps = players(6)
    a = compute_standings(ps, [], FFG, seed=11)
    b = compute_standings(ps, [], FFG, seed=11)
    c = compute_standings(ps, [], FFG, seed=12)
    assert [r.player for r in a] == [r.player for r in b]
    assert [r.player for r in a] != [r.player for r in c] or [r.random_key for r in a] != [
        r.random_key for r in c
    ]
    assert [r.rank for r in a] == [1, 2, 3, 4, 5, 6]
    # a player's key depends only on (seed, player): adding players does not reshuffle
    more = compute_standings(players(9), [], FFG, seed=11)
    keys = {r.player: r.random_key for r in more}
    assert all(keys[r.player] == r.random_key for r in a)
    assert 0 <= random_key(11, 3) < 1


def test_full_ties_share_a_rank() -> None:
    games = [win(1, 1, 1, 2), win(1, 2, 3, 4)]
    rows = compute_standings(players(5), games, NO_RANDOM, seed=1)
    ranks = {r.player: r.rank for r in rows}
    # 1 and 3: 5 points, SoS 0 both -> tied; 2 and 4: 0 points, SoS 2.5 both; 5: nothing
    assert ranks[1] == ranks[3] == 1
    assert ranks[2] == ranks[4] == 3
    assert ranks[5] == 5


def test_head_to_head_profile() -> None:
    # 2 and 3 finish on 15 points; 2 has the better SoS, but 3 beat 2 in round 4, so
    # ffg-2e-h2h puts 3 first and ffg-2e puts 2 first.
    history = [
        (1, 4, 7), (1, 2, 6), (1, 8, 1), (1, 5, 3),
        (2, 3, 7), (2, 5, 1), (2, 2, 4), (2, 6, 8),
        (3, 3, 6), (3, 2, 8), (3, 1, 5), (3, 4, 7),
        (4, 8, 4), (4, 7, 5), (4, 6, 1), (4, 3, 2),
    ]  # fmt: skip
    games = [win(r, t % 4 + 1, w, lo) for t, (r, w, lo) in enumerate(history)]
    plain = compute_standings(players(8), games, FFG, seed=5)
    h2h = compute_standings(players(8), games, H2H, seed=5)
    assert [r.player for r in plain][:2] == [2, 3]
    assert [r.player for r in h2h][:2] == [3, 2]
    rows = by_player(h2h)
    assert rows[3].h2h == 5 and rows[2].h2h == 0
    assert rows[2].sos > rows[3].sos
    assert rows[2].points == rows[3].points == 15


def test_through_round_and_drop_status() -> None:
    games = [win(1, 1, 1, 2), win(2, 1, 2, 1)]
    ps = players(2)
    ps[0] = replace(ps[0], dropped=True, dropped_after_round=2)
    rows = by_player(compute_standings(ps, games, FFG, seed=1, through_round=1))
    assert rows[1].points == 5 and rows[2].points == 0
    assert not rows[1].dropped  # dropped only after round 2
    rows = by_player(compute_standings(ps, games, FFG, seed=1))
    assert rows[1].dropped and rows[1].points == 5 and rows[2].points == 5


def test_unlisted_opponent_still_counts() -> None:
    games = [win(1, 1, 1, 99), win(2, 1, 99, 2)]
    rows = by_player(compute_standings(players(2), games, FFG, seed=1))
    assert set(rows) == {1, 2}
    assert rows[1].sos == 2.5
    assert rows[2].sos == 2.5
