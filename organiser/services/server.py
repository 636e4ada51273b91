"""Checking a PostgreSQL server for scorekeeping stations: can this computer reach it, log
in, use its database, and is the server set up for the venue (``organiser server check``,
the window's File ▸ Connect to a server…).

Every failure is told apart, in a sentence saying what to do: nothing listens there (the
server is not running, ``listen_addresses``, a firewall), the name does not resolve, the
server refuses this computer (``pg_hba.conf``), a wrong password, no such database, no
right to create tables, a schema written by a newer Maester. See docs/stations.md.
"""

from __future__ import annotations

import re
import socket
from dataclasses import asdict, dataclass, field
from typing import Any

from sqlalchemy.engine import make_url

from organiser.store.changes import pg_conninfo
from organiser.store.db import head_revision, known_revisions

CONNECT_TIMEOUT_S = 5

# a check's problem: its machine name and the sentence that says what to do
UNREACHABLE = "unreachable"
NO_HOST = "unknown_host"
REFUSED = "not_allowed"
PASSWORD = "wrong_password"
NO_PASSWORD = "password_needed"
NO_DATABASE = "no_database"
NO_RIGHTS = "no_rights"
NEWER = "newer_version"
NOT_SERVER = "not_a_server_url"
NO_DRIVER = "no_driver"
LOCAL_ONLY = "local_only"  # a warning: only the server's own computer can connect


@dataclass(frozen=True)
class Finding:
    level: str  # "ok", "note", "warning" or "problem"
    text: str
    problem: str = ""  # for a problem: one of the names above


@dataclass(frozen=True)
class ServerCheck:
    """What :func:`check_server` found; ``ok`` when nothing stops a station from using it."""

    url: str  # as people may see it (never the password)
    findings: tuple[Finding, ...] = ()
    server_version: str = ""
    schema: str | None = None  # the Alembic revision found (None: no Maester tables yet)
    stations: int = 0  # Maester stations connected now
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not any(f.level == "problem" for f in self.findings)

    @property
    def local_only(self) -> bool:
        """Whether only the server's own computer can connect (other stations cannot)."""
        return any(f.problem == LOCAL_ONLY for f in self.findings)

    @property
    def problem(self) -> Finding | None:
        return next((f for f in self.findings if f.level == "problem"), None)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["ok"] = self.ok
        return data


def server_url(host: str, port: int, database: str, user: str, password: str = "") -> str:
    """The SQLAlchemy URL of a server from the connect dialog's fields."""
    from sqlalchemy.engine import URL

    return URL.create(
        "postgresql+psycopg",
        username=user or None,
        password=password or None,
        host=host or None,
        port=port or None,
        database=database or None,
    ).render_as_string(hide_password=False)


def normalise(url: str) -> str:
    """``postgresql://`` and ``postgres://`` URLs as Maester opens them (psycopg 3)."""
    return re.sub(r"^postgres(ql)?(\+[a-z0-9]+)?://", "postgresql+psycopg://", url.strip())


def _shown(url: str) -> str:
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", url)


def explain_connect_error(
    exc: BaseException, host: str, port: int, database: str, user: str
) -> Finding:
    """A failed connection as one finding: what happened and what to do."""
    message = str(exc)
    state = getattr(exc, "sqlstate", None) or ""
    low = message.lower()
    where = f"{host}:{port}"
    if state == "28P01" or "password authentication failed" in low:
        return Finding(
            "problem",
            f"the server refused the password of user {user!r}: check the password (the "
            "one set with ALTER ROLE … PASSWORD on the server)",
            PASSWORD,
        )
    if "no password supplied" in low or "fe_sendauth" in low:
        return Finding(
            "problem", f"the server asks a password for user {user!r}: give one", NO_PASSWORD
        )
    if "no pg_hba.conf entry" in low or (state == "28000" and "pg_hba" in low):
        return Finding(
            "problem",
            f"the server at {where} refuses this computer (no line of its pg_hba.conf lets "
            "it in): add a 'host' line for the venue's subnet (docs/stations.md), then "
            "reload the server",
            REFUSED,
        )
    if state == "3D000" or ("database" in low and "does not exist" in low):
        return Finding(
            "problem",
            f"the server has no database {database!r}: create it on the server "
            f"(createdb -O {user or 'USER'} {database or 'maester'}) or check its name",
            NO_DATABASE,
        )
    if state == "28000" or ("role" in low and "does not exist" in low):
        return Finding(
            "problem",
            f"the server has no user {user!r}: create it (createuser --pwprompt {user}) or "
            "check the name",
            PASSWORD,
        )
    if "could not translate host name" in low or "name or service not known" in low:
        return Finding(
            "problem",
            f"the name {host!r} is not known on this network: check it, or use the server's "
            "IP address",
            NO_HOST,
        )
    first = message.strip().splitlines()[0] if message.strip() else type(exc).__name__
    return Finding(
        "problem",
        f"the server at {where} did not let this computer connect ({first})",
        UNREACHABLE,
    )


