"""The window's helper process (organiser.ui.helper_process): long reads and changes run in
a second process on the same database, with the same answers, as this station's own
changes; the window's thread never uses it; a helper that dies costs nothing but time.
Also: an event closed is freed with its page (a finished task kept its callbacks, and with
them the page and its data, alive: every full collection of the collector got longer)."""

from __future__ import annotations

import gc
import os
import pickle
import signal
import sys
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from sqlalchemy import text

from organiser.core.errors import M_, NotFound, UserError
from organiser.i18n import user_text
from organiser.services import events, players
from organiser.store.faults import Problem, StoreError
from organiser.ui import helper_process, tasks
from organiser.ui.helper_process import HelperProcess
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from tests.pgserver import as_text, fresh_database

T = TypeVar("T")


def an_event(path: Path | str, n: int = 24) -> int:
    db = ServiceBackend.open(path)
    try:
        ev = events.create_event(db.store, name="Helper night", rounds=4, cut_size=0, seed=7)
        players.add_players(
            db.store, ev.id, [players.NewPlayer(name=f"Player {i:02d}") for i in range(n)]
        )
        return int(ev.id)
    finally:
        db.close()


def off_the_main_thread(fn: Callable[[], T]) -> T:
    """``fn()`` run on another thread (as the window's worker runs it), its value or error."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = fn()
        except BaseException as exc:
            out["error"] = exc

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "the call never came back"
    if "error" in out:
        raise out["error"]
    return out["value"]  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def helper() -> Iterator[HelperProcess]:
    started = HelperProcess()
    assert started.wait_ready(120), "the helper process did not start"
    yield started
    started.close()


class Spy:
    """Records the methods a backend sent to its helper."""

    def __init__(self, backend: ServiceBackend, monkeypatch: pytest.MonkeyPatch) -> None:
        self.methods: list[str] = []
        real = backend.run_in_helper

        def run(helper: HelperProcess, method: str, *rest: Any) -> Any:
            self.methods.append(method)
            return real(helper, method, *rest)

        monkeypatch.setattr(backend, "run_in_helper", run)


def test_reads_and_a_pairing_run_in_the_helper_with_the_same_answers(
    tmp_path: Path, helper: HelperProcess, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite"
    eid = an_event(path)
    local = ServiceBackend.open(path)
    b = ServiceBackend.open(path)
    b.attach_helper(helper)
    spy = Spy(b, monkeypatch)
    try:
        assert helper.pid is not None and helper.pid != os.getpid()
        ids = off_the_main_thread(lambda: b.player_ids(eid))
        assert ids == local.player_ids(eid)
        assert off_the_main_thread(lambda: b.players(eid, ids)) == local.players(eid, ids)
        assert off_the_main_thread(b.list_events) == local.list_events()
        outcome = off_the_main_thread(lambda: b.pair_round(eid))
        assert spy.methods == ["player_ids", "players", "list_events", "pair_round"]
        assert outcome.round == 1 and outcome.tables == 12
        # written to the file: another connection reads the round
        assert len(local.round_tables(eid, 1)) == 12
        # what the window itself asks runs in place, never behind a long change
        assert b.event(eid).swiss_round == 1
        assert spy.methods[-1] == "pair_round"
        # the helper reads afresh after a change made here
        b.add_player(eid, "Late Comer")
        assert len(off_the_main_thread(lambda: b.player_ids(eid))) == 25
    finally:
        b.close()
        local.close()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An event file, or a fresh database on the test server."""
    if request.param == "sqlite":
        yield str(tmp_path / "event.sqlite")
        return
    with fresh_database("helper") as url:
        yield as_text(url)


