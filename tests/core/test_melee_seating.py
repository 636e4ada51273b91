"""Seating a melee round (organiser.core.melee_seating).

The objective is checked against an independent exhaustive search on small fields and
against proven facts (a lower bound, the Hajnal–Szemerédi guarantee) on large ones.
"""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from organiser.core._melee_milp import solve_seating
from organiser.core.errors import Conflict, UserError
from organiser.core.melee import (
    Ending,
    MeleeTable,
    OddTables,
    SeatResult,
    melee_points,
    record_result,
    suggest_places,
    table_sizes,
    validate_table_result,
)
from organiser.core.melee_seating import (
    MeleeSeating,
    repeat_free_guaranteed,
    repeat_lower_bound,
    seat_melee_round,
    seating_history,
)
from organiser.core.model import PlayerEntry, Stage

Cost = tuple[int, int, float]

# ---------------------------------------------------------------------------------------
# An independent statement of the objective and an exhaustive search


def _met_pairs(tables: Sequence[MeleeTable]) -> set[frozenset[int]]:
    return {
        frozenset((a, b))
        for t in tables
        if t.stage is Stage.SWISS and not t.bye
        for i, a in enumerate(t.players)
        for b in t.players[i + 1 :]
    }


def _odd_before(tables: Sequence[MeleeTable]) -> set[int]:
    return {p for t in tables if not t.bye and len(t.players) != 4 for p in t.players}


def objective_of(tables: Sequence[MeleeTable]) -> Callable[[Sequence[Sequence[int]]], Cost]:
    """(repeated pairs, players at a non-four table again, Σ per-table points range)."""
    met, odd, points = _met_pairs(tables), _odd_before(tables), melee_points(tables)

    def cost(groups: Sequence[Sequence[int]]) -> Cost:
        repeats = sum(
            1
            for g in groups
            for i, a in enumerate(g)
            for b in g[i + 1 :]
            if frozenset((a, b)) in met
        )
        again = sum(1 for g in groups if len(g) != 4 for p in g if p in odd)
        spread = sum(
            max(points.get(p, 0.0) for p in g) - min(points.get(p, 0.0) for p in g) for g in groups
        )
        return repeats, again, spread

    return cost


def objective(groups: Sequence[Sequence[int]], tables: Sequence[MeleeTable]) -> Cost:
    return objective_of(tables)(groups)


def partitions(items: Sequence[int], sizes: Sequence[int]) -> Iterator[list[list[int]]]:
    """Every partition of ``items`` into blocks of exactly ``sizes`` (no pruning at all).

    The first item left takes each size still wanted, with every choice of companions.
    """
    if not items:
        yield []
        return
    first, rest = items[0], list(items[1:])
    for size in sorted(set(sizes)):
        left = list(sizes)
        left.remove(size)
        for mates in itertools.combinations(rest, size - 1):
            others = [p for p in rest if p not in mates]
            for tail in partitions(others, left):
                yield [[first, *mates], *tail]


def brute_force_optimum(
    players: Sequence[int], sizes: Sequence[int], tables: Sequence[MeleeTable]
) -> Cost:
    cost = objective_of(tables)
    return min(
        (cost(p) for p in partitions(players, sizes)),
        key=lambda c: (c[0], c[1], round(c[2], 6)),
    )


# ---------------------------------------------------------------------------------------
# Events played with random results


def random_results(
    players: Sequence[int], rng: random.Random
) -> tuple[tuple[SeatResult, ...], Ending]:
    powers = {p: rng.randint(0, 14) for p in players}
    if rng.random() < 0.5:
        powers[rng.choice(list(players))] = 15
        ending = Ending.WON
    else:
        ending = Ending.TIME
    places = suggest_places(powers, ending=ending)
    results = tuple(SeatResult(p, places[p], powers[p]) for p in players)
    return validate_table_result(players, results, ending), ending


def record(seating: MeleeSeating, rng: random.Random) -> list[MeleeTable]:
    out = []
    for t in seating.tables:
        results, ending = random_results(t.players, rng)
        out.append(MeleeTable(seating.round, t.table, t.players, results, ending))
    out.extend(MeleeTable(seating.round, 0, (p,), bye=True) for p in seating.byes)
    return out


