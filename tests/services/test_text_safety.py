"""Names and cells other people will see: no control or bidi-override characters stored or
shown, no spreadsheet formula in an exported or published CSV, and a CSV import bounded."""

from __future__ import annotations

import csv
import io
import sqlite3
from pathlib import Path

import pytest

from organiser.core.errors import UserError
from organiser.core.text import clean_text, csv_cell, csv_text
from organiser.services import Database, documents, events, export, players, rounds
from organiser.services import players as player_svc
from tests.services.conftest import play_round

RLO = "\u202e"  # right-to-left override: "Anna<RLO>Dlrow" would print as "AnnawolrD"
EVIL = ['=HYPERLINK("http://x","win")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tTab", "\rCR"]


def test_clean_text() -> None:
    assert clean_text(f"Anna{RLO}Dlrow") == "AnnaDlrow"
    assert clean_text("Zoë\u2066 Ångström\u2069") == "Zoë Ångström"
    assert clean_text("Bob\x1b[31m Red\x07") == "Bob [31m Red"
    assert clean_text("Zero\u200bWidth\ufeff") == "ZeroWidth"
    assert clean_text("Line\nbreak\tand\r\nmore") == "Line break and more"
    # scripts keep what they need: Arabic and Hebrew as typed, joiners for Persian/emoji
    assert clean_text("محمد") == "محمد" and clean_text("שרה") == "שרה"
    assert clean_text("می\u200cخواهم") == "می\u200cخواهم"
    assert clean_text("👩\u200d👩\u200d👧") == "👩\u200d👩\u200d👧"


def test_csv_cells_never_start_a_formula() -> None:
    for value in EVIL:
        assert csv_cell(value) == "'" + value
    assert csv_cell(-3) == -3 and csv_cell(2.5) == 2.5 and csv_cell("Anna") == "Anna"
    text = csv_text(["name", "points"], [["=1+1", -5], [None, 0]])
    assert list(csv.reader(io.StringIO(text))) == [["name", "points"], ["'=1+1", "-5"], ["", "0"]]


def test_names_are_cleaned_when_entered(db: Database) -> None:
    eid = events.create_event(db, name=f"Winter{RLO} Joust\x00").id
    assert events.get_event(db, eid).name == "Winter Joust"
    added = players.add_player(db, eid, name=f"Anna{RLO}Dlrow", affiliation="Club\u202d X\x1b")
    assert added.name == "AnnaDlrow" and added.affiliation == "Club X"
    edited = players.update_player(db, eid, added.id, name="Anna\u2067 Lee\u2069")
    assert edited.name == "Anna Lee"
    imported = players.import_players(db, eid, data=f"name\nOla{RLO}v\nKarin\x07\n".encode())
    assert [p.name for p in imported] == ["Olav", "Karin"]
    with pytest.raises(UserError, match="needs a name"):
        players.add_player(db, eid, name=f"{RLO}\u200b\x1b")
    # nothing of them in the file either
    assert db.path is not None
    con = sqlite3.connect(db.path)
    stored = [row[0] for row in con.execute("SELECT name FROM player")]
    con.close()
    assert all(clean_text(n) == n for n in stored)


def test_names_stored_before_are_shown_cleaned(db: Database) -> None:
    eid = events.create_event(db, name="Old file").id
    pid = players.add_player(db, eid, name="placeholder").id
    players.add_player(db, eid, name="Other")
    assert db.path is not None
    con = sqlite3.connect(db.path)  # as a file written by an older Maester could hold it
    con.execute(
        "UPDATE player SET name=?, affiliation=? WHERE id=?", (f"Eve{RLO}live", "A\x1bB", pid)
    )
    con.commit()
    con.close()
    shown = players.get_player(db, eid, pid)
    assert shown.name == "Evelive" and shown.display_name == "Evelive"
    assert shown.affiliation == "A B"
    rounds.pair_round(db, eid)
    table = rounds.get_round(db, eid).tables[0]
    assert RLO not in table.name_a + (table.name_b or "")


def test_exports_and_published_csvs_neutralise_formulas(db: Database, tmp_path: Path) -> None:
    eid = events.create_event(db, name="=Formula event", seed=2).id
    ids = [players.add_player(db, eid, name=name).id for name in EVIL]
    players.add_player(db, eid, name="Plain Name", affiliation="@club", external_id="-17")
    play_round(db, eid)
    assert len(ids) == 6
    for table in export.CSV_TABLES:
        if table == "final":
            continue
        rows = list(csv.reader(io.StringIO(export.export_csv(db, eid, table=table))))
        cells = [cell for row in rows[1:] for cell in row]
        assert not any(c.startswith(("=", "+", "@", "\t", "\r")) for c in cells), (table, cells)
        assert not any(c.startswith("-") and not _number(c) for c in cells), (table, cells)
        if table in ("standings", "players"):
            assert '\'=HYPERLINK("http://x","win")' in cells
    players_csv = list(csv.reader(io.StringIO(export.export_csv(db, eid, table="players"))))
    plain = next(r for r in players_csv if r[1] == "Plain Name")
    assert plain[2] == "'@club" and plain[3] == "'-17"
    written = documents.publish(db, eid, tmp_path / "site")
    for path in written:
        if path.suffix == ".csv":
            rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
            cells = [cell for row in rows[1:] for cell in row]
            assert not any(c.startswith(("=", "+", "@", "\t", "\r")) for c in cells), path
            assert not any(c.startswith("-") and not _number(c) for c in cells), path
    standings_csv = (tmp_path / "site" / "standings.csv").read_text(encoding="utf-8")
    assert "'=HYPERLINK(" in standings_csv and "'-2+3" in standings_csv


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def test_csv_import_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    big = b"name\n" + b"x" * (player_svc.MAX_CSV_BYTES + 1)
    with pytest.raises(UserError, match="at most 16 MB"):
        player_svc.parse_players_csv(big, "huge.csv")
    wide = ",".join(f"c{i}" for i in range(player_svc.MAX_COLUMNS + 1)) + ",name\nA\n"
    with pytest.raises(UserError, match="columns on line 1"):
        player_svc.parse_players_csv(wide.encode(), "wide.csv")
    monkeypatch.setattr(player_svc, "MAX_IMPORT_ROWS", 50)
    rows = "name\n" + "".join(f"P{i}\n" for i in range(60))
    with pytest.raises(UserError, match="more than 50 players"):
        player_svc.parse_players_csv(rows.encode(), "long.csv")
    cell = "name\n" + "y" * (player_svc.MAX_CELL + 10) + "\n"
    with pytest.raises(UserError, match="a cell longer than"):
        player_svc.parse_players_csv(cell.encode(), "cell.csv")


def test_csv_import_errors_are_counted_and_listed_within_bounds() -> None:
    bad = "name,table\n" + "".join(f"P{i},{'9' * 5000}\n" for i in range(500))
    with pytest.raises(UserError) as exc:
        player_svc.parse_players_csv(bad.encode(), "tables.csv")
    assert exc.value.details["error_count"] == 500
    assert len(exc.value.details["errors"]) == player_svc.MAX_ERRORS
    assert len(exc.value.message) < 2000  # values are quoted short
    extra = "name\n" + "A," + ",".join(["x"] * 10_000) + "\n"
    with pytest.raises(UserError) as exc:
        player_svc.parse_players_csv(extra.encode(), "cells.csv")
    assert exc.value.details["errors"] == [{"line": 2, "error": "more cells than columns"}]


def test_a_table_number_is_bounded(db: Database) -> None:
    eid = events.create_event(db, name="Tables").id
    with pytest.raises(UserError, match="a table number is 1 to 10000"):
        players.add_player(db, eid, name="Far away", fixed_table=10**30)
    with pytest.raises(UserError, match="a table number is 1 to 10000"):
        players.import_players(db, eid, data=b"name,table\nFar,100001\n")
