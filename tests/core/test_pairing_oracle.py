"""The pairing against an exact oracle: networkx max_weight_matching on the complete graph.

On random event histories (drops, late entries, byes, double losses, some rounds paired
at random) the objective vector of pair_swiss_round — (rematches, bye rank, pair-downs,
Σ gap²) — must EQUAL the oracle's optimum.
"""

from __future__ import annotations

import random

import pytest

import organiser.core.pairing as pairing
from organiser.core.errors import Conflict
from organiser.core.model import SCORING_PROFILES
from organiser.core.pairing import pair_swiss_round

from ._events import random_history
from ._oracle import Instance

FFG = SCORING_PROFILES["ffg-2e"]


def _check(seed: int, n: int, rounds: int, **history: float) -> tuple[int, int, int, int]:
    rng = random.Random(seed)
    players, games = random_history(rng, n, rounds, **history)
    round_number = rounds + 1
    instance = Instance(players, games, round_number, seed, FFG)
    if len(instance.ids) < 2:  # everyone dropped: the round cannot be paired, and says so
        with pytest.raises(Conflict):
            pair_swiss_round(players, games, round_number, seed, FFG)
        return (0, -1, 0, 0)
    result = pair_swiss_round(players, games, round_number, seed, FFG, allow_rematches=True)
    mine = instance.objective([t.players for t in result.tables], result.bye)
    want, _pairs, _bye = instance.solve()
    assert mine == want, f"seed {seed}: {mine} != oracle {want}"
    active = sorted(instance.ids)
    seated = sorted(
        [p for t in result.tables for p in t.players] + [result.bye] * (result.bye is not None)
    )
    assert seated == active
    return mine


@pytest.mark.parametrize("seed", range(40))
def test_small_events_match_the_oracle(seed: int) -> None:
    rng = random.Random(1000 + seed)
    n = rng.choice([3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 16, 21])
    rounds = rng.randint(1, min(8, n))
    _check(seed, n, rounds)


@pytest.mark.parametrize("seed", range(12))
def test_medium_events_match_the_oracle(seed: int) -> None:
    rng = random.Random(2000 + seed)
    n = rng.choice([24, 33, 48, 65, 80])
    rounds = rng.randint(2, 8)
    _check(seed, n, rounds, drop_p=0.06, late_p=0.08)


@pytest.mark.parametrize("seed", range(6))
def test_late_rounds_of_tight_events_match_the_oracle(seed: int) -> None:
    # few players, many rounds: rematches and byes constrain almost every choice
    rng = random.Random(3000 + seed)
    n = rng.choice([6, 7, 8, 9, 10])
    _check(seed, n, n - 2, drop_p=0.0, late_p=0.0)


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "n"), [(1, 150), (2, 220), (3, 300)])
def test_a_few_hundred_players_match_the_oracle(seed: int, n: int) -> None:
    _check(seed, n, 6)


@pytest.mark.parametrize("seed", range(6))
def test_window_fallback_of_large_events_is_sound(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    """Above EXACT_LIMIT a round the fast construction cannot prove optimal is solved
    exactly on a window of score groups. Forced here on small events: the result must be
    a valid pairing with the oracle's number of rematches, never better than the optimum."""
    monkeypatch.setattr(pairing, "EXACT_LIMIT", 0)
    rng = random.Random(4000 + seed)
    n = rng.choice([40, 64, 90])
    players, games = random_history(rng, n, 6)
    instance = Instance(players, games, 7, seed, FFG)
    result = pair_swiss_round(players, games, 7, seed, FFG, allow_rematches=True)
    mine = instance.objective([t.players for t in result.tables], result.bye)
    want, _pairs, _bye = instance.solve()
    assert mine >= want
    assert mine[0] == want[0]
    seated = sorted(
        [p for t in result.tables for p in t.players] + [result.bye] * (result.bye is not None)
    )
    assert seated == sorted(instance.ids)


@pytest.mark.parametrize("seed", range(24))
def test_the_compiled_exact_round_is_as_heavy_as_the_reference_blossom(seed: int) -> None:
    """The exact round by the compiled matching (rustworkx) against the project's pure-Python
    Edmonds blossom on the same weights: every player seated, the same total weight (both
    optimal), and the oracle's objective."""
    from organiser.core._blossom import max_weight_matching

    rng = random.Random(3000 + seed)
    n = rng.choice([5, 8, 11, 16, 23, 30, 41])
    rounds = rng.randint(1, 6)
    players, games = random_history(rng, n, rounds, drop_p=0.05, late_p=0.05)
    ctx = pairing.prepare_round(players, games, rounds + 1, seed, FFG)
    if len(ctx.ids) < 2:
        pytest.skip("everyone dropped in this history: no round to pair")
    order, edges = pairing.exact_weights(ctx, random.Random(seed))
    weight = {frozenset((a, b)): w for a, b, w in edges}
    m = len(order) + len(order) % 2
    mate = pairing.heaviest_matching(m, edges)
    adj: list[dict[int, int]] = [{} for _ in range(m)]
    for a, b, w in edges:
        adj[a][b] = adj[b][a] = w
    ref = max_weight_matching(m, adj, maxcardinality=True)
    assert all(j >= 0 for j in mate), "every player is seated (or has the bye)"
    ours = sum(weight[frozenset((i, j))] for i, j in enumerate(mate) if j > i)
    theirs = sum(weight[frozenset((i, j))] for i, j in enumerate(ref) if j > i)
    assert ours == theirs
    pairs, bye = pairing.solve_exact(ctx, random.Random(seed))
    instance = Instance(players, games, rounds + 1, seed, FFG)
    assert instance.objective(pairs, bye) == instance.solve()[0]


def test_the_exact_round_is_the_seed_s_choice() -> None:
    """Round 1 of 12 (every pairing equally good): the same seed, the same round; another
    seed, another round."""
    players, games = random_history(random.Random(5), 12, 0)
    ctx = pairing.prepare_round(players, games, 1, 1, FFG)
    one = pairing.solve_exact(ctx, random.Random(1))
    assert one == pairing.solve_exact(ctx, random.Random(1))
    assert any(pairing.solve_exact(ctx, random.Random(s)) != one for s in range(2, 6))