def random_history(n: int, rounds: int, rng: random.Random, odd: OddTables) -> list[MeleeTable]:
    """Rounds seated at random (not by the seating under test), with random results."""
    tables: list[MeleeTable] = []
    ids = list(range(1, n + 1))
    for rnd in range(1, rounds + 1):
        rng.shuffle(ids)
        split = table_sizes(n, odd)
        start = 0
        for number, size in enumerate(split.sizes, start=1):
            group = tuple(ids[start : start + size])
            start += size
            results, ending = random_results(group, rng)
            tables.append(MeleeTable(rnd, number, group, results, ending))
        tables.extend(MeleeTable(rnd, 0, (p,), bye=True) for p in ids[start:])
    return tables


def entries(n: int) -> list[PlayerEntry]:
    return [PlayerEntry(id=i, name=f"P{i}") for i in range(1, n + 1)]


def check_invariants(
    seating: MeleeSeating,
    active: Sequence[int],
    tables: list[MeleeTable],
    odd: OddTables = OddTables.THREE,
) -> None:
    seated = [p for t in seating.tables for p in t.players] + list(seating.byes)
    assert sorted(seated) == sorted(active)  # everyone seated exactly once
    split = table_sizes(len(active), odd)
    assert Counter(len(t.players) for t in seating.tables) == Counter(split.sizes)
    assert len(seating.byes) == split.byes
    assert [t.table for t in seating.tables] == list(range(1, len(seating.tables) + 1))
    groups = [t.players for t in seating.tables]
    repeats, again, spread = objective(groups, tables)
    assert seating.objective.repeats == repeats == sum(t.repeats for t in seating.tables)
    assert seating.objective.odd_again == again == sum(t.odd_again for t in seating.tables)
    assert seating.objective.spread == pytest.approx(spread, abs=1e-4)
    assert seating.repeats_lower_bound <= repeats
    if repeats:
        assert any(str(repeats) in w for w in seating.warnings)
    else:
        assert not any("share a table again" in w for w in seating.warnings)


def hajnal_szemeredi(active: Sequence[int], tables: Sequence[MeleeTable], n_tables: int) -> bool:
    """A repeat-free seating exists when everyone has met fewer players than there are tables."""
    met = _met_pairs(tables)
    degree = max(sum(1 for q in active if q != p and frozenset((p, q)) in met) for p in active)
    return degree < n_tables


# ---------------------------------------------------------------------------------------
# Small fields: the exhaustive search reaches the optimum


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=3, max_value=10),
    rounds=st.integers(min_value=1, max_value=4),
    odd=st.sampled_from(list(OddTables)),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_small_fields_reach_the_exhaustive_optimum(
    n: int, rounds: int, odd: OddTables, seed: int
) -> None:
    rng = random.Random(seed)
    tables = random_history(n, rounds, rng, odd)
    seating = seat_melee_round(entries(n), tables, rounds + 1, seed, odd_tables=odd)
    assert seating.exact
    check_invariants(seating, list(range(1, n + 1)), tables, odd)
    seated = [p for t in seating.tables for p in t.players]
    sizes = [len(t.players) for t in seating.tables]
    best = brute_force_optimum(seated, sizes, tables)
    got = seating.objective
    assert (got.repeats, got.odd_again) == best[:2]
    assert got.spread == pytest.approx(best[2], abs=1e-4)
    # the lower bound and the existence guarantee are true statements about the optimum
    assert seating.repeats_lower_bound <= best[0]
    if hajnal_szemeredi(seated, tables, len(sizes)):
        assert best[0] == 0


def test_thirteen_players_reach_the_exhaustive_optimum() -> None:
    seed = 2
    # beyond EXACT_LIMIT: the local search, then the budgeted exhaustive search after it
    rng = random.Random(seed)
    tables = random_history(13, 3, rng, OddTables.THREE)
    seating = seat_melee_round(entries(13), tables, 4, seed)
    check_invariants(seating, list(range(1, 14)), tables)
    seated = [p for t in seating.tables for p in t.players]
    best = brute_force_optimum(seated, [len(t.players) for t in seating.tables], tables)
    got = seating.objective
    assert (got.repeats, got.odd_again) == best[:2]
    assert got.spread == pytest.approx(best[2], abs=1e-4)


def test_unavoidable_repeats_are_reported_with_their_number() -> None:
    tables = random_history(4, 1, random.Random(1), OddTables.THREE)
    seating = seat_melee_round(entries(4), tables, 2, seed=5)
    assert seating.repeats == 6 and seating.repeats_lower_bound == 6
    assert seating.exact
    assert seating.warnings[0].startswith("6 pair(s) of players share a table again")
    assert "no seating avoids that" in seating.warnings[0]


