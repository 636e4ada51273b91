"""``organiser server check URL``: what is wrong with a connection or a server's setup, each
failure told apart, exit status 1 while a station could not use it (the server of
``MAESTER_TEST_PG_URL`` for the cases that need one; skipped, with the reason, without)."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from tests.cli.conftest import Cli
from tests.pgserver import fresh_database

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
    with fresh_database("check") as url:
        yield url


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


class _Rules:
    """A connection whose pg_hba_file_rules holds ``rows`` (or that may not read them)."""

    def __init__(self, rows: list[tuple[Any, ...]] | None) -> None:
        self.rows = rows

    def execute(self, _sql: str) -> Any:
        import psycopg

        if self.rows is None:
            raise psycopg.errors.InsufficientPrivilege("permission denied")
        rows = self.rows

        class Result:
            def fetchall(self) -> list[tuple[Any, ...]]:
                return rows

        return Result()


LOCAL = [
    (89, "local", ["all"], ["all"], None, None, "scram-sha-256", None),
    (91, "host", ["all"], ["all"], "127.0.0.1", "255.255.255.255", "trust", None),
    (93, "host", ["all"], ["all"], "::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "trust", None),
]


def _venue(method: str, address: str = "192.168.1.0", mask: str = "255.255.255.0") -> Any:
    return (100, "host", ["maester"], ["maester"], address, mask, method, None)


def test_pg_hba_rules_that_let_the_venue_in_and_those_that_do_not() -> None:
    from organiser.services.server import LOCAL_ONLY, _hba_findings

    def levels(rows: list[Any] | None) -> list[tuple[str, str]]:
        return [(f.level, f.problem) for f in _hba_findings(_Rules(rows), "maester", "maester")]

    # the venue's subnet with a password: in, nothing to say but that
    assert levels([*LOCAL, _venue("scram-sha-256")]) == [("ok", "")]
    # only the laptop itself (loopback trust is not the network's business)
    assert levels(LOCAL) == [("warning", LOCAL_ONLY)]
    # a line for another database or user lets nobody in for Maester
    other = (
        100,
        "host",
        ["other"],
        ["maester"],
        "192.168.1.0",
        "255.255.255.0",
        "scram-sha-256",
        None,
    )
    assert levels([*LOCAL, other]) == [("warning", LOCAL_ONLY)]
    # the venue without a password, or from everywhere
    assert ("warning", "") in levels([*LOCAL, _venue("trust")])
    everywhere = levels([*LOCAL, _venue("scram-sha-256", "0.0.0.0", "0.0.0.0")])
    assert everywhere[0] == ("warning", "") and everywhere[-1] == ("ok", "")
    # a line the server could not read
    broken = (7, "host", ["all"], ["all"], None, None, "scram-sha-256", "invalid IP mask")
    assert ("problem", "not_allowed") in levels([broken, _venue("scram-sha-256")])
    # not the superuser: said, not guessed
    assert levels(None) == [("note", "")]


@pytest.mark.postgres
def test_the_test_server_lets_only_its_own_computer_in(cli: Cli, database: Any) -> None:
    url = database.render_as_string(hide_password=False)
    run = cli("server", "check", url, json=False)
    # scripts/pg-test-server.sh listens on 127.0.0.1 only, with no line for a network
    assert run.code == 0
    assert "listen_addresses is '127.0.0.1'" in run.out
    assert "Only this computer can use the server" in run.out
