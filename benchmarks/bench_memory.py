"""Peak memory of a 65,536-player event: its history, standings and the next pairing.

Target (docs/pairing.md): ≤ 1 GiB. Measured with tracemalloc (Python allocations) and the
process's maximum resident set size; the baseline in the same run is the memory of the
event's history alone (the input every front end holds anyway).

    .venv/bin/python benchmarks/bench_memory.py [--players N] [--rounds R]
"""

from __future__ import annotations

import argparse
import resource
import sys
import tracemalloc

from _common import simulate_event, verdict

from organiser.core.model import SCORING_PROFILES
from organiser.core.pairing import pair_swiss_round
from organiser.core.standings import compute_standings

PROFILE = SCORING_PROFILES["ffg-2e"]
GIB = 1024**3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=65536)
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args()
    tracemalloc.start()
    players, games = simulate_event(args.players, args.rounds, seed=11)
    history, _ = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    rows = compute_standings(players, games, PROFILE, seed=1)
    result = pair_swiss_round(players, games, args.rounds + 1, seed=1, profile=PROFILE)
    _now, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rss_bytes = rss if sys.platform == "darwin" else rss * 1024
    print(
        f"{args.players} players, {args.rounds} rounds ({len(games)} games), "
        f"{len(rows)} standings, round {result.round} paired ({len(result.tables)} tables)"
    )
    print(f"history alone: {history / 2**20:.0f} MiB (baseline)")
    print(
        f"peak while computing standings and pairing: {peak / 2**20:.0f} MiB "
        f"({peak / history:.1f}x the history); process max RSS {rss_bytes / 2**20:.0f} MiB; "
        f"target ≤ 1 GiB: {verdict(max(peak, rss_bytes) / GIB, 1.0)}"
    )


if __name__ == "__main__":
    main()
