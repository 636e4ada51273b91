"""Swiss pairing: the rules, one by one, on small hand-made histories."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from organiser.core.errors import Conflict, UserError
from organiser.core.model import (
    SCORING_PROFILES,
    Game,
    Outcome,
    PairingResult,
    PlayerEntry,
)
from organiser.core.pairing import NoRematchFreePairing, pair_swiss_round

FFG = SCORING_PROFILES["ffg-2e"]
DUMMY = 10_000  # ids of dropped opponents used to give players their points


def players(n: int) -> list[PlayerEntry]:
    return [PlayerEntry(id=i, name=f"P{i}") for i in range(1, n + 1)]


def win(r: int, w: int, loser: int) -> Game:
    return Game(round=r, table=1, player_a=w, player_b=loser, winner=w, outcome=Outcome.WIN)


def seated(result: PairingResult) -> list[int]:
    out = [p for t in result.tables for p in t.players]
    if result.bye is not None:
        out.append(result.bye)
    return out


def pairs_of(result: PairingResult) -> set[frozenset[int]]:
    return {frozenset(t.players) for t in result.tables}


def crafted(
    wins: dict[int, int], met: Iterable[tuple[int, int]] = (), byes: Iterable[int] = ()
) -> tuple[list[PlayerEntry], list[Game]]:
    """Players with the given number of wins (over dropped stand-ins), previous opponents
    ``met`` (recorded as double losses: no points) and previous byes (5 points each)."""
    entries = [PlayerEntry(id=p, name=f"P{p}") for p in sorted(wins)]
    games: list[Game] = []
    dummy = DUMMY
    for p, w in wins.items():
        for r in range(1, w + 1):
            dummy += 1
            entries.append(PlayerEntry(id=dummy, name="stand-in", dropped=True))
            games.append(win(r, p, dummy))
    for a, b in met:
        games.append(Game(1, 2, a, b, winner=None, outcome=Outcome.DOUBLE_LOSS))
    for p in byes:
        games.append(Game(1, 0, p, None, winner=p, outcome=Outcome.BYE))
    return entries, games


def test_round_one_is_random_from_the_seed() -> None:
    ps = players(11)
    a = pair_swiss_round(ps, [], 1, seed=42, profile=FFG)
    b = pair_swiss_round(ps, [], 1, seed=42, profile=FFG)
    assert a == b
    assert sorted(seated(a)) == list(range(1, 12))
    assert a.bye is not None and len(a.tables) == 5
    others = {
        frozenset(map(frozenset, (t.players for t in pair_swiss_round(ps, [], 1, s, FFG).tables)))
        for s in range(8)
    }
    assert len(others) > 1  # different seeds give different rounds
    byes = {pair_swiss_round(ps, [], 1, s, FFG).bye for s in range(12)}
    assert len(byes) > 1  # the round-1 bye is random too


def test_inactive_players_are_not_paired() -> None:
    ps = players(8)
    ps[0] = replace(ps[0], dropped=True, dropped_after_round=0)
    ps[1] = replace(ps[1], disqualified=True)
    ps[2] = replace(ps[2], checked_in=False)
    result = pair_swiss_round(ps, [], 1, seed=1, profile=FFG)
    assert sorted(seated(result)) == [4, 5, 6, 7, 8]


def test_a_player_dropped_after_this_round_is_still_in_it() -> None:
    # 1 dropped once round 2 was paired: pairing round 2 again keeps them, round 3 not
    ps = players(6)
    ps[0] = replace(ps[0], dropped=True, dropped_after_round=2)
    r1 = [win(1, 1, 2), win(1, 3, 4), win(1, 5, 6)]
    again = pair_swiss_round(ps, r1, 2, seed=1, profile=FFG)
    assert sorted(seated(again)) == [1, 2, 3, 4, 5, 6]
    r2 = [
        Game(2, t.table, *t.players, winner=t.players[0], outcome=Outcome.WIN) for t in again.tables
    ]
    after = pair_swiss_round(ps, r1 + r2, 3, seed=1, profile=FFG)
    assert sorted(seated(after)) == [2, 3, 4, 5, 6]


def test_winners_meet_winners_and_no_rematch() -> None:
    ps = players(8)
    r1 = [win(1, 1, 2), win(1, 3, 4), win(1, 5, 6), win(1, 7, 8)]
    result = pair_swiss_round(ps, r1, 2, seed=3, profile=FFG)
    winners = {1, 3, 5, 7}
    for t in result.tables:
        assert (t.players[0] in winners) == (t.players[1] in winners)
        assert frozenset(t.players) not in {frozenset((g.player_a, g.player_b)) for g in r1}
    assert result.pair_downs == 0 and result.rematches == 0
    # table 1 and 2 are the winners' tables
    top = {p for t in result.tables if t.table <= 2 for p in t.players}
    assert top == winners


def test_odd_group_sends_one_player_down() -> None:
    entries, games = crafted({1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1})
    result = pair_swiss_round(entries, games, 3, seed=9, profile=FFG)
    assert result.pair_downs == 1
    top = [t for t in result.tables if {1, 2, 3} & set(t.players)]
    assert len(top) == 2  # 1-2-3: one table inside the group, one floater
    cross = [t for t in top if not set(t.players) <= {1, 2, 3}]
    assert len(cross) == 1 and set(cross[0].players) & {4, 5, 6, 7, 8, 9}


def test_fewest_pair_downs_float_skips_an_even_group() -> None:
    # groups: {1} at 10 points, {2, 3} at 5, {4} at 0: the fewest pair-downs is one
    # table 1-4 (not 1-2 and 3-4).
    entries, games = crafted({1: 2, 2: 1, 3: 1, 4: 0})
    result = pair_swiss_round(entries, games, 3, seed=1, profile=FFG)
    assert pairs_of(result) == {frozenset((1, 4)), frozenset((2, 3))}
    assert result.pair_downs == 1


def test_squared_gaps_break_ties_between_equal_pair_downs() -> None:
    # four single-player groups at 20, 15, 10 and 5 points; 1 (20) already met 2 (15).
    # Both {1-3, 2-4} and {1-4, 2-3} have 2 pair-downs and the same linear gap (20);
    # squared gaps (100 + 100 < 225 + 25) choose {1-3, 2-4}.
    entries, games = crafted({1: 4, 2: 3, 3: 2, 4: 1}, met=[(1, 2)])
    result = pair_swiss_round(entries, games, 6, seed=2, profile=FFG)
    assert pairs_of(result) == {frozenset((1, 3)), frozenset((2, 4))}


def test_bye_goes_to_the_lowest_ranked_without_one() -> None:
    # 5 active players: 5 is last but had a bye, so 4 (last without a bye) gets it.
    entries, games = crafted({1: 2, 2: 1, 3: 1, 4: 0, 5: 0}, byes=[5])
    result = pair_swiss_round(entries, games, 3, seed=4, profile=FFG)
    # 5 has 5 points from the bye, 4 has none: 4 is the lowest-ranked
    assert result.bye == 4
    assert not result.warnings


def test_bye_is_chosen_inside_the_pairing() -> None:
    # 1 beat 2 and 2 beat 3: 3 is last, but giving 3 the bye forces the rematch 1-2,
    # so the bye goes to 2 and 1 meets 3.
    ps = players(3)
    games = [win(1, 1, 2), win(2, 2, 3)]
    result = pair_swiss_round(ps, games, 3, seed=5, profile=FFG)
    assert result.bye == 2
    assert pairs_of(result) == {frozenset((1, 3))}
    assert result.rematches == 0


def test_no_second_bye_while_avoidable() -> None:
    # every player but 1 has had a bye; 1 is top of the standings and still gets it.
    entries, games = crafted({1: 3, 2: 0, 3: 0}, byes=[2, 3])
    result = pair_swiss_round(entries, games, 4, seed=6, profile=FFG)
    assert result.bye == 1


def test_no_rematch_free_pairing_offers_the_least_bad() -> None:
    # a 4-player round robin is complete after 3 rounds: round 4 must repeat 2 games
    ps = players(4)
    games = [
        win(1, 1, 2), win(1, 3, 4),
        win(2, 1, 3), win(2, 2, 4),
        win(3, 1, 4), win(3, 2, 3),
    ]  # fmt: skip
    with pytest.raises(NoRematchFreePairing) as info:
        pair_swiss_round(ps, games, 4, seed=1, profile=FFG)
    least_bad = info.value.least_bad
    assert least_bad.rematches == 2 and len(least_bad.tables) == 2
    assert "rematch" in info.value.message.lower()
    accepted = pair_swiss_round(ps, games, 4, seed=1, profile=FFG, allow_rematches=True)
    assert accepted == least_bad
    assert sum("Rematch" in w for w in accepted.warnings) == 2
    assert all(t.rematch for t in accepted.tables)


def test_one_unavoidable_rematch_is_all_there_is() -> None:
    # 1 and 2 have met, 3 and 4 have met, and 1-3, 1-4 too: only 1-2 can be repeated.
    ps = players(4)
    games = [win(1, 1, 2), win(1, 3, 4), win(2, 1, 3), win(3, 1, 4)]
    with pytest.raises(NoRematchFreePairing) as info:
        pair_swiss_round(ps, games, 4, seed=1, profile=FFG)
    assert info.value.least_bad.rematches == 1


def test_missing_results_block_the_next_round() -> None:
    ps = players(4)
    games = [win(1, 1, 2), Game(round=1, table=2, player_a=3, player_b=4)]
    with pytest.raises(Conflict) as info:
        pair_swiss_round(ps, games, 2, seed=1, profile=FFG)
    assert "missing" in info.value.message
    assert info.value.details["tables"] == [2]


def test_a_round_can_be_paired_again() -> None:
    ps = players(6)
    r1 = [win(1, 1, 2), win(1, 3, 4), win(1, 5, 6)]
    first = pair_swiss_round(ps, r1, 2, seed=8, profile=FFG)
    r2 = [Game(2, t.table, *t.players) for t in first.tables]  # paired, not yet played
    again = pair_swiss_round(ps, r1 + r2, 2, seed=8, profile=FFG)
    assert again == first


def test_tables_top_first_and_fixed_tables() -> None:
    ps = players(8)
    ps[6] = replace(ps[6], fixed_table=7)  # player 7 (a loser) always sits at table 7
    r1 = [win(1, 1, 2), win(1, 3, 4), win(1, 5, 6), win(1, 8, 7)]
    result = pair_swiss_round(ps, r1, 2, seed=3, profile=FFG)
    by_table = {t.table: set(t.players) for t in result.tables}
    assert 7 in by_table[7]
    assert sorted(by_table) == [1, 2, 3, 7]
    assert by_table[1] <= {1, 3, 5, 8} and by_table[2] <= {1, 3, 5, 8}


def test_late_entry_with_unpaired_losses_is_paired() -> None:
    ps = players(5)
    games = [
        win(1, 1, 2),
        win(1, 3, 4),
        Game(1, 0, 5, None, outcome=Outcome.UNPAIRED_LOSS),
    ]
    result = pair_swiss_round(ps, games, 2, seed=1, profile=FFG)
    assert sorted(seated(result)) == [1, 2, 3, 4, 5]
    assert result.bye == 5  # lowest: 0 points, no opponents' strength


def test_bad_input() -> None:
    with pytest.raises(Conflict):
        pair_swiss_round(players(1), [], 1, seed=1, profile=FFG)
    with pytest.raises(UserError):
        pair_swiss_round(players(2) + players(1), [], 1, seed=1, profile=FFG)
    with pytest.raises(UserError):
        pair_swiss_round(players(4), [], 0, seed=1, profile=FFG)


def test_head_to_head_profile_pairs_by_its_standings() -> None:
    # ffg-2e-h2h: the bye goes to the lowest-ranked without one under that profile's order
    h2h = SCORING_PROFILES["ffg-2e-h2h"]
    ps = players(5)
    games = [win(1, 1, 2), win(1, 3, 4), Game(1, 0, 5, None, winner=5, outcome=Outcome.BYE)]
    result = pair_swiss_round(ps, games, 2, seed=3, profile=h2h)
    assert result.bye in (2, 4)
    assert result.rematches == 0 and sorted(seated(result)) == [1, 2, 3, 4, 5]


def test_two_pairs_asking_for_one_fixed_table() -> None:
    ps = players(4)
    ps[0] = replace(ps[0], fixed_table=3)
    ps[1] = replace(ps[1], fixed_table=3)
    r1 = [win(1, 1, 2), win(1, 3, 4)]
    result = pair_swiss_round(ps, r1, 2, seed=1, profile=FFG)
    by_table = {t.table: set(t.players) for t in result.tables}
    assert 3 in by_table and 1 in by_table
    assert len(result.warnings) == 1 and "Table 3" in result.warnings[0]


def test_second_bye_is_announced() -> None:
    entries, games = crafted({1: 1, 2: 0, 3: 0}, byes=[1, 2, 3])
    result = pair_swiss_round(entries, games, 5, seed=1, profile=FFG)
    assert result.bye is not None
    assert any("bye again" in w for w in result.warnings)
