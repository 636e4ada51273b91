"""Telling the other stations what changed, and hearing what they changed.

Every change a service makes writes audit lines (``organiser.services._support.audit``),
which also note ``(event, action)`` in the session. When the change's transaction ends:

- on a PostgreSQL server, :func:`announce` sends ``NOTIFY maester_changes`` with the
  station, the store's origin and the actions per event, **in the same transaction**: the
  server delivers it to the listening stations when, and only when, the change commits;
- on a SQLite file nothing is sent: SQLite's change counter (``PRAGMA data_version``) moves
  for every commit by another connection, and the new audit lines say what changed (a file
  is written by one transaction at a time, so audit ids grow in commit order).

:class:`ChangeWatcher` is the listening side, a thread of its own (never the GUI thread):
on a server a connection that ``LISTEN``s; on a file a connection that reads the counter
every ``interval`` seconds (one shared-memory read while nothing changes). It hands each
change, as :class:`Change`, to its ``on_change`` (in its own thread: the window queues it
to the GUI thread), skipping the store's own changes, and tells ``on_status`` when the
server is lost, when it is back, and how many stations are connected (on a server the
connections that listen, in ``pg_stat_activity``; on a file the :class:`Heartbeat` files
beside it).
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import text
from sqlalchemy.engine import make_url

if TYPE_CHECKING:
    from sqlmodel import Session

    from organiser.store.db import Store

CHANNEL = "maester_changes"
# application_name of the connection a station listens on: one per connected window, so
# counting them in pg_stat_activity counts the stations (docs/stations.md)
LISTENER_APP = "Maester station"
PAYLOAD_LIMIT = 7900  # NOTIFY payloads are at most 8000 bytes
POLL_S = 0.1  # a file's change counter is read this often
RECONNECT_S = 2.0  # a lost server is tried again this often
COUNT_S = 5.0  # stations are counted this often
NOTED = "maester_changes"  # session.info key: the (event, action) pairs of the change

log = logging.getLogger("maester.store")


@dataclass(frozen=True)
class Change:
    """What another station changed: the event (None: the whole database, e.g. after the
    server was lost, or an event deleted), the audit actions, and the station's name."""

    event_id: int | None
    actions: frozenset[str]
    station: str = ""
    everything: bool = False  # read it all again (missed changes may be anywhere)


@dataclass(frozen=True)
class Status:
    """The link to the other stations: ``connected`` (False while the server is lost),
    ``stations`` (the stations connected: on a server its listening connections, on a file
    its :class:`Heartbeat` files; None when not known), ``message``."""

    connected: bool
    stations: int | None = None
    message: str = ""


def note(session: Session, event_id: int | None, action: str) -> None:
    """Record that this transaction made ``action`` on ``event_id`` (the audit helpers do)."""
    noted: list[tuple[int | None, str]] = session.info.setdefault(NOTED, [])
    noted.append((event_id, action))


def announce(session: Session, store: Store) -> range:
    """Called at the end of a writing transaction, before it commits (see the module doc).
    On a file: the ids of the change's audit lines (the store's own, once committed)."""
    noted: list[tuple[int | None, str]] | None = session.info.pop(NOTED, None)
    if not noted:
        return range(0)
    if store.backend == "postgresql":
        per_event: dict[int | None, set[str]] = {}
        for event_id, action in noted:
            per_event.setdefault(event_id, set()).add(action)
        payload = json.dumps(
            {
                "o": store.origin,
                "s": store.station,
                "e": [[eid, sorted(actions)] for eid, actions in per_event.items()],
            },
            ensure_ascii=False,
        )
        if len(payload.encode()) > PAYLOAD_LIMIT:  # never in practice: say "read it all"
            payload = json.dumps({"o": store.origin, "s": store.station, "e": [[None, []]]})
        session.execute(text("SELECT pg_notify(:c, :p)"), {"c": CHANNEL, "p": payload})
        return range(0)
    # the file's write lock is held: this change's audit lines are the newest ones
    session.flush()
    last = session.execute(text("SELECT max(id) FROM audit")).scalar()
    return range(0) if last is None else range(int(last) - len(noted) + 1, int(last) + 1)


