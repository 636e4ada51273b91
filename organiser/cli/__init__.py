"""The ``organiser`` command line: the same services as the window, headless.

Each module of this package that defines ``register(subparsers)`` adds its commands; a
command's handler takes ``(args, ctx)`` and returns a :class:`Reply`. With ``--json`` every
command prints JSON, and bad input prints ``{"error": ...}`` and exits non-zero.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from organiser import __version__
from organiser.core.errors import UserError

EXIT_USER_ERROR = 2
EXIT_INTERNAL_ERROR = 70  # sysexits' EX_SOFTWARE: Maester's own fault, logged


@dataclass
class Reply:
    """What a command returns: ``data`` is printed with --json, ``text`` otherwise."""

    data: dict[str, Any]
    text: str = ""
    exit_code: int = 0


@dataclass
class Context:
    db: Path | None  # None: the default file in the user data folder
    json: bool
    event: int | None
    extra: dict[str, Any] = field(default_factory=dict)


Handler = Callable[[argparse.Namespace, Context], Reply]


def _command_modules() -> list[str]:
    package = importlib.import_module(__name__)
    names = sorted(
        m.name for m in pkgutil.iter_modules(package.__path__) if not m.name.startswith("_")
    )
    return [f"{__name__}.{name}" for name in names]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="organiser",
        description="Maester tournament organiser. With no command, opens the window.",
        epilog=(
            "the window:\n"
            "  organiser [--db FILE]         open the window (on FILE, or the last event)\n"
            "  organiser --demo [--db FILE]  open a sample event (in FILE when given: a new\n"
            "                                file, never overwritten)\n"
            "  organiser rules-desk          the judges' rules desk on its own\n"
            "  organiser --self-test         check the installation (database, pairing,\n"
            "                                PDF, card catalogue, a rules scenario)"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"Maester {__version__}")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", type=Path, default=argparse.SUPPRESS, help="event database file")
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON")
    common.add_argument("--event", type=int, default=argparse.SUPPRESS, help="event id")
    parser.add_argument("--db", type=Path, default=None, help="event database file (SQLite)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--event", type=int, default=None, help="event id (optional with one event)"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.set_defaults(_common=common)
    for name in _command_modules():
        module = importlib.import_module(name)
        register = getattr(module, "register", None)
        if register is not None:
            register(sub, common)
    return parser


def _print_error(data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(data, ensure_ascii=False, default=str))
    else:
        print(f"error: {data['error']}", file=sys.stderr)


def _print_reply(reply: Reply, as_json: bool) -> None:
    if as_json:
        print(json.dumps(reply.data, ensure_ascii=False, indent=2, default=str))
    elif reply.text:
        print(reply.text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    as_json = bool(getattr(args, "json", False))
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_USER_ERROR
    ctx = Context(db=getattr(args, "db", None), json=as_json, event=getattr(args, "event", None))
    try:
        reply = handler(args, ctx)
    except UserError as exc:
        _print_error(exc.to_json(), as_json)
        return EXIT_USER_ERROR
    except Exception as exc:  # a bug: its traceback to the log, a sentence to the person
        from organiser.logs import log_file, unexpected

        message = unexpected(exc, f"running organiser {args.command}")
        _print_error({"error": message, "problem": "internal", "log": str(log_file())}, as_json)
        return EXIT_INTERNAL_ERROR
    try:
        _print_reply(reply, as_json)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (``organiser ... | head``): not an error of ours.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return reply.exit_code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
