"""The log file, and what happens when Maester itself fails.

Maester writes ``maester.log`` in the user log folder (``platformdirs.user_log_dir``:
``~/.local/state/Maester/log`` on Linux, ``%LOCALAPPDATA%\\Maester\\Logs`` on Windows,
``~/Library/Logs/Maester`` on macOS; ``$MAESTER_LOG_DIR`` overrides it), rotated at 1 MB
with five old files kept. An error that is not the user's (a bug) never shows a traceback:
the traceback goes to the log and the person is told, in one sentence, what happened and
where the log is (``unexpected``). ``install_crash_handler`` does the same for an
exception nothing caught, in any thread.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

LOG_ENV = "MAESTER_LOG_DIR"
LOG_NAME = "maester.log"
MAX_BYTES = 1_000_000
BACKUPS = 5
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(process)d %(threadName)s] %(message)s"

log = logging.getLogger("maester")
_handler: RotatingFileHandler | None = None
_lock = threading.Lock()


def log_dir() -> Path:
    """The folder of the log files (``$MAESTER_LOG_DIR`` or the user log folder)."""
    override = os.environ.get(LOG_ENV)
    if override:
        return Path(override)
    from platformdirs import user_log_dir

    return Path(user_log_dir("Maester", appauthor=False))


def log_file() -> Path:
    return log_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send Maester's log to the rotating file (once per process); its path, or None when
    the folder cannot be written (then nothing is logged to a file, and nothing fails)."""
    global _handler
    with _lock:
        if _handler is not None and Path(_handler.baseFilename).parent == log_dir().absolute():
            return Path(_handler.baseFilename)
        path = log_file()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = RotatingFileHandler(
                path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
            )
        except OSError:
            return None
        handler.setFormatter(logging.Formatter(FORMAT))
        if _handler is not None:
            log.removeHandler(_handler)
            _handler.close()
        _handler = handler
        log.addHandler(handler)
        log.setLevel(level)
        log.propagate = False
        return path


def unexpected(exc: BaseException, doing: str = "") -> str:
    """Log ``exc`` with its traceback; the sentence to show the person instead."""
    path = setup_logging()
    log.error("unexpected error%s", f" while {doing}" if doing else "", exc_info=_exc_info(exc))
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    where = (
        f"The details are in {path}; please send that file with a word on what you were doing."
        if path is not None
        else "No log file could be written."
    )
    return (
        f"Maester ran into an error of its own ({_one_line(what)}). Everything saved before it "
        f"is safe. {where}"
    )


def explain(exc: BaseException) -> str:
    """What to show for ``exc``: a user's error in the user's language; anything else in one sentence,
    with its traceback sent to the log (``unexpected``)."""
    from organiser.core.errors import UserError

    if isinstance(exc, UserError):
        from organiser.i18n import user_text

        return user_text(exc)
    return unexpected(exc)


def _one_line(text: str, limit: int = 200) -> str:
    """The first line only: a database error's SQL echo and links stay in the log."""
    first = text.strip().splitlines()[0] if text.strip() else ""
    line = " ".join(first.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _exc_info(
    exc: BaseException,
) -> tuple[type[BaseException], BaseException, TracebackType | None]:
    return type(exc), exc, exc.__traceback__


def install_crash_handler(tell: Callable[[str], None] | None = None) -> None:
    """Uncaught exceptions (the main thread's and other threads') are logged with their
    traceback, and ``tell`` (default: a line on stderr) shows the person what happened and
    where the log is. Ctrl+C stays a quiet interruption."""
    say = tell or (lambda message: print(f"error: {message}", file=sys.stderr, flush=True))

    def on_exception(
        kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        if exc.__traceback__ is None:
            exc = exc.with_traceback(tb)
        try:
            say(unexpected(exc))
        except Exception:  # the last resort must not fail in its turn
            sys.__excepthook__(kind, exc, tb)

    def on_thread_exception(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            on_exception(args.exc_type, args.exc_value, args.exc_traceback)

    sys.excepthook = on_exception
    threading.excepthook = on_thread_exception
