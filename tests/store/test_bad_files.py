"""Event files that cannot be used as asked are told apart, each with what to do.

A damaged file is never confused with one that is merely read-only, locked by another
program, holding an unfinished change from a crash (a hot rollback journal) or on a full
disk: an organiser told "damaged" might throw away a good event. Permissions are tested
in real processes without root's powers, the read-only and the full disk in a private mount
namespace; without them those tests say why they are skipped.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from organiser.core.errors import UserError
from organiser.services import events, open_database, players, rounds, standings
from organiser.store import StoreError, open_store
from tests.store.conftest import in_namespace, organiser, run

NO_TRACE = "Traceback"


def _event_file(path: Path, count: int = 8) -> int:
    db = open_database(path)
    try:
        event = events.create_event(db, name="Harrenhal Open")
        players.import_players(
            db, event.id, data=("name\n" + "".join(f"P{i}\n" for i in range(count))).encode()
        )
        return event.id
    finally:
        db.close()


def _hot_journal(path: Path) -> None:
    """``path`` as a crash leaves it: a rollback-journal database with a change half written
    and its hot ``-journal`` beside it (copied while the change is in flight)."""
    work = path.with_name("work.sqlite")
    con = sqlite3.connect(work, isolation_level=None)
    con.execute("PRAGMA journal_mode=DELETE")
    con.execute("CREATE TABLE t (x)")
    con.execute("INSERT INTO t VALUES ('before the crash')")
    con.execute("PRAGMA cache_size=1")  # spill to the file before the commit
    con.execute("BEGIN")
    for _ in range(400):
        con.execute("INSERT INTO t VALUES (randomblob(2000))")
    shutil.copyfile(work, path)
    shutil.copyfile(f"{work}-journal", f"{path}-journal")
    con.execute("ROLLBACK")
    con.close()
    work.unlink()


# -- in this process -----------------------------------------------------------------------


def test_hot_journal_is_undone_and_said_when_the_file_can_be_written(tmp_path: Path) -> None:
    path = tmp_path / "crashed.sqlite"
    _hot_journal(path)
    raw = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError):  # SQLite itself cannot read it read-only
        raw.execute("SELECT count(*) FROM t").fetchone()
    raw.close()
    # not Maester's (a table "t"), but the journal is undone first, and only then refused
    with pytest.raises(StoreError) as exc:
        open_store(path)
    assert exc.value.details["problem"] == "not_maester"
    assert not Path(f"{path}-journal").exists()
    con = sqlite3.connect(path)
    assert con.execute("SELECT x FROM t").fetchall() == [("before the crash",)]
    con.close()


def test_hot_journal_of_a_maester_file_opens_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    eid = _event_file(path, 4)
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("PRAGMA journal_mode=DELETE")  # as a copy made by another tool could be
    con.execute("PRAGMA cache_size=1")
    con.execute("BEGIN")
    for i in range(300):
        con.execute(
            "INSERT INTO player (event_id, name, checked_in, dropped, disqualified, "
            "entered_round, created_at) VALUES (?, ?, 1, 0, 0, 1, 'x')",
            (eid, f"Half-written {i}" * 20),
        )
    copy = tmp_path / "copy.sqlite"
    shutil.copyfile(path, copy)
    shutil.copyfile(f"{path}-journal", f"{copy}-journal")
    con.execute("ROLLBACK")
    con.close()
    db = open_database(copy)
    try:
        assert any("interrupted mid-write" in n for n in db.notices)
        assert len(players.list_players(db, eid)) == 4  # as before the interrupted change
    finally:
        db.close()


def test_locked_by_another_program(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    _event_file(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("DELETE FROM audit")
    before = path.read_bytes()
    try:
        with pytest.raises(StoreError) as exc:
            open_database(path, busy_timeout=0.3)
        assert exc.value.details["problem"] == "locked"
        assert "locked by another program" in exc.value.message
        assert "damaged" not in exc.value.message
        assert path.read_bytes() == before
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    open_database(path).close()  # and fine once the other program lets go


def test_disk_full_on_a_small_sqlite_limit_is_not_damage(tmp_path: Path) -> None:
    """SQLITE_FULL, as a full disk reports it (here from a page limit set by the test)."""
    from sqlalchemy import event as sa_event

    path = tmp_path / "event.sqlite"
    eid = _event_file(path)
    db = open_database(path)

    @sa_event.listens_for(db.engine, "connect")
    def _tiny(dbapi: object, _record: object) -> None:
        pages = dbapi.execute("PRAGMA page_count").fetchone()[0]  # type: ignore[attr-defined]
        dbapi.execute(f"PRAGMA max_page_count={pages}")  # type: ignore[attr-defined]

    db.engine.dispose()
    try:
        big = "name\n" + "".join(f"Player with a long name {i:05}\n" for i in range(3000))
        with pytest.raises(StoreError) as exc:
            players.import_players(db, eid, data=big.encode())
        assert exc.value.details["problem"] == "disk_full"
        assert "full" in exc.value.message and "Nothing was changed" in exc.value.message
        assert len(players.list_players(db, eid)) == 8
    finally:
        db.close()


def test_a_path_through_a_file(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a folder")
    with pytest.raises(StoreError, match="part of its path is a file"):
        open_database(tmp_path / "notes.txt" / "event.sqlite")


def test_readers_never_wait_for_a_writer(tmp_path: Path) -> None:
    """Another station holds the write lock in the middle of a long change: opening the
    file and reading the round, the players and the standings need no lock at all (a
    statement that waited even 0.2 s for one would fail here)."""
    path = tmp_path / "event.sqlite"
    eid = _event_file(path, 8)
    db = open_database(path)
    rounds.pair_round(db, eid)
    db.close()
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("DELETE FROM audit")  # written, not committed
    try:
        reader = open_database(path, busy_timeout=0.2)
        try:
            assert len(rounds.get_round(reader, eid).tables) == 4
            assert len(players.list_players(reader, eid)) == 8
            assert len(standings.get_standings(reader, eid).rows) == 8
            with pytest.raises(StoreError) as exc:  # a change waits, and says it gave up
                players.add_player(reader, eid, name="Late")
            assert exc.value.details["problem"] == "busy"
        finally:
            reader.close()
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_a_waiting_change_says_so_and_goes_through(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    eid = _event_file(path, 2)
    told: list[str] = []
    db = open_database(path, on_wait=told.append, busy_timeout=20)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import sqlite3, time
                con = sqlite3.connect({str(path)!r}, isolation_level=None)
                con.execute("BEGIN IMMEDIATE")
                print("holding", flush=True)
                time.sleep(1.0)
                con.execute("COMMIT")
                """
            ),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        added = players.add_player(db, eid, name="Patient Pate")
        assert added.name == "Patient Pate"
        assert len(told) == 1 and "waiting for another station" in told[0]
        assert "20 s" in told[0]
    finally:
        holder.wait(timeout=30)
        db.close()


