"""The standby: commands of ``organiser`` that start at once.

Most of the time of a command such as ``organiser result set`` is Python loading the
database layer (SQLAlchemy, sqlmodel, pydantic and the store's tables), about a second of
CPU on a slow machine, for a few tens of milliseconds of work. The standby is a process of
the same user that has loaded all of it once and waits on a local socket; a command finds
it and hands it the command line, its working folder, its environment and its terminal
(standard input, output and error, passed as file descriptors), and the standby forks a
copy of itself that runs the command exactly as the command would have run itself, writing
straight to the same terminal or pipe. The command's own process waits, passes Ctrl+C on,
and exits with the command's exit code. Mercurial's ``chg`` works the same way.

- **When**: on POSIX systems (Linux, macOS), for every command but the window, the rules
  desk, the self-test, ``serve`` (it runs for hours, with threads) and ``standby`` itself.
  ``--help`` and ``--version`` do not need it (they load nothing).
- **Started** by the first command that finds none (it runs its own command itself, and
  starts the standby in the background for the next ones), or by ``organiser standby
  start``; it stops after :data:`IDLE_MINUTES` unused, at ``organiser standby stop``, and
  by itself when Maester or a library it loaded is installed anew (it compares the files it
  loaded before every command, and lets a changed installation run the command itself).
- **Off** with ``MAESTER_STANDBY=off`` in the environment (then no command looks for it or
  starts it), or on a system without ``fork`` and descriptor passing (Windows).
- **Safe**: the socket is in a folder only its user can open (``$XDG_RUNTIME_DIR/maester``,
  or ``maester-UID`` in the temporary folder, mode 0700, refused if anyone else owns it or
  can enter it), and on Linux the standby checks that the peer runs as the same user. It
  never opens an event itself: each command opens, locks and closes its database in its
  own forked process, as it would have alone.

This module is read by every command before anything else, so the part a command runs
(:func:`run_command`) imports only a few built-in modules.
"""

from __future__ import annotations

import contextlib
import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up time)
if TYPE_CHECKING:
    import socket
    from collections.abc import Callable, Sequence
    from typing import Any

ENV = "MAESTER_STANDBY"  # "off" (or 0, no, false): never look for a standby nor start one
IDLE_ENV = "MAESTER_STANDBY_IDLE"  # minutes unused before the standby stops
IDLE_MINUTES = 30.0
PROTOCOL = b"MSB1"

# commands never run by the standby: long-running, windows, or the standby's own
NOT_THROUGH = frozenset({"serve", "standby", "rules-desk"})
# the options of ``organiser`` itself that take a value (``--db FILE``, ``--event ID``)
_VALUE_OPTIONS = ("--db", "--event")


def enabled() -> bool:
    """Whether commands use the standby here: POSIX with descriptor passing, and not
    switched off."""
    if os.environ.get(ENV, "").strip().lower() in ("off", "0", "no", "false"):
        return False
    import socket

    return hasattr(os, "fork") and hasattr(socket, "send_fds") and hasattr(socket, "AF_UNIX")


def command_word(argv: Sequence[str]) -> str | None:
    """The command ``argv`` runs: its first word that is not an option of ``organiser`` or
    the value of one; None for ``organiser --help`` or ``--version``."""
    rest = iter(argv)
    for arg in rest:
        if arg == "--":
            return next(rest, None)
        if arg.startswith("-"):
            # --db FILE, --event ID, and their abbreviations (--ev 2); not --db=FILE
            if len(arg) > 2 and "=" not in arg and any(o.startswith(arg) for o in _VALUE_OPTIONS):
                next(rest, None)
            continue
        return arg
    return None


def wanted(argv: Sequence[str]) -> bool:
    """Whether ``argv`` is a command the standby may run."""
    word = command_word(argv)
    return word is not None and word not in NOT_THROUGH and "--self-test" not in argv


# -- where ----------------------------------------------------------------------------


def runtime_dir(create: bool = True) -> str | None:
    """The private folder of the socket, or None when none can be trusted: it must belong
    to this user and be closed to everyone else."""
    base = os.environ.get("XDG_RUNTIME_DIR") or ""
    if base and os.path.isdir(base):
        folder = os.path.join(base, "maester")
    else:
        import tempfile

        folder = os.path.join(tempfile.gettempdir(), f"maester-{os.getuid()}")
    try:
        if create:
            os.makedirs(folder, mode=0o700, exist_ok=True)
        st = os.lstat(folder)
    except FileNotFoundError:
        return folder  # not made yet: nothing listens there
    except OSError:
        return None
    import stat

    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o077:
        return None
    return folder


