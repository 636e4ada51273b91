"""Late-entry imports: a roster CSV imported after round 2 has been paired.

Every late entry gets an unpaired loss for each round already paired. The baseline, in the
same run, is the same CSV imported before round 1 (no unpaired losses): the ratio is the
price of the late entries, and the growth from 2,000 to 5,000 players shows whether the
import stays linear (2.5x) or not (a quadratic import grows 6.25x).

    .venv/bin/python benchmarks/bench_import.py [--sizes 2000 5000]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from organiser.services import events, open_database, players, results, rounds
from organiser.services.dto import ResultInput

TARGET_5000 = 5.0  # seconds for 5,000 late entries: an organiser waits at the desk


def roster(count: int, tag: str) -> bytes:
    rows = "".join(f"{tag} Player {i},Club {i % 31},{tag}-{i}\n" for i in range(count))
    return f"name,affiliation,id\n{rows}".encode()


def import_time(path: Path, count: int, late: bool) -> float:
    db = open_database(path)
    try:
        eid = events.create_event(db, name="Import", seed=3, rounds=6).id
        if late:
            players.import_players(db, eid, data=roster(64, "Early"))
            for _ in range(2):
                r = rounds.pair_round(db, eid)
                results.record_results(
                    db, eid, [ResultInput(t.table, t.player_a) for t in r.tables]
                )
        data = roster(count, "Late")
        start = time.perf_counter()
        added = players.import_players(db, eid, data=data)
        elapsed = time.perf_counter() - start
        assert len(added) == count
        if late:
            assert all(p.entered_round == 3 for p in added)
        return elapsed
    finally:
        db.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 5000])
    args = parser.parse_args(argv)
    late_times: dict[int, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            before = import_time(Path(tmp) / f"before-{n}.sqlite", n, late=False)
            late = import_time(Path(tmp) / f"late-{n}.sqlite", n, late=True)
            late_times[n] = late
            print(
                f"{n:>6} players  late entries {late:7.3f} s   before round 1 (baseline) "
                f"{before:7.3f} s   ratio {late / before:5.2f}x"
            )
    sizes = sorted(late_times)
    if len(sizes) >= 2:
        small, big = sizes[0], sizes[-1]
        growth = late_times[big] / late_times[small]
        print(
            f"growth {small} -> {big}: {growth:.2f}x (linear {big / small:.2f}x, "
            f"quadratic {(big / small) ** 2:.2f}x)"
        )
    if 5000 in late_times:
        verdict = "ok" if late_times[5000] <= TARGET_5000 else "OVER TARGET"
        print(f"5,000 late entries: {late_times[5000]:.3f} s, target {TARGET_5000} s  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
