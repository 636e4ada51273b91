"""The event server over an event on a PostgreSQL server: pages, and concurrent reports
for one table entering one result (the event row's lock serialises them there)."""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, text

from organiser.services import (
    Database,
    audit,
    events,
    open_database,
    phones,
    players,
    results,
    rounds,
)
from tests.web.conftest import NASTY, Phone, start

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")
pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(
        not PG_URL, reason="no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)"
    ),
]


@pytest.fixture
def pg_event() -> Iterator[tuple[Database, int]]:
    assert PG_URL is not None
    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    name = f"maester_phones_{uuid.uuid4().hex[:10]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    db = open_database(admin.url.set(database=name).render_as_string(hide_password=False))
    try:
        info = events.create_event(db, name="Server event", seed=3)
        for n in NASTY:
            players.add_player(db, info.id, name=n)
        rounds.pair_round(db, info.id)
        yield db, info.id
    finally:
        db.close()
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_concurrent_reports_on_a_server_event_enter_one_result(
    pg_event: tuple[Database, int],
) -> None:
    db, eid = pg_event
    server = start(db, eid)
    try:
        assert server.url is not None
        assert "Server event" in Phone(server.url).get("/").text
        t = results.list_results(db, eid).tables[0]
        assert t.player_b is not None
        codes = phones.table_codes(db, eid)
        answers: list[str] = []
        gate = threading.Barrier(10)

        def send(i: int) -> None:
            who = t.player_a if i % 2 else t.player_b
            phone = Phone(server.url or "", f"127.0.2.{i + 1}")
            gate.wait()
            r = phone.post("/report", {"table": t.table, "code": codes[who], "winner": t.player_a})
            answers.append(r.json()["status"])

        threads = [threading.Thread(target=send, args=(i,)) for i in range(10)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(60)
        assert len(answers) == 10 and answers.count("confirmed") == 1
        assert set(answers) <= {"waiting", "confirmed", "recorded"}
        lines = [a for a in audit.list_audit(db, eid) if a.action == "result_recorded"]
        assert len(lines) == 1
    finally:
        server.stop()
