"""``organiser deck check`` and friends, as a script would call them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from organiser.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_check_legal_deck_json(capsys: pytest.CaptureFixture[str], fixtures: Path) -> None:
    code, out = run(capsys, "--json", "deck", "check", str(fixtures / "stark_fealty.txt"))
    assert code == 0
    data = json.loads(out)
    assert data["legal"] is True and data["errors"] == []
    assert data["deck"]["faction"] == "stark" and data["deck"]["agendas"] == ["Fealty"]
    assert (data["deck"]["plots"], data["deck"]["draw"]) == (7, 60)
    assert data["restricted"] == "gotstandard2.1"  # the newest is the default


def test_check_illegal_deck_exits_zero(capsys: pytest.CaptureFixture[str], fixtures: Path) -> None:
    code, out = run(
        capsys,
        "deck", "check", str(fixtures / "greyjoy_core_starter.txt"),
        "--ruleset", "lcg2", "--format", "joust", "--restricted", "Standard v2.1", "--json",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert data["legal"] is False
    rules = {e["rule"] for e in data["errors"]}
    assert {"draw-count", "loyalty"} <= rules
    loyalty = next(e for e in data["errors"] if e["rule"] == "loyalty")
    assert "Balon Greyjoy (Core)" in loyalty["cards"]


def test_restricted_version_by_code_changes_the_verdict(
    capsys: pytest.CaptureFixture[str], fixtures: Path
) -> None:
    path = str(fixtures / "martell_wars_to_come.txt")
    _, old = run(capsys, "deck", "check", path, "--restricted", "ffg1.3", "--json")
    _, new = run(capsys, "deck", "check", path, "--restricted", "gotstandard2.1", "--json")
    assert json.loads(old)["legal"] is True
    assert {e["rule"] for e in json.loads(new)["errors"]} == {"card-pool"}


def test_text_output(capsys: pytest.CaptureFixture[str], fixtures: Path) -> None:
    code, out = run(capsys, "deck", "check", str(fixtures / "greyjoy_core_starter.txt"))
    assert code == 0 and out.startswith("ILLEGAL") and "[loyalty]" in out


def test_unreadable_lines_are_an_illegal_verdict(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("House Stark\n3x Jon Snwo (Core)\n", encoding="utf-8")
    code, out = run(capsys, "deck", "check", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["legal"] is False
    assert data["errors"][0]["rule"] == "unknown-card" and "Jon Snow" in data["errors"][0]["cards"]


def test_missing_file_is_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out = run(capsys, "--json", "deck", "check", str(tmp_path / "nope.txt"))
    assert code != 0
    assert "No such deck list file" in json.loads(out)["error"]
    code, _ = run(capsys, "deck", "check", str(tmp_path))
    assert code != 0


def test_unknown_version_is_an_error(capsys: pytest.CaptureFixture[str], fixtures: Path) -> None:
    code, out = run(
        capsys, "deck", "check", str(fixtures / "stark_fealty.txt"), "--restricted", "v99", "--json"
    )
    assert code != 0 and "Unknown restricted-list version" in json.loads(out)["error"]


def test_card_search_and_versions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "deck", "cards", "jaqen h’ghar", "--json")
    assert code == 0
    assert [c["name"] for c in json.loads(out)["cards"]] == ["Jaqen H'ghar"]
    code, out = run(capsys, "deck", "cards", "", "--faction", "stark", "--type", "plot", "--json")
    assert all(c["faction"] == "stark" and c["type"] == "plot" for c in json.loads(out)["cards"])
    code, out = run(capsys, "deck", "versions", "--json")
    codes = [v["code"] for v in json.loads(out)["versions"]]
    assert codes[0] == "ffg1.1" and codes[-1] == "gotstandard2.1"


def test_card_data_folder_option(capsys: pytest.CaptureFixture[str], fixtures: Path) -> None:
    code, out = run(
        capsys, "deck", "cards", "testington", "--cards", str(fixtures / "mini2e"), "--json"
    )
    assert code == 0
    assert {c["code"] for c in json.loads(out)["cards"]} == {"90001", "90101"}


def test_event_commands(capsys: pytest.CaptureFixture[str], fixtures: Path, tmp_path: Path) -> None:
    db = str(tmp_path / "event.sqlite")

    def cli(*argv: str) -> tuple[int, dict]:  # type: ignore[type-arg]
        code, out = run(capsys, "--db", db, "--json", *argv)
        return code, json.loads(out)

    assert cli("event", "create", "--name", "Deck night")[0] == 0
    ids = [cli("player", "add", "--name", n)[1]["player"] for n in ("Arya", "Brienne", "Cat")]
    code, data = cli("deck", "import", "--player", str(ids[0]), str(fixtures / "stark_fealty.txt"))
    assert code == 0 and data["status"] == "legal" and data["player"] == ids[0]
    code, data = cli(
        "deck", "import", "--player", str(ids[1]), str(fixtures / "greyjoy_core_starter.txt")
    )
    assert code == 0 and data["status"] == "illegal"
    code, data = cli("deck", "list")
    assert [p["status"] for p in data["players"]] == ["legal", "illegal", "missing"]
    code, data = cli("deck", "show", "--player", str(ids[0]))
    assert data["plots"] == 7 and data["draw"] == 60 and data["counts_by_type"]["plot"] == 7
    code, data = cli("deck", "field")
    assert data["factions"] == {"House Stark": 2} and data["missing"] == 1
    out_file = tmp_path / "open.txt"
    code, data = cli("deck", "export", "--out", str(out_file))
    assert code == 0 and "## Arya" in out_file.read_text(encoding="utf-8")
    assert cli("round", "pair")[0] == 0
    code, data = cli("deck", "import", "--player", str(ids[2]), str(fixtures / "stark_fealty.txt"))
    assert code != 0 and "locked" in data["error"]
    code, data = cli(
        "deck", "import", "--player", str(ids[2]), str(fixtures / "stark_fealty.txt"),
        "--override-lock", "--reason", "judge call",
    )  # fmt: skip
    assert code == 0 and data["status"] == "legal" and data["locked"] is True
    code, data = cli("deck", "recheck")
    assert code == 0 and len(data["players"]) == 3


def test_import_cards_then_check_a_first_edition_list(
    capsys: pytest.CaptureFixture[str], fixtures: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "house.txt"
    plots = "".join(f"1x Test Plot {i}\n" for i in range(33, 40))
    guards = "".join(f"3x Winterfell Guard {i} (Test Edition)\n" for i in range(1, 21))
    deck.write_text(f"House Stark\n{plots}{guards}1x Faceless Test\n", encoding="utf-8")
    code, out = run(capsys, "deck", "check", str(deck), "--ruleset", "lcg1", "--json")
    assert code != 0 and "1st-edition card data" in json.loads(out)["error"]
    code, out = run(
        capsys, "deck", "import-cards", str(fixtures / "first_edition_cards.json"), "--json"
    )
    assert code == 0 and json.loads(out)["edition"] == "agot1e"
    code, out = run(capsys, "deck", "check", str(deck), "--ruleset", "lcg1", "--json")
    data = json.loads(out)
    assert code == 0 and data["legal"] is False
    assert [e["rule"] for e in data["errors"]] == ["banned"]
    assert data["errors"][0]["cards"] == ["Faceless Test"]
    code, out = run(capsys, "deck", "imports", "--first-edition", "--json")
    assert [r["kind"] for r in json.loads(out)["imports"]] == ["first-edition"]
