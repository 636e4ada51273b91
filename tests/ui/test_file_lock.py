"""One writer per event file; a window that was killed leaves no lock behind it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from organiser.ui.lock import FileLock

HOLD = """
import sys, time
from organiser.ui.lock import FileLock
from pathlib import Path
lock = FileLock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(120)
"""


def _holder(db: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(db)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    return proc


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL: a POSIX signal")
def test_a_killed_window_leaves_no_lock_that_blocks_the_next_start(tmp_path: Path) -> None:
    db = tmp_path / "event.sqlite"
    proc = _holder(db)
    try:
        mine = FileLock(db)
        assert not mine.acquire()  # the other window holds it: this one is read-only
        assert mine.held_elsewhere()
        assert f"process {proc.pid}" in mine.holder()
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # killed, as by a crash or the task manager
        proc.wait(timeout=30)
    assert Path(str(db) + ".lock").exists()  # the lock file stays behind …
    again = FileLock(db)
    assert again.acquire()  # … but its owner is dead: the next start takes it over
    again.release()
    assert not Path(str(db) + ".lock").exists()
