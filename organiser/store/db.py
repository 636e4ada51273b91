"""Opening an event database: checks, engine settings, migrations, units of work.

``open_store`` is the only way in. For a SQLite file it first inspects the file read-only,
so that a damaged file, a file that is not a database, or one written by a newer Maester is
refused with the file untouched, and so that a read-only file, a lock held by another
program, an unfinished change left by a crash (a hot journal) and a full disk are each told
apart (``organiser/store/faults.py``). A file Maester may read but not write opens
read-only. A writable file is opened with WAL, foreign keys and a busy timeout, and its
schema is brought to the newest revision with the Alembic migrations shipped in
``organiser/store/migrations`` (only when it is not already: opening never takes the write
lock otherwise). A ``postgresql+psycopg://`` URL opens the same schema on a server
(several scorekeeping stations).
"""

from __future__ import annotations

import logging
import os
import re
import socket
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Engine, Table, create_engine, event, insert, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError, ProgrammingError
from sqlmodel import Session

from organiser import __version__
from organiser.core.errors import M_
from organiser.store.changes import announce
from organiser.store.faults import (
    Problem,
    StoreError,
    describe,
    problem_of,
    server_error,
    sqlite_code,
    store_error,
)

__all__ = ["Problem", "Store", "StoreError", "open_store"]

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
SQLITE_MAGIC = b"SQLite format 3\x00"
# A statement that meets a lock (rare in WAL: a checkpoint, a recovery) waits this long.
BUSY_TIMEOUT_MS = 10_000
# A change waiting for another station's change to finish says so, and gives up after this.
WRITE_WAIT_S = 30.0
WAIT_SLICE_MS = 250
DB_ENV = "MAESTER_DB"
STATION_ENV = "MAESTER_STATION"
# pg_advisory_xact_lock key serialising schema creation and upgrades on a server.
SCHEMA_LOCK_KEY = 0x4D41_4553  # "MAES"

# A server gone from the venue network (a laptop asleep, Wi-Fi lost) sends no "connection
# closed": TCP keepalives and a send timeout notice it within about 15 s instead of the
# system's minutes, so a change fails with the reason rather than hang (libpq settings).
SERVER_CONNECT_ARGS: dict[str, Any] = {
    "connect_timeout": 10,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 3,
    "keepalives_count": 3,
    "tcp_user_timeout": 15_000,
    "application_name": "Maester",
}

Clock = Callable[[], datetime]
Notify = Callable[[str], None]
T = TypeVar("T")

log = logging.getLogger("maester.store")  # to the log file once organiser.logs sets it up
logging.getLogger("maester").addHandler(logging.NullHandler())


def utc_now() -> datetime:
    return datetime.now(UTC)


def default_station() -> str:
    """The name of this station in the audit log: ``$MAESTER_STATION``, else the host name."""
    return (os.environ.get(STATION_ENV) or socket.gethostname() or "station").strip()[:60]


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
        raw = _URL_FIXUP.sub(r"\1://", raw) if not _exists_quietly(raw) else raw
        if "://" in raw:
            url = make_url(raw)
            if url.get_backend_name() == "sqlite":
                if not url.database or url.database == ":memory:":
                    return raw, None
                return raw, Path(url.database)
            return raw, None
        path = Path(raw)
    return f"sqlite:///{path}", path


def _exists_quietly(raw: str) -> bool:
    try:
        return os.path.exists(raw)
    except (OSError, ValueError):
        return False


