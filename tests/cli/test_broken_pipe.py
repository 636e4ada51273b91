"""A reader that stops early (``organiser ... | head``) is not an error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_output_into_a_closed_pipe_exits_cleanly(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite"
    run = [sys.executable, "-m", "organiser", "--db", str(db)]
    subprocess.run(
        [*run, "demo", "--players", "512", "--rounds", "1", "--json"],
        check=True,
        capture_output=True,
    )
    producer = subprocess.Popen(
        [*run, "standings", "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert producer.stdout is not None
    first = producer.stdout.readline()  # read one line, then hang up like `head -1`
    producer.stdout.close()
    _, err = producer.communicate(timeout=60)
    assert first.strip() == b"{"
    assert producer.returncode == 0
    assert b"BrokenPipeError" not in err and b"Traceback" not in err