# ---------------------------------------------------------------------------------------
# Large fields: properties of the local search


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=13, max_value=140),
    rounds=st.integers(min_value=2, max_value=6),
    odd=st.sampled_from(list(OddTables)),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_large_fields_seat_everyone_validly_and_avoid_avoidable_repeats(
    n: int, rounds: int, odd: OddTables, seed: int
) -> None:
    rng = random.Random(seed)
    players = entries(n)
    tables: list[MeleeTable] = []
    for rnd in range(1, rounds + 1):
        seating = seat_melee_round(players, tables, rnd, seed, odd_tables=odd)
        check_invariants(seating, list(range(1, n + 1)), tables, odd)
        if hajnal_szemeredi(list(range(1, n + 1)), tables, len(seating.tables)):
            assert seating.repeats == 0, (rnd, seating.objective)
            assert seating.repeat_free_possible
        tables += record(seating, rng)


@pytest.mark.parametrize("seed", range(3))
def test_late_rounds_of_a_small_field_stay_within_the_bounds(seed: int) -> None:
    # 21 players, seven rounds: repeats become unavoidable; the counts stay exact
    rng = random.Random(seed)
    players = entries(21)
    tables: list[MeleeTable] = []
    for rnd in range(1, 8):
        seating = seat_melee_round(players, tables, rnd, seed)
        check_invariants(seating, list(range(1, 22)), tables)
        tables += record(seating, rng)


def test_the_search_finds_the_score_groups_when_nobody_has_met() -> None:
    # 16 players; round 1 tables {1,5,9,13}, {2,6,10,14}, … finished in id order, so the
    # four winners (1–4), the four seconds (5–8), … have equal points and have not met.
    tables = []
    for t in range(4):
        group = (t + 1, t + 5, t + 9, t + 13)
        results = tuple(SeatResult(p, k + 1, 10 - k) for k, p in enumerate(group))
        tables.append(MeleeTable(1, t + 1, group, results, Ending.TIME))
    # the local search alone (no exhaustive search after it)
    seating = seat_melee_round(entries(16), tables, 2, seed=9, search_limit=0)
    assert not seating.exact
    assert [set(t.players) for t in seating.tables] == [
        {1, 2, 3, 4},
        {5, 6, 7, 8},
        {9, 10, 11, 12},
        {13, 14, 15, 16},
    ]
    assert seating.objective.repeats == seating.objective.spread == 0


def test_a_table_of_three_again_is_avoided_when_possible() -> None:
    # 15 players: 4 + 4 + 4 + 3. Round 1 put 13, 14, 15 at the table of three; round 2
    # can seat three others there (one from each table of four) without any repeat.
    groups = [(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15)]
    tables = []
    for number, group in enumerate(groups, start=1):
        results = tuple(SeatResult(p, k + 1, 10 - k) for k, p in enumerate(group))
        tables.append(MeleeTable(1, number, group, results, Ending.TIME))
    for seed in range(5):
        seating = seat_melee_round(entries(15), tables, 2, seed=seed)
        assert (seating.objective.repeats, seating.objective.odd_again) == (0, 0)
        (three,) = [t for t in seating.tables if len(t.players) == 3]
        assert not set(three.players) & {13, 14, 15}


# ---------------------------------------------------------------------------------------
# The round's rules


def test_round_one_is_random_and_reproducible_from_the_seed() -> None:
    a = seat_melee_round(entries(20), [], 1, seed=42)
    b = seat_melee_round(entries(20), [], 1, seed=42)
    assert a == b
    seatings = {
        tuple(t.players for t in seat_melee_round(entries(20), [], 1, seed=s).tables)
        for s in range(10)
    }
    assert len(seatings) == 10
    assert [len(t.players) for t in a.tables] == [4] * 5


def test_missing_results_block_the_next_round_unless_accepted() -> None:
    tables = random_history(8, 1, random.Random(3), OddTables.THREE)
    tables[0] = MeleeTable(1, tables[0].table, tables[0].players)
    with pytest.raises(Conflict) as caught:
        seat_melee_round(entries(8), tables, 2, seed=1)
    assert "round 1 table 1" in caught.value.message
    seating = seat_melee_round(entries(8), tables, 2, seed=1, allow_missing=True)
    check_invariants(seating, list(range(1, 9)), tables)  # the unreported table still met


def test_only_players_still_in_the_event_are_seated() -> None:
    players = [
        PlayerEntry(id=1, name="a", dropped=True),
        PlayerEntry(id=2, name="b", disqualified=True),
        PlayerEntry(id=3, name="c", checked_in=False),
        *entries(10)[3:],
    ]
    seating = seat_melee_round(players, [], 1, seed=2)
    assert sorted(p for t in seating.tables for p in t.players) == list(range(4, 11))
    with pytest.raises(UserError):
        seat_melee_round(entries(2), [], 1, seed=2)


