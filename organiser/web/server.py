"""Running the event server: uvicorn, in a background thread (the window) or in the
foreground (``organiser serve``).

uvicorn is the reference ASGI server, maintained with Starlette by the same people, small
(pure Python with h11), and it stops cleanly on request (``should_exit``), which the
window needs when it closes. The listening socket is bound here, before uvicorn starts, so
that "address in use" or "not an address of this machine" is a message for the organiser
rather than a log line, and so that port 0 (any free port) can be used in tests.
"""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import json
import os
import signal
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from organiser.core.errors import UserError
from organiser.services import Database, phones
from organiser.web.app import EventSite, create_app
from organiser.web.limiter import Limits

DEFAULT_PORT = 8080
START_TIMEOUT_S = 10.0


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port`` (:class:`UserError` with the reason)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise UserError(
            f"{host} is not an IP address (give one of this computer's addresses)"
        ) from None
    if not 0 <= port <= 65535:
        raise UserError(f"{port} is not a port number (1-65535)")
    family = socket.AF_INET6 if ip.version == 6 else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(1024)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise UserError(f"port {port} is already in use on {host}: choose another") from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise UserError(f"{host} is not an address of this computer") from None
        if exc.errno == errno.EACCES:
            raise UserError(
                f"port {port} needs administrator rights: choose one above 1024"
            ) from None
        raise UserError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    sock.setblocking(False)
    return sock


