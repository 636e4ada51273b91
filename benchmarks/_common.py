"""Shared helpers of the benchmarks: large simulated events, timing, memory.

Run a benchmark as a script from the repository root, e.g.
``.venv/bin/python benchmarks/bench_pairing.py``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from organiser.core.model import Game, Outcome, PlayerEntry
from organiser.core.pairing import RoundContext


def simulate_event(
    n_players: int, rounds: int, seed: int = 1, modified_p: float = 0.15, drop_p: float = 0.01
) -> tuple[list[PlayerEntry], list[Game]]:
    """A Swiss event of ``rounds`` played rounds: points-order pairing with rematches
    avoided greedily, random results (some modified wins), a few drops, byes."""
    rng = random.Random(seed)
    entries = [PlayerEntry(id=i, name=f"Player {i}") for i in range(1, n_players + 1)]
    dropped: set[int] = set()
    points = dict.fromkeys(range(1, n_players + 1), 0)
    byes = dict.fromkeys(range(1, n_players + 1), 0)
    met: dict[int, set[int]] = {p: set() for p in points}
    games: list[Game] = []
    for r in range(1, rounds + 1):
        active = [p for p in points if p not in dropped]
        keys = {p: (-points[p], rng.random()) for p in active}
        active.sort(key=keys.__getitem__)
        if len(active) % 2:
            bye = next(p for p in reversed(active) if byes[p] == min(byes[q] for q in active[-8:]))
            active.remove(bye)
            games.append(Game(r, 0, bye, None, winner=bye, outcome=Outcome.BYE))
            points[bye] += 5
            byes[bye] += 1
        pending: list[int] = []
        table = 0
        for x in active:
            mx = met[x]
            for k in range(len(pending) - 1, -1, -1):
                y = pending[k]
                if y not in mx:
                    pending.pop(k)
                    table += 1
                    met[x].add(y)
                    met[y].add(x)
                    w = x if rng.random() < 0.5 else y
                    mod = rng.random() < modified_p
                    games.append(
                        Game(
                            r,
                            table,
                            y,
                            x,
                            winner=w,
                            outcome=Outcome.MODIFIED_WIN if mod else Outcome.WIN,
                        )
                    )
                    points[w] += 4 if mod else 5
                    break
            else:
                pending.append(x)
        for i in range(0, len(pending) - 1, 2):
            table += 1
            games.append(
                Game(r, table, pending[i], pending[i + 1], winner=pending[i], outcome=Outcome.WIN)
            )
            points[pending[i]] += 5
        for p in active:
            if rng.random() < drop_p:
                dropped.add(p)
    players = [PlayerEntry(id=e.id, name=e.name, dropped=e.id in dropped) for e in entries]
    return players, games


def median_time(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    """Median wall time of ``repeat`` calls and the last result."""
    times: list[float] = []
    result: object = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def verdict(measured: float, target: float) -> str:
    return "OK" if measured <= target else "OVER TARGET"


def networkx_round(ctx: RoundContext) -> tuple[list[tuple[int, int]], int | None]:
    """The baseline: networkx max_weight_matching on the complete graph of the round, with
    the pairing's lexicographic objective encoded in the weights (as in the test oracle)."""
    import networkx as nx

    ids = ctx.ids
    n = len(ids)
    npairs = (n + 1) // 2
    score, opps = ctx.score, ctx.opponents
    spread = max(score[p] for p in ids) - min(score[p] for p in ids)
    w_pd = spread**2 * npairs + 1
    w_bye = w_pd * (npairs + 1)
    w_rem = w_bye * (n + 1)
    top = w_rem * (npairs + 1)
    graph = nx.Graph()
    for i, a in enumerate(ids):
        oa = opps[a]
        for b in ids[i + 1 :]:
            d = score[a] - score[b]
            cost = d * d + (w_pd if d else 0) + (w_rem if b in oa else 0)
            graph.add_edge(a, b, weight=top - cost)
        if n % 2:
            graph.add_edge(a, -1, weight=top - w_bye * ctx.bye_rank(a))
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs: list[tuple[int, int]] = []
    bye = None
    for a, b in matching:
        if -1 in (a, b):
            bye = a if b == -1 else b
        else:
            pairs.append((a, b))
    return pairs, bye


def machine_note() -> str:
    """Load and two reference timings, to read the figures of a shared machine: a tight
    loop (interpreter speed) and random dictionary lookups (memory latency)."""
    import os

    t0 = time.process_time()
    x = 0
    for i in range(1_000_000):
        x += i
    loop = time.process_time() - t0
    rng = random.Random(0)
    table = {i: i for i in range(65536)}
    keys = list(range(65536))
    rng.shuffle(keys)
    t0 = time.process_time()
    for k in keys:
        table[k]
    lookups = time.process_time() - t0
    return (
        f"machine: load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; "
        f"1M-iteration loop {loop * 1000:.0f} ms, 65,536 random dict lookups "
        f"{lookups * 1000:.1f} ms (a typical idle desktop: ~30 ms and ~3 ms)"
    )
