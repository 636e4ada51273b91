"""CSV import: all or nothing, every problem reported with its line number."""

from __future__ import annotations

import pytest

from organiser.core.errors import Conflict, UserError
from organiser.services import Database, events, players


def _event(db: Database) -> int:
    return events.create_event(db, name="Import test").id


def test_import_with_aliases_bom_and_unicode(db: Database) -> None:
    event_id = _event(db)
    data = (
        "\ufeffPlayer Name;Team;Player ID;E-mail;Fixed table;Checked in\n"
        "Ærin Økland;Oslo;N1;aerin@example.no;;yes\n"
        "José Núñez;;E2;;4;no\n"
        "Jon Snow;Wall;;;;\n"
        "Jon Snow;Winterfell;;;;\n"
    ).encode()
    added = players.import_players(db, event_id, data=data)
    assert [p.name for p in added] == ["Ærin Økland", "José Núñez", "Jon Snow", "Jon Snow"]
    assert added[1].fixed_table == 4 and not added[1].checked_in
    assert added[0].external_id == "N1" and added[0].email == "aerin@example.no"
    assert len({p.display_name for p in added}) == 4


def test_missing_name_column(db: Database) -> None:
    event_id = _event(db)
    with pytest.raises(UserError, match="no 'name' column") as exc:
        players.import_players(db, event_id, data=b"team,id\nA,1\n")
    assert exc.value.details["errors"][0]["line"] == 1
    assert players.list_players(db, event_id) == []


def test_bad_encoding_reports_the_line(db: Database) -> None:
    event_id = _event(db)
    data = "name\nAnna\nBjörn\n".encode("latin-1")
    with pytest.raises(UserError, match="not UTF-8") as exc:
        players.import_players(db, event_id, data=data)
    assert exc.value.details["errors"][0]["line"] == 3
    assert players.list_players(db, event_id) == []


def test_duplicates_and_bad_rows_reported_with_line_numbers(db: Database) -> None:
    event_id = _event(db)
    data = (
        b"name,id,email,fixed_table\n"
        b"Anna,1,,\n"
        b"Bran,2,,\n"
        b"Anna,1,,\n"  # line 4: repeats line 2
        b"Cat,2,,\n"  # line 5: ID of line 3
        b",3,,\n"  # line 6: no name
        b"Dany,4,,x\n"  # line 7: bad table
        b"Ed,5,ed@x.org,\n"
        b"Fay,6,ED@x.org,\n"  # line 9: e-mail of line 8
    )
    with pytest.raises(UserError) as exc:
        players.import_players(db, event_id, data=data)
    lines = sorted(e["line"] for e in exc.value.details["errors"])
    assert lines == [4, 5, 6, 7, 9]
    assert players.list_players(db, event_id) == []


def test_clash_with_registered_players_imports_nothing(db: Database) -> None:
    event_id = _event(db)
    players.add_player(db, event_id, name="Anna", external_id="1")
    with pytest.raises(Conflict):
        players.import_players(db, event_id, data=b"name,id\nBran,2\nAnna B,1\n")
    assert [p.name for p in players.list_players(db, event_id)] == ["Anna"]


def test_empty_and_unreadable_files(db: Database, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(db)
    with pytest.raises(UserError):
        players.import_players(db, event_id, data=b"")
    with pytest.raises(UserError):
        players.import_players(db, event_id, data=b"name\n\n")
    with pytest.raises(UserError, match="cannot read"):
        players.import_players(db, event_id, path=tmp_path / "missing.csv")