def decode(payload: str, origin: str) -> list[Change]:
    """The changes a NOTIFY payload carries; none when it is ``origin``'s own."""
    try:
        data = json.loads(payload)
    except ValueError:
        return [Change(None, frozenset(), everything=True)]
    if data.get("o") == origin:
        return []
    station = str(data.get("s") or "")
    out = []
    for eid, actions in data.get("e") or []:
        if eid is None and not actions:
            out.append(Change(None, frozenset(), station, everything=True))
        else:
            out.append(Change(eid, frozenset(actions), station))
    return out


def pg_conninfo(url: str) -> dict[str, Any]:
    """psycopg's keyword arguments for a SQLAlchemy ``postgresql+psycopg://`` URL."""
    u = make_url(url)
    args: dict[str, Any] = {
        k: v
        for k, v in {
            "host": u.host,
            "port": u.port,
            "dbname": u.database,
            "user": u.username,
            "password": u.password,
        }.items()
        if v is not None
    }
    args.update({k: v for k, v in u.query.items() if isinstance(v, str)})
    return args


COUNT_STATIONS = (
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
    "AND application_name LIKE %s"
)


class Heartbeat:
    """The stations on a shared file, counted: each watching station touches a small file
    in ``FILE.stations/`` every ``COUNT_S`` seconds (its name in it) and counts the files
    touched within ``STALE_S``; a station that closes removes its own, one that crashed
    stops counting after ``STALE_S``. None when the folder cannot be written (a read-only
    medium: the count is not known)."""

    STALE_S = 3 * COUNT_S

    def __init__(self, path: Path, origin: str, station: str) -> None:
        self.folder = Path(f"{path}.stations")
        self.mine = self.folder / origin
        self.station = station

    def beat(self) -> int | None:
        try:
            self.folder.mkdir(exist_ok=True)
            self.mine.write_text(self.station, encoding="utf-8")
            now = time.time()
            alive = 0
            for entry in self.folder.iterdir():
                try:
                    age = now - entry.stat().st_mtime
                except OSError:
                    continue  # removed meanwhile
                if age <= self.STALE_S:
                    alive += 1
                elif age > 3600:  # a station that crashed long ago: tidy up
                    with contextlib.suppress(OSError):
                        entry.unlink()
            return alive
        except OSError:
            return None

    def leave(self) -> None:
        with contextlib.suppress(OSError):
            self.mine.unlink()
        with contextlib.suppress(OSError):
            self.folder.rmdir()  # only when no other station is left in it


