"""Pure parts of the window: result-entry language, round clock, bracket order, wall lines."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from organiser.core.model import Outcome, TimeTiebreak
from organiser.ui.backend import ClockState, CutState, TableInfo
from organiser.ui.clock import RoundClock, format_left
from organiser.ui.entry import parse_entry
from organiser.ui.views.bracket import bracket_columns, bracket_order
from organiser.ui.views.projector import pairing_lines

T0 = datetime(2026, 11, 20, 10, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "table", "side", "outcome", "tiebreak"),
    [
        ("7a", 7, "a", Outcome.WIN, None),
        ("12b", 12, "b", Outcome.WIN, None),
        ("7A", 7, "a", Outcome.MODIFIED_WIN, None),
        ("7bm", 7, "b", Outcome.MODIFIED_WIN, None),
        ("3B2", 3, "b", Outcome.MODIFIED_WIN, TimeTiebreak.DRAW_DECK),
        ("3A5", 3, "a", Outcome.MODIFIED_WIN, TimeTiebreak.FIRST_PLAYER_CHOICE),
        ("4d", 4, None, Outcome.DOUBLE_LOSS, None),
        ("4", 4, None, None, None),
    ],
)
def test_parse_entry(
    text: str, table: int, side: str | None, outcome: Outcome | None, tiebreak: TimeTiebreak | None
) -> None:
    entry = parse_entry(text)
    assert entry is not None
    assert (entry.table, entry.side, entry.outcome, entry.tiebreak) == (
        table,
        side,
        outcome,
        tiebreak,
    )


@pytest.mark.parametrize("text", ["", "a", "7x", "7a2", "7A6", "7ab", "-1a"])
def test_parse_entry_rejects(text: str) -> None:
    assert parse_entry(text) is None


def test_clock_start_pause_extend_reset() -> None:
    clock = RoundClock(ClockState(round=1, length_s=55 * 60))
    assert not clock.started and clock.left_s(T0) == 3300
    clock.start(T0)
    assert clock.state.deadline == T0 + timedelta(minutes=55)
    clock.pause(T0 + timedelta(minutes=10))
    assert clock.left_s(T0 + timedelta(hours=2)) == 45 * 60  # paused: time stands still
    clock.extend(120)
    clock.start(T0 + timedelta(minutes=20))
    assert clock.state.deadline == T0 + timedelta(minutes=20 + 47)
    now = T0 + timedelta(minutes=20 + 43)
    assert clock.last_minutes(now) and not clock.time_called(now)
    assert clock.time_called(T0 + timedelta(minutes=20 + 47))
    clock.reset()
    assert not clock.started and clock.left_s(T0) == 3300


def test_clock_resumes_from_stored_deadline() -> None:
    """A restart rebuilds the clock from the stored deadline: the time left is the same."""
    clock = RoundClock(ClockState(round=2, length_s=3300))
    clock.start(T0)
    restored = RoundClock(clock.state)
    later = T0 + timedelta(minutes=30, seconds=5)
    assert restored.left_s(later) == clock.left_s(later) == 24 * 60 + 55


def test_format_left() -> None:
    assert format_left(3300) == "55:00"
    assert format_left(59.2) == "1:00"
    assert format_left(0) == "0:00"
    assert format_left(-65) == "+1:05"
    assert format_left(2 * 3600 + 5) == "2:00:05"


def test_bracket_order() -> None:
    assert bracket_order(1) == [1]
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]


def _game(rnd: int, table: int, a: int, b: int | None, winner: int | None = None) -> TableInfo:
    return TableInfo(
        rnd,
        table,
        a,
        f"p{a}",
        b,
        f"p{b}" if b else "",
        winner=winner,
        outcome=Outcome.WIN if winner else None,
    )


def test_bracket_columns_follow_the_winners() -> None:
    seeds = (11, 12, 13, 14, 15, 16, 17, 18)
    qf = (
        _game(1, 1, 11, 18, 18),
        _game(1, 2, 12, 17, 12),
        _game(1, 3, 13, 16, 13),
        _game(1, 4, 14, 15, 15),
    )
    # next round: winner of game 1 vs winner of game 4, game 2 vs game 3
    sf = (_game(2, 1, 18, 15), _game(2, 2, 12, 13))
    cols = bracket_columns(CutState(8, seeds, (qf, sf)), 3)
    assert [g.table if g else None for g in cols[0]] == [1, 4, 2, 3]
    assert [set(g.players()) if g else None for g in cols[1]] == [{18, 15}, {12, 13}]
    assert cols[2] == [None]


def test_pairing_lines_alphabetical_with_bye() -> None:
    lines = pairing_lines([_game(1, 1, 1, 2), TableInfo(1, 0, 3, "Ana", None, "")])
    assert lines == [("Ana", "bye", ""), ("p1", "Table 1", "vs p2"), ("p2", "Table 1", "vs p1")]


def test_run_task_runs_off_the_gui_thread(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real (threaded) run_task: the work runs on a pool thread, the callback on the GUI one."""
    import threading

    from organiser.ui import tasks

    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    seen: dict[str, object] = {}
    gui = threading.get_ident()

    def work() -> int:
        seen["work_thread"] = threading.get_ident()
        return 42

    def done(value: object) -> None:
        seen["value"] = value
        seen["done_thread"] = threading.get_ident()

    tasks.run_task(work, done, lambda exc: seen.setdefault("error", exc))
    qtbot.waitUntil(lambda: "value" in seen, timeout=5000)  # type: ignore[attr-defined]
    assert seen["value"] == 42 and seen["work_thread"] != gui and seen["done_thread"] == gui

    def boom() -> None:
        raise ValueError("bad file")

    errors: list[BaseException] = []
    tasks.run_task(boom, lambda _v: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)  # type: ignore[attr-defined]
    assert isinstance(errors[0], ValueError) and str(errors[0]) == "bad file"


def test_run_task_drops_callbacks_of_a_closed_view(
    qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Work that ends after its view was deleted (the event was closed) reports to no one."""
    import threading

    import shiboken6
    from PySide6.QtWidgets import QWidget

    from organiser.ui import tasks

    monkeypatch.setattr(tasks, "SYNCHRONOUS", False)
    view = QWidget()
    release = threading.Event()
    finished = threading.Event()
    called: list[object] = []

    def work() -> int:
        release.wait(5)
        finished.set()
        return 1

    tasks.run_task(work, called.append, called.append, owner=view)
    shiboken6.delete(view)
    release.set()
    # the work starts once the GUI thread is back in its event loop
    qtbot.waitUntil(finished.is_set, timeout=5_000)  # type: ignore[attr-defined]
    qtbot.wait(100)  # type: ignore[attr-defined]
    assert called == []
