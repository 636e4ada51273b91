"""A process killed (SIGKILL) in the middle of a big pairing or a big CSV import loses
nothing that was committed and leaves no half-made round or half import."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from organiser.services import audit, events, open_database, players, rounds

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")

IMPORT_BATCH = 2500
PAIRING_PLAYERS = 1500

IMPORT_SCRIPT = textwrap.dedent(
    """
    import sys
    from organiser.services import events, open_database, players

    db = open_database(sys.argv[1])
    event = events.create_event(db, name="Crash import")
    batch = int(sys.argv[2])
    print("ready", flush=True)
    n = 0
    while True:
        rows = "".join(f"Player {n}-{i},Club {i % 7}\\n" for i in range(batch))
        players.import_players(db, event.id, data=("name,affiliation\\n" + rows).encode())
        n += 1
        print("imported", n, flush=True)
    """
)

PAIRING_SCRIPT = textwrap.dedent(
    """
    import random, sys
    from organiser.services import events, open_database, players, results, rounds
    from organiser.services.dto import ResultInput

    db = open_database(sys.argv[1])
    count = int(sys.argv[2])
    event = events.create_event(db, name="Crash pairing", rounds=30, seed=5)
    players.import_players(
        db, event.id, data=("name\\n" + "".join(f"P{i}\\n" for i in range(count))).encode()
    )
    print("ready", flush=True)
    rng = random.Random(1)
    while True:
        r = rounds.pair_round(db, event.id)
        print("paired", r.number, flush=True)
        results.record_results(
            db, event.id,
            [ResultInput(t.table, rng.choice((t.player_a, t.player_b))) for t in r.tables],
        )
        print("results", r.number, flush=True)
    """
)


def _run_and_kill(script: str, path: Path, arg: int, delay: float) -> list[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", script, str(path), str(arg)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None
    first = proc.stdout.readline()
    if first.strip() != "ready":
        proc.kill()
        raise AssertionError(f"worker failed: {first}{proc.stderr.read() if proc.stderr else ''}")
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    return out.split("\n")


def _integrity(path: Path) -> None:
    import sqlite3

    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        con.close()


@pytest.mark.parametrize("delay", [0.6, 1.3])
def test_killed_during_imports(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "import.sqlite"
    lines = _run_and_kill(IMPORT_SCRIPT, path, IMPORT_BATCH, delay + random.random() * 0.3)
    reported = sum(1 for line in lines if line.startswith("imported"))
    _integrity(path)
    db = open_database(path)
    try:
        event_id = events.list_events(db)[0].id
        count = len(players.list_players(db, event_id))
        imports = audit.list_audit(db, event_id, action="players_imported")
    finally:
        db.close()
    assert count % IMPORT_BATCH == 0, "a half import survived the crash"
    assert count == len(imports) * IMPORT_BATCH
    # everything the process reported as committed is still there
    assert len(imports) >= reported


@pytest.mark.parametrize("delay", [0.5, 1.5])
def test_killed_during_pairing(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "pairing.sqlite"
    lines = _run_and_kill(PAIRING_SCRIPT, path, PAIRING_PLAYERS, delay + random.random() * 0.3)
    paired = sum(1 for line in lines if line.startswith("paired"))
    completed = sum(1 for line in lines if line.startswith("results"))
    _integrity(path)
    db = open_database(path)
    try:
        event_id = events.list_events(db)[0].id
        found = rounds.list_rounds(db, event_id)
        assert len(found) >= paired
        for r in found:
            seated = [p for t in r.tables for p in (t.player_a, t.player_b)]
            seated += [t.player_a for t in r.byes]
            assert len(seated) == len(set(seated)) == PAIRING_PLAYERS, "a half-made round"
            # the results of a round are one batch: all in or none
            assert r.complete or len(r.missing) == len(r.tables)
        assert sum(r.complete for r in found) >= completed
        # the file is usable: the next step works
        if found and not found[-1].complete:
            rounds.delete_latest_round(db, event_id)
        assert rounds.pair_round(db, event_id).number == len([r for r in found if r.complete]) + 1
    finally:
        db.close()
