"""Killing the app mid-round loses nothing: a real process enters results through the
widgets and is killed with SIGKILL; a new window on the same file shows exactly them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.structure import suggest_structure

from .test_whole_day import NAMES, write_csv

CHILD = r"""
import os, signal, sys
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from organiser.ui import tasks
from organiser.ui.main_window import MainWindow
from organiser.ui.service_backend import ServiceBackend
from organiser.ui.settings import Settings
from organiser.ui.structure import suggest_structure

db, csv, ini = map(Path, sys.argv[1:4])
app = QApplication([])
tasks.SYNCHRONOUS = True
w = MainWindow(Settings(QSettings(str(ini), QSettings.Format.IniFormat)), ServiceBackend.open, suggest_structure)
w.show()
w.new_file(db)
w.create_event("Killed mid-round", "lcg2", "joust", 4, 0, 55)
dialog = w.players_view.import_csv(csv)
dialog.accept()
w.rounds_view.pair_next()
for table, pick in ((1, "a"), (2, "B"), (3, "d")):
    w.rounds_view.entry.setText(f"{table}{pick}")
    w.rounds_view.commit_entry()
w.rounds_view.entry.setText("4a")  # typed, not entered: must not exist after the crash
print("entered", flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_mid_round_loses_nothing(
    qtbot: Any, settings: Any, db_path: Path, tmp_path: Path
) -> None:
    csv = write_csv(tmp_path / "p.csv", NAMES)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(db_path), str(csv), str(tmp_path / "child.ini")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert "entered" in proc.stdout

    again = MainWindow(settings, ServiceBackend.open, suggest_structure)
    qtbot.addWidget(again)
    assert again.open_path(db_path)
    assert again.ctx is not None and not again.ctx.read_only  # the dead window's lock is taken over
    tables = {t.table: t for t in again.rounds_view.model.tables}
    assert tables[1].winner == tables[1].player_a
    assert tables[2].winner == tables[2].player_b and tables[2].outcome is not None
    assert tables[2].outcome.value == "modified_win"
    assert tables[3].outcome is not None and tables[3].outcome.value == "double_loss"
    assert not tables[4].reported
    assert again.rounds_view.model.outstanding() == 5
    again.close_event()
