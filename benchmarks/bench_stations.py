"""Several stations, live: the time from a result committed at one station to its
appearance in another station's Rounds view.

Station A is a separate process that records results through the services (as a window
would, one transaction each) and prints the moment each commit returned. Station B is the
real window (background work on, offscreen unless DISPLAY is set) showing round 1 of a
200-player event; the moment a result appears is when B's Rounds model shows that table
reported (the row is repainted in the same pass of the event loop). A result is sent only
once the previous one has appeared, after a random pause of 0-300 ms (so that the results
do not fall in step with the file's 0.1 s poll). Median, 90th percentile and worst over
``--results`` results, on one SQLite file and on the PostgreSQL server of
``MAESTER_TEST_PG_URL`` (or ``--pg-url``).

    .venv/bin/python benchmarks/bench_stations.py              # 100 results, both backends
    .venv/bin/python benchmarks/bench_stations.py --backend sqlite --results 50
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen" if not os.environ.get("DISPLAY") else "")

PLAYERS = 200  # 100 tables in round 1

STATION_A = r"""
import sys, time
from organiser.services import open_database, results
db = open_database(sys.argv[1], station="Desk A", create=False)
eid = int(sys.argv[2])
tables = {t.table: t for t in results.list_results(db, eid).tables if t.table}
print("ready", flush=True)
for line in sys.stdin:
    table = int(line)
    t = tables[table]
    results.record_result(db, eid, table=table, winner=t.player_a)
    print(f"{table} {time.time():.6f}", flush=True)
db.close()
"""


def make_event(where: str) -> int:
    from organiser.services import events, open_database, players, rounds

    db = open_database(where, station="setup")
    try:
        eid = events.create_event(db, name="Stations benchmark").id
        csv = "name\n" + "".join(f"Player {i}\n" for i in range(PLAYERS))
        players.import_players(db, eid, data=csv.encode())
        rounds.pair_round(db, eid)
        return eid
    finally:
        db.close()


def measure(where: str, n: int, seed: int = 7) -> list[float]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from organiser.ui.main_window import MainWindow
    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.settings import STATION_NAME, Settings
    from organiser.ui.structure import suggest_structure

    app = QApplication.instance() or QApplication([])
    eid = make_event(where)
    folder = tempfile.mkdtemp(prefix="maester-bench-")
    settings = Settings(QSettings(f"{folder}/b.ini", QSettings.Format.IniFormat))
    settings.set(STATION_NAME, "Desk B")
    window = MainWindow(settings, ServiceBackend.open, suggest_structure)
    window.show()
    opened = window.open_server(where) if "://" in where else window.open_path(Path(where))
    assert opened, window.messages
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (
        window.ctx is not None and len(window.rounds_view.model.tables) == PLAYERS // 2
    ):
        app.processEvents()
        time.sleep(0.005)
    model = window.rounds_view.model
    seen: dict[int, float] = {}

    def look(*_args: object) -> None:
        now = time.time()
        for t in model.tables:
            if t.reported and t.table not in seen:
                seen[t.table] = now

    model.dataChanged.connect(look)
    model.modelReset.connect(look)
    station_a = subprocess.Popen(
        [sys.executable, "-c", STATION_A, where, str(eid)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert station_a.stdin is not None and station_a.stdout is not None
    assert station_a.stdout.readline().strip() == "ready"
    committed: queue.Queue[tuple[int, float]] = queue.Queue()

    def read() -> None:
        assert station_a.stdout is not None
        for line in station_a.stdout:
            table, at = line.split()
            committed.put((int(table), float(at)))

    threading.Thread(target=read, daemon=True).start()
    rng = random.Random(seed)
    latencies: list[float] = []
    try:
        for table in range(1, n + 1):
            pause = time.monotonic() + rng.uniform(0, 0.3)
            while time.monotonic() < pause:
                app.processEvents()
                time.sleep(0.002)
            station_a.stdin.write(f"{table}\n")
            station_a.stdin.flush()
            limit = time.monotonic() + 30
            while table not in seen and time.monotonic() < limit:
                app.processEvents()
                time.sleep(0.001)
            if table not in seen:
                raise RuntimeError(f"the result of table {table} never appeared at station B")
            got, at = committed.get(timeout=30)
            assert got == table
            latencies.append(seen[table] - at)
    finally:
        station_a.stdin.close()
        station_a.wait(timeout=30)
        for text, error in window.messages:
            print(("error: " if error else "message: ") + text, file=sys.stderr)
        window.close_event()
        window.close()
    return latencies


def report(name: str, latencies: list[float]) -> None:
    ms = sorted(x * 1000 for x in latencies)
    p90 = ms[max(0, int(len(ms) * 0.9) - 1)]
    print(
        f"{name:<11} {len(ms):>4} results  median {statistics.median(ms):6.0f} ms  "
        f"p90 {p90:6.0f} ms  worst {ms[-1]:6.0f} ms  best {ms[0]:5.0f} ms",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=100)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--pg-url", default=os.environ.get("MAESTER_TEST_PG_URL", ""))
    args = parser.parse_args()
    assert args.results <= PLAYERS // 2
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    if args.backend in ("sqlite", "both"):
        path = Path(tempfile.mkdtemp(prefix="maester-bench-")) / "shared.sqlite"
        report("SQLite file", measure(str(path), args.results))
    if args.backend in ("postgresql", "both"):
        if not args.pg_url:
            print("PostgreSQL: skipped (no MAESTER_TEST_PG_URL or --pg-url)")
            return
        from sqlalchemy import create_engine, text

        admin = create_engine(args.pg_url, isolation_level="AUTOCOMMIT")
        name = f"maester_bench_{uuid.uuid4().hex[:8]}"
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        try:
            url = admin.url.set(database=name).render_as_string(hide_password=False)
            report("PostgreSQL", measure(url, args.results))
        finally:
            with admin.connect() as conn:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            admin.dispose()


if __name__ == "__main__":
    main()