# the interpreter's settings read as it starts (a fork cannot take them from the command);
# these are the exceptions, applied to each command by the standby
_PER_COMMAND = frozenset({"PYTHONUNBUFFERED", "PYTHONIOENCODING", "PYTHONDONTWRITEBYTECODE"})


def _key() -> str:
    """Which standby: one per Python, Maester package and interpreter settings (the
    ``PYTHON*`` variables: a command with another PYTHONPATH gets a standby of its own)."""
    import zlib

    here = os.path.dirname(os.path.abspath(__file__))
    settings = sorted(
        f"{k}={v}"
        for k, v in os.environ.items()
        if k.startswith("PYTHON") and k not in _PER_COMMAND
    )
    return f"{zlib.crc32('|'.join([sys.executable, here, *settings]).encode()):08x}"


def socket_path(create: bool = True) -> str | None:
    folder = runtime_dir(create)
    return None if folder is None else os.path.join(folder, f"standby-{_key()}.sock")


def _lock_path(sock_path: str) -> str:
    return sock_path[: -len(".sock")] + ".lock"


# -- the command's side ---------------------------------------------------------------


def _connect(path: str) -> socket.socket | None:
    import socket

    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        client.connect(path)
    except OSError:
        client.close()
        return None
    return client


def _request(argv: Sequence[str]) -> bytes:
    """The command as the standby needs it: NUL-separated fields (none can hold a NUL)."""
    streams = (sys.stdin, sys.stdout, sys.stderr)
    fields = [
        os.getcwd(),
        oct(_umask()),
        *(
            f"{getattr(s, 'encoding', None) or ''}:{getattr(s, 'errors', None) or ''}"
            for s in streams
        ),
        sys.argv[0] if sys.argv else "organiser",
        str(len(argv)),
        *argv,
        *(f"{k}={v}" for k, v in os.environ.items()),
    ]
    return b"\0".join(os.fsencode(f) for f in fields)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _std_fds() -> list[int]:
    """Descriptors 0, 1 and 2 (a closed one replaced by the null device)."""
    fds = []
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
            fds.append(fd)
        except OSError:
            fds.append(os.open(os.devnull, os.O_RDWR))
    return fds


def run_command(argv: Sequence[str]) -> int | None:
    """Run ``argv`` through the standby: its exit code, or None when the command must run
    itself (no standby, or one that declined it). Called by ``organiser`` as it starts."""
    if not wanted(argv) or not enabled():
        return None
    path = socket_path(create=False)
    if path is None:
        return None
    client = _connect(path)
    if client is None:
        start_in_background(path, after=os.getpid())
        return None
    try:
        answer = _converse(client, argv)
    finally:
        client.close()
    if answer == "stale":  # Maester was installed anew: a fresh standby for the next ones
        start_in_background(path, after=os.getpid(), replacing=True)
    return answer if isinstance(answer, int) else None


def _converse(client: socket.socket, argv: Sequence[str]) -> int | str:
    """The command's exit code, or why the standby did not run it ("stale", "declined",
    "failed")."""
    import socket

    body = _request(argv)
    try:
        socket.send_fds(client, [PROTOCOL + len(body).to_bytes(8, "big")], _std_fds())
        client.sendall(body)
        reader = client.makefile("rb")
        first = reader.readline()
    except OSError:
        return "failed"
    if not first.startswith(b"pid "):  # "stale", "declined": run it here
        return first.decode("ascii", "replace").strip() or "failed"
    child = int(first[4:])
    forward = _forward_signals(child)
    try:
        while True:
            try:
                line = reader.readline()
            except InterruptedError:  # pragma: no cover (Python retries by itself)
                continue
            if not line:  # the command's process died without saying how it ended
                sys.stderr.write(
                    "error: the command stopped unexpectedly (see the log; "
                    f"{ENV}=off runs commands without the standby)\n"
                )
                return 70
            if line.startswith(b"exit "):
                return int(line[5:])
    finally:
        forward()


