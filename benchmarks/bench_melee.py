"""Seating round 6 of a 1,024-player melee event: target ≤ 1 s.

    .venv/bin/python benchmarks/bench_melee.py [--players 1024] [--round 6] [--seed 3]

The event's first five rounds are seated by ``seat_melee_round`` with random results (some
games won, some stopped by time, a few drops). The measured call is the whole use case a
service makes: standings, history, and the seating search. Baselines, on the same instance
in the same run: grouping the players by score from the top with no care for repeats (what
an organiser does on paper), and a random seating; the ratios compare times, and the
objective (repeated pairs, players at a table of three again, score spread) is shown for
each.

Then mid-sized fields (``--mid 20,24,28``; 32 players at most), where an exact model
(HiGHS) settles the repeats: round 6 seated with the model against the local search alone
(the baseline, same instance, same run), the objective of each and the time ratio. Target:
≤ 3 s per round.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from organiser.core.melee import (
    DEFAULT_MELEE_PROFILE,
    Ending,
    MeleeTable,
    SeatResult,
    compute_melee_standings,
    suggest_places,
    table_sizes,
)
from organiser.core.melee_seating import (
    SeatingObjective,
    seat_melee_round,
    seating_history,
    seating_objective,
)
from organiser.core.model import PlayerEntry

TARGET_SECONDS = 1.0
MID_TARGET_SECONDS = 3.0
T = TypeVar("T")


def simulate(n: int, rounds: int, seed: int) -> tuple[list[PlayerEntry], list[MeleeTable]]:
    rng = random.Random(seed)
    players = [PlayerEntry(id=i, name=f"Player {i}") for i in range(1, n + 1)]
    tables: list[MeleeTable] = []
    for rnd in range(1, rounds + 1):
        seating = seat_melee_round(players, tables, rnd, seed)
        for t in seating.tables:
            powers = {p: rng.randint(0, 14) for p in t.players}
            ending = Ending.TIME
            if rng.random() < 0.6:
                powers[rng.choice(t.players)] = 15
                ending = Ending.WON
            places = suggest_places(powers, ending=ending)
            results = tuple(SeatResult(p, places[p], powers[p]) for p in t.players)
            tables.append(MeleeTable(rnd, t.table, t.players, results, ending))
        tables.extend(MeleeTable(rnd, 0, (p,), bye=True) for p in seating.byes)
        players = [
            PlayerEntry(id=p.id, name=p.name, dropped=p.dropped or rng.random() < 0.01)
            for p in players
        ]
    return players, tables


def by_score(players: Sequence[PlayerEntry], tables: Sequence[MeleeTable]) -> list[list[int]]:
    """Baseline: standings order cut into tables, no care for repeats."""
    rows = compute_melee_standings(players, tables, DEFAULT_MELEE_PROFILE, seed=1)
    order = [r.player for r in rows if not r.dropped]
    groups, start = [], 0
    for size in table_sizes(len(order)).sizes:
        groups.append(order[start : start + size])
        start += size
    return groups


def at_random(players: Sequence[PlayerEntry], rng: random.Random) -> list[list[int]]:
    order = [p.id for p in players if not p.dropped]
    rng.shuffle(order)
    groups, start = [], 0
    for size in table_sizes(len(order)).sizes:
        groups.append(order[start : start + size])
        start += size
    return groups


def timed(fn: Callable[[], T], repeat: int) -> tuple[float, T]:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def show(obj: SeatingObjective) -> str:
    return f"repeats {obj.repeats:4d}  three-again {obj.odd_again:4d}  spread {obj.spread:8.1f}"


def mid_sized(sizes: Sequence[int], rnd: int, seed: int, repeat: int) -> bool:
    """Model against local search on fields the exact model covers; True when on target."""
    print(f"mid-sized fields, round {rnd}: exact model (HiGHS) vs the local search alone")
    ok = True
    for n in sizes:
        players, tables = simulate(n, rnd - 1, seed)

        def with_model(ps: list[PlayerEntry] = players, ts: list[MeleeTable] = tables) -> Any:
            return seat_melee_round(ps, ts, rnd, seed)

        def local_only(ps: list[PlayerEntry] = players, ts: list[MeleeTable] = tables) -> Any:
            return seat_melee_round(ps, ts, rnd, seed, model_limit=0, search_limit=0)

        model_t, model = timed(with_model, repeat)
        local_t, local = timed(local_only, repeat)
        proven = "proven" if model.repeats_proven else "not proven"
        print(f"  {n:3d} players  model  {model_t:7.3f} s   {show(model.objective)}  ({proven})")
        print(f"               local  {local_t:7.3f} s   {show(local.objective)}")
        print(f"               ratio  {model_t / local_t:7.1f}x the time of the local search")
        ok = ok and model_t <= MID_TARGET_SECONDS
    print(f"  target ≤ {MID_TARGET_SECONDS:.1f} s per round: {'OK' if ok else 'OVER TARGET'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--round", type=int, default=6)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3, help="runs; the median is reported")
    parser.add_argument("--mid", default="20,24,28", help="mid-sized fields ('' for none)")
    args = parser.parse_args(argv)

    players, tables = simulate(args.players, args.round - 1, args.seed)
    active = sum(1 for p in players if not p.dropped)
    history = seating_history(tables)
    points = {r.player: r.points for r in compute_melee_standings(players, tables, seed=1)}

    ours_t, seating = timed(
        lambda: seat_melee_round(players, tables, args.round, args.seed), args.repeat
    )
    paper_t, paper = timed(lambda: by_score(players, tables), args.repeat)
    rand_t, rand = timed(lambda: at_random(players, random.Random(args.seed)), args.repeat)
    ours = seating.objective

    print(f"melee seating: round {args.round} of {args.players} players ({active} still in)")
    print(f"  seat_melee_round   {ours_t:8.3f} s   {show(ours)}")
    print(
        f"  by score (paper)   {paper_t:8.3f} s   {show(seating_objective(paper, history, points))}"
    )
    print(
        f"  random             {rand_t:8.3f} s   {show(seating_objective(rand, history, points))}"
    )
    print(f"  lower bound on repeats: {seating.repeats_lower_bound}")
    print(f"  ratio vs by-score baseline: {ours_t / paper_t:.1f}x the time")
    print(f"  ratio vs random baseline:   {ours_t / rand_t:.1f}x the time")
    verdict = "OK" if ours_t <= TARGET_SECONDS else "OVER TARGET"
    print(
        f"  target ≤ {TARGET_SECONDS:.1f} s: {ours_t:.3f} s ({ours_t / TARGET_SECONDS:.2f} of it) {verdict}"
    )
    mid_ok = True
    if args.mid:
        sizes = [int(x) for x in args.mid.split(",")]
        mid_ok = mid_sized(sizes, args.round, args.seed, args.repeat)
    return 0 if ours_t <= TARGET_SECONDS and mid_ok else 1


if __name__ == "__main__":
    sys.exit(main())
