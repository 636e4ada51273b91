"""SIGKILL at random moments of every kind of write, once the file is open and writing.

A worker process opens an event file, says it has begun writing, then runs a random mix of
the day's changes — roster imports, single registrations, late entries, drops, check-ins,
pairings with their results, whole demo events — printing each one once it is committed.
It is killed with SIGKILL after a random delay. Then the file must be intact (integrity and
foreign keys), every change reported as committed must be there, and nothing may be
half-applied: imports whole, rounds seated whole, result batches whole, demo events whole.

``MAESTER_FAULT_RUNS`` sets how many kills (default 8, a few seconds).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from collections import Counter
from pathlib import Path

import pytest

from organiser.services import audit, events, open_database, players, rounds
from tests.store.conftest import assert_intact

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")

RUNS = int(os.environ.get("MAESTER_FAULT_RUNS", "8"))
BATCH = 150
DEMO_PLAYERS = 24

WORKER = (
    textwrap.dedent(
        """
    import random, sys
    from organiser.services import demo, events, open_database, players, results, rounds
    from organiser.services.dto import ResultInput
    from organiser.core.errors import UserError

    path, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    db = open_database(path)
    event = events.create_event(db, name="Fault injection", rounds=30, seed=seed)
    eid = event.id
    players.import_players(
        db, eid, data=("name\\n" + "".join(f"Seed {i}\\n" for i in range(40))).encode()
    )

    def change(op, n):
        if op == "import":
            rows = "".join(f"Batch {n} player {i}\\n" for i in range(BATCH))
            players.import_players(db, eid, data=("name\\n" + rows).encode())
        elif op == "add":
            players.add_player(db, eid, name=f"Walk-in {n}")
        elif op == "round":  # two changes: the pairing, then the results as one batch
            r = rounds.pair_round(db, eid)
            print("paired", flush=True)
            results.record_results(
                db, eid,
                [ResultInput(t.table, rng.choice((t.player_a, t.player_b))) for t in r.tables],
            )
        elif op == "drop":
            active = [p for p in players.list_players(db, eid) if not p.dropped]
            players.drop_player(db, eid, rng.choice(active).id)
        elif op == "checkin":
            p = rng.choice(players.list_players(db, eid))
            players.check_in(db, eid, [p.id], checked_in=not p.checked_in)
        elif op == "demo":
            demo.create_demo_event(db, players_count=DEMO_PLAYERS, seed=n, name=f"Demo {n}")

    print("writing", flush=True)  # the file is open and changes are being written
    n = 0
    while True:
        n += 1
        op = rng.choice(["import", "add", "round", "round", "drop", "checkin", "demo"])
        try:
            change(op, n)
        except UserError:  # refused, nothing changed (a round the event cannot pair...)
            continue
        print("done", op, flush=True)
    """
    )
    .replace("BATCH", str(BATCH))
    .replace("DEMO_PLAYERS", str(DEMO_PLAYERS))
)


def _kill_at_random(path: Path, seed: int, rng: random.Random) -> tuple[Counter[str], float]:
    proc = subprocess.Popen(
        [sys.executable, "-c", WORKER, str(path), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    first = proc.stdout.readline().strip()
    if first != "writing":
        proc.kill()
        raise AssertionError(f"worker failed: {first}{proc.stderr.read() if proc.stderr else ''}")
    delay = rng.uniform(0.0, 1.5)
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL, err
    done = Counter(line.split()[1] for line in out.splitlines() if line.startswith("done"))
    return done, delay


def _check(path: Path, done: Counter[str]) -> None:
    assert_intact(path)
    db = open_database(path)
    try:
        found = {e.name: e for e in events.list_events(db)}
        main = found.pop("Fault injection")
        logged = Counter(a.action for a in audit.list_audit(db, main.id))
        # every change reported as committed is there (the one being reported may be too)
        assert logged["players_imported"] - 1 >= done["import"]
        assert logged["player_added"] + logged["late_entry"] >= done["add"]
        assert logged["round_paired"] >= done["round"]
        assert logged["player_dropped"] >= done["drop"]
        assert logged["checked_in"] + logged["check_in_undone"] >= done["checkin"]
        assert len(found) >= done["demo"]
        # nothing half-applied
        roster = players.list_players(db, main.id)
        singles = logged["player_added"] + logged["late_entry"]
        assert len(roster) == 40 + BATCH * (logged["players_imported"] - 1) + singles
        played = rounds.list_rounds(db, main.id)
        for r in played:
            seats = [p for t in r.tables for p in (t.player_a, t.player_b)]
            seats += [t.player_a for t in (*r.byes, *r.unpaired)]
            assert len(seats) == len(set(seats)), "a player seated twice: a half-made round"
            # the results are one batch: all of a round's, or (the last round) none yet
            assert r.complete or (r is played[-1] and len(r.missing) == len(r.tables))
        for demo_event in found.values():
            info = events.get_event(db, demo_event.id)
            assert info.players == DEMO_PLAYERS, "a half-made demo event"
            assert info.swiss_rounds_paired == info.rounds
            assert all(r.complete for r in rounds.list_rounds(db, demo_event.id))
        # and the file is usable: the next change goes through
        players.add_player(db, main.id, name="After the crash")
    finally:
        db.close()


@pytest.mark.slow
def test_sigkill_at_random_moments_of_every_write(tmp_path: Path) -> None:
    rng = random.Random()
    seed = rng.randrange(10**6)
    kinds: Counter[str] = Counter()
    for run in range(RUNS):
        path = tmp_path / f"run-{run}.sqlite"
        done, delay = _kill_at_random(path, seed + run, rng)
        try:
            _check(path, done)
        except AssertionError as exc:
            raise AssertionError(
                f"run {run} (seed {seed + run}, killed at {delay:.2f} s): {exc}"
            ) from exc
        kinds.update(done)
    print(f"{RUNS} SIGKILL runs (seed {seed}); committed before the kills: {dict(kinds)}")
