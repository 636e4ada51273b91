"""A few commands as real processes of the installed ``organiser`` script."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli


@pytest.mark.slow  # seven process start-ups
def test_real_process_round_trip(subprocess_cli: Cli, tmp_path: Path) -> None:
    run = subprocess_cli("event", "create", "--name", "Ærøskøbing Joust", "--format", "joust")
    assert run.code == 0, run.err
    assert isinstance(run.data["event"], int) and run.data["name"] == "Ærøskøbing Joust"
    added = subprocess_cli("player", "add", "--name", "Мирослава")
    assert added.code == 0 and isinstance(added.data["player"], int)
    roster = tmp_path / "roster.csv"
    roster.write_text("name\nYgritte\nTormund\nOona\n", encoding="utf-8")
    assert subprocess_cli("player", "import", str(roster)).data["imported"] == 3
    paired = subprocess_cli("round", "pair").data
    assert paired["round"] == 1 and len(paired["tables"]) == 2 and paired["bye"] is None
    bad = subprocess_cli("result", "set", "--table", "7", "--winner", "1")
    assert bad.code != 0 and "error" in bad.data and "Traceback" not in bad.err
    text = subprocess_cli("player", "list", json=False)
    assert text.code == 0 and "Мирослава" in text.out


def test_real_process_demo_and_standings(subprocess_cli: Cli) -> None:
    demo = subprocess_cli("demo", "--players", "10", "--rounds", "2", "--seed", "4")
    assert demo.code == 0, demo.err
    data = subprocess_cli("standings").data
    assert data["round"] == 2 and len(data["standings"]) == 10
