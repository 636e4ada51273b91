"""Benchmarks of the rules engine (engine_ref).

1. Branch/undo over games holding 2,000 recorded decisions: target <= 0.2 s. A branch
   replays silently from the last phase start before its decision (a resume point,
   engine_ref.resume). Baselines in the same run: the same branches replayed from the
   beginning of each game (silent, no resume point), a full re-simulation through a
   Session (logging, a snapshot of every step), and the same decisions fed straight into
   the engine's generator with logging but no session (no snapshots, no views).
2. Random complete games per minute: target >= 100.
   Baseline in the same run: playing the same games through a bare generator loop.
3. Random complete 2nd-edition games with the scripted 2nd-edition card pool, every state
   checked against the invariants: target >= 300 a minute, no invariant broken. Baseline in
   the same run: the same games without the invariant check.

Run: .venv/bin/python benchmarks/bench_engine.py
"""

from __future__ import annotations

import random
import time

from engine_ref.engine import Engine
from engine_ref.profiles import get_profile
from engine_ref.randomplay import play_randomly, random_board
from engine_ref.scenario import Scenario
from engine_ref.session import Session
from engine_ref.timing import DecisionPoint


def bare_replay(board: Scenario, keys: list[str]) -> int:
    e = Engine(board.state, get_profile(board.ruleset), board.start)
    g = e.flow()
    steps = 0
    i = 0
    try:
        item = next(g)
        while True:
            steps += 1
            if isinstance(item, DecisionPoint):
                if i == len(keys):
                    break
                opt = item.find(keys[i])
                i += 1
                item = g.send(opt)
            else:
                item = next(g)
    except StopIteration:
        pass
    return steps


def bare_random_game(board: Scenario, seed: int) -> None:
    rng = random.Random(seed)
    e = Engine(board.state, get_profile(board.ruleset), board.start)
    g = e.flow()
    try:
        item = next(g)
        for _ in range(1_000_000):
            if isinstance(item, DecisionPoint):
                opts = item.options
                passive = [o for o in opts if o.key in ("pass", "done")]
                active = [o for o in opts if o.key not in ("pass", "done")]
                if passive and (not active or rng.random() < 0.35):
                    item = g.send(passive[0])
                else:
                    item = g.send(rng.choice(active))
            else:
                item = next(g)
    except StopIteration:
        pass


def main() -> None:
    # --- 1. replay ------------------------------------------------------------------
    sessions: list[Session] = []
    total = 0
    seed = 0
    while total < 2000:
        s = play_randomly(random_board(seed, "lcg1"), seed)
        sessions.append(s)
        total += len(s.decisions()) - 1
        seed += 1

    # what undo / branch / "decide after back" do: replay up to the last decision.
    # Best of 3, wall clock and CPU time (the CPU figure is what matters on a shared machine).
    def branches(from_start: bool) -> tuple[float, float]:
        wall = cpu = float("inf")
        for _ in range(3):
            t0, c0 = time.perf_counter(), time.process_time()
            for s in sessions:
                b = s.branch(len(s.decisions()) - 1, from_start=from_start)
                assert b.waiting() is not None
            wall = min(wall, time.perf_counter() - t0)
            cpu = min(cpu, time.process_time() - c0)
        return wall, cpu

    replay, cpu = branches(False)
    from_start, from_start_cpu = branches(True)
    # baseline: full re-simulation with logging and a snapshot of every step
    t0 = time.perf_counter()
    steps = 0
    for s in sessions:
        r = Session(s.scenario, s.decisions()[:-1])
        r.run_to_decision()
        steps += r.length
    full = time.perf_counter() - t0
    # the bare generator fed the same decisions, steps yielded (logged) but not recorded
    t0 = time.perf_counter()
    for s in sessions:
        bare_replay(s.scenario, [d.split(": ", 1)[1] for d in s.decisions()[:-1]])
    bare = time.perf_counter() - t0
    per2000 = replay * 2000 / total
    cpu2000 = cpu * 2000 / total
    print(
        f"branch/undo at the last decision: {total} decisions, {len(sessions)} games: "
        f"{per2000:.3f} s wall, {cpu2000:.3f} s CPU per 2,000 decisions; target <= 0.2 s "
        f"({'met' if cpu2000 <= 0.2 else 'NOT met'} on CPU time, "
        f"{'met' if per2000 <= 0.2 else 'NOT met'} on wall time)"
    )
    print(
        f"  baselines: the same branches replayed from the start {from_start * 2000 / total:.3f} s "
        f"wall, {from_start_cpu * 2000 / total:.3f} s CPU per 2,000 (resuming "
        f"{from_start / replay:.1f}x faster); full re-simulation with logging ({steps} steps) "
        f"{full:.3f} s ({full / replay:.1f}x); bare generator with logged steps {bare:.3f} s "
        f"({bare / replay:.1f}x)"
    )

    # --- 2. random complete games per minute ------------------------------------------
    n = 40
    boards = [
        (random_board(10_000 + i, ("lcg1", "ccg-winter", "lcg2")[i % 3]), i) for i in range(n)
    ]
    t0 = time.perf_counter()
    finished = 0
    for board, i in boards:
        s = play_randomly(board, i)
        finished += 1 if s.finished else 0
    full = time.perf_counter() - t0
    t0 = time.perf_counter()
    for board, i in boards:
        bare_random_game(board, i)
    bare_g = time.perf_counter() - t0
    per_min = n * 60 / full
    print(
        f"random games: {n} complete games ({finished} finished by a win or the round cap) in "
        f"{full:.2f} s = {per_min:.0f} games/min; target >= 100 ({'met' if per_min >= 100 else 'NOT met'})"
    )
    print(
        f"  baseline (bare generator, no session): {n * 60 / bare_g:.0f} games/min; "
        f"session/bare time ratio {full / bare_g:.2f}"
    )


def lcg2_games(n: int = 30) -> None:
    """3. 2nd-edition games with the scripted card pool, invariants checked at every step."""
    from engine_ref.catalogue import CATALOGUE
    from engine_ref.state import check_invariants

    pool = sum(1 for e in CATALOGUE.values() if e["edition"] == "lcg2")
    boards = [(random_board(20_000 + i, "lcg2", players=2 + i % 3), i) for i in range(n)]
    t0 = time.perf_counter()
    broken = 0
    decisions = 0
    for board, i in boards:
        s = play_randomly(board, i)
        decisions += len(s.decisions())
        broken += sum(1 for snap in s.snapshots() if check_invariants(snap.state))
    checked = time.perf_counter() - t0
    t0 = time.perf_counter()
    for board, i in boards:
        play_randomly(board, i)
    plain = time.perf_counter() - t0
    per_min = n * 60 / checked
    print(
        f"2nd-edition games with {pool} scripted cards: {n} games ({decisions} decisions), "
        f"invariants checked at every step: {per_min:.0f} games/min; target >= 300 "
        f"({'met' if per_min >= 300 else 'NOT met'}); states breaking an invariant: {broken}"
    )
    print(f"  baseline without the checks: {n * 60 / plain:.0f} games/min")


if __name__ == "__main__":
    main()
    lcg2_games()
