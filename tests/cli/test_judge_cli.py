"""``organiser judge``: the judge's log from the command line, JSON and text."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from tests.cli.conftest import Cli


def _paired(cli: Cli) -> tuple[list[int], list[dict[str, object]]]:
    assert cli("event", "create", "--name", "Judged", "--seed", "3").code == 0
    ids = [cli("player", "add", "--name", f"P{i}").data["player"] for i in range(4)]
    tables = cli("round", "pair").data["tables"]
    return ids, tables


def test_call_resolve_ruling_search_and_list(cli: Cli, tmp_path: Path) -> None:
    _ids, tables = _paired(cli)
    call = cli("judge", "call", "--table", "1", "--question", "Can Treachery cancel it?")
    assert call.code == 0, call.out
    assert call.data["players"] == tables[0]["players"] and call.data["resolved"] is False
    cid = str(call.data["id"])
    done = cli("judge", "resolve", cid, "--outcome", "Yes", "--extension", "3")
    assert done.code == 0 and done.data["extension_minutes"] == 3 and done.data["resolved"]
    again = cli("judge", "resolve", cid, "--outcome", "No")
    assert again.code == 2 and "already resolved" in again.data["error"]
    ruling = cli(
        "judge", "ruling", cid, "--title", "Treachery timing", "--pdf", str(tmp_path / "r.pdf")
    )
    assert ruling.code == 0 and ruling.data["call_id"] == int(cid)
    found = cli("judge", "rulings", "treachery")
    assert [r["title"] for r in found.data["rulings"]] == ["Treachery timing"]
    assert cli("judge", "rulings", "melee").data["rulings"] == []
    listed = cli("judge", "list")
    assert [len(c["rulings"]) for c in listed.data["calls"]] == [1]
    text = cli("judge", "list", json=False)
    assert text.code == 0 and "Treachery timing" in text.out and "3 min extension" in text.out


def test_penalties_escalate_and_a_game_loss_enters_the_result(cli: Cli, tmp_path: Path) -> None:
    _ids, tables = _paired(cli)
    a, b = tables[0]["players"]  # type: ignore[misc]
    first = cli("judge", "penalty", "--player", str(a), "--category", "slow_play")
    assert first.code == 0 and first.data["level"] == "warning"
    history = cli("judge", "history", "--player", str(a))
    assert history.data["proposals"]["slow_play"] == "game_loss"
    assert len(history.data["penalties"]) == 1
    second = cli("judge", "penalty", "--player", str(a), "--category", "slow_play")
    assert second.data["level"] == "game_loss" and "result entered" in second.data["effect"]
    table = next(t for t in cli("result", "list").data["results"] if t["table"] == 1)
    assert table["winner"] == b
    bad = cli("judge", "penalty", "--player", "99", "--category", "slow_play")
    assert bad.code == 2 and "no player 99" in bad.data["error"]
    unknown = cli("judge", "penalty", "--player", str(a), "--category", "rudeness")
    assert unknown.code == 2
    out = tmp_path / "log.csv"
    written = cli("judge", "export", "-o", str(out))
    assert written.code == 0
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert [(r["kind"], r["level"]) for r in rows] == [
        ("penalty", "warning"),
        ("penalty", "game_loss"),
    ]
    text = cli("judge", "history", "--player", str(a), json=False)
    assert "proposed" not in text.out.splitlines()[1] and "game_loss" in text.out


def test_a_penalty_is_withdrawn_with_a_reason(cli: Cli) -> None:
    _ids, tables = _paired(cli)
    a, _b = tables[0]["players"]  # type: ignore[misc]
    first = cli("judge", "penalty", "--player", str(a), "--category", "slow_play")
    pid = str(first.data["id"])
    missing = cli("judge", "withdraw", pid)
    assert missing.code != 0  # --reason is required
    done = cli("judge", "withdraw", pid, "--reason", "wrong table", "--judge", "Ann")
    assert done.code == 0 and done.data["withdrawn_reason"] == "wrong table"
    assert done.data["withdrawn_at"]
    again = cli("judge", "withdraw", pid, "--reason", "again")
    assert again.code == 2 and "already withdrawn" in again.data["error"]
    history = cli("judge", "history", "--player", str(a))
    assert history.data["proposals"]["slow_play"] == "warning"
    text = cli("judge", "list", json=False)
    assert "warning (withdrawn)" in text.out
