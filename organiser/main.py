"""``organiser`` entry point: no command opens the window, a command runs headless."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from types import TracebackType


def _wants_gui(argv: Sequence[str]) -> bool:
    """True when argv holds only window options (``--db FILE``, ``--demo``)."""
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--db":
            if not rest:
                return False
            rest.pop(0)
        elif arg.startswith("--db=") or arg == "--demo":
            continue
        else:
            return False
    return True


def _start_logging() -> None:
    """The log file and the crash handler of a real run (``organiser`` as typed)."""
    from organiser.logs import install_crash_handler, setup_logging

    setup_logging()
    install_crash_handler()


def _first_crash(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    """Until the logging is set up: an uncaught exception sets it up and goes to it."""
    _start_logging()
    sys.excepthook(kind, exc, tb)


def main(argv: Sequence[str] | None = None) -> int:
    real = argv is None  # the real command line (tests call main with their arguments)
    args = list(sys.argv[1:] if argv is None else argv)
    if real and not _wants_gui(args) and any(not a.startswith("-") for a in args):
        # a command (not --help, --version or the window alone): the standby, already
        # loaded, runs it at once when there is one (organiser/standby.py)
        from organiser.standby import run_command

        code = run_command(args)
        if code is not None:
            return code
    return run(args, real=real)


def run(args: Sequence[str], real: bool) -> int:
    """Run ``organiser args`` in this process; ``real``: as typed (a log file, the crash
    handler), not called by a test."""
    args = list(args)
    if real:
        # a command sets the logging up once its command line is read (--help and
        # --version never need it); until then a crash sets it up on the way
        sys.excepthook = _first_crash
    if real and ("--self-test" in args or args[:1] == ["rules-desk"] or _wants_gui(args)):
        _start_logging()
    if "--self-test" in args:
        from organiser.selftest import run_self_test

        return run_self_test()
    if args[:1] == ["rules-desk"]:  # a GUI command: the judge's window on its own
        from organiser.ui.rules_desk.__main__ import main as rules_desk_main

        return rules_desk_main(args[1:])
    if _wants_gui(args):
        from organiser.ui.app import run_app

        return run_app(args)
    from organiser.cli import main as cli_main

    return cli_main(args, on_start=_start_logging if real else None)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
