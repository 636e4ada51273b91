"""Opening event databases: settings, migrations, refusals that leave the file untouched."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from organiser import __version__
from organiser.store import StoreError, open_store
from organiser.store.db import as_url, head_revision, known_revisions
from organiser.store.models import EventRow, SQLModel

FIXTURES = Path(__file__).parent / "fixtures"


def _bytes(path: Path) -> bytes:
    return path.read_bytes()


def test_new_file_is_created_at_the_newest_schema(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "dir" / "new.sqlite"
    store = open_store(path)
    try:
        assert store.schema_revision() == head_revision()
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 1000
            version = conn.execute(text("SELECT value FROM meta WHERE key='app_version'"))
            assert version.scalar() == __version__
    finally:
        store.close()


def test_revisions_from_file_names_agree_with_alembic() -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from organiser.store.db import MIGRATIONS

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    script = ScriptDirectory.from_config(cfg)
    assert {r.revision for r in script.walk_revisions()} == known_revisions()
    assert script.get_current_head() == head_revision()


def test_migrations_form_one_numbered_chain() -> None:
    """Each migration file has its own number and builds on the one numbered before it:
    two changes that each add "the next" migration must be renumbered, not merged as two
    heads (an upgrade to head would then fail on every file opened)."""
    import re as _re

    from organiser.store.db import MIGRATIONS

    files = sorted((MIGRATIONS / "versions").glob("[0-9][0-9][0-9][0-9]_*.py"))
    numbers = [f.name.split("_", 1)[0] for f in files]
    assert len(numbers) == len(set(numbers)), numbers
    for before, f in zip([None, *numbers], files, strict=False):
        text = f.read_text(encoding="utf-8")
        down = _re.search(r"^down_revision[^=]*=\s*(.+)$", text, _re.M)
        assert down is not None, f.name
        value = down.group(1).strip().strip("\"'")
        assert (None if value == "None" else value) == before, f.name


def test_models_match_the_migrated_schema(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    store = open_store(tmp_path / "x.sqlite")
    try:
        with store.engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), SQLModel.metadata)
        assert diff == []
    finally:
        store.close()


def test_first_schema_fixture_migrates_to_head(tmp_path: Path) -> None:
    target = tmp_path / "old.sqlite"
    shutil.copyfile(FIXTURES / "schema_0001_empty.sqlite", target)
    store = open_store(target)
    try:
        assert store.schema_revision() == head_revision()
        with store.unit() as s:
            s.add(EventRow(name="After migration", created_at="x"))
        with store.unit(write=False) as s:
            assert s.get(EventRow, 1) is not None
    finally:
        store.close()


def test_newer_file_is_refused_naming_both_versions(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    open_store(path).close()
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num='0042'")
    con.execute("UPDATE meta SET value='9.1.0' WHERE key='app_version'")
    con.commit()
    con.close()
    before = _bytes(path)
    with pytest.raises(StoreError) as exc:
        open_store(path)
    message = exc.value.message
    assert "9.1.0" in message and __version__ in message
    assert "schema 42" in message and f"schema {int(head_revision())}" in message
    assert exc.value.details["file_schema"] == "0042"
    assert _bytes(path) == before


def test_text_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("name,affiliation\nAnna,Oslo\n", encoding="utf-8")
    before = _bytes(path)
    with pytest.raises(StoreError, match="not a Maester database"):
        open_store(path)
    assert _bytes(path) == before


def test_corrupt_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "broken.sqlite"
    store = open_store(path)
    with store.unit() as s:
        for i in range(300):
            s.add(EventRow(name=f"event {i}" * 20, created_at="x"))
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[page : 3 * page] = b"\xa5" * (2 * page)  # wreck the schema and table pages
    path.write_bytes(bytes(data))
    before = _bytes(path)
    with pytest.raises(StoreError, match="is damaged") as exc:
        open_store(path)
    assert exc.value.details["problem"] == "damaged"
    assert _bytes(path) == before


def test_foreign_sqlite_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    con.commit()
    con.close()
    before = _bytes(path)
    with pytest.raises(StoreError, match="not a Maester one"):
        open_store(path)
    assert _bytes(path) == before


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="folder"):
        open_store(tmp_path)


def test_unit_of_work_rolls_back_on_error(tmp_path: Path) -> None:
    store = open_store(tmp_path / "x.sqlite")
    try:
        with pytest.raises(RuntimeError), store.unit() as s:
            s.add(EventRow(name="never", created_at="x"))
            s.flush()
            raise RuntimeError("boom")
        with store.unit(write=False) as s:
            assert s.get(EventRow, 1) is None
    finally:
        store.close()


def test_urls_and_paths() -> None:
    assert as_url(Path("postgresql+psycopg:/user@host/maester"))[0] == (
        "postgresql+psycopg://user@host/maester"
    )
    assert as_url("postgresql+psycopg://u@h:5432/db") == ("postgresql+psycopg://u@h:5432/db", None)
    url, path = as_url("events/day1.sqlite")
    assert path == Path("events/day1.sqlite") and url.startswith("sqlite:///")


def test_default_file_follows_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from organiser.store import default_database_path

    monkeypatch.setenv("MAESTER_DB", str(tmp_path / "env.sqlite"))
    assert default_database_path() == tmp_path / "env.sqlite"
    monkeypatch.delenv("MAESTER_DB")
    assert default_database_path().name == "maester.sqlite"
    assert "maester" in str(default_database_path().parent).lower()


@pytest.mark.postgres
def test_postgresql_server() -> None:
    """The same services on a PostgreSQL server (several stations): a short event day."""
    import os

    url = os.environ.get("MAESTER_TEST_PG_URL")
    if not url:
        pytest.skip("no PostgreSQL server given (set MAESTER_TEST_PG_URL to run this test)")
    from organiser.services import cut, demo, events, open_database, results, standings
    from organiser.services.dto import ResultInput

    db = open_database(url)
    try:
        made = demo.create_demo_event(db, players_count=20, seed=3, name="PG test")
        eid = made["event"]
        info = cut.start_cut(db, eid)
        while not info.finished:
            pending = [t for t in info.rounds[-1].tables if not t.reported]
            results.record_results(
                db, eid, [ResultInput(t.table, t.player_a) for t in pending], stage="cut"
            )
            info = cut.get_cut(db, eid)
            if not info.finished:
                info = cut.pair_cut_round(db, eid)
        final = standings.get_standings(db, eid).final
        assert final[0].player == info.champion and len(final) == 20
        assert events.get_event(db, eid).status == "finished"
        events.delete_event(db, eid)
    finally:
        db.close()


def test_a_file_held_by_another_program_gives_a_clear_error(tmp_path: Path) -> None:
    from organiser.core.errors import UserError
    from organiser.services import events, open_database

    path = tmp_path / "held.sqlite"
    db = open_database(path, busy_timeout=0.2)
    try:
        events.create_event(db, name="Before")
        other = sqlite3.connect(path, timeout=0.1)
        other.execute("BEGIN EXCLUSIVE")  # another program writing and not letting go
        try:
            with pytest.raises(UserError, match="Nothing was changed") as exc:
                events.create_event(db, name="Blocked")
            assert exc.value.details["problem"] == "busy"
        finally:
            other.rollback()
            other.close()
        assert [e.name for e in events.list_events(db)] == ["Before"]
    finally:
        db.close()


def test_a_first_schema_file_with_an_event_keeps_it_when_migrated(tmp_path: Path) -> None:
    """Data written under schema 0001 survives every later migration."""
    from alembic import command
    from sqlalchemy import create_engine

    from organiser.services import events, players, standings
    from organiser.store.db import _alembic_config

    path = tmp_path / "v1.sqlite"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        cfg = _alembic_config()
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        conn.exec_driver_sql(
            "INSERT INTO event (id, name, ruleset, format, scoring_profile, level, round_minutes,"
            " status, seed, created_at) VALUES (1, 'Old Joust', 'lcg2', 'joust', 'ffg-2e',"
            " 'store', 55, 'swiss', 4, '2026-01-01')"
        )
        for pid, name in ((1, "Ser Davos"), (2, "Melisandre")):
            conn.exec_driver_sql(
                "INSERT INTO player (id, event_id, name, checked_in, dropped, disqualified,"
                f" entered_round, created_at) VALUES ({pid}, 1, '{name}', 1, 0, 0, 1, 'x')"
            )
        conn.exec_driver_sql(
            "INSERT INTO round (id, event_id, stage, number, seed, created_at)"
            " VALUES (1, 1, 'swiss', 1, 9, 'x')"
        )
        conn.exec_driver_sql(
            "INSERT INTO game (round_id, table_no, player_a, player_b, winner, outcome, rematch)"
            " VALUES (1, 1, 1, 2, 2, 'win', 0)"
        )
    engine.dispose()
    from organiser.services import open_database

    db = open_database(path)
    try:
        assert db.schema_revision() == head_revision()
        assert events.get_event(db, 1).name == "Old Joust"
        assert [p.name for p in players.list_players(db, 1)] == ["Ser Davos", "Melisandre"]
        top = standings.get_standings(db, 1).rows[0]
        assert (top.name, top.points) == ("Melisandre", 5)
    finally:
        db.close()
