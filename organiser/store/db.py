"""Opening an event database: checks, engine settings, migrations, units of work.

``open_store`` is the only way in. For a SQLite file it first inspects the file read-only
(so a corrupt file, a file that is not a database, or one written by a newer Maester is
refused with the file untouched), then opens it with WAL, foreign keys and a busy timeout,
and upgrades the schema to the newest revision with the Alembic migrations shipped in
``organiser/store/migrations``. A ``postgresql+psycopg://`` URL opens the same schema on a
server (several scorekeeping stations).
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DatabaseError as DBAPIDatabaseError
from sqlalchemy.exc import IntegrityError, ProgrammingError
from sqlmodel import Session

from organiser import __version__
from organiser.core.errors import UserError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 10_000
DB_ENV = "MAESTER_DB"

Clock = Callable[[], datetime]


class StoreError(UserError):
    """The database file cannot be used (corrupt, not a database, newer version...)."""


def utc_now() -> datetime:
    return datetime.now(UTC)


def default_database_path() -> Path:
    """``$MAESTER_DB`` if set, else ``maester.sqlite`` in the user data folder of Maester."""
    override = os.environ.get(DB_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("Maester", appauthor=False)) / "maester.sqlite"


def _alembic_config() -> Any:
    from alembic.config import Config  # imported only to migrate: it is slow to import

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def known_revisions() -> set[str]:
    """Revision ids of the shipped migrations: ``versions/NNNN_name.py`` has id ``NNNN``.

    Read from the file names so that opening an up-to-date database does not import
    Alembic; a test checks this agrees with Alembic's own view of the scripts.
    """
    return {
        f.name.split("_", 1)[0] for f in (MIGRATIONS / "versions").glob("[0-9][0-9][0-9][0-9]_*.py")
    }


def head_revision() -> str:
    return max(known_revisions())


def _current_revision(conn: Any) -> str | None:
    if not inspect(conn).has_table("alembic_version"):
        return None
    row = conn.execute(text("SELECT version_num FROM alembic_version")).first()
    return None if row is None else str(row[0])


def _schema_number(revision: str) -> str:
    """Revision ids are zero-padded numbers; show them as plain numbers to people."""
    return revision.lstrip("0") or "0" if revision.isdigit() else revision


_URL_FIXUP = re.compile(r"^([a-z][a-z0-9+]*):/(?!/)")


def as_url(target: str | os.PathLike[str] | None) -> tuple[str, Path | None]:
    """``(sqlalchemy_url, sqlite_path_or_None)`` for a path, a URL or None (the default)."""
    if target is None:
        path = default_database_path()
    else:
        raw = os.fspath(target)
        # argparse's type=Path turns "postgresql://h/db" into "postgresql:/h/db": undo that.
        raw = _URL_FIXUP.sub(r"\1://", raw) if not os.path.exists(raw) else raw
        if "://" in raw:
            url = make_url(raw)
            if url.get_backend_name() == "sqlite":
                if not url.database or url.database == ":memory:":
                    return raw, None
                return raw, Path(url.database)
            return raw, None
        path = Path(raw)
    return f"sqlite:///{path}", path


def inspect_sqlite_file(path: Path) -> str | None:
    """Check a SQLite file without changing it; its Alembic revision (None: empty/new).

    Raises :class:`StoreError` for a file that is not a SQLite database, a corrupt one,
    a SQLite database that is not Maester's, or one written by a newer Maester.
    """
    if not path.exists():
        return None
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not a database file", path=str(path))
    size = path.stat().st_size
    if size == 0:
        return None
    with path.open("rb") as fh:
        header = fh.read(len(SQLITE_MAGIC))
    if header != SQLITE_MAGIC:
        raise StoreError(
            f"{path} is not a Maester database (not a SQLite file); it was left untouched",
            path=str(path),
        )
    try:
        uri = f"{path.resolve().as_uri()}?mode=ro"
        con = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            check = con.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(str(check[0] if check else "no answer"))
            tables = {
                row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            revision: str | None = None
            if "alembic_version" in tables:
                row = con.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = row[0] if row else None
            meta_version = None
            if "meta" in tables:
                got = con.execute("SELECT value FROM meta WHERE key='app_version'").fetchone()
                meta_version = got[0] if got else None
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise StoreError(
            f"{path} is damaged or not a database ({exc}); it was left untouched",
            path=str(path),
        ) from exc
    if revision is None:
        user_tables = {t for t in tables if not t.startswith("sqlite_")}
        if user_tables:
            raise StoreError(
                f"{path} is a SQLite database but not a Maester one; it was left untouched",
                path=str(path),
            )
        return None
    _refuse_unknown_revision(revision, meta_version, str(path))
    return revision


def _refuse_unknown_revision(revision: str, writer: str | None, where: str) -> None:
    if revision in known_revisions():
        return
    head = head_revision()
    by = f" by Maester {writer}" if writer else " by a newer Maester"
    raise StoreError(
        f"{where} was written{by} (database schema {_schema_number(revision)}); this is "
        f"Maester {__version__}, which reads schema {_schema_number(head)} and older. "
        "Update Maester to open it; the file was left untouched.",
        path=where,
        file_schema=revision,
        supported_schema=head,
        file_written_by=writer,
        this_version=__version__,
    )


def _sqlite_engine(url: str, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> Engine:
    engine = create_engine(url, connect_args={"timeout": busy_timeout_ms / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's "begin" event issue BEGIN itself (pysqlite's implicit
        # transactions would begin late, after the first write).
        dbapi_connection.isolation_level = None
        cur = dbapi_connection.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        # WAL + NORMAL never loses a committed transaction when the process dies; FULL also
        # survives a power cut, which matters more to an organiser than a millisecond.
        cur.execute("PRAGMA synchronous=FULL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # A writing unit of work takes the write lock at once, so two stations never
        # deadlock upgrading read locks; readers never block in WAL.
        if conn.get_execution_options().get("maester_write", False):
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


@dataclass
class Store:
    """An open event database: the engine and the clock every audited change uses."""

    engine: Engine
    url: str
    path: Path | None
    clock: Clock = field(default=utc_now)

    def now(self) -> str:
        """The injectable clock as an ISO-8601 UTC string (seconds)."""
        moment = self.clock()
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment.astimezone(UTC).isoformat(timespec="seconds")

    @contextmanager
    def unit(self, write: bool = True) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any exception."""
        bind = self.engine.execution_options(maester_write=write)
        try:
            with Session(bind, expire_on_commit=False) as session, session.begin():
                yield session
        except (IntegrityError, ProgrammingError):
            raise  # a bug, not the file's state: keep the real error
        except DBAPIDatabaseError as exc:
            # Locked by another program past the busy timeout, a read-only file, a full
            # disk, a file damaged since it was opened: nothing was written (the
            # transaction rolled back); say so plainly.
            raise StoreError(
                f"the event database could not be {'written' if write else 'read'} "
                f"({exc.orig or exc}); nothing was changed. If another program holds the "
                "file, close it and try again.",
                path=str(self.path) if self.path else None,
            ) from exc

    def schema_revision(self) -> str | None:
        with self.engine.connect() as conn:
            return _current_revision(conn)

    def close(self) -> None:
        self.engine.dispose()


