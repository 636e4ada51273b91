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
from tests.store.conftest import assert_intact

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")

IMPORT_BATCH = 2500
PAIRING_PLAYERS = 1500

# With "hold" as third argument, the worker stops inside the transaction (after writing
# the rows, before the commit) and says so: the kill then lands mid-transaction for sure.
HOLD = textwrap.dedent(
    """
    import sys, time
    def hold_after(module, name, label):
        original = getattr(module, name)
        def wrapper(*args, **kwargs):
            value = original(*args, **kwargs)
            if len(sys.argv) > 3 and sys.argv[3] == "hold":
                args[0].flush()
                print(label, flush=True)
                time.sleep(60)
            return value
        setattr(module, name, wrapper)
    """
)

IMPORT_SCRIPT = HOLD + textwrap.dedent(
    """
    import sys
    from organiser.services import events, open_database, players
    hold_after(players, "_insert", "inside-import")

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

PAIRING_SCRIPT = HOLD + textwrap.dedent(
    """
    import random, sys
    from organiser.services import events, open_database, players, results, rounds
    from organiser.services.dto import ResultInput
    hold_after(rounds, "_store_pairing", "inside-pairing")

    db = open_database(sys.argv[1])
    count = int(sys.argv[2])
    event = events.create_event(db, name="Crash pairing", rounds=30, seed=5)
    players.import_players(
        db, event.id, data=("name\\n" + "".join(f"P{i}\\n" for i in range(count))).encode()
    )
    print("ready", flush=True)
    rng = random.Random(1)
    if len(sys.argv) > 3:  # one complete round first, then the held one
        held, sys.argv[3] = sys.argv[3], ""
        r = rounds.pair_round(db, event.id)
        results.record_results(db, event.id, [ResultInput(t.table, t.player_a) for t in r.tables])
        print("results", r.number, flush=True)
        sys.argv[3] = held
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


def _run_and_kill(
    script: str, path: Path, arg: int, delay: float, wait_for: str | None = None
) -> list[str]:
    """Start the worker, wait for "ready" (and ``wait_for`` when given), SIGKILL it."""
    extra = ["hold"] if wait_for else []
    proc = subprocess.Popen(
        [sys.executable, "-c", script, str(path), str(arg), *extra],
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
    seen = [first.strip()]
    if wait_for:
        while True:
            line = proc.stdout.readline()
            if not line:
                raise AssertionError(
                    f"worker ended early: {proc.stderr.read() if proc.stderr else ''}"
                )
            seen.append(line.strip())
            if line.strip() == wait_for:
                break
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    return seen + out.split("\n")


@pytest.mark.parametrize("when", ["inside-import", "at-random"])
def test_killed_during_imports(tmp_path: Path, when: str) -> None:
    path = tmp_path / "import.sqlite"
    if when == "at-random":
        lines = _run_and_kill(IMPORT_SCRIPT, path, IMPORT_BATCH, 0.8 + random.random() * 0.6)
    else:
        lines = _run_and_kill(IMPORT_SCRIPT, path, IMPORT_BATCH, 0.1, wait_for=when)
    reported = sum(1 for line in lines if line.startswith("imported"))
    assert_intact(path)
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
    if when == "inside-import":  # the held import had written its rows: none survived
        assert count == 0 and reported == 0


@pytest.mark.parametrize("when", ["inside-pairing", "at-random"])
def test_killed_during_pairing(tmp_path: Path, when: str) -> None:
    path = tmp_path / "pairing.sqlite"
    if when == "at-random":
        lines = _run_and_kill(PAIRING_SCRIPT, path, PAIRING_PLAYERS, 0.8 + random.random() * 0.8)
    else:
        lines = _run_and_kill(PAIRING_SCRIPT, path, PAIRING_PLAYERS, 0.1, wait_for=when)
    paired = sum(1 for line in lines if line.startswith("paired"))
    completed = sum(1 for line in lines if line.startswith("results"))
    assert_intact(path)
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
        if when == "inside-pairing":  # round 1 was committed; the held round 2 is gone
            assert [r.number for r in found] == [1] and found[0].complete
        # the file is usable: the next step works
        if found and not found[-1].complete:
            rounds.delete_latest_round(db, event_id)
        assert rounds.pair_round(db, event_id).number == len([r for r in found if r.complete]) + 1
    finally:
        db.close()
