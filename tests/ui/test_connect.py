"""File ▸ Connect to a server…: each failure says what is wrong in the dialog; a good server
opens as a station; the password goes to the keyring, never to the settings; the status
bar names the station and counts the stations connected (on the server of
``MAESTER_TEST_PG_URL``; skipped, with the reason, without one)."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from organiser.services import events, open_database
from organiser.services.server import PASSWORD, REFUSED, explain_connect_error
from organiser.ui import secrets
from organiser.ui import settings as opt
from organiser.ui.connect import ConnectDialog, account, parse_account
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import Settings
from organiser.ui.structure import suggest_structure
from tests.pgserver import fresh_database

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")


class MemoryKeyring:
    """A keyring that keeps passwords in memory (the tests never touch the user's)."""

    priority = 10

    def __init__(self) -> None:
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, user: str) -> str | None:
        return self.kept.get((service, user))

    def set_password(self, service: str, user: str, password: str) -> None:
        self.kept[(service, user)] = password

    def delete_password(self, service: str, user: str) -> None:
        self.kept.pop((service, user), None)


@pytest.fixture
def keyring(monkeypatch: pytest.MonkeyPatch) -> MemoryKeyring:
    ring = MemoryKeyring()
    monkeypatch.setattr(secrets, "_keyring", lambda: ring)
    return ring


@pytest.fixture
def server() -> Iterator[Any]:
    """A fresh database on the test server (its URL parts)."""
    with fresh_database("connect") as url:
        yield url


def _fill(dialog: ConnectDialog, url: Any, password: str = "", **change: Any) -> None:
    dialog.host.setText(change.get("host", url.host))
    dialog.port.setValue(change.get("port", url.port or 5432))
    dialog.database.setText(change.get("database", url.database))
    dialog.user.setText(change.get("user", url.username))
    dialog.password.setText(password)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_recent_server_names_hold_no_password() -> None:
    name = account("maester", "192.168.1.10", 5432, "regional")
    assert name == "maester@192.168.1.10:5432/regional"
    assert parse_account(name) == ("maester", "192.168.1.10", 5432, "regional")
    assert parse_account("not a server") is None


def test_a_wrong_password_and_a_computer_not_let_in_are_told_apart() -> None:
    class Refused(Exception):
        def __init__(self, text: str, sqlstate: str) -> None:
            super().__init__(text)
            self.sqlstate = sqlstate

    wrong = explain_connect_error(
        Refused('FATAL: password authentication failed for user "bo"', "28P01"),
        "h",
        5432,
        "db",
        "bo",
    )
    assert wrong.problem == PASSWORD and "password" in wrong.text
    hba = explain_connect_error(
        Refused('FATAL: no pg_hba.conf entry for host "10.0.0.7", user "bo"', "28000"),
        "h",
        5432,
        "db",
        "bo",
    )
    assert hba.problem == REFUSED and "pg_hba.conf" in hba.text


def test_each_failure_is_said_in_the_dialog(
    qtbot: Any, window: MainWindow, server: Any, keyring: MemoryKeyring
) -> None:
    dialog = window.show_connect()
    assert isinstance(dialog, ConnectDialog)
    dialog.host.clear()
    dialog.try_connect()
    assert "host" in dialog.problem.text()
    _fill(dialog, server, port=_free_port())
    dialog.try_connect()
    assert "nothing answers" in dialog.problem.text() and dialog.isVisible()
    _fill(dialog, server, host="no-such-host.invalid")
    dialog.try_connect()
    assert "not known on this network" in dialog.problem.text()
    _fill(dialog, server, database="no_such_database")
    dialog.try_connect()
    assert "no database 'no_such_database'" in dialog.problem.text()
    # a database written by a newer Maester
    url = server.render_as_string(hide_password=False)
    open_database(url).close()
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    _fill(dialog, server)
    dialog.try_connect()
    assert "newer Maester" in dialog.problem.text() and dialog.isVisible()
    assert window.backend is None  # nothing was opened
    assert window.settings.get(opt.RECENT_SERVERS) == []


def test_connecting_opens_the_event_as_a_station(
    qtbot: Any, window: MainWindow, server: Any, keyring: MemoryKeyring, tmp_path: Path
) -> None:
    url = server.render_as_string(hide_password=False)
    db = open_database(url)
    events.create_event(db, name="Regional on the server")
    db.close()
    window.settings.set(opt.STATION_NAME, "Desk A")
    dialog = window.show_connect()
    assert isinstance(dialog, ConnectDialog)
    _fill(dialog, server, password="venue-secret")
    dialog.try_connect()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: window.ctx is not None)
    assert window.ctx is not None and window.ctx.info.name == "Regional on the server"
    qtbot.waitUntil(
        lambda: window.status_station.text() == "Station Desk A · 1 station connected",
        timeout=5000,
    )
    name = account(server.username, server.host, server.port or 5432, server.database)
    assert window.settings.get(opt.RECENT_SERVERS) == [name]
    assert keyring.kept[(secrets.SERVICE, name)] == "venue-secret"
    window.settings.sync()
    assert "venue-secret" not in (tmp_path / "settings.ini").read_text()
    # a second station on the same server: both count two
    other = MainWindow(
        Settings(QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat)),
        ServiceBackend.open,
        suggest_structure,
    )
    qtbot.addWidget(other)
    try:
        assert other.open_server(url)
        qtbot.waitUntil(lambda: "2 stations connected" in other.status_station.text())
        # the next time, the recent server and its password fill the dialog
        again = ConnectDialog(window, window.settings)
        assert again.host.text() == server.host and again.password.text() == "venue-secret"
    finally:
        other.close_event()


