"""The log file and the crash handler: a bug never shows a traceback, and says where the
log with the traceback is, on the command line and in the window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from organiser import logs
from organiser.core.errors import UserError
from organiser.main import main


def _run(code: str, log_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "MAESTER_LOG_DIR": str(log_dir), "QT_QPA_PLATFORM": "offscreen"},
    )


def test_log_file_rotates_in_the_log_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAESTER_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    path = logs.setup_logging()
    assert path == tmp_path / "logs" / "maester.log"
    for i in range(200):
        logs.log.info("line %d of a long day at the event", i)
    names = sorted(p.name for p in path.parent.iterdir())
    assert "maester.log" in names and "maester.log.1" in names
    assert len(names) <= 1 + logs.BACKUPS
    assert all(p.stat().st_size <= 2_200 for p in path.parent.iterdir())


def test_platform_log_folder_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_log_dir

    monkeypatch.delenv("MAESTER_LOG_DIR")
    assert logs.log_dir() == Path(user_log_dir("Maester", appauthor=False))


def test_a_bug_in_a_command_is_logged_not_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from organiser.services import events

    monkeypatch.setenv("MAESTER_LOG_DIR", str(tmp_path / "logs"))

    def broken(*_a: object, **_k: object) -> None:
        raise ZeroDivisionError("a bug deep inside")

    monkeypatch.setattr(events, "list_events", broken)
    db = tmp_path / "e.sqlite"
    assert main(["--db", str(db), "event", "create", "--name", "X", "--json"]) == 0
    capsys.readouterr()
    assert main(["--db", str(db), "event", "list", "--json"]) == 70
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["problem"] == "internal" and data["log"] == str(tmp_path / "logs" / "maester.log")
    assert "ZeroDivisionError: a bug deep inside" in data["error"]
    assert str(tmp_path / "logs" / "maester.log") in data["error"]
    assert "Traceback" not in out + err
    logged = (tmp_path / "logs" / "maester.log").read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and "def broken" not in logged
    assert "raise ZeroDivisionError" in logged and "running organiser event" in logged
    assert main(["--db", str(db), "event", "list"]) == 70  # and as text, on stderr
    assert capsys.readouterr().err.startswith("error: Maester ran into an error of its own")


def test_uncaught_errors_in_any_thread_are_logged_and_told(tmp_path: Path) -> None:
    got = _run(
        """
        import threading
        from organiser.logs import install_crash_handler, setup_logging
        setup_logging()
        install_crash_handler()
        t = threading.Thread(target=lambda: {}["missing key in a worker"])
        t.start(); t.join()
        raise RuntimeError("the main thread fails too")
        """,
        tmp_path,
    )
    assert got.returncode == 1 and "Traceback" not in got.stderr
    told = got.stderr.strip().splitlines()
    assert len(told) == 2 and all(line.startswith("error: Maester ran into") for line in told)
    assert "KeyError" in told[0] and "RuntimeError: the main thread fails too" in told[1]
    assert all(str(tmp_path / "maester.log") in line for line in told)
    logged = (tmp_path / "maester.log").read_text(encoding="utf-8")
    assert logged.count("Traceback (most recent call last)") == 2


WINDOW = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
import organiser.ui.main_window as mw
mw.inform = lambda *a, **k: print("box:", a[2])  # the message box, unattended
from organiser.ui.app import build_window, install_window_crash_handler
from organiser.ui.settings import Settings
from organiser.logs import setup_logging

setup_logging()
app = QApplication([])
window = build_window(Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
install_window_crash_handler(window)
window.show()

def boom():
    raise ValueError("a slot that fails")

QTimer.singleShot(0, boom)
QTimer.singleShot(300, app.quit)
app.exec()
print("status:", window.statusBar().currentMessage())
"""


@pytest.mark.gui
def test_the_window_tells_where_the_log_is(tmp_path: Path) -> None:
    got = _run(WINDOW, tmp_path, str(tmp_path / "s.ini"))
    assert got.returncode == 0, got.stderr
    log_path = str(tmp_path / "maester.log")
    assert "box: Maester ran into an error of its own (ValueError: a slot that fails)" in got.stdout
    assert f"The details are in {log_path}" in got.stdout
    assert "status: ⚠ Maester ran into" in got.stdout
    assert "Traceback" not in got.stderr
    logged = (tmp_path / "maester.log").read_text(encoding="utf-8")
    assert "in boom\nValueError: a slot that fails" in logged


def test_opening_files_is_logged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from organiser.services import open_database

    monkeypatch.setenv("MAESTER_LOG_DIR", str(tmp_path / "logs"))
    path = logs.setup_logging()
    assert path is not None
    open_database(tmp_path / "day.sqlite").close()
    open_database(tmp_path / "day.sqlite").close()
    with pytest.raises(UserError, match="password"):  # a server that is not there
        open_database("postgresql+psycopg://judge:s3cret@127.0.0.1:9/none")
    for handler in logs.log.handlers:
        handler.flush()
    logged = path.read_text(encoding="utf-8")
    assert logged.count(f"opened {tmp_path / 'day.sqlite'}") == 2
    assert "upgrading the schema" in logged and "s3cret" not in logged
