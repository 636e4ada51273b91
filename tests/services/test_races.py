"""Several stations changing who is in the event while another pairs the round.

Each race starts real processes (one per station, each with its own connection), holds
them at a barrier and releases them at the same instant: one pairs the next round while
the others register late entries, import a roster, drop, reinstate and check players out,
or register the same organised-play ID. Whatever order the database puts them in, the
event must read as if they had happened one after the other:

- every player has exactly one game (a table, a bye or an unpaired loss) in each round they
  were in; a late entry registered after the round was paired has an unpaired loss in it,
  one registered before is seated;
- a player dropped before the pairing is not seated, one dropped after it is
  (``dropped_after_round`` says which); a player checked out before it is not seated;
- an organised-play ID is registered once.

On SQLite and on the PostgreSQL server of ``MAESTER_TEST_PG_URL`` (each race on a fresh
database of its own, dropped afterwards).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from organiser.core.errors import UserError
from organiser.services import audit, events, open_database, players, results, rounds
from organiser.services.dto import ResultInput

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")
CTX = multiprocessing.get_context("fork")
ROSTER = 120
REPEATS = 3  # races per test and backend


# -- the databases -------------------------------------------------------------------------


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], str]]:
    """A factory of fresh, empty databases on the backend (a file, or a server database)."""
    made: list[str] = []
    if request.param == "sqlite":
        yield lambda: str(tmp_path / f"race-{uuid.uuid4().hex[:8]}.sqlite")
        return
    if not PG_URL:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")

    def fresh() -> str:
        name = f"maester_race_{uuid.uuid4().hex[:10]}"
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        made.append(name)
        return str(admin.url.set(database=name).render_as_string(hide_password=False))

    try:
        yield fresh
    finally:
        with admin.connect() as conn:
            for name in made:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


# -- the stations --------------------------------------------------------------------------


def _pair(db: Any, eid: int, _arg: Any) -> Any:
    return rounds.pair_round(db, eid).number


def _late(db: Any, eid: int, name: str) -> Any:
    return players.add_player(db, eid, name=name).id


def _same_id(db: Any, eid: int, name: str) -> Any:
    return players.add_player(db, eid, name=name, external_id="GOT-0042").id


def _import(db: Any, eid: int, tag: str) -> Any:
    rows = "".join(f"Import {tag} {i},{tag}-{i}\n" for i in range(15))
    return len(players.import_players(db, eid, data=f"name,id\n{rows}".encode()))


def _drop(db: Any, eid: int, pid: int) -> Any:
    return players.drop_player(db, eid, pid).dropped_after_round


def _reinstate(db: Any, eid: int, pid: int) -> Any:
    return players.reinstate_player(db, eid, pid).id


def _check_out(db: Any, eid: int, pid: int) -> Any:
    return players.check_in(db, eid, [pid], checked_in=False)[0].id


_ACTIONS: dict[str, Callable[[Any, int, Any], Any]] = {
    "pair": _pair,
    "late": _late,
    "same_id": _same_id,
    "import": _import,
    "drop": _drop,
    "reinstate": _reinstate,
    "check_out": _check_out,
    "open": lambda _db, _eid, _arg: None,
}


def _station(url: str, eid: int, action: str, arg: Any, barrier: Any, out: Any) -> None:
    try:
        db = open_database(url)
    except Exception as exc:  # opening is part of the race in the first-open test
        barrier.wait()
        out.put((action, arg, "error", f"{type(exc).__name__}: {exc}"))
        return
    try:
        barrier.wait()
        value = _ACTIONS[action](db, eid, arg)
        out.put((action, arg, "ok", value))
    except UserError as exc:
        out.put((action, arg, "refused", exc.message))
    except Exception as exc:
        out.put((action, arg, "error", f"{type(exc).__name__}: {exc}"))
    finally:
        db.close()


def _race(url: str, eid: int, stations: list[tuple[str, Any]]) -> list[tuple[str, Any, str, Any]]:
    """Release every station at the same instant; what each reported."""
    barrier = CTX.Barrier(len(stations))
    out = CTX.Queue()
    procs = [
        CTX.Process(target=_station, args=(url, eid, action, arg, barrier, out))
        for action, arg in stations
    ]
    for p in procs:
        p.start()
    got = [out.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    errors = [g for g in got if g[2] == "error"]
    assert not errors, errors
    return got


# -- the event and what must hold -----------------------------------------------------------


def _event_after_round_1(url: str) -> tuple[int, list[int]]:
    """An event of ROSTER players with round 1 played and one player dropped after it."""
    db = open_database(url)
    try:
        eid = events.create_event(db, name="Race day", seed=11, rounds=5).id
        roster = "".join(f"Player {i}\n" for i in range(ROSTER))
        ids = [p.id for p in players.import_players(db, eid, data=f"name\n{roster}".encode())]
        r = rounds.pair_round(db, eid)
        results.record_results(db, eid, [ResultInput(t.table, t.player_a) for t in r.tables])
        players.drop_player(db, eid, ids[-1])  # to be reinstated during the race
        return eid, ids
    finally:
        db.close()


def _audit_order(db: Any, eid: int) -> dict[tuple[str, int], int]:
    """(action, player or round) → position in the audit log (the order changes happened)."""
    order: dict[tuple[str, int], int] = {}
    for pos, entry in enumerate(sorted(audit.list_audit(db, eid), key=lambda a: a.id)):
        detail = entry.detail
        if entry.action == "round_paired":
            order[("round_paired", detail["round"])] = pos
        if "player" in detail:
            order[(entry.action, detail["player"])] = pos
        for pid in detail["players"] if isinstance(detail.get("players"), list) else ():
            order[(entry.action, pid)] = pos
    return order


def _check_event(url: str, eid: int) -> dict[str, int]:
    """The invariants of the module doc; counts of what the race produced."""
    db = open_database(url)
    try:
        everyone = {p.id: p for p in players.list_players(db, eid)}
        order = _audit_order(db, eid)
        games: dict[int, dict[int, int]] = {}  # round -> player -> games
        seated: dict[int, set[int]] = {}
        for r in rounds.list_rounds(db, eid):
            count = games.setdefault(r.number, {})
            seated[r.number] = set()
            for t in (*r.tables, *r.byes, *r.unpaired):
                for pid in (t.player_a, t.player_b):
                    if pid is not None:
                        count[pid] = count.get(pid, 0) + 1
                        if t.outcome != "unpaired_loss":
                            seated[r.number].add(pid)
        latest = max(games)
        paired_at = order[("round_paired", latest)]
        stats = {"late_before": 0, "late_after": 0, "dropped_before": 0, "dropped_after": 0}
        for pid, p in everyone.items():
            for number, count in games.items():
                n = count.get(pid, 0)
                assert n <= 1, f"player {pid} has {n} games in round {number}"
                if p.entered_round > number:
                    assert n == 1 and pid not in seated[number], (
                        f"late entry {pid} (from round {p.entered_round}) has no unpaired "
                        f"loss in round {number}"
                    )
                if p.dropped and p.dropped_after_round is not None:
                    assert not (number > p.dropped_after_round and pid in seated[number]), (
                        f"player {pid} dropped after round {p.dropped_after_round} is seated "
                        f"in round {number}"
                    )
            if p.entered_round == latest:  # registered before the round was paired
                assert pid in seated[latest], f"late entry {pid} registered in time not seated"
                stats["late_before"] += 1
            elif p.entered_round == latest + 1:  # after: its unpaired loss is checked above
                stats["late_after"] += 1
            dropped_at = order.get(("player_dropped", pid))
            if dropped_at is not None and p.dropped:
                if dropped_at < paired_at:
                    assert p.dropped_after_round == latest - 1 and pid not in seated[latest]
                    stats["dropped_before"] += 1
                else:
                    assert p.dropped_after_round == latest and pid in seated[latest]
                    stats["dropped_after"] += 1
            out_at = order.get(("check_in_undone", pid))
            if out_at is not None:
                assert (pid in seated[latest]) == (out_at > paired_at), (
                    f"player {pid} checked out {'before' if out_at < paired_at else 'after'} "
                    f"the pairing is {'' if pid in seated[latest] else 'not '}seated"
                )
            back_at = order.get(("player_reinstated", pid))
            if back_at is not None:
                assert games[latest].get(pid) == 1
                assert (pid in seated[latest]) == (back_at < paired_at)
        return stats
    finally:
        db.close()


# -- the races -------------------------------------------------------------------------------


@pytest.mark.slow
def test_roster_changes_during_pairing(database_url: Callable[[], str]) -> None:
    totals: dict[str, int] = {}
    for attempt in range(REPEATS):
        url = database_url()
        eid, ids = _event_after_round_1(url)
        stations: list[tuple[str, Any]] = [
            ("pair", None),
            ("late", f"Late A{attempt}"),
            ("late", f"Late B{attempt}"),
            ("import", f"I{attempt}"),
            ("drop", ids[0]),
            ("drop", ids[1]),
            ("check_out", ids[2]),
            ("reinstate", ids[-1]),
        ]
        got = _race(url, eid, stations)
        assert all(status == "ok" for _a, _arg, status, _v in got), got
        for key, value in _check_event(url, eid).items():
            totals[key] = totals.get(key, 0) + value
    print(json.dumps({"races": REPEATS, **totals}))


@pytest.mark.slow
def test_one_organised_play_id_is_registered_once(database_url: Callable[[], str]) -> None:
    for attempt in range(REPEATS):
        url = database_url()
        db = open_database(url)
        eid = events.create_event(db, name="Same ID").id
        db.close()
        got = _race(url, eid, [("same_id", f"Station {i} {attempt}") for i in range(4)])
        assert sorted(status for _a, _arg, status, _v in got) == ["ok"] + ["refused"] * 3
        assert all("already registered" in v for _a, _arg, s, v in got if s == "refused")
        db = open_database(url)
        try:
            by_id = [p for p in players.list_players(db, eid) if p.external_id == "GOT-0042"]
            assert len(by_id) == 1
        finally:
            db.close()


@pytest.mark.slow
def test_the_same_roster_imported_twice_at_once(database_url: Callable[[], str]) -> None:
    url = database_url()
    db = open_database(url)
    eid = events.create_event(db, name="Double import").id
    db.close()
    got = _race(url, eid, [("import", "same"), ("import", "same"), ("import", "same")])
    assert sorted(status for _a, _arg, status, _v in got) == ["ok", "refused", "refused"]
    db = open_database(url)
    try:
        assert len(players.list_players(db, eid)) == 15
    finally:
        db.close()


@pytest.mark.slow
def test_stations_opening_an_empty_database_at_once(database_url: Callable[[], str]) -> None:
    """Four stations open a new, empty database at the same instant: the schema is created
    once and every station opens it."""
    for _attempt in range(REPEATS):
        url = database_url()
        barrier = CTX.Barrier(4)
        out = CTX.Queue()
        procs = [CTX.Process(target=_open_at_once, args=(url, barrier, out)) for _ in range(4)]
        for p in procs:
            p.start()
        got = [out.get(timeout=120) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        assert got == ["ok"] * 4, got
        db = open_database(url)
        try:
            assert db.schema_revision() is not None
            with db.engine.connect() as conn:
                assert conn.execute(text("SELECT count(*) FROM alembic_version")).scalar() == 1
                assert conn.execute(text("SELECT count(*) FROM meta")).scalar() == 1
        finally:
            db.close()


def _open_at_once(url: str, barrier: Any, out: Any) -> None:
    barrier.wait()
    try:
        db = open_database(url)
        db.close()
        out.put("ok")
    except Exception as exc:
        out.put(f"{type(exc).__name__}: {exc}")
