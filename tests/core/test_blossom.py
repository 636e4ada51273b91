"""The exact matching solver of the pairing against networkx on random graphs."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from organiser.core._blossom import max_weight_matching


@pytest.mark.parametrize("seed", range(60))
@pytest.mark.parametrize("maxcardinality", [True, False])
def test_matches_networkx(seed: int, maxcardinality: bool) -> None:
    rng = random.Random(seed)
    n = rng.randint(0, 24)
    density = rng.random()
    adj: list[dict[int, int]] = [{} for _ in range(n)]
    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    for i in range(n):
        for j in range(i + 1, n):
            if rng.random() < density:
                w = rng.randint(1, 40)
                adj[i][j] = adj[j][i] = w
                graph.add_edge(i, j, weight=w)
    mate = max_weight_matching(n, adj, maxcardinality)
    assert all(mate[mate[v]] == v for v in range(n) if mate[v] >= 0)
    assert all(mate[v] in adj[v] for v in range(n) if mate[v] >= 0)
    ours = [(v, mate[v]) for v in range(n) if mate[v] > v]
    theirs = nx.max_weight_matching(graph, maxcardinality=maxcardinality)
    weight = sum(adj[a][b] for a, b in ours)
    assert weight == sum(graph[a][b]["weight"] for a, b in theirs)
    if maxcardinality:
        assert len(ours) == len(theirs)