def test_five_players_give_one_bye_to_the_lowest_ranked_without_one() -> None:
    rng = random.Random(4)
    players = entries(5)
    tables: list[MeleeTable] = []
    byes: list[int] = []
    for rnd in range(1, 6):
        seating = seat_melee_round(players, tables, rnd, seed=4)
        assert len(seating.byes) == 1 and [len(t.players) for t in seating.tables] == [4]
        byes += seating.byes
        if rnd > 1:
            points = melee_points(tables)
            candidates = [p for p in range(1, 6) if p not in byes[:-1]]
            lowest = min(points.get(p, 0.0) for p in candidates)
            assert points.get(seating.byes[0], 0.0) == lowest
        tables += record(seating, rng)
    assert sorted(byes) == [1, 2, 3, 4, 5]  # five rounds: everyone has had exactly one


def test_tables_of_five_setting() -> None:
    seating = seat_melee_round(entries(13), [], 1, seed=2, odd_tables=OddTables.FIVE)
    assert sorted(len(t.players) for t in seating.tables) == [4, 4, 5]


def test_fixed_tables_are_honoured() -> None:
    players = [*entries(15)[:-1], PlayerEntry(id=15, name="P15", fixed_table=2)]
    tables = random_history(15, 2, random.Random(8), OddTables.THREE)
    seating = seat_melee_round(players, tables, 3, seed=3)
    (mine,) = [t for t in seating.tables if 15 in t.players]
    assert mine.table == 2
    assert not any("fixed table" in w for w in seating.warnings)


def test_two_players_fixed_to_one_table_number_get_a_warning() -> None:
    players = [
        *entries(14),
        PlayerEntry(id=15, name="Wheelchair A", fixed_table=1),
        PlayerEntry(id=16, name="Wheelchair B", fixed_table=1),
    ]
    # round 1 seated the two together: seating them apart is better, so one cannot have
    # table 1 and the organiser is told who
    tables = [
        MeleeTable(
            1,
            t + 1,
            group,
            tuple(SeatResult(p, k + 1, 9 - k) for k, p in enumerate(group)),
            Ending.TIME,
        )
        for t, group in enumerate([(15, 16, 1, 2), (3, 4, 5, 6), (7, 8, 9, 10), (11, 12, 13, 14)])
    ]
    seating = seat_melee_round(players, tables, 2, seed=1)
    assert seating.repeats == 0
    at = {p: t.table for t in seating.tables for p in t.players}
    assert at[15] != at[16] and 1 in (at[15], at[16])
    missed = 16 if at[15] == 1 else 15
    assert [w for w in seating.warnings if "fixed table" in w] == [
        f"Wheelchair {'AB'[missed - 15]} could not be seated at their fixed table 1."
    ]


def test_lower_bound_counts_players_who_have_met_almost_everyone() -> None:
    # 7 players (4 + 3): player 1 has met everyone; 2 and 3 everyone but 4; 6 and 7
    # everyone but 5
    met_tables = [
        MeleeTable(1, 1, (1, 2, 3, 5), None),
        MeleeTable(2, 1, (1, 4, 6, 7), None),
        MeleeTable(3, 1, (2, 3, 6, 7), None),
    ]
    history = seating_history(met_tables)
    split = table_sizes(7)
    # everyone needs at least two table-mates: player 1 has no new one (2 missing), players
    # 2, 3, 6 and 7 have one (1 missing each), 4 and 5 have three -> ceil(6 / 2) = 3
    assert repeat_lower_bound(list(range(1, 8)), history, split) == 3
    assert not repeat_free_guaranteed(list(range(1, 8)), history, split)
    tables = [
        MeleeTable(
            t.round,
            t.table,
            t.players,
            tuple(SeatResult(p, k + 1, 9 - k) for k, p in enumerate(t.players)),
            Ending.TIME,
        )
        for t in met_tables
    ]
    seated = list(range(1, 8))
    assert brute_force_optimum(seated, split.sizes, tables)[0] >= 3
    assert seat_melee_round(entries(7), tables, 4, seed=1).repeats >= 3


