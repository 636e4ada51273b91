"""Every command that only reads works while another station holds the file's write lock:
none of them opens a write transaction it does not need (one that did would wait for the
lock, and here give up after half a second)."""

from __future__ import annotations

import functools
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from organiser.cli import common
from organiser.services import open_database
from tests.cli.conftest import Cli

READS = [
    ("event", "list"),
    ("event", "show"),
    ("player", "list"),
    ("round", "show"),
    ("round", "list"),
    ("result", "list"),
    ("standings",),
    ("export",),
    ("export", "--format", "csv", "--table", "players"),
    ("audit",),
    ("clock", "show"),
    ("cut", "--show"),
    ("deck", "list"),
    ("deck", "field"),
]

HOLD = textwrap.dedent(
    """
    import sqlite3, sys
    con = sqlite3.connect(sys.argv[1], isolation_level=None)
    con.execute("BEGIN IMMEDIATE")
    con.execute("DELETE FROM audit")  # a change in flight, not committed
    print("holding", flush=True)
    sys.stdin.readline()
    con.execute("ROLLBACK")
    """
)


def test_reading_commands_never_wait_for_a_writer(
    cli: Cli, db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cli("demo", "--players", "12", "--rounds", "2").code == 0
    monkeypatch.setattr(common, "open_database", functools.partial(open_database, busy_timeout=0.5))
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(db_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        for args in READS:
            run = cli(*args)
            assert run.code == 0, (args, run.out, run.err)
        printed = cli("print", "standings", "--out", str(tmp_path / "s.pdf"))
        assert printed.code == 0 and (tmp_path / "s.pdf").stat().st_size > 1000
        published = cli("publish", "--out", str(tmp_path / "site"))
        assert published.code == 0 and (tmp_path / "site" / "index.html").exists()
        # and a change does wait, says so, and gives up without changing anything
        change = cli("player", "add", "--name", "Blocked")
        assert change.code == 2 and change.data["problem"] == "busy"
        assert "waiting for another station" in change.err
    finally:
        assert holder.stdin is not None
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.wait(timeout=30)
