"""What `organiser` opens at start: the demo, the file given with --db, or the last file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from organiser.main import _wants_gui
from organiser.ui import settings as opt
from organiser.ui.app import open_at_start, parse_args
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