def test_a_seating_becomes_history_and_takes_results() -> None:
    seating = seat_melee_round(entries(9), [], 1, seed=6)
    tables = list(seating.as_tables())
    assert [len(t.players) for t in tables] == [3, 3, 3]
    assert not any(t.reported for t in tables)
    first = tables[0]
    a, b, c = first.players
    done = record_result(
        first, [SeatResult(b, 1, 15), SeatResult(a, 2, 6), SeatResult(c, 3, 2)], Ending.WON
    )
    assert done.reported and [r.player for r in done.results or ()] == [b, a, c]
    with pytest.raises(UserError):
        record_result(first, [SeatResult(a, 1, 15)], Ending.WON)
    with pytest.raises(UserError):
        record_result(MeleeTable(1, 0, (a,), bye=True), [], Ending.WON)
    with pytest.raises(Conflict):  # the other two tables are still playing
        seat_melee_round(entries(9), [done, *tables[1:]], 2, seed=6)
    five = seat_melee_round(entries(5), [], 1, seed=6).as_tables()
    assert [t.bye for t in five] == [False, True] and five[1].reported


# ---------------------------------------------------------------------------------------
# The exact model (HiGHS) for mid-sized fields


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=6, max_value=12),
    rounds=st.integers(min_value=1, max_value=4),
    odd=st.sampled_from(list(OddTables)),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_the_exact_model_reaches_the_exhaustive_optimum(
    n: int, rounds: int, odd: OddTables, seed: int
) -> None:
    # no exhaustive search: the local search, then the model alone
    tables = random_history(n, rounds, random.Random(seed), odd)
    seating = seat_melee_round(
        entries(n), tables, rounds + 1, seed, odd_tables=odd, exact_limit=0, search_limit=0
    )
    check_invariants(seating, list(range(1, n + 1)), tables, odd)
    seated = [p for t in seating.tables for p in t.players]
    best = brute_force_optimum(seated, [len(t.players) for t in seating.tables], tables)
    assert (seating.objective.repeats, seating.objective.odd_again) == best[:2]
    assert seating.repeats_proven
    assert seating.repeats_lower_bound == best[0]


@pytest.mark.parametrize("node_limit", [0, 1, 500])
def test_the_models_bound_is_true_even_when_it_stops_early(node_limit: int) -> None:
    for seed in range(4):
        tables = random_history(11, 3, random.Random(seed), OddTables.THREE)
        history = seating_history(tables)
        players = list(range(1, 12))
        start = [players[0:4], players[4:8], players[8:11]]
        solved = solve_seating(
            players, [4, 4, 3], history.met, history.odd_tables, start, node_limit=node_limit
        )
        best = brute_force_optimum(players, [4, 4, 3], tables)
        got = objective(solved.groups, tables)
        assert sorted(p for g in solved.groups for p in g) == players
        assert sorted(len(g) for g in solved.groups) == [3, 4, 4]
        assert solved.repeats_bound <= best[0] <= got[0]  # never better than the truth
        assert got[:2] <= objective(start, tables)[:2]  # never worse than where it began
        if solved.proven:
            assert got[:2] == best[:2] and solved.repeats_bound == best[0]


def test_the_exact_model_removes_a_repeat_the_local_search_leaves() -> None:
    # 20 players after three randomly seated rounds: the local search alone leaves one
    # pair together again; the model proves a seating without any
    tables = random_history(20, 3, random.Random(3), OddTables.THREE)
    local = seat_melee_round(entries(20), tables, 4, 3, model_limit=0, search_limit=0)
    model = seat_melee_round(entries(20), tables, 4, 3, search_limit=0)
    check_invariants(model, list(range(1, 21)), tables)
    assert local.repeats >= 1 and not local.repeats_proven
    assert model.repeats == 0 and model.repeats_proven and not model.warnings


def test_a_round_seated_again_keeps_a_player_who_dropped_after_it() -> None:
    players = [*entries(11), PlayerEntry(id=12, name="P12", dropped=True, dropped_after_round=2)]
    tables = random_history(12, 1, random.Random(6), OddTables.THREE)
    again = seat_melee_round(players, tables, 2, seed=6)
    assert 12 in {p for t in again.tables for p in t.players}
    later = seat_melee_round(players, tables, 3, seed=6, allow_missing=True)
    assert 12 not in {p for t in later.tables for p in t.players}


def test_the_solver_prints_nothing_on_standard_output() -> None:
    # HiGHS prints a banner the first time it is made in a process: it would break the
    # commands' --json output
    code = (
        "from organiser.core._melee_milp import solve_seating\n"
        "s = solve_seating([1, 2, 3, 4, 5, 6, 7], [4, 3], {1: frozenset({2})}, {}, "
        "[[1, 2, 3, 4], [5, 6, 7]])\n"
        "print(s.proven, s.repeats_bound)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout == "True 0\n"