def _forward_signals(child: int) -> Callable[[], None]:
    """Ctrl+C, a hang-up or a termination of this process goes to the command's process;
    the function returned puts the previous handlers back."""
    import signal

    def send(signum: int, _frame: object) -> None:
        with contextlib.suppress(OSError):
            os.kill(child, signum)

    sigs = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT]
    previous = {s: signal.signal(s, send) for s in sigs}

    def restore() -> None:
        for s, handler in previous.items():
            signal.signal(s, handler)

    return restore


def start_in_background(
    path: str | None = None,
    idle_minutes: float | None = None,
    after: int | None = None,
    replacing: bool = False,
) -> bool:
    """Start a standby for the next commands, detached from this one (unless one is
    starting already, or ``replacing`` one that is stopping); whether one was started.
    ``after``: it loads once that process has ended."""
    path = path or socket_path()
    if path is None or (not replacing and _lock_held(_lock_path(path))):
        return False
    argv = (
        [sys.executable, "standby", "run"]
        if getattr(sys, "frozen", False)
        else [
            sys.executable,
            "-m",
            "organiser",
            "standby",
            "run",
        ]
    )
    if idle_minutes is not None:
        argv += ["--idle", str(idle_minutes)]
    if after is not None:
        argv += ["--after", str(after)]
    import subprocess

    # a session of its own, detached from the terminal; fork and exec in one step, safe
    # from a process with threads
    subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd="/",
        start_new_session=True,
        close_fds=True,
    )
    return True


def _wait_for_exit(pid: int, limit: float) -> None:
    import time

    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        except OSError:  # pragma: no cover (not ours to signal: it is not the command)
            return
        time.sleep(0.05)


