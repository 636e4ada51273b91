"""A whole event day through the command line, on real SQLite files."""

from __future__ import annotations

import csv
import io
import itertools
import json
from pathlib import Path

from organiser.core.structure import suggest_structure
from tests.cli.conftest import Cli

NAMES = [
    "Arya Stark",
    "Brienne of Tarth",
    "Cersei Lannister",
    "Daenerys Targaryen",
    "Eddard Stark",
    "Françoise Lefèvre",
    "Gendry Waters",
    "Hodor",
    "Íñigo Martínez",
    "Jaime Lannister",
    "Kåre Ødegård",
    "Łucja Wróbel",
    "Margaery Tyrell",
    "Nguyễn Thị Lan",
    "Oberyn Martell",
    "Arya Stark",
]


def test_sixteen_player_event(cli: Cli, tmp_path: Path) -> None:
    created = cli(
        "event",
        "create",
        "--name",
        "Winter is Coming Open",
        "--date",
        "2026-11-21",
        "--seed",
        "2026",
    )
    assert created.code == 0

    roster = tmp_path / "roster.csv"
    with roster.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["name", "affiliation", "id", "email"])
        for i, name in enumerate(NAMES):
            w.writerow([name, "Winterfell" if i == 15 else "", f"OP{i:03}", f"p{i}@example.org"])
    imported = cli("player", "import", str(roster))
    assert imported.code == 0 and imported.data["imported"] == 16
    listed = cli("player", "list").data["players"]
    aryas = [p["display_name"] for p in listed if p["name"] == "Arya Stark"]
    assert len(aryas) == 2 and aryas[0] != aryas[1]
    assert len({p["name"] for p in listed}) == 15  # namesakes kept apart
    assert cli("event", "show").data["rounds"] == 4  # 9-16 players: 4 rounds, no cut

    met: set[frozenset[int]] = set()
    for number in range(1, 5):
        paired = cli("round", "pair")
        assert paired.code == 0, paired.out
        data = paired.data
        assert data["round"] == number and data["bye"] is None and len(data["tables"]) == 8
        for t in data["tables"]:
            pair = frozenset(t["players"])
            assert pair not in met, "a rematch in the Swiss stage"
            met.add(pair)
            args = [
                "result",
                "set",
                "--round",
                str(number),
                "--table",
                str(t["table"]),
                "--winner",
                str(min(t["players"])),
            ]
            if t["table"] == 2:
                args += ["--modified", "--tiebreak", "power_needed"]
            assert cli(*args).code == 0
        assert cli("result", "list").data["complete"] is True

    # the organiser has a cut of 4 even though the table suggests none for 16
    assert cli("round", "pair").code != 0  # all four Swiss rounds are played
    standings = cli("standings").data
    assert standings["round"] == 4 and len(standings["standings"]) == 16
    top4 = [r["player"] for r in standings["standings"][:4]]
    semis = cli("cut", "--size", "4")
    assert semis.code == 0, semis.out
    assert [s["player"] for s in semis.data["seeds"]] == top4
    assert [t["players"] for t in semis.data["tables"]] == [[top4[0], top4[3]], [top4[1], top4[2]]]
    for t in semis.data["tables"]:
        assert (
            cli(
                "result",
                "set",
                "--cut",
                "--table",
                str(t["table"]),
                "--winner",
                str(t["players"][1]),
            ).code
            == 0
        )
    final = cli("cut")
    assert final.code == 0 and final.data["round"] == 2
    assert final.data["tables"] == [{"table": 1, "players": [top4[3], top4[2]]}]
    assert cli("result", "set", "--table", "1", "--winner", str(top4[2])).code == 0
    shown = cli("cut", "--show").data
    assert shown["finished"] is True and shown["champion"] == top4[2]
    places = cli("standings").data["final"]
    assert [p["player"] for p in places[:2]] == [top4[2], top4[3]]
    assert cli("event", "show").data["status"] == "finished"

    out_json = tmp_path / "event.json"
    assert cli("export", "--format", "json", "--output", str(out_json)).code == 0
    exported = json.loads(out_json.read_text(encoding="utf-8"))
    assert exported["event"]["name"] == "Winter is Coming Open"
    assert len(exported["players"]) == 16 and len(exported["rounds"]) == 6
    assert exported["final"][0]["player"] == top4[2]
    out_csv = tmp_path / "standings.csv"
    assert cli("export", "--format", "csv", "--output", str(out_csv)).code == 0
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text(encoding="utf-8"))))
    assert len(rows) == 16 and rows[0]["player"] == str(standings["standings"][0]["player"])
    results_csv = cli("export", "--format", "csv", "--table", "results").data["csv"]
    assert len(results_csv.strip().splitlines()) == 1 + 4 * 8 + 2 + 1

    trail = cli("audit").data["audit"]
    actions = [e["action"] for e in trail]
    assert actions.count("round_paired") == 4 and "cut_started" in actions
    assert "players_imported" in actions and "event_finished" in actions


def test_demo_then_standings(cli: Cli) -> None:
    demo = cli("demo", "--players", "64")
    assert demo.code == 0, demo.out
    assert demo.data["players"] == 64
    assert demo.data["late_entries"] and demo.data["dropped"]
    expected_rounds = suggest_structure(64).rounds
    data = cli("standings").data
    rows = data["standings"]
    assert data["round"] == expected_rounds == demo.data["rounds"]
    assert len(rows) == 64
    points = [r["points"] for r in rows]
    assert points == sorted(points, reverse=True)
    assert rows[0]["rank"] == 1
    for prev, row in itertools.pairwise(rows):
        same = (prev["points"], prev["sos"], prev["esos"]) == (
            row["points"],
            row["sos"],
            row["esos"],
        )
        assert row["rank"] >= prev["rank"]
        if row["rank"] == prev["rank"]:
            assert same
    # every active on-time player played every round (a game or a bye)
    dropped = {r["player"] for r in rows if r["dropped"]}
    assert len(dropped) == len(demo.data["dropped"])
    for r in rows:
        if r["player"] not in dropped and r["player"] not in demo.data["late_entries"]:
            assert r["wins"] + r["losses"] + r["byes"] == expected_rounds
    # the event is left open for its next step
    show = cli("event", "show").data
    assert show["status"] == "swiss" and show["swiss_rounds_paired"] == expected_rounds
    trail = cli("audit", "--action", "result_recorded").data["audit"]
    assert any(e["detail"]["result"]["tiebreak"] for e in trail)
    text = cli("standings", json=False)
    assert text.code == 0 and "Standings after round" in text.out


def test_demo_is_deterministic_by_seed(cli: Cli, tmp_path: Path) -> None:
    a = cli("demo", "--players", "20", "--seed", "9", db=tmp_path / "a.sqlite")
    b = cli("demo", "--players", "20", "--seed", "9", db=tmp_path / "b.sqlite")
    sa = cli("standings", db=tmp_path / "a.sqlite").data["standings"]
    sb = cli("standings", db=tmp_path / "b.sqlite").data["standings"]
    assert a.data == b.data and sa == sb
