"""Change notification between stations, below the window: which station made a change
(the audit log), what a change touches, and the watcher that hears the other stations'
changes (a SQLite file's change counter; PostgreSQL LISTEN/NOTIFY on the server of
``MAESTER_TEST_PG_URL``)."""

from __future__ import annotations

import json
import os
import queue
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from organiser.services import audit, events, open_database, players, results, rounds
from organiser.services.changes import Change, kinds_of, watch
from organiser.store.changes import decode
from organiser.store.db import Store
from tests.pgserver import as_text, fresh_database

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")


def test_each_change_in_the_audit_log_names_its_station(tmp_path: Path) -> None:
    db = open_database(tmp_path / "e.sqlite", station="Desk 2")
    try:
        eid = events.create_event(db, name="E").id
        players.import_players(db, eid, data=b"name\nA\nB\nC\n")
        assert {e.station for e in audit.list_audit(db, eid)} == {"Desk 2"}
    finally:
        db.close()
    other = open_database(tmp_path / "e.sqlite", station="Desk 3")
    try:
        players.add_player(other, eid, name="D")
        assert [e.station for e in audit.list_audit(other, eid)][-1] == "Desk 3"
    finally:
        other.close()


def test_the_station_defaults_to_the_environment_then_the_computer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import socket

    monkeypatch.delenv("MAESTER_STATION", raising=False)
    db = open_database(tmp_path / "e.sqlite")
    assert db.station == socket.gethostname()
    db.close()
    monkeypatch.setenv("MAESTER_STATION", "Front desk")
    db = open_database(tmp_path / "e.sqlite")
    assert db.station == "Front desk"
    db.close()


def test_what_a_change_touches() -> None:
    assert kinds_of(["result_recorded"]) == ("results",)
    assert kinds_of(["melee_result_corrected"]) == ("results",)
    assert kinds_of(["round_paired"]) == ("rounds", "results")
    assert kinds_of(["players_imported", "late_entry"]) == ("players",)
    assert kinds_of(["players_swapped"]) == ("rounds", "results")  # not a players change
    assert kinds_of(["clock_start"]) == ("clock",)
    assert kinds_of(["cut_round_paired"]) == ("cut",)
    assert kinds_of(["penalty_issued"]) == ("judge",)
    # an action nobody knows yet reloads the whole event rather than miss it
    assert kinds_of(["something_new"]) == ("event",)
    assert kinds_of([]) == ()


def test_a_notice_of_the_stores_own_change_is_dropped() -> None:
    payload = json.dumps({"o": "me", "s": "Desk A", "e": [[3, ["result_recorded"]]]})
    assert decode(payload, "me") == []
    assert decode(payload, "someone else") == [Change(3, frozenset({"result_recorded"}), "Desk A")]
    assert decode("not json", "me") == [Change(None, frozenset(), everything=True)]


def _event(db: Store) -> int:
    eid = events.create_event(db, name="E").id
    for i in range(4):
        players.add_player(db, eid, name=f"P{i}")
    rounds.pair_round(db, eid)
    return eid


def _heard(q: queue.Queue[Change], timeout: float = 5.0) -> Change:
    return q.get(timeout=timeout)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "shared.sqlite")
        return
    with fresh_database("changes") as url:
        yield as_text(url)


def test_a_station_hears_the_others_changes_and_not_its_own(where: str) -> None:
    a = open_database(where, station="Desk A")
    b = open_database(where, station="Desk B")
    heard_a: queue.Queue[Change] = queue.Queue()
    heard_b: queue.Queue[Change] = queue.Queue()
    watchers = [watch(a, heard_a.put), watch(b, heard_b.put)]
    try:
        eid = _event(a)
        first = _heard(heard_b)
        assert first.station == "Desk A"
        while not heard_b.empty() or "round_paired" not in first.actions:
            first = _heard(heard_b)  # the event, its players, then its round
        table = next(t for t in results.list_results(b, eid).tables if t.table)
        results.record_result(b, eid, table=table.table, winner=table.player_a)
        change = _heard(heard_a)
        assert change == Change(eid, frozenset({"result_recorded"}), "Desk B")
        # nothing of its own came back to either
        assert all("result_recorded" not in c.actions for c in list(heard_b.queue))
        with pytest.raises(queue.Empty):
            heard_a.get(timeout=0.5)
    finally:
        for w in watchers:
            w.stop()
        a.close()
        b.close()


def test_a_change_that_is_rolled_back_is_never_announced(where: str) -> None:
    a = open_database(where, station="Desk A")
    b = open_database(where, station="Desk B")
    eid = _event(a)
    heard: queue.Queue[Change] = queue.Queue()
    watcher = watch(b, heard.put)
    try:
        with pytest.raises(RuntimeError), a.unit() as s:
            from organiser.services._support import audit as write_audit

            write_audit(s, a, eid, "rolled_back_change", {"player": 0})
            raise RuntimeError("the change fails half-way")
        players.add_player(a, eid, name="Committed")
        change = _heard(heard)
        assert change.actions == frozenset({"late_entry"})  # round 1 is paired
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.5)  # one change only: the rolled-back one never came
    finally:
        watcher.stop()
        a.close()
        b.close()


def test_a_listener_that_fails_stops_the_watcher_not_the_program(tmp_path: Path) -> None:
    where = str(tmp_path / "shared.sqlite")
    a = open_database(where, station="Desk A")
    b = open_database(where, station="Desk B")
    eid = _event(a)
    calls: list[Change] = []

    def gone(change: Change) -> None:  # as a window deleted while the watcher still ran
        calls.append(change)
        raise RuntimeError("Internal C++ object already deleted")

    watcher = watch(b, gone)
    try:
        players.add_player(a, eid, name="One")
        deadline = time.monotonic() + 5
        while not calls and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(calls) == 1
        assert watcher._thread is not None
        watcher._thread.join(timeout=5)
        assert not watcher._thread.is_alive()  # stopped by itself, quietly
        players.add_player(a, eid, name="Two")
        time.sleep(0.3)
        assert len(calls) == 1
    finally:
        watcher.stop()
        a.close()
        b.close()