def test_reading_commands_do_not_create_a_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.sqlite"
    with pytest.raises(StoreError) as exc:
        open_database(missing, create=False)
    assert exc.value.details["problem"] == "missing" and not missing.exists()


@contextmanager
def _event_in_folder(tmp_path: Path, name: str, mode: int, count: int = 8) -> Iterator[Path]:
    """An event file in a folder of mode ``mode`` (0o555: read-only, 0o000: closed) for the
    time of the block; the file must come out of it untouched."""
    folder = tmp_path / name
    folder.mkdir()
    path = folder / "event.sqlite"
    _event_file(path, count)
    before = path.read_bytes()
    folder.chmod(mode)
    try:
        yield path
    finally:
        folder.chmod(0o755)
    assert path.read_bytes() == before


# -- real processes without root's powers ----------------------------------------------------


def test_read_only_folder_opens_for_reading(tmp_path: Path, powerless: list[str]) -> None:
    with _event_in_folder(tmp_path, "usb", 0o555, 6) as path:
        shown = run(organiser("--db", str(path), "player", "list", "--json"), prefix=powerless)
        assert shown.code == 0, shown.err
        assert len(shown.data["players"]) == 6
        assert "read-only" in shown.err  # the note says how it was opened
        text = run(organiser("--db", str(path), "standings"), prefix=powerless)
        assert text.code == 0 and NO_TRACE not in text.err
        change = run(
            organiser("--db", str(path), "player", "add", "--name", "Nope", "--json"),
            prefix=powerless,
        )
        assert change.code == 2 and change.data["problem"] == "read_only"
        assert "copy it to a folder you can write" in change.data["error"]
        assert NO_TRACE not in change.err
    assert sorted(p.name for p in path.parent.iterdir()) == ["event.sqlite"]  # no lock files