def _reachable(host: str, port: int) -> Finding | None:
    """None when something listens at host:port, else the problem."""
    if host.startswith("/"):  # a Unix socket folder
        return None
    try:
        with socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S):
            return None
    except socket.gaierror:
        return Finding(
            "problem",
            f"the name {host!r} is not known on this network: check it, or use the server's "
            "IP address",
            NO_HOST,
        )
    except TimeoutError:
        why = "no answer within 5 s: a firewall, or the wrong address"
    except OSError as exc:
        why = exc.strerror or str(exc)
    return Finding(
        "problem",
        f"nothing answers at {host}:{port} ({why}): is the server running, and does it "
        "listen on the network (listen_addresses) with the port open in the firewall? "
        "See docs/stations.md",
        UNREACHABLE,
    )


def check_server(url: str) -> ServerCheck:
    """Check the server of ``url`` without changing anything (see the module doc)."""
    url = normalise(url)
    shown = _shown(url)
    try:
        u = make_url(url)
    except Exception:
        return ServerCheck(shown, (Finding("problem", f"not a server URL: {shown}", NOT_SERVER),))
    if u.get_backend_name() != "postgresql":
        return ServerCheck(
            shown,
            (
                Finding(
                    "problem",
                    "not a server URL: give postgresql://USER:PASSWORD@HOST:PORT/DATABASE",
                    NOT_SERVER,
                ),
            ),
        )
    try:
        import psycopg
    except ImportError:
        return ServerCheck(
            shown,
            (
                Finding(
                    "problem",
                    "this Maester has no PostgreSQL driver: install it with the postgres "
                    "extra (pip install 'maester[postgres]')",
                    NO_DRIVER,
                ),
            ),
        )
    socket_dir = u.query.get("host")  # ?host=/var/run/postgresql: a Unix socket
    host = u.host or (socket_dir if isinstance(socket_dir, str) else "") or "localhost"
    query_port = u.query.get("port")
    port = u.port or (
        int(query_port) if isinstance(query_port, str) and query_port.isdigit() else 5432
    )
    database, user = u.database or "", u.username or ""
    findings: list[Finding] = []
    unreachable = _reachable(host, port)
    if unreachable is not None:
        return ServerCheck(shown, (unreachable,))
    findings.append(Finding("ok", f"the server answers at {host}:{port}"))
    try:
        conn = psycopg.connect(
            **pg_conninfo(url), connect_timeout=CONNECT_TIMEOUT_S, autocommit=True
        )
    except psycopg.Error as exc:
        findings.append(explain_connect_error(exc, host, port, database, user))
        return ServerCheck(shown, tuple(findings))
    with conn:
        return _inspect(conn, shown, findings, host, user, has_password=bool(u.password))


def _one(conn: Any, sql: str, *args: Any) -> Any:
    row = conn.execute(sql, args or None).fetchone()
    return None if row is None else row[0]


def _inspect(
    conn: Any, shown: str, findings: list[Finding], host: str, user: str, has_password: bool
) -> ServerCheck:
    from organiser.store.changes import COUNT_STATIONS, LISTENER_APP

    version = str(_one(conn, "SHOW server_version"))
    findings.append(Finding("ok", f"logged in as {user!r}: PostgreSQL {version}"))
    major = int(re.match(r"\d+", version).group()) if re.match(r"\d+", version) else 0  # type: ignore[union-attr]
    if major and major < 12:
        findings.append(
            Finding("warning", f"PostgreSQL {major} is old: Maester is tested on 15 and newer")
        )
    local = host in ("localhost", "127.0.0.1", "::1") or host.startswith("/")
    listen = _setting(conn, "listen_addresses")
    if listen is not None and local and listen.strip() in ("localhost", "127.0.0.1", "::1", ""):
        findings.append(
            Finding(
                "warning",
                f"listen_addresses is {listen!r}: only this computer can connect; set it to "
                "'*' (or this computer's venue address) for the other stations",
                LOCAL_ONLY,
            )
        )
    findings.extend(_hba_findings(conn, _one(conn, "SELECT current_database()"), user))
    if not has_password and not local:
        findings.append(
            Finding(
                "warning",
                "this connection needed no password: anyone on the network may be let in "
                "(a 'trust' line in pg_hba.conf); use scram-sha-256 for the venue subnet",
            )
        )
    if (
        _one(conn, "SELECT has_database_privilege(current_user, current_database(), 'TEMP')")
        is False
    ):
        findings.append(Finding("warning", "the user may not create temporary tables"))
    revision = None
    has_tables = bool(_one(conn, "SELECT to_regclass('public.alembic_version') IS NOT NULL"))
    if has_tables:
        revision = _one(conn, "SELECT version_num FROM alembic_version")
    can_create = bool(_one(conn, "SELECT has_schema_privilege(current_user, 'public', 'CREATE')"))
    if revision is None:
        if can_create:
            findings.append(
                Finding("ok", "the database is empty: the first station creates Maester's tables")
            )
        else:
            findings.append(
                Finding(
                    "problem",
                    f"user {user!r} may not create tables in this database: make it the "
                    f"database's owner (ALTER DATABASE … OWNER TO {user}) or GRANT CREATE ON "
                    f"SCHEMA public TO {user}",
                    NO_RIGHTS,
                )
            )
    elif revision not in known_revisions():
        findings.append(
            Finding(
                "problem",
                f"the database was written by a newer Maester (schema {revision.lstrip('0')}); "
                f"this one reads schema {head_revision().lstrip('0')} and older: update "
                "Maester on this station",
                NEWER,
            )
        )
    elif revision != head_revision():
        if can_create:
            findings.append(
                Finding(
                    "warning",
                    f"the database has schema {revision.lstrip('0')}: the first station that "
                    f"connects upgrades it to {head_revision().lstrip('0')} (older Maesters "
                    "can then no longer open it)",
                )
            )
        else:
            findings.append(
                Finding(
                    "problem",
                    f"the database must be upgraded to schema {head_revision().lstrip('0')} "
                    f"and user {user!r} may not change its tables: connect once as its owner",
                    NO_RIGHTS,
                )
            )
    else:
        findings.append(Finding("ok", "Maester's tables are there and up to date"))
    stations = int(_one(conn, COUNT_STATIONS, f"{LISTENER_APP}%") or 0)
    maximum = _setting(conn, "max_connections")
    used = _one(conn, "SELECT count(*) FROM pg_stat_activity")
    if maximum is not None and used is not None and int(maximum) - int(used) < 16:
        findings.append(
            Finding(
                "warning",
                f"{used} of the server's {maximum} connections are in use: each station uses "
                "2 or 3 (16 at most); raise max_connections",
            )
        )
    return ServerCheck(
        shown,
        tuple(findings),
        server_version=version,
        schema=revision,
        stations=stations,
    )


