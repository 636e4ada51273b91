"""Several scorekeeping stations on one event, live: two and three windows on one SQLite
file and on the PostgreSQL server of ``MAESTER_TEST_PG_URL`` (skipped, with the reason,
without one). Each window is a station with its own settings and name; what one enters
appears in the others without anything being done there, and nothing typed is lost."""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QSettings, Qt

from organiser.services import audit, events, open_database, players, rounds
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import STATION_NAME, Settings
from organiser.ui.structure import suggest_structure

PG_URL = os.environ.get("MAESTER_TEST_PG_URL")
WAIT_MS = 5000  # a change shows within a second; the margin is for a loaded machine

Opener = Callable[[MainWindow], bool]


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An event database with one event of 8 players, round 1 paired: a file or a fresh
    database on the test server."""
    if request.param == "sqlite":
        where = str(tmp_path / "shared.sqlite")
        _event(where)
        yield where
        return
    if not PG_URL:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    from sqlalchemy import create_engine, text

    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    name = f"maester_stations_{uuid.uuid4().hex[:10]}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    url = admin.url.set(database=name).render_as_string(hide_password=False)
    _event(url)
    try:
        yield url
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def _event(where: str) -> None:
    db = open_database(where, station="setup")
    try:
        eid = events.create_event(db, name="Regional").id
        for i in range(8):
            players.add_player(db, eid, name=f"Player {i + 1}")
        rounds.pair_round(db, eid)
    finally:
        db.close()


def _open(window: MainWindow, where: str) -> bool:
    if "://" in where:
        return window.open_server(where)
    return window.open_path(Path(where))


@pytest.fixture
def stations(
    qtbot: Any, tmp_path: Path, target: str
) -> Iterator[Callable[[int], list[MainWindow]]]:
    made: list[MainWindow] = []

    def make(n: int, where: str | None = None) -> list[MainWindow]:
        out = []
        for i in range(n):
            ini = tmp_path / f"station-{len(made)}.ini"
            settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
            settings.set(STATION_NAME, f"Desk {chr(ord('A') + len(made))}")
            w = MainWindow(settings, ServiceBackend.open, suggest_structure)
            qtbot.addWidget(w)
            w.show()
            made.append(w)
            assert _open(w, where or target), w.messages
            qtbot.waitUntil(lambda w=w: w.ctx is not None and w.rounds_view.round_number == 1)
            out.append(w)
            del i
        return out

    yield make  # type: ignore[misc]
    for w in made:
        w.close_event()


def _type(qtbot: Any, window: MainWindow, text: str, enter: bool = True) -> None:
    entry = window.rounds_view.entry
    entry.clear()
    qtbot.keyClicks(entry, text)
    if enter:
        qtbot.keyClick(entry, Qt.Key.Key_Return)


def _reported(window: MainWindow, table: int) -> bool:
    return any(t.table == table and t.reported for t in window.rounds_view.model.tables)


@pytest.mark.parametrize("n", [2, 3])
def test_a_result_entered_at_one_station_appears_at_the_others(
    qtbot: Any, stations: Callable[[int], list[MainWindow]], target: str, n: int
) -> None:
    first, *others = stations(n)
    # what the others are doing meanwhile: a row selected, a result half typed
    view = others[0].rounds_view
    view.table.selectionModel().select(
        view.table.model().index(2, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    _type(qtbot, others[-1], "3", enter=False)
    assert not any(_reported(w, 1) for w in others)

    _type(qtbot, first, "1a")
    assert _reported(first, 1)
    for w in others:  # nothing is done in the other windows: they hear of it
        qtbot.waitUntil(lambda w=w: _reported(w, 1), timeout=WAIT_MS)
        assert "3 outstanding" in w.rounds_view.outstanding.text()
    assert [i.row() for i in view.table.selectionModel().selectedRows()] == [2]
    assert others[-1].rounds_view.entry.text() == "3"  # the half-typed result is still there

    # and back: a result from another station appears at the first
    _type(qtbot, others[-1], "2b")
    qtbot.waitUntil(lambda: _reported(first, 2), timeout=WAIT_MS)
    db = open_database(target, create=False)
    try:
        made = [e for e in audit.list_audit(db) if e.action == "result_recorded"]
    finally:
        db.close()
    assert [e.station for e in made] == ["Desk A", f"Desk {chr(ord('A') + n - 1)}"]


def test_own_changes_are_not_heard_back(
    qtbot: Any, stations: Callable[[int], list[MainWindow]]
) -> None:
    (first, second) = stations(2)
    heard: list[tuple[str, object]] = []
    first.remote_change.connect(lambda c: heard.append(("first", c)))
    second.remote_change.connect(lambda c: heard.append(("second", c)))
    _type(qtbot, first, "1a")
    qtbot.waitUntil(lambda: _reported(second, 1), timeout=WAIT_MS)
    qtbot.wait(400)  # a notice of its own change would have reached the first by now
    assert [who for who, _ in heard] == ["second"]
    change = heard[0][1]
    assert change.kinds == ("results",) and change.station == "Desk A"  # type: ignore[attr-defined]


def test_pairing_at_one_station_while_another_types_a_result(
    qtbot: Any, stations: Callable[[int], list[MainWindow]]
) -> None:
    pairer, typist, idle = stations(3)
    for table in range(1, 5):
        _type(qtbot, pairer, f"{table}a")
    qtbot.waitUntil(lambda: _reported(typist, 4) and _reported(idle, 4), timeout=WAIT_MS)
    _type(qtbot, typist, "2b", enter=False)  # a correction of round 1, being typed
    qtbot.mouseClick(pairer.rounds_view.pair_btn, Qt.MouseButton.LeftButton)
    assert pairer.rounds_view.round_number == 2
    # the idle station follows to the new round; the typist's round and line stay
    qtbot.waitUntil(lambda: idle.rounds_view.round_number == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: typist.rounds_view.round_box.count() == 2, timeout=WAIT_MS)
    assert typist.rounds_view.round_number == 1
    assert typist.rounds_view.entry.text() == "2b"
    assert any("Round 2 was paired at Desk A" in text for text, _ in typist.messages)
    # Enter now corrects round 1, the round the line was typed for
    qtbot.keyClick(typist.rounds_view.entry, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: any(
            t.table == 2 and t.winner == t.player_b for t in typist.rounds_view.model.tables
        ),
        timeout=WAIT_MS,
    )
    assert typist.rounds_view.round_number == 1


# -- a station that loses the server --------------------------------------------------------


class Proxy:
    """A TCP relay to the server that can be cut (a cable pulled, the venue's Wi-Fi gone)."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets: list[socket.socket] = []
        self.open = True
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.open:
                client.close()
                continue
            server = socket.create_connection(self.target)
            self.sockets += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        finally:
            for s in (a, b):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        self.open = False
        for s in self.sockets:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        self.sockets.clear()

    def restore(self) -> None:
        self.open = True

    def close(self) -> None:
        self.cut()
        self.listener.close()


@pytest.mark.postgres
def test_a_station_that_loses_the_server_keeps_what_it_typed_and_says_so(
    qtbot: Any, stations: Callable[..., list[MainWindow]], target: str
) -> None:
    if "://" not in target:
        pytest.skip("a file cannot be lost this way; the server can")
    from sqlalchemy.engine import make_url

    url = make_url(target)
    proxy = Proxy(url.host or "127.0.0.1", url.port or 5432)
    try:
        (steady,) = stations(1)
        (cut_off,) = stations(
            1, url.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False)
        )
        qtbot.waitUntil(
            lambda: "2 stations connected" in cut_off.status_station.text(), timeout=WAIT_MS
        )
        proxy.cut()
        qtbot.waitUntil(lambda: "server lost" in cut_off.status_station.text(), timeout=WAIT_MS)
        assert any("Lost the server" in text for text, _ in cut_off.messages)
        _type(qtbot, cut_off, "1a")
        # refused, said, and the line typed is back to be entered again
        qtbot.waitUntil(lambda: cut_off.rounds_view.entry.text() == "1a", timeout=WAIT_MS)
        assert not _reported(cut_off, 1)
        assert any(error for _, error in cut_off.messages)
        # meanwhile another station goes on; once the server is back, everything is read again
        _type(qtbot, steady, "2a")
        proxy.restore()
        qtbot.waitUntil(lambda: "server lost" not in cut_off.status_station.text(), timeout=15000)
        qtbot.waitUntil(lambda: _reported(cut_off, 2), timeout=WAIT_MS)
        assert any("server is back" in text for text, _ in cut_off.messages)
        assert cut_off.rounds_view.entry.text() == "1a"
        qtbot.keyClick(cut_off.rounds_view.entry, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: _reported(steady, 1), timeout=WAIT_MS)
    finally:
        proxy.close()


