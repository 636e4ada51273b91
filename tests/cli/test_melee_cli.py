"""Melee events end to end on real SQLite files: 13 players, three rounds, a top-4 final."""

from __future__ import annotations

import itertools
from pathlib import Path

from tests.cli.conftest import Cli


def _result_args(table: dict[str, object], *, time_called: bool = False) -> list[str]:
    """Seat order wins: places 1.., power 15 for the winner (or 12 when time is called)."""
    args = ["result", "set", "--table", str(table["table"])]
    for i, pid in enumerate(table["players"]):  # type: ignore[arg-type]
        power = (12 if time_called else 15) if i == 0 else 10 - i
        args += ["--place", f"{pid}={i + 1}", "--power", f"{pid}={power}"]
    return args + (["--time-called"] if time_called else [])


def test_thirteen_player_melee_event(cli: Cli, db_path: Path) -> None:
    created = cli("event", "create", "--name", "Melee night", "--format", "melee", "--seed", "4")
    assert created.code == 0 and created.data["format"] == "melee"
    assert created.data["melee_profile"] == "maester-melee"
    ids = [cli("player", "add", "--name", f"Player {i}").data["id"] for i in range(1, 14)]
    met: set[frozenset[int]] = set()
    for number in (1, 2, 3):
        paired = cli("round", "pair")
        assert paired.code == 0, paired.err
        data = paired.data
        assert data["format"] == "melee" and data["round"] == number
        tables = data["tables"]
        assert sorted(len(t["players"]) for t in tables) == [3, 3, 3, 4]
        assert sorted(p for t in tables for p in t["players"]) == sorted(ids)
        pairs = {frozenset(x) for t in tables for x in itertools.combinations(t["players"], 2)}
        assert data["repeats"] == len(pairs & met)
        met |= pairs
        for t in tables:
            done = cli(*_result_args(t, time_called=number == 2))
            assert done.code == 0, done.err
            assert done.data["ending"] == ("time" if number == 2 else "won")
        shown = cli("round", "show").data
        assert shown["complete"] and all(t["reported"] for t in shown["tables"])
        seat = shown["tables"][0]["seats"][0]
        assert set(seat) == {"seat", "player", "name", "place", "power", "eliminated", "points"}
    table = cli("round", "show", json=False)
    assert table.code == 0 and "place" in table.out and "power" in table.out

    standings = cli("standings").data
    assert standings["format"] == "melee" and standings["round"] == 3
    rows = standings["standings"]
    assert len(rows) == 13 and [r["rank"] for r in rows][:1] == [1]
    keys = [(-r["points"], -r["sos"]) for r in rows]
    assert keys == sorted(keys)
    top4 = [r["player"] for r in rows[:4]]

    started = cli("cut", "--size", "4")
    assert started.code == 0, started.err
    assert started.data["tables"] == [{"table": 1, "players": top4}]
    final = cli("round", "show", "--cut").data["tables"][0]
    assert cli(*_result_args(final)).code == 0
    assert cli("event", "show").data["status"] == "finished"
    placings = cli("standings").data["final"]
    assert [f["player"] for f in placings[:4]] == top4


def test_bad_melee_results_get_a_message(cli: Cli) -> None:
    cli("event", "create", "--name", "M", "--format", "melee")
    ids = [cli("player", "add", "--name", f"P{i}").data["id"] for i in range(4)]
    cli("round", "pair")
    bad = cli("result", "set", "--table", "1", "--place", "x=1")
    assert bad.code != 0 and "PLAYER_ID=PLACE" in bad.data["error"]
    a, b, c, d = ids
    tie = cli(
        "result", "set", "--table", "1",
        *[f"--place={p}={n}" for p, n in ((a, 1), (b, 1), (c, 3), (d, 4))],
        *[f"--power={p}={n}" for p, n in ((a, 15), (b, 15), (c, 3), (d, 4))],
    )  # fmt: skip
    assert tie.code != 0 and "Traceback" not in tie.err and "Table 1" in tie.data["error"]
    assert cli("round", "show").data["missing"] == [1]
    joust_style = cli("result", "set", "--table", "1", "--winner", str(a))
    assert joust_style.code != 0 and "place and power" in joust_style.data["error"]


def test_clear_and_clock_commands(cli: Cli) -> None:
    cli("event", "create", "--name", "M", "--format", "melee")
    for i in range(4):
        cli("player", "add", "--name", f"P{i}")
    t = cli("round", "pair").data["tables"][0]
    assert cli(*_result_args(t)).code == 0
    cleared = cli("result", "clear", "--table", "1", "--reason", "wrong slip")
    assert cleared.code == 0 and cleared.data["cleared"] and not cleared.data["reported"]
    assert cli("round", "show").data["missing"] == [1]
    assert cli("clock", "show").data["running"] is False
    assert cli("clock", "start").data["running"] is True
    extended = cli("clock", "extend", "--minutes", "5").data
    assert extended["remaining_seconds"] > 55 * 60
    paused = cli("clock", "pause").data
    assert paused["running"] is False and paused["started"] is True
    assert cli("clock", "pause").code != 0
    reset = cli("clock", "reset").data
    assert reset["remaining_seconds"] == 55 * 60 and not reset["started"]
    actions = [e["action"] for e in cli("audit").data["audit"]]
    assert "result_cleared" in actions and "clock_extend" in actions