def _lock_held(lock_path: str) -> bool:
    """Whether a standby holds (or is taking) the lock of this socket."""
    import fcntl

    try:
        fd = os.open(lock_path, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def ask(message: str, path: str | None = None, timeout: float = 5.0) -> str | None:
    """Send ``status`` or ``stop`` to the standby; its answer, or None when none runs."""
    path = path or socket_path(create=False)
    if path is None:
        return None
    client = _connect(path)
    if client is None:
        return None
    try:
        client.settimeout(timeout)
        client.sendall(message.encode() + b"\n")
        return client.makefile("rb").read().decode("utf-8", "replace").strip()
    except OSError:
        return None
    finally:
        client.close()


# -- the standby's side -------------------------------------------------------------


class Standby:
    """The process that waits for commands (``organiser standby run``)."""

    def __init__(self, path: str, idle: float = IDLE_MINUTES) -> None:
        self.path = path
        self.idle_seconds = idle * 60
        self.started = 0.0
        self.served = 0
        self.children: set[int] = set()
        self.watched: dict[str, tuple[int, int]] = {}
        self.lock_fd = -1
        self.listener: socket.socket | None = None

    # ---- start and stop
    def take_lock(self, wait: float = 0.0) -> bool:
        """Whether this is the only standby of its socket (waiting ``wait`` seconds for one
        that is stopping)."""
        import fcntl
        import time

        fd = os.open(_lock_path(self.path), os.O_RDWR | os.O_CREAT, 0o600)
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    return False
                time.sleep(0.05)
        self.lock_fd = fd
        return True

    def load(self) -> None:
        """Import what commands use, so that the forked commands find it loaded."""
        import gc
        import importlib
        import pkgutil

        import organiser.cli

        organiser.cli.prebuilt = organiser.cli.build_parser()  # every command module
        for package in _PRELOAD:
            # the package's own path: its folder, or its place in a bundle's archive
            for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
                # an optional part missing is loaded on use, if ever
                with contextlib.suppress(ImportError):
                    importlib.import_module(f"{package}.{info.name}")
        for library in ("numpy", "rustworkx"):  # large events' standings, exact rounds
            with contextlib.suppress(ImportError):
                importlib.import_module(library)
        import sqlalchemy.dialects.sqlite  # noqa: F401
        from sqlalchemy.orm import configure_mappers

        import organiser.store.models

        configure_mappers()
        self.watched = _loaded_files()
        gc.collect()
        gc.freeze()  # the forked commands leave the loaded objects' pages shared

    def listen(self) -> None:
        import socket
        import time

        if os.path.exists(self.path):
            os.unlink(self.path)  # ours by the lock: a socket a dead standby left
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)
        try:
            listener.bind(self.path)
        finally:
            os.umask(old)
        listener.listen(64)
        listener.settimeout(1.0)
        self.listener = listener
        self.started = time.time()

    def close(self) -> None:
        if self.listener is not None:
            self.listener.close()
            self.listener = None
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        if self.lock_fd >= 0:
            os.close(self.lock_fd)
            self.lock_fd = -1

    # ---- the loop
    def serve(self) -> str:
        """Answer commands until told to stop, idle for too long, or stale; why it stopped."""
        import signal
        import time

        assert self.listener is not None
        stop: list[str] = []
        signal.signal(signal.SIGTERM, lambda *_: stop.append("terminated"))
        signal.signal(signal.SIGINT, lambda *_: stop.append("interrupted"))
        last_used = time.monotonic()
        while not stop:
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                conn = None
            except InterruptedError:  # pragma: no cover
                conn = None
            self._reap()
            if conn is None:
                if not self.children and time.monotonic() - last_used > self.idle_seconds:
                    return "idle"
                continue
            last_used = time.monotonic()
            try:
                why = self._answer(conn)
            except OSError:
                why = None
            finally:
                conn.close()
            if why:
                return why
        return stop[0]

    def _reap(self) -> None:
        for pid in list(self.children):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done:
                self.children.discard(pid)

    def _answer(self, conn: socket.socket) -> str | None:
        import socket

        conn.settimeout(5.0)
        if not _same_user(conn):
            return None
        head, fds, _flags, _addr = socket.recv_fds(conn, len(PROTOCOL) + 8, 3)
        try:
            if head.startswith((b"status", b"stop")):
                return self._control(conn, head)
            if not head.startswith(PROTOCOL) or len(fds) != 3:
                conn.sendall(b"declined\n")
                return None
            size = int.from_bytes(head[len(PROTOCOL) :], "big")
            body = _read_exactly(conn, size)
            request = _parse(body)
            if request is None or not wanted(request["argv"]):
                conn.sendall(b"declined\n")
                return None
            if self.stale():
                conn.sendall(b"stale\n")
                return "stale"
            pid = os.fork()
            if pid == 0:
                self._in_child(conn, fds, request)  # never returns
            self.children.add(pid)
            self.served += 1
            return None
        finally:
            for fd in fds:
                os.close(fd)

    def _control(self, conn: socket.socket, head: bytes) -> str | None:
        import time

        if head.startswith(b"stop"):
            conn.sendall(f"stopped pid {os.getpid()}\n".encode())
            return "stopped"
        stale = self.stale()
        conn.sendall(
            (
                f"pid {os.getpid()}\nsince {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(self.started))}\n"
                f"commands {self.served}\nidle_minutes {self.idle_seconds / 60:g}\n"
                f"modules {len(sys.modules)}\nstale {'yes' if stale else 'no'}\n"
            ).encode()
        )
        return "stale" if stale else None

    def stale(self) -> bool:
        """Whether a file the standby loaded has changed since (Maester or a library was
        installed anew): its commands would run old code."""
        return _loaded_files(self.watched) != self.watched

    def _in_child(self, conn: socket.socket, fds: list[int], request: dict[str, Any]) -> None:
        """The forked command: becomes the command's process, runs it, says how it ended."""
        code = 70
        try:
            import signal

            signal.signal(signal.SIGINT, signal.default_int_handler)
            for s in (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGCHLD):
                signal.signal(s, signal.SIG_DFL)
            if self.listener is not None:
                self.listener.close()
            os.close(self.lock_fd)
            for target, fd in zip((0, 1, 2), fds, strict=True):
                os.dup2(fd, target)
            for fd in fds:
                os.close(fd)
            _become(request)
            conn.settimeout(None)
            conn.sendall(f"pid {os.getpid()}\n".encode())
            code = _run(request["argv"])
        except BaseException:  # pragma: no cover (the command's own errors are handled)
            import traceback

            traceback.print_exc()
        with contextlib.suppress(OSError):
            conn.sendall(f"exit {code}\n".encode())
        os._exit(code)


# packages whose every module the standby loads (besides every command's module)
_PRELOAD = ("organiser.services", "organiser.printing")


def _same_user(conn: socket.socket) -> bool:
    import socket

    if not hasattr(socket, "SO_PEERCRED"):  # macOS: the folder's mode is the guard
        return True
    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12)
    uid = int.from_bytes(creds[4:8], sys.byteorder)
    return uid == os.getuid()