def _loopback(address: str | None, netmask: str | None) -> bool:
    import ipaddress

    if address in (None, "samehost", "localhost"):
        return True
    if address in ("all", "samenet") or not address:
        return False
    try:
        return ipaddress.ip_network(address.split("/")[0]).is_loopback
    except ValueError:
        return False  # a host name: somewhere on the network


def _hba_findings(conn: Any, database: str, user: str) -> list[Finding]:
    """What pg_hba.conf lets in, for this database and user (readable by a superuser only:
    the TO checking the server on its own laptop as ``postgres``)."""
    import psycopg

    try:
        rows = conn.execute(
            "SELECT line_number, type, database, user_name, address, netmask, auth_method, "
            "error FROM pg_hba_file_rules ORDER BY line_number"
        ).fetchall()
    except psycopg.Error:
        return [
            Finding(
                "note",
                "pg_hba.conf was not checked (only the server's superuser may read it): run "
                "the check on the server's computer as postgres to check it too",
            )
        ]
    out: list[Finding] = []
    network = []
    for line, kind, databases, users, address, netmask, method, error in rows:
        if error:
            out.append(Finding("problem", f"pg_hba.conf line {line} is wrong: {error}", REFUSED))
            continue
        if not str(kind).startswith("host") or method == "reject":
            continue
        if not ({"all", database} & set(databases or ())) or not ({"all", user} & set(users or ())):
            continue
        if _loopback(address, netmask):
            continue
        network.append(line)
        where = f"{address}/{netmask}" if netmask else str(address)
        if method == "trust":
            out.append(
                Finding(
                    "warning",
                    f"pg_hba.conf line {line} lets anyone from {where} in without a password "
                    "(trust): use scram-sha-256",
                )
            )
        elif method == "password":
            out.append(
                Finding(
                    "warning",
                    f"pg_hba.conf line {line} sends the password unencrypted (password): use "
                    "scram-sha-256",
                )
            )
        if address == "all" or (netmask and netmask in ("0.0.0.0", "::")):
            out.append(
                Finding(
                    "warning",
                    f"pg_hba.conf line {line} lets in every address, not only the venue's: "
                    "give the venue subnet (e.g. 192.168.1.0/24)",
                )
            )
    if not network:
        out.append(
            Finding(
                "warning",
                f"pg_hba.conf lets no other computer connect to {database!r} as {user!r}: add "
                f"'host {database} {user} 192.168.1.0/24 scram-sha-256' with the venue's "
                "subnet, then reload the server",
                LOCAL_ONLY,
            )
        )
    else:
        out.append(
            Finding(
                "ok", "pg_hba.conf lets the network in (lines " + ", ".join(map(str, network)) + ")"
            )
        )
    return out


def _setting(conn: Any, name: str) -> str | None:
    try:
        value = _one(conn, "SELECT setting FROM pg_settings WHERE name = %s", name)
    except Exception:
        return None
    return None if value is None else str(value)


def connect_problem(url: str) -> Finding | None:
    """What stops a station from using the server of ``url`` (None: nothing); the window's
    connect dialog calls this off the GUI thread before opening the event database."""
    found = check_server(url)
    return found.problem
