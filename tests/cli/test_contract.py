"""The --json shapes of the issue are a contract: each one checked on the real entry point."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli


def _event_with_players(cli: Cli, count: int) -> tuple[int, list[int]]:
    ev = cli(
        "event",
        "create",
        "--name",
        "Contract",
        "--ruleset",
        "lcg2",
        "--format",
        "joust",
        "--seed",
        "11",
    )
    assert ev.code == 0
    ids = [cli("player", "add", "--name", f"Player {i}").data["player"] for i in range(count)]
    return ev.data["event"], ids


def test_event_create_shape(cli: Cli) -> None:
    run = cli("event", "create", "--name", "Stark Open", "--ruleset", "lcg2", "--format", "joust")
    assert run.code == 0
    data = run.data
    assert isinstance(data["event"], int)
    assert data["name"] == "Stark Open" and data["ruleset"] == "lcg2" and data["format"] == "joust"


def test_player_add_shape(cli: Cli) -> None:
    cli("event", "create", "--name", "E")
    run = cli("player", "add", "--name", "Brienne de Tarth")
    assert run.code == 0
    assert isinstance(run.data["player"], int) and run.data["name"] == "Brienne de Tarth"


def test_round_pair_shape(cli: Cli) -> None:
    _, ids = _event_with_players(cli, 7)
    data = cli("round", "pair").data
    assert data["round"] == 1
    assert isinstance(data["warnings"], list)
    assert data["bye"] in ids
    assert [t["table"] for t in data["tables"]] == [1, 2, 3]
    seated = [p for t in data["tables"] for p in t["players"]]
    assert all(len(t["players"]) == 2 for t in data["tables"])
    assert sorted([*seated, data["bye"]]) == sorted(ids)


def test_result_set_and_player_drop_and_standings_shapes(cli: Cli) -> None:
    _, _ids = _event_with_players(cli, 4)
    tables = cli("round", "pair").data["tables"]
    a, b = tables[0]["players"]
    _c, d = tables[1]["players"]
    run = cli("result", "set", "--round", "1", "--table", "1", "--winner", str(a))
    assert run.code == 0 and run.data["winner"] == a and run.data["outcome"] == "win"
    run = cli("result", "set", "--round", "1", "--table", "2", "--winner", str(d), "--modified")
    assert run.code == 0 and run.data["outcome"] == "modified_win"
    drop = cli("player", "drop", "--player", str(b))
    assert drop.code == 0 and drop.data["player"] == b and drop.data["dropped"] is True
    data = cli("standings").data
    assert data["round"] == 1
    rows = data["standings"]
    keys = {"rank", "player", "name", "points", "sos", "esos", "wins", "losses", "byes", "dropped"}
    assert all(keys <= set(r) for r in rows)
    by_player = {r["player"]: r for r in rows}
    assert by_player[a]["points"] == 5 and by_player[d]["points"] == 4
    assert by_player[b]["dropped"] is True and by_player[b]["losses"] == 1
    assert [r["player"] for r in rows][:2] == [a, d]
    assert [r["rank"] for r in rows] == sorted(r["rank"] for r in rows)


def test_demo_shape(cli: Cli) -> None:
    run = cli("demo", "--players", "12", "--rounds", "2", "--seed", "3")
    assert run.code == 0
    assert isinstance(run.data["event"], int)
    assert run.data["rounds"] == 2 and run.data["players"] == 12


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["result", "set", "--table", "9", "--winner", "1"], "no table 9"),
        (["result", "set", "--table", "1", "--winner", "999"], "not at table 1"),
        (["player", "drop", "--player", "999"], "no player 999"),
        (["round", "pair"], "results missing"),
        (["standings", "--round", "8"], "not been played"),
        (["event", "set", "--cut", "5"], "cut"),
        (["result", "set", "--table", "1"], "needs a winner"),
        (["result", "set", "--table", "1", "--modified"], "needs a winner"),
    ],
)
def test_bad_input_prints_json_error_and_changes_nothing(
    cli: Cli, args: list[str], needle: str
) -> None:
    _event_with_players(cli, 4)
    cli("round", "pair")
    before = cli("export").data
    run = cli(*args)
    assert run.code != 0
    assert needle in run.data["error"]
    after = cli("export").data
    assert before["rounds"] == after["rounds"] and before["players"] == after["players"]
    assert before["event"] == after["event"]


def test_usage_error_with_json_is_json(cli: Cli) -> None:
    cli("event", "create", "--name", "E")
    run = cli("player", "add")
    assert run.code != 0 and "--name" in run.data["error"]


def test_pairing_a_finished_event_is_refused(cli: Cli) -> None:
    _event_with_players(cli, 4)
    assert cli("event", "set", "--rounds", "1").code == 0
    tables = cli("round", "pair").data["tables"]
    for t in tables:
        cli("result", "set", "--table", str(t["table"]), "--winner", str(t["players"][0]))
    assert cli("event", "finish").data["status"] == "finished"
    run = cli("round", "pair")
    assert run.code != 0 and "finished" in run.data["error"]


@pytest.mark.parametrize(
    ("content", "needle", "line"),
    [
        (b"team,id\nStark,1\n", "no 'name' column", 1),
        ("name\nAnna\nJos\xe9\n".encode("latin-1"), "not UTF-8", 3),
        (b"name,id\nAnna,1\nBran,2\nAnna,1\n", "problem", 4),
    ],
)
def test_csv_import_errors(
    cli: Cli, tmp_path: Path, content: bytes, needle: str, line: int
) -> None:
    cli("event", "create", "--name", "E")
    csv_file = tmp_path / "players.csv"
    csv_file.write_bytes(content)
    run = cli("player", "import", str(csv_file))
    assert run.code != 0 and needle in run.data["error"]
    assert line in [e["line"] for e in run.data["errors"]]
    assert cli("player", "list").data["players"] == []


def test_newer_and_corrupt_files_are_refused(cli: Cli, tmp_path: Path) -> None:
    import sqlite3

    newer = tmp_path / "newer.sqlite"
    missing = cli("event", "list", db=newer)  # reading never creates a file
    assert missing.code == 2 and missing.data["problem"] == "missing" and not newer.exists()
    assert cli("event", "create", "--name", "Soon newer", db=newer).code == 0
    con = sqlite3.connect(newer)
    con.execute("UPDATE alembic_version SET version_num='0777'")
    con.commit()
    con.close()
    before = newer.read_bytes()
    run = cli("event", "list", db=newer)
    assert run.code != 0 and "newer" in run.data["error"] and "Update Maester" in run.data["error"]
    assert newer.read_bytes() == before
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"\x00\x01 definitely not sqlite" * 100)
    before = junk.read_bytes()
    run = cli("event", "list", db=junk)
    assert run.code != 0 and "not a Maester database" in run.data["error"]
    assert junk.read_bytes() == before
    # and without --json: a message on stderr, no traceback
    plain = cli("event", "list", db=junk, json=False)
    assert plain.code != 0 and plain.err.startswith("error:") and "Traceback" not in plain.err


def test_event_may_be_left_out_only_with_one_event(cli: Cli) -> None:
    cli("event", "create", "--name", "First")
    assert cli("event", "show").data["name"] == "First"
    second = cli("event", "create", "--name", "Second").data["event"]
    run = cli("event", "show")
    assert run.code != 0 and "--event" in run.data["error"]
    assert cli("event", "show", "--event", str(second)).data["name"] == "Second"
    assert cli("--event", str(second), "event", "show").data["name"] == "Second"
