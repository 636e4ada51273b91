"""A 4,096-player joust event through the services, on a SQLite file.

Each step is timed through the services (one transaction each, audited) and compared with
the raw work measured in the same run on the same data: the core function for pairing and
standings, a bare ``sqlite3`` executemany for registering players and recording results.
The ratio is the price of the service layer (loading rows, checks, storage, audit).

    .venv/bin/python benchmarks/bench_service.py [--players 4096] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from organiser.core.model import SCORING_PROFILES, Game, Outcome, PlayerEntry, Stage
from organiser.core.pairing import pair_swiss_round
from organiser.core.standings import compute_standings
from organiser.services import events, open_database, players, results, rounds, standings
from organiser.services.dto import ResultInput

T = TypeVar("T")

# Targets for an organiser at the desk (seconds, 4,096 players).
TARGETS = {"register": 5.0, "pair": 2.0, "results": 3.0, "standings": 1.0, "one result": 0.05}


def timed(fn: Callable[[], T]) -> tuple[T, float]:
    start = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - start


def report(step: str, seconds: float, baseline: float, label: str) -> None:
    target = TARGETS.get(step.split(" (")[0])
    verdict = "" if target is None else ("ok" if seconds <= target else "OVER TARGET")
    ratio = seconds / baseline if baseline > 0 else float("inf")
    print(
        f"{step:<28} {seconds:8.3f} s  target {target if target else '-':>5} s  "
        f"{label:<26} {baseline:8.3f} s  ratio {ratio:6.1f}x  {verdict}"
    )


def raw_insert_players(count: int) -> float:
    """Baseline: the same number of player rows with a bare executemany, one transaction."""
    with tempfile.TemporaryDirectory() as tmp:
        con = sqlite3.connect(Path(tmp) / "raw.sqlite")
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA synchronous=FULL")
        con.execute("CREATE TABLE player (id INTEGER PRIMARY KEY, event_id INT, name TEXT)")
        rows = [(1, f"Player {i}") for i in range(count)]
        start = time.perf_counter()
        with con:
            con.executemany("INSERT INTO player (event_id, name) VALUES (?, ?)", rows)
        elapsed = time.perf_counter() - start
        con.close()
        return elapsed


def raw_update_results(path: Path, updates: list[tuple[int, str, int, int]]) -> float:
    """Baseline: write the same results with one bare UPDATE per table, one transaction."""
    con = sqlite3.connect(path)
    con.execute("CREATE TEMP TABLE g (round_id INT, table_no INT, winner INT, outcome TEXT)")
    con.execute("CREATE UNIQUE INDEX temp.g_table ON g (round_id, table_no)")
    con.executemany(
        "INSERT INTO g VALUES (?, ?, ?, ?)", [(r, t, w, "x") for w, _o, r, t in updates]
    )
    start = time.perf_counter()
    with con:
        con.executemany("UPDATE g SET winner=?, outcome=? WHERE round_id=? AND table_no=?", updates)
    elapsed = time.perf_counter() - start
    con.close()
    return elapsed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=4096)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    profile = SCORING_PROFILES["ffg-2e"]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite"
        db = open_database(path)
        event = events.create_event(db, name="Benchmark", rounds=12, seed=args.seed)
        print(f"{args.players} players, {args.rounds} rounds, SQLite file {path.name}\n")
        csv_text = "name,id\n" + "".join(f"Player {i},OP{i:06}\n" for i in range(args.players))
        _, t_register = timed(lambda: players.import_players(db, event.id, data=csv_text.encode()))
        report("register", t_register, raw_insert_players(args.players), "raw sqlite3 insert")

        entries = [PlayerEntry(p.id, p.display_name) for p in players.list_players(db, event.id)]
        history: list[Game] = []
        for number in range(1, args.rounds + 1):
            paired, t_pair = timed(lambda: rounds.pair_round(db, event.id))
            raw, t_core = timed(
                lambda n=number, h=history, seed=paired.seed: pair_swiss_round(
                    entries, h, n, seed, profile
                )
            )
            assert [t.players for t in raw.tables] == [
                (t.player_a, t.player_b) for t in paired.tables
            ], "the service stored a different pairing than the core computes"
            report(f"pair (round {number})", t_pair, t_core, "core pair_swiss_round")

            batch = [
                ResultInput(t.table, rng.choice((t.player_a, t.player_b))) for t in paired.tables
            ]
            sample, rest = batch[:20], batch[20:]
            one_times = []
            for item in sample:
                _, t_one = timed(
                    lambda item=item: results.record_result(
                        db, event.id, table=item.table, winner=item.winner
                    )
                )
                one_times.append(t_one)
            _, t_results = timed(lambda rest=rest: results.record_results(db, event.id, rest))
            updates = [(r.winner or 0, "win", number, r.table) for r in rest]
            report(
                f"results ({len(rest)} at once)",
                t_results,
                raw_update_results(path, updates),
                "raw sqlite3 update",
            )
            report(
                "one result (median of 20)",
                statistics.median(one_times),
                statistics.median(one_times),
                "(per call)",
            )
            history += [
                Game(
                    number,
                    t.table,
                    t.player_a,
                    t.player_b,
                    winner=r.winner,
                    outcome=Outcome.WIN,
                    stage=Stage.SWISS,
                )
                for t, r in zip(paired.tables, batch, strict=True)
            ]
            if paired.bye is not None:
                history.append(
                    Game(number, 0, paired.bye, None, paired.bye, Outcome.BYE, stage=Stage.SWISS)
                )

        info, t_standings = timed(lambda: standings.get_standings(db, event.id))
        _, t_core_st = timed(lambda: compute_standings(entries, history, profile, event.seed))
        report("standings", t_standings, t_core_st, "core compute_standings")
        assert len(info.rows) == args.players
        db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
