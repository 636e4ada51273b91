"""``organiser round pair`` prints, stores and audits exactly what it did before the command
was made faster: the text, the ``--json`` answer, the stored games and the audit line of
each scenario below are compared byte for byte with files recorded from the earlier code
(``tests/cli/golden/``). Run with ``MAESTER_WRITE_GOLDEN=1`` to record them again, only
when a change of output is intended.

The scenarios cover an odd number of players (a bye), drops, a late entry (an unpaired
loss), a fixed table, namesakes told apart by affiliation and by number, names with control
characters, players not checked in and disqualified, a forced rematch (refused, then
accepted), the first round (the event's structure fixed), a chosen seed, and the text in
another language."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from organiser.main import main
from organiser.services import open_database, results
from organiser.services.dto import ResultInput

GOLDEN = Path(__file__).with_name("golden")
WRITE = os.environ.get("MAESTER_WRITE_GOLDEN") == "1"
CLOCK = "2026-11-21T09:00:00Z"


def _run(db: Path, *argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(["--db", str(db), *argv])
    return code, out.getvalue()


def _must(db: Path, *argv: str) -> None:
    code, out = _run(db, *argv)
    assert code == 0, out


def _play_latest_round(db: Path, number: int) -> None:
    """Results for every table of round ``number``: the first-listed player wins, except at
    every third table (the second wins) and every fifth (a double loss)."""
    code, out = _run(db, "round", "show", "--round", str(number), "--json")
    assert code == 0, out
    batch = []
    for t in json.loads(out)["tables"]:
        a, b = t["players"]
        if t["table"] % 5 == 0:
            batch.append(ResultInput(t["table"], None, "double_loss"))
        else:
            batch.append(ResultInput(t["table"], b if t["table"] % 3 == 0 else a))
    store = open_database(db)
    try:
        results.record_results(store, None, batch, round=number)
    finally:
        store.close()


def _demo(players: int, rounds: int, planned: int, seed: int = 1) -> Callable[[Path], None]:
    def build(db: Path) -> None:
        _must(db, "demo", "--players", str(players), "--rounds", str(rounds), "--seed", str(seed))
        _must(db, "event", "set", "--rounds", str(planned))

    return build


def _people(db: Path) -> None:
    _must(db, "event", "create", "--name", "Namesakes", "--seed", "77", "--rounds", "4")
    roster: list[list[str]] = [
        ["--name", "Ann Lee", "--affiliation", "North"],
        ["--name", "Ann Lee", "--affiliation", "South"],
        ["--name", "Ann Lee", "--affiliation", "South"],
        ["--name", "ann lee"],
        ["--name", "Bob  Stark"],
        ["--name", "Bob Stark", "--affiliation", "Winterfell"],
        ["--name", "Cé\u202eline\u200b Tarly"],
        ["--name", "Dara Mormont", "--fixed-table", "3"],
        ["--name", "Eli Greyjoy", "--fixed-table", "3"],
        ["--name", "Fenna Arryn", "--not-checked-in"],
        ["--name", "Gus Tully"],
        ["--name", "Hana Frey"],
        ["--name", "Ivo Baratheon"],
        ["--name", "Jon Snow"],
    ]
    for person in roster:
        _must(db, "player", "add", *person)
    _must(db, "player", "disqualify", "--player", "13", "--reason", "conduct")
    _must(db, "round", "pair")
    _play_latest_round(db, 1)
    _must(db, "player", "drop", "--player", "12")


def _round_robin_four(db: Path) -> None:
    _must(db, "event", "create", "--name", "Four", "--seed", "3", "--rounds", "5")
    for name in ("Arya", "Brienne", "Cersei", "Davos"):
        _must(db, "player", "add", "--name", name)
    for number in (1, 2, 3):
        _must(db, "round", "pair")
        _play_latest_round(db, number)


def _first_round(db: Path) -> None:
    _must(db, "event", "create", "--name", "Opening", "--seed", "11")
    for i in range(9):
        _must(db, "player", "add", "--name", f"Player {i % 7}", "--affiliation", f"Club {i % 2}")


SCENARIOS: dict[str, tuple[Callable[[Path], None], list[str], dict[str, str]]] = {
    "demo7": (_demo(7, 2, 4), [], {}),
    "demo64": (_demo(64, 4, 6), [], {}),
    "demo64-fr": (_demo(64, 4, 6), [], {"LANG": "fr_FR.UTF-8"}),
    "demo131": (_demo(131, 3, 5, seed=3), [], {}),
    "demo131-seed": (_demo(131, 3, 5, seed=3), ["--seed", "424242"], {}),
    "people": (_people, [], {}),
    "round1": (_first_round, [], {}),
    "four-rematch": (_round_robin_four, [], {}),
    "four-rematch-allowed": (_round_robin_four, ["--allow-rematches"], {}),
}


def _stored(db: Path) -> str:
    con = sqlite3.connect(db)
    try:
        games = con.execute(
            "SELECT r.stage, r.number, r.seed, g.table_no, g.player_a, g.player_b, g.winner,"
            " g.outcome, g.tiebreak, g.rematch FROM game g JOIN round r ON r.id = g.round_id"
            " ORDER BY g.id"
        ).fetchall()
        audit = con.execute(
            "SELECT at, action, detail, reason FROM audit"
            " WHERE action IN ('round_paired', 'structure_fixed') ORDER BY id DESC LIMIT 2"
        ).fetchall()
        event = con.execute("SELECT status, rounds, cut_size FROM event").fetchall()
    finally:
        con.close()
    return "\n".join(map(repr, [*games, *audit, *event])) + "\n"


@pytest.fixture(scope="module")
def built() -> dict[str, Path]:
    """Each scenario's event, built once, before its round is paired."""
    return {}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_round_pair_output_is_unchanged(
    name: str,
    as_json: bool,
    tmp_path: Path,
    built: dict[str, Path],
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    build, extra, env = SCENARIOS[name]
    monkeypatch.setenv("MAESTER_CLOCK", CLOCK)
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    if name not in built:
        source = tmp_path_factory.mktemp(name) / "event.sqlite"
        build(source)
        built[name] = source
    db = tmp_path / "event.sqlite"
    shutil.copyfile(built[name], db)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    code, out = _run(db, *(["--json"] if as_json else []), "round", "pair", *extra)
    got = f"exit {code}\n{out}" + _stored(db)
    path = GOLDEN / f"{name}.{'json' if as_json else 'text'}.txt"
    if WRITE:
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(got, encoding="utf-8")
    assert got == path.read_text(encoding="utf-8")
