"""The ``organiser`` command line: the same services as the window, headless.

Each command module of this package (``organiser.cli.event``...) defines
``register(subparsers, common)``, which adds its commands; a command's handler takes
``(args, ctx)`` and returns a :class:`organiser.cli.reply.Reply`. With ``--json`` every
command prints JSON, and bad input prints ``{"error": ...}`` and exits non-zero.

Starting is instant: :data:`COMMANDS` names every command, its module and its one-line help,
so ``organiser --help`` and ``--version`` import no command module, no database and no PDF
library; a command imports its own module only (``organiser event list`` never loads the
printing code). ``tests/cli/test_startup_imports.py`` holds this module to that budget and
checks that :data:`COMMANDS` says what the modules register.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from organiser import __version__

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up time)
if TYPE_CHECKING:
    from typing import Any

    from organiser.cli.reply import Reply

EXIT_USER_ERROR = 2
EXIT_INTERNAL_ERROR = 70  # sysexits' EX_SOFTWARE: Maester's own fault, logged

# command -> (module of organiser.cli that registers it, its line in ``organiser --help``),
# in the order of the help (the modules' order; a module's commands in its own order).
COMMANDS: dict[str, tuple[str, str]] = {
    "audit": ("audit", "list the audit log (every change, with time and reason)"),
    "clock": ("clock", "the current round's clock"),
    "cut": (
        "cut",
        "seed the cut and pair its first round, or pair the next elimination round",
    ),
    "deck": ("deck", "deck lists: legality, card search, lists in an event"),
    "demo": ("demo", "create a sample event and play its Swiss rounds"),
    "event": ("event", "create, list, show and change events"),
    "export": ("export", "export the event as JSON or CSV"),
    "judge": ("judge", "the judge's log: calls, rulings and penalties"),
    "player": ("player", "register players, check in, drop, reinstate"),
    "print": ("printing", "print a document of the event to a PDF file"),
    "publish": (
        "printing",
        "write the public page (index.html) with CSV and JSON files to a folder",
    ),
    "result": ("result", "enter, correct and list results"),
    "round": ("round", "pair and manage Swiss rounds"),
    "serve": ("serve", "serve the event to the players' phones on the local network"),
    "phones": ("serve", "results and drops reported from phones: the queue, the switch"),
    "server": ("server", "check a PostgreSQL server for several stations"),
    "standings": ("standings", "Swiss standings (and final standings after the cut)"),
    "standby": ("standby", "keep Maester loaded so that commands start at once (POSIX)"),
}


def chosen_command(argv: Sequence[str]) -> str | None:
    """The command ``argv`` runs (its first word that is not an option of ``organiser``
    or the value of one), or None (``organiser --help``, ``organiser --version``). The
    rule lives in organiser.standby, which every command reads before anything else."""
    from organiser.standby import command_word

    return command_word(argv)


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of the command line. With ``argv``, only the module of the command it
    runs is imported and registers its arguments; every other command is a name and a help
    line (enough for ``organiser --help``). Without, every command is registered in full."""
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
    chosen = None if argv is None else COMMANDS.get(chosen_command(argv) or "", (None,))[0]
    registered: set[str] = set()
    for name, (module, help_text) in COMMANDS.items():
        if argv is None or module == chosen:
            if module not in registered:
                registered.add(module)
                importlib.import_module(f"{__name__}.{module}").register(sub, common)
        else:
            # a stand-in: its name and help line only; it takes whatever follows it, and
            # main() builds the full parser if it is ever chosen
            stand_in = sub.add_parser(name, help=help_text, add_help=False)
            stand_in.add_argument("_rest", nargs=argparse.REMAINDER)
            stand_in.set_defaults(_stand_in=True)
    return parser


def _print_error(data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        import json

        print(json.dumps(data, ensure_ascii=False, default=str))
    else:
        print(f"error: {data['error']}", file=sys.stderr)


def _print_reply(reply: Reply, as_json: bool) -> None:
    if as_json:
        print(reply.json_out())  # json.dumps(..., indent=2) byte for byte, faster
    else:
        text = reply.text_out()
        if text:
            print(text)


# the parser of every command, when it is built ahead (the standby builds it once for all the
# commands it runs; argparse does not change a parser as it parses)
prebuilt: argparse.ArgumentParser | None = None


def main(argv: Sequence[str] | None = None, on_start: Callable[[], None] | None = None) -> int:
    """Run the command of ``argv``; ``on_start`` is called once its command line is read."""
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = prebuilt or build_parser(argv)
    args = parser.parse_args(argv)
    if getattr(args, "_stand_in", False):  # the command was not recognised beforehand
        parser = build_parser()
        args = parser.parse_args(argv)
    as_json = bool(getattr(args, "json", False))
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_USER_ERROR
    if on_start is not None:
        on_start()
    from organiser import i18n

    # human output (not --json) and printed documents in the language LANG asks for
    i18n.set_language(None)
    from organiser.cli.reply import Context
    from organiser.core.errors import UserError

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