def test_hot_journal_on_a_read_only_folder_says_what_to_do(
    tmp_path: Path, powerless: list[str]
) -> None:
    folder = tmp_path / "cd"
    folder.mkdir()
    path = folder / "crashed.sqlite"
    _hot_journal(path)
    before = path.read_bytes(), Path(f"{path}-journal").read_bytes()
    folder.chmod(0o555)
    try:
        got = run(organiser("--db", str(path), "event", "list", "--json"), prefix=powerless)
    finally:
        folder.chmod(0o755)
    assert got.code == 2 and got.data["problem"] == "journal", got.out + got.err
    assert "Do not delete crashed.sqlite-journal" in got.data["error"]
    assert "damaged" not in got.data["error"]
    assert (path.read_bytes(), Path(f"{path}-journal").read_bytes()) == before


def test_unreadable_parent_folder_in_the_command_line(tmp_path: Path, powerless: list[str]) -> None:
    with _event_in_folder(tmp_path, "private", 0o000) as path:
        folder = path.parent
        for args in (("--json",), ()):
            got = run(organiser("--db", str(path), "event", "list", *args), prefix=powerless)
            assert got.code == 2 and NO_TRACE not in got.err, got.err
            message = got.data["error"] if args else got.err
            assert f"not allowed to open the folder {folder}" in message
        made = run(
            organiser("--db", str(folder / "new.sqlite"), "event", "create", "--name", "X"),
            prefix=powerless,
        )
        assert made.code == 2 and "permission denied" in made.err and NO_TRACE not in made.err


WINDOW = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    from organiser.ui import dialogs
    from organiser.ui.app import build_window, open_at_start, parse_args
    from organiser.ui.settings import Settings

    dialogs.inform = lambda *a, **k: None  # no modal box in an unattended test
    import organiser.ui.main_window as mw
    mw.inform = dialogs.inform
    app = QApplication([])
    settings = Settings(QSettings(sys.argv[2], QSettings.Format.IniFormat))
    window = build_window(settings)
    args = parse_args(["--db", sys.argv[1]])
    window.show_opening(Path(sys.argv[1]).name)
    window.show()
    window.opened.connect(app.quit)
    window.open_in_background(lambda: open_at_start(window, args, settings))
    QTimer.singleShot(20000, app.quit)
    app.exec()
    page = window.stack.currentWidget()
    print("page:", type(page).__name__)
    for text, error in window.messages:
        print("message:", error, text)
    """
)


@pytest.mark.gui
def test_unreadable_parent_folder_in_the_window(tmp_path: Path, powerless: list[str]) -> None:
    with _event_in_folder(tmp_path, "private", 0o000) as path:
        folder = path.parent
        got = run(
            [sys.executable, "-c", WINDOW, str(path), str(tmp_path / "s.ini")],
            prefix=powerless,
            timeout=60,
        )
    assert got.code == 0 and NO_TRACE not in got.err, got.err
    assert "page: WelcomeView" in got.out, got.out  # not left on "Opening…"
    assert f"message: True Maester is not allowed to open the folder {folder}" in got.out


READ_ONLY_WINDOW = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    import organiser.ui.main_window as mw
    from organiser.ui import tasks
    from organiser.ui.app import build_window
    from organiser.ui.settings import Settings

    mw.inform = lambda *a, **k: None  # no modal box in an unattended test
    tasks.SYNCHRONOUS = True
    app = QApplication([])
    window = build_window(Settings(QSettings(sys.argv[2], QSettings.Format.IniFormat)))
    window.resize(1000, 600)
    window.show()
    window.open_path(Path(sys.argv[1]))
    app.processEvents()
    print("read_only:", window.ctx.read_only)
    print("players:", window.players_view.model.rowCount())
    print("title:", window.status_event.text())
    window.players_view.name.insert("Nope")
    window.players_view.submit()
    app.processEvents()
    window.grab().save(sys.argv[3])
    for text, error in window.messages:
        print("message:", error, text)
    """
)


@pytest.mark.gui
def test_read_only_folder_in_the_window(tmp_path: Path, powerless: list[str]) -> None:
    shot = tmp_path / "read-only.png"
    with _event_in_folder(tmp_path, "usb", 0o555, 6) as path:
        got = run(
            [sys.executable, "-c", READ_ONLY_WINDOW, str(path), str(tmp_path / "s.ini"), str(shot)],
            prefix=powerless,
            timeout=60,
        )
    assert got.code == 0 and NO_TRACE not in got.err, got.err
    assert "read_only: True" in got.out and "players: 6" in got.out
    assert "READ-ONLY" in got.out
    assert "message: False " + str(path) + " is read-only here" in got.out
    assert (
        "message: True This event file is open read-only (a read-only folder or disk: copy the "
        "file to a writable folder to change it): nothing was changed." in got.out
    )
    assert shot.exists()