def _read_exactly(conn: socket.socket, size: int) -> bytes:
    chunks = []
    while size:
        chunk = conn.recv(min(size, 1 << 16))
        if not chunk:
            raise OSError("the command went away")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _parse(body: bytes) -> dict[str, Any] | None:
    fields = [os.fsdecode(f) for f in body.split(b"\0")]
    try:
        cwd, umask, enc_in, enc_out, enc_err, argv0, count = fields[:7]
        n = int(count)
        argv = fields[7 : 7 + n]
        env = dict(f.split("=", 1) for f in fields[7 + n :] if "=" in f)
        return {
            "cwd": cwd,
            "umask": int(umask, 8),
            "encodings": (enc_in, enc_out, enc_err),
            "argv0": argv0,
            "argv": argv,
            "env": env,
        }
    except ValueError:
        return None


def _become(request: dict[str, Any]) -> None:
    """The forked process takes the command's folder, environment, umask and streams."""
    import io
    import time

    os.chdir(request["cwd"])
    os.umask(request["umask"])
    os.environ.clear()
    os.environ.update(request["env"])
    if hasattr(time, "tzset"):
        time.tzset()
    import locale

    with contextlib.suppress(locale.Error):  # as Python sets it up when it starts
        locale.setlocale(locale.LC_CTYPE, "")
    sys.argv = [request["argv0"], *request["argv"]]
    unbuffered = bool(os.environ.get("PYTHONUNBUFFERED"))
    made = []
    for fd, mode, spec in zip((0, 1, 2), "rww", request["encodings"], strict=True):
        encoding, _, errors = spec.partition(":")
        raw = open(  # noqa: SIM115 - the command's standard stream, open for its lifetime
            fd, mode + "b", buffering=0 if unbuffered and mode == "w" else -1, closefd=False
        )
        made.append(
            io.TextIOWrapper(
                raw,
                encoding=encoding or "utf-8",
                errors=errors or ("backslashreplace" if fd == 2 else "strict"),
                line_buffering=fd == 2 or os.isatty(fd),
                write_through=unbuffered or fd == 2,
            )
        )
    sys.stdin, sys.stdout, sys.stderr = made


def _run(argv: list[str]) -> int:
    """Run the command as ``organiser`` would: its exit code (SystemExit included)."""
    from organiser.main import run

    try:
        code: object = run(argv, real=True)
    except SystemExit as exc:
        code = exc.code
    except KeyboardInterrupt:
        code = 130
    except BaseException:
        sys.excepthook(*sys.exc_info())
        code = 1
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    try:
        import atexit

        atexit._run_exitfuncs()
    except Exception:
        pass
    return code


def _loaded_files(watched: dict[str, tuple[int, int]] | None = None) -> dict[str, tuple[int, int]]:
    """(mtime, size) of every file of Maester loaded, and of each loaded library's first
    file (an installation rewrites it), plus the Python executable; with ``watched``, of
    those files only."""
    names: list[str]
    if watched is not None:
        names = list(watched)
    else:
        here = os.path.dirname(os.path.abspath(__file__))
        found = {sys.executable}
        for name, module in list(sys.modules.items()):
            path = getattr(module, "__file__", None)
            if not path:
                continue
            if path.startswith(here) or "." not in name:
                found.add(path)
        names = sorted(found)
    seen: dict[str, tuple[int, int]] = {}
    for path in names:
        try:
            st = os.stat(path)
        except OSError:
            seen[path] = (-1, -1)
            continue
        seen[path] = (st.st_mtime_ns, st.st_size)
    return seen


def idle_minutes() -> float:
    """How long a standby waits unused before it stops (``$MAESTER_STANDBY_IDLE`` minutes,
    or :data:`IDLE_MINUTES`)."""
    try:
        return max(0.0, float(os.environ.get(IDLE_ENV, "")))
    except ValueError:
        return IDLE_MINUTES


def serve_standby(path: str, idle: float | None = None, after: int | None = None) -> str:
    """``organiser standby run``: load, listen and answer until stopped; why it stopped, or
    ``"running"`` when another standby holds the socket. ``after``: a process to wait for
    first (the command that started it, so as not to slow it down while it loads)."""
    standby = Standby(path, idle_minutes() if idle is None else idle)
    # started by a command (``after``), it may be replacing a standby that is stopping
    if not standby.take_lock(wait=10.0 if after else 0.0):
        return "running"
    try:
        if after:
            _wait_for_exit(after, 30.0)
        standby.load()
        standby.listen()
        return standby.serve()
    finally:
        standby.close()
