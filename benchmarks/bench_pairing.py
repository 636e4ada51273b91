"""Swiss pairing speed: round 9 of a 4,096- and a 65,536-player event.

Targets (docs/pairing.md): 4,096 players ≤ 0.1 s median; 65,536 players ≤ 0.6 s; zero
rematches.

Baselines measured in the same run:

* ``before``: the implementation as it was before its speed-ups, kept verbatim in
  tests/core/_reference_pairing.py (the property tests' reference). It pairs the same
  event, alternating with the current code so both see the same machine load; the ratio
  before ÷ now is printed, and the two results must be identical.
* networkx ``max_weight_matching`` on the complete graph of a smaller event (default 512
  players; ``--baseline-players 1024`` takes minutes; 0 skips it), with the same
  lexicographic objective, to show that both reach the same optimum.

Each call is timed in the same process as the others, so the first call of each size also
pays for anything imported on first use (the medians hide it; the first call is printed).

    .venv/bin/python benchmarks/bench_pairing.py [--quick] [--baseline-players N]
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

from _common import machine_note, median_time, networkx_round, simulate_event, verdict

from organiser.core.model import SCORING_PROFILES, PairingResult
from organiser.core.pairing import pair_swiss_round, prepare_round

PROFILE = SCORING_PROFILES["ffg-2e"]
ROUNDS_PLAYED = 8  # we pair round 9


def reference() -> ModuleType:
    """The implementation before the speed-ups (tests/core/_reference_pairing.py)."""
    path = Path(__file__).resolve().parents[1] / "tests" / "core" / "_reference_pairing.py"
    spec = importlib.util.spec_from_file_location("_reference_pairing", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def bench(n: int, repeat: int, target: float | None, before: ModuleType) -> float:
    players, games = simulate_event(n, ROUNDS_PLAYED, seed=n)

    def timed(fn: object) -> tuple[float, float, PairingResult]:
        cpu0, t0 = time.process_time(), time.perf_counter()
        result = fn(players, games, ROUNDS_PLAYED + 1, seed=2026, profile=PROFILE)  # type: ignore[operator]
        return time.perf_counter() - t0, time.process_time() - cpu0, result

    walls: list[float] = []
    cpus: list[float] = []
    old_walls: list[float] = []
    old_cpus: list[float] = []
    result = old = None
    for _ in range(repeat):
        wall, cpu, result = timed(pair_swiss_round)
        walls.append(wall)
        cpus.append(cpu)
        wall, cpu, old = timed(before.pair_swiss_round)
        old_walls.append(wall)
        old_cpus.append(cpu)
    assert isinstance(result, PairingResult)
    assert result == old, "the current pairing differs from the reference"
    wall, cpu = statistics.median(walls), statistics.median(cpus)
    old_wall, old_cpu = statistics.median(old_walls), statistics.median(old_cpus)
    line = (
        f"{n:>6} players, round {ROUNDS_PLAYED + 1}: median {wall:.3f} s wall "
        f"({cpu:.3f} s CPU; first call {walls[0]:.3f} s) over {repeat} runs; before "
        f"{old_wall:.3f} s wall ({old_cpu:.3f} s CPU) -> {old_wall / wall:.1f}x faster "
        f"(CPU {old_cpu / cpu:.1f}x), same result; rematches {result.rematches}, "
        f"pair-downs {result.pair_downs}"
    )
    if target is not None:
        line += f"; target ≤ {target} s: {verdict(wall, target)}"
    print(line, flush=True)
    assert result.rematches == 0
    return wall


def baseline(n: int) -> None:
    players, games = simulate_event(n, ROUNDS_PLAYED, seed=n)
    ctx = prepare_round(players, games, ROUNDS_PLAYED + 1, 2026, PROFILE)
    ours, result = median_time(
        lambda: pair_swiss_round(players, games, ROUNDS_PLAYED + 1, seed=2026, profile=PROFILE),
        3,
    )
    assert isinstance(result, PairingResult)
    t0 = time.perf_counter()
    pairs, bye = networkx_round(ctx)
    theirs = time.perf_counter() - t0
    mine = ctx.objective([t.players for t in result.tables], result.bye)
    best = ctx.objective(pairs, bye)
    print(
        f"{n:>6} players: ours {ours:.3f} s, networkx max_weight_matching {theirs:.1f} s "
        f"-> {theirs / ours:.0f}x faster; objective ours {mine.as_tuple()} vs networkx "
        f"{best.as_tuple()} ({'equal' if mine == best else 'DIFFERENT'})",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the 65,536-player event")
    parser.add_argument("--baseline-players", type=int, default=512)
    args = parser.parse_args()
    print(machine_note())
    before = reference()
    bench(4096, 7, 0.1, before)
    if not args.quick:
        bench(65536, 5, 0.6, before)
    if args.baseline_players:
        baseline(args.baseline_players)


if __name__ == "__main__":
    main()
