"""What went wrong with an event file, in words an organiser can act on.

SQLite reports a hot journal, a read-only folder, a lock held by another program, a full
disk and a damaged file with different result codes (``sqlite3.Error.sqlite_errorname``);
the operating system reports a folder Maester may not enter with ``EACCES``. Each becomes a
:class:`StoreError` whose ``problem`` (also in the ``--json`` error object) names the case
and whose message says what to do. Nothing of SQLAlchemy's own text (the SQL, the links to
its documentation) reaches the user: only the database's short reason, when it helps.
"""

from __future__ import annotations

import errno
import os
import re
from enum import StrEnum
from pathlib import Path
from typing import Any

from organiser.core.errors import UserError


class Problem(StrEnum):
    DAMAGED = "damaged"
    NOT_MAESTER = "not_maester"
    NEWER = "newer_version"
    READ_ONLY = "read_only"
    LOCKED = "locked"
    BUSY = "busy"  # another station kept the file (or the event) for longer than the wait
    JOURNAL = "journal"
    DISK_FULL = "disk_full"
    NO_ACCESS = "no_access"
    MISSING = "missing"
    IO = "io"
    SERVER = "server"


class StoreError(UserError):
    """The event database cannot be used as asked; ``problem`` says why (a :class:`Problem`)."""

    def __init__(self, message: str, problem: Problem | None = None, **details: Any) -> None:
        if problem is not None:
            details["problem"] = problem.value
        super().__init__(message, **details)
        self.problem = problem


def sqlite_code(exc: BaseException) -> str:
    """``SQLITE_BUSY``, ``SQLITE_READONLY_ROLLBACK``, ... of an error (SQLAlchemy's or the
    driver's), or "" when it is not a SQLite error."""
    for candidate in (exc, getattr(exc, "orig", None), exc.__cause__):
        name = getattr(candidate, "sqlite_errorname", None)
        if isinstance(name, str):
            return name
    return ""


def _short_reason(exc: BaseException) -> str:
    """The driver's own one-line reason, without SQLAlchemy's SQL echo and links."""
    inner = getattr(exc, "orig", None) or exc
    text = str(inner).strip().splitlines()[0] if str(inner).strip() else type(inner).__name__
    text = re.sub(r"\(Background on this error at: [^)]*\)", "", text)
    text = re.sub(r"^\([\w.]+\)\s*", "", text)  # "(sqlite3.OperationalError) ..."
    return text.strip()


def problem_of(exc: BaseException) -> Problem | None:
    """The kind of trouble a SQLite error (or an OS error) reports, if it is a known one."""
    code = sqlite_code(exc)
    if code:
        if code == "SQLITE_READONLY_ROLLBACK":
            return Problem.JOURNAL
        if code.startswith("SQLITE_READONLY"):
            return Problem.READ_ONLY
        if code.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
            return Problem.LOCKED
        if code == "SQLITE_FULL":
            return Problem.DISK_FULL
        if code.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
            return Problem.DAMAGED
        if code.startswith(("SQLITE_PERM", "SQLITE_AUTH")):
            return Problem.NO_ACCESS
        if code.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")):
            return Problem.IO
        return None
    inner = getattr(exc, "orig", None) or exc
    if isinstance(inner, OSError):
        if inner.errno == errno.ENOSPC:
            return Problem.DISK_FULL
        if inner.errno == errno.EROFS:
            return Problem.READ_ONLY
        if inner.errno in (errno.EACCES, errno.EPERM):
            return Problem.NO_ACCESS
        if inner.errno == errno.ENOENT:
            return Problem.MISSING
        return Problem.IO
    return None


def describe(problem: Problem, path: Path | str, *, writing: bool = False) -> str:
    """The message for ``problem`` with the file at ``path``: what happened, what to do."""
    p = Path(path)
    name = str(p)
    if problem is Problem.DAMAGED:
        return (
            f"{name} is damaged (SQLite cannot read its pages) and was left untouched. "
            "Open your latest copy of the event instead, and keep this file: what is readable "
            "in it can be rescued with the sqlite3 tool's .recover command."
        )
    if problem is Problem.READ_ONLY:
        why = "(a read-only folder or disk, a locked USB stick, or no permission to write it)"
        if writing:
            return (
                f"Nothing was changed: {name} is read-only here {why}. To change it, copy it "
                "to a folder you can write to and open the copy."
            )
        return (
            f"{name} is read-only here {why}. It can be read, printed and exported; to "
            "change it, copy it to a folder you can write to and open the copy."
        )
    if problem is Problem.LOCKED:
        return (
            f"{name} is locked by another program that is using it. Nothing was changed; close "
            "that program (or wait for it to finish) and try again."
        )
    if problem is Problem.BUSY:
        return (
            f"{name} is busy: another station (or another program) has been changing it for "
            "longer than Maester waits. Nothing was changed; try again in a moment, and close "
            "the other program if one holds the file."
        )
    if problem is Problem.JOURNAL:
        return (
            f"{name} holds a change that a program stopped in the middle of writing "
            f"(the file {p.name}-journal beside it). It must be undone before the file can be "
            "read, which needs write access: copy both files together to a folder you can "
            f"write to and open the copy there. Do not delete {p.name}-journal: the event "
            "file needs it to be repaired."
        )
    if problem is Problem.DISK_FULL:
        return (
            f"the disk holding {name} is full. Nothing was changed; free some space (or move "
            "the file to another disk) and try again."
        )
    if problem is Problem.NO_ACCESS:
        folder = _first_unreachable(p)
        return (
            f"Maester is not allowed to open {folder} (permission denied), so {p.name} cannot "
            "be used. Choose a file in a folder you can open, or ask the computer's "
            "administrator for access."
        )
    if problem is Problem.MISSING:
        return f"{name} does not exist (moved or deleted?)."
    if problem is Problem.IO:
        return (
            f"{name} could not be {'written' if writing else 'read'} (an input/output error: "
            "a failing disk, a removed USB stick or a network share that went away). Nothing "
            "was changed; copy the file to a local disk and try again."
        )
    raise ValueError(problem)


def _first_unreachable(path: Path) -> str:
    """The folder (or file) on the way to ``path`` that cannot be entered or read."""
    probe = path.absolute()
    for parent in reversed(probe.parents):
        if parent == Path(parent.anchor):
            continue
        try:
            os.stat(parent)
            if not os.access(parent, os.X_OK):
                return f"the folder {parent}"
        except PermissionError:
            return f"the folder {parent.parent}"
        except OSError:
            break
    if probe.parent.exists() and not os.access(probe.parent, os.R_OK | os.X_OK):
        return f"the folder {probe.parent}"
    return f"the file {probe}"


def store_error(
    exc: BaseException, path: Path | str | None, *, writing: bool = False, where: str = ""
) -> StoreError:
    """A :class:`StoreError` for a database or file-system error ``exc`` on ``path``."""
    problem = problem_of(exc)
    target = path if path is not None else (where or "the event database")
    if problem is not None:
        return StoreError(describe(problem, target, writing=writing), problem, path=str(target))
    doing = "written" if writing else "read"
    return StoreError(
        f"{target} could not be {doing} ({_short_reason(exc)}). Nothing was changed.",
        path=str(target),
    )


def server_error(exc: BaseException, where: str) -> StoreError:
    """A database server that cannot be reached or refuses us: its reason, in one line."""
    reason = _short_reason(exc)
    return StoreError(
        f"cannot use the database server {where}: {reason}. Check that the server is running, "
        "the address, the user name and the password, and that the database exists.",
        Problem.SERVER,
        server=where,
    )
