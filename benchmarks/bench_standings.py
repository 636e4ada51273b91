"""Standings speed: points, SoS and extended SoS for 65,536 players × 12 rounds.

Target (docs/pairing.md): ≤ 1 s. Baseline in the same run: a straightforward
implementation (a dictionary of opponents per player, Fraction arithmetic, a sort), which
also checks that both give the same order.

    .venv/bin/python benchmarks/bench_standings.py [--players N] [--rounds R]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from fractions import Fraction

from _common import machine_note, median_time, simulate_event, verdict

from organiser.core.model import SCORING_PROFILES, Game, Outcome, PlayerEntry, StandingRow
from organiser.core.standings import compute_standings, random_key

PROFILE = SCORING_PROFILES["ffg-2e"]


def naive(players: Sequence[PlayerEntry], games: Sequence[Game], seed: int) -> list[int]:
    points: dict[int, Fraction] = {p.id: Fraction(0) for p in players}
    rounds: dict[int, int] = {p.id: 0 for p in players}
    opponents: dict[int, list[int]] = {p.id: [] for p in players}
    for g in games:
        if g.outcome is None:
            continue
        for p in g.players():
            rounds[p] += 1
        if g.player_b is None:
            if g.outcome is Outcome.BYE:
                points[g.player_a] += 5
            continue
        opponents[g.player_a].append(g.player_b)
        opponents[g.player_b].append(g.player_a)
        if g.winner is not None and g.outcome is not Outcome.DOUBLE_LOSS:
            points[g.winner] += 4 if g.outcome is Outcome.MODIFIED_WIN else 5
    avg = {p: points[p] / rounds[p] if rounds[p] else Fraction(0) for p in points}
    sos = {
        p: sum((avg[o] for o in os), Fraction(0)) / len(os) if os else Fraction(0)
        for p, os in opponents.items()
    }
    esos = {
        p: sum((sos[o] for o in os), Fraction(0)) / len(os) if os else Fraction(0)
        for p, os in opponents.items()
    }
    return sorted(points, key=lambda p: (-points[p], -sos[p], -esos[p], -random_key(seed, p)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=65536)
    parser.add_argument("--rounds", type=int, default=12)
    args = parser.parse_args()
    print(machine_note())
    players, games = simulate_event(args.players, args.rounds, seed=7)
    repeat = 5
    cpu0 = time.process_time()
    wall, rows = median_time(lambda: compute_standings(players, games, PROFILE, seed=3), repeat)
    cpu = (time.process_time() - cpu0) / repeat
    assert isinstance(rows, list)
    t0 = time.perf_counter()
    order = naive(players, games, seed=3)
    base = time.perf_counter() - t0
    ours = [r.player for r in rows if isinstance(r, StandingRow)]
    print(
        f"standings of {args.players} players × {args.rounds} rounds ({len(games)} games): "
        f"median of {repeat} {wall:.3f} s wall ({cpu:.3f} s CPU, mean); target ≤ 1 s: {verdict(wall, 1.0)}"
    )
    print(
        f"baseline (Fraction, dict of opponents): {base:.3f} s -> {base / wall:.1f}x; "
        f"same order: {ours == order}"
    )


if __name__ == "__main__":
    main()
