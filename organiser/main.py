"""``organiser`` entry point: no command opens the window, a command runs headless."""

from __future__ import annotations

import sys
from collections.abc import Sequence


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


def main(argv: Sequence[str] | None = None) -> int:
    if argv is None:  # the real command line (tests call main with their arguments)
        from organiser.logs import install_crash_handler, setup_logging

        setup_logging()
        install_crash_handler()
    args = list(sys.argv[1:] if argv is None else argv)
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

    return cli_main(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
