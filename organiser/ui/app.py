"""``organiser`` with no command: the desktop window.

``organiser`` reopens the last event file (or shows the welcome screen), ``organiser --db
FILE`` opens that file, ``organiser --demo`` opens a fresh demo event.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

import organiser
from organiser.ui import settings as opt
from organiser.ui.settings import Settings

# benchmarks: "1" quits at the first paint, "open" once the start-up file is open and shown
BENCH_ENV = "MAESTER_EXIT_AFTER_PAINT"


def demo_path() -> Path:
    """Where ``--demo`` builds its sample event (replaced every time)."""
    override = os.environ.get("MAESTER_DEMO_DB")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("Maester", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "demo.sqlite"


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="organiser", description="Maester: the organiser window")
    parser.add_argument("--db", type=Path, help="the event file to open")
    parser.add_argument(
        "--demo",
        action="store_true",
        help="open a fresh demo event (in --db FILE when given: a new file, never overwritten)",
    )
    args, _qt_args = parser.parse_known_args(argv)
    return args


class _FirstPaint(QObject):
    def __init__(self, started: float) -> None:
        super().__init__()
        self.started = started

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            elapsed = time.perf_counter() - self.started
            print(f"first-paint {elapsed:.4f}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)
        return False


class _AfterFirstPaint(QObject):
    """Runs ``then`` once the window has painted for the first time."""

    def __init__(self, then: Callable[[], object]) -> None:
        super().__init__()
        self.then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.then)
        return False


def _last_file_exists() -> bool:
    try:
        settings = Settings()
        last = settings.get(opt.LAST_FILE)
        if settings.get(opt.LAST_SERVER):
            return True  # a server to reconnect to
    except Exception:  # settings unreadable: decided again once the window is up
        return False
    return bool(last) and Path(last).exists()


def server_url(db: Path) -> str:
    """``--db postgresql+psycopg://…`` (argparse made it a Path, "postgresql:/…"): the URL
    of a server; "" for a file."""
    import re

    raw = str(db)
    if not re.match(r"^postgres(ql)?(\+[a-z0-9]+)?:/", raw):
        return ""
    return re.sub(r"^postgres(ql)?(\+[a-z0-9]+)?:/+", "postgresql+psycopg://", raw)


def _shown_server(url: str) -> str:
    """A server's URL without its password (the "Opening…" page shows it)."""
    import re

    return re.sub(r"://([^:/@]+):[^@]*@", r"://\1@", url)


def open_backend(path: Path | None) -> object:
    """The services are imported on first use, after the window is on screen: SQLAlchemy
    and the migrations take most of a second to import on a slow laptop."""
    from organiser.ui.service_backend import ServiceBackend

    return ServiceBackend.open(path)


def suggest(players: int, level: str) -> tuple[int, int]:
    from organiser.ui.structure import suggest_structure

    return suggest_structure(players, level)


def build_window(settings: Settings) -> object:
    from organiser.ui.main_window import MainWindow

    return MainWindow(settings, open_backend, suggest)  # type: ignore[arg-type]


def start_file(args: argparse.Namespace, settings: Settings) -> str | None:
    """What will be opened at start (a name for the "Opening…" page), or None."""
    if args.demo:
        return "the demo event" if args.db is None else f"a demo event in {args.db.name}"
    if args.db is not None:
        server = server_url(args.db)
        return _shown_server(server) if server else args.db.name
    server = settings.get(opt.LAST_SERVER)
    if server:
        return server
    last = settings.get(opt.LAST_FILE)
    return Path(last).name if last and Path(last).exists() else None


def open_at_start(window: object, args: argparse.Namespace, settings: Settings) -> None:
    """What the window shows once it is painted: the demo, the file asked for, or the last one."""
    from organiser.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    if args.demo:
        window.open_demo(path=args.db)
    elif args.db is not None and server_url(args.db):
        window.open_server(server_url(args.db))
    elif args.db is not None:
        window.new_file(args.db)
    elif settings.get(opt.LAST_SERVER):
        window.reopen_server(settings.get(opt.LAST_SERVER))
    else:
        last = settings.get(opt.LAST_FILE)
        if last and Path(last).exists():
            window.open_path(Path(last))


def install_window_crash_handler(window: object) -> None:
    """An error nothing caught (a bug, in any thread) is logged with its traceback and told
    in the window: the status bar and a message box say what happened and where the log is."""
    from organiser.logs import install_crash_handler
    from organiser.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)

    def tell(message: str) -> None:
        print(f"error: {message}", file=sys.stderr, flush=True)
        window.crashed.emit(message)  # queued to the GUI thread from any thread

    install_crash_handler(tell)


def run_app(argv: list[str]) -> int:
    started = time.perf_counter()
    args = parse_args(argv)
    if args.demo or args.db is not None or _last_file_exists():
        # An event will be opened: start loading the database layer (most of the start-up
        # time) at once, beside Qt's own start-up; the window paints "Opening…" meanwhile.
        import threading

        from organiser.ui.main_window import load_database_layer

        threading.Thread(target=load_database_layer, name="load-db", daemon=True).start()
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "organiser"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Maester")
    app.setOrganizationName("Maester")
    app.setApplicationVersion(organiser.__version__)
    from organiser.ui.theme import apply_theme, follow_system

    settings = Settings()
    from organiser.ui.language import chosen_language, install_language

    install_language(app, chosen_language(settings))
    apply_theme(app, settings.get(opt.THEME))
    follow_system(app, lambda: settings.get(opt.THEME))
    window = build_window(settings)
    from organiser.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    install_window_crash_handler(window)
    bench = os.environ.get(BENCH_ENV)
    what = start_file(args, settings)
    if what is not None:
        # painted first with "Opening…"; the database layer loads in the background
        window.show_opening(what)
        after = _AfterFirstPaint(
            lambda: window.open_in_background(lambda: open_at_start(window, args, settings))
        )
        after.setParent(window)
        window.installEventFilter(after)
    if bench == "open":  # benchmarks: time until the start-up file is open and shown

        def report() -> None:
            window.repaint()
            print(f"first-paint {time.perf_counter() - started:.4f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)

        window.opened.connect(report)
        if what is None:
            QTimer.singleShot(0, report)
    elif bench:
        first_paint = _FirstPaint(started)
        first_paint.setParent(window)  # kept alive by the window
        window.installEventFilter(first_paint)
    window.show()
    return app.exec()