@dataclass
class ChangeWatcher:
    """Hears the other stations' changes to ``store`` (see the module doc)."""

    store: Store
    on_change: Callable[[Change], None]
    on_status: Callable[[Status], None] = lambda _s: None
    interval: float = POLL_S
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None
    _conn: Any = None

    def _tell_change(self, change: Change) -> None:
        self._tell(self.on_change, change)

    def _tell_status(self, status: Status) -> None:
        self._tell(self.on_status, status)

    def _tell(self, listener: Callable[[Any], None], value: object) -> None:
        """A listener that fails (its window closed while the watcher was still stopping)
        stops the watcher instead of ending its thread with an error."""
        if self._stop.is_set():
            return
        try:
            listener(value)
        except Exception:
            log.exception("a listener of the change watcher failed; the watcher stops")
            self._stop.set()

    def start(self) -> ChangeWatcher:
        target = self._listen if self.store.backend == "postgresql" else self._poll
        self._thread = threading.Thread(target=target, name="maester-changes", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=3)
        self._thread = None

    # -- a SQLite file -----------------------------------------------------------------------

    def _poll(self) -> None:
        path = self.store.path
        assert path is not None
        try:
            con = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            con.execute("PRAGMA query_only=ON")
            version = con.execute("PRAGMA data_version").fetchone()[0]
            last = con.execute("SELECT coalesce(max(id), 0) FROM audit").fetchone()[0]
        except sqlite3.Error as exc:
            log.warning("cannot watch %s for other stations' changes: %s", path, exc)
            return
        beat = Heartbeat(path, self.store.origin, self.store.station)
        self._tell_status(Status(True, beat.beat()))
        counted = time.monotonic()
        try:
            while not self._stop.wait(self.interval):
                if time.monotonic() - counted >= COUNT_S:
                    self._tell_status(Status(True, beat.beat()))
                    counted = time.monotonic()
                if self.store.writes_elsewhere:
                    continue  # read once the change made for this store hands its ids back
                try:
                    now = con.execute("PRAGMA data_version").fetchone()[0]
                    if now == version:
                        continue
                    version = now
                    rows = con.execute(
                        "SELECT id, event_id, action, station FROM audit WHERE id > ? ORDER BY id",
                        (last,),
                    ).fetchall()
                except sqlite3.Error as exc:  # busy past the timeout, a file gone away
                    log.info("watching %s: %s", path, exc)
                    continue
                if rows:
                    last = rows[-1][0]
                for change in self._from_audit(rows):
                    self._tell_change(change)
        finally:
            con.close()
            beat.leave()

    def _from_audit(self, rows: list[tuple[int, int | None, str, str | None]]) -> list[Change]:
        own = self.store.own_audit_ids
        per_event: dict[int | None, tuple[set[str], str]] = {}
        for aid, event_id, action, station in rows:
            if aid in own:
                own.discard(aid)
                continue
            actions, _ = per_event.setdefault(event_id, (set(), station or ""))
            actions.add(action)
            per_event[event_id] = (actions, station or "")
        return [Change(eid, frozenset(a), s) for eid, (a, s) in per_event.items()]

    # -- a PostgreSQL server -----------------------------------------------------------------

    def _connect(self) -> Any:
        import psycopg

        from organiser.store.db import SERVER_CONNECT_ARGS

        conn = psycopg.connect(
            **{
                **SERVER_CONNECT_ARGS,
                **pg_conninfo(self.store.url),
                "connect_timeout": 5,
                "application_name": f"{LISTENER_APP}: {self.store.station}"[:63],
            },
            autocommit=True,
        )
        conn.execute(f"LISTEN {CHANNEL}")
        return conn

    def count_stations(self, conn: Any) -> int:
        row = conn.execute(COUNT_STATIONS, (f"{LISTENER_APP}%",)).fetchone()
        return int(row[0]) if row else 0

    def _listen(self) -> None:
        import psycopg

        lost = False
        while not self._stop.is_set():
            try:
                conn = self._connect()
            except psycopg.Error as exc:
                if not lost:
                    lost = True
                    self._tell_status(Status(False, None, _reason(exc)))
                self._stop.wait(RECONNECT_S)
                continue
            self._conn = conn
            if lost:  # changes made meanwhile were missed: read everything again
                lost = False
                self._tell_change(Change(None, frozenset(), everything=True))
            try:
                self._tell_status(Status(True, self.count_stations(conn)))
                counted = time.monotonic()
                while not self._stop.is_set():
                    for n in conn.notifies(timeout=0.25):
                        for change in decode(n.payload, self.store.origin):
                            self._tell_change(change)
                    if time.monotonic() - counted >= COUNT_S:
                        self._tell_status(Status(True, self.count_stations(conn)))
                        counted = time.monotonic()
            except psycopg.Error as exc:
                lost = True
                self._tell_status(Status(False, None, _reason(exc)))
                self._stop.wait(RECONNECT_S)
            finally:
                self._conn = None
                with contextlib.suppress(Exception):
                    conn.close()


def _reason(exc: BaseException) -> str:
    first = str(exc).strip().splitlines()
    return first[0] if first else type(exc).__name__
