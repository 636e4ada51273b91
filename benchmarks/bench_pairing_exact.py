"""The exact Swiss round at 64-320 players, where the fast construction often cannot prove
its pairing optimal and the round is solved exactly (docs/pairing.md, "Exact fallback").

Target (issue "Instant"): pairing any round of any event up to 4,096 players <= 0.1 s,
exact, the worst histories at 64-320 players included. For each size, rounds 2-9 of
several simulated events are paired; the figure is the slowest round (wall, best of 3).
Baseline in the same run: the slowest round's exact problem solved by the project's
pure-Python Edmonds blossom on the same weights (what the exact fallback used before
rustworkx); both must reach the same total weight (the same optimum).

    .venv/bin/python benchmarks/bench_pairing_exact.py [--quick]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from _common import machine_note, simulate_event, verdict

from organiser.core._blossom import max_weight_matching
from organiser.core.model import SCORING_PROFILES, Game, PlayerEntry
from organiser.core.pairing import (
    RoundContext,
    exact_weights,
    heaviest_matching,
    pair_swiss_round,
    prepare_round,
    solve_exact,
)

PROFILE = SCORING_PROFILES["ffg-2e"]
TARGET = 0.1


def best_of(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def round_time(players: list[PlayerEntry], games: list[Game], rounds: int, seed: int) -> float:
    return best_of(
        lambda: pair_swiss_round(
            players, games, rounds + 1, seed=seed, profile=PROFILE, allow_rematches=True
        )
    )


def weights(ctx: RoundContext, seed: int) -> tuple[int, int, float]:
    """(the compiled matching's total weight, the pure-Python blossom's, its time)"""
    order, edges = exact_weights(ctx, random.Random(seed))
    m = len(order) + len(order) % 2
    w = {(a, b): x for a, b, x in edges}
    adj: list[dict[int, int]] = [{} for _ in range(m)]
    for a, b, x in edges:
        adj[a][b] = adj[b][a] = x
    ours = heaviest_matching(m, edges)
    t0 = time.perf_counter()
    ref = max_weight_matching(m, adj, maxcardinality=True)
    took = time.perf_counter() - t0

    def total(mate: list[int]) -> int:
        return sum(w[(i, j)] for i, j in enumerate(mate) if j > i)

    return total(ours), total(ref), took


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    sizes = (64, 128, 320) if args.quick else (64, 96, 128, 192, 256, 320)
    events = 2 if args.quick else 4
    print(machine_note())
    worst_all = 0.0
    for n in sizes:
        worst = (0.0, 0, 0)
        for e in range(events):
            for rounds in range(1, 9):
                players, games = simulate_event(n, rounds, seed=1000 * n + e)
                t = round_time(players, games, rounds, e)
                if t > worst[0]:
                    worst = (t, e, rounds)
        t, e, rounds = worst
        players, games = simulate_event(n, rounds, seed=1000 * n + e)
        ctx = prepare_round(players, games, rounds + 1, e, PROFILE)
        ours = best_of(lambda: solve_exact(ctx, random.Random(e)))  # noqa: B023
        mine, theirs, base = weights(ctx, e)
        worst_all = max(worst_all, t)
        print(
            f"{n:>4} players: slowest of {events * 8} rounds {t:.3f} s (round {rounds + 1}); "
            f"its exact solve {ours:.3f} s vs pure-Python blossom {base:.3f} s "
            f"({base / ours:.1f}x); same optimum: {mine == theirs}",
            flush=True,
        )
        assert mine == theirs
    print(
        f"slowest round at {sizes[0]}-{sizes[-1]} players: {worst_all:.3f} s; "
        f"target <= {TARGET} s: {verdict(worst_all, TARGET)}"
    )


if __name__ == "__main__":
    main()