def test_only_the_views_showing_what_changed_reload(
    qtbot: Any,
    stations: Callable[[int], list[MainWindow]],
    target: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first, second = stations(2)
    reads: list[str] = []
    backend = second.backend
    assert backend is not None
    for name in ("player_ids", "round_tables"):
        original = getattr(backend, name)

        def counted(*args: Any, _name: str = name, _original: Any = original) -> Any:
            reads.append(_name)
            return _original(*args)

        monkeypatch.setattr(backend, name, counted)
    heard: list[Any] = []
    second.remote_change.connect(heard.append)
    # the second station has a player selected and a name half typed
    players_view = second.players_view
    players_view.select_player(players_view.model.player_at(3).id)
    chosen = players_view.selected_player()
    qtbot.keyClicks(players_view.name, "Late Arr")
    # a result elsewhere: the round's tables are read again, not the players
    _type(qtbot, first, "1a")
    qtbot.waitUntil(lambda: _reported(second, 1), timeout=WAIT_MS)
    assert "round_tables" in reads and "player_ids" not in reads
    # a player added elsewhere (a late entry: in the round too, with an unpaired loss)
    reads.clear()
    first.tabs.setCurrentWidget(first.players_view)  # type: ignore[union-attr]
    qtbot.keyClicks(first.players_view.name, "Walk-in")
    qtbot.keyClick(first.players_view.name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: players_view.model.total() == 9, timeout=WAIT_MS)
    assert "player_ids" in reads
    assert players_view.selected_player() == chosen  # the same player, though rows moved
    assert players_view.name.text() == "Late Arr"
    # the round's clock started elsewhere: neither the players nor the tables are read
    from organiser.services import clock

    reads.clear()
    heard.clear()
    db = open_database(target, create=False, station="Desk C")
    try:
        clock.start_clock(db, second.ctx.event_id)  # type: ignore[union-attr]
    finally:
        db.close()
    qtbot.waitUntil(lambda: bool(heard), timeout=WAIT_MS)
    qtbot.wait(200)
    assert heard[0].kinds == ("clock",) and heard[0].station == "Desk C"
    assert reads == []


def test_a_result_entered_elsewhere_while_typing_it_is_not_silently_overwritten(
    qtbot: Any, stations: Callable[[int], list[MainWindow]]
) -> None:
    first, second = stations(2)
    _type(qtbot, second, "1b", enter=False)  # Desk B types table 1 ...
    _type(qtbot, first, "1a")  # ... which Desk A enters first
    qtbot.waitUntil(lambda: _reported(second, 1), timeout=WAIT_MS)
    view = second.rounds_view
    assert "just entered at Desk A" in view.entry_preview.text()
    qtbot.keyClick(view.entry, Qt.Key.Key_Return)  # the first Enter warns, changes nothing
    assert "press Enter again" in view.entry_preview.text()
    assert view.entry.text() == "1b"
    table = next(t for t in view.model.tables if t.table == 1)
    assert table.winner == table.player_a
    qtbot.keyClick(view.entry, Qt.Key.Key_Return)  # the second corrects, knowingly
    qtbot.waitUntil(
        lambda: any(
            t.table == 1 and t.winner == t.player_b for t in first.rounds_view.model.tables
        ),
        timeout=WAIT_MS,
    )
    # a line started after the result arrived is an ordinary correction, no warning
    _type(qtbot, first, "2a")
    qtbot.waitUntil(lambda: _reported(second, 2), timeout=WAIT_MS)
    _type(qtbot, second, "2b")
    qtbot.waitUntil(
        lambda: any(
            t.table == 2 and t.winner == t.player_b for t in first.rounds_view.model.tables
        ),
        timeout=WAIT_MS,
    )


def test_the_status_bar_counts_the_stations_connected(
    qtbot: Any, stations: Callable[[int], list[MainWindow]], target: str
) -> None:
    windows = stations(3)
    count_ms = 8000  # the stations are counted every 5 s
    for w in windows:
        name = w.settings.station_name()
        qtbot.waitUntil(
            lambda w=w, name=name: (
                w.status_station.text() == f"Station {name} · 3 stations connected"
            ),
            timeout=count_ms,
        )
    windows[2].close_event()  # a station leaves
    for w in windows[:2]:
        qtbot.waitUntil(
            lambda w=w: "· 2 stations connected" in w.status_station.text(), timeout=count_ms
        )
    if "://" not in target:  # the file's heartbeat folder goes with the last station
        folder = Path(f"{target}.stations")
        assert len(list(folder.iterdir())) == 2
        for w in windows[:2]:
            w.close_event()
        assert not folder.exists()


def test_renaming_a_station_names_its_next_changes(
    qtbot: Any,
    stations: Callable[[int], list[MainWindow]],
    target: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("MAESTER_STATION", raising=False)
    (window,) = stations(1)
    dialog = window.ask_station_name()
    dialog.setTextValue("  Desk Z ")
    dialog.accept()
    assert window.status_station.text().startswith("Station Desk Z")
    _type(qtbot, window, "4b")
    qtbot.waitUntil(lambda: _reported(window, 4))
    db = open_database(target, create=False)
    try:
        assert audit.list_audit(db)[-1].station == "Desk Z"
    finally:
        db.close()
    # emptied: the computer's name again
    dialog = window.ask_station_name()
    dialog.setTextValue("")
    dialog.accept()
    assert window.status_station.text().startswith(f"Station {socket.gethostname()[:60]}")


def test_changes_that_arrive_together_are_read_once(
    qtbot: Any, stations: Callable[[int], list[MainWindow]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from organiser.ui.service_backend import RemoteChange

    (window,) = stations(1)
    assert window.ctx is not None
    eid = window.ctx.event_id
    announced: list[tuple[str, ...]] = []
    original = window.ctx.notify_remote

    def spy(kinds: tuple[str, ...], station: str = "") -> None:
        announced.append(kinds)
        original(kinds, station)

    monkeypatch.setattr(window.ctx, "notify_remote", spy)
    for table in (1, 2, 3):  # three results from two stations, queued together
        window.remote_change.emit(RemoteChange(eid, ("results",), f"Desk {table % 2}"))
    window.remote_change.emit(RemoteChange(eid, ("players",), "Desk 1"))
    window.remote_change.emit(RemoteChange(eid + 1, ("rounds", "results"), "Desk 1"))
    qtbot.waitUntil(lambda: bool(announced))
    qtbot.wait(50)
    assert announced == [("players", "results")]  # once; the other event's change not here