def test_the_last_server_is_reconnected_at_start(
    qtbot: Any, window: MainWindow, server: Any, keyring: MemoryKeyring, tmp_path: Path
) -> None:
    from organiser.ui.app import open_at_start, parse_args, start_file

    url = server.render_as_string(hide_password=False)
    db = open_database(url)
    events.create_event(db, name="Day two")
    db.close()
    name = account(server.username, server.host, server.port or 5432, server.database)
    window.settings.add_recent("/somewhere/old.sqlite")
    window.settings.add_recent_server(name)  # connected to last: reopened at start
    keyring.set_password(secrets.SERVICE, name, "venue-secret")
    args = parse_args([])
    assert start_file(args, window.settings) == name
    window.open_in_background(lambda: open_at_start(window, args, window.settings))
    qtbot.waitUntil(lambda: window.ctx is not None and window.ctx.info.name == "Day two")
    # a file opened afterwards is what the next start reopens
    window.settings.add_recent(str(tmp_path / "next.sqlite"))
    assert window.settings.get(opt.LAST_SERVER) == ""


def test_a_last_server_that_cannot_be_reached_opens_the_dialog_saying_why(
    qtbot: Any, window: MainWindow, keyring: MemoryKeyring
) -> None:
    from organiser.ui.app import open_at_start, parse_args

    name = account("maester", "127.0.0.1", _free_port(), "maester")
    window.settings.add_recent_server(name)
    window.open_in_background(lambda: open_at_start(window, parse_args([]), window.settings))
    qtbot.waitUntil(lambda: window.findChild(ConnectDialog) is not None)
    dialog = window.findChild(ConnectDialog)
    assert dialog is not None and dialog.isVisible()
    assert f"Cannot reconnect to {name}" in dialog.problem.text()
    assert "nothing answers" in dialog.problem.text()
    assert window.stack.currentWidget() is window.welcome  # not left on "Opening…"


@pytest.fixture(scope="module")
def password_server() -> Iterator[Any]:
    """A second throwaway server whose logins need a password (scram-sha-256), started by
    scripts/pg-test-server.sh beside the one of ``MAESTER_TEST_PG_URL``."""
    import subprocess

    from sqlalchemy.engine import make_url

    if not PG_URL:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    script = Path(__file__).resolve().parents[2] / "scripts" / "pg-test-server.sh"
    env = {**os.environ, "PG_TEST_PASSWORD": "venue-secret", "PGPORT_TEST": str(_free_port())}
    started = subprocess.run(
        ["bash", str(script)], env=env, capture_output=True, text=True, timeout=120
    )
    if started.returncode != 0:
        pytest.skip(f"no second PostgreSQL server could be started: {started.stderr.strip()}")
    found = dict(line.split("=", 1) for line in started.stdout.split())
    try:
        yield make_url(found["url"])
    finally:
        subprocess.run(["bash", str(script), "stop", found["dir"]], timeout=120, check=False)


@pytest.mark.postgres
def test_a_wrong_or_missing_password_is_said_as_such(
    qtbot: Any, window: MainWindow, password_server: Any, keyring: MemoryKeyring
) -> None:
    dialog = window.show_connect()
    assert isinstance(dialog, ConnectDialog)
    _fill(dialog, password_server, password="wrong")
    dialog.try_connect()
    assert "refused the password of user 'maester'" in dialog.problem.text()
    _fill(dialog, password_server, password="")
    dialog.try_connect()
    assert "asks a password" in dialog.problem.text()
    assert dialog.isVisible() and window.backend is None
    _fill(dialog, password_server, password="venue-secret")
    dialog.try_connect()
    qtbot.waitUntil(lambda: window.backend is not None and not dialog.isVisible())


def test_db_flag_with_a_server_url_opens_it_as_a_station(
    qtbot: Any, window: MainWindow, server: Any
) -> None:
    from organiser.ui.app import open_at_start, parse_args, start_file

    url = server.render_as_string(hide_password=False)
    db = open_database(url)
    events.create_event(db, name="From the command line")
    db.close()
    plain = url.replace("postgresql+psycopg://", "postgresql://")  # as a TO would type it
    args = parse_args(["--db", plain])
    assert start_file(args, window.settings).startswith("postgresql+psycopg://")
    open_at_start(window, args, window.settings)
    qtbot.waitUntil(lambda: window.ctx is not None)
    assert window.ctx is not None and window.ctx.info.name == "From the command line"
    assert getattr(window.backend, "on_server", False)