# -- a read-only disk and a full disk, mounted in a namespace of their own -----------------


def test_read_only_disk(tmp_path: Path, mount_namespace: None) -> None:
    folder = tmp_path / "stick"
    folder.mkdir()
    path = folder / "event.sqlite"
    _event_file(path, 5)
    before = path.read_bytes()
    ro = f"mount --bind {folder} {folder} && mount -o remount,bind,ro {folder}"
    listed = run(in_namespace(ro, organiser("--db", str(path), "player", "list", "--json")))
    assert listed.code == 0, listed.err
    assert len(listed.data["players"]) == 5 and "read-only" in listed.err
    change = run(
        in_namespace(ro, organiser("--db", str(path), "player", "drop", "--player", "1", "--json"))
    )
    assert change.code == 2 and change.data["problem"] == "read_only", change.out + change.err
    assert path.read_bytes() == before


FILL = textwrap.dedent(
    """
    import json, sys
    from organiser.services import open_database, players
    from organiser.core.errors import UserError
    path, pad = sys.argv[1], sys.argv[2]
    db = open_database(path)
    try:
        with open(pad, "wb") as fh:  # fill the disk
            while True:
                fh.write(b"x" * 4096)
                fh.flush()
    except OSError:
        pass
    out = {}
    try:
        players.import_players(db, 1, data=("name\\n" + "".join(
            f"Player {i:05} with a long name to fill pages\\n" for i in range(5000))).encode())
        out["imported"] = True
    except UserError as exc:
        out["error"], out["problem"] = exc.message, exc.details.get("problem")
    out["players"] = len(players.list_players(db, 1))
    import os
    os.unlink(pad)  # space again: the next change goes through
    out["after"] = players.add_player(db, 1, name="After the cleanup").name
    db.close()
    print(json.dumps(out))
    """
)


def test_full_disk(tmp_path: Path, mount_namespace: None) -> None:
    folder = tmp_path / "full"
    folder.mkdir()
    seed = tmp_path / "seed.sqlite"
    _event_file(seed, 3)
    setup = f"mount -t tmpfs -o size=600k tmpfs {folder} && cp {seed} {folder}/event.sqlite"
    got = run(
        in_namespace(setup, [sys.executable, "-c", FILL, f"{folder}/event.sqlite", f"{folder}/pad"])
    )
    assert got.code == 0, got.err
    data = __import__("json").loads(got.out)
    assert data.get("problem") == "disk_full", data
    assert "disk holding" in data["error"] and "damaged" not in data["error"]
    assert data["players"] == 3  # nothing of the import
    assert data["after"] == "After the cleanup"


def test_new_file_on_a_full_disk(tmp_path: Path, mount_namespace: None) -> None:
    folder = tmp_path / "full"
    folder.mkdir()
    setup = f"mount -t tmpfs -o size=64k tmpfs {folder} && head -c 65536 /dev/zero > {folder}/pad"
    got = run(
        in_namespace(
            setup,
            organiser("--db", f"{folder}/new.sqlite", "event", "create", "--name", "X", "--json"),
        )
    )
    assert got.code == 2 and got.data["problem"] == "disk_full", got.out + got.err
    assert NO_TRACE not in got.err


def test_damaged_file_in_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite"
    _event_file(path, 200)
    data = bytearray(path.read_bytes())
    data[4096 : 4096 * 3] = b"\xa5" * 8192
    path.write_bytes(bytes(data))
    got = run(organiser("--db", str(path), "standings", "--json"))
    assert got.code == 2 and got.data["problem"] == "damaged" and NO_TRACE not in got.err
    assert "sqlalche.me" not in got.out and "[SQL:" not in got.out


def test_errors_never_show_sqlalchemy_text(tmp_path: Path) -> None:
    """Whatever goes wrong, the message has no SQL echo and no link to SQLAlchemy's docs."""
    path = tmp_path / "event.sqlite"
    _event_file(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        db = open_database(path, busy_timeout=0.2)
        with pytest.raises(UserError) as exc:
            players.add_player(db, 1, name="X")
        db.close()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "sqlalche.me" not in exc.value.message and "[SQL" not in exc.value.message
    server = open_database  # a server that is not there: one plain sentence
    with pytest.raises(UserError) as gone:
        server("postgresql+psycopg://nobody:secret@127.0.0.1:9/none")
    message = gone.value.message
    assert gone.value.details["problem"] == "server"
    assert "secret" not in message and "sqlalche.me" not in message and "[SQL" not in message
