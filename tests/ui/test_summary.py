"""The event's summary (name, rounds, counts) is read again after every change off the GUI
thread: the window says it is loading, keeps the last one meanwhile, the GUI thread stays
free, and what needs the new summary waits for it. A result is written in the background
too, and a reload never loses what the organiser selected."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, QTimer

from organiser.ui import tasks
from organiser.ui.backend import EventInfo
from organiser.ui.context import EventContext
from organiser.ui.main_window import MainWindow
from organiser.ui.models import PairingsModel

from .test_whole_day import NAMES, create_event, import_players, write_csv
from .test_window import errors, pair, type_result


class SlowSummary:
    """Wraps ``backend.event``: notes the thread each read runs in, and holds every read
    until ``release`` is set (a summary that takes its time)."""

    def __init__(self, read: Any) -> None:
        self.read = read
        self.threads: list[bool] = []  # True: the read ran on the GUI (main) thread
        self.entered = threading.Event()
        self.release = threading.Event()

    def __call__(self, event_id: int) -> EventInfo:
        self.threads.append(threading.current_thread() is threading.main_thread())
        self.entered.set()
        if not self.release.wait(10):  # on the GUI thread this would freeze the window
            raise TimeoutError("the summary was never released")
        return self.read(event_id)  # type: ignore[no-any-return]


@pytest.fixture
def hold(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[MainWindow], SlowSummary]]:
    """``hold(window)``: from now on the window's summary reads wait for ``release``."""
    made: list[SlowSummary] = []

    def install(window: MainWindow) -> SlowSummary:
        assert window.backend is not None
        slow = SlowSummary(window.backend.event)
        monkeypatch.setattr(window.backend, "event", slow)
        made.append(slow)
        return slow

    yield install
    for slow in made:
        slow.release.set()  # never leave a worker waiting


def paired_event(qtbot: Any, window: MainWindow, db: Path, tmp: Path) -> None:
    """An event of 8 players with round 1 paired, open, its work in the background."""
    create_event(qtbot, window, db, "Summary night", 0)
    import_players(qtbot, window, write_csv(tmp / "p.csv", NAMES[:8]), 8)
    pair(qtbot, window)
    assert window.rounds_view.model.rowCount() == 4


def heartbeat() -> tuple[QTimer, list[int]]:
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    return timer, ticks


def test_the_summary_arrives_through_a_background_task_while_the_window_stays_free(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    hold: Callable[[MainWindow], SlowSummary],
) -> None:
    paired_event(qtbot, window, db_path, tmp_path)
    slow = hold(window)
    ctx = window.ctx
    assert ctx is not None and ctx.info.swiss_round == 1
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    timer, ticks = heartbeat()

    type_result(qtbot, window, "1a")  # written, then the summary is read again
    qtbot.waitUntil(slow.entered.is_set, timeout=10_000)
    assert slow.threads == [False]  # not on the GUI thread
    assert ctx.info_loading
    assert ctx.info.name == "Summary night"  # the last summary, meanwhile
    qtbot.waitUntil(lambda: "loading…" in window.status_event.text(), timeout=10_000)
    before = len(ticks)
    qtbot.wait(200)  # the read is still held: the GUI thread keeps ticking
    assert len(ticks) - before >= 5
    assert ctx.info_loading

    with qtbot.waitSignal(ctx.info_changed, timeout=10_000):
        slow.release.set()
    timer.stop()
    assert not ctx.info_loading
    qtbot.waitUntil(lambda: "loading…" not in window.status_event.text(), timeout=10_000)
    qtbot.waitUntil(lambda: "3 outstanding" in window.status_event.text(), timeout=10_000)
    assert window.rounds_view.model.tables[0].reported and not errors(window)


def test_when_info_waits_for_the_new_summary_once_and_runs_at_once_when_it_is_in(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    hold: Callable[[MainWindow], SlowSummary],
) -> None:
    paired_event(qtbot, window, db_path, tmp_path)
    slow = hold(window)
    ctx = window.ctx
    assert ctx is not None
    calls: list[int] = []

    def needs_summary() -> None:
        calls.append(ctx.info.swiss_round)

    slow.release.set()
    ctx.when_info(needs_summary)  # up to date: runs at once
    assert calls == [1]

    slow.release.clear()
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    ctx.refresh_info()
    ctx.when_info(needs_summary)
    ctx.when_info(needs_summary)  # asked twice while loading: run once
    qtbot.waitUntil(slow.entered.is_set, timeout=10_000)
    qtbot.wait(50)
    assert calls == [1]  # still waiting
    with qtbot.waitSignal(ctx.info_changed, timeout=10_000):
        slow.release.set()
    assert calls == [1, 1]


