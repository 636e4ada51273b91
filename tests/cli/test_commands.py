"""The rest of the commands, each through the real entry point with --json and as text."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.conftest import Cli


def _setup(cli: Cli, count: int = 6) -> list[int]:
    cli("event", "create", "--name", "Commands", "--seed", "5")
    return [cli("player", "add", "--name", f"P{i}").data["player"] for i in range(count)]


def test_event_list_set_finish(cli: Cli) -> None:
    _setup(cli, 4)
    listed = cli("event", "list").data["events"]
    assert [e["name"] for e in listed] == ["Commands"]
    changed = cli(
        "event",
        "set",
        "--rounds",
        "2",
        "--cut",
        "2",
        "--tiebreaks",
        "sos,esos",
        "--round-minutes",
        "50",
        "--restricted-list",
        "GOT v3",
        "--reason",
        "small day",
    )
    assert changed.code == 0
    data = changed.data
    assert (data["rounds"], data["cut_size"], data["round_minutes"]) == (2, 2, 50)
    assert data["tiebreaks"] == ["points", "sos", "esos"] and data["restricted_list"] == "GOT v3"
    back = cli("event", "set", "--recommended-rounds").data
    assert back["rounds"] == back["suggested_rounds"] and not back["rounds_overridden"]
    assert "Commands" in cli("event", "show", json=False).out
    assert cli("event", "finish").data["status"] == "finished"
    assert cli("audit", "--action", "event_settings").data["audit"][0]["reason"] == "small day"


def test_player_lifecycle(cli: Cli) -> None:
    ids = _setup(cli, 6)
    out = cli("player", "checkin", "--player", str(ids[0]), str(ids[1]), "--undo").data
    assert [p["checked_in"] for p in out["players"]] == [False, False]
    assert cli("player", "checkin", "--player", str(ids[1])).data["players"][0]["checked_in"]
    gone = cli("player", "noshow", "--all-absent").data["players"]
    assert [p["player"] for p in gone] == [ids[0]]
    edited = cli(
        "player",
        "edit",
        "--player",
        str(ids[2]),
        "--name",
        "Sansa",
        "--fixed-table",
        "2",
        "--reason",
        "typo",
    ).data
    assert edited["name"] == "Sansa" and edited["fixed_table"] == 2
    assert (
        cli("player", "edit", "--player", str(ids[2]), "--no-fixed-table").data["fixed_table"]
        is None
    )
    r1 = cli("round", "pair").data
    absent = r1["tables"][0]["players"][0]
    opponent = r1["tables"][0]["players"][1]
    assert cli("player", "noshow", "--player", str(absent)).data["dropped"] is True
    assert cli("result", "list").data["results"][0]["winner"] == opponent
    for t in r1["tables"][1:]:
        cli("result", "set", "--table", str(t["table"]), "--winner", str(t["players"][0]))
    back = cli("player", "reinstate", "--player", str(absent), "--reason", "arrived late")
    assert back.code == 0 and back.data["dropped"] is False
    dq = cli("player", "disqualify", "--player", str(opponent), "--reason", "conduct").data
    assert dq["disqualified"] is True
    again = cli("player", "reinstate", "--player", str(opponent))
    assert again.code != 0 and "disqualified" in again.data["error"]
    text = cli("player", "list", json=False).out
    assert "disqualified" in text and "Sansa" in text


def test_round_management(cli: Cli) -> None:
    ids = _setup(cli, 7)
    r1 = cli("round", "pair").data
    a, b = r1["tables"][0]["players"][0], r1["tables"][1]["players"][0]
    swapped = cli("round", "swap", "--players", str(a), str(b), "--reason", "table request").data
    assert b in swapped["tables"][0]["players"] and a in swapped["tables"][1]["players"]
    repaired = cli("round", "repair", "--seed", "99").data
    assert repaired["seed"] == 99 and repaired["round"] == 1
    seated = sorted([*(p for t in repaired["tables"] for p in t["players"]), repaired["bye"]])
    assert seated == sorted(ids)
    shown = cli("round", "show", "--round", "1").data
    assert shown["tables"] == repaired["tables"]
    assert "Round 1" in cli("round", "show", json=False).out
    for t in shown["tables"]:
        cli(
            "result",
            "set",
            "--table",
            str(t["table"]),
            "--winner",
            str(t["players"][1]),
            "--concession",
        )
    fixed = cli(
        "result",
        "correct",
        "--table",
        "1",
        "--winner",
        str(shown["tables"][0]["players"][0]),
        "--decked",
        "--reason",
        "slip",
    ).data
    assert fixed["outcome"] == "decked"
    assert len(cli("round", "list").data["rounds"]) == 1
    deleted = cli("round", "delete", "--reason", "restart").data
    assert deleted["deleted"] and deleted["round"] == 1 and len(deleted["games"]) == 4
    actions = [e["action"] for e in cli("audit").data["audit"]]
    for action in ("players_swapped", "round_repaired", "result_corrected", "round_deleted"):
        assert action in actions
    assert len(ids) == 7


def test_export_tables_and_files(cli: Cli, tmp_path: Path) -> None:
    _setup(cli, 4)
    r = cli("round", "pair").data
    for t in r["tables"]:
        cli(
            "result",
            "set",
            "--table",
            str(t["table"]),
            "--winner",
            str(t["players"][0]),
            "--modified",
            "--tiebreak",
            "dead_pile",
        )
    players_csv = cli("export", "--format", "csv", "--table", "players").data["csv"]
    assert players_csv.splitlines()[0].startswith("player,name,affiliation")
    results_csv = cli("export", "--format", "csv", "--table", "results").data["csv"]
    assert "modified_win,dead_pile" in results_csv
    target = tmp_path / "out" / "missing-folder" / "x.json"
    failed = cli("export", "--output", str(target))
    assert failed.code != 0 and "cannot write" in failed.data["error"]
    full = cli("export").data
    assert full["format"] == "maester-event" and len(full["audit"]) >= 6


def test_text_output_of_standings_cut_audit_demo(cli: Cli) -> None:
    demo = cli("demo", "--players", "20", "--seed", "3", json=False)
    assert demo.code == 0 and "created demo event" in demo.out
    assert "Standings after round 4" in cli("standings", "--top", "5", json=False).out
    cut = cli("cut", json=False)
    assert cut.code == 0 and "Cut: top 4" in cut.out
    assert "cut_started" in cli("audit", "--limit", "3", json=False).out


def test_event_delete_needs_an_explicit_event(cli: Cli) -> None:
    _setup(cli, 2)
    refused = cli("event", "delete")
    assert refused.code != 0 and "--event" in refused.data["error"]
    gone = cli("event", "delete", "--event", "1", "--reason", "test data").data
    assert gone == {"deleted": True, "event": 1, "name": "Commands"}
    assert cli("event", "list").data["events"] == []
    assert cli("audit", "--all").data["audit"][-1]["action"] == "event_deleted"


def test_import_check_changes_nothing_and_table_renumbering(cli: Cli, tmp_path: Path) -> None:
    _setup(cli, 6)
    roster = tmp_path / "late.csv"
    roster.write_text("name;club\nOsha;Wildlings\n\nHotah;Dorne\n", encoding="utf-8")
    checked = cli("player", "import", str(roster), "--check").data
    assert checked["would_import"] == 2 and [p["line"] for p in checked["players"]] == [2, 4]
    assert len(cli("player", "list").data["players"]) == 6
    r = cli("round", "pair").data
    t1, t3 = r["tables"][0]["players"], r["tables"][2]["players"]
    moved = cli("round", "table", "--table", "1", "--to", "3", "--reason", "wheelchair access")
    assert moved.code == 0
    tables = {t["table"]: t["players"] for t in moved.data["tables"]}
    assert tables[3] == t1 and tables[1] == t3
    assert cli("round", "table", "--table", "2", "--to", "9").data["tables"][-1] == {
        "table": 9,
        "players": r["tables"][1]["players"],
    }
    missing = cli("round", "table", "--table", "5", "--to", "1")
    assert missing.code != 0 and "no table 5" in missing.data["error"]
    assert cli("audit", "--action", "table_moved").data["audit"][0]["reason"] == "wheelchair access"


def test_audit_times_follow_the_clock_variable(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAESTER_CLOCK", "2026-11-21T09:30:00Z")
    _setup(cli, 2)
    assert {e["at"] for e in cli("audit").data["audit"]} == {"2026-11-21T09:30:00+00:00"}
    monkeypatch.setenv("MAESTER_CLOCK", "half past nine")
    bad = cli("event", "show")
    assert bad.code != 0 and "MAESTER_CLOCK" in bad.data["error"]