def _upgrade(engine: Engine) -> None:
    # BEGIN IMMEDIATE: two processes opening a new file at once migrate it one at a time.
    with engine.execution_options(maester_write=True).begin() as conn:
        current = _current_revision(conn)
        if current is not None:
            _refuse_unknown_revision(current, None, engine.url.render_as_string())
        if current != head_revision():
            from alembic import command

            cfg = _alembic_config()
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
            # The newest Maester that migrated the file signs it, so an older one can say
            # which version it would need.
            conn.execute(text("DELETE FROM meta WHERE key='app_version'"))
            conn.execute(
                text("INSERT INTO meta (key, value) VALUES ('app_version', :v)"),
                {"v": __version__},
            )


def open_store(
    target: str | os.PathLike[str] | None = None,
    *,
    clock: Clock = utc_now,
    migrate: bool = True,
    busy_timeout: float = BUSY_TIMEOUT_MS / 1000,
) -> Store:
    """Open (creating if needed) an event database and bring its schema up to date."""
    url, path = as_url(target)
    if path is not None:
        inspect_sqlite_file(path)
        if not path.parent.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"cannot create the folder {path.parent}: {exc}") from exc
        engine = _sqlite_engine(url, int(busy_timeout * 1000))
    else:
        engine = create_engine(url, pool_pre_ping=True)
    try:
        if migrate:
            _upgrade(engine)
    except StoreError:
        engine.dispose()
        raise
    except Exception as exc:
        engine.dispose()
        raise StoreError(f"cannot open the database {path or url}: {exc}") from exc
    return Store(engine=engine, url=url, path=path, clock=clock)
