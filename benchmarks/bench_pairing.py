"""Swiss pairing speed: round 9 of a 4,096- and a 65,536-player event.

Targets (docs/pairing.md): 4,096 players ≤ 0.5 s median; 65,536 players ≤ 10 s; zero
rematches. Baseline in the same run: networkx ``max_weight_matching`` on the complete graph
of a smaller event (default 512 players; ``--baseline-players 1024`` takes minutes), with
the same lexicographic objective, to show the ratio and that both reach the same optimum.

    .venv/bin/python benchmarks/bench_pairing.py [--quick] [--baseline-players N]
"""

from __future__ import annotations

import argparse
import time

from _common import machine_note, median_time, networkx_round, simulate_event, verdict

from organiser.core.model import SCORING_PROFILES, PairingResult
from organiser.core.pairing import pair_swiss_round, prepare_round

PROFILE = SCORING_PROFILES["ffg-2e"]
ROUNDS_PLAYED = 8  # we pair round 9


def bench(n: int, repeat: int, target: float | None) -> float:
    players, games = simulate_event(n, ROUNDS_PLAYED, seed=n)

    def run() -> PairingResult:
        return pair_swiss_round(players, games, ROUNDS_PLAYED + 1, seed=2026, profile=PROFILE)

    cpu0 = time.process_time()
    wall, result = median_time(run, repeat)
    cpu = (time.process_time() - cpu0) / repeat
    assert isinstance(result, PairingResult)
    line = (
        f"{n:>6} players, round {ROUNDS_PLAYED + 1}: median {wall:.3f} s wall "
        f"({cpu:.3f} s CPU) over {repeat} runs; rematches {result.rematches}, "
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
    bench(4096, 5, 0.5)
    if not args.quick:
        bench(65536, 3, 10.0)
    if args.baseline_players:
        baseline(args.baseline_players)


if __name__ == "__main__":
    main()