def _shown(url: str) -> str:
    """A server URL as people may see it: never its password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", url)


# -- looking at a SQLite file before opening it ---------------------------------------------


@dataclass(frozen=True)
class FileState:
    """What the file system says about an event file, before SQLite opens it."""

    exists: bool
    writable: bool  # the file (or, for a new file, its folder) and its folder can be written
    wal_pending: bool = False  # a -wal file with content beside it (not yet checkpointed)
    journal_pending: bool = False  # a -journal with content: maybe a crash's unfinished change


def _stat(path: Path) -> os.stat_result | None:
    try:
        return path.stat()
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        raise StoreError(
            M_(
                "{path} cannot be an event file: part of its path is a file, not a folder",
                path=path,
            ),
            Problem.MISSING,
            path=str(path),
        ) from None
    except OSError as exc:
        raise store_error(exc, path) from None


def _writable(path: Path) -> bool:
    """Can a file here be written, with its -wal and -shm beside it? (EROFS counts too.)"""
    folder = path.parent
    if not os.access(folder, os.W_OK | os.X_OK):
        return False
    return not path.exists() or os.access(path, os.W_OK)


def probe_sqlite_file(path: Path) -> FileState:
    """Check that the file (or its folder, for a new file) can be reached; say whether it
    can be written. Raises :class:`StoreError` for a folder, a path Maester may not enter
    and a folder that cannot be created."""
    st = _stat(path)
    if st is None:
        folder_st = _stat(path.parent)
        if folder_st is None:
            return FileState(exists=False, writable=True)  # the folders are made on open
        return FileState(exists=False, writable=_writable(path))
    if os.path.isdir(path):
        raise StoreError(M_("{path} is a folder, not a database file", path=path), path=str(path))
    return FileState(
        exists=True,
        writable=_writable(path),
        wal_pending=_has_content(Path(f"{path}-wal")),
        journal_pending=_has_content(Path(f"{path}-journal")),
    )


def _has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _read_header(path: Path) -> bytes:
    try:
        with path.open("rb") as fh:
            return fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise store_error(exc, path) from None


def inspect_sqlite_file(
    path: Path, *, timeout: float = BUSY_TIMEOUT_MS / 1000, immutable: bool = False
) -> str | None:
    """Check a SQLite file without changing it; its Alembic revision (None: empty/new).

    Raises :class:`StoreError` for a file that is not a SQLite database, a damaged one, a
    SQLite database that is not Maester's, one written by a newer Maester, and (with its
    ``problem``) for a hot journal, a lock held by another program, a full disk or a file
    that cannot be read. ``immutable``: the file is on a medium nobody writes (a read-only
    folder or disk), so SQLite needs no lock files beside it.
    """
    st = _stat(path)
    if st is None or st.st_size == 0:
        return None
    if os.path.isdir(path):
        raise StoreError(M_("{path} is a folder, not a database file", path=path), path=str(path))
    if _read_header(path) != SQLITE_MAGIC:
        raise StoreError(
            M_(
                "{path} is not a Maester database (not a SQLite file); it was left untouched",
                path=path,
            ),
            Problem.NOT_MAESTER,
            path=str(path),
        )
    try:
        con = _connect_read_only(path, timeout, immutable)
        try:
            check = con.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise StoreError(describe(Problem.DAMAGED, path), Problem.DAMAGED, path=str(path))
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
    except sqlite3.Error as exc:
        raise store_error(exc, path) from None
    if revision is None:
        user_tables = {t for t in tables if not t.startswith("sqlite_")}
        if user_tables:
            raise StoreError(
                M_(
                    "{path} is a SQLite database but not a Maester one; it was left untouched",
                    path=path,
                ),
                Problem.NOT_MAESTER,
                path=str(path),
            )
        return None
    _refuse_unknown_revision(revision, meta_version, str(path))
    return revision


def _connect_read_only(path: Path, timeout: float, immutable: bool) -> sqlite3.Connection:
    uri = f"{path.resolve().as_uri()}?mode=ro" + ("&immutable=1" if immutable else "")
    return sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=False)


def _refuse_unknown_revision(revision: str, writer: str | None, where: str) -> None:
    if revision in known_revisions():
        return
    head = head_revision()
    by = f" by Maester {writer}" if writer else " by a newer Maester"
    raise StoreError(
        M_(
            "{where} was written{by} (database schema {revision}); this is Maester {__version__}, which reads schema {head} and older. Update Maester to open it; the file was left untouched.",
            where=where,
            by=by,
            revision=_schema_number(revision),
            __version__=__version__,
            head=_schema_number(head),
        ),
        Problem.NEWER,
        path=where,
        file_schema=revision,
        supported_schema=head,
        file_written_by=writer,
        this_version=__version__,
    )


def _recover_journal(path: Path, timeout: float) -> str:
    """Undo the unfinished change a crash left in ``path``'s hot journal (SQLite rolls it
    back when a writer opens the file); the notice telling the organiser it happened."""
    try:
        con = sqlite3.connect(path, timeout=timeout)
        try:
            con.execute("PRAGMA quick_check").fetchone()
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise store_error(exc, path, writing=True) from None
    log.warning("undid an interrupted change (hot journal) in %s", path)
    return (
        f"{path.name} held a change that was interrupted mid-write (a crash or a power cut); "
        "it was undone, so the event is as it was before that change. Check the last thing "
        "entered before the interruption."
    )


# -- engines ----------------------------------------------------------------------------


def _begin_immediate(dbapi: Any, bound: float, on_wait: Notify | None, name: str) -> None:
    """Take the write lock, waiting for another station's change at most ``bound`` seconds
    and saying so (once) when the first try has to wait."""
    deadline = time.monotonic() + bound
    told = False
    try:
        while True:
            left_ms = int((deadline - time.monotonic()) * 1000)
            dbapi.execute(f"PRAGMA busy_timeout={max(1, min(WAIT_SLICE_MS, left_ms))}")
            try:
                dbapi.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if not sqlite_code(exc).startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
                    raise
                if time.monotonic() >= deadline:
                    log.warning("gave up waiting %gs for the write lock of %s", bound, name)
                    raise StoreError(
                        M_(
                            "{BUSY} (waited {bound:g} s)",
                            BUSY=describe(Problem.BUSY, name),
                            bound=bound,
                        ),
                        Problem.BUSY,
                        waited_seconds=bound,
                    ) from None
                if not told:
                    log.info("a change waits for another writer on %s", name)
                if not told and on_wait is not None:
                    told = True
                    on_wait(
                        f"waiting for another station (or program) to finish its change to "
                        f"{name}: trying again for up to {bound:g} s…"
                    )
    finally:
        dbapi.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")


def _set_wal(dbapi: Any, bound: float) -> None:
    """Switch a file to WAL (a no-op once it is). Stations opening a new file at once
    both want its exclusive lock for the switch, and SQLite answers one of them "busy" at
    once rather than deadlock: that one tries again."""
    deadline = time.monotonic() + bound
    while True:
        try:
            dbapi.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if not sqlite_code(exc).startswith("SQLITE_BUSY") or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def _sqlite_engine(url: str, path: Path, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> Engine:
    engine = create_engine(url, connect_args={"timeout": busy_timeout_ms / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's "begin" event issue BEGIN itself (pysqlite's implicit
        # transactions would begin late, after the first write).
        dbapi_connection.isolation_level = None
        _set_wal(dbapi_connection, busy_timeout_ms / 1000)
        cur = dbapi_connection.cursor()
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
        # WAL + NORMAL never loses a committed transaction when the process dies; FULL also
        # survives a power cut, which matters more to an organiser than a millisecond.
        cur.execute("PRAGMA synchronous=FULL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # A writing unit of work takes the write lock at once, so two stations never
        # deadlock upgrading read locks; readers never wait in WAL.
        opts = conn.get_execution_options()
        if opts.get("maester_write", False):
            _begin_immediate(
                conn.connection.dbapi_connection,
                float(opts.get("maester_wait_s", WRITE_WAIT_S)),
                opts.get("maester_on_wait"),
                str(path),
            )
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def _read_only_engine(path: Path, immutable: bool, busy_timeout_ms: int) -> Engine:
    engine = create_engine(
        "sqlite://",
        creator=lambda: _connect_read_only(path, busy_timeout_ms / 1000, immutable),
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        dbapi_connection.execute("PRAGMA query_only=ON")
        dbapi_connection.execute("PRAGMA foreign_keys=ON")

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN")

    return engine


def _server_engine(url: str) -> Engine:
    # READ COMMITTED, set explicitly so a server configured otherwise changes nothing: every
    # change first locks its event's row (SELECT ... FOR UPDATE, see ``get_for_update``),
    # and each later statement of that transaction then sees everything committed before
    # the lock was granted. See docs/storage.md.
    from organiser.store.models import add_postgresql_options

    add_postgresql_options()
    return create_engine(
        url,
        pool_pre_ping=True,
        isolation_level="READ COMMITTED",
        connect_args=SERVER_CONNECT_ARGS,
    )


# -- the open store -------------------------------------------------------------------------


@dataclass
class Store:
    """An open event database: the engine and the clock every audited change uses.

    ``read_only``: the file could be read but not written (every change is refused with a
    message saying so). ``notices``: things the organiser should know about the opening (a
    change a crash left unfinished was undone, the file is read-only). ``on_wait`` is told
    when a change has to wait for another station's, which it does for at most
    ``write_wait`` seconds. ``station`` names this station in the audit log; ``origin``
    tells this store's own change notifications apart (``organiser.store.changes``).
    """

    engine: Engine
    url: str
    path: Path | None
    clock: Clock = field(default=utc_now)
    read_only: bool = False
    notices: list[str] = field(default_factory=list)
    on_wait: Notify | None = None
    write_wait: float = WRITE_WAIT_S
    station: str = field(default_factory=default_station)
    origin: str = field(default_factory=lambda: uuid.uuid4().hex)
    # audit ids of this store's own changes to a file, not to be announced back to it
    own_audit_ids: set[int] = field(default_factory=set, repr=False, compare=False)
    # changes of this store being made by another process on its behalf (the window's
    # helper): the file's watcher waits for them to end and hand their audit ids back
    writes_elsewhere: int = field(default=0, repr=False, compare=False)
    _local: threading.local = field(default_factory=threading.local, repr=False, compare=False)

    @property
    def backend(self) -> str:
        return self.engine.dialect.name

    @property
    def where(self) -> str:
        """The file, or the server as people may see it (no password)."""
        return str(self.path) if self.path is not None else _shown(self.url)

    def now(self) -> str:
        """The injectable clock as an ISO-8601 UTC string (seconds)."""
        moment = self.clock()
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment.astimezone(UTC).isoformat(timespec="seconds")

    def _notify(self, message: str) -> None:
        if self.on_wait is not None:
            self.on_wait(message)

    @contextmanager
    def unit(self, write: bool = True) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any exception.

        Inside :meth:`transaction` every unit shares the one outer transaction.
        """
        outer: Session | None = getattr(self._local, "session", None)
        if outer is not None:
            yield outer
            outer.flush()  # what a commit would have flushed: the next unit reads it
            return
        if write and self.read_only:
            raise StoreError(
                describe(Problem.READ_ONLY, self.where, writing=True),
                Problem.READ_ONLY,
                path=self.where,
            )
        with self._session(write) as session:
            yield session

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One transaction around several services (a demo event): every ``unit`` (and
        ``transaction``) inside it, in this thread, joins it; all of it is committed at the
        end or none of it."""
        outer: Session | None = getattr(self._local, "session", None)
        if outer is not None:
            yield outer
            return
        if self.read_only:
            raise StoreError(
                describe(Problem.READ_ONLY, self.where, writing=True),
                Problem.READ_ONLY,
                path=self.where,
            )
        with self._session(True) as session:
            self._local.session = session
            try:
                yield session
            finally:
                self._local.session = None

    @contextmanager
    def _session(self, write: bool) -> Iterator[Session]:
        bind = self.engine.execution_options(
            maester_write=write, maester_wait_s=self.write_wait, maester_on_wait=self.on_wait
        )
        try:
            own: range = range(0)
            with Session(bind, expire_on_commit=False) as session, session.begin():
                session.info["maester_store"] = self
                yield session
                if write:
                    own = announce(session, self)  # in the transaction: sent when it commits
            self.own_audit_ids.update(own)  # committed: the file's watcher skips these
        except (IntegrityError, ProgrammingError):
            raise  # a bug, not the file's state: keep the real error
        except DBAPIError as exc:
            # Locked by another program past the wait, a read-only file, a full disk, a
            # server gone away: nothing was written (the transaction rolled back).
            if self.path is None and problem_of(exc) is None:
                raise server_error(exc, self.where) from exc
            raise store_error(exc, self.path, writing=write, where=self.where) from exc
        except sqlite3.Error as exc:
            raise store_error(exc, self.path, writing=write, where=self.where) from exc

    def schema_revision(self) -> str | None:
        with self.engine.connect() as conn:
            return _current_revision(conn)

    def close(self) -> None:
        self.engine.dispose()


def get_for_update(session: Session, model: type[T], ident: int) -> T | None:
    """``session.get`` of a row that serialises a change (an event's row): locked until the
    transaction ends, its values re-read once the lock is held.

    On PostgreSQL the lock is ``SELECT ... FOR UPDATE``: when another station holds it, the
    store's ``on_wait`` is told and the wait is bounded by its ``write_wait``. On SQLite a
    writing transaction already holds the file's write lock (``BEGIN IMMEDIATE``).
    """
    if session.get_bind().dialect.name != "postgresql":
        return session.get(model, ident, populate_existing=True)
    store: Store | None = session.info.get("maester_store")
    try:
        with session.begin_nested():
            return session.get(
                model, ident, with_for_update={"nowait": True}, populate_existing=True
            )
    except OperationalError as exc:
        if getattr(exc.orig, "sqlstate", None) != "55P03":  # lock_not_available
            raise
    bound = store.write_wait if store is not None else WRITE_WAIT_S
    if store is not None:
        store._notify(
            "waiting for another station to finish its change to this event: trying again "
            f"for up to {bound:g} s…"
        )
    session.execute(text(f"SET LOCAL lock_timeout = '{int(bound * 1000)}ms'"))
    try:
        return session.get(model, ident, with_for_update=True, populate_existing=True)
    except OperationalError as exc:
        if getattr(exc.orig, "sqlstate", None) != "55P03":
            raise
        where = store.where if store is not None else "the event database"
        raise StoreError(
            M_("{BUSY} (waited {bound:g} s)", BUSY=describe(Problem.BUSY, where), bound=bound),
            Problem.BUSY,
            waited_seconds=bound,
        ) from None


def insert_rows(
    session: Session, table: Table, columns: Sequence[str], rows: Sequence[Sequence[Any]]
) -> None:
    """INSERT ``rows`` into ``table`` in one executemany, each row a tuple of plain values
    (integers, strings, booleans, None) for ``columns``.

    On SQLite the driver gets the rows as they are: SQLAlchemy's executemany prepares every
    row's parameters in Python, which for the 2,049 games of a round at 4,096 players took
    longer than SQLite's own inserting them; those values need no conversion (SQLite stores
    a boolean as 0 or 1 either way). On a server, SQLAlchemy's insert.
    """
    if not rows:
        return
    cols = [table.c[name] for name in columns]  # an unknown column fails here, by name
    conn = session.connection()
    if conn.dialect.name != "sqlite":
        session.execute(insert(table), [dict(zip(columns, row, strict=True)) for row in rows])
        return
    quote = conn.dialect.identifier_preparer
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote.format_table(table),
        ", ".join(quote.format_column(c) for c in cols),
        ", ".join("?" * len(cols)),
    )
    width = len(cols)
    if any(len(row) != width for row in rows):
        raise ValueError(f"each row gives {width} values ({', '.join(columns)})")
    conn.exec_driver_sql(sql, list(map(tuple, rows)))


def _upgrade(engine: Engine, where: str) -> None:
    """Bring the schema to the newest revision. An up-to-date database is only read: the
    write lock (and on a server the schema lock) is taken only when there is work to do."""
    with engine.connect() as conn:
        current = _current_revision(conn)
        conn.rollback()
    if current is not None:
        _refuse_unknown_revision(current, None, where)
    if current == head_revision():
        return
    # BEGIN IMMEDIATE (SQLite) or the schema lock (a server): stations opening a new
    # database at once create its schema one after the other, the later ones finding it
    # made.
    with engine.execution_options(maester_write=True).begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
        current = _current_revision(conn)
        if current is not None:
            _refuse_unknown_revision(current, None, where)
        if current != head_revision():
            from alembic import command

            log.info("upgrading the schema of %s from %s to %s", where, current, head_revision())
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


def _open_sqlite(
    url: str, path: Path, *, create: bool, busy_timeout_ms: int, migrate: bool
) -> tuple[Engine, bool, list[str]]:
    """(engine, read_only, notices) for a SQLite file, after the checks of the module doc."""
    timeout = busy_timeout_ms / 1000
    state = probe_sqlite_file(path)
    if not state.exists and not create:
        raise StoreError(
            M_(
                "there is no event file at {path}: create an event first (organiser event create) or give the file with --db",
                path=path,
            ),
            Problem.MISSING,
            path=str(path),
        )
    notices: list[str] = []
    # A folder nobody may write (a read-only disk): SQLite can create no lock files there,
    # so the file is read as immutable, unless a -wal or a -journal beside it holds changes
    # that SQLite must see (the file alone may then be half of the story).
    immutable = not (state.writable or state.wal_pending or state.journal_pending)
    try:
        revision = inspect_sqlite_file(path, timeout=timeout, immutable=immutable)
    except StoreError as exc:
        if exc.problem is Problem.JOURNAL and state.writable:
            notices.append(_recover_journal(path, timeout))
            revision = inspect_sqlite_file(path, timeout=timeout)
        elif state.writable or exc.problem not in (Problem.READ_ONLY, Problem.IO, None):
            raise
        elif state.journal_pending:
            raise StoreError(
                describe(Problem.JOURNAL, path), Problem.JOURNAL, path=str(path)
            ) from None
        elif state.wal_pending:
            raise StoreError(
                M_(
                    "{path} has recent changes in {name}-wal beside it, which can only be read where the folder can be written: copy the file together with its -wal and -shm files to a folder you can write to and open the copy.",
                    path=path,
                    name=path.name,
                ),
                Problem.READ_ONLY,
                path=str(path),
            ) from None
        else:
            raise
    if not state.writable:
        if not state.exists or revision is None:
            raise StoreError(
                describe(Problem.READ_ONLY, path.parent, writing=True)
                if not state.exists
                else describe(Problem.READ_ONLY, path, writing=True),
                Problem.READ_ONLY,
                path=str(path),
            )
        if migrate and revision != head_revision():
            raise StoreError(
                M_(
                    "{path} uses database schema {revision} and must be upgraded to schema {value} before this Maester can use it, which needs write access: copy it to a folder you can write to and open the copy.",
                    path=path,
                    revision=_schema_number(revision),
                    value=_schema_number(head_revision()),
                ),
                Problem.READ_ONLY,
                path=str(path),
            )
        notices.append(describe(Problem.READ_ONLY, path))
        return _read_only_engine(path, immutable, busy_timeout_ms), True, notices
    if not path.parent.exists():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(
                M_(
                    "cannot create the folder {parent}: {value}",
                    parent=path.parent,
                    value=exc.strerror or exc,
                ),
                problem_of(exc),
                path=str(path),
            ) from None
        notices.append(f"created the folder {path.parent} for the new event file")
    return _sqlite_engine(url, path, busy_timeout_ms), False, notices


def open_store(
    target: str | os.PathLike[str] | None = None,
    *,
    clock: Clock = utc_now,
    migrate: bool = True,
    busy_timeout: float = WRITE_WAIT_S,
    create: bool = True,
    on_wait: Notify | None = None,
    station: str | None = None,
) -> Store:
    """Open an event database and bring its schema up to date.

    ``busy_timeout``: the longest a change waits for another station's change (seconds).
    ``create``: a missing SQLite file is created (else refused with a clear message).
    ``on_wait``: told, in a sentence, when a change has to wait for another station.
    ``station``: this station's name in the audit log (default: :func:`default_station`).
    """
    try:
        store = _open(target, clock, migrate, busy_timeout, create, on_wait)
        if station:
            store.station = station.strip()[:60]
    except StoreError as exc:
        log.info("cannot open %s: %s", _shown(os.fspath(target or "")), exc.message)
        raise
    log.info("opened %s%s", store.where, " (read-only)" if store.read_only else "")
    return store


def _open(
    target: str | os.PathLike[str] | None,
    clock: Clock,
    migrate: bool,
    busy_timeout: float,
    create: bool,
    on_wait: Notify | None,
) -> Store:
    url, path = as_url(target)
    read_only = False
    notices: list[str] = []
    statement_ms = int(min(busy_timeout, BUSY_TIMEOUT_MS / 1000) * 1000)
    if path is not None:
        engine, read_only, notices = _open_sqlite(
            url, path, create=create, busy_timeout_ms=statement_ms, migrate=migrate
        )
        where = str(path)
    else:
        try:
            engine = _server_engine(url)
        except Exception as exc:  # a malformed URL, a driver that is not installed
            raise StoreError(
                M_("cannot open the database {url}: {exc}", url=_shown(url), exc=exc)
            ) from None
        where = _shown(url)
    try:
        if migrate and not read_only:
            _upgrade(engine, where)
    except StoreError:
        engine.dispose()
        raise
    except (DBAPIError, sqlite3.Error) as exc:
        engine.dispose()
        if path is None and problem_of(exc) is None:
            raise server_error(exc, where) from None
        raise store_error(exc, path, writing=True, where=where) from None
    return Store(
        engine=engine,
        url=url,
        path=path,
        clock=clock,
        read_only=read_only,
        notices=notices,
        on_wait=on_wait,
        write_wait=busy_timeout,
    )
