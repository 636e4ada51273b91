"""A mistyped --db never makes a database silently: reading refuses, creating says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from organiser.main import main

READERS = [
    ["standings"],
    ["event", "list"],
    ["event", "show"],
    ["player", "list"],
    ["round", "list"],
    ["export", "--format", "csv"],
]


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c))
def test_reading_a_missing_file_is_refused_naming_it(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "typo" / "evnet.sqlite"
    code = main(["--db", str(db), *command])
    err = capsys.readouterr().err
    assert code != 0
    assert str(db) in err and "no event file" in err
    assert not db.exists() and not db.parent.exists()  # nothing made, not even the folder


def test_creating_an_event_in_a_new_folder_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "events" / "2026" / "store.sqlite"
    assert main(["--db", str(db), "event", "create", "--name", "Store night"]) == 0
    err = capsys.readouterr().err
    assert f"created the folder {db.parent}" in err
    assert db.is_file()
    # the second time, the folder is there: nothing to say
    assert main(["--db", str(db), "event", "create", "--name", "Second"]) == 0
    assert "created the folder" not in capsys.readouterr().err
