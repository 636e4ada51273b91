"""What `organiser` opens at start: the demo, the file given with --db, or the last file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from organiser.main import _wants_gui
from organiser.ui import settings as opt
from organiser.ui.app import open_at_start, parse_args, start_file
from organiser.ui.main_window import MainWindow

from .test_whole_day import create_event


def test_window_options_reach_the_window() -> None:
    assert _wants_gui([]) and _wants_gui(["--demo"]) and _wants_gui(["--db", "x.sqlite"])
    args = parse_args(["--db", "x.sqlite"])
    assert args.db == Path("x.sqlite") and not args.demo
    assert parse_args(["--demo"]).demo


def test_demo_flag_opens_a_demo(window: MainWindow, settings: Any, demo_db: Path) -> None:
    open_at_start(window, parse_args(["--demo"]), settings)
    assert window.ctx is not None and window.backend is not None
    assert window.backend.path == demo_db


def test_db_flag_on_a_new_file_shows_the_new_event_form(
    window: MainWindow, settings: Any, tmp_path: Path
) -> None:
    target = tmp_path / "new-event.sqlite"
    open_at_start(window, parse_args(["--db", str(target)]), settings)
    assert window.ctx is None and window.stack.currentWidget() is window.welcome
    assert window.backend is not None and window.backend.path == target


def test_reopens_the_last_event(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Yesterday's event", cut=0)
    window.close()
    assert settings.get(opt.LAST_FILE) == str(db_path)
    from organiser.ui.service_backend import ServiceBackend
    from organiser.ui.structure import suggest_structure

    again = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(again)
    open_at_start(again, parse_args([]), settings)
    assert again.ctx is not None and again.ctx.info.name == "Yesterday's event"
    again.close_event()


def test_opening_page_then_the_event(
    qtbot: Any, window: MainWindow, settings: Any, db_path: Path
) -> None:
    """At start the window paints "Opening…" first; the event replaces it once loaded."""
    create_event(qtbot, window, db_path, "Saturday", cut=0)
    window.close_event()
    args = parse_args(["--db", str(db_path)])
    assert start_file(args, settings) == db_path.name
    window.show_opening(db_path.name)
    assert window.stack.currentWidget() is window.opening
    assert window.opening.label.text() == f"Opening {db_path.name}…"
    with qtbot.waitSignal(window.opened, timeout=5000):
        window.open_in_background(lambda: open_at_start(window, args, settings))
    assert window.ctx is not None and window.ctx.info.name == "Saturday"
    assert window.stack.currentWidget() is window.tabs


def test_opening_a_vanished_last_file_falls_back_to_the_welcome_screen(
    window: MainWindow, settings: Any, tmp_path: Path
) -> None:
    gone = tmp_path / "gone.sqlite"
    settings.set(opt.LAST_FILE, str(gone))
    assert start_file(parse_args([]), settings) is None  # nothing to open: no Opening page
    assert start_file(parse_args(["--demo"]), settings) == "the demo event"
    window.show_opening("gone.sqlite")
    window.open_in_background(lambda: window.open_path(gone))
    assert window.stack.currentWidget() is window.welcome
    assert "does not exist" in window.messages[-1][0]


def test_a_failure_to_load_says_so(window: MainWindow, settings: Any, monkeypatch: Any) -> None:
    import organiser.ui.main_window as mw

    def broken() -> None:
        raise ImportError("libsqlite3 missing")

    monkeypatch.setattr(mw, "load_database_layer", broken)
    window.show_opening("x.sqlite")
    called: list[bool] = []
    window.open_in_background(lambda: called.append(True))
    assert not called and window.stack.currentWidget() is window.welcome
    assert "libsqlite3 missing" in window.messages[-1][0] and window.messages[-1][1]


def test_demo_with_db_builds_the_demo_in_that_new_file(
    window: MainWindow, settings: Any, tmp_path: Path
) -> None:
    target = tmp_path / "club-demo.sqlite"
    args = parse_args(["--demo", "--db", str(target)])
    assert start_file(args, settings) == "a demo event in club-demo.sqlite"
    open_at_start(window, args, settings)
    assert window.backend is not None and window.backend.path == target
    assert window.ctx is not None and window.ctx.info.name.startswith("Demo joust")
    assert target.exists()


def test_demo_with_db_never_overwrites_an_existing_file(
    window: MainWindow, settings: Any, tmp_path: Path
) -> None:
    target = tmp_path / "saturday.sqlite"
    target.write_bytes(b"an event file the organiser wants to keep")
    open_at_start(window, parse_args(["--demo", "--db", str(target)]), settings)
    assert target.read_bytes() == b"an event file the organiser wants to keep"
    assert window.ctx is None
    text, error = window.messages[-1]
    assert error and "already exists" in text and "saturday.sqlite" in text