def test_the_helpers_changes_are_this_stations_own(where: str, helper: HelperProcess) -> None:
    eid = an_event(where)
    b = ServiceBackend.open(where)
    b.set_station("Desk 1")
    b.attach_helper(helper)
    heard: list[Any] = []
    b.watch(heard.append, lambda _status: None)
    other = ServiceBackend.open(where)
    other.set_station("Desk 2")
    try:
        time.sleep(0.5)  # the watcher is listening
        off_the_main_thread(lambda: b.pair_round(eid))
        time.sleep(0.6)  # a file's watcher reads every 0.1 s; a server tells at once
        assert heard == []  # the helper's change is this station's own: not "another's"
        with b.store.engine.connect() as conn:
            station = conn.execute(text("SELECT station FROM audit ORDER BY id DESC")).first()
        assert station is not None and station[0] == "Desk 1"
        other.add_player(eid, "From Desk 2")
        deadline = time.monotonic() + 5
        while not heard and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [c.station for c in heard] == ["Desk 2"]
    finally:
        other.close()
        b.close()


def test_an_error_in_the_helper_arrives_whole(tmp_path: Path, helper: HelperProcess) -> None:
    path = tmp_path / "event.sqlite"
    an_event(path)
    b = ServiceBackend.open(path)
    b.attach_helper(helper)
    try:
        with pytest.raises(NotFound) as caught:
            off_the_main_thread(lambda: b.event(999))
        message = caught.value.message
        assert getattr(message, "template", None)  # still translatable in the window
        assert user_text(caught.value) == str(message)  # English here
    finally:
        b.close()


def test_user_errors_keep_all_they_carry_across_processes() -> None:
    fault = StoreError(M_("cannot write {path}", path="x.sqlite"), Problem.READ_ONLY, path="x")
    back = pickle.loads(pickle.dumps(fault))
    assert type(back) is StoreError and back.problem is Problem.READ_ONLY
    assert back.details == fault.details and back.details["path"] == "x"
    assert back.message.template == "cannot write {path}"
    assert str(back) == "cannot write x.sqlite"


@pytest.mark.skipif(sys.platform == "win32", reason="kills the helper with a POSIX signal")
def test_a_helper_that_dies_costs_a_change_a_clear_message_and_reads_go_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite"
    eid = an_event(path)
    dying = HelperProcess()
    assert dying.wait_ready(120)
    b = ServiceBackend.open(path)
    b.attach_helper(dying)
    try:
        pid = dying.pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        with pytest.raises(UserError) as caught:
            off_the_main_thread(lambda: b.pair_round(eid))
        assert "helper process stopped" in caught.value.message
        assert dying.broken and not dying.ready
        assert b.store.writes_elsewhere == 0  # the file's watcher is not held back
        # from now on everything runs in this process, as before there was a helper
        assert off_the_main_thread(lambda: b.pair_round(eid)).round == 1
        assert len(off_the_main_thread(lambda: b.player_ids(eid))) == 24
    finally:
        b.close()
        dying.close()