def url_of(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, the likeliest first (the one
    its default route leaves from). Nothing is sent: a UDP socket's ``connect`` only asks
    the system which address it would use."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never answered, never sent to
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    out: list[str] = []
    for a in found:
        if a not in out and not ipaddress.ip_address(a).is_loopback and a != "0.0.0.0":
            out.append(a)
    return out


def _config(site: EventSite) -> Any:
    import uvicorn

    return uvicorn.Config(
        create_app(site),
        log_level="warning",
        access_log=False,
        lifespan="off",
        server_header=False,
        date_header=False,
        timeout_keep_alive=5,
        limit_concurrency=2000,
        h11_max_incomplete_event_size=16 * 1024,
    )


class EventServer:
    """The server of one event, in a background thread: :meth:`start`, then :meth:`stop`.

    ``announce``: the address is written into the event (for the QR codes on paper and on
    the projector) while the server runs, and cleared when it stops.
    """

    def __init__(
        self,
        db: Database,
        event_id: int | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = DEFAULT_PORT,
        limits: Limits | None = None,
        announce: bool = True,
    ) -> None:
        self.site = EventSite(db, event_id, limits=limits)
        self.host, self.port = host, port
        self.announce = announce and not db.read_only
        self.url: str | None = None
        self._server: Any = None
        self._thread: threading.Thread | None = None

    def start(self) -> str:
        import uvicorn

        sock = bind(self.host, self.port)
        self.url = url_of(sock)
        self._server = uvicorn.Server(_config(self.site))
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, name="event-server", daemon=True
        )
        self._thread.start()
        deadline = threading.Event()
        for _ in range(int(START_TIMEOUT_S / 0.02)):
            if self._server.started or not self._thread.is_alive():
                break
            deadline.wait(0.02)
        if not self._server.started:
            self.stop()
            raise UserError("the event server did not start (see the log)")
        if self.announce:
            phones.set_address(self.site.db, self.site.event_id, self.url)
        return self.url

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop taking requests, finish those under way (at most ``timeout`` seconds)."""
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive() and self._server is not None:
                self._server.force_exit = True
                self._thread.join(timeout)
        if self.announce and self.url is not None:
            with contextlib.suppress(UserError):
                phones.set_address(self.site.db, self.site.event_id, None)
        self._thread = None


PARENT_PIPE_ENV = "MAESTER_SERVE_UNTIL_STDIN_CLOSES"
# The window's server runs a little below normal priority: when the laptop's cores are busy
# (hundreds of phones), the organiser's window gets the processor first. 5 of POSIX's 19
# steps (Windows: BELOW_NORMAL_PRIORITY_CLASS): the server still gets its share when the
# window is idle, which is nearly always.
SERVER_NICENESS = 5


def _stop_when_parent_goes() -> None:
    """The window started this server with a pipe on its standard input: when the pipe
    closes (the window quit, or crashed), stop as on Ctrl+C, so no server is left behind."""
    with contextlib.suppress(OSError, ValueError):
        while sys.stdin.read(4096):
            pass
    signal.raise_signal(signal.SIGINT)


def _interrupt(_signum: int, _frame: Any) -> None:
    raise KeyboardInterrupt


def serve_forever(
    db: Database,
    event_id: int | None,
    host: str,
    port: int,
    on_start: Any = None,
) -> None:
    """``organiser serve``: run in the foreground until Ctrl+C (or SIGTERM)."""
    import uvicorn

    site = EventSite(db, event_id)
    sock = bind(host, port)
    url = url_of(sock)
    if not db.read_only:
        phones.set_address(db, site.event_id, url)
    if on_start is not None:
        on_start(url)
    if os.environ.get(PARENT_PIPE_ENV) == "1":
        threading.Thread(target=_stop_when_parent_goes, name="parent-watch", daemon=True).start()
        if hasattr(os, "nice"):  # started by the window: let the window have the CPU first
            with contextlib.suppress(OSError):
                os.nice(SERVER_NICENESS)
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGTERM"):
        # uvicorn stops gracefully on SIGTERM, then raises it again: make that an
        # interruption, so the shared address is still cleared below
        signal.signal(signal.SIGTERM, _interrupt)
    try:
        uvicorn.Server(_config(site)).run(sockets=[sock])
    finally:
        if not db.read_only:
            with contextlib.suppress(UserError):
                phones.set_address(db, site.event_id, None)


class ServerProcess:
    """The server of one event in a process of its own (``organiser serve``), as the window
    runs it: the phones' requests never compete with the window for Python's interpreter
    lock, so the window stays responsive however busy the server is. Same interface as
    :class:`EventServer`; the child reads and writes the same database (a file or a
    server) through the same services, and writes the shared address into the event
    itself (and clears it when it stops)."""

    def __init__(
        self,
        target: str | os.PathLike[str],
        event_id: int | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = DEFAULT_PORT,
    ) -> None:
        self.target = os.fspath(target)
        self.event_id = event_id
        self.host, self.port = host, port
        self.url: str | None = None
        self._proc: subprocess.Popen[str] | None = None

    def _command(self) -> list[str]:
        base = (
            [sys.executable]
            if getattr(sys, "frozen", False)
            else [sys.executable, "-m", "organiser"]
        )
        args = [
            "--db",
            self.target,
            "--json",
            "serve",
            "--host",
            self.host,
            "--port",
            str(self.port),
        ]
        if self.event_id is not None:
            args[2:2] = ["--event", str(self.event_id)]
        return [*base, *args]

    def start(self) -> str:
        from organiser import i18n

        # the pages speak the window's language, whatever the environment's
        env = {
            **os.environ,
            "PYTHONUNBUFFERED": "1",
            PARENT_PIPE_ENV: "1",
            "LANGUAGE": i18n.language(),
        }
        kwargs: dict[str, Any] = {}
        if sys.platform == "win32":  # a console event can then reach it alone
            kwargs["creationflags"] = (
                subprocess.CREATE_NEW_PROCESS_GROUP  # type: ignore[attr-defined]
                | subprocess.BELOW_NORMAL_PRIORITY_CLASS  # type: ignore[attr-defined]
            )
        self._proc = subprocess.Popen(
            self._command(),
            stdin=subprocess.PIPE,  # closed when this process ends: the server stops too
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=str(Path.home()),
            **kwargs,
        )
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline()  # the address, or why it could not start
        try:
            said = json.loads(line) if line.strip() else {}
        except ValueError:
            said = {}
        if "serving" not in said:
            self._proc.wait(START_TIMEOUT_S)
            self._proc = None
            raise UserError(
                str(said.get("error") or "the event server did not start (see the log)")
            )
        self.url = str(said["serving"])
        return self.url

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the server to stop (it finishes the requests under way and clears the shared
        address), and end it if it has not within ``timeout`` seconds."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.poll() is None:
            with contextlib.suppress(OSError):
                if sys.platform == "win32":
                    proc.send_signal(signal.CTRL_BREAK_EVENT)  # type: ignore[attr-defined]
                else:
                    proc.send_signal(signal.SIGINT)  # as Ctrl+C: a graceful stop
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout)
        for pipe in (proc.stdin, proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
