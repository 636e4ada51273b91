"""``organiser server check URL``: what is wrong with a connection or a server's setup, each
failure told apart, exit status 1 while a station could not use it (the server of
``MAESTER_TEST_PG_URL`` for the cases that need one; skipped, with the reason, without)."""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from tests.cli.conftest import Cli

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_nothing_listening_is_said_and_fails(cli: Cli) -> None:
    run = cli("server", "check", f"postgresql://maester:pw@127.0.0.1:{_free_port()}/maester")
    assert run.code == 1
    assert run.data["ok"] is False
    assert [f["problem"] for f in run.data["findings"]] == ["unreachable"]
    assert "pw" not in run.out.replace("postgresql", "")  # the password is never shown
    text = cli("server", "check", f"postgresql://u@127.0.0.1:{_free_port()}/m", json=False)
    assert "nothing answers at 127.0.0.1" in text.out and "listen_addresses" in text.out


def test_an_unknown_host_and_a_file_are_told_apart(cli: Cli) -> None:
    run = cli("server", "check", "postgresql://u@no-such-host.invalid/m")
    assert run.data["findings"][0]["problem"] == "unknown_host"
    run = cli("server", "check", "sqlite:///event.sqlite")
    assert run.code == 1 and run.data["findings"][0]["problem"] == "not_a_server_url"


@pytest.fixture
def database() -> Iterator[Any]:
    if not PG_URL:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    from sqlalchemy import create_engine, text

    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    name = f"maester_check_{uuid.uuid4().hex[:10]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.url.set(database=name)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.mark.postgres
def test_a_server_ready_for_stations_and_one_that_is_not(cli: Cli, database: Any) -> None:
    url = database.render_as_string(hide_password=False)
    plain = url.replace("postgresql+psycopg://", "postgresql://")  # as a TO would type it
    run = cli("server", "check", plain)
    assert run.code == 0 and run.data["ok"] is True
    assert run.data["schema"] is None  # empty: the first station creates the tables
    run = cli("server", "check", str(database.set(database="no_such_db").render_as_string(False)))
    assert run.code == 1 and run.data["findings"][-1]["problem"] == "no_database"
    run = cli("server", "check", str(database.set(username="nobody").render_as_string(False)))
    assert run.code == 1 and "no user 'nobody'" in run.data["findings"][-1]["text"]
    # written by a newer Maester
    from sqlalchemy import create_engine, text

    from organiser.services import open_database

    open_database(url).close()
    assert cli("server", "check", url).data["schema"] is not None
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    run = cli("server", "check", url)
    assert run.code == 1 and run.data["findings"][-1]["problem"] == "newer_version"