def test_the_window_pairs_in_its_helper(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite"
    eid = an_event(path)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    sent: list[str] = []
    real = ServiceBackend.run_in_helper

    def run(self: ServiceBackend, helper: HelperProcess, method: str, *rest: Any) -> Any:
        sent.append(method)
        return real(self, helper, method, *rest)

    monkeypatch.setattr(ServiceBackend, "run_in_helper", run)
    assert window.open_path(path, eid)  # opened off the GUI thread
    qtbot.waitUntil(lambda: window.backend is not None, timeout=10_000)
    assert window.helper is not None
    try:
        assert window.helper.wait_ready(120)
        qtbot.waitUntil(
            lambda: window.tabs is not None and window.tabs.count() == 6, timeout=10_000
        )
        window.rounds_view.pair_next()
        qtbot.waitUntil(lambda: len(window.rounds_view.model.tables) == 12, timeout=30_000)
        assert "pair_round" in sent
        assert window.ctx is not None
        qtbot.waitUntil(lambda: window.ctx is not None and window.ctx.info.swiss_round == 1)
    finally:
        window.close()
    assert window.helper is None  # stopped with the window


def test_the_event_page_shows_two_tabs_at_once_and_the_rest_a_moment_later(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite"
    eid = an_event(path)
    monkeypatch.setattr(helper_process, "ENABLED", False)  # the worker thread is enough here
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.tabs is not None and window.tabs.count() == 6, timeout=5000)
    assert window.backend is not None
    window.show_event(eid, window.backend.list_events())
    assert window.tabs is not None and window.tabs.count() == 2
    qtbot.waitUntil(lambda: window.tabs is not None and window.tabs.count() == 6, timeout=5000)
    titles = [window.tabs.tabText(i).replace("&", "") for i in range(6)]
    assert titles == ["Players", "Rounds", "Standings", "Cut", "Clock", "Judge"]
    # anything that needs a later tab builds them at once
    window.show_event(eid, window.backend.list_events())
    assert window.tabs.count() == 2
    assert window.judge_view is window.tabs.widget(5)
    assert window.tabs.count() == 6


def deleted_later() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_an_event_closed_is_freed_with_its_page_and_its_data(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "event.sqlite"
    eid = an_event(path)
    monkeypatch.setattr(helper_process, "ENABLED", False)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)  # the page's reads as tasks, as in use
    assert window.open_path(path, eid)
    qtbot.waitUntil(lambda: window.tabs is not None and window.tabs.count() == 6, timeout=5000)
    window.rounds_view.pair_next()
    qtbot.waitUntil(lambda: len(window.rounds_view.model.tables) == 12, timeout=10_000)
    qtbot.waitUntil(lambda: window.players_view.model.total() == 24, timeout=10_000)
    qtbot.wait(300)  # every read of the page is in
    kept = [
        weakref.ref(x)
        for x in (
            window.ctx,
            window.players_view,
            window.players_view.model,
            window.rounds_view,
            window.rounds_view.model,
            window.standings_view,
            window.judge_view,
            window.clock_view,
        )
    ]
    window.close_event()
    second = tmp_path / "second.sqlite"
    assert window.open_path(second, an_event(second))  # the next event of the day
    qtbot.waitUntil(lambda: window.tabs is not None and window.tabs.count() == 6, timeout=5000)
    qtbot.wait(300)
    deleted_later()
    assert [r() for r in kept] == [None] * len(kept)


def test_a_file_opens_off_the_gui_thread_and_a_later_choice_wins(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "first.sqlite", tmp_path / "second.sqlite"
    an_event(first)
    an_event(second, n=10)
    monkeypatch.setattr(helper_process, "ENABLED", False)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    opened_on: list[bool] = []
    real = window.open_backend

    def open_backend(where: Any) -> Any:
        opened_on.append(threading.current_thread() is threading.main_thread())
        return real(where)

    monkeypatch.setattr(window, "open_backend", open_backend)
    assert window.open_path(first)
    assert window.stack.currentWidget() is window.opening and window.backend is None
    assert window.open_path(second)  # chosen before the first was open: the second wins
    qtbot.waitUntil(lambda: window.ctx is not None, timeout=10_000)
    assert window.backend is not None and window.backend.path == second
    qtbot.waitUntil(lambda: window.players_view.model.total() == 10, timeout=10_000)
    assert opened_on == [False, False]
    assert window.lock is not None  # the second file's lock is held, the first's let go
    from organiser.ui.lock import FileLock

    other = FileLock(first)
    assert other.acquire()
    other.release()


def test_a_damaged_file_opened_in_the_background_says_why_and_loses_nothing(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"not a database at all" * 100)
    monkeypatch.setattr(helper_process, "ENABLED", False)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    assert window.open_path(bad)
    qtbot.waitUntil(lambda: bool(window.messages) and window.messages[-1][1], timeout=10_000)
    assert "not a Maester database" in window.messages[-1][0]
    assert window.stack.currentWidget() is window.welcome and window.backend is None
    assert bad.read_bytes() == b"not a database at all" * 100
