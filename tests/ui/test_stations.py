"""The window when another station is writing to the same event file."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from organiser.ui.main_window import MainWindow

from .test_whole_day import create_event

HOLD = textwrap.dedent(
    """
    import sqlite3, sys, time
    con = sqlite3.connect(sys.argv[1], isolation_level=None)
    con.execute("BEGIN IMMEDIATE")  # another station in the middle of a long change
    print("holding", flush=True)
    time.sleep(float(sys.argv[2]))
    con.execute("COMMIT")
    """
)


def test_a_change_that_waits_says_so_then_goes_through(
    qtbot: Any, window: MainWindow, db_path: Path
) -> None:
    create_event(qtbot, window, db_path, "Two stations", cut=0)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(db_path), "1.0"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        view = window.players_view
        view.name.insert("Brienne Tarth")
        qtbot.keyClick(view.name, Qt.Key.Key_Return)
    finally:
        holder.wait(timeout=30)
    waited = [text for text, error in window.messages if "waiting for another station" in text]
    assert len(waited) == 1 and waited[0].startswith("⏳") and "up to 30 s" in waited[0]
    assert [text for text, error in window.messages if error] == []
    assert view.model.rowCount() == 1
