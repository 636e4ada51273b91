"""One ranking everywhere: the bye goes to the player the displayed standings show lowest
(among the active players with the fewest byes), whenever a rematch-free pairing allows it —
the standings and the pairing read the same random tiebreak (the event's seed)."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from organiser.core.model import SCORING_PROFILES
from organiser.core.pairing import pair_swiss_round, plays_round
from organiser.core.standings import compute_standings

from ._events import random_history

PROFILE = SCORING_PROFILES["ffg-2e"]


def rematch_free_with_bye(active: list[int], bye: int, met: set[tuple[int, int]]) -> bool:
    """Can everyone but ``bye`` be paired without a rematch (a perfect matching)?"""
    rest = [p for p in active if p != bye]
    g = nx.Graph()
    g.add_nodes_from(rest)
    g.add_edges_from((a, b) for i, a in enumerate(rest) for b in rest[i + 1 :] if (a, b) not in met)
    return len(nx.max_weight_matching(g, maxcardinality=True)) * 2 == len(rest)


@pytest.mark.parametrize("case", range(60))
def test_the_bye_goes_to_the_lowest_player_the_standings_show(case: int) -> None:
    rng = random.Random(7000 + case)
    n = rng.choice([5, 7, 9, 11, 13, 17, 21])
    rounds = rng.randint(1, 4)
    players, games = random_history(rng, n, rounds, drop_p=0.0, late_p=0.0)
    event_seed = rng.randrange(2**31)
    round_seed = rng.randrange(2**31)  # a different draw each round, as the service makes
    nxt = rounds + 1
    active = [p.id for p in players if plays_round(p, nxt)]
    if len(active) % 2 == 0:
        return  # an even field: no bye this round
    result = pair_swiss_round(
        players, games, nxt, round_seed, PROFILE, allow_rematches=True, standings_seed=event_seed
    )
    if result.bye is None or result.rematches:
        return
    table = compute_standings(players, games, PROFILE, event_seed, through_round=rounds)
    byes = {r.player: r.byes for r in table}
    order = [r.player for r in table if r.player in active]  # best first
    fewest = min(byes[p] for p in active)
    met = {(g.player_a, g.player_b) for g in games if g.player_b is not None}
    met |= {(b, a) for a, b in met}
    # from the bottom of the displayed standings, the first with the fewest byes whom a
    # rematch-free pairing allows
    for p in reversed(order):
        if byes[p] == fewest and rematch_free_with_bye(active, p, met):
            assert result.bye == p, (
                f"the bye went to {result.bye}, the standings show {p} lowest "
                f"(order {order}, byes {byes})"
            )
            return