def test_a_superseded_summary_is_dropped(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    """Two reads in flight: only the newer one counts, whichever arrives."""

    class Backend:
        def __init__(self) -> None:
            self.reads = 0

        def event(self, event_id: int) -> EventInfo:
            self.reads += 1
            return EventInfo(event_id, f"read {self.reads}", "lcg2", "joust", 5, 0)

    backend = Backend()
    ctx = EventContext(backend, 7)  # type: ignore[arg-type]
    seen: list[str] = []
    ctx.info_changed.connect(lambda: seen.append(ctx.info.name))
    answers: list[Any] = []
    original = tasks.run_task

    def held(fn: Any, on_done: Any, on_error: Any, owner: Any = None) -> None:
        answers.append((fn, on_done))  # answered by hand below, in any order

    import organiser.ui.context as context_module

    context_module.run_task = held  # type: ignore[assignment]
    try:
        ctx.refresh_info()
        ctx.refresh_info()
    finally:
        context_module.run_task = original
    (fn1, done1), (fn2, done2) = answers
    first, second = fn1(), fn2()
    done2(second)
    assert seen == ["read 2"] and not ctx.info_loading
    done1(first)  # the older read arrives late: dropped
    assert seen == ["read 2"] and ctx.info.name == "read 2"


def test_the_rounds_follow_the_new_summary_and_keep_the_selected_cell(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paired_event(qtbot, window, db_path, tmp_path)
    view = window.rounds_view
    row = view.model.row_of_table(3)
    assert row is not None
    cell = view.proxy.mapFromSource(view.model.index(row, PairingsModel.COL_B))
    view.table.selectionModel().select(cell, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)

    type_result(qtbot, window, "1a")  # another table's result: the round is read again
    qtbot.waitUntil(lambda: view.model.tables[0].reported, timeout=10_000)
    qtbot.waitUntil(lambda: window.ctx is not None and not window.ctx.info_loading)
    assert view.entry.text() == ""  # ready for the next table
    assert view.table.selectionModel().selectedIndexes() == [cell]
    assert view.selected_players() == [view.model.tables[row].player_b]

    # every result in, round 2 paired in the background: the round list follows the summary
    for t in view.model.tables[1:]:
        type_result(qtbot, window, f"{t.table}b")
        qtbot.waitUntil(lambda t=t: view.model.tables[t.table - 1].reported, timeout=10_000)
    pair(qtbot, window)
    qtbot.waitUntil(lambda: view.round_box.count() == 2, timeout=10_000)
    qtbot.waitUntil(lambda: bool(view.model.tables) and view.model.tables[0].round == 2)
    assert view.round_number == 2 and window.ctx is not None and window.ctx.info.swiss_round == 2
    assert not errors(window)


def test_a_refused_result_comes_back_to_the_entry_line(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paired_event(qtbot, window, db_path, tmp_path)
    assert window.backend is not None
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    monkeypatch.setattr(window.backend, "record_result", refuse)
    view = window.rounds_view
    type_result(qtbot, window, "2a")
    qtbot.waitUntil(lambda: bool(errors(window)), timeout=10_000)
    assert "no results today" in errors(window)[-1]
    assert view.entry.text() == "2a"  # back, to correct and send again
    assert not view.model.tables[1].reported and view.undo_stack == []


def refuse(*_args: Any) -> None:
    from organiser.core.errors import UserError

    raise UserError("no results today")


def test_background_work_starts_once_the_gui_thread_is_back_in_its_event_loop(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work asked for while the window builds a page waits until the page is built (the
    two would otherwise fight for the interpreter lock at every Qt call), and keeps its
    order."""
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    ran: list[str] = []
    done: list[str] = []
    for name in ("first", "second"):
        tasks.run_task(
            lambda name=name: ran.append(name) or name,
            done.append,
            lambda exc: done.append(repr(exc)),
        )
    threading.Event().wait(0.2)  # the GUI thread still busy: nothing started
    assert ran == []
    qtbot.waitUntil(lambda: len(done) == 2, timeout=10_000)
    assert ran == ["first", "second"] and done == ["first", "second"]


def test_the_import_preview_reads_the_file_off_the_gui_thread(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from organiser.ui.views import players as players_view

    create_event(qtbot, window, db_path, "Preview", 0)
    on_gui: list[bool] = []
    real = players_view.raw_lines

    def noted(path: Path) -> list[tuple[str, ...]]:
        on_gui.append(threading.current_thread() is threading.main_thread())
        return real(path)

    monkeypatch.setattr(players_view, "raw_lines", noted)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    view = window.players_view
    view.import_csv(write_csv(tmp_path / "p.csv", NAMES[:8]))
    qtbot.waitUntil(lambda: view.import_dialog is not None, timeout=10_000)
    dialog = view.import_dialog
    assert dialog is not None and dialog.table.rowCount() == 8
    assert on_gui == [False]  # read once, in the background


def test_delete_latest_round_asks_about_the_round_of_the_new_summary(
    qtbot: Any,
    window: MainWindow,
    db_path: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    hold: Callable[[MainWindow], SlowSummary],
) -> None:
    from organiser.ui import dialogs

    paired_event(qtbot, window, db_path, tmp_path)
    for t in window.rounds_view.model.tables:
        type_result(qtbot, window, f"{t.table}a")
    slow = hold(window)
    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    pair(qtbot, window)  # round 2, in the background; its summary is held
    qtbot.waitUntil(slow.entered.is_set, timeout=10_000)
    assert window.ctx is not None and window.ctx.info.swiss_round == 1  # not in yet
    asked = len(dialogs.open_prompts())
    window.rounds_view.ask_delete_latest()
    assert len(dialogs.open_prompts()) == asked  # no question about the wrong round
    slow.release.set()
    qtbot.waitUntil(lambda: len(dialogs.open_prompts()) == asked + 1, timeout=10_000)
    box = dialogs.open_prompts()[-1]
    assert "Delete round 2" in box.text()
    box.reject()
